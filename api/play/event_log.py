"""A game's event log, replayed once per version and kept for the next reader.

The log is not stored: the table replays it from its setup and action log (``Table.replay``).
A long game takes milliseconds to replay, and the same version is read again and again (every
seat's ``/events``, every stream catching up), so each process keeps the replayed events of the
most recently read versions. A version's events never change, so an entry is never stale.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from engine import Event, Table

CAPACITY = 256  # versions kept per process (a few hundred KB)

_cache: OrderedDict[tuple[str, int], list[Event]] = OrderedDict()
_lock = threading.Lock()


def events(game_id: str, version: int, table: Table) -> list[Event]:
    """Every event of ``game_id`` at ``version`` (``table`` is that version's), oldest first."""
    key = (game_id, version)
    with _lock:
        found = _cache.get(key)
        if found is not None:
            _cache.move_to_end(key)
            return found
    _, log = table.replay()
    with _lock:
        _cache[key] = log
        while len(_cache) > CAPACITY:
            _cache.popitem(last=False)
    return log


def events_after(game_id: str, version: int, table: Table, after: int) -> list[Event]:
    """The events of ``game_id`` at ``version`` whose sequence number is above ``after`` (the
    log is numbered 1, 2, 3...: ``after`` is also how many to skip)."""
    if after >= table.state.seq:
        return []
    return events(game_id, version, table)[after:]
