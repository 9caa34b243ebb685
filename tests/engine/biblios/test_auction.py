"""The auction phase (R18–R26, ``engine/biblios/auction.py``): bidding, payment, the
penalty and the Medieval Bluff, and the turn order to the end of the game; one or more
tests per rule of biblios-rules.md, each failing if the rule is broken."""

from __future__ import annotations

import pytest

from engine import biblios
from engine.biblios.cards import CARD_IDS, CARD_INDEX, IS_GOLD, VALUE
from tests.engine.biblios.helpers import (
    PLACE,
    TURNS,
    Guard,
    act,
    actor,
    category,
    check_invariants,
    deck_with_top,
    gift_action,
    gold_payment,
    golds,
    ids,
    planned_game,
    rejects,
    types,
    win_for,
)


def test_r18_auction_deck_is_shuffled_by_the_seed_and_first_seat_starts():
    orders = set()
    deck = deck_with_top(3, [])
    for seed in range(6):
        state, _ = biblios.new_game(3, first_seat=2, seed=seed, deck=deck)
        placed = []
        tick = Guard()
        while state.phase == "gift" and tick():
            seat = actor(state)
            action = gift_action(state, seat)
            if action == PLACE[1]:
                placed.append(state.drawn)
            act(state, action)
        deck_order = [state.auction.card] + state.pile[::-1]
        assert sorted(deck_order) == sorted(placed) and deck_order != placed
        assert state.active == 2 and actor(state) == 0
        orders.add(tuple(deck_order))
    assert len(orders) == 6  # the same deck, shuffled differently by each seed


def test_r19_bidding_order_and_passed_seats_are_not_asked_again():
    state = planned_game(4, auction=["pigments-I"], first=1)
    asked = []
    moves = {2: "bid", 3: "pass", 0: "bid", 1: "bid"}
    for _ in range(4):
        seat = actor(state)
        asked.append(seat)
        if moves[seat] == "bid":
            act(state, {"type": "bid", "amount": state.auction.high_bid + 1})
        else:
            act(state, {"type": "pass"})
    assert asked == [2, 3, 0, 1]  # left of the active seat 1, the active seat last
    assert state.auction.high_bidder == 1
    assert actor(state) == 2  # 3 passed: skipped from now on
    act(state, {"type": "pass"})
    assert actor(state) == 0
    act(state, {"type": "pass"})
    assert state.auction.awaiting and actor(state) == 1


