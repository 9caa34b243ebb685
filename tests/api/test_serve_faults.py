"""The service as ``scripts/serve`` runs it, under faults (issue 25): real processes (the
supervisor, gunicorn, the clocks' and the webhooks' workers, redis-server), killed or paused.

- Redis is killed (SIGKILL) while clients play, and started again 5 s later: within 10 s moves,
  streams, clocks and webhooks all work again, and no process was restarted, by hand or by the
  supervisor: the workers rode the outage out.
- A worker started on its own rides a Redis kill out too (it does not exit), and its scheduler
  with it: the clocks that fell due meanwhile are applied once Redis is back.
- The games' Redis alone is away for 10 s (the queue's stays up): the clock that fell due meanwhile
  is applied within 4 s of its return (its job's tries come every 2 s at most).
- A child of ``scripts/serve`` that dies is restarted, with the exit in the log, and the others
  go on serving.
- A clock's timeout is applied within 2 s of its deadline while 10,000 webhook messages wait
  and the portal they are for never answers; another portal's message is not stuck behind
  them: it arrives within ``OTHER_PORTAL_WITHIN`` (``tests/api/test_webhook_fairness.py``
  has the fuller test, the contract's 2 s, alone).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import redis
import requests
from rq import Queue
from rq.exceptions import NoSuchJobError
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from api.app import create_app
from api.config import Config
from api.http.serving import services_of
from api.play.queues import CLOCKS, WEBHOOKS
from api.play.store import GameStore, game_key
from api.play.timeout_scheduler import job_id
from api.portals.registry import key_digest
from api.portals.webhooks import (
    PORTAL_CONCURRENCY,
    Message,
    WebhookNotifier,
)
from support.redis_server import RedisServer
from support.serve_process import ServeProcess
from support.worker_process import WorkerProcess
from tests.api.helpers import Api, Game, bearer, choose, create_game
from tests.api.portal_support import Receiver, portal, write_portals
from tests.api.test_streams import SseStream

HOOKED = portal("hooked", webhooks=True)
TURN = 5  # the shortest clock the contract allows
OUTAGE = 5.0  # seconds Redis stays down
BACK_WITHIN = 10.0  # seconds after Redis is back by which everything works again
LONG_OUTAGE = 10.0  # seconds the games' Redis alone stays down
RETRIED_WITHIN = 4.0  # seconds after it is back by which a failed clock job is tried again
#: Seconds by which the other portal's message arrives while a portal hangs (beside the suite).
OTHER_PORTAL_WITHIN = 5.0

pytestmark = pytest.mark.servers  # scripts/serve, killed and restarted


@pytest.fixture
def durable() -> Iterator[RedisServer]:
    """A Redis of this test's own (it gets killed), keeping its data (AOF, fsync always)."""
    with RedisServer(appendonly=True) as server:
        yield server


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiver = Receiver(HOOKED.webhook_secret)
    yield receiver
    receiver.close()


def kill(server: RedisServer) -> None:
    """SIGKILL to the test's own redis-server, and wait for it to be gone."""
    process = server._process
    assert process is not None
    os.kill(process.pid, signal.SIGKILL)
    process.wait(10)


