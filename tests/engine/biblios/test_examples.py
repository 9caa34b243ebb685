"""The rulebooks' worked examples E1–E8 (biblios-rules.md) as scenarios from fixed decks."""

from __future__ import annotations

from engine import biblios
from engine.biblios import scoring
from engine.biblios.cards import CARD_IDS, CARD_INDEX, IS_GOLD, VALUE
from tests.engine.biblios.helpers import (
    act,
    actor,
    category,
    check_invariants,
    deck_with_top,
    finish_passing,
    golds,
    ids,
    planned_game,
    rejects,
    types,
)


def gold_of(state: biblios.GameState, seat: int) -> int:
    return sum(VALUE[c] for c in state.hands[seat] if IS_GOLD[c])


def test_e1_gift_turn_three_players_forced_public_and_takes_clockwise():
    """E1 (R11, R12): monk → auction, gold 1 → public, monk → keep, gold 2 forced public."""
    deck = deck_with_top(3, ["monks-A", "gold-1-01", "monks-B", "gold-2-01"])
    state, events = biblios.new_game(3, deck=deck)
    assert types(events) == ["game_created", "card_drawn"]
    assert CARD_IDS[state.drawn] == "monks-A"
    act(state, {"type": "place", "to": "auction"})
    assert CARD_IDS[state.drawn] == "gold-1-01"
    act(state, {"type": "place", "to": "public"})
    act(state, {"type": "place", "to": "keep"})
    assert CARD_IDS[state.drawn] == "gold-2-01"
    # Only the public space has quota left: the placement is forced but still an action.
    assert biblios.legal_actions(state, 0) == [{"type": "place", "to": "public"}]
    assert rejects(state, 0, {"type": "place", "to": "keep"}).code == "quota_used"
    assert rejects(state, 0, {"type": "place", "to": "auction"}).code == "quota_used"
    act(state, {"type": "place", "to": "public"})
    assert ids(state.hands[0]) == ["monks-B"]  # the kept card joined the hand (R12)
    assert ids(state.pile) == ["monks-A"]
    assert ids(state.public) == ["gold-1-01", "gold-2-01"]
    assert actor(state) == 1  # left of the active player takes first
    act(state, {"type": "take", "card": "gold-2-01"})
    assert actor(state) == 2
    assert biblios.legal_actions(state, 2) == [{"type": "take", "card": "gold-1-01"}]
    act(state, {"type": "take", "card": "gold-1-01"})
    assert [ids(h) for h in state.hands] == [["monks-B"], ["gold-2-01"], ["gold-1-01"]]
    assert state.active == 1 and actor(state) == 1  # R13: next seat allocates
    assert CARD_IDS[state.drawn] == deck[4]
    check_invariants(state)


def test_e2_bids_earlier_pass_counts_and_overpayment_without_change():
    """E2 (R19, R21): B 1, C pass, A 3, B 4, A pass → B wins and pays 2+3 = 5 for a bid of 4."""
    a, b, c = 0, 1, 2
    state = planned_game(
        3,
        hands={b: ["gold-2-01", "gold-3-01"] + category("monks", "ABCDEFGHI") + ["pigments-A"]},
        auction=["forbidden_tomes-H"],
    )
    assert not any(IS_GOLD[x] and VALUE[x] == 1 for x in state.hands[b])  # B has no gold 1
    assert state.active == a and CARD_IDS[state.auction.card] == "forbidden_tomes-H"
    b_gold = gold_of(state, b)
    assert actor(state) == b  # bidding starts left of the active player
    act(state, {"type": "bid", "amount": 1})
    assert actor(state) == c
    act(state, {"type": "pass"})
    assert actor(state) == a
    act(state, {"type": "bid", "amount": 3})
    assert actor(state) == b
    act(state, {"type": "bid", "amount": 4})
    assert actor(state) == a  # C passed earlier and is not asked again
    events = act(state, {"type": "pass"})
    assert types(events) == ["pass", "auction_won"]
    assert events[-1].seat == b and events[-1].params["amount"] == 4
    assert actor(state) == b
    assert {"type": "pay", "currency": "gold", "at_least": 4} in biblios.legal_actions(state, b)
    events = act(state, {"type": "pay", "cards": ["gold-2-01", "gold-3-01"]})
    paid = events[0]
    assert paid.type == "paid" and paid.params["cards"] == ["gold-2-01", "gold-3-01"]
    assert paid.params["amount"] == 4 and paid.private is None  # shown to all (R21)
    assert gold_of(state, b) == b_gold - 5  # no change is given
    assert "forbidden_tomes-H" in ids(state.hands[b])
    assert {"gold-2-01", "gold-3-01"} <= set(ids(state.face_up))
    assert state.active == b  # R26
    check_invariants(state)


