"""The rules engine: pure, deterministic, language-free; games plug in behind one protocol.

A game (``protocol.Game``) is state + legal actions + transition, registered by id
(``registry``); a ``Table`` plays any registered game with its seats (people or bots),
resigning, timeouts and the action log::

    from engine import Setup, Table, get_game

    table, events = Table.create(get_game("biblios"), Setup(players=3, seed=7, variant="standard"))
    (seat,) = table.waiting_for()
    table.view(seat)["legal_actions"]  # templates, e.g. {"type": "place", "to": "keep"}
    events = table.act(seat, {"type": "place", "to": "keep"})  # or RuleViolation

Rule violations raise ``RuleViolation`` with a stable code (docs/codes.md); events are data.
"""

from .errors import RuleViolation
from .events import Event
from .protocol import (
    Action,
    Bot,
    EventType,
    Field,
    Game,
    GameInfo,
    Option,
    SchemaError,
    Setup,
)
from .registry import game_ids, get_game, register, unregister
from .table import PLAYING, RESIGNED, STATUSES, TAKEN_OVER, Seat, Table

__all__ = [
    "PLAYING",
    "RESIGNED",
    "STATUSES",
    "TAKEN_OVER",
    "Action",
    "Bot",
    "Event",
    "EventType",
    "Field",
    "Game",
    "GameInfo",
    "Option",
    "RuleViolation",
    "SchemaError",
    "Seat",
    "Setup",
    "Table",
    "game_ids",
    "get_game",
    "register",
    "unregister",
]
