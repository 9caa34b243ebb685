"""The background worker: ``python -m api.jobs.worker [ROLE...]`` (RQ with its scheduler).

Roles (``api.play.queues.ROLES``): ``clocks`` runs the clocks' timeouts (``api.jobs.timeouts``) and
the slow bots' moves (``api.jobs.bot_moves``), ``bots`` those moves, the hints and the reviews
(``api.jobs.advice``), ``advice`` the hints and the reviews alone, ``reviews`` the reviews alone,
``webhooks`` the portals' webhook deliveries (``api.portals.webhooks``). Without a role a worker
serves every queue, the clocks first (RQ always takes from the first queue that has a job);
``scripts/serve`` starts a ``clocks``, an ``advice`` and three ``webhooks`` workers, so that a
review never holds a clock back, a portal's server that hangs never holds a clock back, nor another
portal's webhooks (it holds at most ``PORTAL_CONCURRENCY`` of the webhooks' workers:
``api.portals.webhooks``).

Each worker runs its jobs in its own process, one after the other (RQ's ``SimpleWorker``: no
fork per job, so a job reuses the connections and the services of the jobs before it;
``docs/benchmarks.md`` has the rates), and moves its queues' scheduled jobs to them when they
fall due (RQ's scheduler, in a child process: one worker's at a time per queue, by a lock in
Redis; another takes over when it stops). Start as many workers as you like, on any hosts:
every job writes through the store's compare-and-set, so none is ever applied twice. SIGTERM
lets the current job finish, then stops.

Outboxes: a worker that serves the clocks also runs the relay (``api.jobs.relay``), a thread
that queues what the games' outboxes still hold (``api.play.outbox``: what a write promised and
its writer could not queue, having died) and schedules again every running clock from the
games' own deadlines.

Redis outages: the worker's connection to the queue retries every command with backoff
(redis-py's ``Retry``, without end, at most ``RECONNECT_CAP`` seconds apart), and so does its
scheduler's, so a worker waits for Redis to come back instead of exiting, saying so in its log;
a job that fails meanwhile (the games' store unreachable) is tried again by RQ (``Retry``).

CPU: a worker of the advice's queues alone (``advice``, ``reviews``) takes only the CPU the API
leaves (``api.jobs.cpu_share``: the idle scheduling class, its session's autogroup at the lowest
weight; ``BIBLIOS_WORKER_CPU=normal`` leaves it as started).

Metrics: with ``BIBLIOS_WORKER_METRICS_PORT`` set, the worker serves Prometheus metrics (the
timeouts it applied, the bots' moves, webhook deliveries by outcome...) on that port of
``BIBLIOS_WORKER_METRICS_BIND`` (default 127.0.0.1). With ``PROMETHEUS_MULTIPROC_DIR`` set,
they are added up from every process writing there.
"""

from __future__ import annotations

import argparse
import ctypes
import logging
import os
import signal
import sys
from collections.abc import Callable, Mapping, MutableMapping, Sequence
from typing import Any

import redis
from prometheus_client import REGISTRY, CollectorRegistry, multiprocess, start_http_server
from redis.backoff import AbstractBackoff, ExponentialWithJitterBackoff
from redis.retry import Retry
from rq import SimpleWorker
from rq.job import Job
from rq.scheduler import RQScheduler

from ..composition import worker_services
from ..config import Config
from ..play.queues import CLOCKS, HINTS, PRIORITY, REVIEWS, ROLES
from ..play.redis_connect import Sentinels, sentinel_master
from ..portals.webhooks import WebhookFailed
from .cpu_share import cpu_share_of, take_the_cpu_left
from .relay import start_relay

log = logging.getLogger(__name__)

#: Seconds between two attempts to reach an unreachable Redis, at most.
RECONNECT_CAP = 2.0
#: While Redis stays unreachable, one log line per this many failed attempts.
LOG_EVERY = 10
#: Seconds between a worker's maintenance rounds (RQ's default: 10 minutes). Each round cleans
#: the queues' registries and starts this worker's scheduler if no scheduler holds its queues
#: (another worker's stopped).
MAINTENANCE_INTERVAL = 15
#: RQ's worker TTL: an idle worker wakes every ``WORKER_TTL - 15`` seconds, for its maintenance.
WORKER_TTL = 30
PR_SET_PDEATHSIG = 1  # linux/prctl.h


class LoggedBackoff(AbstractBackoff):
    """redis-py's exponential backoff with jitter (``RECONNECT_CAP`` at most), which says in the
    log that Redis is unreachable on the first failed attempt and every ``LOG_EVERY`` after."""

    def __init__(self) -> None:
        self._backoff = ExponentialWithJitterBackoff(cap=RECONNECT_CAP, base=0.1)

    def compute(self, failures: int) -> float:
        if failures == 1 or failures % LOG_EVERY == 0:
            log.warning("Redis unreachable (attempt %d); trying again", failures)
        return self._backoff.compute(failures)


