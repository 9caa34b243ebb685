"""The API on a real three-master Redis Cluster (``BIBLIOS_REDIS_CLUSTER=1``), served by gunicorn
with two worker processes: games spread over the shards, moves fan out to streams held by both
processes through sharded pub/sub, portals list their games, and a wrong setup fails at start-up.

(``scripts/test`` also runs the HTTP contract tests on a cluster: ``tests/conftest.py``.)
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from redis.cluster import RedisCluster as ClusterClient

from api.config import Config
from api.play.store import GameRecord, GameStore, game_key, outbox_key, updates_channel
from support.gunicorn_server import GunicornServer
from support.redis_cluster import RedisCluster
from support.redis_server import RedisServer
from tests.api.helpers import Api, Game, bearer
from tests.api.portal_support import portal, write_portals
from tests.api.test_streams import SseStream, move

ACME = portal("acme")


@pytest.fixture(scope="module")
def cluster_server(
    redis_cluster: RedisCluster, redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[GunicornServer]:
    redis_cluster.flushall()
    portals = write_portals(tmp_path_factory.mktemp("portals") / "portals.toml", ACME)
    with GunicornServer(
        redis_cluster.url,
        workers=2,
        BIBLIOS_REDIS_CLUSTER="1",
        BIBLIOS_QUEUE_URL=redis_server.url,
        BIBLIOS_PORTALS_FILE=str(portals),
        BIBLIOS_RATE_LIMIT="1000/second",  # counted on the cluster too
    ) as running:
        yield running


@pytest.fixture
def nodes(redis_cluster: RedisCluster) -> Iterator[ClusterClient]:
    client = ClusterClient.from_url(redis_cluster.url, decode_responses=True)
    yield client
    client.close()


def create_game(api: Api, players: int, seed: int) -> Game:
    """A game ACME creates (closed mode: creating takes a portal key)."""
    body = {"game": "biblios", "players": players, "seed": seed}
    reply = api.post("/v1/games", body, headers=ACME.auth)
    assert reply.status == 201, reply
    data = reply.json
    return Game(id=data["id"], tokens=[s["token"] for s in data["seats"]], created=data)


def shard_subscribers(nodes: ClusterClient, game: Game) -> int:
    channel = updates_channel(game.id)
    node = nodes.get_node_from_key(channel)
    reply = node.redis_connection.execute_command("PUBSUB", "SHARDNUMSUB", channel)
    return int(reply[1])


def test_games_are_spread_over_the_shards_and_played(
    cluster_server: GunicornServer, nodes: ClusterClient
) -> None:
    api = Api(base_url=cluster_server.url)
    # Game ids are random: create games until every shard holds some (12 at least; twelve
    # alone miss a shard about once in 40 runs), at most 100.
    games, shards = [], set()
    while len(games) < 12 or (len(shards) < 3 and len(games) < 100):
        games.append(create_game(api, 2, seed=len(games)))
        shards.add(nodes.get_node_from_key(game_key(games[-1].id)).name)
    assert len(shards) == 3
    for game in games:
        for _ in range(3):
            move(api, game)
        assert api.get(game.path).json["version"] == 3
    api.close()


def test_a_move_reaches_streams_held_by_both_processes(
    cluster_server: GunicornServer, nodes: ClusterClient
) -> None:
    api = Api(base_url=cluster_server.url)
    games = [create_game(api, 2, seed=50 + n) for n in range(3)]
    opened: dict[str, list[SseStream]] = {game.id: [] for game in games}
    with ThreadPoolExecutor(8) as pool:
        for _ in range(12):  # until both processes hold streams of every game
            for game in games:
                path = f"/v1/games/{game.id}/stream"
                opened[game.id] += pool.map(
                    lambda path: SseStream(cluster_server.port, path), [path] * 4
                )
            if all(shard_subscribers(nodes, game) == 2 for game in games):
                break
    assert all(shard_subscribers(nodes, game) == 2 for game in games)
    for game in games:
        for stream in opened[game.id]:
            assert stream.status == 200 and stream.update()["version"] == 0
        answer = move(api, game)
        told = [event["seq"] for event in answer["events"]]
        for stream in opened[game.id]:
            update = stream.update()
            assert update["version"] == 1
            assert [event["seq"] for event in update["events"]] == told
    for streams in opened.values():
        for stream in streams:
            stream.close()
    api.close()


def test_a_ticket_opens_a_seats_stream_and_marks_it_present(
    cluster_server: GunicornServer,
) -> None:
    api = Api(base_url=cluster_server.url)
    game = create_game(api, 3, seed=77)
    issued = api.post(game.path + "/stream-ticket", headers=bearer(game.tokens[2]))
    assert issued.status == 200, issued
    stream = SseStream(cluster_server.port, f"{game.path}/stream?ticket={issued.json['ticket']}")
    assert stream.status == 200 and stream.update()["view"]["seat"] == 2
    seats = api.get(game.path).json["seats"]
    assert [seat["connected"] for seat in seats] == [False, False, True]
    again = SseStream(cluster_server.port, f"{game.path}/stream?ticket={issued.json['ticket']}")
    assert again.status == 401 and again.problem["code"] == "invalid_ticket"  # used once
    stream.close()
    api.close()


def test_a_portal_lists_its_games_from_the_cluster(cluster_server: GunicornServer) -> None:
    api = Api(base_url=cluster_server.url)
    created = [create_game(api, 2, seed=n).id for n in range(7)]  # newest last
    seen: list[str] = []
    cursor = None
    while True:
        query = {"limit": 3, **({"cursor": cursor} if cursor else {})}
        page = api.get("/v1/games", headers=ACME.auth, query=query).json
        seen += [game["id"] for game in page["games"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen[:7] == created[::-1]
    api.close()


def test_a_cluster_needs_a_plain_redis_for_the_job_queue(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="BIBLIOS_QUEUE_URL"):
        Config.from_env({"BIBLIOS_REDIS_CLUSTER": "1"})
    config = Config.from_env(
        {"BIBLIOS_REDIS_CLUSTER": "1", "BIBLIOS_QUEUE_URL": "redis://127.0.0.1:1/0"}
    )
    assert config.redis_cluster and config.queue == "redis://127.0.0.1:1/0"


def test_the_relays_sweeps_find_outboxes_and_clocks_on_every_master(
    redis_cluster: RedisCluster, nodes: ClusterClient
) -> None:
    """The outbox is written with the game in its slot, and the sweeps (``SCAN``) find the games
    of every shard (issue 39)."""
    redis_cluster.flushall()
    store = GameStore(redis_cluster.url, ttl=60, cluster=True)
    ids = [f"outbox-{n}" for n in range(30)]
    for n, game_id in enumerate(ids):
        created = GameRecord("biblios", 0, "{}", [], [], deadline=1000.0 + n)
        store.create(game_id, created, 0, outbox=[f'{{"n":{n}}}'])
    assert len({nodes.keyslot(outbox_key(g)) % 3 for g in ids}) > 1  # spread, roughly
    assert sorted(store.games_with_outbox()) == sorted(ids)
    assert sorted(store.deadlines()) == sorted((g, 1000.0 + n) for n, g in enumerate(ids))
    for n, game_id in enumerate(ids):
        store.drop_from_outbox(game_id, [f'{{"n":{n}}}'])
    assert store.games_with_outbox() == []
    store.close()
