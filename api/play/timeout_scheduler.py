"""Scheduling the clocks' timeouts: a write that sets a new deadline promises a job due at it
(recorded with the write in the game's outbox, relayed to the queue: ``api.play.outbox``).

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

from datetime import UTC, datetime
from typing import Any

import redis
from rq import Queue, Retry
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from engine import Table

from .queues import CLOCKS
from .store import GameRecord

__all__ = ["JOB", "RETRY_INTERVALS", "TimeoutScheduler", "job_id"]

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
    """A promiser (``api.play.outbox``): a write that sets a new deadline promises a job due at
    it, and the cancelling of the job of the deadline it replaces."""

    kind = "clock"

    def __init__(self, connection: redis.Redis) -> None:
        self.queue = Queue(CLOCKS, connection=connection)
        self.scheduled = ScheduledJobRegistry(queue=self.queue)

    def promises(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> list[dict[str, Any]]:
        deadline = after.deadline
        replaced = before.deadline if before is not None else None
        if deadline == replaced:
            return []
        return [{"deadline": deadline, "replaced": replaced}]

    def keep(self, game_id: str, promise: dict[str, Any]) -> None:
        deadline, replaced = promise["deadline"], promise["replaced"]
        self.schedule(game_id, deadline, replaced)

    def schedule(self, game_id: str, deadline: float | None, replaced: float | None = None) -> None:
        """Cancel the job of the ``replaced`` deadline (if still waiting) and schedule the one
        of ``deadline`` unless a job of its id exists already, in one round trip."""
        exists = deadline is not None and Job.exists(
            job_id(game_id, deadline), self.queue.connection
        )
        with self.queue.connection.pipeline(transaction=False) as pipe:
            if replaced is not None:
                cancelled = job_id(game_id, replaced)
                keys = (self.scheduled.key, Job.key_for(cancelled))
                pipe.eval(_CANCEL_LUA, 2, *keys, cancelled)
            if deadline is not None and not exists:
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
