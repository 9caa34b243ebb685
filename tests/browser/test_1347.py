"""1347 in the reference web client, in a real browser: a whole game against bots created from
the lobby and played by clicking only, the table on a 375 px phone, a refusal explained in the
page's language, and the screenshots ``docs/screenshots/1347-*``."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import pytest
import requests

from support.gunicorn_server import GunicornServer
from tests.browser.conftest import DESKTOP, PHONE, Watch
from tests.browser.over_http import STALE_PREVIEW, Seat, at_random, page_shows
from tests.browser.plague import OFFERED, create_1347, decide, play_until
from tests.browser.table import act, is_over, settle, take_first_seat, version
from tests.browser.test_web_client import shoot

NO_SIDEWAYS = "() => document.documentElement.scrollWidth <= window.innerWidth"


def test_a_whole_game_of_1347_against_bots(open_page: Any) -> None:
    page = open_page("/play/#l=en", fresh=False)
    page.wait_for_selector(".variants input")
    page.locator('.game-choice input[value="1347"]').check()
    page.wait_for_selector('.variants input[value="first_game"]')
    assert page.locator(".choices input").count() == 4  # 2 to 5 seats
    assert page.locator(".variants input").count() == 4
    shoot(page, "1347-lobby")
    create_1347(page, ["person", "greedy", "easy"], names=["Ana", "", ""], seed=7)
    take_first_seat(page)
    assert "Round 1 of 9" in page.inner_text(".round")
    assert page.locator(".buildings > li").count() == 2
    assert page.locator(".nun-row > li").count() == 5
    assert page.locator(".my-hand .pcard").count() == 5
    assert page.locator(".influence tbody tr").count() == 6
    seen: set[str] = set()
    note = noting(seen)
    play_until(page, lambda p: note(p) or p.locator(".discs li").count() >= 2)
    shoot(page, "1347-table")
    play_until(page, note)
    assert is_over(page)
    assert {"supply", "enter", "perform", "decline"} <= seen, seen
    shoot(page, "1347-final")
    # Issue 26, 10: no empty "row of buildings" on the final screen (the row is gone by then).
    assert page.locator(".panel.row").count() == 0 or page.locator(".buildings > li").count()
    ranks = page.locator(".result tfoot tr.rank td").all_inner_texts()
    assert len(ranks) == 3 and all(r.strip()[0] in "123" for r in ranks), ranks
    assert "1" in "".join(ranks)
    assert page.locator(".result tbody tr").count() == 6  # a row per class
    assert page.locator(".revealed").count() == 3  # every hand revealed
    assert page.locator(".game-bar .danger").count() == 0  # nothing left to resign


def noting(seen: set[str]) -> Any:
    """A ``done`` for ``play_until`` that never ends the game but notes into ``seen`` the
    type of each decision offered (the form's, and each button's)."""

    def note(page: Any) -> bool:
        offered = page.evaluate(OFFERED)  # the form and the buttons, in one round trip
        if offered["form"]:
            seen.add(offered["form"]["type"])
        seen.update(offered["buttons"])
        return False

    return note


@pytest.mark.parametrize(
    ("seed", "rare"), [(5, {"give", "choose_loser"}), (3, {"play_pass", "choose_loser"})]
)
def test_every_kind_of_decision_by_clicking(open_page: Any, seed: int, rare: set[str]) -> None:
    """Five seats, the mixed selection, entering with every card (Swords too), a kind of
    button not yet used first (a Pass, declining): between them these deals make the seat
    take every type of legal action through the page, the rarer ones (a Sword's loser and
    gift, a Pass) in ``rare``."""
    page = open_page("/play/#l=es", fresh=False)
    page.wait_for_selector(".variants input")
    seats = ["person", "greedy", "greedy", "easy", "easy"]
    create_1347(page, seats, seed=seed, variant="mixed")
    take_first_seat(page)
    taken: set[str] = set()
    play_until(page, lambda p: False, enter_with=20, taken=taken)
    assert is_over(page)
    assert taken >= {"supply", "enter", "perform", "decline"} | rare, taken
    # A rank per seat, unless the plague killed everyone: nobody wins then, and no rank shows.
    winners = page.locator(".result .star").count()
    assert page.locator(".result tfoot tr.rank td").count() == (5 if winners else 0)
    if not winners:  # every seat's mark of the killed
        assert page.locator('.result tfoot td span[aria-hidden="true"]').count() == 5


def test_a_custom_selection_from_the_lobby(open_page: Any, watch: Watch) -> None:
    """The custom variant's copies: a class that does not add up to 5 is the API's refusal,
    shown in the lobby; corrected, the game starts with it. A spectator sees the table without
    a hand or a decision."""
    watch.expect(r"HTTP 422: .*/v1/games$|console error: Failed to load resource.*422")
    page = open_page("/play/#l=en", fresh=False)
    page.wait_for_selector(".variants input")
    page.locator('.game-choice input[value="1347"]').check()
    page.locator('.variants input[value="custom"]').check()
    page.locator('.copies input[data-type="farm"]').fill("3")
    page.locator('.lobby button[type="submit"]').click()
    page.wait_for_selector(".lobby .error:not(:empty)")
    assert "5" in page.inner_text(".lobby .error")
    page.locator('.copies input[data-type="brewery"]').fill("2")
    links = create_1347(page, ["person", "easy"], variant="custom", seed=3)
    assert len(links) == 1
    watch_link = page.locator("#link-watch").input_value()
    take_first_seat(page)
    assert "Custom" in page.inner_text(".game-info")
    assert page.inner_text(".game-info").startswith("1347")  # issue 26, 10: the game's name
    assert "Biblios" not in page.inner_text(".topbar")
    spectator = open_page(watch_link[watch_link.index("/play/") :])
    spectator.wait_for_selector(".game[data-version] .buildings")
    assert spectator.locator(".decide, .my-hand").count() == 0
    assert spectator.locator(".influence tbody tr").count() == 6


def test_the_1347_table_fits_a_phone(open_page: Any) -> None:
    page = open_page("/play/#l=ru", viewport=PHONE, fresh=False)
    page.wait_for_selector(".variants input")
    create_1347(page, ["person", "greedy", "easy", "greedy", "easy"], seed=5)
    take_first_seat(page)
    assert page.evaluate(NO_SIDEWAYS)
    for _ in range(12):  # supplies, entering with cards, the buildings' actions
        if not decide(page, enter_with=5):
            break
        assert page.evaluate(NO_SIDEWAYS), page.evaluate("document.documentElement.scrollWidth")
    assert page.locator(".buildings > li").count() == 3  # 5 players: three buildings
    play_until(page, lambda p: not p.evaluate(NO_SIDEWAYS), enter_with=5)  # to the end
    assert page.evaluate(NO_SIDEWAYS), page.evaluate("document.documentElement.scrollWidth")
    assert is_over(page)


def test_a_1347_refusal_is_explained(open_page: Any, watch: Watch, site: GunicornServer) -> None:
    """Too few nun-row positions chosen: the form lets it through, the API refuses, and its
    sentence (in the page's language) shows under the prompt; nothing changed."""
    watch.expect(r"HTTP 422: .*/actions|console error: Failed to load resource.*422")
    watch.expect(STALE_PREVIEW)
    page = open_page("/play/#l=fr", fresh=False)
    page.wait_for_selector(".variants input")
    create_1347(page, ["person", "greedy"], seed=8)
    take_first_seat(page)
    # 1347's own French: the hand is « main » (« réserve » is Biblios' word, and 1347's supply).
    assert page.inner_text("#hand-title") == "Votre main"
    assert "réserve" not in page.inner_text("main").lower().replace("réserve générale", "")

    must_choose = '.decide-form .pick-set:not([data-min="0"])'
    # Over HTTP (at random) until the page asks for a choice, following by its stream.
    Seat.of(site.url, page).play_until(page_shows(page, must_choose), at_random(8), 60)
    form = page.locator(".decide-form")
    before = page.locator(".game").get_attribute("data-version")
    form.locator('[data-action="submit"]').click()  # nothing chosen
    page.wait_for_selector(".prompt-bar .error:not(:empty)")
    shown = page.inner_text(".prompt-bar .error")
    assert page.locator(".game").get_attribute("data-version") == before
    # The same action straight to the API, in French: the page shows the API's own sentence.
    fragment = dict(part.split("=", 1) for part in urlsplit(page.url).fragment.split("&"))
    body: dict[str, Any] = {"type": form.get_attribute("data-type")}
    if body["type"] == "supply":
        body["row"] = int(form.locator(".pick-building input:checked").get_attribute("value"))
    field = form.locator(".pick-set").first.get_attribute("data-field")
    body[field] = []
    answer = requests.post(
        f"{site.url}/v1/games/{fragment['g']}/actions",
        json=body,
        headers={"Authorization": f"Bearer {fragment['t']}", "Accept-Language": "fr"},
        timeout=10,
    )
    assert answer.status_code == 422
    assert shown == answer.json()["detail"]
    assert "2" in shown or "1" in shown  # the count the rule wants
    # Choosing as many as asked is accepted.
    assert decide(page)
    assert page.inner_text(".prompt-bar .error") == ""


def test_1347_with_the_keyboard_alone(open_page: Any) -> None:
    """Each decision by Tab, Space (a position or a card to choose) and Enter; the focus stays
    in the game when the form it was in is replaced by the next decision."""
    page = open_page("/play/#l=en", fresh=False)
    page.wait_for_selector(".variants input")
    create_1347(page, ["person", "greedy"], seed=8)
    take_first_seat(page)

    def tab_to(selector: str, limit: int = 120) -> None:
        for _ in range(limit):
            page.keyboard.press("Tab")
            if page.evaluate("s => document.activeElement.matches(s)", selector):
                return
        raise AssertionError(f"Tab never reaches {selector}")

    for _ in range(6):
        page.wait_for_selector(".decide")
        before = version(page)
        for selection in page.locator(".decide-form .pick-set").all():
            for _ in range(int(selection.get_attribute("data-min"))):
                tab_to(".pick-set input:not(:checked):not(:disabled)")
                page.keyboard.press("Space")
        tab_to('.decide-form [data-action="submit"], .decide-buttons button')
        page.keyboard.press("Enter")
        settle(page, before)
        assert page.inner_text(".prompt-bar .error") == ""
        page.wait_for_function("() => document.activeElement.closest('.game')", timeout=1_000)


def number(text: str) -> int:
    """The first whole number of ``text`` (a minus sign of the preview counts)."""
    digits = "".join(ch for ch in text.replace("\u2212", "-") if ch.isdigit() or ch == "-")
    return int(digits or 0)


def test_1347_cards_name_their_class(open_page: Any, site: GunicornServer) -> None:
    """Every population card on the table names its class (the catalog's localized name)
    under its figure and nuns, on a phone too; colour is not the only cue."""
    page = open_page("/play/#l=es", viewport=PHONE, fresh=False)
    page.wait_for_selector(".variants input")
    create_1347(page, ["person", "greedy"], seed=4)
    take_first_seat(page)
    catalog = requests.get(f"{site.url}/v1/catalog/1347?lang=es", timeout=10).json()
    names = {c["id"]: c["name"] for c in catalog["classes"]}
    hand = {c["id"]: c for c in page_hand(page, site)}
    cards = page.locator(".my-hand .pcard")
    assert cards.count() == 5
    for i in range(cards.count()):
        label = cards.nth(i).locator(".pcard-class")
        assert label.count() == 1
        assert label.inner_text() in names.values()
    shown = sorted(cards.nth(i).locator(".pcard-class").inner_text() for i in range(5))
    assert shown == sorted(names[c["class"]] for c in hand.values())
    assert page.evaluate(NO_SIDEWAYS)


def page_hand(page: Any, site: GunicornServer) -> list[dict]:
    """The seat's hand as the API gives it to the page's own token."""
    fragment = dict(part.split("=", 1) for part in urlsplit(page.url).fragment.split("&"))
    view = requests.get(
        f"{site.url}/v1/games/{fragment['g']}",
        headers={"Authorization": f"Bearer {fragment['t']}"},
        timeout=10,
    ).json()
    return next(p for p in view["players_info"] if p["seat"] == view["seat"])["hand"]


def preview_of(page: Any) -> dict[str, Any]:
    """The preview shown in the decision panel: field → its text, and the influence gains."""
    box = page.locator(".decide .preview")
    box.wait_for()
    fields = box.locator("dl > div")
    shown = {
        fields.nth(i).get_attribute("data-field"): fields.nth(i).locator("dd").inner_text()
        for i in range(fields.count())
    }
    gains = box.locator(".gain[data-class]")
    influence = {}
    for i in range(gains.count()):
        gain = gains.nth(i)
        influence[gain.get_attribute("data-class")] = number(gain.locator("strong").inner_text())
    return {"when": box.get_attribute("data-when"), "fields": shown, "influence": influence}


def my_stats(page: Any) -> tuple[int, int]:
    """The seat's cards in hand and rats, as its hand panel shows them."""
    spans = page.locator(".my-hand .stats span")
    return number(spans.nth(0).inner_text()), number(spans.nth(1).inner_text())


def influence_of(page: Any, name: str, cls: str) -> int:
    heads = page.locator(".influence thead th").all_inner_texts()
    column = heads.index(name)
    return number(page.locator(f".influence tbody tr.c-{cls} td").nth(column).inner_text())


def test_1347_a_play_is_previewed_before_it_is_confirmed(open_page: Any) -> None:
    """The supply action's preview (cards drawn, rats) shows before the button is pressed and
    is what the play then did; entering with two cards previews the influence P35 will give,
    and after the round the influence track has it."""
    page = open_page("/play/#l=en", fresh=False)
    page.wait_for_selector(".variants input")
    create_1347(page, ["person", "greedy"], names=["Ana", ""], seed=11)
    take_first_seat(page)
    play_until(page, lambda p: p.locator('.decide-form[data-type="supply"]').count() > 0)
    form = page.locator(".decide-form")
    looks = form.locator('.pick-set[data-field="look"]')
    if looks.count():
        for box in range(int(looks.get_attribute("data-min"))):
            looks.locator("input").nth(box).check()
    seen = preview_of(page)
    assert seen["when"] == "now"
    cards, rats = my_stats(page)
    act(page, form.locator('[data-action="submit"]'))
    page.wait_for_selector('.decide-form[data-type="enter"]')
    after_cards, after_rats = my_stats(page)
    assert after_rats - rats == number(seen["fields"].get("rats", "0"))
    assert after_cards - cards == number(seen["fields"].get("hand", "0"))
    form = page.locator(".decide-form")
    page.locator(".decide .preview").wait_for()  # entering with no card yet: nothing changes
    assert page.locator(".decide .preview .hint").first.inner_text() == "Nothing changes for you."
    submit = form.locator('[data-action="submit"]')
    where = submit.bounding_box()
    boxes = form.locator('.pick-set[data-field="cards"] input')
    boxes.nth(0).check()
    boxes.nth(1).check()
    page.wait_for_function(
        "() => document.querySelector('.decide .preview [data-field=\"cards_lost\"] .pcards')"
        "?.children.length === 2"
    )
    assert submit.bounding_box() == where  # the preview grew below it: no tap lands elsewhere
    seen = preview_of(page)
    assert seen["when"] == "resolution"
    assert number(seen["fields"]["hand"]) == -2
    ((cls, gain),) = seen["influence"].items()
    assert gain == 2  # two population cards: +1 each in the building's class (P35)
    before = influence_of(page, "Ana", cls)
    act(page, form.locator('[data-action="submit"]'))
    play_until(page, lambda p: "Round 2" in p.inner_text(".round"))
    assert influence_of(page, "Ana", cls) == before + gain


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_when_the_plague_kills_everyone_no_rank_is_shown(
    open_page: Any, site: GunicornServer, viewport: dict
) -> None:
    """Issue 41, item 4: when nobody survives the plague, nobody wins (P65's decision): the
    final screen says so and shows no rank (it showed "Rank 1 1 1" under "nobody wins").
    Seed 0 with three random bots: the plague kills them all."""
    created = requests.post(
        f"{site.url}/v1/games",
        json={"game": "1347", "variant": "first_game", "seed": 0, "seats": [{"bot": "random"}] * 3},
        timeout=10,
    ).json()
    result = created["view"]["result"]
    assert result["winners"] == [] and all(s["killed"] for s in result["seats"])
    page = open_page(f"/play/#g={created['id']}&l=en", viewport=viewport, fresh=False)
    page.wait_for_selector(".result")
    assert "nobody wins" in page.inner_text("#prompt")
    assert page.locator(".result tr.rank").count() == 0
    assert "Rank" not in page.inner_text(".result")
    assert page.locator(".result .star").count() == 0
