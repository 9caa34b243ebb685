"""Gunicorn's gevent worker, answering the requests gunicorn refuses itself as problem+json.

Gunicorn reads the request line and the headers before the app sees anything; what it cannot
parse (a malformed request line, a line over ``limit_request_line``: 414, too many or too long
header fields: 431...) it answers with a small HTML page of its own. This worker writes those
answers as RFC 9457 problem details with a stable ``code``, like every other error of the API.
They are in English: the request was not understood far enough to read its language.
"""

from __future__ import annotations

import json
from typing import Any

from gunicorn import util
from gunicorn.workers.ggevent import GeventWorker

from .i18n.texts import ERRORS

__all__ = ["ProblemGeventWorker", "problem_bytes"]

PROBLEM_BASE = "https://biblios.dev/problems/"
#: The code of each status gunicorn answers by itself.
CODES = {
    400: "invalid_request",
    403: "forbidden",
    414: "uri_too_long",
    417: "expectation_failed",
    431: "header_fields_too_large",
    500: "internal_error",
    501: "not_implemented",
}
#: A request gunicorn cannot parse is not the app's ``invalid_request`` (bad JSON or fields).
NOT_HTTP = "The request could not be read as HTTP."


def problem_bytes(status: int, reason: str) -> bytes:
    """A whole HTTP/1.1 response carrying the problem of ``status``, closing the connection."""
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
    head = (
        f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1") + body


def _write_problem(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    """Gunicorn's ``util.write_error``, as problem+json (gunicorn's message, which may echo
    the client's bytes, goes to its log only)."""
    util.write_nonblock(sock, problem_bytes(status_int, reason))


class ProblemGeventWorker(GeventWorker):
    """``worker_class`` of ``gunicorn.conf.py``."""

    def init_process(self) -> None:
        util.write_error = _write_problem  # this worker process's own gunicorn
        super().init_process()
