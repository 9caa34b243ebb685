"""The caps on the live streams a worker holds: each client's (``BIBLIOS_CLIENT_STREAMS``) and
all of them together (``BIBLIOS_WORKER_STREAMS``).

A gevent worker holds ``GUNICORN_WORKER_CONNECTIONS`` connections; past that it accepts nobody
until one closes. Without a cap, one client that opens that many streams (and never reads
them) shuts every other client out. So each worker counts the live streams of each client: a
stream is counted from the moment its request passes the rate limits until its response is
closed (the client gone, the game over, the worker stopping); one over the cap is 429
``too_many_streams`` with ``Retry-After``, localized, before anything is streamed. The client
is the request's address, the trusted proxies' ``X-Forwarded-For`` entry behind them
(``api.http.limits``).

Streams and requests may share a worker's connections (``BIBLIOS_ROLE=all``; ``scripts/serve``
and Compose serve streams from a gunicorn of their own, ``BIBLIOS_ROLE=streams``), so the worker
also holds at most ``BIBLIOS_WORKER_STREAMS`` streams in all (600 of its 1,000 connections by
default, 900 in a streams' gunicorn; counted by
``api.http.admission``): it is 503 ``service_unavailable`` with ``Retry-After``, the last
answer on its connection (``LAST_ANSWER``), so that however many clients (or addresses) open
streams, the rest of the connections stay for moves and for ``/v1/health``
(``docs/live-updates.md``, "Streams apart from moves").

In a gunicorn worker both refusals are answered by ``api.http.admission`` as soon as the
stream arrives, with ``StreamRefusals`` (the same problem, without the app's pass: a crowd
arriving is let go at once, issue 38); the checks below are what a server without it (tests,
``flask run``) goes through, and what a stream that passed admission meets.

The counts are each worker's own (a worker is one process, its greenlets one thread): with
``WEB_CONCURRENCY`` workers a client holds up to that many times the cap. What the app cannot
see, because it comes before a request (a client's idle sockets, a body dribbled a byte a
second), the proxy in front caps (``docker/haproxy.cfg``: connections per address, the time a
whole request may take); sizes and the flood they hold against: ``docs/benchmarks.md``.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

import orjson
from flask import Flask, Response, request
from werkzeug.http import parse_list_header
from werkzeug.wsgi import ClosingIterator

from ..i18n import get_localizer, negotiate
from .admission import LAST_ANSWER, STREAMS_FULL, give_refusals
from .observability import REQUEST_ID_HEADER, sane_request_id
from .problems import PROBLEM_TYPE_BASE, Problem
from .responses import VARY

if TYPE_CHECKING:
    from ..config import Config

__all__ = [
    "RETRY_AFTER",
    "STREAM_BLUEPRINT",
    "STREAM_ENDPOINT",
    "ClientCounts",
    "StreamRefusals",
    "client_streams_of",
    "install",
]

#: Seconds a refused client is asked to wait (``Retry-After``).
RETRY_AFTER = 2

STREAM_BLUEPRINT = "streams"
STREAM_ENDPOINT = "streams.stream"
#: The client whose stream is counted, kept in the request's WSGI environ.
_COUNTED = "biblios.stream_client"
_EXTENSION = "biblios_client_streams"  # private: read through client_streams_of


class ClientCounts:
    """What each client holds in this process, up to ``cap`` each."""

    def __init__(self, cap: int) -> None:
        if cap < 1:
            raise ValueError(f"a cap of at least 1, got {cap!r}")
        self.cap = cap
        self._held: dict[str, int] = {}

    def take(self, client: str) -> bool:
        """Count one more for ``client``; False (and nothing counted) when it holds the cap."""
        held = self._held.get(client, 0)
        if held >= self.cap:
            return False
        self._held[client] = held + 1
        return True

    def give_back(self, client: str) -> None:
        held = self._held.get(client, 0) - 1
        if held > 0:
            self._held[client] = held
        else:
            self._held.pop(client, None)

    def held(self, client: str) -> int:
        return self._held.get(client, 0)


class StreamRefusals:
    """The refusals of streams over a worker's budget or a client's cap, answered by
    ``api.http.admission`` as soon as a stream arrives, without a pass through the app: the
    app's own problem (the same type, title, localized detail, code, ``Retry-After``,
    ``Content-Language``, ``Vary`` and request id), its text built once per language.

    The app's pass (request context, rate limits in Redis, the blueprint's hooks) costs some
    2.5 ms of the worker's CPU per refusal; this, some 0.1 ms. 3,000 streams arriving at once
    are then refused as fast as gevent accepts them, and connections behind them in the
    kernel's accept queue (a move, a health check) are not held there for seconds
    (docs/benchmarks.md, "Streams apart from moves")."""

    def __init__(self, client_cap: int, trusted_proxies: int) -> None:
        self.client_cap = client_cap
        self.trusted_proxies = trusted_proxies
        self._texts: dict[tuple[str, int, str], dict[str, Any]] = {}

    def client_of(self, environ: dict[str, Any]) -> str:
        """The client's address as ``api.http.limits``'s ``ProxyFix`` reads it: the
        connection's, or behind ``trusted_proxies`` proxies, the one they saw."""
        address = environ.get("REMOTE_ADDR") or ""
        if self.trusted_proxies:
            forwarded = parse_list_header(environ.get("HTTP_X_FORWARDED_FOR") or "")
            if len(forwarded) >= self.trusted_proxies:
                return forwarded[-self.trusted_proxies]
        return address

    def refuse(
        self, environ: dict[str, Any], start_response: Callable[..., Any], status: int, code: str
    ) -> Iterable[bytes]:
        locale = negotiate(_query_lang(environ), environ.get("HTTP_ACCEPT_LANGUAGE"))
        text = self._texts.get((locale, status, code))
        if text is None:
            loc = get_localizer(locale)
            text = self._texts[(locale, status, code)] = {
                "type": PROBLEM_TYPE_BASE + code,
                "title": loc.title(status),
                "status": status,
                "detail": loc.error(code),
                "code": code,
            }
        rid = sane_request_id(environ.get("HTTP_X_REQUEST_ID")) or uuid.uuid4().hex
        body = orjson.dumps({**text, "request_id": rid})
        start_response(
            f"{status} {_REASONS[status]}",
            [
                ("Content-Type", "application/problem+json"),
                ("Content-Length", str(len(body))),
                ("Content-Language", locale),
                VARY,
                *([("Retry-After", str(RETRY_AFTER))] if status in _RETRY_LATER else []),
                (REQUEST_ID_HEADER, rid),
            ],
        )
        return [body]


