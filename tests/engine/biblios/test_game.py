"""Checks across the rules (``engine/biblios/game.py``): the order of the checks (game over,
then whose turn it is, then the action's own rules), the kinds of invalid and illegal
actions, and that a refused action leaves the state untouched."""

from __future__ import annotations

import random

import pytest

from engine import biblios
from support import biblios_policy as policy
from tests.engine.biblios.helpers import (
    Guard,
    actor,
    candidate_actions,
    church_pending,
    is_legal,
    planned_game,
    policy_game,
    rejects,
    win_for,
)


def test_check_order_game_over_first():
    state, _ = policy_game(2, "standard", seed=3)
    for seat in (0, 1, None, 7):
        for action in ({"type": "pass"}, "garbage", {"type": "place", "to": "keep"}):
            exc = rejects(state, seat, action)
            assert exc.code == "game_over" and exc.params == {}


def test_check_order_not_your_turn_before_the_action_rules():
    state, _ = biblios.new_game(3, seed=1)
    for seat in (1, 2, None, -1, "0"):
        for action in ("garbage", {"type": "bid", "amount": -5}, {"type": "place", "to": "keep"}):
            exc = rejects(state, seat, action)
            assert exc.code == "not_your_turn" and exc.params == {"waiting_for": 0}


@pytest.mark.parametrize(
    "action",
    [
        None,
        "place",
        ["type", "place"],
        42,
        {},
        {"type": None},
        {"type": "PLACE", "to": "keep"},
        {"type": "shout"},
        {"type": ["place"], "to": "keep"},
        {"type": "place"},
        {"type": "place", "to": 0},
    ],
)
def test_invalid_action_for_garbage(action):
    state, _ = biblios.new_game(3, seed=1)
    exc = rejects(state, 0, action)
    assert exc.code == "invalid_action" and exc.params == {}


@pytest.mark.parametrize("kind", ["take", "church", "bid", "pass", "pay", "refuse"])
def test_illegal_action_for_a_wrong_action_type_in_the_gift_phase(kind):
    state, _ = biblios.new_game(3, seed=1)
    exc = rejects(state, 0, {"type": kind})
    assert exc.code == "illegal_action" and exc.params == {"action": kind}


def test_illegal_action_at_each_kind_of_decision():
    state = planned_game(3, auction=["monks-A"])
    for kind in ("place", "take", "church", "pay", "refuse"):
        assert rejects(state, 1, {"type": kind}).code == "illegal_action"
    win_for(state, 1, 1)
    for kind in ("place", "take", "church", "bid", "pass"):
        assert rejects(state, 1, {"type": kind, "amount": 2}).code == "illegal_action"
    state = church_pending(2, "church-up1-1")
    for kind in ("place", "take", "bid", "pass", "pay", "refuse"):
        assert rejects(state, 0, {"type": kind}).code == "illegal_action"


def test_rule_violation_leaves_the_state_untouched_mid_game():
    state, _ = biblios.new_game(4, "medieval_bluff", seed=12)
    rnd = random.Random(5)
    checked = 0
    tick = Guard()
    while state.phase != "over" and tick():
        seat = actor(state)
        legal = biblios.legal_actions(state, seat)
        for action in candidate_actions(rnd, state, seat):
            if not is_legal(state, seat, action, legal):
                rejects(state, seat, action)
                checked += 1
        biblios.apply_action(state, seat, policy.choose(rnd, state, seat, legal))
    assert checked > 1000
