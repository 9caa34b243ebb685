"""Church cards (R15–R17, ``engine/biblios/church.py``): one or more tests per rule of
biblios-rules.md, each failing if the rule is broken."""

from __future__ import annotations

import pytest

from engine import biblios
from engine.biblios.cards import CARD_IDS, CATEGORIES, FIRST_CHURCH
from tests.engine.biblios.helpers import (
    PLACE,
    act,
    actor,
    check_invariants,
    church_pending,
    deck_with_top,
    ids,
    planned_game,
    rejects,
    types,
    win_for,
)


def adjust(*moves: tuple[str, int]) -> dict:
    return {"type": "church", "adjust": [{"category": c, "delta": d} for c, d in moves]}


def test_r15_r16_church_kept_first_is_resolved_before_the_next_draw():
    state = church_pending(2, "church-up1-1")
    assert state.drawn is None and state.kept is None and state.placed == [1, 0, 0]
    assert actor(state) == 0 and state.church == [0, FIRST_CHURCH, "keep"]
    pile = len(state.draw)
    assert rejects(state, 0, PLACE[1]).code == "illegal_action"
    events = act(state, adjust(("manuscripts", 1)))
    assert types(events) == ["church_resolved", "card_drawn"]
    assert len(state.draw) == pile - 1 and state.dice[4] == 4
    assert biblios.legal_actions(state, 0) == PLACE[1:]  # it was the turn's keep (R16)
    assert "church-up1-1" in ids(state.face_up) and state.church is None


def test_r15_church_kept_last_then_the_takers_take():
    top = ["monks-A", "monks-B", "monks-C", "church-down1-1"]
    state, _ = biblios.new_game(3, deck=deck_with_top(3, top))
    for action in (PLACE[1], PLACE[2], PLACE[2], PLACE[0]):
        act(state, action)
    assert state.church is not None and actor(state) == 0
    events = act(state, adjust(("monks", -1)))
    assert types(events) == ["church_resolved"]
    assert actor(state) == 1 and state.hands[0] == [] and state.dice[0] == 2


def test_r15_church_taken_from_the_public_space_by_the_second_picker():
    top = ["monks-A", "monks-B", "monks-C", "church-updown", "monks-D"]
    state, _ = biblios.new_game(4, deck=deck_with_top(4, top))
    for action in (PLACE[0], PLACE[1], PLACE[2], PLACE[2], PLACE[2]):
        events = act(state, action)
        assert "church_acquired" not in types(events)  # seen, placed public: not acquired
    assert state.church is None
    act(state, {"type": "take", "card": "monks-C"}, seat=1)
    events = act(state, {"type": "take", "card": "church-updown"}, seat=2)
    assert types(events) == ["card_taken", "church_acquired"]
    assert events[-1].params == {"card": "church-updown", "source": "public"}
    assert actor(state) == 2 and state.hands[2] == []
    assert biblios.legal_actions(state, 3) == []
    act(state, adjust(("pigments", -1)))
    assert state.dice[1] == 2 and state.hands[2] == []
    assert actor(state) == 3
    act(state, {"type": "take", "card": "monks-D"})
    assert state.active == 1


def test_r15_church_in_the_auction_pile_is_not_acquired():
    state, _ = biblios.new_game(2, deck=deck_with_top(2, ["church-up2-1", "monks-A", "monks-B"]))
    events = act(state, PLACE[1])
    assert "church_acquired" not in types(events) and state.church is None
    assert ids(state.pile) == ["church-up2-1"] and state.dice == [3] * 5
    assert biblios.legal_actions(state, 0) == [PLACE[0], PLACE[2]]


def test_r15_r23_church_won_at_auction_is_resolved_after_paying():
    state = planned_game(3, hands={1: ["gold-3-01"]}, auction=["church-up2-2", "monks-I"])
    win_for(state, 1, 2)
    events = act(state, {"type": "pay", "cards": ["gold-3-01"]})
    assert types(events) == ["paid", "card_won", "church_acquired"]
    assert events[-1].params == {"card": "church-up2-2", "source": "auction"}
    assert state.auction is None and state.active == 0 and actor(state) == 1
    assert "church-up2-2" not in ids(state.hands[1])
    check_invariants(state)
    events = act(state, adjust(("monks", 1), ("holy_books", 1)))
    assert types(events) == ["church_resolved", "auction_opened"]
    assert state.dice == [4, 3, 3, 4, 3] and state.active == 1  # R26
    assert CARD_IDS[state.auction.card] == "monks-I"


def test_r16_declining_is_always_legal_and_discards_face_up():
    state = church_pending(3, "church-up1-2", dice=[6, 6, 6, 6, 6])
    assert biblios.legal_actions(state, 0) == [{"type": "church", "adjust": []}]
    exc = rejects(state, 0, adjust(("monks", 1)))
    assert exc.code == "die_out_of_range" and exc.params == {"category": "monks", "value": 7}
    events = act(state, {"type": "church", "adjust": []})
    assert events[0].params == {"card": "church-up1-2", "adjust": []}
    assert state.dice == [6] * 5 and ids(state.face_up) == ["church-up1-2"]