def test_e3_monk_tie_goes_to_the_earliest_letter():
    """E3 (R27): both hold 9 in monks; the "B" holder beats the best "C" and scores the 5."""
    state = planned_game(
        2,
        hands={0: category("monks", "BEH"), 1: category("monks", "CFI")},
        removed=category("monks", "ADG"),
    )
    state.dice[0] = 5  # the monk die shows 5 (set directly: no church card in this deal)
    finish_passing(state)
    result = biblios.view(state, None)["result"]
    assert result["categories"]["monks"] == {"die": 5, "totals": [9, 9], "winner": 0}
    assert scoring.category_standings(state.hands[1])[0] == (9, 2)  # best letter C


def test_e4_final_tie_on_vp_goes_to_more_gold():
    """E4 (R29): both have 8 VP; the one with more gold is first."""
    books = [
        f"{cat}-{x}" for cat in ("forbidden_tomes", "holy_books", "manuscripts") for x in "ABCDEF"
    ]
    hands = {
        0: category("monks", "ABCDEFGHI") + category("pigments", "ABCDEFGHI") + golds(3)[:2],
        1: books + ["gold-1-01", "gold-2-01"],
    }
    state = planned_game(2, hands=hands)
    state.dice[:] = [5, 3, 3, 3, 2]
    events = finish_passing(state)
    result = biblios.view(state, None)["result"]
    assert [s["vp"] for s in result["seats"]] == [8, 8]
    assert [s["gold"] for s in result["seats"]] == [6, 3]
    assert [s["rank"] for s in result["seats"]] == [1, 2]
    assert events[-1].type == "game_over" and events[-1].params["winners"] == [0]


def test_e5_church_kept_first_lowers_two_dice_then_allocation_continues():
    """E5 (R15–R17): "−1 two dice" kept first: Holy Books 2→1, Pigments 3→2, then go on."""
    top = ["monks-A", "monks-B", "church-down1-1", "gold-1-01"]  # seat 0's turn
    top += ["church-down2-1", "monks-C", "monks-D", "monks-E"]  # seat 1's turn
    state, _ = biblios.new_game(3, deck=deck_with_top(3, top))
    for to in ("keep", "auction", "public", "public"):
        act(state, {"type": "place", "to": to})
    act(state, {"type": "take", "card": "church-down1-1"}, seat=1)  # Holy Books 3 → 2
    act(state, {"type": "church", "adjust": [{"category": "holy_books", "delta": -1}]}, seat=1)
    act(state, {"type": "take", "card": "gold-1-01"}, seat=2)
    assert state.dice == [3, 3, 3, 2, 3]
    assert state.active == 1 and CARD_IDS[state.drawn] == "church-down2-1"
    draw_left = len(state.draw)
    events = act(state, {"type": "place", "to": "keep"})
    assert types(events) == ["card_placed", "church_acquired"]  # no card drawn yet (R15)
    assert state.drawn is None and state.kept is None and len(state.draw) == draw_left
    assert actor(state) == 1
    adjust = [{"category": "holy_books", "delta": -1}, {"category": "pigments", "delta": -1}]
    assert {"type": "church", "adjust": adjust[::-1]} in biblios.legal_actions(state, 1)
    events = act(state, {"type": "church", "adjust": adjust})
    assert types(events) == ["church_resolved", "card_drawn"]
    assert state.dice == [3, 2, 3, 1, 3]
    assert "church-down2-1" in ids(state.face_up)
    # The church card was the turn's keep: the allocation goes on without a keep.
    assert CARD_IDS[state.drawn] == "monks-C"
    assert biblios.legal_actions(state, 1) == [
        {"type": "place", "to": "auction"},
        {"type": "place", "to": "public"},
    ]
    for to in ("public", "auction", "public"):
        act(state, {"type": "place", "to": to})
    # Neither church card ever entered seat 1's hand, and nothing else was kept this turn.
    assert state.hands[1] == [] and state.kept is None
    assert actor(state) == 2 and ids(state.public) == ["monks-C", "monks-E"]
    check_invariants(state)


