"""The background worker (play-contract, "Clocks"): real RQ workers (``python -m api.jobs.worker``)
apply the timeouts of games nobody touches within 2 seconds of the deadline, and two workers
never apply one timeout twice."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime

import pytest
import redis
from flask import Flask
from rq import Queue
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from api.http.serving import services_of
from api.jobs.timeouts import apply_due_timeouts
from api.play.queues import CLOCKS
from api.play.service import GameService
from api.play.store import GameStore
from api.play.timeout_scheduler import job_id
from support.worker_process import WorkerProcess
from tests.api.helpers import Api, act, create_game, play_first_legal_until

TURN = 5  # the shortest clock the contract allows


def events_of(api: Api, game) -> list[str]:
    return [e["type"] for e in api.get(game.path + "/events").json["events"]]


def wait_until(condition: Callable[[], bool], timeout: float) -> float:
    """Poll ``condition``; the time it became true (AssertionError after ``timeout``)."""
    end = time.time() + timeout
    while time.time() < end:
        if condition():
            return time.time()
        time.sleep(0.02)
    raise AssertionError("timed out")


@pytest.mark.servers
def test_a_real_worker_applies_a_timeout_within_2_seconds_of_the_deadline(
    app: Flask, redis_url: str
) -> None:
    api = Api(app.test_client())
    store: GameStore = services_of(app).store
    with WorkerProcess(redis_url) as worker:
        game = create_game(api, 2, turn_seconds=TURN)
        deadline = store.load(game.id).deadline
        try:
            applied = wait_until(lambda: store.load(game.id).version == 1, TURN + 4)
        except AssertionError:
            raise AssertionError(f"no timeout applied; worker log:\n{worker.log_tail()}") from None
    assert applied - deadline <= 2.0, applied - deadline
    assert events_of(api, game).count("timed_out") == 1


@pytest.mark.servers
def test_two_workers_never_apply_a_timeout_twice(app: Flask, redis_url: str) -> None:
    api = Api(app.test_client())
    store: GameStore = services_of(app).store
    queue = Queue(CLOCKS, connection=redis.Redis.from_url(redis_url))
    games = [create_game(api, 2, turn_seconds=TURN) for _ in range(6)]
    for game in games:  # the scheduled job, plus two more for the same deadline
        deadline = store.load(game.id).deadline
        due = datetime.fromtimestamp(deadline, UTC)
        for copy in range(2):
            job_id = f"again-{game.id}-{copy}"
            queue.enqueue_at(due, apply_due_timeouts, game.id, deadline, job_id=job_id)
    with WorkerProcess(redis_url) as one, WorkerProcess(redis_url) as two:
        try:
            wait_until(lambda: all(store.load(g.id).version >= 1 for g in games), TURN + 5)
        except AssertionError:
            logs = f"{one.log_tail()}\n---\n{two.log_tail()}"
            raise AssertionError(f"timeouts not applied; worker logs:\n{logs}") from None
        time.sleep(1.5)  # every job has run by now
    for game in games:
        # One write per game: a timeout applied twice would be a second write. (That one write
        # may hold more than one timeout when the machine is so slow that the next decision's
        # deadline had passed too: the clock counts from the missed deadline, not from the
        # late write.)
        assert store.load(game.id).version == 1
        assert events_of(api, game).count("timed_out") >= 1


def test_racing_services_apply_a_due_timeout_once(app: Flask) -> None:
    """Many job runs at once on one overdue game (threads, each its own service and
    connections): exactly one write lands, the others find nothing due."""
    api = Api(app.test_client())
    store: GameStore = services_of(app).store
    game = create_game(api, 3, turn_seconds=TURN)
    late = store.load(game.id).deadline + 0.5

    def service() -> GameService:
        own = GameStore(_url(store), ttl=3600)
        return GameService(own, cas_retries=5, clock=lambda: late)

    services = [service() for _ in range(8)]
    barrier = threading.Barrier(len(services))
    results: list[int | None] = []

    def run(one: GameService) -> None:
        barrier.wait()
        written = one.time_out(game.id)
        results.append(None if written is None else written.record.version)

    threads = [threading.Thread(target=run, args=(s,)) for s in services]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert results == [1] * len(services)  # all see version 1: one wrote, the rest read it
    assert events_of(api, game).count("timed_out") == 1


def test_each_game_has_one_clock_job_waiting_at_most(app: Flask, redis_url: str) -> None:
    """A write that replaces a deadline cancels its job: the workers run the jobs that fall
    due, not one per move."""
    api = Api(app.test_client())
    store: GameStore = services_of(app).store
    scheduled = ScheduledJobRegistry(CLOCKS, connection=redis.Redis.from_url(redis_url))
    game = create_game(api, 2, turn_seconds=60)

    def waiting() -> list[str]:
        return [j for j in scheduled.get_job_ids() if j.startswith(f"timeout-{game.id}-")]

    first = waiting()
    assert first == [job_id(game.id, store.load(game.id).deadline)]
    play_first_legal_until(api, game, lambda view: view["version"] >= 3)
    assert waiting() == [job_id(game.id, store.load(game.id).deadline)] != first
    assert Job.exists(first[0], connection=scheduled.connection) is False  # hash gone too
    for seat in range(2):
        assert act(api, game, seat, {"type": "resign"}).status == 200
    assert store.load(game.id).deadline is None and waiting() == []


def _url(store: GameStore) -> str:
    kwargs = store.redis.connection_pool.connection_kwargs
    return f"redis://{kwargs['host']}:{kwargs['port']}/{kwargs.get('db', 0)}"


@pytest.mark.servers
def test_a_worker_under_sentinel_stops_on_sigterm() -> None:
    """A worker that finds its Redis through Sentinel ends on SIGTERM, as a deploy or a
    supervisor asks, instead of being killed: a Sentinel's connection kept the unread reply of
    the idle ``BLPOP`` that RQ's warm shutdown left, and the worker waited on it until SIGKILL
    (``FollowingConnection.read_response``, api/play/redis_connect.py)."""
    from support.redis_sentinel import SentinelSet

    with SentinelSet(replicas=0) as group:
        worker = WorkerProcess(group.primary.url, env=group.env)
        worker.start()
        time.sleep(0.5)  # the worker waits in its BLPOP
        assert worker.stop(timeout=8) == 0, worker.log_tail()
