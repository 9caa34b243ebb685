"""1347 as state + legal actions + transition: whom the game waits for, and acting.

``apply_action`` validates everything before it changes anything, then changes the state in
place, runs the automatic steps up to the next decision (``flow``) and returns the events.
Checks run in the contract's order: game over, then whose turn it is, then the action's own
rules.
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import RuleViolation
from ..events import Event
from . import resolve, supplies, turns
from .actions import (
    ACTION_TYPES,
    Action,
    ChooseLoser,
    Decline,
    Enter,
    Give,
    Perform,
    PlayPass,
    Supply,
    parse,
)
from .cards import ids
from .flow import proceed
from .state import GIVE, LOSER, PERFORM, SUPPLY, TURN, GameState

# The action types that answer each kind of decision (P72–P74).
ANSWERS: dict[int, tuple[str, ...]] = {
    SUPPLY: ("supply",),
    TURN: ("enter", "play_pass"),
    LOSER: ("choose_loser",),
    GIVE: ("give",),
    PERFORM: ("perform", "decline"),
}


def to_act(state: GameState) -> tuple[int, ...]:
    """The seats whose decision the game waits for: one at a time in 1347; () once over."""
    decision = state.decision
    return () if decision is None else (decision[1],)


def legal_actions(state: GameState, seat: int | None) -> list[dict]:
    """Every legal action of ``seat`` now, as templates (selections where lists would
    explode: ``{"from": [...], "min": a, "max": b}``)."""
    decision = state.decision
    if decision is None or decision[1] != seat:
        return []
    kind = decision[0]
    if kind == SUPPLY:
        return supplies.legal(state)
    if kind == TURN:
        return turns.legal(state, seat)
    if kind == LOSER:
        return [{"type": "choose_loser", "seat": s} for s in state.queue]
    if kind == GIVE:
        _, giver, receiver, count, _ = decision
        cards = {"from": ids(state.hands[giver]), "min": count, "max": count}
        return [{"type": "give", "to": receiver, "cards": cards}]
    return resolve.legal_perform(state, seat)


def apply_action(state: GameState, seat: int | None, action: Action | dict) -> list[Event]:
    """Apply ``seat``'s action (typed, or a client's JSON) to ``state`` in place.

    Returns the events it caused. Raises RuleViolation (and leaves the state untouched) when
    the action is not legal.
    """
    decision = state.decision
    if decision is None:
        raise RuleViolation("game_over")
    kind, actor = decision[0], decision[1]
    if seat != actor:
        raise RuleViolation("not_your_turn", waiting_for=actor)
    if type(action) is dict:
        action_type = action.get("type")
    else:
        action_type = action.type if type(action) in _HANDLERS else None
    if action_type not in ANSWERS[kind]:
        if action_type in ACTION_TYPES:
            raise RuleViolation("illegal_action", action=action_type)
        raise RuleViolation("invalid_action")
    if type(action) is dict:
        action = parse(action)
    out: list[Event] = []
    _HANDLERS[type(action)](state, actor, action, out)
    proceed(state, out)
    return out


_HANDLERS: dict[type, Callable[[GameState, int, Action, list[Event]], None]] = {
    Supply: supplies.choose,
    Enter: turns.enter,
    PlayPass: turns.play_pass,
    ChooseLoser: resolve.choose_loser,
    Give: resolve.give,
    Perform: resolve.perform,
    Decline: resolve.decline,
}
assert tuple(cls.type for cls in _HANDLERS) == ACTION_TYPES
