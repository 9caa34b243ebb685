"""Playing 1347 through the reference client's page only: what a person would click.

A decision is the panel ``.decide``: a form (``.decide-form``: a building chosen in the row,
``.pick-set`` fieldsets of cards or nun-row positions with their ``data-min``/``data-max``, a
submit button) and buttons for the answers that need no choice (``.decide-buttons``).
"""

from __future__ import annotations

from typing import Any

from tests.browser.table import act, create_game, is_over, settle, version


def create_1347(page: Any, seats: list[str], **options: Any) -> list[str]:
    """Choose 1347 in the lobby, then fill it as ``create_game`` does (first game's buildings
    unless ``variant`` says otherwise)."""
    page.locator('.game-choice input[value="1347"]').check()
    page.wait_for_selector('.variants input[value="first_game"]')
    options.setdefault("variant", "first_game")
    return create_game(page, seats, **options)


def decide(page: Any, enter_with: int = 2, taken: set[str] | None = None) -> bool:
    """Take the first decision the page offers (False: nothing to decide now): the form's
    first building, the fewest cards and positions its selections allow (entering a building:
    up to ``enter_with`` cards), then its button; else the first button offered. With
    ``taken``, a button of a type not in it comes first (a Pass, declining), and the type of
    each action taken is added to it."""
    form = page.locator(".decide-form")
    buttons = page.locator(".decide-buttons button")
    if taken is not None:
        for index in range(buttons.count()):
            kind = buttons.nth(index).get_attribute("data-action")
            if kind not in taken:
                taken.add(kind)
                act(page, buttons.nth(index))
                return True
        if form.count():
            taken.add(form.get_attribute("data-type"))
        elif buttons.count():
            taken.add(buttons.first.get_attribute("data-action"))
    if form.count():
        entering = form.get_attribute("data-type") == "enter"
        sets = form.locator(".pick-set")
        for index in range(sets.count()):
            selection = sets.nth(index)
            boxes = selection.locator("input")
            need = int(selection.get_attribute("data-min"))
            if entering:
                need = max(need, min(enter_with, int(selection.get_attribute("data-max"))))
            for box in range(need):
                boxes.nth(box).check()
        act(page, form.locator('[data-action="submit"]'))
        return True
    if buttons.count():
        act(page, buttons.first)
        return True
    return False


def play_until(
    page: Any, done: Any, moves: int = 600, enter_with: int = 2, taken: set[str] | None = None
) -> None:
    """Decide until ``done(page)`` (or the end of the game); fails if nothing moves."""
    for _ in range(moves):
        if done(page) or is_over(page):
            return
        if not decide(page, enter_with, taken):
            settle(page, version(page))  # someone else's decision
    raise AssertionError(f"still playing after {moves} decisions")
