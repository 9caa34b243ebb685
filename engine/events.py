"""Events: what happened, as data (type + parameters), each with its own audience.

``params`` are public. ``private`` parameters (a face-down card's identity) are shown only to
the seats in ``audience`` until the game is over, when everything is revealed (R30).
An event is an immutable tuple with named fields (cheap to make: the engine makes millions).
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any


class Event(tuple):
    """(seq, type, seat, params, private, audience): see the module docstring."""

    __slots__ = ()

    seq: int = property(itemgetter(0))  # type: ignore[assignment]
    type: str = property(itemgetter(1))  # type: ignore[assignment]
    seat: int | None = property(itemgetter(2))  # type: ignore[assignment]
    params: dict[str, Any] = property(itemgetter(3))  # type: ignore[assignment]
    private: dict[str, Any] | None = property(itemgetter(4))  # type: ignore[assignment]
    audience: tuple[int, ...] = property(itemgetter(5))  # type: ignore[assignment]

    def visible_to(self, seat: int | None, reveal_all: bool = False) -> dict[str, Any]:
        """The event as ``seat`` (None: a spectator) may see it."""
        seq, type_, actor, params, private, audience = self
        if private and (reveal_all or seat in audience):
            params = {**params, **private}
        return {"seq": seq, "type": type_, "seat": actor, "params": params}

    def with_params(self, **changes: Any) -> Event:
        """The same event with some public parameters replaced."""
        seq, type_, actor, params, private, audience = self
        return _make(Event, (seq, type_, actor, {**params, **changes}, private, audience))


_make = tuple.__new__


def emit(
    state: Any,
    out: list[Event],
    type: str,
    seat: int | None,
    params: dict[str, Any],
    private: dict[str, Any] | None = None,
    audience: tuple[int, ...] = (),
) -> None:
    """Record an event of ``state`` (numbering it) into ``out``."""
    state.seq += 1
    out.append(_make(Event, (state.seq, type, seat, params, private, audience)))
