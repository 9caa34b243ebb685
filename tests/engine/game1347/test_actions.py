"""Typed actions: shapes, log tokens, and the order of the checks (P72–P74)."""

from __future__ import annotations

import pytest

from engine import RuleViolation
from engine import game1347 as g
from engine.game1347 import actions
from engine.game1347.actions import (
    ChooseLoser,
    Decline,
    Enter,
    Give,
    Perform,
    PlayPass,
    Supply,
)
from tests.engine.game1347.helpers import enter, pop, random_game, rejects, scenario

EXAMPLES = [
    Supply(1),
    Supply(2, (3,)),
    Supply(3, (5, 1)),
    Supply(-1, (0, 7)),
    Enter(1),
    Enter(3, ("church-01", "joker-15", "sword-02")),
    PlayPass(),
    ChooseLoser(4),
    Give(),
    Give(("gold-15", "peasantry-01")),
    Perform(),
    Perform(("church-01",)),
    Perform((), (2, 5)),
    Perform(("pass-03", "flute-12"), (1,)),
    Decline(),
]


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: a.token())
def test_json_and_tokens_round_trip(action):
    assert actions.parse(action.to_json()) == action
    token = action.token()
    assert actions.from_token(token) == action and token == action.token()
    assert not any(ch.isspace() for ch in token) and ":" not in token
    assert g.GAME.parse_action(action.to_json()) == action
    assert g.GAME.action_from_token(token) == action


def test_list_fields_may_be_left_out():
    assert actions.parse({"type": "supply", "row": 2}) == Supply(2)
    assert actions.parse({"type": "enter", "row": 1}) == Enter(1)
    assert actions.parse({"type": "give"}) == Give()
    assert actions.parse({"type": "perform"}) == Perform()


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "supply",
        {},
        {"type": "resign"},
        {"type": "supply"},
        {"type": "supply", "row": "1"},
        {"type": "supply", "row": True},
        {"type": "supply", "row": 1, "look": 3},
        {"type": "supply", "row": 1, "look": ["1"]},
        {"type": "enter", "row": 1.0},
        {"type": "enter", "row": 1, "cards": "church-01"},
        {"type": "enter", "row": 1, "cards": [1]},
        {"type": "choose_loser"},
        {"type": "choose_loser", "seat": None},
        {"type": "give", "cards": [None]},
        {"type": "perform", "look": [1.5]},
        {"type": "perform", "cards": {}},
    ],
)
def test_malformed_actions_are_invalid(data):
    with pytest.raises(RuleViolation) as exc:
        actions.parse(data)
    assert exc.value.code == "invalid_action" and exc.value.params == {}


@pytest.mark.parametrize(
    "token",
    ["", "x", "s", "sa", "e", "e1.x", "e1.-1", "e1.999", "l", "lx", "g.", "f1/x", "pp", "dd"],
)
def test_tokens_that_are_no_action(token):
    with pytest.raises(ValueError):
        actions.from_token(token)


def test_the_order_of_the_checks():
    state = scenario(2, ["farm-1", "palace-1"], hands={0: pop("church", 1)})
    # not_your_turn comes before any check of the action itself.
    exc = rejects(state, 1, {"type": "nonsense"})
    assert (exc.code, exc.params) == ("not_your_turn", {"waiting_for": 0})
    assert rejects(state, None, {"type": "enter", "row": 1}).code == "not_your_turn"
    # An action of another decision is illegal; an unknown or malformed one invalid.
    exc = rejects(state, 0, {"type": "supply", "row": 1})
    assert (exc.code, exc.params) == ("illegal_action", {"action": "supply"})
    assert rejects(state, 0, {"type": "resign"}).code == "invalid_action"
    assert rejects(state, 0, {"type": "enter", "row": "1"}).code == "invalid_action"
    assert rejects(state, 0, "enter").code == "invalid_action"
    assert rejects(state, 0, Supply(1)).code == "illegal_action"
    # Typed actions are accepted as well as JSON.
    g.apply_action(state, 0, Enter(1, ("church-01",)))
    assert g.to_act(state) == (1,)


def test_a_finished_game_refuses_everything():
    state, _, _ = random_game(2, "first_game", 4)
    assert g.to_act(state) == () and g.GAME.is_over(state)
    for seat in (0, 1, None):
        exc = rejects(state, seat, {"type": "decline"})
        assert (exc.code, exc.params) == ("game_over", {})
        assert g.legal_actions(state, seat) == []


def test_only_the_seat_to_act_has_legal_actions():
    state = scenario(3, ["farm-1", "palace-1"])
    assert g.legal_actions(state, 0) and g.legal_actions(state, 1) == []
    assert g.legal_actions(state, None) == []
    enter(state, 1)
    assert g.legal_actions(state, 1) and g.legal_actions(state, 0) == []
