"""The cap on the live streams one client holds in a worker (``BIBLIOS_CLIENT_STREAMS``).

A stream is counted from the moment its request passes the rate limits until its response is
closed (the client gone, the game over, the worker stopping); one over the cap is 429
``too_many_streams`` with ``Retry-After``, before anything is streamed. The client is the
request's address, the trusted proxies' ``X-Forwarded-For`` entry behind them
(``api.limits``); why per client, and the connections' own cap: ``api.client_caps``.
"""

from __future__ import annotations

from functools import partial

from flask import Flask, Response, request
from werkzeug.wsgi import ClosingIterator

from .client_caps import RETRY_AFTER, ClientCounts
from .config import Config
from .problems import Problem

__all__ = ["STREAM_BLUEPRINT", "STREAM_ENDPOINT", "install"]

STREAM_BLUEPRINT = "streams"
STREAM_ENDPOINT = "streams.stream"
#: The client whose stream is counted, kept in the request's WSGI environ.
_COUNTED = "biblios.stream_client"


def install(app: Flask, config: Config) -> ClientCounts | None:
    """Count each client's streams in this process, and refuse those over the cap."""
    if not config.client_streams:
        return None
    streams = ClientCounts(config.client_streams)

    def count_stream() -> None:
        if request.endpoint != STREAM_ENDPOINT:
            return
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
    app.extensions["biblios_client_streams"] = streams
    return streams
