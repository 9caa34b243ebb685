"""Gunicorn settings for the Biblios API: ``gunicorn -c gunicorn.conf.py``.

Environment:

- ``PORT``: when set (as platforms that assign the port do), listen on ``0.0.0.0:$PORT``;
- ``BIBLIOS_BIND``: otherwise, the address to listen on (default ``127.0.0.1:8000``);
- ``WEB_CONCURRENCY``: worker processes (default 2);
- ``GUNICORN_WORKER_CONNECTIONS``: connections (requests and open streams) each worker holds
  at once (default 1000);
- ``BIBLIOS_ROLE``: what this gunicorn serves: ``all`` (default: requests and live streams),
  ``requests`` (everything but the streams, which it refuses: 421 ``misdirected_request``) or
  ``streams`` (the live streams, and ``/v1/health`` for its own checks). ``scripts/serve`` and
  ``compose.yaml`` run one of each, the proxy in front routing by path (``docker/haproxy.cfg``):
  a crowd of streams then never waits in, nor takes the CPU of, the requests' workers
  (docs/production.md, "A crowd arriving");
- ``BIBLIOS_STREAMS_NICE``: in the ``streams`` role, the workers' niceness (default 10, 0 to
  19): on a host shared with the requests' gunicorn, a crowd of streams being opened (~4 ms of
  CPU each) gets the CPU the moves leave, not the moves' (docs/benchmarks.md, "Streams apart
  from moves");
- ``BIBLIOS_WORKER_STREAMS``: of those, how many live streams may take (default 60 % of
  them, 600 of 1,000, and 90 %, 900 of 1,000, in the ``streams`` role; ``api.http.stream_caps``):
  the others stay for requests (and health checks, and the refusals in flight), however many
  streams are asked for. It must be under ``GUNICORN_WORKER_CONNECTIONS`` (``0``: no budget,
  streams may take every connection);
- ``GUNICORN_TIMEOUT``: seconds before a silent worker is killed and restarted (default 30);
- ``GUNICORN_ACTIVE_REQUESTS``: requests each worker runs at once, the others queued first come
  first served (default 3; ``api.http.admission``, put around the app by ``post_worker_init``);
- ``BIBLIOS_ACCESS_LOG=1``: write an access log line per request to stdout;
- ``PROMETHEUS_MULTIPROC_DIR``: where the workers keep their metrics for ``/metrics`` to add
  up (default: a new temporary directory, removed when the server stops).

Workers are gunicorn's own gevent workers (``docs/live-updates.md``): a live stream stays open
for as long as its client follows the game, which a sync worker could only do by serving
nothing else. Gunicorn monkey-patches each worker before it loads the app, so redis-py, RQ and
``limits`` wait for Redis cooperatively. When a worker stops, its streams end at once (their
clients reconnect, to another worker, with ``Last-Event-ID``) instead of holding the shutdown
for ``graceful_timeout``.

Only gunicorn's settings and its documented server hooks are used here: nothing of gunicorn or
gevent is replaced. What gunicorn refuses before the app sees a request (a request line over
``limit_request_line``: 414, too many or too long header fields: 431, bytes that are not HTTP:
400) it answers itself, with its own short HTML page; the proxy in front (``docker/haproxy.cfg``)
answers those as problem+json, and so do caps on each client's connections and slow bodies
(docs/production.md).
"""

from __future__ import annotations

import gc
import logging
import os
import shutil
import tempfile
from typing import Any


def _positive_int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw, 10)
    except ValueError:
        raise ValueError(f"{name} must be a positive integer, got {raw!r}") from None
    if value < 1:
        raise ValueError(f"{name} must be a positive integer, got {raw!r}")
    return value


if os.environ.get("PORT", "").strip():
    bind = [f"0.0.0.0:{_positive_int('PORT', 8000)}"]
else:
    bind = [os.environ.get("BIBLIOS_BIND", "").strip() or "127.0.0.1:8000"]

# Each worker imports and builds the app after gunicorn's gevent patch: not preloaded in the
# master (preload_app), whose app would be made of unpatched modules and locks
# (docs/production.md, "Each worker loads the app itself").
wsgi_app = "api:create_app()"

workers = _positive_int("WEB_CONCURRENCY", 2)
worker_class = "gevent"
# Each worker listens on a socket of its own (SO_REUSEPORT), and the kernel spreads new
# connections evenly across them: with one shared socket, the worker that wakes first accepts a
# whole burst of connections (gevent accepts up to 100 a wake-up), and clients that connect
# together (a portal's pool, a load test) could land 27 on one worker and 5 on the other.
reuse_port = True
worker_connections = _positive_int("GUNICORN_WORKER_CONNECTIONS", 1000)
ROLES = ("all", "requests", "streams")
role = os.environ.get("BIBLIOS_ROLE", "").strip() or "all"
if role not in ROLES:
    raise ValueError(f"BIBLIOS_ROLE must be one of {', '.join(ROLES)}, got {role!r}")
