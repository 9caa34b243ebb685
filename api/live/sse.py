"""Server-Sent Events framing (the WHATWG HTML standard's ``text/event-stream``)."""

from __future__ import annotations

from typing import Any

import orjson

__all__ = ["KEEPALIVE", "message", "retry"]

#: A comment line: EventSource ignores it; it keeps proxies and load balancers from timing out.
KEEPALIVE = b": keep-alive\n\n"


def message(event: str, data: Any, event_id: int | None = None) -> bytes:
    """One event: ``id:`` (when given), ``event:``, and ``data:`` as one line of JSON (orjson
    escapes every line break inside strings)."""
    head = (
        f"event: {event}\ndata: " if event_id is None else f"id: {event_id}\nevent: {event}\ndata: "
    )
    return head.encode() + orjson.dumps(data) + b"\n\n"


def retry(milliseconds: int) -> bytes:
    """A ``retry:`` field alone: how long EventSource waits before it reconnects."""
    return f"retry: {int(milliseconds)}\n\n".encode()
