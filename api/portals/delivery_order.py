"""A game's webhook messages in order, and a delivery cut short by a dead worker tried again on
the retry schedule (issue 39).

**In order.** The relay records each message job of a game in ``biblios:webhook-pending:{<game
id>}`` (a sorted set on the queue's Redis, every score 0, so its members sort by job id: ids
sort as the game's messages were made, ``webhooks.job_id``) before queuing it; a message leaves
it once delivered, or once its last try failed. A try of a message while an earlier message of
its game is still pending (being delivered by another worker, tried again, or cut short) waits
up to ``EARLIER_WAIT`` for it, then, if it is still pending, does not POST: it gives back its
try and waits for RQ to run it again after the first retry interval (``Waiting``), so no
message ever overtakes an earlier one of its game.

**Cut short.** A try holds a lease, ``biblios:webhook-lease:<job id>``, that lasts
``LEASE_TTL`` seconds and is renewed every ``LEASE_TTL / 4`` while it runs. A worker killed
mid-delivery (``kill -9``) leaves its job *started* in RQ with no lease: the worker's relay
(``api.jobs.relay``) finds such a job once its lease lapsed (``recover``) and has RQ handle it
as abandoned at once (RQ's own path: the next try after its retry interval, or the failed
registry after the last), instead of after RQ's own expiry of a started job (its timeout plus a
minute). So the try after a killed one comes ``LEASE_TTL`` + the relay's sweep + the retry
interval after the kill.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

import redis
from rq import Queue
from rq.job import Job, JobStatus
from rq.registry import StartedJobRegistry

from ..play.queues import WEBHOOKS

__all__ = ["LEASE_TTL", "Waiting", "delivering", "game_of", "pending", "recover"]

#: Seconds a try's lease lasts unless renewed (renewed every quarter of it).
LEASE_TTL = 2.0
#: Seconds a try waits for an earlier message of its game in flight before giving its turn back
#: (the earlier one is usually being delivered by another worker: a portal's answer is quick),
#: and the pause between two looks.
EARLIER_WAIT, EARLIER_POLL = 1.0, 0.05
#: Seconds a message stays recorded as pending at most (a week, as a failed message is kept).
PENDING_TTL = 7 * 24 * 3600
_PREFIX = "webhook-"
_SUFFIX = len("-000000000000-00")


class Waiting(Exception):
    """A try that found an earlier message of its game still pending (RQ runs it again later;
    the try is given back)."""


def game_of(job_id: str) -> str | None:
    """The game of a message job (``webhooks.job_id``), or None for another job."""
    if not job_id.startswith(_PREFIX) or len(job_id) <= len(_PREFIX) + _SUFFIX:
        return None
    return job_id[len(_PREFIX) : -_SUFFIX]


def pending_key(game_id: str) -> str:
    return f"biblios:webhook-pending:{{{game_id}}}"


def lease_key(job_id: str) -> str:
    return f"biblios:webhook-lease:{job_id}"


def pending(connection: redis.Redis, job_id: str) -> None:
    """Record a message job as pending in its game (before it is queued)."""
    game_id = game_of(job_id)
    if game_id is None:
        return
    with connection.pipeline(transaction=False) as pipe:
        pipe.zadd(pending_key(game_id), {job_id: 0})
        pipe.expire(pending_key(game_id), PENDING_TTL)
        pipe.execute()


@contextmanager
def delivering(job: Job) -> Iterator[None]:
    """Around one try of ``job``: hold its lease, refuse the try (``Waiting``, the try given
    back) while an earlier message of its game is pending, and end the message's pending state
    once delivered or failed for the last time."""
    connection = job.connection
    game_id = game_of(job.id)
    stop = threading.Event()
    connection.set(lease_key(job.id), "1", px=int(LEASE_TTL * 1000))

    def renew() -> None:
        while not stop.wait(LEASE_TTL / 4):
            connection.pexpire(lease_key(job.id), int(LEASE_TTL * 1000))

    renewing = threading.Thread(target=renew, daemon=True)
    renewing.start()
    try:
        if game_id is not None and not _first_within(connection, game_id, job.id, EARLIER_WAIT):
            if job.retries_left is not None:
                job.retries_left += 1  # this try was not one
            raise Waiting(f"{job.id}: an earlier message of game {game_id} is pending")
        try:
            yield
        except Waiting:
            raise
        except Exception:
            if not job.should_retry and game_id is not None:  # its last try: the next go on
                connection.zrem(pending_key(game_id), job.id)
            raise
        if game_id is not None:
            connection.zrem(pending_key(game_id), job.id)
    finally:
        stop.set()
        renewing.join()
        connection.delete(lease_key(job.id))


def _first_within(connection: redis.Redis, game_id: str, job_id: str, seconds: float) -> bool:
    """Whether ``job_id`` is (or becomes within ``seconds``) its game's first pending message."""
    end = time.monotonic() + seconds
    while True:
        first = connection.zrange(pending_key(game_id), 0, 0)
        if not first or first[0].decode() >= job_id:
            return True
        if time.monotonic() >= end:
            return False
        time.sleep(EARLIER_POLL)


def recover(connection: redis.Redis) -> list[str]:
    """Have RQ handle at once, as abandoned, every started message job whose lease lapsed (its
    worker died mid-delivery): tried again after its retry interval, or failed after its last
    try (which ends its pending state). Returns their ids."""
    queue = Queue(WEBHOOKS, connection=connection)
    registry = StartedJobRegistry(queue=queue)
    now = datetime.now(UTC)
    cut: list[tuple[bytes, Job]] = []
    for member in connection.zrange(registry.key, 0, -1):
        job_id = member.decode().rsplit(":", 1)[0]
        if connection.exists(lease_key(job_id)):
            continue
        job = Job.fetch(job_id, connection=connection) if Job.exists(job_id, connection) else None
        if job is None or job.get_status() != JobStatus.STARTED or job.started_at is None:
            continue
        started = job.started_at.replace(tzinfo=UTC)
        if (now - started).total_seconds() > LEASE_TTL:
            cut.append((member, job))
    if not cut:
        return []
    for member, _ in cut:
        connection.zadd(registry.key, {member: 0}, xx=True)  # expired: RQ's cleanup takes it
    registry.cleanup(timestamp=1)
    for _, job in cut:
        game_id = game_of(job.id)
        if game_id is not None and job.get_status() == JobStatus.FAILED:
            connection.zrem(pending_key(game_id), job.id)
    return [job.id for _, job in cut]
