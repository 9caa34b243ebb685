"""What a write promises survives the death of its writer (issue 39): real gunicorn (2 workers),
a real worker (``python -m api.jobs.worker``: clocks, webhooks and the outbox's relay), a real
Redis and a real webhook receiver on loopback.

Clocked games of a portal with webhooks each get one move, all at the same moment; both gunicorn
workers are killed (SIGKILL) 2 to 40 ms after the moves are sent, over several rounds. A write
that landed had its clock's job and its webhook messages recorded with it (the outbox), so:
every game's timeout lands within 2 s of its deadline, with nobody reading the game, and every
webhook message the writes imply is delivered once, in order per game, and no other.

A delivery cut short by the death of its worker is tried again on the retry schedule, and no
later message of its game overtakes it.

And clocks never depend on the queue alone: when the queue loses its jobs, every running clock's
timeout is applied all the same (the worker schedules them again from the games).
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
import requests
from rq.job import Job
from rq.scheduler import RQScheduler

from api.app import create_app
from api.config import Config
from api.http.serving import services_of
from api.jobs.relay import CLOCK_SWEEP
from api.play.outbox import SWEEP
from api.play.queues import WEBHOOKS
from api.play.service import load_table
from api.play.store import GameRecord, GameStore
from api.play.timeout_scheduler import job_id
from api.portals.delivery_order import LEASE_TTL
from api.portals.webhooks import WebhookNotifier, messages_of
from api.portals.webhooks import job_id as webhook_job_id
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from support.worker_process import WorkerProcess
from tests.api.helpers import Api, Game, bearer, choose, create_game
from tests.api.portal_support import Receiver, portal, write_portals

HOOKED = portal("hooked", webhooks=True)
TURN = 5  # the shortest clock the contract allows
ROUNDS = 6
GAMES = 8  # per round
ON_TIME = 2.0  # seconds after its deadline by which a timeout is applied (play contract)

# gunicorn's workers are killed; each test times the contract's bounds: run by itself. The
# first two mostly wait on their 5 s clocks (marked `waits`): they run beside the stream floods,
# which yield them the cores (tests/conftest.py). The third's bound counts a new worker's start
# (4.4-4.5 s of its 5.5 s by itself, 4.5-4.9 s beside the floods): it runs by itself.
pytestmark = [pytest.mark.servers, pytest.mark.alone]


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiver = Receiver(HOOKED.webhook_secret)
    yield receiver
    receiver.close()


def worker_pids(master: int) -> list[int]:
    """The pids of the gunicorn master's children (its workers)."""
    text = Path(f"/proc/{master}/task/{master}/children").read_text()
    return [int(pid) for pid in text.split()]


class Tracked:
    """One game, with every version of it the test saw (the test is its only writer until its
    first timeout, so none is missed), its deadline after the move, and when the first timeout
    after the move landed."""

    def __init__(self, game: Game, record: GameRecord) -> None:
        self.game = game
        self.records = [record]
        self.moved_from = record.version  # the version the move was sent on
        self.deadline: float | None = None
        self.timed_out_at: float | None = None

    @property
    def moved(self) -> bool:
        """Whether the move's write landed (before its writer was killed, or not)."""
        return self.records[-1 if self.timed_out_at is None else -2].version > self.moved_from

    def saw(self, record: GameRecord | None) -> None:
        assert record is not None
        if record.version != self.records[-1].version:
            assert record.version == self.records[-1].version + 1, (self.game.id, record.version)
            self.records.append(record)

    def implied(self) -> list[str]:
        """The ids of the webhook messages the writes the test saw imply, in order."""
        ids = []
        before = None
        for record in self.records:
            table = load_table(record)
            ids += [m.id for m in messages_of(self.game.id, before, record, table, time.time())]
            before = record
        return ids


def play_round(
    server: GunicornServer, store: GameStore, api: Api, rnd: random.Random
) -> list[Tracked]:
    """Create ``GAMES`` clocked games, send one move in each at once and kill both gunicorn
    workers 2 to 40 ms after; wait for their successors to serve."""
    games = []
    for _ in range(GAMES):
        reply = api.post(
            "/v1/games",
            {"game": "biblios", "players": 2, "turn_seconds": TURN},
            headers=HOOKED.auth,
        )
        assert reply.status == 201, reply
        data = reply.json
        game = Game(data["id"], [s["token"] for s in data["seats"]], data)
        games.append(Tracked(game, store.load(game.id)))
    moves = []
    for tracked in games:
        game = tracked.game
        seat = api.get(game.path).json["to_act"][0]
        view = api.get(game.path, headers=bearer(game.tokens[seat])).json
        moves.append((game, seat, choose(rnd, view)))
        tracked.saw(store.load(game.id))
        tracked.moved_from = tracked.records[-1].version

    def send(game: Game, seat: int, action: dict) -> None:
        # Killed under it, the request gets no answer: its write may stand or not.
        with contextlib.suppress(requests.RequestException):
            requests.post(f"{server.url}{game.path}/actions", json=action,
                          headers=bearer(game.tokens[seat]), timeout=10)  # fmt: skip

    threads = [threading.Thread(target=send, args=move) for move in moves]
    assert server.process is not None
    workers = worker_pids(server.process.pid)
    assert len(workers) == 2, workers
    for thread in threads:
        thread.start()
    time.sleep(rnd.uniform(0.002, 0.040))
    for pid in workers:
        os.kill(pid, signal.SIGKILL)
    for thread in threads:
        thread.join(15)
    for tracked in games:
        record = store.load(tracked.game.id)
        tracked.saw(record)
        tracked.deadline = record.deadline
    end = time.monotonic() + 20
    while len(set(worker_pids(server.process.pid)) - set(workers)) < 2:
        assert time.monotonic() < end, server.log_tail()
        time.sleep(0.05)
    server.wait_serving()  # their pids are there before their sockets
    return games


