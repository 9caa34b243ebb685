"""The page's title and language in a real browser: the browser's language before the script
runs, then the game on screen (it said "Biblios" during a game of 1347) in the player's
language, following a change of language."""

from __future__ import annotations

from typing import Any

from tests.browser.plague import create_1347
from tests.browser.table import take_first_seat, wait_for_table


def titled(page: Any, title: str) -> None:
    page.wait_for_function("(title) => document.title === title", arg=title)


def test_the_title_follows_the_game_and_the_language(open_page: Any) -> None:
    page = open_page("/play/", lang="ru")
    page.wait_for_selector(".variants input")
    assert page.evaluate("document.documentElement.lang") == "ru"
    assert page.title() == "Настольные игры"
    assert page.locator("noscript").text_content().count("JavaScript") == 1
    assert "Чтобы играть в браузере" in page.locator("noscript").text_content()
    create_1347(page, ["person", "greedy"], seed=7)
    assert page.title() == "Приглашения · Настольные игры"
    take_first_seat(page)
    titled(page, "1347 · Настольные игры")
    page.locator(".lang select").select_option("es")
    wait_for_table(page)
    titled(page, "1347 · Juegos de mesa")
    assert page.evaluate("document.documentElement.lang") == "es"
    page.locator(".brand").click()  # back to the lobby
    page.wait_for_selector(".variants input")
    titled(page, "Juegos de mesa")
