"""The order of play (P21, P75): from one decision to the next, through the phases that ask
nothing (A, E, the steps of D without a choice) and the end of the game."""

from __future__ import annotations

from ..events import Event
from . import resolve, rounds, scoring, supplies, turns
from .state import ENTER, OVER, SUPPLIES, GameState


def proceed(state: GameState, out: list[Event]) -> None:
    """Run the automatic steps until the game waits for a decision or is over."""
    while state.decision is None and state.phase != OVER:
        if state.phase == SUPPLIES:
            if not supplies.next_turn(state):
                turns.begin(state, out)
        elif state.phase == ENTER:
            if not turns.next_turn(state):
                resolve.begin(state, out)
        elif not resolve.run(state, out):
            rounds.end_round(state, out)
            if state.final_round:  # P22, P58
                scoring.finish(state, out)
            else:
                rounds.start_round(state, out)
