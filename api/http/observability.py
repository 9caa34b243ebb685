"""What operators see: request ids, structured JSON logs, Prometheus metrics at ``/metrics``.

- Every request gets an id: the client's ``X-Request-Id`` when it is a sane one (letters,
  digits, ``._:-``, at most 128), else a new one. It is echoed in the response header, written
  in every log line of the request, and carried by every problem+json answer.
- Logs are JSON lines (python-json-logger). The access log (``BIBLIOS_ACCESS_LOG=1``) writes the
  method, the route, the path WITHOUT its query string (a stream ticket travels there), the
  status and the duration; never a header, so never a token or a portal key.
- Metrics (prometheus-client, declared in ``api.play.metrics``): requests by route, method
  and status with latency histograms, compare-and-set races, bot moves, timeouts, webhook
  deliveries, open streams. Under gunicorn each worker process counts its own and ``/metrics``
  adds them up (multiprocess mode, with ``PROMETHEUS_MULTIPROC_DIR``, which ``gunicorn.conf.py``
  sets up).
"""

from __future__ import annotations

import logging
import os
import re
import sys
import time
import uuid

from flask import Flask, Response, g, has_request_context, request
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest, multiprocess
from pythonjsonlogger.json import JsonFormatter

from ..play.metrics import LATENCY, REQUESTS

REQUEST_ID_HEADER = "X-Request-Id"
_SANE_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")

access_log = logging.getLogger("biblios.access")


def sane_request_id(given: str | None) -> str | None:
    """The client's ``X-Request-Id`` when it is a sane one (else None: make one up)."""
    return given if given and _SANE_ID.fullmatch(given) else None


def request_id() -> str | None:
    """The current request's id (None outside a request)."""
    return getattr(g, "request_id", None) if has_request_context() else None


class _RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id()
        return True


def configure_logging(level: str = "INFO") -> None:
    """JSON lines on stderr for the app's loggers, each with the request's id."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        JsonFormatter(
            "{asctime}{levelname}{name}{message}",
            style="{",
            rename_fields={"asctime": "time", "levelname": "level", "name": "logger"},
        )
    )
    handler.addFilter(_RequestIdFilter())
    for name in ("api", "biblios", "engine"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(level)
        logger.propagate = False


def init_app(app: Flask, access_log_on: bool) -> None:
    """Request ids, the access log and the metrics of every request; ``/metrics``."""

    @app.before_request
    def _start() -> None:
        given = request.headers.get(REQUEST_ID_HEADER, "")
        g.request_id = given if _SANE_ID.fullmatch(given) else uuid.uuid4().hex
        g.started = time.perf_counter()

    @app.after_request
    def _finish(response: Response) -> Response:
        rid = getattr(g, "request_id", None)
        if rid is not None:  # (added: only here is it ever set, so no earlier one to replace)
            response.headers.add(REQUEST_ID_HEADER, rid)
        started = getattr(g, "started", None)
        if started is None or response.is_streamed:  # a stream is counted when it ends
            return response
        _count(response.status_code, time.perf_counter() - started, access_log_on)
        return response

    app.add_url_rule("/metrics", "metrics", _metrics)


def stream_ended(status: int, started: float, access_log_on: bool) -> None:
    """Count a stream, and log it, when it ends (called by ``api.live``)."""
    _count(status, time.perf_counter() - started, access_log_on)


def _count(status: int, seconds: float, access_log_on: bool) -> None:
    route = request.url_rule.rule if request.url_rule is not None else "unmatched"
    REQUESTS.labels(route, request.method, str(status)).inc()
    LATENCY.labels(route, request.method).observe(seconds)
    if access_log_on:
        access_log.info(
            "%s %s %s",
            request.method,
            request.path,
            status,
            extra={
                "method": request.method,
                "route": route,
                "path": request.path,  # never the query string: tickets travel there
                "status": status,
                "duration_ms": round(seconds * 1000, 2),
                "remote": request.remote_addr,
            },
        )


def _metrics() -> Response:
    """The metrics in Prometheus's text format (every gunicorn worker's, added up)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        body = generate_latest(registry)
    else:
        body = generate_latest()
    return Response(body, mimetype=CONTENT_TYPE_LATEST, headers={"Cache-Control": "no-store"})
