"""What issue 41 still found, each failing before its fix: the bots named one way in the lobby
and another at the table ("Normal bot", "Greedy bot"), the lobby saying bots play at once
(their moves are paced)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.plague import create_1347
from tests.browser.table import create_game, take_first_seat

#: How the lobby once said bots play (they take their turns, shown one by one).
AT_ONCE = {"es": "al instante", "ru": "сразу"}


@pytest.mark.parametrize(("game", "lang"), [("biblios", "es"), ("1347", "ru")])
def test_a_bot_has_one_name_in_the_lobby_and_at_the_table(
    open_page: Any, game: str, lang: str
) -> None:
    page = open_page(f"/play/#l={lang}")
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
