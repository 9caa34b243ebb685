"""Phase B — supplies (P25–P29): each seat in turn takes one row card's supply action."""

from __future__ import annotations

from ..errors import RuleViolation
from ..events import Event, emit
from .actions import Supply
from .buildings import BUILDING_IDS, SUPPLY_ACTIONS
from .state import SUPPLY, GameState
from .stock import NUN_POSITIONS, discard_rats, draw_cards, look_at, nun_positions

POSITIONS = range(1, NUN_POSITIONS + 1)


def legal(state: GameState) -> list[dict]:
    """One template per row card: its symbols are carried out in full (P25), choosing the
    nun-row positions of its eye symbols (P28)."""
    return [
        {
            "type": "supply",
            "row": r + 1,
            "building": BUILDING_IDS[b],
            "look": selection(SUPPLY_ACTIONS[b].look),
        }
        for r, b in enumerate(state.row)
    ]


def selection(looks: int) -> dict:
    """The ``look`` field of a template: ``looks`` different nun-row positions (P28)."""
    return {"from": list(POSITIONS) if looks else [], "min": looks, "max": looks}


def row_index(state: GameState, row: int) -> int:
    """The 0-based index of the row position ``row`` (1-based), or ``invalid_row``."""
    if not 1 <= row <= len(state.row):
        raise RuleViolation("invalid_row", row=row, max=len(state.row))
    return row - 1


def choose(state: GameState, seat: int, action: Supply, out: list[Event]) -> None:
    """P25–P29: the chosen card's symbols in full: draw, discard rats, look."""
    r = row_index(state, action.row)
    building = state.row[r]
    symbols = SUPPLY_ACTIONS[building]
    positions = nun_positions(action.look, symbols.look)
    state.decision = None
    emit(state, out, "supply_chosen", seat, {"row": r + 1, "building": BUILDING_IDS[building]})
    draw_cards(state, seat, symbols.draw, out)
    discard_rats(state, seat, symbols.rats, out)
    for position in positions:
        look_at(state, seat, position, out)


def next_turn(state: GameState) -> bool:
    """P25: the next seat clockwise chooses; False once every seat has."""
    seat = (state.turn + 1) % state.players
    if seat == state.start:
        return False
    state.turn = seat
    state.decision = [SUPPLY, seat]
    return True
