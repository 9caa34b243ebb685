"""Moving cards, rats and tokens (P11, P13, P26–P28, P32), with their events.

Every effect of phases B and D is built from these: drawing population cards, taking from the
face-up supplies, discarding, giving, rats, looking at the nun row, moving influence. Validation
helpers for the card and position lists of actions live here too.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import rng
from ..errors import RuleViolation
from ..events import Event, emit
from .cards import (
    CARD_IDS,
    CARD_INDEX,
    CLASSES,
    FIRST_OF_KIND,
    KIND_OF,
    KINDS,
    POPULATION,
    SUPPLY_KINDS,
    ids,
)
from .state import GameState, bits

NUN_POSITIONS = 5
_PILE = {kind: i for i, kind in enumerate(SUPPLY_KINDS)}


def supply_cards(state: GameState, kind: int) -> list[int]:
    """The cards of a kind's supply pile (P17), ascending."""
    first = FIRST_OF_KIND[kind]
    return [first + i for i in bits(state.supply[_PILE[kind]])]


def add_to_hand(state: GameState, seat: int, cards: list[int]) -> None:
    hand = state.hands[seat]
    hand += cards
    hand.sort()


def remove_from_hand(state: GameState, seat: int, cards: list[int]) -> None:
    hand = state.hands[seat]
    for card in cards:
        hand.remove(card)


def return_cards(state: GameState, cards: list[int]) -> None:
    """P39, P47: population cards onto the discard pile, the others back to their supply."""
    for card in cards:
        kind = KIND_OF[card]
        if kind == POPULATION:
            state.discard.append(card)
        else:
            state.supply[_PILE[kind]] |= 1 << (card - FIRST_OF_KIND[kind])


def draw_cards(state: GameState, seat: int, count: int, out: list[Event]) -> None:
    """P26, P32: draw ``count`` population cards; an empty deck is first refilled from the
    shuffled discard pile, and draws are lost when both are empty."""
    if count <= 0:
        return
    drawn: list[int] = []
    deck = state.deck
    for _ in range(count):
        if not deck:
            if not state.discard:
                break
            deck += state.discard
            state.discard = []
            state.rng = rng.shuffle(state.rng, deck)
            emit(state, out, "deck_reshuffled", None, {"count": len(deck)})
        drawn.append(deck.pop())
    add_to_hand(state, seat, drawn)
    emit(state, out, "cards_drawn", seat, {"count": len(drawn)}, {"cards": ids(drawn)}, (seat,))


def take_supply(state: GameState, seat: int, kind: int, count: int, out: list[Event]) -> None:
    """P13: take ``count`` cards of a face-up supply pile, or what remains of it (they are
    interchangeable, P5: the highest-numbered ones)."""
    p = _PILE[kind]
    mask = state.supply[p]
    taken = []
    for _ in range(count):
        if not mask:
            break
        top = mask.bit_length() - 1
        mask ^= 1 << top
        taken.append(FIRST_OF_KIND[kind] + top)
    state.supply[p] = mask
    add_to_hand(state, seat, taken)
    emit(state, out, "cards_taken", seat, {"kind": KINDS[kind], "cards": ids(taken)})


def take_vp(state: GameState, seat: int, count: int, out: list[Event]) -> None:
    """P13, P52: take VP tokens, or what remains of them."""
    taken = min(count, state.vp_supply)
    state.vp_supply -= taken
    state.vp[seat] += taken
    emit(state, out, "vp_taken", seat, {"count": taken})


def gain_rats(state: GameState, seat: int, amount: int, out: list[Event]) -> None:
    """P11, P35: rats from the (unlimited) supply."""
    state.rats[seat] += amount
    emit(state, out, "rats_gained", seat, {"amount": amount})


def discard_rats(state: GameState, seat: int, amount: int, out: list[Event]) -> None:
    """P11: discard up to ``amount`` rats (never below 0); nothing to say when none go."""
    amount = min(amount, state.rats[seat])
    if amount:
        state.rats[seat] -= amount
        emit(state, out, "rats_discarded", seat, {"amount": amount})


def give_cards(
    state: GameState, giver: int, receiver: int, cards: list[int], reason: str, out: list[Event]
) -> None:
    """P36, P49: cards from hand to hand; giver and receiver see which (P67, P70)."""
    remove_from_hand(state, giver, cards)
    add_to_hand(state, receiver, cards)
    emit(
        state,
        out,
        "cards_given",
        giver,
        {"to": receiver, "count": len(cards), "reason": reason},
        {"cards": ids(cards)},
        (giver, receiver),
    )


def look_at(state: GameState, seat: int, position: int, out: list[Event]) -> None:
    """P28: ``seat`` looks at the nun-row card at 0-based ``position``; it stays in place."""
    state.looked[seat] |= 1 << position
    card = CARD_IDS[state.nun_row[position]]
    emit(state, out, "nun_looked", seat, {"position": position + 1}, {"card": card}, (seat,))


def move_influence(
    state: GameState, seat: int, c: int, amount: int, reason: str, out: list[Event]
) -> None:
    """P35: move the marker ``amount`` spaces in one go; it lands on top of any stack there."""
    track = state.influence[c]
    track[seat] += amount
    stack = state.stack[c]
    stack.remove(seat)
    stack.append(seat)
    params = {"class": CLASSES[c], "amount": amount, "value": track[seat], "reason": reason}
    emit(state, out, "influence_gained", seat, params)


# --- Validating the lists an action carries ----------------------------------------------


def hand_cards(state: GameState, seat: int, card_ids: Sequence[str]) -> list[int]:
    """The cards of ``card_ids``, each known, listed once and in ``seat``'s hand; sorted, so
    that the events show them the same way whatever order the action gave."""
    cards: list[int] = []
    hand = state.hands[seat]
    for card_id in card_ids:
        card = CARD_INDEX.get(card_id)
        if card is None:
            raise RuleViolation("unknown_card", card=card_id)
        if card in cards:
            raise RuleViolation("duplicate_card", card=card_id)
        if card not in hand:
            raise RuleViolation("card_not_in_hand", card=card_id)
        cards.append(card)
    return sorted(cards)


def check_card_count(cards: Sequence[object], low: int, high: int) -> None:
    if not low <= len(cards) <= high:
        raise RuleViolation("wrong_card_count", min=low, max=high, given=len(cards))


def nun_positions(positions: Sequence[int], count: int) -> list[int]:
    """P28: ``count`` different nun-row positions (1..5 at the edge), as 0-based indexes."""
    if len(positions) != count:
        raise RuleViolation("wrong_look_count", expected=count, given=len(positions))
    seen: list[int] = []
    for position in positions:
        if not 1 <= position <= NUN_POSITIONS:
            raise RuleViolation("invalid_position", position=position, max=NUN_POSITIONS)
        if position - 1 in seen:
            raise RuleViolation("duplicate_position", position=position)
        seen.append(position - 1)
    return seen
