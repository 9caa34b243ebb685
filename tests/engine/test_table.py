"""The table: seats held by people or bots, resigning, timeouts and the log (play-contract:
"Seats", "Clocks", "Resigning"), on Biblios."""

from __future__ import annotations

import json
import random

import pytest

from engine import PLAYING, RESIGNED, TAKEN_OVER, RuleViolation, Setup, Table
from engine.biblios import GAME
from engine.table import TIMEOUTS_TO_TAKE_OVER, final_ranks


def new_table(players: int = 3, bots: list | None = None, seed: int = 5) -> Table:
    table, _ = Table.create(GAME, Setup(players, seed, "standard", 0), bots)
    return table


def first_legal(table: Table, seat: int) -> dict:
    """A concrete legal action for ``seat``: the greedy bot's choice from its view."""
    view = table.view(seat)
    return GAME.bots["greedy"](view, view["legal_actions"], random.Random(0))


def violation(call, *args) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        call(*args)
    return caught.value


def test_people_and_bots_hold_the_seats():
    table = new_table(3, [None, "greedy", "random"])
    seats = table.view(None)["seats"]
    assert seats == [
        {"seat": 0, "bot": None, "status": PLAYING},
        {"seat": 1, "bot": "greedy", "status": PLAYING},
        {"seat": 2, "bot": "random", "status": PLAYING},
    ]
    assert table.waiting_for() == (0,)


def test_a_game_of_bots_only_is_over_when_created():
    table = new_table(4, ["greedy", "random", "greedy", "random"])
    assert table.is_over() and table.result()["seats"][0]["status"] == PLAYING


def test_bots_move_in_the_write_that_hands_them_the_turn():
    table = new_table(2, [None, "greedy"])
    before = table.state.seq
    while table.to_act() == (0,):
        events = table.act(0, first_legal(table, 0))
    assert table.waiting_for() in ((0,), ())  # the bot's turns are played already
    assert any(e.seat == 1 for e in events) and table.state.seq > before


def test_setup_errors():
    setup = Setup(2, 1, "standard")
    assert violation(Table.create, GAME, setup, [None]).code == "wrong_seat_count"
    error = violation(Table.create, GAME, setup, [None, "clever"])
    assert error.code == "unknown_bot"
    assert error.params["bots"] == ["easy", "expert", "greedy", "random"]


def test_resigning_out_of_turn_hands_the_seat_to_the_stand_in():
    table = new_table(3)
    assert table.waiting_for() == (0,)
    events = table.resign(2)
    assert [e.type for e in events][:1] == ["resigned"] and events[0].seat == 2
    assert table.seats[2].status == RESIGNED
    assert table.view(2)["legal_actions"] == []  # its token still reads
    assert violation(table.act, 2, {"type": "pass"}).code == "seat_resigned"
    assert violation(table.resign, 2).code == "seat_resigned"
    while not table.is_over() and table.to_act() != (2,):
        seat = table.waiting_for()[0]
        table.act(seat, first_legal(table, seat))
    assert 2 not in table.waiting_for()  # the stand-in decides for it


def test_resigning_in_turn_lets_the_stand_in_decide_at_once():
    table = new_table(2)
    events = table.resign(0)
    assert events[0].type == "resigned"
    assert len(events) > 1 and table.waiting_for() == (1,)


def test_when_no_person_is_left_the_bots_finish_the_game():
    table = new_table(3, [None, None, "random"])
    table.resign(1)
    assert not table.is_over()
    events = table.resign(0)
    assert table.is_over() and events[-1].type == "game_over"


def test_three_timeouts_in_a_row_take_the_seat_over():
    table = new_table(2, [None, "greedy"], seed=8)
    for n in range(1, TIMEOUTS_TO_TAKE_OVER + 1):
        assert table.waiting_for() == (0,)
        events = table.time_out(0)
        assert events[0].type == "timed_out" and events[0].seat == 0
        if n < TIMEOUTS_TO_TAKE_OVER:
            assert table.seats[0].timeouts == n and table.seats[0].status == PLAYING
    assert [e.type for e in events[:2]] == ["timed_out", "seat_taken_over"]
    assert events[1].params == {"reason": "timeout"}
    assert table.seats[0].status == TAKEN_OVER
    assert table.is_over()  # nobody left: the bots played to the end
    assert table.result()["seats"][0]["status"] == TAKEN_OVER


