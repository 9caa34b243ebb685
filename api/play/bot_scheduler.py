"""Scheduling the slow bots' moves (the expert's search) on the background worker.

A request answers at once: the tables it loads defer the moves of ``engine.table.SLOW_BOTS``
(``api.play.service.load_table``), so a write that hands the turn to an expert stores the game
waiting for it, and promises (``api.play.outbox``) the job that makes that one move
(``api.jobs.bot_moves.play_bot``, named here by its path so that enqueuing imports no job) on the
``BOTS`` queue (``api.play.queues``). Each job makes one slow bot's move (and the fast bots' after
it) in one write, which the streams and webhooks see like any other; when another slow bot is
next, that write promises the next job. The clocks run for people only: a game waiting for a
bot has no deadline.
"""

from __future__ import annotations

from typing import Any

import redis
from rq import Queue, Retry
from rq.job import Job

from engine import Table

from .queues import BOTS
from .store import GameRecord

__all__ = ["JOB", "BotScheduler"]

JOB = "api.jobs.bot_moves.play_bot"
#: Seconds before each new try of a bot job that failed (its store was unreachable...).
RETRY_INTERVALS = (1, 2, 4, 8, 16)
#: Seconds a bot job may run (one search and one write) before RQ stops it.
JOB_TIMEOUT = 60


class BotScheduler:
    """A promiser (``api.play.outbox``): a write that leaves a slow bot's move pending promises
    a job that makes it."""

    kind = "bots"

    def __init__(self, connection: redis.Redis) -> None:
        self.queue = Queue(BOTS, connection=connection)

    def promises(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> list[dict[str, Any]]:
        return [{"version": after.version}] if table.deferred() else []

    def keep(self, game_id: str, promise: dict[str, Any]) -> None:
        job = f"bots-{game_id}-{promise['version']}"
        if Job.exists(job, self.queue.connection):
            return
        self.queue.enqueue(
            JOB,
            game_id,
            job_id=job,
            job_timeout=JOB_TIMEOUT,
            retry=Retry(max=len(RETRY_INTERVALS), interval=list(RETRY_INTERVALS)),
            result_ttl=0,
            failure_ttl=3600,
        )
