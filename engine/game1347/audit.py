"""Auditing a 1347 state: where every component is, and what a seat may not see now.

An oracle written apart from ``views`` (which decides what each seat sees): the contract test
over every registered game, and this game's own tests, check each view against it.
"""

from __future__ import annotations

from collections import Counter

from .buildings import BUILDING_IDS
from .cards import CARD_IDS, SUPPLY_KINDS
from .state import OVER, RESOLVE, REVEAL, GameState, bits
from .stock import supply_cards

VP_TOKEN = "vp_token"


def inventory(state: GameState) -> Counter[str]:
    """Every component, wherever it is: the 150 hand cards (P3–P5), the 60 building cards (P6)
    and the 20 VP tokens (P8). Rats are not counted: their supply is unlimited (P11)."""
    cards = [*state.deck, *state.discard, *state.nun_row]
    for kind in SUPPLY_KINDS:
        cards += supply_cards(state, kind)
    for hand in state.hands:
        cards += hand
    for committed in state.committed:
        cards += committed
    counts = Counter(CARD_IDS[c] for c in cards)
    buildings = [*state.building_deck, *state.reserve, *state.row, *state.spent]
    buildings += bits(state.unused)
    counts.update(BUILDING_IDS[b] for b in buildings)
    counts[VP_TOKEN] = state.vp_supply + sum(state.vp)
    return counts


def secrets(state: GameState, seat: int | None) -> set[str]:
    """The components ``seat`` may not see now (P70); nothing once the game is over (P66)."""
    if state.phase == OVER:
        return set()
    hidden = list(state.deck)
    for other in range(state.players):
        if other != seat:
            hidden += state.hands[other]
            if not _shown(state, state.at[other]):
                hidden += state.committed[other]
    mask = 0 if seat is None else state.looked[seat]
    hidden += [card for p, card in enumerate(state.nun_row) if not mask >> p & 1]
    sent = set(state.sent)  # P24: the cards sent to the reserve were seen by everyone
    buildings = [*state.building_deck, *bits(state.unused)]
    buildings += [b for b in state.reserve if b not in sent]
    return {CARD_IDS[c] for c in hidden} | {BUILDING_IDS[b] for b in buildings}


def _shown(state: GameState, r: int) -> bool:
    """Whether the cards committed at row index ``r`` have been revealed (P35)."""
    return state.phase == RESOLVE and (
        r < state.cursor or (r == state.cursor and state.step != REVEAL)
    )
