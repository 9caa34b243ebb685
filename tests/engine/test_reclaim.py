"""Reclaiming a taken-over seat (play-contract, "Clocks, second version"): the table's checks,
the reset of the timeouts in a row, the log entry, replay and export, on Biblios."""

from __future__ import annotations

import json
import random

import pytest

from engine import PLAYING, TAKEN_OVER, RuleViolation, Setup, Table
from engine.biblios import GAME
from engine.export import export_game, table_from_export
from engine.fairness import Fairness
from engine.table import TIMEOUTS_TO_TAKE_OVER
from engine.verify import verify


def taken_over_table() -> Table:
    """Two people; seat 0 missed three decisions in a row while seat 1 still plays."""
    table, _ = Table.create(GAME, Setup(2, 8, "standard", 0), [None, None])
    missed = 0
    while missed < TIMEOUTS_TO_TAKE_OVER:
        seat = table.waiting_for()[0]
        if seat == 0:
            table.time_out(0)
            missed += 1
        else:
            act_first(table, seat)
    assert table.seats[0].status == TAKEN_OVER and not table.is_over()
    return table


def act_first(table: Table, seat: int) -> None:
    view = table.view(seat)
    table.act(seat, GAME.bots["greedy"](view, view["legal_actions"], random.Random(0)))


def code(call, *args) -> str:
    with pytest.raises(RuleViolation) as caught:
        call(*args)
    return caught.value.code


def test_a_taken_over_seat_is_reclaimed_with_its_timeouts_reset():
    table = taken_over_table()
    events = table.reclaim(0)
    assert [(e.type, e.seat) for e in events] == [("seat_reclaimed", 0)]
    assert table.seats[0].status == PLAYING and table.seats[0].timeouts == 0
    assert table.log.split()[-1] == "+0"
    # one timeout after reclaiming is one in a row, not the fourth
    while 0 not in table.waiting_for():
        act_first(table, table.waiting_for()[0])
    table.time_out(0)
    assert table.seats[0].status == PLAYING and table.seats[0].timeouts == 1


def test_reclaim_checks():
    table = taken_over_table()
    assert code(table.reclaim, 1) == "seat_not_taken_over"  # playing
    table.reclaim(0)
    table.resign(1)  # seat 0 still plays: the game goes on
    assert code(table.reclaim, 1) == "seat_resigned"
    bots, _ = Table.create(GAME, Setup(2, 8, "standard", 0), [None, "greedy"])
    assert code(bots.reclaim, 1) == "bot_seat"
    bots.resign(0)
    assert bots.is_over() and code(bots.reclaim, 0) == "game_over"


def test_a_reclaimed_game_replays_and_exports():
    table = taken_over_table()
    table.reclaim(0)
    table.resign(0)
    table.resign(1)  # nobody left: the stand-ins finish it
    assert table.is_over()
    replayed, _ = table.replay()
    assert replayed == table
    document = export_game(table, fairness=Fairness.seeded(), seats=[{}, {}])
    assert {"seat": 0, "action": {"type": "reclaim"}} in document["actions"]
    assert table_from_export(document) == table
    # a reclaim the table could not have logged does not replay
    bad = dict(document, actions=[{"seat": 1, "action": {"type": "reclaim"}}])
    with pytest.raises(ValueError, match="seat_not_taken_over"):
        table_from_export(bad)


def test_the_verifier_checks_standings_and_accepts_exports_made_before_them():
    table = taken_over_table()
    table.resign(1)  # nobody left playing: the stand-ins finish it
    document = export_game(table, fairness=Fairness.seeded(), seats=[{}, {}])
    standings = [entry["standing"] for entry in document["result"]["seats"]]
    assert standings == ["taken_over", "resigned"]
    assert verify(document).ok
    older = json.loads(json.dumps(document))
    for entry in older["result"]["seats"]:
        del entry["standing"]
    assert verify(older).ok  # an export made before results had standings
    wrong = json.loads(json.dumps(document))
    wrong["result"]["seats"][0]["standing"] = "finished"
    report = verify(wrong)
    assert not report.ok and "standing" in report.mismatch
