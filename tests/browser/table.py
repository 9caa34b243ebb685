"""Playing Biblios through the reference client's page only: what a person would click.

The game's element carries ``data-version`` (the view's version) and ``aria-busy`` (an action
of this page on its way): a decision is over when the version has moved and nothing is busy.
"""

from __future__ import annotations

from typing import Any

GAME = ".game"
SETTLED = """([selector, version]) => {
    const game = document.querySelector(selector);
    return game && game.dataset.version !== version && game.getAttribute("aria-busy") !== "true";
}"""


def create_game(
    page: Any,
    seats: list[str],
    names: list[str] | None = None,
    langs: list[str] | None = None,
    seed: int | None = None,
    variant: str = "standard",
    clock: int | str = 0,
) -> list[str]:
    """Fill the lobby (``seats``: "person", "easy", "greedy" or "expert"; ``clock``: seconds per
    decision, or the lobby's value of another clock, e.g. "bank:180:10"), start the game; the
    links of the person seats, in order."""
    page.locator(f'.choices input[value="{len(seats)}"]').check()
    for index, kind in enumerate(seats):
        seat = page.locator(".seat-setup > li").nth(index)
        seat.locator("select").first.select_option(kind)
        if kind == "person" and names:
            seat.locator('input[type="text"]').fill(names[index])
        if kind == "person" and langs:
            seat.locator("select").nth(1).select_option(langs[index])
    page.locator(f'.variants input[value="{variant}"]').check()
    page.locator(".clock-choice select").first.select_option(str(clock))
    if seed is not None:
        page.locator(".advanced summary").click()
        page.locator(".advanced input").fill(str(seed))
    page.locator('.lobby button[type="submit"]').click()
    page.wait_for_selector(".invitations")
    return [
        page.locator(f"#link-{i}").input_value() for i in range(len(seats)) if seats[i] == "person"
    ]


def take_first_seat(page: Any) -> None:
    page.locator(".invitations a.primary").first.click()
    wait_for_table(page)


def wait_for_table(page: Any) -> None:
    page.wait_for_selector(f"{GAME}[data-version]")


def version(page: Any) -> str:
    return page.locator(GAME).get_attribute("data-version")


def act(page: Any, locator: Any, before: str | None = None) -> None:
    """Click ``locator`` and wait until the game has moved (the action and the bots after)
    from version ``before`` (the page's version now, unless the caller has just read it)."""
    before = version(page) if before is None else before
    locator.click()
    settle(page, before)


def settle(page: Any, before: str, timeout: float = 10_000) -> None:
    """Wait until the game has moved from version ``before`` and nothing of ours is on its way.
    Looked at every 20 ms rather than at every animation frame (Playwright's default): polling
    on frames keeps the renderer and the compositor drawing while nothing changes (measured in
    docs/testing-log.md, "Browser tests' CPU")."""
    try:
        page.wait_for_function(SETTLED, arg=[GAME, before], timeout=timeout, polling=20)
    except Exception as exc:
        error = page.locator(".prompt-bar .error").inner_text()
        raise AssertionError(f"the game did not move from version {before}: {error!r}") from exc


def is_over(page: Any) -> bool:
    return page.locator(".result").count() > 0


#: What the page offers now, read in one evaluation (a round trip to the browser per decision
#: rather than one per question): the game's version, the decision's kind (``None``: nothing
#: to decide now), and for a bid what the hand can pay.
OFFERED = """() => {
    const one = (selector) => document.querySelector(selector);
    const game = one(".game");
    const state = {version: game ? game.dataset.version : null, over: one(".result") !== null};
    if (one('.places button:not([aria-disabled="true"])')) return {...state, kind: "place"};
    if (one('[data-action="take"]')) return {...state, kind: "take"};
    if (one(".church-choice")) return {...state, kind: "church"};
    if (one('[data-action="pass"]')) {
        const amount = one("#bid-amount");
        const total = one(".my-hand .g-gold .total");
        const gold = one('form.bid[data-currency="gold"]') !== null;
        return {...state, kind: "bid", min: amount ? Number(amount.dataset.min) : null,
            payable: gold ? Number((total ? total.innerText : "").replace(/\\D/g, "") || 0)
                : document.querySelectorAll(".my-hand .card").length};
    }
    if (one('[data-action="refuse"]')) return {...state, kind: "pay"};
    return {...state, kind: null};
}"""


def offered(page: Any) -> dict[str, Any]:
    """The page's state as ``OFFERED`` reads it."""
    return page.evaluate(OFFERED)


def decide(page: Any, bid_up_to: int = 3, state: dict[str, Any] | None = None) -> bool:
    """Take the decision the page offers, if any (False: nothing to decide now).

    Placements in the order offered, the first public card, church cards applied with the
    first change offered, bids up to ``bid_up_to`` (else a pass), payments as the page
    suggests them (a card-count price: the first cards), refusing when the hand cannot pay.
    ``state``: what ``offered`` read just now, if the caller has it.
    """
    state = state or offered(page)
    kind, before = state["kind"], state["version"]
    if kind == "place":
        act(page, page.locator('.places button:not([aria-disabled="true"])').first, before)
    elif kind == "take":
        act(page, page.locator('[data-action="take"]').first, before)
    elif kind == "church":
        toggles = page.locator(".die-changes button:not([disabled])")
        for index in range(toggles.count()):
            if page.locator('[data-action="church"]:not([disabled])').count():
                break
            toggles.nth(index).click()
        apply = page.locator('[data-action="church"]:not([disabled])')
        act(page, apply if apply.count() else page.locator('[data-action="decline"]'), before)
    elif kind == "bid":
        bid = state["min"] is not None and state["min"] <= min(bid_up_to, state["payable"])
        act(page, page.locator(f'[data-action="{"bid" if bid else "pass"}"]'), before)
    elif kind == "pay":
        pay = page.locator('[data-action="pay"]')
        if pay.count() and pay.is_disabled():  # a price in cards: choose them
            boxes = page.locator(".pick-cards input")
            due = int(page.locator(".pay").get_attribute("data-count") or 0)
            for index in range(due):
                boxes.nth(index).check()
        if pay.count() and pay.is_enabled():
            act(page, pay, before)
        else:
            act(page, page.locator('[data-action="refuse"]'), before)
    return kind is not None


def play_until(page: Any, done: Any, moves: int = 400, bid_up_to: int = 3) -> None:
    """Decide until ``done(page)`` (or the end of the game); fails if nothing moves."""
    for _ in range(moves):
        if done(page):
            return
        state = offered(page)
        if state["over"]:
            return
        if not decide(page, bid_up_to, state):
            settle(page, state["version"])  # someone else's decision
    raise AssertionError(f"still playing after {moves} decisions")