#: The status lines' reasons, as werkzeug words them for the app's answers.
_REASONS = {421: "MISDIRECTED REQUEST", 429: "TOO MANY REQUESTS", 503: "SERVICE UNAVAILABLE"}
#: The refusals that pass with time (``Retry-After``); a misdirected stream (421: this is a
#: requests' gunicorn) is refused wherever it is sent again.
_RETRY_LATER = frozenset({429, 503})


def _query_lang(environ: dict[str, Any]) -> str | None:
    query = environ.get("QUERY_STRING")
    if not query:
        return None
    langs = parse_qs(query).get("lang", [])
    return langs[0] if len(langs) == 1 else None


def install(app: Flask, config: Config) -> ClientCounts:
    """Refuse the streams over the worker's budget, count each client's streams in this
    process and refuse those over its cap (0: no cap); the per-client counts."""
    # A cap of 0 is no cap: counted against more streams than a worker can ever hold.
    streams = ClientCounts(config.client_streams or 2**31)

    def count_stream() -> None:
        if request.endpoint != STREAM_ENDPOINT:
            return
        if request.environ.get(STREAMS_FULL):
            request.environ[LAST_ANSWER] = True
            raise Problem(503, "service_unavailable", headers={"Retry-After": str(RETRY_AFTER)})
        client = request.remote_addr or ""
        if not streams.take(client):
            raise Problem(429, "too_many_streams", headers={"Retry-After": str(RETRY_AFTER)})
        request.environ[_COUNTED] = client

    def uncount_when_closed(response: Response) -> Response:
        client = request.environ.pop(_COUNTED, None)
        if client is not None:
            give_back = partial(streams.give_back, client)
            if response.direct_passthrough:  # the stream itself: the server closes it
                response.response = ClosingIterator(response.response, give_back)
            else:
                response.call_on_close(give_back)
        return response

    # Only for the streams' blueprint: the other requests pay nothing.
    app.before_request_funcs.setdefault(STREAM_BLUEPRINT, []).append(count_stream)
    app.after_request_funcs.setdefault(STREAM_BLUEPRINT, []).append(uncount_when_closed)
    app.extensions[_EXTENSION] = streams
    # What api.http.admission (in each gunicorn worker) refuses with, before the app
    give_refusals(app, StreamRefusals(config.client_streams, config.trusted_proxies))
    return streams


def client_streams_of(app: Flask) -> ClientCounts:
    """The streams each client of ``app`` holds (``install``)."""
    return app.extensions[_EXTENSION]
