"""Scheduling the clocks' timeouts: a write that sets a new deadline enqueues a job due at it.

Requests never apply a clock themselves and never wait for one: the job
(``api.jobs.apply_due_timeouts``, named here by its path so that enqueuing imports no job) runs
on a worker serving the ``CLOCKS`` queue (``api.queues``) within about a second of the deadline.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import redis
from rq import Queue, Retry

from engine import Table

from .queues import CLOCKS
from .store import GameRecord

__all__ = ["JOB", "RETRY_INTERVALS", "TimeoutScheduler"]

log = logging.getLogger(__name__)

JOB = "api.jobs.apply_due_timeouts"
#: Seconds before each new try of a clock job that failed (its store was unreachable...).
RETRY_INTERVALS = (1, 2, 4, 8, 16)
#: Seconds a clock job may run (it reads and writes one game) before RQ stops it.
JOB_TIMEOUT = 30


class TimeoutScheduler:
    """A write listener: when a write sets a new deadline, a job is scheduled for it."""

    def __init__(self, connection: redis.Redis) -> None:
        self.queue = Queue(CLOCKS, connection=connection)

    def written(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> None:
        deadline = after.deadline
        if deadline is None or (before is not None and before.deadline == deadline):
            return
        try:
            self.queue.enqueue_at(
                datetime.fromtimestamp(deadline, UTC),
                JOB,
                game_id,
                deadline,
                job_id=f"timeout-{game_id}-{after.version}",
                job_timeout=JOB_TIMEOUT,
                retry=Retry(max=len(RETRY_INTERVALS), interval=list(RETRY_INTERVALS)),
                result_ttl=0,
                failure_ttl=3600,
            )
        except (redis.RedisError, OSError):  # the write stands; a request applies it lazily
            log.exception("could not schedule the clock of game %s", game_id)
