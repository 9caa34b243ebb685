"""Auditing a Biblios state: where every card is, and what a seat may not see now.

An oracle written apart from ``views`` (which decides what each seat sees): the contract test
over every registered game checks each view against it.
"""

from __future__ import annotations

from collections import Counter

from .cards import CARD_IDS
from .state import GIFT, OVER, GameState


def inventory(state: GameState) -> Counter[str]:
    """Every card of the game, wherever it is: each of the 87 exactly once (R1)."""
    cards = [*state.draw, *state.public, *state.pile, *state.face_up, *state.face_down]
    cards += state.removed
    for hand in state.hands:
        cards += hand
    for single in (state.drawn, state.kept):
        if single is not None:
            cards.append(single)
    if state.auction is not None:
        cards.append(state.auction.card)
    if state.church is not None:
        cards.append(state.church[1])
    return Counter(CARD_IDS[c] for c in cards)


def secrets(state: GameState, seat: int | None) -> set[str]:
    """The cards ``seat`` may not see now ("What each seat may see"; everything after R30)."""
    if state.phase == OVER:
        return set()
    hidden = [*state.draw, *state.removed, *state.face_down]
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden += hand
    allocating = state.phase == GIFT and seat == state.active
    pile = state.pile[:-1] if allocating and state.placed[1] else state.pile
    hidden += pile  # the allocating seat sees the card it put on the pile this turn
    if not allocating:
        hidden += [c for c in (state.drawn, state.kept) if c is not None]
    return {CARD_IDS[c] for c in hidden}
