"""Storage bounds: a full Redis set, as scripts/serve sets its own, to never evict (maxmemory +
noeviction) refuses new writes with 503 and keeps every game it holds, whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from api import create_app
from api.config import Config
from api.http.serving import services_of
from support.redis_server import RedisServer
from tests.api.helpers import Api, assert_problem, create_game, view_of


@pytest.fixture
def small_redis() -> Iterator[RedisServer]:
    server = RedisServer()
    server.start()
    try:
        yield server
    finally:
        server.close()


@pytest.mark.slow  # fills a Redis to its maxmemory
def test_a_full_redis_refuses_writes_and_keeps_every_game(small_redis: RedisServer) -> None:
    config = Config.from_env({"REDIS_URL": small_redis.url, "BIBLIOS_CREATE_RATE_LIMIT": "off"})
    app: Flask = create_app(config)
    client = Api(app.test_client())
    with small_redis.client() as raw:
        used = int(raw.info("memory")["used_memory"])
        raw.config_set("maxmemory", used + 3_000_000)
        raw.config_set("maxmemory-policy", "noeviction")
        games = []
        for _ in range(2000):
            reply = client.post("/v1/games", {"game": "biblios", "players": 4})
            if reply.status == 503:
                break
            assert reply.status == 201, reply
            games.append(reply.json)
        else:
            pytest.fail("Redis never filled up")
        assert_problem(reply, 503, "store_unavailable")
        assert len(games) > 20
        keys_before = raw.dbsize()
        for game in games:  # every game kept, whole: it can still be read
            view = client.get(f"/v1/games/{game['id']}").json
            assert view["version"] == 0 and view["game"] == "biblios"
        token = games[0]["seats"][0]["token"]
        reply = client.post(
            f"/v1/games/{games[0]['id']}/actions",
            {"type": "place", "to": "keep"},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert reply.status in (200, 503), reply  # a write may not fit: 503, nothing half-written
        assert raw.dbsize() == keys_before
        raw.config_set("maxmemory", 0)  # room again: writes go on
        game = create_game(client, 2)
        assert view_of(client, game, None)["version"] == 0
    services_of(app).store.close()
