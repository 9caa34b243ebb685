"""The state codec: schema version, exact round trip, refusal of anything else, snapshot size."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine import policy
from tests.engine.helpers import Guard, planned_game

MAX_SNAPSHOT = 2048  # bytes of compact JSON for a 4-player mid-auction state


def mid_auction(seed: int, players: int = 4) -> engine.GameState:
    """A state half-way through the auction deck, reached with the reference policy."""
    rnd = random.Random(seed)
    state, _ = engine.new_game(players, "medieval_bluff" if seed % 2 else "standard", 0, seed)
    half = None
    tick = Guard()
    while tick():
        if state.phase == "auction" and half is None:
            half = len(state.pile) // 2
        if half is not None and len(state.pile) <= half:
            return state
        seat = engine.to_act(state)
        engine.apply_action(
            state, seat, policy.choose(rnd, state, seat, engine.legal_actions(state, seat))
        )


def test_schema_version_heads_the_snapshot():
    state, _ = engine.new_game(3, seed=9)
    data = json.loads(engine.encode(state))
    assert isinstance(data, list) and data[0] == engine.SCHEMA_VERSION == 1
    assert engine.encode(state).startswith("[1,")


def test_round_trip_is_exact_in_every_phase():
    state = planned_game(3, auction=["church-updown"])
    for s in (engine.new_game(2, seed=1)[0], state):
        text = engine.encode(s)
        back = engine.decode(text)
        assert engine.encode(back) == text and back == s
        assert engine.decode(text.encode("utf-8")) == s
    engine.apply_action(state, 1, {"type": "bid", "amount": 1})
    back = engine.decode(engine.encode(state))
    assert back.auction.to_list() == state.auction.to_list()
    assert back.bluff is state.bluff and back.variant == "standard"


def test_the_seed_can_be_any_integer():
    for seed in (-(2**80), -1, 0, 2**64, 2**100 + 7):
        state, _ = engine.new_game(2, seed=seed)
        assert engine.decode(engine.encode(state)).seed == seed


def valid() -> list:
    return json.loads(engine.encode(planned_game(2, auction=["monks-A"])))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "garbage",
        "{",
        "null",
        "1",
        '"[1]"',
        "{}",
        "[]",
        "[1]",
        "[2]",
        b"\xff\xfe\x00",
        json.dumps([0] + valid()[1:]),
        json.dumps([2] + valid()[1:]),
        json.dumps(["1"] + valid()[1:]),
        json.dumps([True] + valid()[1:]),
        json.dumps([1.5] + valid()[1:]),
        json.dumps(valid()[:-1]),
        json.dumps([*valid(), 0]),
        json.dumps(valid()[:17] + [[1, 2]] + valid()[18:]),
        json.dumps(valid()[:17] + [{"card": 1}] + valid()[18:]),
    ],
)
def test_decode_rejects_anything_else_with_schema_error(text):
    with pytest.raises(engine.SchemaError):
        engine.decode(text)


def test_schema_error_is_a_value_error():
    assert issubclass(engine.SchemaError, ValueError)


def test_a_valid_snapshot_is_accepted():
    assert engine.decode(json.dumps(valid())).phase == "auction"


@pytest.mark.parametrize("seed", range(40))
def test_four_player_mid_auction_snapshot_is_small(seed):
    state = mid_auction(seed)
    assert state.phase == "auction" and state.players == 4
    size = len(engine.encode(state).encode("utf-8"))
    assert size <= MAX_SNAPSHOT, size


def test_to_data_is_the_json_of_encode_and_from_data_reads_it():
    state = mid_auction(3)
    data = engine.state.to_data(state)
    assert data == json.loads(engine.encode(state))
    back = engine.state.from_data(json.loads(engine.encode(state)))
    assert back == state and engine.encode(back) == engine.encode(state)


@pytest.mark.parametrize("data", [None, {}, [], [1], "[1]", [2, *valid()[1:]], valid()[:-1]])
def test_from_data_rejects_anything_else_with_schema_error(data):
    with pytest.raises(engine.SchemaError):
        engine.state.from_data(data)