_raw_nice = os.environ.get("BIBLIOS_STREAMS_NICE", "").strip() or "10"
if not _raw_nice.isdigit() or int(_raw_nice) > 19:
    raise ValueError(f"BIBLIOS_STREAMS_NICE must be 0 to 19, got {_raw_nice!r}")
#: How much a streams' worker lowers its CPU priority (``post_fork``); 0 elsewhere.
streams_nice = int(_raw_nice) if role == "streams" else 0
#: The share of a worker's connections its streams may take, in tenths: a streams' gunicorn
#: serves nothing else but its health checks (docs/benchmarks.md, "A gunicorn of their own").
_STREAM_TENTHS = 9 if role == "streams" else 6
_active_requests = _positive_int("GUNICORN_ACTIVE_REQUESTS", 3)  # a bad value stops us here
# Streams get a share of each worker's connections, never all of them (the workers read this
# variable with the rest of the app's configuration, ``api.config``). Unset, it is given to the
# workers through gunicorn's ``raw_env`` (set by the master before it forks them): reading this
# file changes nothing in the process that reads it.
if not os.environ.get("BIBLIOS_WORKER_STREAMS", "").strip():
    raw_env = [f"BIBLIOS_WORKER_STREAMS={max(1, worker_connections * _STREAM_TENTHS // 10)}"]
elif os.environ["BIBLIOS_WORKER_STREAMS"].strip() != "0" and (
    _positive_int("BIBLIOS_WORKER_STREAMS", 1) >= worker_connections
):
    raise ValueError(
        "BIBLIOS_WORKER_STREAMS must be under GUNICORN_WORKER_CONNECTIONS "
        f"({worker_connections}): the rest of each worker's connections are the requests'"
    )
timeout = _positive_int("GUNICORN_TIMEOUT", 30)
graceful_timeout = timeout
keepalive = 5

# Heartbeat files in memory rather than on a possibly slow or overlay disk (containers).
if os.path.isdir("/dev/shm"):
    worker_tmp_dir = "/dev/shm"

# No runtime control socket (gunicorn 27+): it would live in $HOME, which the container user
# cannot write, and two servers on one machine would fight over it. Older versions ignore this.
control_socket_disable = True

accesslog = "-" if os.environ.get("BIBLIOS_ACCESS_LOG", "").strip() == "1" else None
# The path without the query string: a stream ticket travels there (``api.live.tickets``).
access_log_format = '%(h)s %(l)s %(u)s %(t)s "%(m)s %(U)s %(H)s" %(s)s %(b)s "%(f)s" "%(a)s"'
errorlog = "-"
loglevel = "info"


# Metrics of every worker process, added up by /metrics (prometheus-client's multiprocess mode).
# Set here, in the master, before any worker imports the app (and prometheus_client with it).
_own_metrics_dir = None
if not os.environ.get("PROMETHEUS_MULTIPROC_DIR", "").strip():
    # In memory where there is /dev/shm: a read-only container has no writable /tmp.
    _own_metrics_dir = tempfile.mkdtemp(
        prefix="biblios-metrics-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None
    )
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = _own_metrics_dir


class _ListeningAt(logging.Filter):
    """Gunicorn's "Listening at: %s (%s)" names the master's sockets, and with ``reuse_port``
    the master has none (each worker opens its own): the line would read "Listening at:
    (pid)". This fills in the address every worker listens on."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == "Listening at: %s (%s)" and isinstance(record.args, tuple):
            listeners, pid = record.args
            if not listeners:
                record.args = (",".join(bind) + " (each worker's socket, SO_REUSEPORT)", pid)
        return True


def on_starting(server: Any) -> None:
    """Before gunicorn logs where it listens: make that line name the address."""
    server.log.error_log.addFilter(_ListeningAt())


def post_fork(server: Any, worker: Any) -> None:
    """A streams' worker gives way to the requests' on a shared CPU (``BIBLIOS_STREAMS_NICE``)."""
    if streams_nice:
        os.nice(streams_nice)


def child_exit(server: Any, worker: Any) -> None:
    """A worker is gone: its live gauges (open streams) stop counting."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server: Any) -> None:
    if _own_metrics_dir is not None:
        shutil.rmtree(_own_metrics_dir, ignore_errors=True)


def post_worker_init(worker: Any) -> None:
    """Queue the worker's requests first come first served (``api.http.admission``; in the
    ``requests`` role, refuse live streams there), end its live streams as soon as it is told
    to stop (``api.live``); then set aside what the loaded app
    is made of from the garbage collector's full passes.

    The app, its libraries and their data are some 85,000 objects that live as long as the
    worker: a full pass over them takes 12 to 16 ms here, during which the worker answers
    nobody, now and then in the middle of a busy second. Frozen (``gc.freeze``), they are
    never walked again; what requests make is collected as before.
    """
    from api.http import admission

    admission.install(worker.wsgi, _active_requests, streams_here=role != "requests")
    live = getattr(worker.wsgi, "extensions", {}).get("biblios_live")
    if live is not None:
        live.end_streams_when(lambda: not worker.alive)
    gc.freeze()
