"""The Biblios rules engine: pure, deterministic, language-free.

A game is a ``GameState`` plus its legal actions plus a transition::

    state, events = new_game(players=3, seed=7)
    seat = to_act(state)
    actions = legal_actions(state, seat)
    events = apply_action(state, seat, {"type": "place", "to": "keep"})
    view(state, seat)  # what that seat may see

Rule violations raise ``RuleViolation`` with a stable code (docs/codes.md).
"""

from .errors import RuleViolation
from .events import Event
from .game import action_from_token, apply_action, legal_actions, new_game, replay, to_act
from .state import SCHEMA_VERSION, GameState, SchemaError, decode, encode
from .views import event_view, prompt, view

__all__ = [
    "SCHEMA_VERSION",
    "Event",
    "GameState",
    "RuleViolation",
    "SchemaError",
    "action_from_token",
    "apply_action",
    "decode",
    "encode",
    "event_view",
    "legal_actions",
    "new_game",
    "prompt",
    "replay",
    "to_act",
    "view",
]
