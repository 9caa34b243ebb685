"""Biblios as state + legal actions + transition: whom the game waits for, and acting.

``apply_action`` validates everything before it changes anything, then changes the state in
place and returns the events. Checks run in the contract's order: game over, then whose turn
it is, then the action's own rules.
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import RuleViolation
from ..events import Event
from . import auction, church, gift
from .actions import (
    ACTION_TYPES,
    PARSERS,
    Action,
    Bid,
    Church,
    Pass,
    Pay,
    Place,
    Refuse,
    Take,
)
from .state import GIFT, OVER, GameState

# The decision the game waits for, and the action types that answer it.
PLACE, TAKE, CHURCH, BID, PAY = "place", "take", "church", "bid", "pay"
_ANSWERS: dict[str, tuple[str, ...]] = {
    PLACE: ("place",),
    TAKE: ("take",),
    CHURCH: ("church",),
    BID: ("bid", "pass"),
    PAY: ("pay", "refuse"),
}


def decision(state: GameState) -> tuple[str, int] | None:
    """(kind of decision, seat) the game waits for, or None once it is over."""
    if state.church is not None:
        return CHURCH, state.church[0]
    if state.phase == GIFT:
        if state.drawn is not None:
            return PLACE, state.active
        return TAKE, gift.next_taker(state)
    if state.phase == OVER:
        return None
    a = state.auction
    return (PAY if a.awaiting else BID), a.to_act


def to_act(state: GameState) -> tuple[int, ...]:
    """The seats whose decision the game waits for: one at a time in Biblios; () once over."""
    waiting = decision(state)
    return () if waiting is None else (waiting[1],)


def legal_actions(state: GameState, seat: int | None) -> list[dict]:
    """Every legal action of ``seat`` now, as templates (ranges where a list would explode)."""
    return legal_actions_at(state, seat, decision(state))


def legal_actions_at(
    state: GameState, seat: int | None, waiting: tuple[str, int] | None
) -> list[dict]:
    """``legal_actions`` when the game waits for ``waiting`` (its ``decision``)."""
    if waiting is None or waiting[1] != seat:
        return []
    kind = waiting[0]
    if kind == PLACE:
        return gift.legal_place(state)
    if kind == TAKE:
        return gift.legal_take(state)
    if kind == CHURCH:
        return church.legal(state)
    return auction.legal(state, seat)


def apply_action(state: GameState, seat: int | None, action: Action | dict) -> list[Event]:
    """Apply ``seat``'s action (typed, or a client's JSON) to ``state`` in place.

    Returns the events it caused. Raises RuleViolation (and leaves the state untouched) when
    the action is not legal.
    """
    waiting = decision(state)
    if waiting is None:
        raise RuleViolation("game_over")
    kind, actor = waiting
    if seat != actor:
        raise RuleViolation("not_your_turn", waiting_for=actor)
    parsed = type(action) is not dict
    if parsed:
        action_type = action.type if type(action) in _HANDLERS else None
    else:
        action_type = action.get("type")
    if action_type not in _ANSWERS[kind]:
        if action_type in ACTION_TYPES:
            raise RuleViolation("illegal_action", action=action_type)
        raise RuleViolation("invalid_action")
    if not parsed:
        action = PARSERS[action_type](action)
    handler = _HANDLERS[type(action)]
    out: list[Event] = []
    handler(state, actor, action, out)
    return out


def _church(state: GameState, seat: int, action: Church, out: list[Event]) -> None:
    church.resolve(state, seat, action, out)
    if state.phase == GIFT:  # back to the allocation or the taking
        gift.proceed(state, out)
    else:  # on to the next auction (R23, R26)
        auction.close(state, out)


_HANDLERS: dict[type, Callable[[GameState, int, Action, list[Event]], None]] = {
    Place: gift.place,
    Take: gift.take,
    Church: _church,
    Bid: auction.bid,
    Pass: auction.pass_,
    Pay: auction.pay,
    Refuse: auction.refuse,
}
assert tuple(cls.type for cls in _HANDLERS) == ACTION_TYPES
