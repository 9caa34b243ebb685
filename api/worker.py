"""The background worker: ``python -m api.worker`` (RQ with its scheduler).

It runs the jobs of ``api.jobs`` (the clocks' timeouts; portals' webhooks) from the queue at
``BIBLIOS_QUEUE_URL`` (default ``REDIS_URL``), and moves scheduled jobs to the queue when they
fall due (RQ's scheduler: one worker's at a time, by a lock in Redis; another takes over when
it stops). Start as many workers as you like, on any hosts: every job writes through the
store's compare-and-set, so none is ever applied twice. SIGTERM lets the current job finish,
then stops.

Metrics: with ``BIBLIOS_WORKER_METRICS_PORT`` set, the worker serves Prometheus metrics (the
timeouts it applied, the bots' moves, webhook deliveries by outcome...) on that port of
``BIBLIOS_WORKER_METRICS_BIND`` (default 127.0.0.1). RQ runs each job in a child process, so
this needs ``PROMETHEUS_MULTIPROC_DIR`` (an empty directory of the worker's own) set before the
worker starts: the children's counts are added up from there.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping

import redis
from prometheus_client import CollectorRegistry, multiprocess, start_http_server
from rq import Worker

from .config import Config
from .jobs import QUEUE


def main() -> int:
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    config = Config.from_env()
    serve_metrics(os.environ)
    connection = redis.Redis.from_url(config.queue)
    worker = Worker([QUEUE], connection=connection)
    worker.work(with_scheduler=True)
    return 0


def serve_metrics(env: Mapping[str, str]) -> None:
    """Serve the metrics of this worker and its job processes when asked to."""
    port = env.get("BIBLIOS_WORKER_METRICS_PORT", "").strip()
    if not port:
        return
    directory = env.get("PROMETHEUS_MULTIPROC_DIR", "").strip()
    if not directory or not os.path.isdir(directory):
        raise SystemExit(
            "BIBLIOS_WORKER_METRICS_PORT needs PROMETHEUS_MULTIPROC_DIR: an existing directory "
            "for the metrics of the worker's job processes"
        )
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise SystemExit(f"BIBLIOS_WORKER_METRICS_PORT must be a port number, got {port!r}")
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    bind = env.get("BIBLIOS_WORKER_METRICS_BIND", "").strip() or "127.0.0.1"
    start_http_server(int(port), addr=bind, registry=registry)


if __name__ == "__main__":
    sys.exit(main())
