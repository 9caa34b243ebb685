"""Even connections across gunicorn's gevent workers.

Every worker accepts connections from the one listening socket, and a connection stays with
the worker that accepted it for as long as the client keeps it alive. Which worker wins each
accept is a race, so clients that connect together (a portal's connection pool, a load test)
can land 27 on one worker and 5 on the other: the first then answers five times slower, while
the second idles. So the workers count their open connections in a small array of shared
memory, one slot per worker, and a worker that holds more than the least loaded live worker
lets the others take new connections (it looks again a moment later, and accepts anyway if
nobody else has for ``MAX_DEFER`` seconds).

The master makes the array before it forks (``share``) and gives each worker a free slot
(``assign``, from ``gunicorn.conf.py``'s ``pre_fork``); a worker that exits frees its slot
(``release``, from ``child_exit``).
"""

from __future__ import annotations

import mmap
import time
from collections.abc import Iterable
from typing import Any

__all__ = ["ConnectionCounts", "share", "shared"]

FREE = -1
#: How long an overloaded worker waits before it looks again at who holds what (seconds).
RETRY = 0.002
#: The longest a worker leaves new connections to others (seconds): then it accepts anyway.
MAX_DEFER = 0.05


class ConnectionCounts:
    """Open connections per worker slot, in anonymous shared memory (inherited by fork)."""

    def __init__(self, slots: int) -> None:
        self._memory = mmap.mmap(-1, 8 * slots)  # MAP_SHARED: the workers' writes are seen
        self._counts = memoryview(self._memory).cast("q")
        for slot in range(slots):
            self._counts[slot] = FREE

    @property
    def slots(self) -> int:
        return len(self._counts)

    # --- The master ---------------------------------------------------------------------

    def assign(self, workers: Iterable[Any]) -> int | None:
        """A slot no live worker holds (None: all taken; that worker then does not balance)."""
        taken = {getattr(worker, "connection_slot", None) for worker in workers}
        for slot in range(self.slots):
            if slot not in taken:
                self._counts[slot] = 0
                return slot
        return None

    def release(self, slot: int | None) -> None:
        if slot is not None:
            self._counts[slot] = FREE

    # --- A worker -----------------------------------------------------------------------

    def opened(self, slot: int) -> None:
        self._counts[slot] += 1  # only this worker writes its slot

    def closed(self, slot: int) -> None:
        self._counts[slot] -= 1

    def holds_more(self, slot: int) -> bool:
        """Whether the worker of ``slot`` holds more connections than some other live one."""
        mine = self._counts[slot]
        return any(0 <= count < mine for other, count in enumerate(self._counts) if other != slot)


_shared: ConnectionCounts | None = None


def share(slots: int = 64) -> ConnectionCounts:
    """The master's array, made once before the first fork."""
    global _shared
    if _shared is None:
        _shared = ConnectionCounts(slots)
    return _shared


def shared() -> ConnectionCounts | None:
    return _shared


class Deferral:
    """When a worker started leaving new connections to the others."""

    def __init__(self) -> None:
        self.since: float | None = None

    def should_wait(self, counts: ConnectionCounts, slot: int) -> bool:
        if not counts.holds_more(slot):
            self.since = None
            return False
        now = time.monotonic()
        if self.since is None:
            self.since = now
        if now - self.since > MAX_DEFER:  # nobody else takes it: take it
            self.since = None
            return False
        return True
