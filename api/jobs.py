"""Background work on RQ (a job queue over Redis): the jobs, and how requests enqueue them.

Requests never do this work themselves and never wait for it: a write that starts a clock
enqueues a job due at its deadline (``TimeoutScheduler``); the worker (``python -m
api.worker``, RQ with its scheduler) runs it within about a second of the deadline. A job only
ever goes through the same compare-and-set as a request, so two workers, a worker and a
request, or a stale job can never apply a timeout twice: whoever writes first wins, the others
find nothing due.
"""

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime
from functools import cache

import redis
from rq import Queue

from engine import Table

from .config import Config
from .service import GameService
from .store import GameRecord, GameStore

QUEUE = "biblios"
EARLY_START = 1.5  # seconds: how early RQ's whole-second scheduler may start a job

log = logging.getLogger(__name__)


# --- Jobs (run by the worker) ------------------------------------------------------------


@cache
def _service() -> GameService:
    """The worker process's own service, configured from the environment like the API's."""
    config = Config.from_env()
    store = GameStore(config.redis_url, config.game_ttl, config.redis_timeout, config.redis_cluster)
    scheduler = TimeoutScheduler(config.queue, config.redis_timeout)
    return GameService(
        store,
        cas_retries=config.cas_retries,
        allow_fixed_deck=config.allow_fixed_deck,
        unplayed_ttl=config.unplayed_ttl,
        clock=time.time,
        listeners=[scheduler],
    )


def apply_due_timeouts(game_id: str, deadline: float) -> int | None:
    """Apply the timeouts due in ``game_id`` at ``deadline`` (nothing if none is due any
    more: the game moved on); returns the game's version afterwards (None: the game is gone).

    RQ's scheduler counts whole seconds and looks every second, so the job may start up to a
    second before ``deadline``: it then waits for it (a batch of jobs due in one second waits
    at most that second in all), which applies the timeout within a second of the deadline.
    """
    early = deadline - time.time()
    if 0 < early <= EARLY_START:
        time.sleep(early)
    written = _service().time_out(game_id)
    return None if written is None else written.record.version


# --- Enqueuing (in the API and the worker) -------------------------------------------------


class TimeoutScheduler:
    """A write listener: when a write sets a new deadline, a job is scheduled for it."""

    def __init__(self, queue_url: str, timeout: float) -> None:
        connection = redis.Redis.from_url(
            queue_url, socket_timeout=timeout, socket_connect_timeout=timeout
        )
        self.queue = Queue(QUEUE, connection=connection)

    def written(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> None:
        deadline = after.deadline
        if deadline is None or (before is not None and before.deadline == deadline):
            return
        try:
            self.queue.enqueue_at(
                datetime.fromtimestamp(deadline, UTC),
                apply_due_timeouts,
                game_id,
                deadline,
                job_id=f"timeout-{game_id}-{after.version}",
                result_ttl=0,
                failure_ttl=3600,
            )
        except (redis.RedisError, OSError):  # the write stands; a request applies it lazily
            log.exception("could not schedule the clock of game %s", game_id)
