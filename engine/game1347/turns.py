"""Phase C — enter buildings and play population cards (P30, P31, P56)."""

from __future__ import annotations

from ..errors import RuleViolation
from ..events import Event, emit
from .actions import Enter, PlayPass
from .buildings import BUILDING_IDS
from .cards import CARD_IDS, COMMITTABLE, INFLUENTIAL, KIND_OF, PASS, ids
from .state import ENTER, TURN, GameState
from .stock import hand_cards, remove_from_hand, return_cards
from .supplies import row_index


def begin(state: GameState, out: list[Event]) -> None:
    """P30: the start player has the first turn."""
    state.phase = ENTER
    state.turn = state.start
    state.decision = [TURN, state.start]
    emit(state, out, "phase_changed", None, {"phase": ENTER})


def legal(state: GameState, seat: int) -> list[dict]:
    """Enter any row building with 0..k committable cards (P31); a Pass if held (P30)."""
    hand = state.hands[seat]
    committable = ids([c for c in hand if COMMITTABLE[c]])
    templates: list[dict] = [
        {
            "type": "enter",
            "row": r + 1,
            "building": BUILDING_IDS[b],
            "cards": {"from": list(committable), "min": 0, "max": len(committable)},
        }
        for r, b in enumerate(state.row)
    ]
    if any(KIND_OF[c] == PASS for c in hand):
        templates.append({"type": "play_pass"})
    return templates


def enter(state: GameState, seat: int, action: Enter, out: list[Event]) -> None:
    """P30: a disc on the first free space, ``cards`` face down (P31: no Gold, no Pass)."""
    r = row_index(state, action.row)
    cards = hand_cards(state, seat, action.cards)
    for card in cards:
        if not COMMITTABLE[card]:
            raise RuleViolation("card_not_committable", card=CARD_IDS[card])
    state.decision = None
    remove_from_hand(state, seat, cards)
    state.committed[seat] = cards
    state.at[seat] = r
    state.entries.append(seat)
    state.power[seat] = sum(1 for c in cards if INFLUENTIAL[c])
    state.commits[seat] = len(cards)
    space = sum(1 for s in state.entries if state.at[s] == r)
    params = {"row": r + 1, "building": BUILDING_IDS[state.row[r]], "space": space}
    params["count"] = len(cards)
    emit(state, out, "building_entered", seat, params, {"cards": ids(cards)}, (seat,))


def play_pass(state: GameState, seat: int, action: PlayPass, out: list[Event]) -> None:
    """P30: the Pass is shown and goes back to its supply; the turn moves on."""
    passes = [c for c in state.hands[seat] if KIND_OF[c] == PASS]
    if not passes:
        raise RuleViolation("no_pass")
    card = passes[-1]
    state.decision = None
    remove_from_hand(state, seat, [card])
    return_cards(state, [card])
    state.passes.append(seat)
    emit(state, out, "pass_played", seat, {"card": ids([card])[0]})


def next_turn(state: GameState) -> bool:
    """P30: the next seat clockwise that has not entered a building (the passer itself when it
    is the last); False once every seat has entered."""
    n = state.players
    for k in range(1, n + 1):
        seat = (state.turn + k) % n
        if state.at[seat] < 0:
            state.turn = seat
            state.decision = [TURN, seat]
            return True
    return False