def test_r19_bids_must_rise():
    state = planned_game(3, auction=["monks-E"])
    exc = rejects(state, 1, {"type": "bid", "amount": 0})
    assert exc.code == "bid_too_low" and exc.params == {"min": 1}
    assert biblios.legal_actions(state, 1) == [
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
    assert biblios.legal_actions(state, 2)[0] == {"type": "bid", "min": 6, "max": 66}
    act(state, {"type": "bid", "amount": 6})
    assert actor(state) == 0


def test_r19_high_bidder_wins_once_everyone_else_has_passed_without_being_asked_again():
    state = planned_game(3, auction=["monks-E"])
    act(state, {"type": "pass"}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    events = act(state, {"type": "bid", "amount": 1}, seat=0)  # the active player bids last
    assert types(events) == ["bid", "auction_won"]
    assert state.auction.awaiting and actor(state) == 0


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
    assert biblios.legal_actions(state, 1) == [{"type": "pass"}]
    assert rejects(state, 1, {"type": "bid", "amount": top + 1}).code == "bid_too_high"
    assert rejects(state, 1, {"type": "bid", "amount": top}).code == "bid_too_low"
    assert biblios.prompt(state, 1)["code"] == "bid"
    act(state, {"type": "pass"})
    assert state.auction.awaiting and state.auction.high_bid == top


def test_r20_a_huge_bid_without_gold_is_accepted_then_penalized():
    hand = category("monks", "ABCDEFGHI") + category("pigments", "ABCDEFGHI")
    state = planned_game(2, hands={1: hand}, auction=["holy_books-H"])
    act(state, {"type": "bid", "amount": 66})
    act(state, {"type": "pass"})
    assert biblios.legal_actions(state, 1) == [{"type": "refuse"}]
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
    assert biblios.legal_actions(state, 1) == [
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
    assert biblios.legal_actions(state, 1) == [{"type": "refuse"}]
    assert biblios.prompt(state, 1) == {
        "code": "pay",
        "params": {"card": "monks-F", "currency": "gold", "amount": gold + 1},
    }


def test_r22_gold_card_paid_with_exactly_that_many_cards_of_any_kind():
    state = planned_game(
        3, hands={2: ["monks-A", "holy_books-B", "gold-3-01"]}, auction=["gold-1-07"]
    )
    win_for(state, 2, 3)
    assert biblios.legal_actions(state, 2)[0] == {"type": "pay", "currency": "cards", "count": 3}
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
    assert biblios.legal_actions(state, 1) == [{"type": "refuse"}]


def test_r22_gold_card_paid_with_the_whole_hand():
    state = planned_game(2, auction=["gold-1-07"])
    size = len(state.hands[1])
    win_for(state, 1, size)
    assert biblios.legal_actions(state, 1)[0] == {"type": "pay", "currency": "cards", "count": size}
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
    assert actor(state) == 2  # left of the active seat 1, which is now excluded
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
    assert state.auction.excluded == 0b10 and actor(state) == 0
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
    assert state.auction.excluded == 0b10 and actor(state) == 0


def test_r24_reauction_clears_passes_and_starts_left_of_the_same_active_seat():
    state = planned_game(4, auction=["holy_books-H"], first=2)
    act(state, {"type": "pass"}, seat=3)
    act(state, {"type": "bid", "amount": 60}, seat=0)
    act(state, {"type": "pass"}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    assert actor(state) == 0 and state.auction.awaiting
    act(state, {"type": "refuse"})
    a = state.auction
    assert a.passed == 0 and a.excluded == 1 and a.high_bid == 0 and not a.awaiting
    assert state.active == 2 and actor(state) == 3  # seat 3's pass was cleared
    assert biblios.view(state, None)["auction"]["excluded"] == [0]
    act(state, {"type": "bid", "amount": 60}, seat=3)
    assert actor(state) == 1  # the excluded seat 0 is skipped
    act(state, {"type": "pass"})
    act(state, {"type": "pass"}, seat=2)
    assert actor(state) == 3
    act(state, {"type": "refuse"})
    assert state.auction.excluded == 0b1001  # exclusions accumulate
    assert actor(state) == 1
    act(state, {"type": "bid", "amount": 60})
    act(state, {"type": "pass"}, seat=2)
    act(state, {"type": "refuse"}, seat=1)
    assert actor(state) == 2 and state.auction.excluded == 0b1011
    # A lone eligible player still has to bid or pass (R19).
    assert biblios.legal_actions(state, 2) == [
        {"type": "bid", "min": 1, "max": 66},
        {"type": "pass"},
    ]
    assert rejects(state, 2, {"type": "bid", "amount": 0}).code == "bid_too_low"
    act(state, {"type": "bid", "amount": 60})
    assert state.auction.awaiting and actor(state) == 2
    events = act(state, {"type": "refuse"})
    # Every player is excluded: discarded face-up, the next seat reveals (R24, R26).
    assert types(events) == ["penalized"] + ["card_transferred"] * 3 + [
        "card_discarded",
        "auction_opened",
    ]
    assert events[4].params == {"card": "holy_books-H", "reason": "excluded"}
    assert "holy_books-H" in ids(state.face_up)
    assert state.active == 3 and types(events)[-1] == "auction_opened"
    assert state.auction.excluded == 0 and actor(state) == 0
    check_invariants(state)


def test_r19_lone_eligible_player_passing_discards_unsold():
    state = planned_game(2, auction=["holy_books-H", "monks-A"])
    win_for(state, 1, 30)
    act(state, {"type": "refuse"})
    assert actor(state) == 0
    assert biblios.legal_actions(state, 0) == [
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
    assert state.auction.excluded == 0b100 and actor(state) == 1
    for seat in (0, 1, None):
        assert removed.visible_to(seat)["params"] == {}
        assert biblios.view(state, seat)["discards"]["face_down"] == 1
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
        seat = actor(state)
        legal = biblios.legal_actions(state, seat)
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
    assert state.phase == "over" and actor(state) is None and state.auction is None
    assert not state.pile and state.church is None