def test_e6_all_pass_discards_face_up_and_next_seat_becomes_active():
    """E6 (R19, R26): nobody bids → discarded face-up; the seat left of the active one reveals."""
    state = planned_game(3, auction=["holy_books-A", "monks-A"])
    events = []
    for seat in (1, 2):
        events += act(state, {"type": "pass"}, seat=seat)
    assert actor(state) == 0  # the active player is asked too
    events += act(state, {"type": "pass"}, seat=0)
    assert types(events)[-3:] == ["pass", "card_discarded", "auction_opened"]
    assert events[-2].params == {"card": "holy_books-A", "reason": "unsold"}
    assert "holy_books-A" in ids(state.face_up)
    assert state.active == 1 and events[-1].seat == 1
    assert CARD_IDS[state.auction.card] == "monks-A"
    assert actor(state) == 2
    check_invariants(state)


def test_e7_gold_auction_paid_with_two_cards_face_down():
    """E7 (R22): bid 2 cards, others pass, the winner discards 2 cards face-down, takes the gold."""
    state = planned_game(3, hands={1: ["monks-A", "gold-1-01"]}, auction=["gold-3-05"])
    assert state.auction is not None and biblios.view(state, 2)["auction"]["currency"] == "cards"
    act(state, {"type": "bid", "amount": 2}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    act(state, {"type": "pass"}, seat=0)
    assert biblios.legal_actions(state, 1) == [
        {"type": "pay", "currency": "cards", "count": 2},
        {"type": "refuse"},
    ]
    size = len(state.hands[1])
    events = act(state, {"type": "pay", "cards": ["monks-A", "gold-1-01"]})
    paid = events[0]
    assert paid.visible_to(1)["params"]["cards"] == ["monks-A", "gold-1-01"]
    for seat in (0, 2, None):
        seen = paid.visible_to(seat)["params"]
        assert seen == {"currency": "cards", "amount": 2, "count": 2}
        text = str(biblios.view(state, seat))
        assert "monks-A" not in text and "gold-1-01" not in text
        assert biblios.view(state, seat)["discards"]["face_down"] == 2
    assert len(state.hands[1]) == size - 2 + 1 and "gold-3-05" in ids(state.hands[1])
    assert ids(state.face_down) == ["monks-A", "gold-1-01"]
    check_invariants(state)


def test_e8_penalty_four_players_three_random_takes_then_reauction_without_winner():
    """E8 (R24): wins at 3 holding only Gold 1; the three others each take a random card."""
    winner_hand = ["gold-1-01"] + category("monks", "ABCDEFGHI") + category("pigments", "ABCDEF")
    state = planned_game(4, hands={1: winner_hand}, auction=["manuscripts-H"])
    assert gold_of(state, 1) == 1
    act(state, {"type": "bid", "amount": 3}, seat=1)
    for seat in (2, 3, 0):
        act(state, {"type": "pass"}, seat=seat)
    assert biblios.legal_actions(state, 1) == [{"type": "refuse"}]  # the hand cannot pay
    exc = rejects(state, 1, {"type": "pay", "cards": ["gold-1-01"]})
    assert exc.code == "payment_too_small" and exc.params == {"paid": 1, "due": 3}
    before = [list(h) for h in state.hands]
    events = act(state, {"type": "refuse"})
    assert types(events) == ["penalized"] + ["card_transferred"] * 3
    assert [e.seat for e in events[1:]] == [2, 3, 0]  # clockwise from the winner's left
    for e, taker in zip(events[1:], (2, 3, 0), strict=True):
        card = e.private["card"]
        assert e.audience == (taker, 1) and e.params == {"from": 1}
        assert CARD_INDEX[card] in before[1]
        assert CARD_INDEX[card] in state.hands[taker]
        for seat in (0, 1, 2, 3, None):
            assert ("card" in e.visible_to(seat)["params"]) == (seat in (taker, 1))
    assert len(state.hands[1]) == len(before[1]) - 3
    assert all(len(state.hands[s]) == len(before[s]) + 1 for s in (0, 2, 3))
    a = state.auction
    assert CARD_IDS[a.card] == "manuscripts-H" and a.excluded == 1 << 1
    assert a.passed == 0 and a.high_bid == 0 and a.high_bidder is None
    assert state.active == 0 and actor(state) == 2  # seat 1 is skipped
    assert biblios.legal_actions(state, 1) == []
    check_invariants(state)
