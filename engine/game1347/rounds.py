"""Rounds (P21, P22): phase A draws the building row (P23, P24), phase E ends the round (P58).

Neither phase asks anything (P75): they run between the decisions of phases B–D.
"""

from __future__ import annotations

from ..events import Event, emit
from .buildings import BUILDING_IDS, TYPE_OF
from .state import SUPPLIES, SUPPLY, GameState

ROUNDS = {2: 10, 3: 9, 4: 8, 5: 8}  # P21
ROW_SIZE = {2: 2, 3: 2, 4: 3, 5: 3}  # P21


def start_round(state: GameState, out: list[Event]) -> None:
    """A new round: phase A, then the start player's supply choice (phase B, P25)."""
    state.round += 1
    emit(state, out, "round_started", None, {"round": state.round, "start_seat": state.start})
    draw_row(state, out)
    state.phase = SUPPLIES
    state.turn = state.start
    state.decision = [SUPPLY, state.start]
    emit(state, out, "phase_changed", None, {"phase": SUPPLIES})


def draw_row(state: GameState, out: list[Event]) -> None:
    """P23: the top row-size building cards, face up in draw order. P24: while they are all of
    one type, the last goes to the bottom of the reserve deck and the reserve's top replaces it
    (this ends: the reserve holds at least 6 cards, at most 4 of that type)."""
    deck, reserve = state.building_deck, state.reserve
    row = [deck.pop() for _ in range(ROW_SIZE[state.players])]
    sent: list[int] = []
    while len({TYPE_OF[b] for b in row}) == 1:
        card = row.pop()
        sent.append(card)
        reserve.insert(0, card)
        row.append(reserve.pop())
    state.row = row
    state.sent = sent
    params = {
        "buildings": [BUILDING_IDS[b] for b in row],
        "sent_to_reserve": [BUILDING_IDS[b] for b in sent],
        "final_round": state.final_round,  # P22
    }
    emit(state, out, "buildings_drawn", None, params)


def end_round(state: GameState, out: list[Event]) -> None:
    """P58: discs return, the row's cards leave the game, the start player card passes left."""
    n = state.players
    state.spent += state.row
    state.row = []
    state.at = [-1] * n
    state.entries = []
    state.passes = []
    state.power = [0] * n
    state.commits = [0] * n
    state.start = (state.start + 1) % n
    emit(state, out, "round_ended", None, {"round": state.round, "start_seat": state.start})
