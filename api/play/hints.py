"""Hints (play-contract, "Learning"): the expert's choice at a seat's decision, searched on the
worker of the expert's advice from that seat's view alone (``api.jobs.advice.hint_for``).

A request hands the view to a job on the hints' queue (``HINTS``) and waits for its result at
most ``HINT_WAIT`` seconds, blocked on the job's result stream (RQ writes one when the job ends,
done or failed: a few round trips a hint, not one every few milliseconds); after that it is
refused (503 ``hint_unavailable`` with ``Retry-After``) and the job goes on: its id names the
game, the version and the seat, so the retry finds the same job, done by then (its result is
kept ``RESULT_TTL`` seconds), instead of queueing another search.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

import orjson
import redis
from rq import Queue
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.results import Result

from .queues import HINTS
from .refusals import Refused

__all__ = ["HINT_WAIT", "HintDesk", "RETRY_AFTER"]

JOB = "api.jobs.advice.hint_for"
#: Seconds a request waits for a hint's search (play-contract: at most 3).
HINT_WAIT = 3.0
#: Seconds a refused client is asked to wait before asking again (``Retry-After``).
RETRY_AFTER = 2
#: Seconds a hint's result is kept for a retry of the same question.
RESULT_TTL = 600
#: Seconds RQ lets one hint's search run.
JOB_TIMEOUT = 30
#: Seconds a hint's job may wait in the queue before it is dropped unstarted (nobody waits
#: for it any more).
QUEUED_TTL = 60
#: The longest blocking read of a job's result stream, as a share of the connection's read
#: timeout (``BIBLIOS_REDIS_TIMEOUT``): a read that blocks longer would be cut as a dead server.
BLOCK_SHARE = 0.5
_WAITING = (JobStatus.QUEUED, JobStatus.STARTED, JobStatus.DEFERRED, JobStatus.SCHEDULED)


class _NotInTime(Exception):
    """The hint did not come within the wait (or its job failed)."""


class HintDesk:
    """Asks the advice's worker for hints and waits for them (a moment at most)."""

    def __init__(
        self, connection: redis.Redis, read_timeout: float, wait: float = HINT_WAIT
    ) -> None:
        self.queue = Queue(HINTS, connection=connection)
        self.wait = wait
        self.block = max(0.001, read_timeout * BLOCK_SHARE)

    def ask(
        self,
        game_id: str,
        version: int,
        seat: int,
        game: str,
        view: dict[str, Any],
        waiting: Callable[[], AbstractContextManager[None]] = nullcontext,
    ) -> dict:
        """The hint on ``view`` (seat ``seat``'s view of game ``game_id`` at ``version``, a game
        of type ``game``), from the worker; Refused ``hint_unavailable`` when it does not come
        within the wait (or the queue cannot be reached). ``waiting``: what the caller does
        while it waits (an HTTP request gives back its place among those that run)."""
        digest = hashlib.blake2b(orjson.dumps(view, option=orjson.OPT_SORT_KEYS), digest_size=8)
        job_id = f"hint-{game_id}-{version}-{seat}-{digest.hexdigest()}"
        try:
            with waiting():
                return self._wait_for(self._job(job_id, game, view))
        except (redis.RedisError, OSError, _NotInTime):
            pass
        raise Refused("hint_unavailable", retry_after=RETRY_AFTER)

    def _wait_for(self, job: Job) -> dict:
        """The job's answer, waited for on its result stream until it comes or the wait is over
        (``_NotInTime``; also when the job failed or is gone). RQ sets a job's status and writes
        its result in one transaction, so a job read as finished has its result."""
        end = time.monotonic() + self.wait
        results = Result.get_key(job.id)
        while True:
            status = job.get_status(refresh=True)
            if status == JobStatus.FINISHED:
                answer = job.return_value(refresh=True)
                if isinstance(answer, dict):
                    return answer
                raise _NotInTime
            left = end - time.monotonic()
            if status not in _WAITING or left <= 0:
                raise _NotInTime
            # From the stream's start: a result written since the status was read ends the
            # read at once.
            block_ms = max(1, round(min(left, self.block) * 1000))
            self.queue.connection.xread({results: "0-0"}, count=1, block=block_ms)

    def _job(self, job_id: str, game: str, view: dict[str, Any]) -> Job:
        """The job of this question: the one already asked (waiting, running or done), else
        a new one."""
        try:
            job = Job.fetch(job_id, connection=self.queue.connection)
            if job.get_status() in (*_WAITING, JobStatus.FINISHED):
                return job
        except NoSuchJobError:
            pass
        return self.queue.enqueue(
            JOB,
            game,
            view,
            job_id=job_id,
            job_timeout=JOB_TIMEOUT,
            ttl=QUEUED_TTL,
            result_ttl=RESULT_TTL,
            failure_ttl=RESULT_TTL,
            description=f"hint for seat {job_id}",
        )
