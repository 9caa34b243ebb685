"""One or more tests per rule R7–R30 of biblios-rules.md, each failing if the rule is broken."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import engine
from engine.cards import (
    CARD_COUNT,
    CARD_IDS,
    CARD_INDEX,
    CATEGORIES,
    CATEGORY_OF,
    FIRST_CHURCH,
    GOLD_CARDS_BY_VALUE,
    IS_CHURCH,
    IS_GOLD,
    LETTER,
    VALUE,
)
from engine.scoring import score
from tests.engine.helpers import (
    PLAYER_COUNTS,
    TURNS,
    VARIANTS,
    Guard,
    act,
    candidate_actions,
    category,
    check_invariants,
    deck_with_top,
    finish_passing,
    gift_action,
    gold_payment,
    golds,
    ids,
    ints,
    is_legal,
    planned_game,
    play_gift,
    policy_game,
    rejects,
    types,
)

TOP = "holy_books-C"
PLACE = [{"type": "place", "to": to} for to in ("keep", "auction", "public")]


def church_pending(players: int, church_id: str, dice: list[int] | None = None):
    """Seat 0 has kept ``church_id`` as its first allocation (R15); dice set if given."""
    state, _ = engine.new_game(players, deck=deck_with_top(players, [church_id]))
    act(state, {"type": "place", "to": "keep"})
    assert state.church is not None
    if dice is not None:
        state.dice[:] = dice
    return state


def adjust(*moves: tuple[str, int]) -> dict:
    return {"type": "church", "adjust": [{"category": c, "delta": d} for c, d in moves]}


def win_for(state: engine.GameState, winner: int, amount: int) -> None:
    """``winner`` bids ``amount`` when asked; everyone else passes until it has won."""
    tick = Guard(1000)
    while not state.auction.awaiting and tick():
        seat = engine.to_act(state)
        if seat == winner and state.auction.high_bidder != winner:
            act(state, {"type": "bid", "amount": amount})
        else:
            act(state, {"type": "pass"})
    assert engine.to_act(state) == winner


# ------------------------------------------------------------------------------------ setup


@pytest.mark.parametrize("players", [1, 5, 0, "3", 3.0, True, None])
def test_r7_two_to_four_players(players):
    with pytest.raises(engine.RuleViolation) as info:
        engine.new_game(players)
    assert info.value.code == "invalid_players" and info.value.params == {"min": 2, "max": 4}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r7_seats_are_numbered_and_clockwise_wraps(players):
    state, _ = engine.new_game(players, first_seat=players - 1, seed=3)
    assert len(state.hands) == players
    play_turn = [PLACE[0], PLACE[1]] + [PLACE[2]] * (players - 1)
    for action in play_turn:
        act(state, action)
    takers = []
    tick = Guard(10)
    while state.public and tick():
        takers.append(engine.to_act(state))
        act(state, {"type": "take", "card": CARD_IDS[state.public[0]]})
    assert takers == list(range(players - 1))  # left of the last seat is seat 0
    assert state.active == 0


@pytest.mark.parametrize("variant", ["", "bluff", "Standard", None])
def test_r7_invalid_variant(variant):
    with pytest.raises(engine.RuleViolation) as info:
        engine.new_game(3, variant)
    assert info.value.code == "invalid_variant"
    assert info.value.params == {"variants": ["standard", "medieval_bluff"]}


@pytest.mark.parametrize("seed", ["7", 1.5, None, True])
def test_invalid_seed(seed):
    with pytest.raises(engine.RuleViolation) as info:
        engine.new_game(3, seed=seed)
    assert info.value.code == "invalid_seed"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_r8_all_dice_start_at_three(players, variant):
    state, _ = engine.new_game(players, variant, seed=11)
    assert state.dice == [3, 3, 3, 3, 3]
    assert engine.view(state, 0)["dice"] == dict.fromkeys(CATEGORIES, 3)


@pytest.mark.parametrize(
    ("players", "removed", "gold_each", "pile"), [(2, 27, 2, 60), (3, 15, 1, 72), (4, 7, 0, 80)]
)
def test_r9_setup_counts(players, removed, gold_each, pile):
    removed_sets = set()
    for seed in range(12):
        state, _ = engine.new_game(players, seed=seed)
        assert len(state.removed) == removed
        assert len(state.draw) + 1 == pile  # the first card is already drawn
        check_invariants(state)
        for value in (1, 2, 3):
            out = [c for c in state.removed if c in GOLD_CARDS_BY_VALUE[value]]
            assert len(out) >= gold_each
        removed_sets.add(tuple(state.removed))
        again, _ = engine.new_game(players, seed=seed)
        assert again == state  # the seed decides everything
        view = engine.view(state, 0)
        assert view["removed"] == removed and view["draw_pile"] == pile - 1
    assert len(removed_sets) == 12  # random from the seed


def test_r9_which_gold_cards_are_removed_is_random():
    seen = {value: Counter() for value in (1, 2, 3)}
    for seed in range(60):
        state, _ = engine.new_game(2, seed=seed)
        for value in (1, 2, 3):
            for c in state.removed:
                if c in GOLD_CARDS_BY_VALUE[value]:
                    seen[value][c] += 1
    for value in (1, 2, 3):
        assert len(seen[value]) == 11  # every gold card of the value is removed sometimes


def test_r9_two_players_remove_two_gold_of_each_value_before_the_rest():
    """Without the gold removal, 27 random cards would often leave ≤ 1 gold of a value out."""
    for seed in range(200):
        state, _ = engine.new_game(2, seed=seed)
        for value in (1, 2, 3):
            assert sum(1 for c in state.removed if c in GOLD_CARDS_BY_VALUE[value]) >= 2


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r9_fixed_deck_is_the_draw_pile_top_first(players):
    deck = deck_with_top(players, ["church-updown", "gold-3-11", "monks-I"])
    state, events = engine.new_game(players, deck=deck)
    assert CARD_IDS[state.drawn] == "church-updown"
    assert ids(state.draw[::-1]) == deck[1:]
    assert set(ids(state.removed)) == set(CARD_IDS) - set(deck)
    assert events[-1].private == {"card": "church-updown"}


@pytest.mark.parametrize(
    ("deck_change", "code", "params"),
    [
        (lambda d: d[:-1], "deck_wrong_size", {"expected": 72, "given": 71}),
        (lambda d: d + ["monks-A"], "deck_wrong_size", {"expected": 72, "given": 73}),
        (lambda d: d[:-1] + [d[0]], "deck_duplicate_card", {"card": TOP}),
        (lambda d: d[:-1] + ["monks-Z"], "unknown_card", {"card": "monks-Z"}),
        (lambda d: d[:-1] + [7], "unknown_card", {"card": "7"}),
    ],
)
def test_r9_deck_validation(deck_change, code, params):
    deck = deck_with_top(3, [TOP])
    with pytest.raises(engine.RuleViolation) as info:
        engine.new_game(3, deck=deck_change(deck))
    assert info.value.code == code and info.value.params == params


@pytest.mark.parametrize(("players", "required"), [(2, 2), (3, 1)])
def test_r9_deck_must_leave_out_the_gold_removals(players, required):
    deck = deck_with_top(players, [])
    for g in golds(2):
        if g not in deck:  # put the removed gold 2s back in, dropping other cards
            deck[deck.index(next(c for c in deck[::-1] if not c.startswith("gold")))] = g
    assert sum(1 for c in deck if c.startswith("gold-2")) == 11
    with pytest.raises(engine.RuleViolation) as info:
        engine.new_game(players, deck=deck)
    assert info.value.code == "deck_gold_removal"
    assert info.value.params == {"value": 2, "required": required}


def test_r9_four_player_deck_may_hold_every_gold_card():
    deck = deck_with_top(4, golds(1) + golds(2) + golds(3))
    state, _ = engine.new_game(4, deck=deck)
    check_invariants(state)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r10_first_seat_allocates_first_and_opens_the_auction(players):
    first = players - 1
    state, events = engine.new_game(players, first_seat=first, seed=5)
    assert state.active == first and engine.to_act(state) == first
    assert events[-1].type == "card_drawn" and events[-1].seat == first
    assert events[-1].audience == (first,)
    assert engine.view(state, first)["drawn"] is not None
    play_gift(state)
    assert state.phase == "auction" and state.active == first  # R18
    assert engine.to_act(state) == (first + 1) % players


@pytest.mark.parametrize("first", [-1, 3, "0", True, None, 1.0])
def test_r10_invalid_first_seat(first):
    with pytest.raises(engine.RuleViolation) as info:
        engine.new_game(3, first_seat=first)
    assert info.value.code == "invalid_first_seat" and info.value.params == {"players": 3}


# -------------------------------------------------------------------------------- gift phase


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r11_quotas_one_keep_one_auction_rest_public(players):
    state, _ = engine.new_game(players, seed=8)
    for _ in range(players - 1):
        assert engine.legal_actions(state, 0) == PLACE
        act(state, PLACE[2])
    # The public quota is used up.
    assert engine.legal_actions(state, 0) == PLACE[:2]
    exc = rejects(state, 0, PLACE[2])
    assert exc.code == "quota_used" and exc.params == {"to": "public"}
    act(state, PLACE[0])
    # Only the auction pile is left: forced, and still an explicit action.
    assert engine.legal_actions(state, 0) == [PLACE[1]]
    assert state.drawn is not None and engine.to_act(state) == 0
    assert rejects(state, 0, PLACE[0]).code == "quota_used"
    act(state, PLACE[1])
    assert state.drawn is None and len(state.public) == players - 1
    assert len(state.pile) == 1 and len(state.hands[0]) == 1


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r11_keep_and_auction_first_force_the_public_space(players):
    state, _ = engine.new_game(players, seed=9)
    act(state, PLACE[1])
    assert engine.legal_actions(state, 0) == [PLACE[0], PLACE[2]]
    assert rejects(state, 0, PLACE[1]).code == "quota_used"
    act(state, PLACE[0])
    for _ in range(players - 1):
        assert engine.legal_actions(state, 0) == [PLACE[2]]
        act(state, PLACE[2])
    assert engine.legal_actions(state, 0) == [] and engine.to_act(state) == 1


@pytest.mark.parametrize("to", ["", "Keep", "hand", None, 1, ["keep"]])
def test_r11_unknown_destination_is_invalid(to):
    state, _ = engine.new_game(3)
    assert rejects(state, 0, {"type": "place", "to": to}).code == "invalid_action"


def test_r12_kept_card_joins_the_hand_only_after_the_last_allocation():
    state, _ = engine.new_game(3, deck=deck_with_top(3, ["monks-A", "monks-B", "monks-C"]))
    act(state, PLACE[0])
    assert state.hands[0] == [] and CARD_IDS[state.kept] == "monks-A"
    assert engine.view(state, 0)["kept"] == "monks-A" and engine.view(state, 1)["kept"] is None
    act(state, PLACE[2])
    act(state, PLACE[2])
    assert state.hands[0] == []
    act(state, PLACE[1])
    assert ids(state.hands[0]) == ["monks-A"] and state.kept is None


@pytest.mark.parametrize("players", [3, 4])
def test_r12_takers_clockwise_from_left_of_active_each_chooses(players):
    first = 2
    top = [f"manuscripts-{x}" for x in "ABCDE"][: players + 1]
    state, _ = engine.new_game(players, first_seat=first, deck=deck_with_top(players, top))
    for action in [PLACE[0], PLACE[1]] + [PLACE[2]] * (players - 1):
        act(state, action)
    order = []
    tick = Guard(10)
    while state.public and tick():
        seat = engine.to_act(state)
        order.append(seat)
        legal = engine.legal_actions(state, seat)
        assert legal == [{"type": "take", "card": c} for c in ids(state.public)]
        for other in range(players):
            if other != seat:
                assert engine.legal_actions(state, other) == []
                assert rejects(state, other, legal[0]).code == "not_your_turn"
        act(state, legal[-1])  # the newest card: a free choice, not the oldest
        assert CARD_IDS[state.hands[seat][-1]] == legal[-1]["card"]
    assert order == [(first + k) % players for k in range(1, players)]
    assert all(len(h) == 1 for h in state.hands)


def test_r12_take_checks_the_card():
    state, _ = engine.new_game(2, deck=deck_with_top(2, ["monks-A", "monks-B", "monks-C"]))
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
    state, _ = engine.new_game(players, first_seat=1, seed=21)
    turns = []
    phase_changes = 0
    tick = Guard()
    while state.phase == "gift" and tick():
        if state.drawn is not None and sum(state.placed) == 0:
            turns.append(state.active)
        assert state.draw or state.drawn is not None or state.public or state.church
        seat = engine.to_act(state)
        action = engine.legal_actions(state, seat)[0]
        events = act(state, action)
        phase_changes += types(events).count("phase_changed")
        if state.phase == "auction":
            assert not state.draw and not state.public and state.drawn is None
            assert types(events)[-2:] == ["phase_changed", "auction_opened"]
    assert phase_changes == 1
    assert turns == [(1 + t) % players for t in range(TURNS[players])]
    assert len(state.pile) + 1 == TURNS[players]
    assert [len(h) for h in state.hands] == [TURNS[players] - c for c in church_counts(state)]


def church_counts(state: engine.GameState) -> list[int]:
    """How many church cards each seat acquired so far (they never enter hands)."""
    _, events = engine.replay(state)
    acquirers = [e.seat for e in events if e.type == "church_acquired"]
    return [acquirers.count(seat) for seat in range(state.players)]


def test_r14_hand_sizes_public_cards_secret():
    fresh, _ = engine.new_game(3, seed=4)
    play_gift(fresh)
    view = engine.view(fresh, 1)
    for hand in view["hands"]:
        assert hand["count"] == len(fresh.hands[hand["seat"]])
        assert (hand["cards"] is not None) == (hand["seat"] == 1)
    assert view["hands"][1]["cards"] == ids(fresh.hands[1])


# ------------------------------------------------------------------------------ church cards


def test_r15_r16_church_kept_first_is_resolved_before_the_next_draw():
    state = church_pending(2, "church-up1-1")
    assert state.drawn is None and state.kept is None and state.placed == [1, 0, 0]
    assert engine.to_act(state) == 0 and state.church == [0, FIRST_CHURCH, "keep"]
    pile = len(state.draw)
    assert rejects(state, 0, PLACE[1]).code == "illegal_action"
    events = act(state, adjust(("manuscripts", 1)))
    assert types(events) == ["church_resolved", "card_drawn"]
    assert len(state.draw) == pile - 1 and state.dice[4] == 4
    assert engine.legal_actions(state, 0) == PLACE[1:]  # it was the turn's keep (R16)
    assert "church-up1-1" in ids(state.face_up) and state.church is None


def test_r15_church_kept_last_then_the_takers_take():
    top = ["monks-A", "monks-B", "monks-C", "church-down1-1"]
    state, _ = engine.new_game(3, deck=deck_with_top(3, top))
    for action in (PLACE[1], PLACE[2], PLACE[2], PLACE[0]):
        act(state, action)
    assert state.church is not None and engine.to_act(state) == 0
    events = act(state, adjust(("monks", -1)))
    assert types(events) == ["church_resolved"]
    assert engine.to_act(state) == 1 and state.hands[0] == [] and state.dice[0] == 2


def test_r15_church_taken_from_the_public_space_by_the_second_picker():
    top = ["monks-A", "monks-B", "monks-C", "church-updown", "monks-D"]
    state, _ = engine.new_game(4, deck=deck_with_top(4, top))
    for action in (PLACE[0], PLACE[1], PLACE[2], PLACE[2], PLACE[2]):
        events = act(state, action)
        assert "church_acquired" not in types(events)  # seen, placed public: not acquired
    assert state.church is None
    act(state, {"type": "take", "card": "monks-C"}, seat=1)
    events = act(state, {"type": "take", "card": "church-updown"}, seat=2)
    assert types(events) == ["card_taken", "church_acquired"]
    assert events[-1].params == {"card": "church-updown", "source": "public"}
    assert engine.to_act(state) == 2 and state.hands[2] == []
    assert engine.legal_actions(state, 3) == []
    act(state, adjust(("pigments", -1)))
    assert state.dice[1] == 2 and state.hands[2] == []
    assert engine.to_act(state) == 3
    act(state, {"type": "take", "card": "monks-D"})
    assert state.active == 1


def test_r15_church_in_the_auction_pile_is_not_acquired():
    state, _ = engine.new_game(2, deck=deck_with_top(2, ["church-up2-1", "monks-A", "monks-B"]))
    events = act(state, PLACE[1])
    assert "church_acquired" not in types(events) and state.church is None
    assert ids(state.pile) == ["church-up2-1"] and state.dice == [3] * 5
    assert engine.legal_actions(state, 0) == [PLACE[0], PLACE[2]]


def test_r15_r23_church_won_at_auction_is_resolved_after_paying():
    state = planned_game(3, hands={1: ["gold-3-01"]}, auction=["church-up2-2", "monks-I"])
    win_for(state, 1, 2)
    events = act(state, {"type": "pay", "cards": ["gold-3-01"]})
    assert types(events) == ["paid", "card_won", "church_acquired"]
    assert events[-1].params == {"card": "church-up2-2", "source": "auction"}
    assert state.auction is None and state.active == 0 and engine.to_act(state) == 1
    assert "church-up2-2" not in ids(state.hands[1])
    check_invariants(state)
    events = act(state, adjust(("monks", 1), ("holy_books", 1)))
    assert types(events) == ["church_resolved", "auction_opened"]
    assert state.dice == [4, 3, 3, 4, 3] and state.active == 1  # R26
    assert CARD_IDS[state.auction.card] == "monks-I"


def test_r16_declining_is_always_legal_and_discards_face_up():
    state = church_pending(3, "church-up1-2", dice=[6, 6, 6, 6, 6])
    assert engine.legal_actions(state, 0) == [{"type": "church", "adjust": []}]
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
    legal = engine.legal_actions(state, 0)
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
    legal = [t["adjust"] for t in engine.legal_actions(state, 0)]
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
    legal = engine.legal_actions(state, 0)
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
    assert engine.legal_actions(state, 0) == [{"type": "church", "adjust": []}]
    assert rejects(state, 0, adjust(("manuscripts", -1))).code == "wrong_die_count"


# ---------------------------------------------------------------------------- auction phase


def test_r18_auction_deck_is_shuffled_by_the_seed_and_first_seat_starts():
    orders = set()
    deck = deck_with_top(3, [])
    for seed in range(6):
        state, _ = engine.new_game(3, first_seat=2, seed=seed, deck=deck)
        placed = []
        tick = Guard()
        while state.phase == "gift" and tick():
            seat = engine.to_act(state)
            action = gift_action(state, seat)
            if action == PLACE[1]:
                placed.append(state.drawn)
            act(state, action)
        deck_order = [state.auction.card] + state.pile[::-1]
        assert sorted(deck_order) == sorted(placed) and deck_order != placed
        assert state.active == 2 and engine.to_act(state) == 0
        orders.add(tuple(deck_order))
    assert len(orders) == 6  # the same deck, shuffled differently by each seed


def test_r19_bidding_order_and_passed_seats_are_not_asked_again():
    state = planned_game(4, auction=["pigments-I"], first=1)
    asked = []
    moves = {2: "bid", 3: "pass", 0: "bid", 1: "bid"}
    for _ in range(4):
        seat = engine.to_act(state)
        asked.append(seat)
        if moves[seat] == "bid":
            act(state, {"type": "bid", "amount": state.auction.high_bid + 1})
        else:
            act(state, {"type": "pass"})
    assert asked == [2, 3, 0, 1]  # left of the active seat 1, the active seat last
    assert state.auction.high_bidder == 1
    assert engine.to_act(state) == 2  # 3 passed: skipped from now on
    act(state, {"type": "pass"})
    assert engine.to_act(state) == 0
    act(state, {"type": "pass"})
    assert state.auction.awaiting and engine.to_act(state) == 1


def test_r19_bids_must_rise():
    state = planned_game(3, auction=["monks-E"])
    exc = rejects(state, 1, {"type": "bid", "amount": 0})
    assert exc.code == "bid_too_low" and exc.params == {"min": 1}
    assert engine.legal_actions(state, 1) == [
        {"type": "bid", "min": 1, "max": 66},
        {"type": "pass"},
    ]
    act(state, {"type": "bid", "amount": 5})
    for amount in (-1, 0, 4, 5):
        exc = rejects(state, 2, {"type": "bid", "amount": amount})
        assert exc.code == "bid_too_low" and exc.params == {"min": 6}
    for amount in (5.5, "6", None, True, [6]):
        assert rejects(state, 2, {"type": "bid", "amount": amount}).code == "invalid_action"
    assert rejects(state, 2, {"type": "bid"}).code == "invalid_action"
    assert engine.legal_actions(state, 2)[0] == {"type": "bid", "min": 6, "max": 66}
    act(state, {"type": "bid", "amount": 6})
    assert engine.to_act(state) == 0


def test_r19_high_bidder_wins_once_everyone_else_has_passed_without_being_asked_again():
    state = planned_game(3, auction=["monks-E"])
    act(state, {"type": "pass"}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    events = act(state, {"type": "bid", "amount": 1}, seat=0)  # the active player bids last
    assert types(events) == ["bid", "auction_won"]
    assert state.auction.awaiting and engine.to_act(state) == 0


@pytest.mark.parametrize(("card", "top"), [("monks-A", 66), ("gold-2-04", 87)])
def test_r20_bids_are_not_checked_against_the_hand_but_capped(card, top):
    state = planned_game(2, hands={1: category("monks", "BCD")}, auction=[card])
    assert sum(VALUE[c] for c in state.hands[1] if IS_GOLD[c]) < 50
    assert len(state.hands[1]) < 50
    exc = rejects(state, 1, {"type": "bid", "amount": top + 1})
    assert exc.code == "bid_too_high" and exc.params == {"max": top}
    act(state, {"type": "bid", "amount": 50})  # far above what the hand holds
    act(state, {"type": "bid", "amount": top}, seat=0)
    # Nothing can top the maximum: only passing is left (not an empty bid range).
    assert engine.legal_actions(state, 1) == [{"type": "pass"}]
    assert rejects(state, 1, {"type": "bid", "amount": top + 1}).code == "bid_too_high"
    assert rejects(state, 1, {"type": "bid", "amount": top}).code == "bid_too_low"
    assert engine.prompt(state, 1)["code"] == "bid"
    act(state, {"type": "pass"})
    assert state.auction.awaiting and state.auction.high_bid == top


def test_r20_a_huge_bid_without_gold_is_accepted_then_penalized():
    hand = category("monks", "ABCDEFGHI") + category("pigments", "ABCDEFGHI")
    state = planned_game(2, hands={1: hand}, auction=["holy_books-H"])
    act(state, {"type": "bid", "amount": 66})
    act(state, {"type": "pass"})
    assert engine.legal_actions(state, 1) == [{"type": "refuse"}]
    assert rejects(state, 1, {"type": "pay", "cards": []}).code == "payment_too_small"


@pytest.fixture
def gold_price_won():
    """Seat 1 has won monks-F (3 gold due) holding gold 1, 1, 2, 3 and monks-A."""
    hand = ["gold-1-01", "gold-1-02", "gold-2-01", "gold-3-01", "monks-A"]
    state = planned_game(3, hands={1: hand}, auction=["monks-F"])
    assert sorted(c for c in ids(state.hands[1]) if c.startswith("gold")) == sorted(hand[:4])
    win_for(state, 1, 3)
    return state


def test_r21_pay_template_and_payment_too_small(gold_price_won):
    state = gold_price_won
    gold = sum(VALUE[c] for c in state.hands[1] if IS_GOLD[c])
    assert engine.legal_actions(state, 1) == [
        {"type": "pay", "currency": "gold", "at_least": 3},
        {"type": "refuse"},
    ]
    assert gold == 7
    exc = rejects(state, 1, {"type": "pay", "cards": ["gold-1-01", "gold-1-02"]})
    assert exc.code == "payment_too_small" and exc.params == {"paid": 2, "due": 3}
    assert rejects(state, 1, {"type": "pay", "cards": []}).code == "payment_too_small"


def test_r21_overpayment_accepted_no_change(gold_price_won):
    state = gold_price_won
    gold = sum(VALUE[c] for c in state.hands[1] if IS_GOLD[c])
    events = act(state, {"type": "pay", "cards": ["gold-2-01", "gold-3-01"]})
    assert events[0].params == {
        "currency": "gold",
        "amount": 3,
        "count": 2,
        "cards": ["gold-2-01", "gold-3-01"],
    }
    assert sum(VALUE[c] for c in state.hands[1] if IS_GOLD[c]) == gold - 5
    assert ids(state.face_up)[-2:] == ["gold-2-01", "gold-3-01"]
    assert "monks-F" in ids(state.hands[1]) and state.active == 1


def test_r21_exact_payment(gold_price_won):
    state = gold_price_won
    act(state, {"type": "pay", "cards": ["gold-1-01", "gold-2-01"]})
    assert "monks-F" in ids(state.hands[1])


@pytest.mark.parametrize(
    ("cards", "code", "params"),
    [
        (["gold-3-01", "monks-A"], "payment_not_gold", {"card": "monks-A"}),
        (["gold-3-02"], "card_not_in_hand", {"card": "gold-3-02"}),
        (["monks-F"], "card_not_in_hand", {"card": "monks-F"}),  # never pays for itself
        (["gold-3-01", "gold-3-01"], "duplicate_card", {"card": "gold-3-01"}),
        (["gold-9-01"], "unknown_card", {"card": "gold-9-01"}),
        ([3], "invalid_action", {}),
        ("gold-3-01", "invalid_action", {}),
        (None, "invalid_action", {}),
    ],
)
def test_r21_payment_checks(gold_price_won, cards, code, params):
    action = {"type": "pay"} if cards is None else {"type": "pay", "cards": cards}
    exc = rejects(gold_price_won, 1, action)
    assert exc.code == code and exc.params == params


def test_r21_pay_template_only_when_the_hand_can_pay():
    state = planned_game(3, hands={1: ["gold-1-01", "gold-2-01"]}, auction=["monks-F"])
    gold = sum(VALUE[c] for c in state.hands[1] if IS_GOLD[c])
    win_for(state, 1, gold + 1)
    assert engine.legal_actions(state, 1) == [{"type": "refuse"}]
    assert engine.prompt(state, 1) == {
        "code": "pay",
        "params": {"card": "monks-F", "currency": "gold", "amount": gold + 1},
    }


def test_r22_gold_card_paid_with_exactly_that_many_cards_of_any_kind():
    state = planned_game(
        3, hands={2: ["monks-A", "holy_books-B", "gold-3-01"]}, auction=["gold-1-07"]
    )
    win_for(state, 2, 3)
    assert engine.legal_actions(state, 2)[0] == {"type": "pay", "currency": "cards", "count": 3}
    four = ids(state.hands[2][:4])
    for cards in (four[:1], four[:2], four, []):
        exc = rejects(state, 2, {"type": "pay", "cards": cards})
        assert exc.code == "wrong_card_count"
        assert exc.params == {"expected": 3, "given": len(cards)}
    act(state, {"type": "pay", "cards": ["monks-A", "holy_books-B", "gold-3-01"]})
    assert ids(state.face_down) == ["monks-A", "holy_books-B", "gold-3-01"]
    assert "gold-1-07" in ids(state.hands[2])


def test_r22_gold_card_hand_too_small_only_refuse():
    state = planned_game(2, auction=["gold-1-07"])
    win_for(state, 1, len(state.hands[1]) + 1)
    assert engine.legal_actions(state, 1) == [{"type": "refuse"}]


def test_r22_gold_card_paid_with_the_whole_hand():
    state = planned_game(2, auction=["gold-1-07"])
    size = len(state.hands[1])
    win_for(state, 1, size)
    assert engine.legal_actions(state, 1)[0] == {"type": "pay", "currency": "cards", "count": size}
    act(state, {"type": "pay", "cards": ids(state.hands[1])})
    assert ids(state.hands[1]) == ["gold-1-07"] and len(state.face_down) == size


def test_r24_penalty_stops_when_the_hand_is_empty():
    """4 players; seat 1 pays 15 of its 16 cards for a gold card, then wins and refuses."""
    state = planned_game(4, hands={1: ["holy_books-A"]}, auction=["gold-2-02", "monks-B"])
    win_for(state, 1, 15)
    act(state, {"type": "pay", "cards": ids(state.hands[1][1:])})
    assert sorted(ids(state.hands[1])) == ["gold-2-02", "holy_books-A"]
    assert state.active == 1
    win_for(state, 1, 9)
    events = act(state, {"type": "refuse"})
    assert types(events) == ["penalized", "card_transferred", "card_transferred"]
    assert [e.seat for e in events[1:]] == [2, 3]  # seat 0 gets nothing: the hand is empty
    assert state.hands[1] == []
    taken = {e.private["card"] for e in events[1:]}
    assert taken == {"gold-2-02", "holy_books-A"}
    assert engine.to_act(state) == 2  # left of the active seat 1, which is now excluded
    check_invariants(state)


def test_r24_penalty_with_an_empty_hand_still_excludes():
    auction = ["gold-2-02", "monks-B", "monks-C"]
    state = planned_game(2, hands={1: ["holy_books-A"]}, auction=auction)
    win_for(state, 1, 20)
    act(state, {"type": "pay", "cards": ids(state.hands[1])})  # all 20 cards
    assert ids(state.hands[1]) == ["gold-2-02"]
    win_for(state, 1, 1)
    act(state, {"type": "pay", "cards": ["gold-2-02"]})  # its last card
    assert ids(state.hands[1]) == ["monks-B"] and state.active == 0
    win_for(state, 1, 1)
    act(state, {"type": "refuse"})  # standard: the other seat takes monks-B
    assert state.hands[1] == [] and "monks-B" in ids(state.hands[0])
    assert state.active == 0 and CARD_IDS[state.auction.card] == "monks-C"
    assert state.auction.excluded == 0b10 and engine.to_act(state) == 0
    act(state, {"type": "bid", "amount": 2}, seat=0)
    events = act(state, {"type": "refuse"}, seat=0)
    assert types(events) == ["penalized", "card_transferred", "card_discarded", "auction_opened"]
    assert events[2].params == {"card": "monks-C", "reason": "excluded"}
    assert state.active == 1  # every player excluded: discarded, the next seat is active
    assert state.auction.excluded == 0 and "monks-C" in ids(state.face_up)
    # Seat 1 received one card in seat 0's penalty: it wins, refuses and loses it.
    assert len(state.hands[1]) == 1
    win_for(state, 1, 1)
    events = act(state, {"type": "refuse"})
    assert types(events) == ["penalized", "card_transferred"] and state.hands[1] == []
    act(state, {"type": "pass"}, seat=0)  # alone: unsold, the next card comes
    # With an empty hand the penalty takes nothing, and still excludes.
    win_for(state, 1, 1)
    events = act(state, {"type": "refuse"})
    assert types(events) == ["penalized"]
    assert state.auction.excluded == 0b10 and engine.to_act(state) == 0


def test_r24_reauction_clears_passes_and_starts_left_of_the_same_active_seat():
    state = planned_game(4, auction=["holy_books-H"], first=2)
    act(state, {"type": "pass"}, seat=3)
    act(state, {"type": "bid", "amount": 60}, seat=0)
    act(state, {"type": "pass"}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    assert engine.to_act(state) == 0 and state.auction.awaiting
    act(state, {"type": "refuse"})
    a = state.auction
    assert a.passed == 0 and a.excluded == 1 and a.high_bid == 0 and not a.awaiting
    assert state.active == 2 and engine.to_act(state) == 3  # seat 3's pass was cleared
    assert engine.view(state, None)["auction"]["excluded"] == [0]
    act(state, {"type": "bid", "amount": 60}, seat=3)
    assert engine.to_act(state) == 1  # the excluded seat 0 is skipped
    act(state, {"type": "pass"})
    act(state, {"type": "pass"}, seat=2)
    assert engine.to_act(state) == 3
    act(state, {"type": "refuse"})
    assert state.auction.excluded == 0b1001  # exclusions accumulate
    assert engine.to_act(state) == 1
    act(state, {"type": "bid", "amount": 60})
    act(state, {"type": "pass"}, seat=2)
    act(state, {"type": "refuse"}, seat=1)
    assert engine.to_act(state) == 2 and state.auction.excluded == 0b1011
    # A lone eligible player still has to bid or pass (R19).
    assert engine.legal_actions(state, 2) == [
        {"type": "bid", "min": 1, "max": 66},
        {"type": "pass"},
    ]
    assert rejects(state, 2, {"type": "bid", "amount": 0}).code == "bid_too_low"
    act(state, {"type": "bid", "amount": 60})
    assert state.auction.awaiting and engine.to_act(state) == 2
    events = act(state, {"type": "refuse"})
    # Every player is excluded: discarded face-up, the next seat reveals (R24, R26).
    assert types(events) == ["penalized"] + ["card_transferred"] * 3 + [
        "card_discarded",
        "auction_opened",
    ]
    assert events[4].params == {"card": "holy_books-H", "reason": "excluded"}
    assert "holy_books-H" in ids(state.face_up)
    assert state.active == 3 and types(events)[-1] == "auction_opened"
    assert state.auction.excluded == 0 and engine.to_act(state) == 0
    check_invariants(state)


def test_r19_lone_eligible_player_passing_discards_unsold():
    state = planned_game(2, auction=["holy_books-H", "monks-A"])
    win_for(state, 1, 30)
    act(state, {"type": "refuse"})
    assert engine.to_act(state) == 0
    assert engine.legal_actions(state, 0) == [
        {"type": "bid", "min": 1, "max": 66},
        {"type": "pass"},
    ]
    events = act(state, {"type": "pass"})
    assert events[1].type == "card_discarded" and events[1].params["reason"] == "unsold"
    assert state.active == 1


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_r25_medieval_bluff_removes_one_random_card_face_down(seed):
    state = planned_game(3, auction=["holy_books-H"], variant="medieval_bluff", seed=seed)
    hands = [list(h) for h in state.hands]
    win_for(state, 2, 40)
    events = act(state, {"type": "refuse"})
    assert types(events) == ["penalized", "card_removed"]
    removed = events[1]
    assert removed.seat == 2 and removed.params == {} and removed.audience == (2,)
    card = CARD_INDEX[removed.private["card"]]
    assert card in hands[2] and state.face_down == [card]
    assert len(state.hands[2]) == len(hands[2]) - 1
    assert state.hands[0] == hands[0] and state.hands[1] == hands[1]
    assert state.auction.excluded == 0b100 and engine.to_act(state) == 1
    for seat in (0, 1, None):
        assert removed.visible_to(seat)["params"] == {}
        assert engine.view(state, seat)["discards"]["face_down"] == 1
    assert removed.visible_to(2)["params"] == {"card": CARD_IDS[card]}


def test_r25_bluff_removals_down_to_an_empty_hand():
    """4 players; seat 1 pays 15 of its 16 cards for a gold card, then refuses three times."""
    auction = ["gold-2-02", "monks-B", "monks-C", "monks-D"]
    state = planned_game(4, hands={1: ["holy_books-A"]}, auction=auction, variant="medieval_bluff")
    win_for(state, 1, 15)
    act(state, {"type": "pay", "cards": ids(state.hands[1][1:])})
    face_down = len(state.face_down)
    for removed, left in ((1, 1), (1, 0), (0, 0)):
        card = state.auction.card
        win_for(state, 1, 9)
        events = act(state, {"type": "refuse"})
        assert types(events) == ["penalized"] + ["card_removed"] * removed
        assert len(state.hands[1]) == left and state.auction.excluded == 0b10
        for _ in range(3):  # the three others pass: discarded, the next card comes
            act(state, {"type": "pass"})
        assert CARD_IDS[card] in ids(state.face_up)
    assert len(state.face_down) == face_down + 2


def test_r25_the_removed_card_is_random():
    picked = set()
    for seed in range(8):
        state = planned_game(3, auction=["holy_books-H"], variant="medieval_bluff", seed=seed)
        win_for(state, 2, 40)
        act(state, {"type": "refuse"})
        picked.add(state.face_down[0])
    assert len(picked) > 1


def test_r24_standard_transfers_are_random():
    picked = set()
    for seed in range(8):
        state = planned_game(3, auction=["holy_books-H"], seed=seed)
        win_for(state, 2, 40)
        events = act(state, {"type": "refuse"})
        picked.add(tuple(e.private["card"] for e in events[1:]))
    assert len(picked) > 1


def test_r26_turn_order_in_the_auction_and_the_end_of_the_game():
    """Each card (won and paid, refused then re-auctioned, discarded, church) moves one seat."""
    state = planned_game(3, hands={2: golds(3)[:5]}, first=1)
    openers = []
    events = []
    seen = set()
    tick = Guard()
    while state.phase == "auction" and tick():
        seat = engine.to_act(state)
        legal = engine.legal_actions(state, seat)
        a = state.auction
        if legal[0]["type"] == "church":
            action = legal[-1]
        elif legal[0]["type"] == "pay" and "count" in legal[0]:
            action = {"type": "pay", "cards": ids(state.hands[seat][: legal[0]["count"]])}
        elif legal[0]["type"] == "pay":
            action = {"type": "pay", "cards": gold_payment(state, seat, legal[0]["at_least"])}
        elif legal[-1]["type"] == "refuse":
            action = legal[-1]
        elif a.high_bidder is None and seat == (state.active + 1) % 3:
            action = {"type": "bid", "amount": 1 + len(openers) % 3}
        else:
            action = {"type": "pass"}
        events = act(state, action)
        seen.update(types(events))
        openers += [e.seat for e in events if e.type == "auction_opened"]
        for e in events:
            if e.type == "auction_opened":
                assert e.seat == state.active
    assert openers == [(1 + k) % 3 for k in range(1, TURNS[3])]  # the first was opened by 1
    assert {"paid", "penalized", "card_discarded", "church_resolved"} <= seen
    assert types(events)[-2:] == ["phase_changed", "game_over"]
    assert state.phase == "over" and engine.to_act(state) is None and state.auction is None
    assert not state.pile and state.church is None


# ----------------------------------------------------------------------------------- scoring


def reference_score(hands: list[list[int]], dice: list[int]) -> tuple[list, list, list]:
    """R27–R29 written independently: (category winners, VP, ranks)."""
    n = len(hands)
    winners = []
    for c in range(5):
        totals = [sum(VALUE[x] for x in h if CATEGORY_OF[x] == c) for h in hands]
        best = max(totals)
        if best == 0:
            winners.append(None)
            continue
        tied = [s for s in range(n) if totals[s] == best]
        letters = {s: min(LETTER[x] for x in hands[s] if CATEGORY_OF[x] == c) for s in tied}
        winners.append(min(tied, key=letters.__getitem__))
    vp = [sum(dice[c] for c in range(5) if winners[c] == s) for s in range(n)]

    def better(a: int, b: int) -> int:
        """1 if seat a ranks before b, -1 after, 0 tied."""
        if vp[a] != vp[b]:
            return 1 if vp[a] > vp[b] else -1
        ga = sum(VALUE[x] for x in hands[a] if IS_GOLD[x])
        gb = sum(VALUE[x] for x in hands[b] if IS_GOLD[x])
        if ga != gb:
            return 1 if ga > gb else -1
        for c in range(5):
            ta = sum(VALUE[x] for x in hands[a] if CATEGORY_OF[x] == c)
            tb = sum(VALUE[x] for x in hands[b] if CATEGORY_OF[x] == c)
            if ta != tb:
                return 1 if ta > tb else -1
            la = min([LETTER[x] for x in hands[a] if CATEGORY_OF[x] == c], default=99)
            lb = min([LETTER[x] for x in hands[b] if CATEGORY_OF[x] == c], default=99)
            if la != lb:
                return 1 if la < lb else -1
        return 0

    ranks = [1 + sum(1 for b in range(n) if better(b, a) == 1) for a in range(n)]
    return winners, vp, ranks


def scored(hands: list[list[str]], dice: list[int] | None = None) -> dict:
    state, _ = engine.new_game(len(hands), seed=1)
    state.hands = [[CARD_INDEX[c] for c in h] for h in hands]
    if dice is not None:
        state.dice = list(dice)
    return score(state)


def test_r27_highest_total_wins_tie_by_letter_nobody_without_cards():
    result = scored(
        [
            ["monks-H", "pigments-A", "holy_books-B"],
            ["monks-A", "monks-B", "pigments-B", "holy_books-A"],
            ["monks-I", "forbidden_tomes-I"],
        ],
        dice=[4, 5, 2, 6, 1],
    )
    cats = result["categories"]
    assert cats["monks"] == {"die": 4, "totals": [4, 4, 4], "winner": 1}  # letter A
    assert cats["pigments"] == {"die": 5, "totals": [2, 2, 0], "winner": 0}
    assert cats["forbidden_tomes"] == {"die": 2, "totals": [0, 0, 2], "winner": 2}
    assert cats["holy_books"]["winner"] == 1
    assert cats["manuscripts"] == {"die": 1, "totals": [0, 0, 0], "winner": None}
    assert [s["vp"] for s in result["seats"]] == [5, 4 + 6, 2]  # R28: nobody scores the 1


def test_r27_more_cards_do_not_beat_a_higher_total():
    result = scored(
        [["holy_books-A", "holy_books-B", "holy_books-C"], ["holy_books-H", "holy_books-I"]]
    )
    assert result["categories"]["holy_books"]["winner"] == 1  # 4 beats 3


def test_r27_through_a_whole_game_nobody_holds_a_category():
    state = planned_game(2, removed=category("manuscripts", "ABCDEFGHI"))
    state.dice[4] = 6
    finish_passing(state)
    result = engine.view(state, 0)["result"]
    assert result["categories"]["manuscripts"] == {"die": 6, "totals": [0, 0], "winner": None}
    assert sum(s["vp"] for s in result["seats"]) == sum(state.dice) - 6


@pytest.mark.parametrize(
    ("hands", "dice", "vp", "ranks"),
    [
        # VP first (seat 1 has more gold).
        ([["monks-A"], ["pigments-A", *golds(3)]], [4, 3, 3, 3, 3], [4, 3], [1, 2]),
        # Equal VP: more gold (E4), before the monks total.
        ([["monks-A", "gold-1-01"], ["pigments-A", "gold-2-01"]], None, [3, 3], [2, 1]),
        # Equal VP and gold: the higher Monks total (not Pigments).
        (
            [["monks-H", "pigments-A"], ["monks-A", "pigments-H", "pigments-I"]],
            None,
            [3, 3],
            [1, 2],
        ),
        # Equal VP, gold and monks total: the earliest monks letter (not Pigments next).
        ([["monks-C", "monks-E", "pigments-A"], ["monks-B", "monks-F"]], None, [3, 3], [2, 1]),
        # Nobody holds monks: the Pigments total before the following categories.
        ([["pigments-I"], ["pigments-A", "forbidden_tomes-I"]], None, [3, 3], [1, 2]),
        # Pigments totals equal: the earliest Pigments letter (not Forbidden Tomes next).
        ([["pigments-B", "forbidden_tomes-H"], ["pigments-A"]], None, [3, 3], [2, 1]),
        # Then the following categories in Scriptorium order: Forbidden Tomes before Holy Books.
        ([["forbidden_tomes-H"], ["forbidden_tomes-A", "holy_books-I"]], None, [3, 3], [1, 2]),
        # Shared ranks and the next place skipped (1, 1, 3).
        ([golds(2)[:2], golds(1)[:4], golds(3)[:1]], None, [0, 0, 0], [1, 1, 3]),
        (
            [["gold-3-01", "gold-1-01"], ["gold-2-01", "gold-1-02"], ["gold-3-02"], ["gold-1-03"]],
            None,
            [0, 0, 0, 0],
            [1, 2, 2, 4],
        ),
    ],
)
def test_r29_ranking_chain(hands, dice, vp, ranks):
    result = scored(hands, dice)
    assert [s["vp"] for s in result["seats"]] == vp
    assert [s["rank"] for s in result["seats"]] == ranks
    _, ref_vp, ref_ranks = reference_score([ints(h) for h in hands], dice or [3] * 5)
    assert (ref_vp, ref_ranks) == (vp, ranks)


def test_r27_r29_match_an_independent_reference_on_random_deals():
    rnd = random.Random(2024)
    cards = [c for c in range(CARD_COUNT) if not IS_CHURCH[c]]
    for _ in range(600):
        n = rnd.choice(PLAYER_COUNTS)
        rnd.shuffle(cards)
        size = rnd.randrange(0, 12)
        hands = [sorted(cards[i * size : (i + 1) * size]) for i in range(n)]
        if rnd.random() < 0.3:  # gold only: ties on VP, often on gold too
            pool = [c for c in cards if IS_GOLD[c]]
            hands = [pool[3 * i : 3 * i + rnd.randrange(3)] for i in range(n)]
        dice = [rnd.randint(1, 6) for _ in range(5)]
        result = scored([ids(h) for h in hands], dice)
        winners, vp, ranks = reference_score(hands, dice)
        assert [result["categories"][c]["winner"] for c in CATEGORIES] == winners
        assert [s["vp"] for s in result["seats"]] == vp
        assert [s["rank"] for s in result["seats"]] == ranks


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_r26_r30_game_over_reveals_everything(players, variant):
    state, events = policy_game(players, variant, seed=100 + players)
    assert state.phase == "over" and events[-1].type == "game_over"
    assert state.face_down  # something left play face-down: the reveal is not vacuous
    assert types(events)[-2:] == ["phase_changed", "game_over"]
    for seat in list(range(players)) + [None]:
        view = engine.view(state, seat)
        result = view["result"]
        assert view["legal_actions"] == [] and view["to_act"] == []
        assert view["prompt"]["code"] == "game_over"
        assert [h["cards"] for h in view["hands"]] == [ids(h) for h in state.hands]
        assert result["hands"] == [ids(h) for h in state.hands]
        assert sorted(result["removed"]) == sorted(ids(state.removed))
        assert result["face_down"] == ids(state.face_down)
        assert result["seed"] == state.seed
        for e in events:
            shown = engine.event_view(e, seat, state)["params"]
            assert shown == {**e.params, **(e.private or {})}
    winners = [s["seat"] for s in engine.view(state, None)["result"]["seats"] if s["rank"] == 1]
    assert events[-1].params["winners"] == winners


def test_r30_nothing_hidden_is_revealed_before_the_end():
    state, _ = engine.new_game(3, seed=77)
    play_gift(state)
    view = engine.view(state, None)
    assert view["result"] is None
    assert all(h["cards"] is None for h in view["hands"])


# -------------------------------------------------------------------------- order of checks


def test_check_order_game_over_first():
    state, _ = policy_game(2, "standard", seed=3)
    for seat in (0, 1, None, 7):
        for action in ({"type": "pass"}, "garbage", {"type": "place", "to": "keep"}):
            exc = rejects(state, seat, action)
            assert exc.code == "game_over" and exc.params == {}


def test_check_order_not_your_turn_before_the_action_rules():
    state, _ = engine.new_game(3, seed=1)
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
    state, _ = engine.new_game(3, seed=1)
    exc = rejects(state, 0, action)
    assert exc.code == "invalid_action" and exc.params == {}


@pytest.mark.parametrize("kind", ["take", "church", "bid", "pass", "pay", "refuse"])
def test_illegal_action_for_a_wrong_action_type_in_the_gift_phase(kind):
    state, _ = engine.new_game(3, seed=1)
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
    state, _ = engine.new_game(4, "medieval_bluff", seed=12)
    rnd = random.Random(5)
    checked = 0
    tick = Guard()
    while state.phase != "over" and tick():
        seat = engine.to_act(state)
        legal = engine.legal_actions(state, seat)
        for action in candidate_actions(rnd, state, seat):
            if not is_legal(state, seat, action, legal):
                rejects(state, seat, action)
                checked += 1
        engine.apply_action(state, seat, engine.policy.choose(rnd, state, seat, legal))
    assert checked > 1000
