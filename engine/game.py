"""A game as state + legal actions + transition: the engine's entry points.

``apply_action`` validates everything before it changes anything, then changes the state in
place and returns the events. Checks run in the contract's order: game over, then whose turn
it is, then the action's own rules.
"""

from __future__ import annotations

from collections.abc import Callable

from . import auction, church, gift
from .cards import CARD_IDS, CATEGORIES
from .errors import RuleViolation
from .events import Event
from .setup import new_game
from .state import GIFT, OVER, GameState

# The decision the game waits for, and the action types that answer it.
PLACE, TAKE, CHURCH, BID, PAY = "place", "take", "church", "bid", "pay"
ACTION_TYPES = ("place", "take", "church", "bid", "pass", "pay", "refuse")
_ANSWERS = {
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


def to_act(state: GameState) -> int | None:
    """The seat whose decision the game waits for (one at a time), or None."""
    waiting = decision(state)
    return None if waiting is None else waiting[1]


def legal_actions(state: GameState, seat: int | None) -> list[dict]:
    """Every legal action of ``seat`` now, as templates (ranges where a list would explode)."""
    waiting = decision(state)
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


def apply_action(state: GameState, seat: int | None, action: object) -> list[Event]:
    """Apply ``seat``'s action to ``state`` in place; returns the events it caused.

    Raises RuleViolation (and leaves the state untouched) when the action is not legal.
    """
    waiting = decision(state)
    if waiting is None:
        raise RuleViolation("game_over")
    kind, actor = waiting
    if seat != actor:
        raise RuleViolation("not_your_turn", waiting_for=actor)
    if not isinstance(action, dict):
        raise RuleViolation("invalid_action")
    action_type = action.get("type")
    if action_type not in _ANSWERS[kind]:
        if action_type in ACTION_TYPES:
            raise RuleViolation("illegal_action", action=action_type)
        raise RuleViolation("invalid_action")
    out: list[Event] = []
    token = _HANDLERS[action_type](state, actor, action, out)
    state.log += token + " "
    return out


def _church(state: GameState, seat: int, action: dict, out: list[Event]) -> str:
    token = church.resolve(state, seat, action, out)
    if state.phase == GIFT:  # back to the allocation or the taking
        gift.proceed(state, out)
    else:  # on to the next auction (R23, R26)
        auction.close(state, out)
    return token


_HANDLERS: dict[str, Callable[[GameState, int, dict, list[Event]], str]] = {
    "place": gift.place,
    "take": gift.take,
    "church": _church,
    "bid": auction.bid,
    "pass": auction.pass_,
    "pay": auction.pay,
    "refuse": auction.refuse,
}
_PLACE_TOKENS = {"k": "keep", "a": "auction", "p": "public"}


def action_from_token(token: str) -> dict:
    """The action a log token stands for (the inverse of the handlers' tokens)."""
    head, rest = token[0], token[1:]
    if head in _PLACE_TOKENS:
        return {"type": "place", "to": _PLACE_TOKENS[head]}
    if head == "t":
        return {"type": "take", "card": CARD_IDS[int(rest)]}
    if head == "c":
        return {
            "type": "church",
            "adjust": [
                {"category": CATEGORIES[int(rest[i])], "delta": 1 if rest[i + 1] == "+" else -1}
                for i in range(0, len(rest), 2)
            ],
        }
    if head == "b":
        return {"type": "bid", "amount": int(rest)}
    if head == "x":
        return {"type": "pass"}
    if head == "y":
        return {"type": "pay", "cards": [CARD_IDS[int(c)] for c in rest.split(".") if c]}
    if head == "r":
        return {"type": "refuse"}
    raise ValueError(f"not an action token: {token!r}")


def replay(state: GameState) -> tuple[GameState, list[Event]]:
    """Replay the game from its seed (or fixed deck) and its log: the same state and every event."""
    fresh, events = new_game(
        state.players,
        state.variant,
        state.first,
        state.seed,
        None if state.deck is None else [CARD_IDS[c] for c in state.deck],
    )
    for token in state.log.split():
        events.extend(apply_action(fresh, to_act(fresh), action_from_token(token)))
    return fresh, events
