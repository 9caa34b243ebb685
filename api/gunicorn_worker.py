"""Gunicorn's gevent worker, answering the requests gunicorn refuses itself as problem+json.

Gunicorn reads the request line and the headers before the app sees anything; what it cannot
parse (a malformed request line, a line over ``limit_request_line``: 414, too many or too long
header fields: 431...) it answers with a small HTML page of its own. This worker writes those
answers as RFC 9457 problem details with a stable ``code``, like every other error of the API.
They are in English: the request was not understood far enough to read its language.

It also caps the connections each peer address holds in the worker (``api.client_caps``):
one over ``BIBLIOS_CLIENT_CONNECTIONS`` is answered 429 ``too_many_connections`` and closed
before its request is read.
"""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Iterable
from typing import Any

from gevent.server import StreamServer
from gunicorn import util
from gunicorn.workers import ggevent
from gunicorn.workers.ggevent import GeventWorker

from . import balance
from .admission import FairAdmission
from .client_caps import RETRY_AFTER, ClientCounts, peer_address
from .i18n.texts import ERRORS

__all__ = ["ProblemGeventWorker", "problem_bytes"]

PROBLEM_BASE = "https://biblios.dev/problems/"
#: The code of each status gunicorn answers by itself.
CODES = {
    400: "invalid_request",
    403: "forbidden",
    414: "uri_too_long",
    417: "expectation_failed",
    429: "too_many_connections",
    431: "header_fields_too_large",
    500: "internal_error",
    501: "not_implemented",
}
#: Requests a worker runs at once: enough to keep its CPU busy while some wait for Redis.
DEFAULT_ACTIVE_REQUESTS = 3
#: A request gunicorn cannot parse is not the app's ``invalid_request`` (bad JSON or fields).
NOT_HTTP = "The request could not be read as HTTP."


def problem_bytes(status: int, reason: str, headers: Iterable[tuple[str, str]] = ()) -> bytes:
    """A whole HTTP/1.1 response carrying the problem of ``status``, closing the connection
    (with ``headers`` besides)."""
    code = CODES.get(status, "invalid_request" if status < 500 else "internal_error")
    body = json.dumps(
        {
            "type": PROBLEM_BASE + code,
            "title": reason,
            "status": status,
            "detail": NOT_HTTP if status == 400 else ERRORS.get(code, reason + "."),
            "code": code,
        }
    ).encode()
    extra = "".join(f"{name}: {value}\r\n" for name, value in headers)
    head = (
        f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n{extra}"
        f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1") + body


def _write_problem(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    """Gunicorn's ``util.write_error``, as problem+json (gunicorn's message, which may echo
    the client's bytes, goes to its log only)."""
    util.write_nonblock(sock, problem_bytes(status_int, reason))


#: The answer to a connection over its address's cap.
TOO_MANY_CONNECTIONS = problem_bytes(429, "Too Many Requests", [("Retry-After", str(RETRY_AFTER))])


def refuse(sock: socket.socket) -> None:
    """Answer a connection over its address's cap, and close it.

    What the client has already sent is read first (without waiting for more): closing a
    socket with unread bytes resets the connection, and the client might lose the answer.
    """
    try:
        sock.setblocking(False)
        try:
            while sock.recv(65536):
                pass
        except OSError:  # nothing more to read now (or the client is gone)
            pass
        sock.settimeout(1.0)
        sock.sendall(TOO_MANY_CONNECTIONS)
        sock.shutdown(socket.SHUT_WR)
    except OSError:
        pass
    finally:
        util.close(sock)


class ProblemGeventWorker(GeventWorker):
    """``worker_class`` of ``gunicorn.conf.py``: gevent, with gunicorn's own refusals as
    problem+json, and requests run first come first served (``api.admission``,
    ``GUNICORN_ACTIVE_REQUESTS`` at once)."""

    connection_slot: int | None = None  # given by the master (``api.balance``)
    client_connections: ClientCounts | None = None  # set once the app is loaded

    def init_process(self) -> None:
        util.write_error = _write_problem  # this worker process's own gunicorn
        counts = balance.shared()
        if counts is not None and self.connection_slot is not None:
            _BalancedStreamServer.counts = counts
            _BalancedStreamServer.slot = self.connection_slot
            ggevent.StreamServer = _BalancedStreamServer  # what GeventWorker.run listens with
        super().init_process()

    def handle(self, listener: Any, client: Any, addr: Any) -> None:
        caps, peer = self.client_connections, peer_address(addr)
        if caps is None or peer is None:
            return self._handle_balanced(listener, client, addr)
        if not caps.take(peer):
            return refuse(client)
        try:
            self._handle_balanced(listener, client, addr)
        finally:
            caps.give_back(peer)

    def _handle_balanced(self, listener: Any, client: Any, addr: Any) -> None:
        counts, slot = _BalancedStreamServer.counts, _BalancedStreamServer.slot
        if counts is None or slot is None:
            return super().handle(listener, client, addr)
        counts.opened(slot)
        try:
            super().handle(listener, client, addr)
        finally:
            counts.closed(slot)

    def load_wsgi(self) -> None:
        super().load_wsgi()
        app = self.wsgi
        if hasattr(app, "wsgi_app"):  # a Flask app: queue inside it, so it stays the app
            max_body = app.config.get("MAX_CONTENT_LENGTH") or 0
            config = app.config["BIBLIOS"]  # api.config.Config
            app.wsgi_app = FairAdmission(
                app.wsgi_app, active_requests(), max_body, config.body_timeout
            )
            if config.client_connections and not config.trusted_proxies:
                self.client_connections = ClientCounts(config.client_connections)


class _BalancedStreamServer(StreamServer):
    """gevent's server, except that it leaves new connections to a less loaded worker
    (``api.balance``)."""

    counts: balance.ConnectionCounts | None = None
    slot: int | None = None
    _deferral = balance.Deferral()

    def do_read(self) -> Any:
        counts, slot = self.counts, self.slot
        if counts is not None and slot is not None and self._deferral.should_wait(counts, slot):
            self.stop_accepting()  # look again in a moment
            self._timer = self.loop.timer(balance.RETRY)
            self._timer.start(self._start_accepting_if_started)
            return None
        return super().do_read()


def active_requests() -> int:
    """``GUNICORN_ACTIVE_REQUESTS``: requests a worker runs at once (default 3)."""
    raw = os.environ.get("GUNICORN_ACTIVE_REQUESTS", "").strip()
    try:
        value = int(raw, 10) if raw else DEFAULT_ACTIVE_REQUESTS
    except ValueError:
        value = 0
    if value < 1:
        raise ValueError(f"GUNICORN_ACTIVE_REQUESTS must be a positive integer, got {raw!r}")
    return value
