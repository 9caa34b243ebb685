"""The durable mode under a Redis failover (issue 39; docs/durability.md), with real processes
on loopback: a primary, two replicas and three Sentinels (``support.redis_sentinel``), gunicorn
and a worker that find the master through the Sentinels, 32 clients playing (threads), then
kill -9 of the primary, while the replicas lag (stopped, and their links cut, for ``LAG``
seconds just before: what they have not received is what a failover may lose).

- With ``BIBLIOS_WAIT_REPLICAS=1``: a replica is promoted; the API acknowledges moves again,
  the worker applies a clock's timeout and a stream hears a move within ``FOLLOW`` seconds of
  the kill; and every acknowledged move is in the games afterwards (0 lost).
- Without it: the same, except that what the failover lost is only counted and reported
  (docs/durability.md has the figures): asynchronous replication may lose what the replica
  had not received.

Each client is the only writer of its games (two seats, no clock, no bot), so a game's version
only moves by its client's acknowledged writes: a version read below one acknowledged, during
the run or at the end, is acknowledged moves lost.
"""

from __future__ import annotations

import os
import random
import signal
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest
import redis
import requests
from redis.cluster import RedisCluster as ClusterClient

from support.gunicorn_server import GunicornServer
from support.redis_cluster import RedisCluster
from support.redis_sentinel import SentinelSet
from support.redis_server import RedisServer
from support.worker_process import WorkerProcess
from tests.api.helpers import bearer, choose
from tests.api.test_streams import SseStream

# Timed, so not beside the spread suite; its bounds (10 s to follow a failover, reached in 2 to
# 4 s on a machine at load 12) leave room for one more paired test and the cluster pass beside
# it (docs/testing.md)
pytestmark = [pytest.mark.servers, pytest.mark.alone, pytest.mark.paired]

CLIENTS = 32
#: Seconds within which the API, the worker and the streams follow the promoted replica.
FOLLOW = 10.0
#: Seconds of play before the kill: every client is in a game and has had moves acknowledged
#: (some 400 moves in all), which the failover must keep.
BEFORE_KILL = 2.0
#: Seconds of play on the promoted replica once the API follows it (its first acknowledged
#: move after the kill): every client reads its game there and moves on (some hundreds of moves,
#: each checked at the end like the ones before). The play stops then, not at a fixed time;
#: at ``AFTER_KILL`` at the latest, when the API never follows (and the bounds fail).
PLAY_ON = 3.0
AFTER_KILL = FOLLOW + 2.0
TURN = 5  # the shortest clock the contract allows
#: Seconds the replicas are stopped and cut off before the primary is killed: what they miss is
#: what an asynchronous failover loses (on loopback they are otherwise never behind).
LAG = 1.0


@dataclass
class Tally:
    """What one client saw: acknowledged moves, acknowledged moves it found lost, and the
    last acknowledged version of each of its games."""

    acked: int = 0
    lost: int = 0
    unknown: int = 0  # answers 503 outcome_unknown (each settled by sending its key again)
    last_acked: dict[str, int] = field(default_factory=dict)
    acked_at: list[tuple[float, str]] = field(default_factory=list)
    """When each acknowledged try was sent, and its game."""


