"""The auction phase (R18–R26): bidding, payment, the penalty and the Medieval Bluff."""

from __future__ import annotations

from .. import rng
from ..errors import RuleViolation
from ..events import Event, emit
from . import church, scoring
from .actions import Bid, Pass, Pay, Refuse
from .cards import CARD_IDS, CARD_INDEX, IS_CHURCH, IS_GOLD, VALUE
from .state import AUCTION, Auction, GameState

MAX_GOLD_BID = 66  # R20: all the gold in the game
MAX_CARD_BID = 87  # R20: all the cards in the game


def currency(card: int) -> str:
    """R21/R22: a gold card costs cards, anything else costs gold."""
    return "cards" if IS_GOLD[card] else "gold"


def max_bid(card: int) -> int:
    return MAX_CARD_BID if IS_GOLD[card] else MAX_GOLD_BID


def begin(state: GameState, out: list[Event]) -> None:
    """R18: shuffle the auction pile; the first seat of the game is active."""
    state.phase = AUCTION
    state.active = state.first
    state.rng = rng.shuffle(state.rng, state.pile)
    emit(state, out, "phase_changed", None, {"phase": AUCTION})
    _open_next(state, out)


def _open_next(state: GameState, out: list[Event]) -> None:
    if not state.pile:  # R26
        state.auction = None
        scoring.finish(state, out)
        return
    card = state.pile.pop()
    state.auction = Auction(card)
    emit(
        state,
        out,
        "auction_opened",
        state.active,
        {"card": CARD_IDS[card], "currency": currency(card)},
    )
    _start_bidding(state, state.auction, out)


def _start_bidding(state: GameState, a: Auction, out: list[Event]) -> None:
    """R19: bidding starts left of the active seat and goes round all eligible seats."""
    n = state.players
    for k in range(1, n + 1):
        seat = (state.active + k) % n
        if not (a.excluded >> seat) & 1:
            a.to_act = seat
            return
    _discard(state, a, "excluded", out)  # R24: every player is excluded from this card


def legal(state: GameState, seat: int) -> list[dict]:
    a = state.auction
    if a.awaiting:
        return _legal_payment(state, a, seat)
    top = MAX_CARD_BID if IS_GOLD[a.card] else MAX_GOLD_BID
    if a.high_bid >= top:  # R20: nothing above the maximum bid, only passing is left
        return [{"type": "pass"}]
    return [{"type": "bid", "min": a.high_bid + 1, "max": top}, {"type": "pass"}]


def _legal_payment(state: GameState, a: Auction, seat: int) -> list[dict]:
    hand = state.hands[seat]
    choices: list[dict] = []
    if IS_GOLD[a.card]:
        if len(hand) >= a.high_bid:
            choices.append({"type": "pay", "currency": "cards", "count": a.high_bid})
    elif sum(VALUE[c] for c in hand if IS_GOLD[c]) >= a.high_bid:
        choices.append({"type": "pay", "currency": "gold", "at_least": a.high_bid})
    choices.append({"type": "refuse"})
    return choices


def bid(state: GameState, seat: int, action: Bid, out: list[Event]) -> None:
    """R19/R20: strictly above the high bid, never checked against the hand."""
    a = state.auction
    amount = action.amount
    if amount <= a.high_bid:
        raise RuleViolation("bid_too_low", min=a.high_bid + 1)
    gold = IS_GOLD[a.card]
    if amount > (MAX_CARD_BID if gold else MAX_GOLD_BID):
        raise RuleViolation("bid_too_high", max=max_bid(a.card))
    a.high_bid = amount
    a.high_bidder = seat
    emit(state, out, "bid", seat, {"amount": amount, "currency": "cards" if gold else "gold"})
    _advance(state, a, seat, out)


def pass_(state: GameState, seat: int, action: Pass, out: list[Event]) -> None:
    """R19: a seat that passes may not bid again on this card."""
    a = state.auction
    a.passed |= 1 << seat
    emit(state, out, "pass", seat, {})
    _advance(state, a, seat, out)