@pytest.mark.waits
def test_a_writer_killed_right_after_its_writes_loses_no_clock_and_no_webhook(
    receiver: Receiver, tmp_path: Path
) -> None:
    portals = write_portals(tmp_path / "portals.toml", HOOKED, webhook_url=receiver.url)
    env = {"BIBLIOS_PORTALS_FILE": str(portals), "BIBLIOS_WEBHOOK_RETRY_INTERVALS": "1,1,1,1,1"}
    rnd = random.Random(39)
    with (
        RedisServer() as games_redis,
        GunicornServer(games_redis.url, workers=2, **env) as server,
        WorkerProcess(games_redis.url, env) as worker,
    ):
        store = GameStore(games_redis.url, ttl=3600)
        api = Api(base_url=server.url)
        tracked: list[Tracked] = []
        watching = Watcher(store, tracked)
        for _ in range(ROUNDS):
            games = play_round(server, store, api, rnd)
            with watching.lock:
                tracked += games
        api.close()
        end = max(t.deadline or 0 for t in tracked) + ON_TIME + 3
        while time.time() < end and any(t.timed_out_at is None for t in tracked):
            time.sleep(0.1)
        watching.stop()
        late = {
            t.game.id: None if t.timed_out_at is None else round(t.timed_out_at - t.deadline, 2)
            for t in tracked
            if t.deadline is None or t.timed_out_at is None or t.timed_out_at - t.deadline > ON_TIME
        }
        assert not late, f"timeouts late or missing (s): {late}\n{worker.log_tail()}"
        latest = max(t.timed_out_at - t.deadline for t in tracked)  # type: ignore[operator]
        print(f"{len(tracked)} timeouts, the latest {latest:.2f} s after its deadline")
        assert any(t.moved for t in tracked), "no move landed before the kills: no proof"
        # Every message the writes imply, delivered once each, in order per game, no other.
        expected = {t.game.id: t.implied() for t in tracked}
        known = {i for ids in expected.values() for i in ids}
        try:
            receiver.wait_for(lambda got: known <= {d.id for d in got}, 15)
        except AssertionError:
            missing = known - {d.id for d in receiver.delivered()}
            raise AssertionError(
                f"never delivered: {sorted(missing)}\n{worker.log_tail()}"
            ) from None
        time.sleep(1.0)  # any repeat would come by now
        delivered = [d.id for d in receiver.delivered()]
        for t in tracked:
            prefix = f"msg_{t.game.id}_"
            versions = {r.version for r in t.records}
            seen = [
                i
                for i in delivered
                if i.startswith(prefix) and int(i[len(prefix) :].split("_")[0]) in versions
            ]
            assert seen == expected[t.game.id], (t.game.id, seen, expected[t.game.id])
        store.close()


class Watcher:
    """Polls the games' Redis alone (a read through the API would apply a timeout itself) for
    the first timeout of each tracked game after its move, in a thread of its own."""

    def __init__(self, store: GameStore, tracked: list[Tracked]) -> None:
        self.store = store
        self.tracked = tracked
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stopped.is_set():
            with self.lock:
                waiting = [t for t in self.tracked if t.timed_out_at is None]
            for t in waiting:
                record = self.store.load(t.game.id)
                if record is not None and record.version > t.records[-1].version:
                    t.timed_out_at = time.time()
                    t.saw(record)
            time.sleep(0.02)

    def stop(self) -> None:
        self.stopped.set()
        self.thread.join(5)