class Client(threading.Thread):
    """Plays two-seat games over HTTP until told to stop, one move at a time, each with an
    ``Idempotency-Key`` sent again until the move is answered (a 503 ``outcome_unknown``
    included), as a careful client does."""

    def __init__(self, url: str, seed: int, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.rnd = random.Random(seed)
        self.stop = stop
        self.tally = Tally()
        self.http = requests.Session()
        self.game: tuple[str, list[str]] | None = None

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                self.step()
            except (requests.RequestException, ValueError, KeyError):
                time.sleep(0.05)
        self.http.close()  # its kept-alive connections would hold gunicorn's graceful stop

    def step(self) -> None:
        if self.game is None:
            reply = self.http.post(
                f"{self.url}/v1/games", json={"game": "biblios", "players": 2}, timeout=5
            )
            if reply.status_code != 201:
                time.sleep(0.05)
                return
            data = reply.json()
            self.game = (data["id"], [seat["token"] for seat in data["seats"]])
        game_id, tokens = self.game
        path = f"{self.url}/v1/games/{game_id}"
        reply = self.http.get(path, headers=bearer(tokens[0]), timeout=5)
        if reply.status_code != 200:
            time.sleep(0.05)
            return
        view = reply.json()
        self.saw(game_id, view["version"])
        if not view["to_act"]:
            self.game = None  # over: the next one
            return
        seat = view["to_act"][0]
        if seat != 0:
            view = self.http.get(path, headers=bearer(tokens[seat]), timeout=5).json()
            self.saw(game_id, view["version"])
        if not view.get("legal_actions"):  # the game moved (or went back) between the reads
            return
        action = choose(self.rnd, view)
        headers = {**bearer(tokens[seat]), "Idempotency-Key": uuid.uuid4().hex}
        while not self.stop.is_set():
            sent = time.monotonic()
            try:
                reply = self.http.post(f"{path}/actions", json=action, headers=headers, timeout=5)
            except requests.RequestException:
                time.sleep(0.05)
                continue
            if reply.status_code in (502, 503, 504):
                self.tally.unknown += reply.status_code == 503 and "outcome_unknown" in reply.text
                time.sleep(0.05)
                continue  # the same key again: it settles whether the move was written
            if reply.status_code == 200:
                self.tally.acked += 1
                self.tally.acked_at.append((sent, game_id))
                self.tally.last_acked[game_id] = reply.json()["view"]["version"]
            return

    def saw(self, game_id: str, version: int) -> None:
        """A version read: below the last acknowledged one, the difference was lost."""
        acked = self.tally.last_acked.get(game_id, 0)
        if version < acked:
            self.tally.lost += acked - version
            self.tally.last_acked[game_id] = version


@dataclass
class Outcome:
    acked: int
    lost: int
    unknown: int
    api_back: float  # seconds from the kill to the first move sent after it and acknowledged
    timeout_at: float  # seconds from the kill to the clock's timeout, applied by the worker
    timeout_due: float  # seconds from the kill to that clock's deadline
    stream_heard: float  # seconds from the kill to a stream's first update after it


@pytest.fixture
def sentinels() -> Iterator[SentinelSet]:
    with SentinelSet(replicas=2) as group:
        yield group


def run_failover(group: SentinelSet, wait_replicas: int) -> Outcome:
    env = {
        **group.env,
        "BIBLIOS_WAIT_REPLICAS": str(wait_replicas),
        "BIBLIOS_WAIT_TIMEOUT": "0.5",
        "BIBLIOS_REDIS_TIMEOUT": "0.5",
    }
    worker = WorkerProcess(group.primary.url, env=env)
    server = GunicornServer(group.primary.url, workers=2, **env)
    start_together(worker, server)
    stop = threading.Event()
    clients = [Client(server.url, seed, stop) for seed in range(CLIENTS)]
    try:
        for client in clients:
            client.start()
        time.sleep(BEFORE_KILL)
        # A clock whose deadline falls after the kill (its job is on the queue being killed).
        reply = requests.post(
            f"{server.url}/v1/games",
            json={"game": "biblios", "players": 2, "turn_seconds": TURN},
            timeout=5,
        )
        assert reply.status_code == 201, reply.text
        clocked = reply.json()["id"]
        first_move(server.url, clocked, [seat["token"] for seat in reply.json()["seats"]])
        watched = next(c for c in clients if c.game is not None)
        assert watched.game is not None
        stream = SseStream(server.port, f"/v1/games/{watched.game[0]}/stream")
        assert stream.status == 200
        time.sleep(1.0)
        # The replicas fall behind (stopped, their links cut, for LAG seconds), then the
        # primary dies.
        replicas = [server.pid for server in group.servers[1:]]
        for pid in replicas:
            assert pid is not None
            os.kill(pid, signal.SIGSTOP)
        try:
            with group.primary.client() as primary:
                primary.client_kill_filter(_type="replica")
            time.sleep(LAG)
            while not stream.items.empty():
                stream.items.get_nowait()
            killed = time.monotonic()
            group.primary.kill()
        finally:
            for pid in replicas:
                assert pid is not None
                os.kill(pid, signal.SIGCONT)
        heard: list[float] = []
        listener = threading.Thread(target=lambda: heard.append(stream_heard(stream, killed)))
        listener.start()
        master = group.wait_for_failover()
        with master.client() as client:
            deadline = float(client.hget(f"biblios:game:{{{clocked}}}", "d") or 0)
            due = deadline - time.time() + (time.monotonic() - killed)
            timeout_at = watch_version(client, clocked, 1, killed, FOLLOW + TURN + 2)
        listener.join(FOLLOW + 10)
        play_on(clients, killed, lambda game_id: True)
        stop.set()
        for client in clients:
            client.join(10)
        stream.close()
        lost = sum(client.tally.lost for client in clients)
        with master.client() as client:
            for player in clients:
                for game_id, acked in player.tally.last_acked.items():
                    version = int(client.hget(f"biblios:game:{{{game_id}}}", "v") or -1)
                    lost += max(0, acked - version)
        after = [t for c in clients for t, _ in list(c.tally.acked_at) if t > killed]
        return Outcome(
            acked=sum(client.tally.acked for client in clients),
            unknown=sum(client.tally.unknown for client in clients),
            lost=lost,
            api_back=(min(after) - killed) if after else float("inf"),
            timeout_at=timeout_at,
            timeout_due=due,
            stream_heard=heard[0] if heard else float("inf"),
        )
    finally:
        stop.set()
        stop_together(worker, server)


def start_together(worker: WorkerProcess, server: GunicornServer) -> None:
    """Start the worker and gunicorn at once (each waits until it serves), not one after the
    other."""
    failed: list[BaseException] = []

    def start_worker() -> None:
        try:
            worker.start()
        except BaseException as error:  # noqa: BLE001 - raised again below, in the test
            failed.append(error)

    thread = threading.Thread(target=start_worker)
    thread.start()
    try:
        server.start()
    finally:
        thread.join()
    if failed:
        server.stop()
        raise failed[0]


def stop_together(worker: WorkerProcess, server: GunicornServer) -> None:
    """Stop the worker and gunicorn at once (each waits for its processes), not one after the
    other."""
    thread = threading.Thread(target=worker.stop)
    thread.start()
    server.stop()
    thread.join()


def play_on(clients: list[Client], killed: float, counted: Callable[[str], bool]) -> None:
    """Let the clients play until ``PLAY_ON`` seconds after the first move sent after the kill
    and acknowledged in a game ``counted``, or until ``AFTER_KILL`` seconds after the kill."""
    deadline = killed + AFTER_KILL
    while time.monotonic() < deadline:
        after = [
            t
            for c in clients
            for t, game_id in list(c.tally.acked_at)
            if t > killed and counted(game_id)
        ]
        if after and time.monotonic() >= min(after) + PLAY_ON:
            return
        time.sleep(0.05)


def first_move(url: str, game_id: str, tokens: list[str]) -> None:
    """The first move of a game (which starts its clock)."""
    path = f"{url}/v1/games/{game_id}"
    seat = requests.get(path, timeout=5).json()["to_act"][0]
    view = requests.get(path, headers=bearer(tokens[seat]), timeout=5).json()
    action = choose(random.Random(1), view)
    reply = requests.post(f"{path}/actions", json=action, headers=bearer(tokens[seat]), timeout=5)
    assert reply.status_code == 200, reply.text


def watch_version(
    client: redis.Redis, game_id: str, version: int, since: float, limit: float
) -> float:
    """Seconds from ``since`` until the game's stored version passes ``version`` (read from
    the store itself: a read through the API would apply a due timeout itself)."""
    while time.monotonic() - since < limit:
        stored = client.hget(f"biblios:game:{{{game_id}}}", "v")
        if stored is not None and int(stored) > version:
            return time.monotonic() - since
        time.sleep(0.05)
    return float("inf")


def stream_heard(stream: SseStream, since: float) -> float:
    """Seconds from ``since`` until the stream delivers an update sent after it."""
    while time.monotonic() - since < FOLLOW + 5:
        try:
            event = stream.next(timeout=1)
        except Exception:  # noqa: BLE001 - nothing yet (queue.Empty), or closed: keep looking
            continue
        if event.event == "update" and time.monotonic() > since + 0.5:  # not one from before
            return time.monotonic() - since
    return float("inf")


def report(request: pytest.FixtureRequest, outcome: Outcome) -> None:
    for name, value in vars(outcome).items():
        request.node.user_properties.append((name, value))
    print(f"\n{request.node.name}: {outcome}")


def test_durable_mode_loses_no_acknowledged_move_when_the_primary_is_killed(
    sentinels: SentinelSet, request: pytest.FixtureRequest
) -> None:
    outcome = run_failover(sentinels, wait_replicas=1)
    report(request, outcome)
    assert outcome.acked > CLIENTS, outcome
    assert outcome.lost == 0, outcome
    assert outcome.api_back <= FOLLOW, outcome
    assert outcome.stream_heard <= FOLLOW, outcome
    # the worker follows: the clock's timeout lands within 2 s of its deadline, or of FOLLOW
    assert outcome.timeout_at <= max(outcome.timeout_due, FOLLOW) + 2, outcome


def test_without_wait_a_failover_says_what_it_lost(
    sentinels: SentinelSet, request: pytest.FixtureRequest
) -> None:
    outcome = run_failover(sentinels, wait_replicas=0)
    report(request, outcome)
    assert outcome.acked > CLIENTS, outcome
    assert outcome.lost >= 0  # reported, not bounded: asynchronous replication promises nothing
    assert outcome.api_back <= FOLLOW, outcome


# ----- a Redis Cluster: three masters, three replicas -------------------------------------------


@pytest.fixture
def cluster() -> Iterator[RedisCluster]:
    with RedisCluster(replicas=1) as nodes:
        yield nodes


def run_cluster_failover(nodes: RedisCluster, queue: RedisServer, wait_replicas: int) -> Outcome:
    """The clients play on the cluster; the replica of one shard is cut off for ``LAG``
    seconds, then the shard's master is killed (kill -9): the cluster promotes the replica once
    the other masters have found the master gone (``--cluster-node-timeout``, 2 s), and what the
    replica had not received is gone. The killed node is started again at once, as an operator's
    supervisor would, and comes back as the new master's replica, so that the shard has a
    replica to confirm its writes again."""
    env = {
        "BIBLIOS_REDIS_CLUSTER": "1",
        "BIBLIOS_QUEUE_URL": queue.url,
        "BIBLIOS_WAIT_REPLICAS": str(wait_replicas),
        "BIBLIOS_WAIT_TIMEOUT": "0.5",
        "BIBLIOS_REDIS_TIMEOUT": "0.5",
    }
    server = GunicornServer(nodes.url, workers=2, **env)
    server.start()
    stop = threading.Event()
    clients = [Client(server.url, seed, stop) for seed in range(CLIENTS)]
    client = ClusterClient.from_url(nodes.url, decode_responses=True)
    try:
        for player in clients:
            player.start()
        time.sleep(BEFORE_KILL)
        master = client.get_node_from_key("biblios:game:{x}")
        replica_port = next(
            port
            for port in nodes.ports
            if port != master.port
            and redis.Redis(port=port).info("replication").get("master_port") == master.port
        )
        # The shard's slots (the games whose first move after the takeover times the API).
        with redis.Redis(port=master.port) as old:
            slots = [
                range(int(first), int(last) + 1)
                for first, last, owner, *_ in old.execute_command("CLUSTER", "SLOTS")
                if int(owner[1]) == master.port
            ]

        def in_shard(game_id: str) -> bool:
            slot = client.keyslot(f"biblios:game:{{{game_id}}}")
            return any(slot in owned for owned in slots)

        # The replica cannot sync again (a wrong masterauth) once its master drops its link.
        with redis.Redis(port=replica_port) as new:
            new.config_set("masterauth", "cut-off")
        with redis.Redis(port=master.port) as old:
            old.client_kill_filter(_type="replica")
        time.sleep(LAG)
        killed = time.monotonic()
        nodes.kill(master.port)
        with redis.Redis(port=replica_port, decode_responses=True) as new:
            new.config_set("masterauth", "")  # (it is promoted without syncing again)
            # Started again only once its replica is the shard's master: a master without
            # persistence that came back first would come back empty, and its replica follow.
            deadline = killed + FOLLOW
            while new.info("replication")["role"] != "master":
                assert time.monotonic() < deadline, "the replica was not promoted"
                time.sleep(0.05)
        nodes.restart(master.port)
        play_on(clients, killed, in_shard)
        stop.set()
        for player in clients:
            player.join(10)
        lost = sum(player.tally.lost for player in clients)
        fresh = ClusterClient.from_url(nodes.url, decode_responses=True)
        for player in clients:
            for game_id, acked in player.tally.last_acked.items():
                version = int(fresh.hget(f"biblios:game:{{{game_id}}}", "v") or -1)
                lost += max(0, acked - version)
        # following: the first move acknowledged after the takeover in a game of that shard
        after = [
            t
            for c in clients
            for t, game_id in list(c.tally.acked_at)
            if t > killed
            and fresh.get_node_from_key(f"biblios:game:{{{game_id}}}").port == replica_port
        ]
        fresh.close()
        return Outcome(
            acked=sum(player.tally.acked for player in clients),
            unknown=sum(player.tally.unknown for player in clients),
            lost=lost,
            api_back=(min(after) - killed) if after else float("inf"),
            timeout_at=float("nan"),
            timeout_due=float("nan"),
            stream_heard=float("nan"),
        )
    finally:
        stop.set()
        client.close()
        server.stop()


def test_on_a_cluster_durable_mode_loses_no_acknowledged_move_in_a_failover(
    cluster: RedisCluster, redis_server: RedisServer, request: pytest.FixtureRequest
) -> None:
    outcome = run_cluster_failover(cluster, redis_server, wait_replicas=1)
    report(request, outcome)
    assert outcome.acked > CLIENTS, outcome
    assert outcome.lost == 0, outcome
    assert outcome.api_back <= FOLLOW, outcome


def test_on_a_cluster_without_wait_a_failover_says_what_it_lost(
    cluster: RedisCluster, redis_server: RedisServer, request: pytest.FixtureRequest
) -> None:
    outcome = run_cluster_failover(cluster, redis_server, wait_replicas=0)
    report(request, outcome)
    assert outcome.acked > CLIENTS, outcome
    assert outcome.api_back <= FOLLOW, outcome
