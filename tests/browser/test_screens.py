"""Screenshots of 1347's screens in the languages its English test does not cover (issue 26:
every screen in four languages at both widths). Each screen is first measured for text that
does not fit (``shoot``), which long Spanish, French and Russian labels are the first to find.
The English ones, and every Biblios screen in four languages, come from test_1347.py and
test_web_client.py."""

from __future__ import annotations

from typing import Any

import pytest

from support.gunicorn_server import GunicornServer
from tests.browser.conftest import Watch
from tests.browser.over_http import STALE_PREVIEW, Seat, at_random, caught_up, page_shows
from tests.browser.plague import create_1347
from tests.browser.table import is_over, take_first_seat
from tests.browser.test_web_client import shoot


@pytest.mark.parametrize("lang", ["es", "fr", "ru"])
def test_the_screens_of_1347(open_page: Any, site: GunicornServer, watch: Watch, lang: str) -> None:
    watch.expect(STALE_PREVIEW)
    page = open_page(f"/play/#l={lang}", fresh=False)
    page.wait_for_selector(".variants input")
    page.locator('.game-choice input[value="1347"]').check()
    page.wait_for_selector('.variants input[value="first_game"]')
    shoot(page, f"1347-{lang}-lobby")
    create_1347(page, ["person", "greedy", "easy"], seed=7)
    take_first_seat(page)
    # The seat's decisions over HTTP (at random), the page following by its stream: the
    # screens are the subject here; test_1347.py plays 1347 by clicking.
    seat, choose = Seat.of(site.url, page), at_random(7)
    seat.play_until(page_shows(page, ".discs li", 2), choose)
    shoot(page, f"1347-{lang}-table")
    caught_up(page, seat.play_until(lambda view: False, choose))
    assert is_over(page)
    shoot(page, f"1347-{lang}-final")