def _advance(state: GameState, a: Auction, seat: int, out: list[Event]) -> None:
    n = state.players
    blocked = a.passed | a.excluded
    if a.high_bidder is not None:
        blocked |= 1 << a.high_bidder
    for k in range(1, n + 1):
        nxt = (seat + k) % n
        if not (blocked >> nxt) & 1:
            a.to_act = nxt
            return
    if a.high_bidder is None:  # R19/E6: nobody bid
        _discard(state, a, "unsold", out)
        return
    a.awaiting = True  # every other eligible seat has passed: the high bidder wins
    a.to_act = a.high_bidder
    emit(
        state,
        out,
        "auction_won",
        a.high_bidder,
        {"card": CARD_IDS[a.card], "amount": a.high_bid, "currency": currency(a.card)},
    )


def pay(state: GameState, seat: int, action: Pay, out: list[Event]) -> None:
    """R21 (gold, at least the bid, no change) or R22 (exactly the bid in cards, face-down)."""
    a = state.auction
    hand = state.hands[seat]
    cards: list[int] = []
    for card_id in action.cards:
        card = CARD_INDEX.get(card_id)
        if card is None:
            raise RuleViolation("unknown_card", card=str(card_id))
        if card not in hand:
            raise RuleViolation("card_not_in_hand", card=card_id)
        if card in cards:
            raise RuleViolation("duplicate_card", card=card_id)
        cards.append(card)
    due = a.high_bid
    if IS_GOLD[a.card]:
        if len(cards) != due:
            raise RuleViolation("wrong_card_count", expected=due, given=len(cards))
    else:
        for card in cards:
            if not IS_GOLD[card]:
                raise RuleViolation("payment_not_gold", card=CARD_IDS[card])
        paid = sum(VALUE[c] for c in cards)
        if paid < due:
            raise RuleViolation("payment_too_small", paid=paid, due=due)
    for card in cards:
        hand.remove(card)
    ids = [CARD_IDS[c] for c in cards]
    params = {"currency": currency(a.card), "amount": due, "count": len(cards)}
    if IS_GOLD[a.card]:
        state.face_down.extend(cards)
        emit(state, out, "paid", seat, params, {"cards": ids}, (seat,))
    else:
        state.face_up.extend(cards)
        params["cards"] = ids
        emit(state, out, "paid", seat, params)
    _win(state, a, seat, out)


def _win(state: GameState, a: Auction, seat: int, out: list[Event]) -> None:
    """R23: the card joins the winner's hand; a church card is resolved at once."""
    card = a.card
    emit(state, out, "card_won", seat, {"card": CARD_IDS[card]})
    if IS_CHURCH[card]:
        state.auction = None
        church.acquire(state, seat, card, "auction", out)
        return
    state.hands[seat].append(card)
    close(state, out)


def refuse(state: GameState, seat: int, action: Refuse, out: list[Event]) -> None:
    """R24/R25: the penalty, then the same card is auctioned again without ``seat``."""
    a = state.auction
    emit(state, out, "penalized", seat, {"card": CARD_IDS[a.card]})
    hand = state.hands[seat]
    n = state.players
    if state.bluff:
        if hand:
            state.rng, i = rng.below(state.rng, len(hand))
            card = hand.pop(i)
            state.face_down.append(card)
            emit(state, out, "card_removed", seat, {}, {"card": CARD_IDS[card]}, (seat,))
    else:
        for k in range(1, n):
            if not hand:
                break
            taker = (seat + k) % n
            state.rng, i = rng.below(state.rng, len(hand))
            card = hand.pop(i)
            state.hands[taker].append(card)
            emit(
                state,
                out,
                "card_transferred",
                taker,
                {"from": seat},
                {"card": CARD_IDS[card]},
                (taker, seat),
            )
    a.excluded |= 1 << seat
    a.passed = 0
    a.high_bid = 0
    a.high_bidder = None
    a.awaiting = False
    _start_bidding(state, a, out)


def _discard(state: GameState, a: Auction, reason: str, out: list[Event]) -> None:
    state.face_up.append(a.card)
    emit(state, out, "card_discarded", None, {"card": CARD_IDS[a.card], "reason": reason})
    close(state, out)


def close(state: GameState, out: list[Event]) -> None:
    """R26: the seat left of the active seat becomes active and reveals the next card."""
    state.auction = None
    state.active = (state.active + 1) % state.players
    _open_next(state, out)
