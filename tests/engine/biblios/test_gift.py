"""The gift phase (R11–R14, ``engine/biblios/gift.py``): one or more tests per rule of
biblios-rules.md, each failing if the rule is broken."""

from __future__ import annotations

import pytest

from engine import biblios
from engine.biblios.cards import CARD_IDS
from tests.engine.biblios.helpers import (
    PLACE,
    PLAYER_COUNTS,
    TURNS,
    Guard,
    act,
    actor,
    deck_with_top,
    ids,
    play_gift,
    rejects,
    types,
)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r11_quotas_one_keep_one_auction_rest_public(players):
    state, _ = biblios.new_game(players, seed=8)
    for _ in range(players - 1):
        assert biblios.legal_actions(state, 0) == PLACE
        act(state, PLACE[2])
    # The public quota is used up.
    assert biblios.legal_actions(state, 0) == PLACE[:2]
    exc = rejects(state, 0, PLACE[2])
    assert exc.code == "quota_used" and exc.params == {"to": "public"}
    act(state, PLACE[0])
    # Only the auction pile is left: forced, and still an explicit action.
    assert biblios.legal_actions(state, 0) == [PLACE[1]]
    assert state.drawn is not None and actor(state) == 0
    assert rejects(state, 0, PLACE[0]).code == "quota_used"
    act(state, PLACE[1])
    assert state.drawn is None and len(state.public) == players - 1
    assert len(state.pile) == 1 and len(state.hands[0]) == 1


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r11_keep_and_auction_first_force_the_public_space(players):
    state, _ = biblios.new_game(players, seed=9)
    act(state, PLACE[1])
    assert biblios.legal_actions(state, 0) == [PLACE[0], PLACE[2]]
    assert rejects(state, 0, PLACE[1]).code == "quota_used"
    act(state, PLACE[0])
    for _ in range(players - 1):
        assert biblios.legal_actions(state, 0) == [PLACE[2]]
        act(state, PLACE[2])
    assert biblios.legal_actions(state, 0) == [] and actor(state) == 1


@pytest.mark.parametrize("to", ["", "Keep", "hand", None, 1, ["keep"]])
def test_r11_unknown_destination_is_invalid(to):
    state, _ = biblios.new_game(3)
    assert rejects(state, 0, {"type": "place", "to": to}).code == "invalid_action"


def test_r12_kept_card_joins_the_hand_only_after_the_last_allocation():
    state, _ = biblios.new_game(3, deck=deck_with_top(3, ["monks-A", "monks-B", "monks-C"]))
    act(state, PLACE[0])
    assert state.hands[0] == [] and CARD_IDS[state.kept] == "monks-A"
    assert biblios.view(state, 0)["kept"] == "monks-A" and biblios.view(state, 1)["kept"] is None
    act(state, PLACE[2])
    act(state, PLACE[2])
    assert state.hands[0] == []
    act(state, PLACE[1])
    assert ids(state.hands[0]) == ["monks-A"] and state.kept is None


@pytest.mark.parametrize("players", [3, 4])
def test_r12_takers_clockwise_from_left_of_active_each_chooses(players):
    first = 2
    top = [f"manuscripts-{x}" for x in "ABCDE"][: players + 1]
    state, _ = biblios.new_game(players, first_seat=first, deck=deck_with_top(players, top))
    for action in [PLACE[0], PLACE[1]] + [PLACE[2]] * (players - 1):
        act(state, action)
    order = []
    tick = Guard(10)
    while state.public and tick():
        seat = actor(state)
        order.append(seat)
        legal = biblios.legal_actions(state, seat)
        assert legal == [{"type": "take", "card": c} for c in ids(state.public)]
        for other in range(players):
            if other != seat:
                assert biblios.legal_actions(state, other) == []
                assert rejects(state, other, legal[0]).code == "not_your_turn"
        act(state, legal[-1])  # the newest card: a free choice, not the oldest
        assert CARD_IDS[state.hands[seat][-1]] == legal[-1]["card"]
    assert order == [(first + k) % players for k in range(1, players)]
    assert all(len(h) == 1 for h in state.hands)


def test_r12_take_checks_the_card():
    state, _ = biblios.new_game(2, deck=deck_with_top(2, ["monks-A", "monks-B", "monks-C"]))
    for action in PLACE:
        act(state, action)
    exc = rejects(state, 1, {"type": "take", "card": "monks-A"})
    assert exc.code == "card_not_public" and exc.params == {"card": "monks-A"}
    exc = rejects(state, 1, {"type": "take", "card": "monks-J"})
    assert exc.code == "unknown_card" and exc.params == {"card": "monks-J"}
    assert rejects(state, 1, {"type": "take"}).code == "invalid_action"
    assert rejects(state, 1, {"type": "take", "card": 3}).code == "invalid_action"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r13_turns_pass_clockwise_and_the_gift_phase_ends_when_the_pile_is_empty(players):
    state, log = biblios.new_game(players, first_seat=1, seed=21)
    turns = []
    phase_changes = 0
    tick = Guard()
    while state.phase == "gift" and tick():
        if state.drawn is not None and sum(state.placed) == 0:
            turns.append(state.active)
        assert state.draw or state.drawn is not None or state.public or state.church
        seat = actor(state)
        action = biblios.legal_actions(state, seat)[0]
        events = act(state, action)
        log += events
        phase_changes += types(events).count("phase_changed")
        if state.phase == "auction":
            assert not state.draw and not state.public and state.drawn is None
            assert types(events)[-2:] == ["phase_changed", "auction_opened"]
    assert phase_changes == 1
    assert turns == [(1 + t) % players for t in range(TURNS[players])]
    assert len(state.pile) + 1 == TURNS[players]
    acquirers = [e.seat for e in log if e.type == "church_acquired"]  # never enter hands
    church_counts = [acquirers.count(seat) for seat in range(players)]
    assert [len(h) for h in state.hands] == [TURNS[players] - c for c in church_counts]


def test_r14_hand_sizes_public_cards_secret():
    fresh, _ = biblios.new_game(3, seed=4)
    play_gift(fresh)
    view = biblios.view(fresh, 1)
    for hand in view["hands"]:
        assert hand["count"] == len(fresh.hands[hand["seat"]])
        assert (hand["cards"] is not None) == (hand["seat"] == 1)
    assert view["hands"][1]["cards"] == ids(fresh.hands[1])
