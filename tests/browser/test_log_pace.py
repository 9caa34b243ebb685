"""The table and the log tell the same moment (issue 41, item 1): with the others' moves paced,
as a player has it by default, the log and the seats' last moves never trail the game by more
than a few events, and the player's own moves show at once, on a desktop and on a phone.

The log says which event it has come to (``.log[data-seq]``: the newest event it tells, a
folded one included); the game's events are read from the API as the seat reads them.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import pytest
import requests

from support.gunicorn_server import GunicornServer
from tests.browser.conftest import DESKTOP, PHONE
from tests.browser.table import create_game, decide, is_over, settle, take_first_seat, version

#: The most events the paced log may trail the game by (game.js's PACE_LAG).
PACE_LAG = 3


def told(page: Any) -> int:
    """The seq of the newest event the log tells."""
    return int(page.locator(".log").get_attribute("data-seq"))


def seat_events(site: GunicornServer, page: Any) -> list[dict]:
    """The game's events as the page's seat reads them."""
    fragment = dict(part.split("=", 1) for part in urlsplit(page.url).fragment.split("&"))
    reply = requests.get(
        f"{site.url}/v1/games/{fragment['g']}/events",
        headers={"Authorization": f"Bearer {fragment['t']}"},
        timeout=10,
    )
    assert reply.status_code == 200, reply.text
    return reply.json()["events"]


def behind(events: list[dict], page: Any) -> int:
    """How many of ``events`` the log does not tell yet."""
    shown = told(page)
    return sum(1 for event in events if event["seq"] > shown)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_log_keeps_up_with_the_table_through_a_whole_game(
    open_page: Any, site: GunicornServer, viewport: dict
) -> None:
    page = open_page("/play/#l=en", viewport=viewport, paced=True, fresh=False)
    create_game(page, ["person", "greedy", "easy"], names=["Ana", "", ""], seed=7)
    take_first_seat(page)
    seat = 0  # Ana's, the first link's
    trails: list[int] = []
    decisions = 0
    for _ in range(600):
        if is_over(page):
            break
        events = seat_events(site, page)
        lag = behind(events, page)
        trails.append(lag)
        assert lag <= PACE_LAG, f"the log is {lag} events behind at decision {decisions}"
        known = events[-1]["seq"] if events else 0
        if not decide(page, bid_up_to=4):
            settle(page, version(page))  # someone else's decision
            continue
        decisions += 1
        # Our own move is in the log at once, with everything before it.
        mine = [e["seq"] for e in seat_events(site, page) if e["seq"] > known and e["seat"] == seat]
        if mine:
            assert told(page) >= max(mine), f"our move is not in the log at decision {decisions}"
    assert is_over(page)
    assert decisions > 40
    assert max(trails) > 0, "the others' moves were never paced"
    final = seat_events(site, page)
    assert behind(final, page) <= PACE_LAG
    page.wait_for_function(
        "seq => Number(document.querySelector('.log').dataset.seq) >= seq",
        arg=final[-1]["seq"],
        timeout=(PACE_LAG + 2) * 1_000,
    )  # and the rest in the next seconds, one by one
