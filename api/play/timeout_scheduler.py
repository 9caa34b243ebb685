"""Scheduling the clocks' timeouts: a write that sets a new deadline enqueues a job due at it.

Requests never apply a clock themselves and never wait for one: the job
(``api.jobs.timeouts.apply_due_timeouts``, named here by its path so that enqueuing imports no
job) runs on a worker serving the ``CLOCKS`` queue (``api.play.queues``) within about a second
of the deadline.

Each game has at most one clock job waiting: the write that replaces a deadline (a move, the
end of the game) also cancels the job of the deadline it replaces, in the same round trip, so
the workers run only the jobs that fall due, not one per move (a job that already went to the
queue is left alone: it finds nothing due).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import redis
from rq import Queue, Retry
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from engine import Table

from .queues import CLOCKS
from .store import GameRecord

__all__ = ["JOB", "RETRY_INTERVALS", "TimeoutScheduler", "job_id"]

log = logging.getLogger(__name__)

JOB = "api.jobs.timeouts.apply_due_timeouts"
#: Seconds before each new try of a clock job that failed (the games' Redis unreachable...):
#: 1, then every 2 s for about a minute, so that a clock that fell due during an outage is
#: applied within about 2 s of Redis's return (a doubling backoff, 1, 2, 4, 8, 16 s, would wait
#: up to 8 or 16 s after an outage of a few seconds). A job still failing after that is given
#: up; the clock is then applied by the next request that reads the game.
RETRY_INTERVALS = (1,) + (2,) * 29
#: Seconds a clock job may run (it reads and writes one game) before RQ stops it.
JOB_TIMEOUT = 30
#: Removes a job from the scheduled registry, and its hash, when it is still waiting there
#: (KEYS: the registry, the job's hash; ARGV: the job's id).
_CANCEL_LUA = """
if redis.call('ZREM', KEYS[1], ARGV[1]) == 1 then
  redis.call('DEL', KEYS[2])
end
return 0
"""


def job_id(game_id: str, deadline: float) -> str:
    """The id of the clock job of ``game_id``'s ``deadline`` (one job per deadline, named by
    its millisecond)."""
    return f"timeout-{game_id}-{round(deadline * 1000)}"


class TimeoutScheduler:
    """A write listener: when a write sets a new deadline, a job is scheduled for it, and the
    job of the deadline it replaces is cancelled."""

    def __init__(self, connection: redis.Redis) -> None:
        self.queue = Queue(CLOCKS, connection=connection)
        self.scheduled = ScheduledJobRegistry(queue=self.queue)

    def written(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> None:
        deadline = after.deadline
        replaced = before.deadline if before is not None else None
        if deadline == replaced:
            return
        try:
            with self.queue.connection.pipeline(transaction=False) as pipe:
                if replaced is not None:
                    cancelled = job_id(game_id, replaced)
                    keys = (self.scheduled.key, Job.key_for(cancelled))
                    pipe.eval(_CANCEL_LUA, 2, *keys, cancelled)
                if deadline is not None:
                    self.queue.enqueue_at(
                        datetime.fromtimestamp(deadline, UTC),
                        JOB,
                        game_id,
                        deadline,
                        job_id=job_id(game_id, deadline),
                        job_timeout=JOB_TIMEOUT,
                        retry=Retry(max=len(RETRY_INTERVALS), interval=list(RETRY_INTERVALS)),
                        result_ttl=0,
                        failure_ttl=3600,
                        pipeline=pipe,
                    )
                pipe.execute()
        except (redis.RedisError, OSError):  # the write stands; a request applies it lazily
            log.exception("could not schedule the clock of game %s", game_id)
