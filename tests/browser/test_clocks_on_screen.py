"""The clocks as a player sees them (issue 41, items 2-3 and 6): while the start grace waits for
a friend, the table says whose opening it awaits and until when, instead of clocks standing
still; a seat the bot took over shows no time (it showed a frozen "0:10"); a correspondence
clock leaves the prompt its width on a phone."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

import pytest
import requests

from support.gunicorn_server import GunicornServer
from tests.browser.conftest import PHONE
from tests.browser.table import act, create_game, take_first_seat, wait_for_table
from tests.browser.test_web_client import shoot

#: The line while the grace waits for Bea, up to the time (checked in English).
AWAITING = {
    "en": "The clocks start when Bea opens the game (",
    "es": "Los relojes se ponen en marcha cuando Bea abra la partida (a más tardar, ",
    "fr": "Les pendules démarrent quand Bea ouvre la partie (au plus tard\u00a0: ",
    "ru": "Часы пойдут, когда Bea откроет игру (не позже ",
}


@pytest.mark.parametrize("lang", list(AWAITING))
def test_the_table_says_whose_opening_the_clocks_await(open_page: Any, lang: str) -> None:
    ana = open_page(f"/play/#l={lang}", fresh=False)
    created = datetime.now()
    links = create_game(
        ana, ["person", "person", "greedy"], names=["Ana", "Bea", ""], clock="bank:180:10"
    )
    take_first_seat(ana)
    note = ana.locator(".prompt-bar .grace")
    note.wait_for()
    text = note.inner_text()
    assert text.startswith(AWAITING[lang]), text
    assert ana.locator(".clock").count() == 0  # no clock standing still meanwhile
    shoot(ana, f"{lang}-awaiting")
    if lang == "en":
        found = re.search(r"(\d{1,2}):(\d\d)\s?([AP]M)? at the latest\)", text)
        assert found, text
        hour, minute, half = int(found[1]), int(found[2]), found[3]
        if half:
            hour = hour % 12 + (12 if half == "PM" else 0)
        until = created + timedelta(minutes=15)  # the start grace's default
        shown = until.replace(hour=hour, minute=minute)
        assert abs(shown - until) <= timedelta(seconds=90), (text, until)
    bea = open_page(links[1][links[1].index("/play/") :])  # Bea opens her invitation
    wait_for_table(bea)
    ana.wait_for_selector(".prompt-bar .grace", state="detached")
    ana.wait_for_selector(".seat-list .clock.running")  # the clocks run from now
    assert bea.locator(".grace").count() == 0


def test_a_seat_the_bot_took_over_shows_no_time(open_page: Any, site: GunicornServer) -> None:
    """Ana's 10 s bank runs out three times in a row: while the bot plays her seat it has no
    clock (not a bank of "0:10" standing still); taken back, her bank is there again."""
    created = requests.post(
        f"{site.url}/v1/games",
        json={
            "game": "biblios",
            "seats": [{"name": "Ana"}, {"name": "Bea"}, {"bot": "greedy"}],
            "seed": 3,
            "clock": {
                "type": "bank",
                "initial_seconds": 10,
                "increment_seconds": 0,
                "start_grace_seconds": 0,
            },
        },
        timeout=10,
    ).json()
    token = created["seats"][0]["token"]
    page = open_page(f"/play/#g={created['id']}&t={token}&l=en", fresh=False)
    wait_for_table(page)
    ana = page.locator(".seat-list .seat").first
    assert ana.locator(".clock").count() == 1
    page.wait_for_selector(".reclaim", timeout=45_000)  # the third timeout in a row
    assert ana.locator(".clock").count() == 0
    assert page.locator(".prompt-bar .clock").count() == 0
    act(page, page.locator('[data-action="reclaim"]'))
    assert ana.locator(".clock").count() == 1


def test_a_correspondence_clock_leaves_the_prompt_its_width_on_a_phone(
    open_page: Any, site: GunicornServer
) -> None:
    created = requests.post(
        f"{site.url}/v1/games",
        json={
            "game": "biblios",
            "seats": [{"name": "Аня"}, {"bot": "greedy"}],
            "seed": 3,
            "clock": {"type": "days", "days": 3, "start_grace_seconds": 0},
        },
        timeout=10,
    ).json()
    token = created["seats"][0]["token"]
    page = open_page(f"/play/#g={created['id']}&t={token}&l=ru", viewport=PHONE, fresh=False)
    wait_for_table(page)
    page.wait_for_selector(".prompt-bar .clock.running")
    bar, prompt = (
        page.locator(selector).evaluate("el => el.getBoundingClientRect().width")
        for selector in (".prompt-bar", "#prompt")
    )
    assert prompt >= 0.85 * bar, (prompt, bar)  # the clock on a row of its own
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
