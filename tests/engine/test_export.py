"""The game export (play-contract: "Fair shuffles and game export"): the document per fairness
mode, every log entry as an action, the game rebuilt from it; and ``Table.replay_entry``, the
checked, bot-free replay of one log entry that rebuilding goes through."""

from __future__ import annotations

import json
import random

import pytest

from engine import RESIGNED, TAKEN_OVER, RuleViolation, Setup, Table, get_game
from engine.export import (
    DOCUMENT_KEYS,
    ExportMismatch,
    export_game,
    format_name,
    table_from_export,
    with_external_ids,
)
from engine.fairness import Fairness
from engine.table import TIMEOUTS_TO_TAKE_OVER, Seat
from tests.engine.export_games import Plan, biblios_deck, exported, play, seats_of

BIBLIOS = get_game("biblios")


def keys_of(document: dict) -> list[str]:
    return list(document)


def test_a_committed_export_has_the_contracts_keys_and_no_seed():
    document, table = exported(Plan(players=3, bots=[None, "greedy", None], timeout_rate=0.1))
    assert keys_of(document) == [k for k in DOCUMENT_KEYS if k != "seed"]
    assert document["format"] == "biblios-game/1" == format_name("biblios")
    assert document["game"] == "biblios" and document["players"] == 3
    assert document["variant"] == "standard" and document["first_seat"] == 0
    fairness = document["fairness"]
    assert fairness["mode"] == "committed" and len(fairness["server_seed"]) == 64  # revealed
    assert document["result"] == with_external_ids(table.result(), document["seats"])
    given = [seat["external_id"] for seat in document["seats"]]
    assert [entry["external_id"] for entry in document["result"]["seats"]] == given
    assert json.loads(json.dumps(document)) == document  # JSON-ready


def test_a_seeded_export_carries_the_seed():
    document, table = exported(Plan(players=2, mode="seeded", seed=424242))
    assert keys_of(document) == list(DOCUMENT_KEYS)
    assert document["seed"] == 424242
    assert document["fairness"] == {
        "mode": "seeded",
        "commitment": None,
        "client_seed": None,
        "server_seed": None,
    }


def test_a_fixed_deck_export_carries_the_deck_and_the_seed():
    deck = biblios_deck(3, seed=99)
    plan = Plan(players=3, mode="fixed_deck", seed=5, options={"deck": deck})
    document, table = exported(plan)
    assert keys_of(document) == [*DOCUMENT_KEYS[:7], "deck", *DOCUMENT_KEYS[7:]]
    assert document["deck"] == deck and document["seed"] == 5
    assert document["fairness"]["mode"] == "fixed_deck"


def test_seats_merge_the_callers_names_with_the_tables_bots_and_statuses():
    plan = Plan(players=4, bots=[None, "random", None, None], resign=(2, 3), taken_over=3)
    document, table = exported(plan)
    assert document["seats"] == [
        {"seat": 0, "name": "Player 0", "bot": None, "external_id": "u-0", "status": "playing"},
        {"seat": 1, "name": "Player 1", "bot": "random", "external_id": "u-1", "status": "playing"},
        {"seat": 2, "name": "Player 2", "bot": None, "external_id": "u-2", "status": RESIGNED},
        {"seat": 3, "name": "Player 3", "bot": None, "external_id": "u-3", "status": TAKEN_OVER},
    ]
    table2, fairness = play(Plan(players=2, choices=3))
    bare = export_game(table2, fairness=fairness, seats=[{}, {"name": "B", "connected": True}])
    assert [(s["name"], s["external_id"]) for s in bare["seats"]] == [(None, None), ("B", None)]
    assert "connected" not in bare["seats"][1]


def test_actions_are_every_log_entry_with_seats_timeouts_and_resignations():
    plan = Plan(players=3, bots=[None, None, "greedy"], timeout_rate=0.15, resign=(1, 10))
    document, table = exported(plan)
    entries = table.log.split()
    actions = document["actions"]
    assert len(actions) == len(entries)
    for entry, item in zip(entries, actions, strict=True):
        if entry.startswith("~"):
            assert item == {"seat": int(entry[1:]), "action": {"type": "resign"}}
            continue
        assert item.get("timeout", False) is entry.startswith("!")
        token = entry.lstrip("!").rpartition(":")[2]
        assert BIBLIOS.action_from_token(token).to_json() == item["action"]
        assert set(item) <= {"seat", "action", "timeout"}
        if ":" in entry:
            assert item["seat"] == int(entry.lstrip("!").partition(":")[0])
    assert {"seat": 1, "action": {"type": "resign"}} in actions
    assert any(item.get("timeout") for item in actions)
    assert {item["seat"] for item in actions} == {0, 1, 2}  # the bot's moves are there too


def test_the_game_rebuilt_from_its_export_is_the_same_table():
    for plan in (
        Plan(players=2, timeout_rate=0.2, resign=(1, 30)),
        Plan(players=4, variant="medieval_bluff", bots=[None, "random", "greedy", None]),
        Plan(players=3, mode="fixed_deck", options={"deck": biblios_deck(3, 8)}, taken_over=0),
    ):
        document, table = exported(plan)
        rebuilt = table_from_export(json.loads(json.dumps(document)))
        assert rebuilt == table and rebuilt.result() == table.result()


