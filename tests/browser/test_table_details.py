"""What players still hit at Biblios's table (issue 41, item 6), each test failing before its
fix: a disabled Pay that did not say why (3 cards selected, 2 due), a raised card covering its
group's name, a church card taken from the public space told twice in the log, "X is
allocating, 0 left" standing while another seat takes from the public space, and "My games"
entries without a date, the other players or the result."""

from __future__ import annotations

from typing import Any

from support.gunicorn_server import GunicornServer
from tests.browser.over_http import Seat, bidding, caught_up, offers
from tests.browser.table import (
    act,
    create_game,
    decide,
    take_first_seat,
    wait_for_table,
)


def test_a_disabled_pay_says_why_and_a_raised_card_leaves_its_group_named(
    open_page: Any, site: GunicornServer
) -> None:
    seat = Seat.create(site.url, ["greedy"], seed=7)  # the game up to a price in cards over HTTP
    seat.play_until(offers("pay", currency="cards"), choose=bidding)
    page = open_page(seat.path("es"), fresh=False)
    page.wait_for_selector(".pay[data-count]")
    due = int(page.locator(".pay").get_attribute("data-count"))
    boxes = page.locator(".pick-cards input")
    assert boxes.count() > due, "the hand holds more cards than the price"
    pay = page.locator('[data-action="pay"]')
    why = page.locator("#pay-why")
    assert pay.is_disabled() and pay.get_attribute("aria-describedby") == "pay-why"
    assert why.inner_text() == (f"Elige {due} cartas más." if due > 1 else "Elige 1 carta más.")
    for index in range(due + 1):
        boxes.nth(index).check()
    hint = page.inner_text(".pay .hint")
    assert hint == f"Cartas seleccionadas: {due + 1} (descarta exactamente {due})"
    assert pay.is_disabled() and why.inner_text() == "Sobra 1 carta: desmárcala."
    # The chosen card is raised, and stays below its group's name.
    for group in page.locator(".pay .pick-group").all():
        name = group.locator(".pick-group-name").bounding_box()
        for pick in group.locator(".pick:has(input:checked)").all():
            assert pick.bounding_box()["y"] >= name["y"] + name["height"], (name, pick)
    boxes.nth(due).uncheck()
    assert pay.is_enabled() and why.count() == 0
    act(page, pay)


def test_a_church_card_taken_from_the_public_space_is_one_line(
    open_page: Any, site: GunicornServer
) -> None:
    seat = Seat.create(site.url, ["greedy"], seed=0)
    page = open_page(seat.path("en"), fresh=False)  # the page follows the game, played over HTTP
    wait_for_table(page)

    def taken_from_public(_: Any) -> bool:
        events = seat.session.get(f"{site.url}/v1/games/{seat.game_id}/events", timeout=10)
        return any(
            e["type"] == "church_acquired" and e["params"].get("source") == "public"
            for e in events.json()["events"]
        )

    view = seat.play_until(taken_from_public)
    assert view["phase"] != "over", "no church card was taken from the public space"
    caught_up(page, view)
    lines = page.locator(".log-box li").evaluate_all("items => items.map(i => i.className)")
    pairs = [lines[i - 1 : i + 1] for i in range(1, len(lines))]
    assert ["ev-card_taken", "ev-church_acquired"] not in pairs
    told = page.locator(".log-box li.ev-church_acquired").all_inner_texts()
    assert any("from the public space" in line for line in told), told


def test_the_stage_names_the_seat_taking_from_the_public_space(open_page: Any) -> None:
    """Ana allocates her three cards (seed 3: no church card), then Boris takes the public
    one: Ana's stage says so, instead of "Ana is allocating" with her places at 0 left."""
    ana = open_page("/play/#l=en", fresh=False)
    links = create_game(ana, ["person", "person"], names=["Ana", "Boris"], seed=3)
    take_first_seat(ana)
    boris = open_page(links[1][links[1].index("/play/") :])
    wait_for_table(boris)
    assert ana.inner_text(".stage h2") == "Ana is allocating"
    for _ in range(3):
        act(ana, ana.locator('.places button:not([aria-disabled="true"])').first)
    assert ana.inner_text(".stage h2") == "Boris is taking a card from the public space"
    assert ana.locator(".places button").count() == 0  # no places left at 0 to offer
    from playwright.sync_api import expect

    # Boris's page learns of Ana's moves by its stream: a moment later, never at once.
    expect(boris.locator(".stage h2")).to_have_text("Boris is taking a card from the public space")
    act(boris, boris.locator('[data-action="take"]').first)


def test_my_games_tell_the_date_the_others_and_the_result(open_page: Any) -> None:
    page = open_page("/play/#l=en")
    create_game(page, ["person", "greedy", "easy"], names=["Ana", "", ""], seed=5)
    take_first_seat(page)
    decide(page)
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator(".game-bar .danger").click()  # Ana resigns: the bots finish the game
    page.wait_for_selector(".result")
    page.goto(page.url.split("#")[0] + "#l=en")
    page.wait_for_selector(".my-games li")
    row = page.inner_text(".my-games li")
    today = page.evaluate("new Date().toLocaleDateString('en', { dateStyle: 'medium' })")
    assert "as Ana" in row and "with Bot 2, Bot 3" in row and today in row, row
    assert "Finished · rank 3 of 3" in row, row  # a resigned seat ranks after the others
