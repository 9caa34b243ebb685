"""First come, first served: how many requests a gevent worker runs at once, and in what order.

A gevent worker holds hundreds of connections, but it has one CPU to run them on. Left to
itself, it runs every request that has something to do, in the order its event loop happens
to wake them, and a request may be passed over again and again: with 32 clients playing as
fast as they can, the slowest 1 % of moves took 2.5 times the median. ``FairAdmission`` lets
a few requests run at once (enough to keep the CPU busy while one of them waits for Redis)
and queues the others in the order they arrived, handing each freed place to the longest
waiting request, so that no late arrival can jump the queue (``docs/benchmarks.md`` has the
figures).

Live streams are kept apart from requests. A worker holds ``stream_budget`` of them at most
(``BIBLIOS_WORKER_STREAMS``, 600 of its 1,000 connections), and each client ``client_cap``
(``BIBLIOS_CLIENT_STREAMS``), counted from the moment they arrive (queued or open) until their
response is closed. Streams queue in a queue of their own with one place (``STREAM_SLOTS``):
opening one (its first view) takes some 4 ms of the worker's CPU, and 3,000 spectators
arriving at once would otherwise stand in the requests' queue (or, run all at once, have the
CPU to themselves) for seconds. One stream more than the budget, or than its client's cap, is
refused at once, here, without queueing and without a pass through the app
(``api.http.stream_caps.StreamRefusals``: the same localized problem, 503
``service_unavailable`` or 429 ``too_many_streams`` with ``Retry-After``, some 0.1 ms of CPU
against the app's 2.5 ms): a crowd of refused streams arriving together leaves the worker's
connections within a moment, so gevent keeps accepting, and a new connection (a move, a
health check) never waits in the kernel's accept queue behind thousands of refusals
(docs/benchmarks.md, "Streams apart from moves"). So however many streams are asked for, and
however fast, the other connections stay for requests, and a move waits behind one stream at
most. (Without refusals, in a bare ``FairAdmission``, one over the budget is marked
``STREAMS_FULL`` and queued for the app to refuse.) Where streams are served by a gunicorn of
their own (``BIBLIOS_ROLE=streams``, behind the proxy that routes by path), the requests'
gunicorn (``BIBLIOS_ROLE=requests``, ``streams_here`` False) refuses every stream that reaches
it the same way: 421 ``misdirected_request``, at once, the last answer on its connection.

A request only queues once its body is in memory: a client that sends its body slowly holds
no place while it does. A live stream holds its place only until its handler returns the
stream (it then runs as long as its client follows the game, outside the queue).

A request that waits on other work rather than on the CPU (a hint's request, waiting for the
bots' worker's search: ``api.play.hints``) gives its place back while it waits
(``waiting_outside``) and queues again for it afterwards, so that its wait holds up nobody.

A body has ``body_timeout`` seconds (``BIBLIOS_BODY_TIMEOUT``) to arrive once the headers have:
gunicorn cuts a client that is slow to send its headers (``keepalive``), not one that dribbles
its body a byte a second. A late body is dropped and the request marked (``BODY_LATE``): the
app answers 408 ``request_timeout`` (``api.http.reading``), and the connection is shut once
the answer is sent.
"""

from __future__ import annotations

import contextlib
import io
import re
import socket
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

from gevent import Timeout
from gevent.event import Event

__all__ = [
    "BODY_LATE",
    "DEFAULT_ACTIVE_REQUESTS",
    "LAST_ANSWER",
    "STREAMS_FULL",
    "STREAM_SLOTS",
    "FairAdmission",
    "FairSlots",
    "Refusals",
    "give_refusals",
    "install",
    "waiting_outside",
]

#: Requests a worker runs at once: enough to keep its CPU busy while some wait for Redis.
DEFAULT_ACTIVE_REQUESTS = 3
#: Live streams a worker opens at once, apart from the requests.
STREAM_SLOTS = 1
#: Set in the WSGI environ of a stream that arrives when the worker holds ``stream_budget``.
STREAMS_FULL = "biblios.streams_full"
#: Set in the WSGI environ of a request whose body did not arrive within the deadline.
BODY_LATE = "biblios.body_late"
#: The WSGI environ's key of the places the request holds one of (``waiting_outside``).
SLOTS = "biblios.admission_slots"
_REFUSALS = "biblios_stream_refusals"  # private: given by give_refusals, read by install
#: Set by the app in the WSGI environ of a request whose answer is the last on its connection
#: (a stream refused because the worker holds its streams' budget, ``api.http.stream_caps``):
#: the connection is shut once the answer is sent, and its place in the worker freed at once
#: (gunicorn ignores an app's ``Connection: close``).
LAST_ANSWER = "biblios.last_answer"