@pytest.mark.waits
def test_a_queue_that_lost_its_jobs_loses_no_timeout() -> None:
    """The queue's Redis loses every job (its keys deleted) under running clocked games: the
    worker's relay schedules each clock again from the game's own deadline, and every timeout is
    applied."""
    with RedisServer() as games_redis, RedisServer() as queue_redis:
        environ = {
            "REDIS_URL": games_redis.url,
            "BIBLIOS_QUEUE_URL": queue_redis.url,
            "BIBLIOS_CREATE_RATE_LIMIT": "off",
        }
        # Deadlines 3 s away (the app's clock is set back), so that their jobs wait when lost.
        app = create_app(Config.from_env(environ), clock=lambda: time.time() - TURN + 3)
        api = Api(app.test_client())
        store: GameStore = services_of(app).store
        with WorkerProcess(games_redis.url, environ) as worker:
            games = [create_game(api, 2, turn_seconds=TURN).id for _ in range(10)]
            queue = redis.Redis.from_url(queue_redis.url)
            jobs = [job_id(g, store.load(g).deadline) for g in games]
            assert all(Job.exists(j, queue) for j in jobs)  # relayed by the writer at once
            lost = [k for p in ("rq:job:*", "rq:queue:*", "rq:scheduled:*")
                    for k in queue.keys(p)]  # fmt: skip
            queue.delete(*lost)
            assert not any(Job.exists(j, queue) for j in jobs)
            latest = max(store.load(g).deadline for g in games)
            end = latest + CLOCK_SWEEP + ON_TIME
            while time.time() < end and not all(store.load(g).version >= 1 for g in games):
                time.sleep(0.05)
            behind = [g for g in games if store.load(g).version < 1]
            print(f"every timeout applied {time.time() - latest:.2f} s after the last deadline")
            assert not behind, f"timeouts never applied: {behind}\n{worker.log_tail()}"
            queue.close()
        store.close()


def test_a_delivery_cut_short_is_tried_again_on_schedule_and_never_overtaken(
    tmp_path: Path,
) -> None:
    """The webhooks' worker is killed (SIGKILL) while a slow receiver holds a game's first
    message; another worker takes over: the first message is tried again within the retry
    interval (plus the lease and the relay's sweep), and the game's later messages come only
    after it, in order. Only that first try is slow: the others are answered at once."""
    slow = Receiver(HOOKED.webhook_secret, delay=2.0, slow_posts=1)
    portals = write_portals(tmp_path / "portals.toml", HOOKED, webhook_url=slow.url)
    try:
        with RedisServer() as games_redis:
            env = {
                "BIBLIOS_PORTALS_FILE": str(portals),
                "BIBLIOS_WEBHOOK_RETRY_INTERVALS": "1,1,1,1,1",
            }
            config = Config.from_env({"REDIS_URL": games_redis.url, **env})
            queue = redis.Redis.from_url(games_redis.url)
            notifier = WebhookNotifier(config.portals, queue, config.webhook_retry_intervals)
            with (
                WorkerProcess(games_redis.url, env, roles=("clocks",)) as relay,
                WorkerProcess(games_redis.url, env, roles=("webhooks",)) as first,
            ):
                ids = []
                for version in range(4):
                    message_id = f"msg_g-1_{version}_turn_0"
                    ids.append(message_id)
                    body = f'{{"type":"game.turn","timestamp":"x","data":{{"v":{version}}}}}'
                    promise = {"portal": HOOKED.id, "id": message_id, "type": "game.turn",
                               "body": body, "job": webhook_job_id("g-1", version, 0)}  # fmt: skip
                    notifier.keep("g-1", promise)
                end = time.monotonic() + 10
                while not slow.deliveries:
                    assert time.monotonic() < end, first.log_tail()
                    time.sleep(0.01)
                assert first.process is not None
                os.kill(first.process.pid, signal.SIGKILL)
                killed = time.time()
                first.process.wait(10)
                # Its scheduler (a child, told by the kernel) lets go of the webhooks' queue, as
                # before scripts/serve's supervisor restarts it; the next worker then takes it.
                lock = RQScheduler.get_locking_key(WEBHOOKS)
                end = time.monotonic() + 10
                while queue.exists(lock):
                    assert time.monotonic() < end, "the killed worker's scheduler holds on"
                    time.sleep(0.05)
                with WorkerProcess(games_redis.url, env, roles=("webhooks",)) as second:
                    try:
                        slow.wait_for(lambda got: len(got) >= 5, 30)
                    except AssertionError as error:
                        logs = f"{relay.log_tail()}\n{second.log_tail()}"
                        raise AssertionError(f"{error}\n{logs}") from None
                    arrivals = [(d.id, d.at) for d in slow.deliveries]
                    # The killed try, its retry, then the others in order, each once.
                    assert [i for i, _ in arrivals] == [ids[0], *ids], arrivals
                    retried = arrivals[1][1] - killed
                    print(f"tried again {retried:.2f} s after the kill")
                    logs = f"{relay.log_tail(80)}\n{second.log_tail(80)}"
                    assert retried <= LEASE_TTL + SWEEP + 1 + 2, f"{retried:.1f} s\n{logs}"
            queue.close()
    finally:
        slow.close()