class Worker(SimpleWorker):
    """RQ's ``SimpleWorker``, except that a webhook's failed try, which the job logged in one
    line (``api.portals.webhooks``: the try, the error, the next try), is not logged again
    with its traceback; any other exception is, as RQ does."""

    #: How the scheduler's process connects to the queues (None: RQ's own way).
    connect_scheduler: Callable[[], redis.Redis] | None = None

    def _start_scheduler(
        self, burst: bool = False, logging_level: Any = None, *args: Any, **kwargs: Any
    ) -> None:
        """RQ's, with ``Scheduler`` when ``connect_scheduler`` is set."""
        if self.connect_scheduler is None:
            super()._start_scheduler(burst, logging_level, *args, **kwargs)
            return
        self.scheduler = Scheduler(
            self.queues,
            connection=self.connection,
            connect=self.connect_scheduler,
            logging_level=logging_level if logging_level is not None else self.log.level,
            serializer=self.serializer,
        )
        self.scheduler.acquire_locks()
        if self.scheduler.acquired_locks:
            if burst:
                try:
                    self.scheduler.register_birth()
                    self.scheduler.enqueue_scheduled_jobs()
                finally:
                    self.scheduler.release_locks()
                    self.scheduler.register_death()
            else:
                self.scheduler.start()

    def handle_exception(self, job: Job, *exc_info: Any) -> None:
        if isinstance(exc_info[1], WebhookFailed):
            return
        super().handle_exception(job, *exc_info)


def queue_connection(url: str, sentinels: Sentinels | None = None) -> redis.Redis:
    """The worker's connection to its queues: every command retried until Redis answers
    (under Sentinel, each try on the master the Sentinels name then)."""
    options: dict[str, Any] = {"retry": Retry(LoggedBackoff(), -1), "socket_connect_timeout": 5}
    if sentinels is not None:
        return sentinel_master(url, sentinels, **options)
    return redis.Redis.from_url(url, **options)


class Scheduler(RQScheduler):
    """RQ's scheduler, whose process connects through ``connect`` (RQ rebuilds a plain
    connection from the worker's settings, which a Sentinel's master cannot be rebuilt from)."""

    def __init__(self, *args: Any, connect: Callable[[], redis.Redis], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._connect = connect

    @property
    def connection(self) -> redis.Redis:
        if self._connection is None:
            self._connection = self._connect()
        return self._connection


def queues_of(roles: Sequence[str]) -> list[str]:
    """The queues of ``roles`` in priority order (no role: every queue)."""
    wanted = {queue for role in roles for queue in ROLES[role]} if roles else set(PRIORITY)
    return [queue for queue in PRIORITY if queue in wanted]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m api.jobs.worker", description="A worker.")
    parser.add_argument(
        "roles", nargs="*", metavar="ROLE", help=f"{', '.join(ROLES)} (default: every queue)"
    )
    roles = parser.parse_args(argv).roles
    unknown = sorted(set(roles) - set(ROLES))
    if unknown:
        parser.error(f"unknown role {unknown[0]!r}: the roles are {', '.join(ROLES)}")
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    config = Config.from_env()
    served = queues_of(roles)
    if cpu_share_of(served, os.environ) == "idle":
        take_the_cpu_left()
    serve_metrics(os.environ)
    if sys.platform == "linux":
        os.register_at_fork(after_in_child=die_with_the_worker)
    unpace_beside_clocks(served, os.environ)
    if CLOCKS in served:
        start_relay(worker_services())
    sentinels = config.queue_sentinels
    worker = Worker(
        served,
        connection=queue_connection(config.queue, sentinels),
        worker_ttl=WORKER_TTL,
        maintenance_interval=MAINTENANCE_INTERVAL,
    )
    if sentinels is not None:
        worker.connect_scheduler = lambda: queue_connection(config.queue, sentinels)
    worker.work(with_scheduler=True)
    return 0


def unpace_beside_clocks(served: Sequence[str], env: MutableMapping[str, str]) -> None:
    """A worker that runs the clocks' queue never pauses a hint's or a review's search
    (``BIBLIOS_ADVICE_YIELD=off`` for its jobs, ``api.jobs.pacing``): it runs one job at a
    time, and a review paused while the machine is busy (up to ``BIBLIOS_REVIEW_MAX_PAUSE``)
    would hold the clocks' timeouts behind it. Pacing is for the advice's own worker."""
    if CLOCKS in served and (HINTS in served or REVIEWS in served):
        env["BIBLIOS_ADVICE_YIELD"] = "off"


def die_with_the_worker() -> None:
    """In a process the worker forks (RQ's scheduler): be sent SIGTERM when the worker dies,
    even by SIGKILL, so that it stops (releasing its lock on the queues' scheduling for the
    next worker) instead of living on alone."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def serve_metrics(env: Mapping[str, str]) -> None:
    """Serve the metrics of this worker when asked to."""
    port = env.get("BIBLIOS_WORKER_METRICS_PORT", "").strip()
    if not port:
        return
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise SystemExit(f"BIBLIOS_WORKER_METRICS_PORT must be a port number, got {port!r}")
    registry = REGISTRY
    directory = env.get("PROMETHEUS_MULTIPROC_DIR", "").strip()
    if directory:
        if not os.path.isdir(directory):
            raise SystemExit(f"PROMETHEUS_MULTIPROC_DIR must be an existing directory: {directory}")
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    bind = env.get("BIBLIOS_WORKER_METRICS_BIND", "").strip() or "127.0.0.1"
    start_http_server(int(port), addr=bind, registry=registry)


if __name__ == "__main__":
    sys.exit(main())