_LENGTH = re.compile(r"[0-9]{1,15}")

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class Refusals(Protocol):
    """What refuses a stream without the app (``api.http.stream_caps.StreamRefusals``)."""

    #: Streams one client may hold in this worker (0: no cap).
    client_cap: int

    def client_of(self, environ: dict[str, Any]) -> str:
        """The client a stream is counted against (its address)."""
        ...

    def refuse(
        self, environ: dict[str, Any], start_response: Callable[..., Any], status: int, code: str
    ) -> Iterable[bytes]:
        """The app's problem ``code`` with ``Retry-After``, answered here."""
        ...


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
    served. Bodies up to ``max_body`` bytes are read before a request queues, within
    ``body_timeout`` seconds (None: no deadline). Live streams (``is_stream``) queue apart,
    at most ``stream_budget`` at once (0: no budget)."""

    def __init__(
        self,
        app: WSGIApp,
        slots: int,
        max_body: int,
        body_timeout: float | None = None,
        is_stream: Callable[[dict[str, Any]], bool] | None = None,
        stream_budget: int = 0,
        refusals: Refusals | None = None,
        streams_here: bool = True,
    ) -> None:
        self.app = app
        self.slots = FairSlots(slots)
        self.max_body = max_body
        self.body_timeout = body_timeout
        #: Whether a request opens a live stream (it then queues in ``stream_slots``).
        self.is_stream = is_stream
        self.stream_slots = FairSlots(STREAM_SLOTS)
        self.stream_budget = stream_budget
        #: The live streams of this worker: queued, or open until their response is closed.
        self.streams = 0
        #: Who refuses streams over the budget or a client's cap at once (None: the app).
        self.refusals = refusals
        #: The live streams of each client, counted as ``streams`` (with ``refusals`` only).
        self.client_streams: dict[str, int] = {}
        #: False in a requests' gunicorn (``BIBLIOS_ROLE=requests``): every stream is refused
        #: at once (421 ``misdirected_request``, with ``refusals``), as the last answer on its
        #: connection; the proxy in front sends streams to the streams' gunicorn.
        self.streams_here = streams_here

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        self._read_body_first(environ)
        if self.is_stream is not None and self.is_stream(environ):
            answer = self._stream(environ, start_response)
        else:
            answer = self._run(self.slots, environ, start_response)
        if BODY_LATE in environ or LAST_ANSWER in environ:
            client = environ.get("gunicorn.socket")
            return _Closed(answer, lambda: _shut(client))
        return answer

    def _run(self, slots: FairSlots, environ: dict[str, Any], start_response: Any) -> Any:
        slots.acquire()
        environ[SLOTS] = slots  # the place ``waiting_outside`` gives back while it waits
        try:
            return self.app(environ, start_response)
        finally:
            slots.release()

    def _stream(self, environ: dict[str, Any], start_response: Any) -> Any:
        full = bool(self.stream_budget) and self.streams >= self.stream_budget
        refusals = self.refusals
        if refusals is not None and not self.streams_here:
            environ[LAST_ANSWER] = True
            return refusals.refuse(environ, start_response, 421, "misdirected_request")
        if refusals is None:
            if full:
                environ[STREAMS_FULL] = True  # the app refuses it: queued all the same, so
                # that a crowd of refusals never has the CPU to itself
                return self._run(self.stream_slots, environ, start_response)
            return self._counted(None, environ, start_response)
        if full:
            environ[LAST_ANSWER] = True  # its connection is shut once the answer is sent
            return refusals.refuse(environ, start_response, 503, "service_unavailable")
        client = refusals.client_of(environ)
        held = self.client_streams.get(client, 0)
        if refusals.client_cap and held >= refusals.client_cap:
            return refusals.refuse(environ, start_response, 429, "too_many_streams")
        self.client_streams[client] = held + 1
        return self._counted(client, environ, start_response)

    def _counted(self, client: str | None, environ: dict[str, Any], start_response: Any) -> Any:
        self.streams += 1
        try:
            answer = self._run(self.stream_slots, environ, start_response)
        except BaseException:
            self._stream_closed(client)
            raise
        return _Closed(answer, lambda: self._stream_closed(client))

    def _stream_closed(self, client: str | None) -> None:
        self.streams -= 1
        if client is not None:
            held = self.client_streams.get(client, 0) - 1
            if held > 0:
                self.client_streams[client] = held
            else:
                self.client_streams.pop(client, None)

    def _read_body_first(self, environ: dict[str, Any]) -> None:
        """Read a body that will be read anyway into memory, before the request queues (a
        body declared over the limit is left to the app, which refuses it without reading it;
        of a chunked one, the limit and one byte more: more is too large)."""
        size = self._size_to_read(environ)
        if size is None:
            return
        deadline = Timeout(self.body_timeout) if self.body_timeout else None
        try:
            if deadline is not None:
                deadline.start()
            body = environ["wsgi.input"].read(size)
        except Timeout as late:
            if late is not deadline:
                raise
            environ[BODY_LATE] = True
            body = b""
        except Exception:  # the client went away: the app sees a short body (400)
            body = b""
        finally:
            if deadline is not None:
                deadline.close()
        environ["wsgi.input"] = io.BytesIO(body)

    def _size_to_read(self, environ: dict[str, Any]) -> int | None:
        """How much of the body to read first (None: none of it, the app reads it as it
        would: no body, one declared over the limit, or a malformed length)."""
        if environ.get("wsgi.input") is None:
            return None
        if "HTTP_TRANSFER_ENCODING" in environ:
            return self.max_body + 1 if self.max_body else None
        declared = environ.get("CONTENT_LENGTH") or ""
        if not _LENGTH.fullmatch(declared):
            return None
        length = int(declared)
        return length if 0 < length <= self.max_body else None


@contextlib.contextmanager
def waiting_outside(environ: dict[str, Any]) -> Iterator[None]:
    """While the block runs, the request gives its place back (it waits on other work, not
    on this worker's CPU); it queues for one again when the block ends. Nothing outside a
    ``FairAdmission``."""
    slots: FairSlots | None = environ.get(SLOTS)
    if slots is None:
        yield
        return
    slots.release()
    try:
        yield
    finally:
        slots.acquire()


#: A live stream's path (``docker/haproxy.cfg`` routes streams with the same pattern).
STREAM_PATH = re.compile(r"/v1/games/[^/]+/stream")


def is_stream(environ: dict[str, Any]) -> bool:
    """Whether a request opens a live stream (``GET /v1/games/<id>/stream``; another method
    there is a request, which the app answers 405)."""
    return environ.get("REQUEST_METHOD", "GET") in _STREAM_METHODS and (
        STREAM_PATH.fullmatch(environ.get("PATH_INFO", "")) is not None
    )


_STREAM_METHODS = frozenset({"GET", "HEAD"})


def install(app: Any, slots: int = DEFAULT_ACTIVE_REQUESTS, streams_here: bool = True) -> None:
    """Put ``FairAdmission`` around a Flask app's WSGI callable (``app.wsgi_app``, where Flask
    documents that middleware goes), ``slots`` requests at once; the body limits come from the
    app's ``MAX_CONTENT_LENGTH`` and ``BIBLIOS_BODY_TIMEOUT``, the streams' budget from
    ``BIBLIOS_WORKER_STREAMS``; ``streams_here`` False (a requests' gunicorn) refuses every
    stream. Called in each gevent worker by ``gunicorn.conf.py``'s ``post_worker_init`` hook;
    another WSGI app is left as it is."""
    if not hasattr(app, "wsgi_app"):
        return
    config = app.config.get("BIBLIOS")  # api.config.Config
    max_body = app.config.get("MAX_CONTENT_LENGTH") or 0
    body_timeout = config.body_timeout if config is not None else None
    stream_budget = config.worker_streams if config is not None else 0
    refusals = app.extensions.get(_REFUSALS)  # api.http.stream_caps gives it (give_refusals)
    app.wsgi_app = FairAdmission(
        app.wsgi_app,
        slots,
        max_body,
        body_timeout,
        is_stream,
        stream_budget,
        refusals,
        streams_here,
    )


def give_refusals(app: Any, refusals: Refusals) -> None:
    """Give ``app`` what its workers refuse streams with before the app (``install``)."""
    app.extensions[_REFUSALS] = refusals


def _shut(client: Any) -> None:
    """Shut a connection once its last answer is sent (a late body's, whose reading was cut off
    in the middle: gunicorn would otherwise go on reading it, as the next request; a refused
    stream's, whose client would otherwise hold the connection through its keep-alive)."""
    if client is not None:
        with contextlib.suppress(OSError):
            client.shutdown(socket.SHUT_RDWR)


class _Closed:
    """An answer that calls ``then`` once the server has closed it."""

    def __init__(self, answer: Iterable[bytes], then: Callable[[], None]) -> None:
        self._answer = answer
        self._then = then

    def __iter__(self) -> Any:
        return iter(self._answer)

    def close(self) -> None:
        try:
            close = getattr(self._answer, "close", None)
            if close is not None:
                close()
        finally:
            self._then()