def eventually(check: Callable[[], bool], timeout: float, what: str) -> float:
    """Poll ``check`` until true; when it became true (AssertionError naming ``what``)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            if check():
                return time.monotonic()
        except (redis.RedisError, OSError):
            pass
        time.sleep(0.05)
    raise AssertionError(f"{what}: not within {timeout} s")


def stored_version(server: RedisServer, game_id: str) -> int:
    with server.client() as raw:
        return int(raw.hget(game_key(game_id), "v") or -1)


class Players:
    """Threads playing random legal moves in their games over real HTTP until stopped,
    counting the answers by status (anything but 200, 409, 412 and 503 is a failure)."""

    def __init__(self, base_url: str, games: list[Game]) -> None:
        self.base_url = base_url
        self.games = games
        self.stopped = threading.Event()
        self.statuses: dict[int | None, int] = {}
        self.lock = threading.Lock()
        self.threads = [threading.Thread(target=self._play, args=(g,)) for g in games]
        for thread in self.threads:
            thread.start()

    def _play(self, game: Game) -> None:
        api = Api(base_url=self.base_url, check=False)
        rnd = random.Random(game.id)
        while not self.stopped.is_set():
            try:
                status = self._move(api, game, rnd)
            except requests.RequestException:  # no answer at all
                status = 0
            with self.lock:
                self.statuses[status] = self.statuses.get(status, 0) + 1
            if status is None:
                break
            if status != 200:
                time.sleep(0.1)
        api.close()

    @staticmethod
    def _move(api: Api, game: Game, rnd: random.Random) -> int | None:
        """One move of the seat to act: the status of the first answer that is not a 200
        (None: the game is over)."""
        reply = api.get(game.path)
        if reply.status != 200:
            return reply.status
        if reply.json["phase"] == "over":
            return None
        seat = reply.json["to_act"][0]
        reply = api.get(game.path, headers=bearer(game.tokens[seat]))
        if reply.status != 200:
            return reply.status
        action = choose(rnd, reply.json)
        return api.post(game.path + "/actions", action, headers=bearer(game.tokens[seat])).status

    def stop(self) -> dict[int | None, int]:
        self.stopped.set()
        for thread in self.threads:
            thread.join(30)
        return self.statuses


def test_a_redis_kill_under_load_heals_without_restarting_anything(
    durable: RedisServer, receiver: Receiver, tmp_path: Path
) -> None:
    portals = write_portals(tmp_path / "portals.toml", HOOKED, webhook_url=receiver.url)
    with ServeProcess(
        durable.url,
        BIBLIOS_PORTALS_FILE=str(portals),
        BIBLIOS_WEBHOOK_RETRY_INTERVALS="1,1,1,1,1",
        BIBLIOS_REDIS_TIMEOUT="0.5",
    ) as serve:
        api = Api(base_url=serve.url)
        pids = serve.pids()
        assert set(pids) == {
            "api",
            "streams",
            "proxy",
            "clocks-worker-1",
            "advice-worker-1",
            *(f"webhooks-worker-{n}" for n in range(1, PORTAL_CONCURRENCY + 2)),
        }, serve.log_tail()

        def create(**body) -> Game:
            reply = api.post("/v1/games", {"game": "biblios", "players": 2, **body},
                             headers=HOOKED.auth)  # fmt: skip
            assert reply.status == 201, reply
            data = reply.json
            return Game(data["id"], [s["token"] for s in data["seats"]], data)

        players = Players(serve.url, [create() for _ in range(4)])
        time.sleep(1.0)
        clocked = create(turn_seconds=TURN)  # falls due while Redis is down
        kill(durable)
        time.sleep(OUTAGE)
        durable.start()
        back = time.monotonic()

        # Moves: a new game is created and played.
        eventually(lambda: api.get("/v1/health").status == 200, BACK_WITHIN, "the API")
        fresh = create()
        stream = SseStream(serve.port, fresh.path + "/stream")  # a spectator's stream
        assert stream.status == 200, (stream.status, stream.body)
        assert stream.update()["version"] == 0
        view = api.get(fresh.path, headers=bearer(fresh.tokens[0])).json
        seat = view["to_act"][0]
        mine = api.get(fresh.path, headers=bearer(fresh.tokens[seat])).json
        moved = api.post(fresh.path + "/actions", choose(random.Random(1), mine),
                         headers=bearer(fresh.tokens[seat]))  # fmt: skip
        assert moved.status == 200, moved
        # Streams: the move reaches the stream.
        assert stream.update()["version"] == 1
        stream.close()
        # Clocks: the deadline that passed during the outage is applied by the worker.
        eventually(lambda: stored_version(durable, clocked.id) >= 1, BACK_WITHIN, "the clock")
        # Webhooks: the new game's turn reaches the portal.
        eventually(
            lambda: f"msg_{fresh.id}_0_turn_{seat}" in {d.id for d in receiver.delivered()},
            BACK_WITHIN - (time.monotonic() - back),
            "the webhooks",
        )
        assert time.monotonic() - back <= BACK_WITHIN
        statuses = players.stop()
        assert set(statuses) <= {None, 200, 503}, statuses
        assert serve.pids() == pids, serve.log_tail()  # nothing was restarted
        assert "restarting" not in serve.text(), serve.log_tail()
        api.close()


# Timed, and on the cores: 60 clocks applied within 10 s of Redis's return. Beside three spread
# test processes it missed that bound once in fresh-clone CI (docs/testing.md, "Spread"); beside
# one other timed test and the cluster pass's two processes it has room (4.9 to 5.4 s).
@pytest.mark.alone
@pytest.mark.paired
def test_a_worker_on_its_own_rides_a_redis_kill_out(durable: RedisServer) -> None:
    environ = {
        "REDIS_URL": durable.url,
        "BIBLIOS_REDIS_TIMEOUT": "0.5",
        "BIBLIOS_CREATE_RATE_LIMIT": "off",
    }
    # Games whose clocks fall due one after the other over the next seconds (the API's clock
    # is set back), so that the worker is busy with them when Redis dies.
    api, store = api_on(environ, clock=lambda: time.time() - TURN + 2)
    with WorkerProcess(durable.url, environ) as worker:
        games = []
        for _ in range(60):
            games.append(create_game(api, 2, turn_seconds=TURN).id)
            time.sleep(0.05)
        kill(durable)
        time.sleep(OUTAGE)
        assert worker.process is not None and worker.process.poll() is None, worker.log_tail()
        durable.start()
        try:
            eventually(
                lambda: all(stored_version(durable, g) >= 1 for g in games),
                BACK_WITHIN,
                "every clock that fell due during the outage, applied after Redis is back",
            )
        except AssertionError as error:
            behind = clock_jobs(durable, store, games)
            raise AssertionError(f"{error}; behind: {behind}\n{worker.log_tail()}") from None
        assert worker.process.poll() is None, worker.log_tail()  # the same process throughout
        assert "Redis unreachable" in worker.log.read_text()
    store.close()


def test_a_clock_is_applied_soon_after_a_long_outage_of_the_games_redis_alone(
    durable: RedisServer,
) -> None:
    """The games' Redis is away for 10 s while the queue's stays up: the clock job that falls due
    meanwhile fails at each try, and the try after Redis's return comes within a few seconds
    (a doubling backoff's would come 5 s or more after it)."""
    with RedisServer() as queue:
        environ = {
            "REDIS_URL": durable.url,
            "BIBLIOS_QUEUE_URL": queue.url,
            "BIBLIOS_REDIS_TIMEOUT": "0.5",
        }
        api, store = api_on(environ, clock=lambda: time.time() - TURN + 0.5)
        with WorkerProcess(durable.url, environ) as worker:
            game = create_game(api, 2, turn_seconds=TURN).id  # due in 0.5 s
            kill(durable)
            time.sleep(LONG_OUTAGE)
            durable.start()
            try:
                eventually(
                    lambda: stored_version(durable, game) >= 1,
                    RETRIED_WITHIN,
                    "the clock that fell due during the outage, applied after Redis is back",
                )
            except AssertionError as error:
                raise AssertionError(f"{error}\n{worker.log_tail()}") from None
        store.close()


def clock_jobs(server: RedisServer, store: GameStore, games: list[str]) -> dict[str, str]:
    """The games of ``games`` whose first clock is not applied yet, each with what RQ says of
    its clock job (its status, the tries it has left, when the scheduler is to move it to the
    queue, how many jobs are before it in the queue), which tells a job late in the queue from
    one waiting for a retry, or from one in no queue at all (lost)."""
    behind = {}
    with redis.Redis.from_url(server.url) as connection:
        queue = Queue(CLOCKS, connection=connection)
        scheduled = ScheduledJobRegistry(queue=queue)
        for game in games:
            record = store.load(game)
            if record is None or record.version >= 1 or record.deadline is None:
                continue
            try:
                job = Job.fetch(job_id(game, record.deadline), connection=connection)
            except NoSuchJobError:
                behind[game] = "no job"
                continue
            due = connection.zscore(scheduled.key, job.id)
            when = "" if due is None else f", due to the queue in {due - time.time():.1f} s"
            place = connection.lpos(queue.key, job.id)
            where = "" if place is None else f", {place} jobs before it in the queue"
            behind[game] = f"{job.get_status().value}, {job.retries_left} tries left{when}{where}"
    return behind


def api_on(environ: dict[str, str], clock: Callable[[], float]) -> tuple[Api, GameStore]:
    """An app on ``environ`` whose games' clocks read ``clock``: its ``Api`` and its store."""
    app = create_app(Config.from_env(environ), clock=clock)
    return Api(app.test_client()), services_of(app).store


def test_a_child_that_dies_is_restarted_and_the_rest_go_on(redis_url: str) -> None:
    with ServeProcess(redis_url) as serve:
        api = Api(base_url=serve.url)
        pids = serve.pids()
        time.sleep(5.5)  # past the supervisor's settling time
        os.kill(pids["clocks-worker-1"], signal.SIGKILL)
        eventually(lambda: serve.pids()["clocks-worker-1"] != pids["clocks-worker-1"], 10,
                   "the worker's restart")  # fmt: skip
        assert api.get("/v1/health").status == 200
        # the killed worker's scheduler (its child) stops with it instead of living on
        session = serve.process.pid if serve.process else 0
        eventually(lambda: not orphans(session), 10, "the killed worker's children")
        text = serve.text()
        assert "clocks-worker-1 was killed by SIGKILL" in text and "restarting it in 1 s" in text
        new_pids = serve.pids()
        assert new_pids["api"] == pids["api"]
        assert new_pids["webhooks-worker-1"] == pids["webhooks-worker-1"]
        # the restarted worker runs the clocks
        game = create_game(api, 2, turn_seconds=TURN)
        eventually(lambda: api.get(game.path).json["version"] >= 1, TURN + 4, "the clock")
        api.close()


def test_a_child_that_cannot_start_stops_everything_with_its_status() -> None:
    started = time.monotonic()
    supervisor = subprocess.run(
        [sys.executable, "-m", "api.jobs.supervisor", "--child", "broken", "sh", "-c", "exit 3",
         "--child", "sleeper", "sleep", "60"],
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert supervisor.returncode == 3
    assert "broken exited with status 3 as it started: stopping" in supervisor.stderr
    assert time.monotonic() - started < 10  # the sleeper was stopped, not waited for


def orphans(session: int) -> list[int]:
    """The processes of ``session`` whose parent died (adopted by init)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ppid, sid = int(fields[1]), int(fields[3])
        if sid == session and ppid == 1:
            found.append(int(stat.parent.name))
    return found


def test_a_clock_is_on_time_while_10000_webhooks_wait_for_a_hanging_portal(
    redis_url: str, tmp_path: Path
) -> None:
    hanging = Receiver(HOOKED.webhook_secret, delay=120)  # answers nothing for 2 minutes
    quick = portal("quick", webhooks=True)
    healthy = Receiver(quick.webhook_secret)
    portals = tmp_path / "portals.toml"
    portals.write_text(
        f'[portals.hooked]\nkey_sha256 = "{key_digest(HOOKED.key)}"\n'
        f'webhook_url = "{hanging.url}"\nwebhook_secret = "{HOOKED.webhook_secret}"\n'
        f'[portals.quick]\nkey_sha256 = "{key_digest(quick.key)}"\n'
        f'webhook_url = "{healthy.url}"\nwebhook_secret = "{quick.webhook_secret}"\n'
    )
    environ = {
        "REDIS_URL": redis_url,
        "BIBLIOS_PORTALS_FILE": str(portals),
        "BIBLIOS_CREATE_RATE_LIMIT": "off",
    }
    config = Config.from_env(environ)
    connection = redis.Redis.from_url(redis_url)
    notifier = WebhookNotifier(config.portals, connection, config.webhook_retry_intervals)
    hooked = config.portals.get("hooked")

    def flood(n: int) -> None:
        body = f'{{"type":"game.turn","timestamp":"2026-01-01T00:00:00.000Z","data":{{"n":{n}}}}}'
        notifier.enqueue(hooked, Message(f"msg_flood_{n}", "game.turn", body))

    # Queued by 8 threads at once: each enqueue is a dozen round trips to Redis (RQ takes no
    # pipeline for a rate-limited job), so one thread waits on Redis most of the time.
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(flood, range(10_000)))
    queue = Queue(WEBHOOKS, connection=connection)
    assert len(queue) <= PORTAL_CONCURRENCY  # the others wait outside the queue
    try:
        with ServeProcess(redis_url, BIBLIOS_PORTALS_FILE=str(portals)) as serve:
            eventually(lambda: len(hanging.deliveries) >= 1, 10, "the first hanging delivery")
            # another portal's message is not stuck behind the flood: a worker beyond the
            # hanging portal's PORTAL_CONCURRENCY takes it at once
            asked = time.monotonic()
            notifier.enqueue(config.portals.get("quick"), Message("msg_quick", "game.turn", "{}"))
            # (within a few seconds here, beside the other test process: the contract's 2 s
            # p99 is held by tests/api/test_webhook_fairness.py, which runs alone)
            healthy.wait_for(lambda got: len(got) == 1, OTHER_PORTAL_WITHIN)
            assert time.monotonic() - asked <= OTHER_PORTAL_WITHIN
            # a clock due in 2 s is applied within 2 s of its deadline
            api, store = api_on(environ, clock=lambda: time.time() - TURN + 2)
            reply = api.post("/v1/games", {"game": "biblios", "players": 2, "turn_seconds": TURN},
                             headers=quick.auth)  # fmt: skip
            assert reply.status == 201, reply
            game_id = reply.json["id"]
            deadline = store.load(game_id).deadline
            applied: list[float] = []

            def timed_out() -> bool:
                if store.load(game_id).version >= 1:
                    applied.append(time.time())
                return bool(applied)

            try:
                eventually(timed_out, TURN + 4, "the clock")
            except AssertionError as error:
                raise AssertionError(f"{error}\n{serve.log_tail()}") from None
            assert applied[0] - deadline <= 2.0
            # PORTAL_CONCURRENCY tries at a time, each cut short after DELIVERY_TIMEOUT
            assert len(hanging.deliveries) <= PORTAL_CONCURRENCY * 3
            store.close()
    finally:
        hanging.close()
        healthy.close()
