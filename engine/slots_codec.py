"""One field list drives a game state's slots and its codec (every game's ``state`` module).

A state is stored as a positional list headed by its schema version, written as compact JSON;
reading it back checks the shape and sets the slots directly (no ``__init__``). A game adds
only what its fields need beyond plain JSON (Biblios: its auction object).
"""

from __future__ import annotations

import json
from operator import attrgetter
from typing import Generic, TypeVar

from .protocol import SchemaError

State = TypeVar("State")

_ENCODER = json.JSONEncoder(separators=(",", ":"))


class SlotsCodec(Generic[State]):
    """The list form of a ``__slots__`` class whose slots are ``fields`` (at least two)."""

    def __init__(self, cls: type[State], fields: tuple[str, ...], version: int, game: str) -> None:
        self.cls, self.version, self.game = cls, version, game
        self._length = len(fields) + 1
        self._fields_of = attrgetter(*fields)
        self._setters = tuple(cls.__dict__[name].__set__ for name in fields)

    def to_data(self, state: State) -> list:
        """The schema version, then the fields in order."""
        return [self.version, *self._fields_of(state)]

    def from_data(self, data: object) -> State:
        """The state of ``to_data``'s list (SchemaError if it is not one)."""
        if (
            not isinstance(data, list)
            or len(data) != self._length
            or type(data[0]) is not int
            or data[0] != self.version
        ):
            raise SchemaError(f"not a {self.game} state of schema version {self.version}")
        state = self.cls.__new__(self.cls)
        for set_field, value in zip(self._setters, data[1:], strict=True):
            set_field(state, value)
        return state


def dumps(data: list) -> str:
    """Compact JSON."""
    return _ENCODER.encode(data)


def loads(text: str | bytes) -> object:
    """JSON (SchemaError if it is not)."""
    try:
        return json.loads(text)
    except (ValueError, TypeError) as exc:  # not JSON, not UTF-8, not text
        raise SchemaError("not JSON") from exc
