"""Playing 1347 through the reference client's page only: what a person would click.

A decision is the panel ``.decide``: a form (``.decide-form``: a building chosen in the row,
``.pick-set`` fieldsets of cards or nun-row positions with their ``data-min``/``data-max``, a
submit button) and buttons for the answers that need no choice (``.decide-buttons``).
"""

from __future__ import annotations

from typing import Any

from tests.browser.table import act, create_game, settle


def create_1347(page: Any, seats: list[str], **options: Any) -> list[str]:
    """Choose 1347 in the lobby, then fill it as ``create_game`` does (first game's buildings
    unless ``variant`` says otherwise)."""
    page.locator('.game-choice input[value="1347"]').check()
    page.wait_for_selector('.variants input[value="first_game"]')
    options.setdefault("variant", "first_game")
    return create_game(page, seats, **options)


#: The decision the page offers, read in one evaluation (one round trip per decision rather
#: than one per question): the game's version, whether it is over, the answers' buttons (their
#: ``data-action``) and the form (its ``data-type``, each selection's bounds).
OFFERED = """() => {
    const game = document.querySelector(".game");
    const form = document.querySelector(".decide-form");
    return {
        version: game ? game.dataset.version : null,
        over: document.querySelector(".result") !== null,
        buttons: [...document.querySelectorAll(".decide-buttons button")]
            .map((b) => b.dataset.action),
        form: form && {
            type: form.dataset.type,
            sets: [...form.querySelectorAll(".pick-set")]
                .map((s) => [Number(s.dataset.min), Number(s.dataset.max)]),
        },
    };
}"""


def decide(
    page: Any,
    enter_with: int = 2,
    taken: set[str] | None = None,
    state: dict[str, Any] | None = None,
) -> bool:
    """Take the first decision the page offers (False: nothing to decide now): the form's
    first building, the fewest cards and positions its selections allow (entering a building:
    up to ``enter_with`` cards), then its button; else the first button offered. With
    ``taken``, a button of a type not in it comes first (a Pass, declining), and the type of
    each action taken is added to it. ``state``: what ``OFFERED`` read just now, if the
    caller has it."""
    state = state or page.evaluate(OFFERED)
    form, kinds, before = state["form"], state["buttons"], state["version"]
    buttons = page.locator(".decide-buttons button")
    if taken is not None:
        for index, kind in enumerate(kinds):
            if kind not in taken:
                taken.add(kind)
                act(page, buttons.nth(index), before)
                return True
        if form:
            taken.add(form["type"])
        elif kinds:
            taken.add(kinds[0])
    if form:
        entering = form["type"] == "enter"
        sets = page.locator(".decide-form .pick-set")
        for index, (least, most) in enumerate(form["sets"]):
            need = max(least, min(enter_with, most)) if entering else least
            boxes = sets.nth(index).locator("input")
            for box in range(need):
                boxes.nth(box).check()
        act(page, page.locator('.decide-form [data-action="submit"]'), before)
        return True
    if kinds:
        act(page, buttons.first, before)
        return True
    return False


def play_until(
    page: Any, done: Any, moves: int = 600, enter_with: int = 2, taken: set[str] | None = None
) -> None:
    """Decide until ``done(page)`` (or the end of the game); fails if nothing moves."""
    for _ in range(moves):
        if done(page):
            return
        state = page.evaluate(OFFERED)
        if state["over"]:
            return
        if not decide(page, enter_with, taken, state):
            settle(page, state["version"])  # someone else's decision
    raise AssertionError(f"still playing after {moves} decisions")
