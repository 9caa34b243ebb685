"""The state codec: schema version, exact round trip in every phase, refusals, snapshot size."""

from __future__ import annotations

import json
import random

import pytest

from engine import SchemaError
from engine import game1347 as g
from engine.game1347 import state as codec
from tests.engine.game1347.helpers import actor, fill, options_for

MAX_SNAPSHOT = 2048  # bytes of compact JSON, any state of a 5-player game


def test_schema_version_heads_the_snapshot():
    state, _ = g.new_game(3, seed=9)
    data = json.loads(g.encode(state))
    assert data[0] == codec.SCHEMA_VERSION == g.GAME.info.schema_version == 1
    assert len(data) == len(codec.FIELDS) + 1
    assert g.GAME.to_data(state) == data


def test_round_trip_is_exact_at_every_step_and_snapshots_stay_small():
    for variant in ("mixed", "custom"):
        rnd = random.Random(3)
        state, _ = g.new_game(5, variant, 3, None, options_for(variant))
        largest = 0
        while (seat := actor(state)) is not None:
            text = g.encode(state)
            largest = max(largest, len(text.encode()))
            back = g.decode(text)
            assert back == state and g.encode(back) == text
            assert g.decode(text.encode()) == state
            assert g.GAME.from_data(json.loads(text)) == state
            assert g.view(back, seat) == g.view(state, seat)
            g.apply_action(state, seat, fill(rnd.choice(g.legal_actions(state, seat)), rnd))
        assert g.decode(g.encode(state)) == state
        assert largest <= MAX_SNAPSHOT, largest


def test_a_decoded_state_plays_on_identically():
    rnd = random.Random(8)
    state, _ = g.new_game(4, "mixed", 8)
    for _ in range(40):
        seat = actor(state)
        g.apply_action(state, seat, fill(rnd.choice(g.legal_actions(state, seat)), rnd))
    clone = g.decode(g.encode(state))
    ra, rb = random.Random(1), random.Random(1)
    while (seat := actor(state)) is not None:
        ea = g.apply_action(state, seat, fill(ra.choice(g.legal_actions(state, seat)), ra))
        eb = g.apply_action(clone, seat, fill(rb.choice(g.legal_actions(clone, seat)), rb))
        assert ea == eb and g.encode(state) == g.encode(clone)


@pytest.mark.parametrize("seed", [-(2**80), -1, 0, 2**64, 2**100 + 7])
def test_the_seed_can_be_any_integer(seed):
    state, _ = g.new_game(2, seed=seed)
    assert g.decode(g.encode(state)).seed == seed


@pytest.mark.parametrize(
    "data",
    [
        None,
        {},
        [],
        [2],
        "x",
        [1, 2, 3],
        [True],
        [2, *range(len(codec.FIELDS))],
        [1.0, *range(len(codec.FIELDS))],
    ],
)
def test_anything_else_is_a_schema_error(data):
    with pytest.raises(SchemaError):
        g.GAME.from_data(data)


@pytest.mark.parametrize("text", ["", "{", b"\xff\xfe", "[1,", "null"])
def test_decode_refuses_what_is_not_a_snapshot(text):
    with pytest.raises(SchemaError):
        g.decode(text)
