"""The state codec: schema version, exact round trip, refusal of anything else, snapshot size."""

from __future__ import annotations

import json
import random

import pytest

from engine import SchemaError, biblios
from engine.biblios import state as biblios_state
from support import biblios_policy as policy
from tests.engine.biblios.helpers import Guard, actor, planned_game

MAX_SNAPSHOT = 2048  # bytes of compact JSON for a 4-player mid-auction state


def mid_auction(seed: int, players: int = 4) -> biblios.GameState:
    """A state half-way through the auction deck, reached with the reference policy."""
    rnd = random.Random(seed)
    state, _ = biblios.new_game(players, "medieval_bluff" if seed % 2 else "standard", 0, seed)
    half = None
    tick = Guard()
    while tick():
        if state.phase == "auction" and half is None:
            half = len(state.pile) // 2
        if half is not None and len(state.pile) <= half:
            return state
        seat = actor(state)
        biblios.apply_action(
            state, seat, policy.choose(rnd, state, seat, biblios.legal_actions(state, seat))
        )


def test_schema_version_heads_the_snapshot():
    state, _ = biblios.new_game(3, seed=9)
    data = json.loads(biblios.encode(state))
    assert isinstance(data, list) and data[0] == biblios.state.SCHEMA_VERSION == 2
    assert biblios.encode(state).startswith("[2,")


def test_round_trip_is_exact_in_every_phase():
    state = planned_game(3, auction=["church-updown"])
    for s in (biblios.new_game(2, seed=1)[0], state):
        text = biblios.encode(s)
        back = biblios.decode(text)
        assert biblios.encode(back) == text and back == s
        assert biblios.decode(text.encode("utf-8")) == s
    biblios.apply_action(state, 1, {"type": "bid", "amount": 1})
    back = biblios.decode(biblios.encode(state))
    assert back.auction.to_list() == state.auction.to_list()
    assert back.bluff is state.bluff and back.variant == "standard"


def test_the_seed_can_be_any_integer():
    for seed in (-(2**80), -1, 0, 2**64, 2**100 + 7):
        state, _ = biblios.new_game(2, seed=seed)
        assert biblios.decode(biblios.encode(state)).seed == seed


def valid() -> list:
    return json.loads(biblios.encode(planned_game(2, auction=["monks-A"])))


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
        json.dumps([1] + valid()[1:]),
        json.dumps([3] + valid()[1:]),
        json.dumps(["2"] + valid()[1:]),
        json.dumps([True] + valid()[1:]),
        json.dumps([1.5] + valid()[1:]),
        json.dumps(valid()[:-1]),
        json.dumps([*valid(), 0]),
        json.dumps(valid()[:17] + [[1, 2]] + valid()[18:]),
        json.dumps(valid()[:17] + [{"card": 1}] + valid()[18:]),
    ],
)
def test_decode_rejects_anything_else_with_schema_error(text):
    with pytest.raises(SchemaError):
        biblios.decode(text)


def test_schema_error_is_a_value_error():
    assert issubclass(SchemaError, ValueError)


def test_a_valid_snapshot_is_accepted():
    assert biblios.decode(json.dumps(valid())).phase == "auction"


@pytest.mark.parametrize("seed", range(40))
def test_four_player_mid_auction_snapshot_is_small(seed):
    state = mid_auction(seed)
    assert state.phase == "auction" and state.players == 4
    size = len(biblios.encode(state).encode("utf-8"))
    assert size <= MAX_SNAPSHOT, size


def test_to_data_is_the_json_of_encode_and_from_data_reads_it():
    state = mid_auction(3)
    data = biblios_state.to_data(state)
    assert data == json.loads(biblios.encode(state))
    back = biblios_state.from_data(json.loads(biblios.encode(state)))
    assert back == state and biblios.encode(back) == biblios.encode(state)


@pytest.mark.parametrize("data", [None, {}, [], [2], "[2]", [3, *valid()[1:]], valid()[:-1]])
def test_from_data_rejects_anything_else_with_schema_error(data):
    with pytest.raises(SchemaError):
        biblios_state.from_data(data)