@pytest.mark.parametrize("effect", ["up2-1", "down2-2"])
def test_r17_two_dice_with_one_die_at_the_edge(effect):
    up = effect.startswith("up")
    edge = 6 if up else 1
    delta = 1 if up else -1
    state = church_pending(3, f"church-{effect}", dice=[edge, 3, 4, 2, 5])
    legal = biblios.legal_actions(state, 0)
    moves = [t["adjust"] for t in legal]
    assert moves[-1] == []
    assert len(moves) == 6 + 1  # pairs of the four other dice, and declining
    for move in moves[:-1]:
        assert len(move) == 2 and move[0]["category"] != move[1]["category"]
        assert all(m["delta"] == delta and m["category"] != "monks" for m in move)
    code = rejects(state, 0, adjust(("monks", delta), ("pigments", delta))).code
    assert code == "die_out_of_range"
    exc = rejects(state, 0, adjust(("pigments", delta), ("pigments", delta)))
    assert exc.code == "same_die_twice" and exc.params == {"category": "pigments"}
    exc = rejects(state, 0, adjust(("pigments", delta)))
    assert exc.code == "wrong_die_count" and exc.params == {"expected": 2, "given": 1}
    exc = rejects(state, 0, adjust(*[(c, delta) for c in CATEGORIES[1:4]]))
    assert exc.code == "wrong_die_count"
    exc = rejects(state, 0, adjust(("pigments", -delta), ("holy_books", -delta)))
    assert exc.code == "wrong_direction"
    assert rejects(state, 0, adjust(("pigments", 2 * delta))).code == "invalid_delta"
    act(state, adjust(("manuscripts", delta), ("pigments", delta)))  # any order
    assert state.dice == [edge, 3 + delta, 4, 2, 5 + delta]


def test_r17_one_die_cards_and_updown_both_ways():
    state = church_pending(2, "church-updown", dice=[6, 1, 3, 3, 3])
    legal = [t["adjust"] for t in biblios.legal_actions(state, 0)]
    assert [{"category": "monks", "delta": -1}] in legal
    assert [{"category": "monks", "delta": 1}] not in legal
    assert [{"category": "pigments", "delta": 1}] in legal
    assert [{"category": "pigments", "delta": -1}] not in legal
    assert len(legal) == 8 + 1
    assert rejects(state, 0, adjust(("monks", 1))).code == "die_out_of_range"
    assert rejects(state, 0, adjust(("pigments", -1))).code == "die_out_of_range"
    exc = rejects(state, 0, adjust(("monks", -1), ("pigments", 1)))
    assert exc.code == "wrong_die_count" and exc.params == {"expected": 1, "given": 2}
    act(state, adjust(("holy_books", -1)))
    assert state.dice == [6, 1, 3, 2, 3]
    state = church_pending(2, "church-updown")
    act(state, adjust(("holy_books", 1)))
    assert state.dice == [3, 3, 3, 4, 3]


@pytest.mark.parametrize(("card", "delta"), [("church-up1-1", 1), ("church-down1-2", -1)])
def test_r17_one_die_cards_move_one_way(card, delta):
    state = church_pending(4, card)
    legal = biblios.legal_actions(state, 0)
    assert len(legal) == 5 + 1
    exc = rejects(state, 0, adjust(("monks", -delta)))
    assert exc.code == "wrong_direction" and exc.params == {"delta": -delta}
    assert rejects(state, 0, adjust(("monks", 0))).code == "invalid_delta"
    assert rejects(state, 0, adjust(("monks", delta), ("pigments", delta))).code == (
        "wrong_die_count"
    )
    act(state, adjust(("forbidden_tomes", delta)))
    assert state.dice[2] == 3 + delta


@pytest.mark.parametrize(
    "bad",
    [
        None,
        "monks",
        {"category": "monks", "delta": 1},
        [["monks", 1]],
        [{"category": "monk", "delta": 1}],
        [{"category": ["monks"], "delta": 1}],
        [{"category": "monks", "delta": "1"}],
        [{"category": "monks", "delta": True}],
        [{"category": "monks", "delta": 1.0}],
        [{"delta": 1}],
    ],
)
def test_r17_malformed_adjustments_are_invalid(bad):
    state = church_pending(2, "church-up1-1")
    action = {"type": "church"} if bad is None else {"type": "church", "adjust": bad}
    assert rejects(state, 0, action).code == "invalid_action"


def test_r17_no_legal_adjustment_only_decline_for_two_dice():
    state = church_pending(3, "church-down2-1", dice=[1, 1, 1, 1, 2])
    assert biblios.legal_actions(state, 0) == [{"type": "church", "adjust": []}]
    assert rejects(state, 0, adjust(("manuscripts", -1))).code == "wrong_die_count"