def test_exporting_refuses_what_the_document_could_not_hold():
    table, fairness = play(Plan(players=2))
    seats = seats_of(2)
    with pytest.raises(ValueError, match="seats"):
        export_game(table, fairness=fairness, seats=seats_of(3))
    other = Fairness.committed(bytes(32), "")
    with pytest.raises(ValueError, match="seed"):
        export_game(table, fairness=other, seats=seats)
    with pytest.raises(ValueError, match="deck"):
        export_game(table, fairness=Fairness.fixed_deck(), seats=seats)
    hidden = Fairness.from_json(fairness.to_json(revealed=False))
    with pytest.raises(ValueError, match="seed"):
        export_game(table, fairness=hidden, seats=seats)
    unfinished, _ = Table.create(BIBLIOS, Setup(2, fairness.seed(), "standard", 0))
    with pytest.raises(ValueError, match="not over"):
        export_game(unfinished, fairness=fairness, seats=seats)
    deck_table, _ = play(Plan(players=2, mode="fixed_deck", options={"deck": biblios_deck(2, 1)}))
    with pytest.raises(ValueError, match="deck"):
        export_game(deck_table, fairness=Fairness.seeded(), seats=seats)


def test_rebuilding_names_the_first_problem():
    document, _ = exported(Plan(players=2, mode="seeded"))
    with pytest.raises(ExportMismatch, match="not a JSON object"):
        table_from_export([document])
    with pytest.raises(ExportMismatch, match="unknown key 'colour'"):
        table_from_export({**document, "colour": "red"})
    with pytest.raises(ExportMismatch, match="the setup is not valid: invalid_variant"):
        table_from_export({**document, "variant": "speed"})
    with pytest.raises(ExportMismatch, match="action 2: not an object"):
        table_from_export({**document, "actions": [*document["actions"][:2], ["seat", 0]]})


# --- Table.replay_entry ------------------------------------------------------------------------


def bare_table(players: int, bots: list, seed: int = 3) -> Table:
    """A fresh table whose bots have not moved (what a replay starts from)."""
    setup = Setup(players, seed, "standard", 0)
    return Table(BIBLIOS, BIBLIOS.new_game(setup)[0], [Seat(b) for b in bots])


def legal(table: Table, seat: int):
    """A legal typed action for ``seat`` from the game's own view (bots' seats too)."""
    view = BIBLIOS.view(table.state, seat)
    choice = BIBLIOS.bots["random"](view, view["legal_actions"], random.Random(0))
    return BIBLIOS.parse_action(choice)


def code_of(call, *args, **kwargs) -> str:
    with pytest.raises(RuleViolation) as caught:
        call(*args, **kwargs)
    return caught.value.code


def test_replay_entry_applies_a_logged_entry_without_moving_the_bots():
    table = bare_table(2, [None, None])
    first = legal(table, 0)
    events = table.replay_entry(0, first)
    assert events and table.log.split() == [first.token()]


def test_replay_entry_wants_the_bot_to_move_first():
    table = bare_table(2, ["greedy", None])  # seat 0, a bot, is to act
    action = legal(table, 0)
    assert code_of(table.replay_entry, 1, action) == "not_your_turn"
    assert code_of(table.replay_entry, 1, None) == "not_your_turn"  # no resigning in between
    assert code_of(table.replay_entry, 0, action, timeout=True) == "not_your_turn"
    table.replay_entry(0, action)  # any legal action: bots are not re-run
    assert table.seats[0].bot == "greedy" and table.log


def test_replay_entry_resignations_pass_the_tables_checks():
    table = bare_table(3, [None, "random", None])
    assert code_of(table.replay_entry, 1, None) == "bot_seat"
    table.replay_entry(2, None)
    assert table.seats[2].status == RESIGNED and table.log == "~2 "
    assert code_of(table.replay_entry, 2, None) == "seat_resigned"


def test_replay_entry_timeouts_are_a_waiting_persons_and_change_nothing_when_illegal():
    table = bare_table(2, [None, None], seed=8)
    action = legal(table, 0)
    assert code_of(table.replay_entry, 1, action, timeout=True) == "not_your_turn"
    illegal = BIBLIOS.parse_action({"type": "bid", "amount": 1})  # not in the gift phase
    table.seats[0].timeouts = TIMEOUTS_TO_TAKE_OVER - 1  # the next one would take it over
    before = table.to_data()
    with pytest.raises(RuleViolation):
        table.replay_entry(0, illegal, timeout=True)
    assert table.to_data() == before  # the count, the status and the event count restored
    table.replay_entry(0, action, timeout=True)
    assert table.seats[0].status == TAKEN_OVER and table.log.startswith("!")


def test_replay_entry_after_the_end_is_game_over():
    table, _ = play(Plan(players=2, bots=["random", "random"]))
    assert table.is_over()
    assert code_of(table.replay_entry, 0, None) == "game_over"
    assert code_of(table.replay_entry, 0, BIBLIOS.parse_action({"type": "pass"})) == "game_over"


def test_replaying_a_tables_log_entry_by_entry_gives_the_table():
    document, table = exported(Plan(players=3, bots=[None, "random", None], timeout_rate=0.1))
    again = table_from_export(document)
    assert again.log == table.log and again.seats[1].bot == "random"
