"""The durable mode (``BIBLIOS_WAIT_REPLICAS``, docs/durability.md) on a primary and its replica:
a write is answered only once the replica has it; when the replica does not confirm in time,
503 ``outcome_unknown``, and the same ``Idempotency-Key`` settles it once the replica is back.
(The failover itself: ``test_durable_faults.py``.)"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest
import redis

from api.app import create_app
from api.config import Config
from api.http.serving import services_of
from api.play.redis_connect import Waiting
from api.play.store import GameRecord, GameStore, StoreUnavailable, Write, game_key
from support.redis_cluster import RedisCluster
from support.redis_server import RedisServer
from tests.api.helpers import Api, assert_problem, bearer, choose, create_game

pytestmark = pytest.mark.servers


@pytest.fixture(scope="module")
def pair() -> Iterator[tuple[RedisServer, RedisServer]]:
    with RedisServer() as primary:
        replica = RedisServer(args=("--replicaof", "127.0.0.1", str(primary.port)))
        with replica:
            yield primary, replica


def replicas_online(primary: RedisServer) -> int:
    with primary.client() as client:
        info = client.info("replication")
    return sum(
        1
        for key, value in info.items()
        if key.startswith("slave") and isinstance(value, dict) and value["state"] == "online"
    )


def wait_online(primary: RedisServer) -> None:
    deadline = time.monotonic() + 20
    while replicas_online(primary) < 1:
        assert time.monotonic() < deadline, "the replica did not sync"
        time.sleep(0.05)


def test_a_write_the_replica_does_not_confirm_is_outcome_unknown_until_its_key_settles_it(
    pair: tuple[RedisServer, RedisServer],
) -> None:
    primary, replica = pair
    wait_online(primary)
    environ = {
        "REDIS_URL": primary.url,
        "BIBLIOS_CREATE_RATE_LIMIT": "off",
        "BIBLIOS_WAIT_REPLICAS": "1",
        "BIBLIOS_WAIT_TIMEOUT": "2",  # a replica may lag on a busy machine
    }
    app = create_app(Config.from_env(environ))
    api = Api(app.test_client())
    try:
        game = create_game(api, 2)
        view = api.get(game.path, headers=bearer(game.tokens[0])).json
        seat = view["to_act"][0]
        view = api.get(game.path, headers=bearer(game.tokens[seat])).json
        action = choose(random.Random(3), view)
        headers = {**bearer(game.tokens[seat]), "Idempotency-Key": "move-1"}

        replica.stop()
        reply = api.post(f"{game.path}/actions", action, headers=headers)
        assert_problem(reply, 503, "outcome_unknown")
        with primary.client() as client:  # written on the primary, not acknowledged
            assert client.hget(f"biblios:game:{{{game.id}}}", "v") == str(view["version"] + 1)
        again = api.post(f"{game.path}/actions", action, headers=headers)
        assert_problem(again, 503, "outcome_unknown")  # the replayed answer waits as well

        replica.start()
        wait_online(primary)
        settled = api.post(f"{game.path}/actions", action, headers=headers)
        assert settled.status == 200, settled
        assert settled.json["view"]["version"] == view["version"] + 1  # written once
    finally:
        replica.start()
        services_of(app).store.close()


def test_a_creation_the_replica_does_not_confirm_is_settled_by_its_key(
    pair: tuple[RedisServer, RedisServer],
) -> None:
    primary, replica = pair
    wait_online(primary)
    environ = {
        "REDIS_URL": primary.url,
        "BIBLIOS_CREATE_RATE_LIMIT": "off",
        "BIBLIOS_WAIT_REPLICAS": "1",
        "BIBLIOS_WAIT_TIMEOUT": "2",  # a replica may lag on a busy machine
    }
    app = create_app(Config.from_env(environ))
    api = Api(app.test_client())
    body = {"game": "biblios", "players": 2}
    headers = {"Idempotency-Key": "create-durably"}
    try:
        replica.stop()
        reply = api.post("/v1/games", body, headers=headers)
        assert_problem(reply, 503, "outcome_unknown")
        with primary.client() as client:  # written on the primary, not acknowledged
            created = [key for key in client.scan_iter(match="biblios:game:*")]
        again = api.post("/v1/games", body, headers=headers)
        assert_problem(again, 503, "outcome_unknown")  # the replayed answer waits as well

        replica.start()
        wait_online(primary)
        settled = api.post("/v1/games", body, headers=headers)
        assert settled.status == 201, settled
        assert settled.headers["Idempotent-Replayed"] == "true"
        assert game_key(settled.json["id"]) in created  # the game the first request wrote
        with primary.client() as client:
            assert [key for key in client.scan_iter(match="biblios:game:*")] == created
        seat = settled.json["view"]["to_act"][0]
        token = settled.json["seats"][seat]["token"]
        view = api.get(f"/v1/games/{settled.json['id']}", headers=bearer(token))
        assert view.status == 200 and view.json["seat"] == seat  # its tokens are the game's
    finally:
        replica.start()
        services_of(app).store.close()


def test_without_a_replica_a_durable_server_creates_nothing_it_cannot_keep(
    pair: tuple[RedisServer, RedisServer],
) -> None:
    primary, replica = pair
    environ = {
        "REDIS_URL": primary.url,
        "BIBLIOS_CREATE_RATE_LIMIT": "off",
        "BIBLIOS_WAIT_REPLICAS": "2",  # one more than there is
        "BIBLIOS_WAIT_TIMEOUT": "0.1",
    }
    app = create_app(Config.from_env(environ))
    try:
        reply = Api(app.test_client()).post("/v1/games", {"game": "biblios", "players": 2})
        assert reply.status == 503, reply
    finally:
        services_of(app).store.close()


def test_on_a_cluster_each_write_waits_for_its_shards_replica_and_follows_a_failover() -> None:
    with RedisCluster(replicas=1) as cluster:
        store = GameStore(cluster.url, 3600, 1.0, cluster=True, waiting=Waiting(1, 3.0))
        try:
            record = GameRecord("biblios", 0, "{}", [], [])
            for n in range(6):  # games on every shard
                store.create(f"g{n}", record, 0)
                assert store.compare_and_set(f"g{n}", 0, Write('{"n":1}', 1))
            # the replica of g0's shard takes over (CLUSTER FAILOVER: nothing is lost)
            master = store.redis.get_node_from_key(game_key("g0"))
            replicas = [redis.Redis(port=port, decode_responses=True) for port in cluster.ports]
            replica = next(
                node
                for node in replicas
                if node.info("replication").get("master_port") == master.port
            )
            replica.execute_command("CLUSTER", "FAILOVER")
            deadline = time.monotonic() + 20
            while replica.info("replication")["role"] != "master":
                assert time.monotonic() < deadline, "no failover"
                time.sleep(0.05)
            for node in replicas:
                node.close()
            # the old master is now its replica: the next write goes to the new one and waits
            # for the old one
            while True:
                try:
                    assert store.compare_and_set("g0", 1, Write('{"n":2}', 2))
                    break
                except StoreUnavailable:  # the slots moved under a write: nothing was written
                    assert time.monotonic() < deadline, "the store did not follow"
                    time.sleep(0.1)
            loaded = store.load("g0")
            assert loaded is not None and loaded.version == 2
        finally:
            store.close()
