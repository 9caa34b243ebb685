"""The expert's review of a finished game (play-contract, "Learning"), kept with the game.

``POST /v1/games/{id}/review`` asks a ``ReviewDesk``: the first ask stores the review as
``pending`` and enqueues its job on the reviews' queue, which the bots' workers serve and the
clocks' never do (``api.play.queues.REVIEWS``; ``api.jobs.advice.review_game``, named by its
path); asking again gives the same review (a review whose job was lost is queued again).
The job (``review_and_keep``) runs ``engine.review.bounded`` on the game as stored, for every
person's seat, each seat's search bounded by ``Config.review_cpu_seconds`` of the job's CPU time
(``BIBLIOS_REVIEW_CPU_SECONDS``, default 60; a seat cut short says ``complete: false``), with the
seed ``SEED``, and stores it ``ready``; then the job tells the game's portal
(``game.review_ready``, ``api.jobs.advice``). A request never searches. The review is kept as
long as the game: its key expires with the game's.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

import orjson
import redis
from rq import Queue, Retry
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from engine.review import bounded
from engine.search import Pace

from .queues import REVIEWS
from .service import load_table
from .store import GameRecord, GameStore, game_key

if TYPE_CHECKING:
    from ..composition import Services

__all__ = ["PENDING", "READY", "SEED", "ReviewDesk", "review_and_keep", "review_key"]

log = logging.getLogger(__name__)

JOB = "api.jobs.advice.review_game"
PENDING, READY = "pending", "ready"
#: Seconds RQ lets one review search (the engine bounds each seat's search: ``bench.review``),
#: besides the pauses it may make while the machine is busy (``BIBLIOS_REVIEW_MAX_PAUSE``).
JOB_TIMEOUT = 900
#: The seed of every review's searches (``engine.advice.advice_random``): a game's review is
#: the same whenever it is made (within its CPU bound).
SEED = 0
_ALIVE = (JobStatus.QUEUED, JobStatus.STARTED, JobStatus.DEFERRED, JobStatus.SCHEDULED)


def review_key(game_id: str) -> str:
    """The Redis key of a game's review (in the game's hash slot)."""
    return f"biblios:review:{{{game_id}}}"


def job_id(game_id: str) -> str:
    return f"review-{game_id}"


def _ttl_ms(store: GameStore, game_id: str) -> int:
    """Milliseconds the game has left (its review expires with it)."""
    left = store.redis.pttl(game_key(game_id))
    return left if left > 0 else store.ttl * 1000


class ReviewDesk:
    """Queues reviews on the bots' worker and reads them back."""

    def __init__(self, store: GameStore, connection: redis.Redis, max_pause: float = 0.0) -> None:
        self.store = store
        self.queue = Queue(REVIEWS, connection=connection)
        self.timeout = JOB_TIMEOUT + max_pause
        """Seconds RQ lets a review's job run: its search and its pauses."""

    def read(self, game_id: str) -> dict[str, Any] | None:
        """The game's review as kept (``{"status": "pending"}`` or ready), None if never asked."""
        raw = self.store.redis.get(review_key(game_id))
        return orjson.loads(raw) if raw is not None else None

    def ask(self, game_id: str) -> dict[str, Any]:
        """The game's review, queued on the first ask (and again if its job was lost)."""
        pending = orjson.dumps({"status": PENDING}).decode()
        key = review_key(game_id)
        fresh = self.store.redis.set(key, pending, nx=True, px=_ttl_ms(self.store, game_id))
        kept = self.read(game_id) or {"status": PENDING}
        if fresh or (kept["status"] == PENDING and not self._alive(game_id)):
            self.queue.enqueue(
                JOB,
                game_id,
                job_id=job_id(game_id),
                job_timeout=self.timeout,
                retry=Retry(max=3, interval=[5, 30, 120]),
                result_ttl=0,
                failure_ttl=24 * 3600,
                description=f"the expert's review of game {game_id}",
            )
        return kept

    def _alive(self, game_id: str) -> bool:
        """Whether the game's review job waits or runs."""
        try:
            job = Job.fetch(job_id(game_id), connection=self.queue.connection)
        except NoSuchJobError:
            return False
        return job.get_status() in _ALIVE


def review_and_keep(
    services: Services, game_id: str, pace: Pace | None = None
) -> GameRecord | None:
    """Review ``game_id`` (every person's seat, from each seat's view alone) and keep the
    review ready; the game as reviewed, None when it is gone (the job then tells the game's
    portal: ``api.jobs.advice``). ``pace``: the search's (the job's pacing,
    ``api.jobs.pacing``); it never changes the figures."""
    store = services.store
    record = store.load(game_id)
    if record is None:
        return None
    table = load_table(record)
    limit = services.config.review_cpu_seconds
    try:
        reviewed = bounded(table, None, SEED, limit, time.process_time, pace)
    except ValueError:  # a game that gives no advice: nothing to review
        reviewed = {}
    data = {
        "status": READY,
        "seats": [
            {
                "seat": seat,
                "decisions": [decision.to_data() for decision in decisions],
                "complete": complete,
            }
            for seat, (decisions, complete) in sorted(reviewed.items())
        ],
    }
    store.redis.set(review_key(game_id), orjson.dumps(data).decode(), px=_ttl_ms(store, game_id))
    return record
