"""First come, first served: how many requests a gevent worker runs at once, and in what order.

A gevent worker holds hundreds of connections, but it has one CPU to run them on. Left to
itself, it runs every request that has something to do, in the order its event loop happens
to wake them, and a request may be passed over again and again: with 32 clients playing as
fast as they can, the slowest 1 % of moves took 2.5 times the median. ``FairAdmission`` lets
a few requests run at once (enough to keep the CPU busy while one of them waits for Redis)
and queues the others in the order they arrived, handing each freed place to the longest
waiting request, so that no late arrival can jump the queue (``docs/benchmarks.md`` has the
figures).

A request only queues once its body is in memory: a client that sends its body slowly holds
no place while it does. A live stream holds its place only until its handler returns the
stream (it then runs as long as its client follows the game, outside the queue).
"""

from __future__ import annotations

import io
import re
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

from gevent.event import Event

__all__ = ["FairAdmission", "FairSlots"]

_LENGTH = re.compile(r"[0-9]{1,15}")

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class FairSlots:
    """``size`` places, handed out in the order they were asked for (a gevent semaphore
    would let a newcomer take a place freed while others wait)."""

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError(f"at least one place, got {size!r}")
        self.free = size
        self._waiting: deque[Event] = deque()

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def acquire(self) -> None:
        if self.free > 0 and not self._waiting:
            self.free -= 1
            return
        turn = Event()
        self._waiting.append(turn)
        try:
            turn.wait()
        except BaseException:  # killed while waiting (the worker stops): give back a place
            if turn.is_set():  # handed over just before: pass it on
                self.release()
            else:
                self._waiting.remove(turn)
            raise

    def release(self) -> None:
        if self._waiting:
            self._waiting.popleft().set()  # the place goes straight to the longest waiting
        else:
            self.free += 1


class FairAdmission:
    """WSGI middleware: at most ``slots`` requests run ``app`` at once, first come first
    served. Bodies up to ``max_body`` bytes are read before a request queues."""

    def __init__(self, app: WSGIApp, slots: int, max_body: int) -> None:
        self.app = app
        self.slots = FairSlots(slots)
        self.max_body = max_body

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        self._read_body_first(environ)
        self.slots.acquire()
        try:
            return self.app(environ, start_response)
        finally:
            self.slots.release()

    def _read_body_first(self, environ: dict[str, Any]) -> None:
        """Read a body that will be read anyway into memory, before the request queues (a
        body over the limit is left to the app, which refuses it without reading it)."""
        declared = environ.get("CONTENT_LENGTH") or ""
        stream = environ.get("wsgi.input")
        if stream is None or not _LENGTH.fullmatch(declared) or "HTTP_TRANSFER_ENCODING" in environ:
            return  # nothing, chunked, or malformed: the app reads it as it would
        length = int(declared)
        if length == 0 or length > self.max_body:
            return
        try:
            body = stream.read(length)
        except Exception:  # the client went away: the app sees a short body (400)
            body = b""
        environ["wsgi.input"] = io.BytesIO(body)
