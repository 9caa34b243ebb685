"""What issue 41 still found, each failing before its fix: the bots named one way in the lobby
and another at the table ("Normal bot", "Greedy bot"), the lobby saying bots play at once
(their moves are paced), and disabled buttons that did not say why (the lobby's start while
its catalog loads or the game is being made, 1347's submit while a decision was on its way,
1347's cards and positions once a selection is full)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser import plague, table
from tests.browser.plague import create_1347
from tests.browser.table import create_game, take_first_seat
from tests.browser.test_web_client import unexplained

#: How the lobby once said bots play (they take their turns, shown one by one).
AT_ONCE = {"es": "al instante", "ru": "сразу"}


@pytest.mark.parametrize(("game", "lang"), [("biblios", "es"), ("1347", "ru")])
def test_a_bot_has_one_name_in_the_lobby_and_at_the_table(
    open_page: Any, game: str, lang: str
) -> None:
    page = open_page(f"/play/#l={lang}", fresh=False)
    page.wait_for_selector(".variants input")
    if game != "biblios":
        page.locator(f'.game-choice input[value="{game}"]').check()
        page.wait_for_selector('.variants input[value="first_game"]')
    assert AT_ONCE[lang] not in page.inner_text(".lobby .lead")
    names = {}
    select = page.locator(".seat-setup > li").nth(1).locator("select").first
    for level in ("easy", "greedy", "expert"):
        select.select_option(level)
        names[level] = select.locator("option:checked").inner_text()
    assert len(set(names.values())) == 3
    if game == "biblios":
        create_game(page, ["person", "greedy", "expert"], seed=3)
    else:
        create_1347(page, ["person", "greedy", "expert"], seed=3)
    take_first_seat(page)
    seats = page.locator(".seat-list > li .seat-meta")
    assert seats.nth(1).inner_text().split(" · ")[0] == names["greedy"]
    assert seats.nth(2).inner_text().split(" · ")[0] == names["expert"]


def test_the_lobby_s_start_says_why_it_waits(open_page: Any) -> None:
    """Disabled while the game's catalog loads and while the game is being made: each time
    with its reason beside it."""
    held: list[Any] = []
    page = open_page("/play/#l=fr")
    page.wait_for_selector(".variants input")
    page.route("**/v1/catalog/1347*", lambda route: held.append(route))
    page.route("**/v1/games", lambda route: held.append(route))
    page.locator('.game-choice input[value="1347"]').check()
    start = page.locator('.lobby button[type="submit"]')
    page.wait_for_function("() => document.querySelector('#start-why')")
    assert start.is_disabled() and unexplained(page) == []
    assert page.inner_text("#start-why") == "Chargement…"
    held.pop().continue_()
    page.wait_for_selector('.variants input[value="first_game"]')
    assert start.is_enabled() and page.locator("#start-why").count() == 0
    start.click()
    page.wait_for_function("() => document.querySelector('#start-why')")
    assert start.is_disabled() and unexplained(page) == []
    assert page.inner_text("#start-why") == "Lancement de la partie…"
    held.pop().continue_()
    page.wait_for_selector(".invitations")


def full_selections_say_why(page: Any) -> int:
    """1347's cards or positions, a selection chosen to its maximum: the others disabled, each
    saying why; then unticked again. How many were disabled."""
    disabled = 0
    for selection in page.locator(".decide-form .pick-set").all():
        boxes = selection.locator("input")
        most = int(selection.get_attribute("data-max"))
        if 0 < most < boxes.count():
            for index in range(most):
                boxes.nth(index).check()
            assert selection.locator("input:disabled").count() == boxes.count() - most
            assert unexplained(page) == []
            disabled += boxes.count() - most
            for index in range(most):
                boxes.nth(index).uncheck()
    return disabled


@pytest.mark.parametrize("game", ["biblios", "1347"])
def test_every_disabled_control_of_a_whole_game_says_why(open_page: Any, game: str) -> None:
    """At every decision of a whole game against bots (with hints: the Hint button too), each
    disabled button or field names a reason on screen beside it (``aria-describedby``)."""
    page = open_page("/play/#l=ru", fresh=False)
    page.wait_for_selector(".variants input")
    seen = {"decisions": 0, "disabled": 0}

    def check(page: Any) -> bool:
        assert unexplained(page) == []
        seen["decisions"] += 1
        seen["disabled"] += page.locator(
            "main button:disabled, main [aria-disabled='true'], main input:disabled"
        ).count()
        if game == "1347":
            seen["disabled"] += full_selections_say_why(page)
        return False

    page.locator(".hints-choice input").check()  # the Hint button at every decision too
    if game == "biblios":
        create_game(page, ["person", "greedy"], seed=7)
        take_first_seat(page)
        assert page.locator('[data-action="hint"]').count() == 1
        table.play_until(page, check, bid_up_to=30)
    else:
        create_1347(page, ["person", "greedy"], seed=7)
        take_first_seat(page)
        assert page.locator('[data-action="hint"]').count() == 1
        plague.play_until(page, check, enter_with=7)
    assert table.is_over(page) and unexplained(page) == []
    assert seen["decisions"] > 20 and seen["disabled"] > 0, seen