def test_acting_yourself_resets_the_timeouts():
    table = new_table(2, [None, "greedy"], seed=8)
    table.time_out(0)
    table.time_out(0)
    table.act(0, first_legal(table, 0))
    assert table.seats[0].timeouts == 0


def test_the_check_order_for_seats():
    table = new_table(3, [None, None, "random"])
    assert violation(table.act, 2, {"type": "pass"}).code == "bot_seat"
    assert violation(table.act, 1, {"type": "pass"}).code == "not_your_turn"
    assert violation(table.time_out, 1).code == "not_your_turn"
    table.resign(1)
    table.resign(0)
    assert table.is_over()
    assert violation(table.act, 0, {"type": "pass"}).code == "game_over"  # before the status
    assert violation(table.resign, 1).code == "game_over"


def test_the_log_records_people_bots_timeouts_and_resignations_and_replays():
    table = new_table(3, [None, None, "greedy"], seed=11)
    table.act(0, first_legal(table, 0))
    table.time_out(0)
    table.resign(1)
    entries = table.log.split()
    assert entries[0] in ("k", "a", "p")
    assert any(e.startswith("!") for e in entries) and "~1" in entries
    while not table.is_over():
        seat = table.waiting_for()[0]
        table.act(seat, first_legal(table, seat))
    replayed, _ = table.replay()
    assert replayed == table


def test_resigned_seats_rank_after_playing_ones():
    assert final_ranks([1, 2, 3], [PLAYING] * 3) == [1, 2, 3]
    assert final_ranks([1, 2, 3], [RESIGNED, PLAYING, PLAYING]) == [3, 1, 2]
    assert final_ranks([1, 1, 3, 4], [PLAYING, TAKEN_OVER, RESIGNED, PLAYING]) == [1, 3, 4, 2]
    assert final_ranks([2, 1, 1], [RESIGNED, RESIGNED, PLAYING]) == [3, 2, 1]
    assert final_ranks([1, 1], [RESIGNED, RESIGNED]) == [1, 1]


def test_the_final_event_and_prompt_name_the_winners_by_final_rank():
    for seed in range(40):  # a game where the seat that resigns would have won
        table = new_table(2, [None, "random"], seed=seed)
        table.resign(0)
        natural = GAME.result(table.state)["seats"]
        if natural[0]["rank"] == 1 and natural[1]["rank"] == 2:
            break
    else:
        raise AssertionError("no seed in 0..39 where the resigning seat would have won")
    assert [e["rank"] for e in table.result()["seats"]] == [2, 1]
    assert table.view(None)["prompt"]["params"]["winners"] == [1]
    _, events = table.replay()
    assert events[-1].type == "game_over" and events[-1].params["winners"] == [1]


def test_a_bot_receives_its_seat_s_view_and_nothing_more(monkeypatch):
    """play-contract: bots decide from their seat's view and legal actions only."""
    seen: list[tuple[dict, list]] = []
    holder: dict = {}

    def recorder(view: dict, legal: list, rnd: random.Random) -> dict:
        table = holder["table"]
        assert view == GAME.view(table.state, view["seat"])  # exactly the seat's view
        assert legal == view["legal_actions"]
        shown = json.dumps(view)
        assert not {c for c in GAME.secrets(table.state, 1) if f'"{c}"' in shown}
        seen.append((view, legal))
        return GAME.bots["random"](view, legal, rnd)

    monkeypatch.setitem(GAME.bots, "recorder", recorder)
    table, _ = Table.create(GAME, Setup(2, 3, "standard", 0), [None, "recorder"])
    holder["table"] = table
    while not table.is_over():
        table.act(0, first_legal(table, 0))
    assert seen and all(view["seat"] == 1 for view, _ in seen)
