"""The gift phase (R11–R14): allocating drawn cards, then taking from the public space."""

from __future__ import annotations

from ..errors import RuleViolation
from ..events import Event, emit
from . import auction, church
from .actions import Place, Take
from .cards import CARD_IDS, CARD_INDEX, IS_CHURCH
from .state import AUCTION_PILE, DESTINATIONS, PUBLIC, GameState

_DEST_INDEX = {name: i for i, name in enumerate(DESTINATIONS)}


def quotas(players: int) -> tuple[int, int, int]:
    """R11: one keep, one auction, ``players - 1`` public placements per turn."""
    return 1, 1, players - 1


def places_left(state: GameState) -> tuple[int, int, int]:
    keep, pile, public = state.placed
    return 1 - keep, 1 - pile, state.players - 1 - public


def next_taker(state: GameState) -> int:
    """R12: clockwise from the left of the active seat, one card each."""
    n = state.players
    return (state.active + n - len(state.public)) % n


def legal_place(state: GameState) -> list[dict]:
    keep, pile, public = state.placed
    choices = []
    if not keep:
        choices.append({"type": "place", "to": "keep"})
    if not pile:
        choices.append({"type": "place", "to": "auction"})
    if public < state.players - 1:
        choices.append({"type": "place", "to": "public"})
    return choices


def legal_take(state: GameState) -> list[dict]:
    return [{"type": "take", "card": CARD_IDS[c]} for c in state.public]


def start_turn(state: GameState, out: list[Event]) -> None:
    """Draw the active seat's first card; with the draw pile empty, the auction begins (R13)."""
    if not state.draw:
        auction.begin(state, out)
        return
    _draw(state, out)


def _draw(state: GameState, out: list[Event]) -> None:
    card = state.draw.pop()
    state.drawn = card
    emit(state, out, "card_drawn", state.active, {}, {"card": CARD_IDS[card]}, (state.active,))


def place(state: GameState, seat: int, action: Place, out: list[Event]) -> None:
    """R11: the drawn card goes to ``action.to`` (keep, auction or public)."""
    to = action.to
    d = _DEST_INDEX[to]
    if state.placed[d] >= (state.players - 1 if d == PUBLIC else 1):
        raise RuleViolation("quota_used", to=to)
    card = state.drawn
    card_id = CARD_IDS[card]
    state.drawn = None
    state.placed[d] += 1
    if d == PUBLIC:
        state.public.append(card)
        emit(state, out, "card_placed", seat, {"to": to, "card": card_id})
    else:
        emit(state, out, "card_placed", seat, {"to": to}, {"card": card_id}, (seat,))
        if d == AUCTION_PILE:
            state.pile.append(card)
        elif IS_CHURCH[card]:  # R15, R16: resolved before the next card is drawn
            church.acquire(state, seat, card, "keep", out)
            return
        else:
            state.kept = card
    proceed(state, out)


def take(state: GameState, seat: int, action: Take, out: list[Event]) -> None:
    """R12: ``seat`` takes one card of its choice from the public space."""
    card_id = action.card
    card = CARD_INDEX.get(card_id)
    if card is None:
        raise RuleViolation("unknown_card", card=str(card_id))
    if card not in state.public:
        raise RuleViolation("card_not_public", card=card_id)
    state.public.remove(card)
    emit(state, out, "card_taken", seat, {"card": card_id})
    if IS_CHURCH[card]:  # R15
        church.acquire(state, seat, card, "public", out)
    else:
        state.hands[seat].append(card)
        proceed(state, out)


def proceed(state: GameState, out: list[Event]) -> None:
    """Go on after a placement, a take or a resolved church card, up to the next decision."""
    if sum(state.placed) < state.players + 1:
        _draw(state, out)
        return
    if state.kept is not None:  # R12: the kept card joins the hand after the last allocation
        state.hands[state.active].append(state.kept)
        state.kept = None
    if state.public:
        return
    state.placed = [0, 0, 0]
    state.active = (state.active + 1) % state.players  # R13
    start_turn(state, out)
