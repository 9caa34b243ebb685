"""Store faults: Redis goes down (before, during or in the middle of a write) → 503, and when it
is back the same games continue. A failed write leaves each game either untouched or fully at
its next version — never half-written. Uses a Redis with an append-only file (fsync always), so
its data survives a restart.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Any

import pytest
from flask import Flask

from api.http.serving import give_services, services_of
from api.play.store import GameStore, Write, game_key
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    Game,
    act,
    assert_problem,
    bearer,
    create_game,
    first_legal,
    if_match,
    play,
    snapshot,
    table_of,
    view_of,
)


def stored(server: RedisServer, game: Game) -> tuple[int, str]:
    with server.client() as raw:
        version, state = raw.hmget(game_key(game.id), ["v", "s"])
    return int(version), state


def all_views(client: Api, game: Game) -> dict:
    return {seat: view_of(client, game, seat) for seat in [None, *range(game.players)]}


def test_redis_down_mid_game_then_both_games_go_on(
    durable_app: Flask, durable_redis: RedisServer
) -> None:
    client = Api(durable_app.test_client())
    games = [create_game(client, 2, seed=1), create_game(client, 4, seed=2)]
    for i, game in enumerate(games):
        play(client, game, random.Random(i), stop=lambda v: v["version"] >= 30)
    before = [(stored(durable_redis, g), all_views(client, g)) for g in games]
    with durable_redis.client() as raw:
        keys_before = raw.dbsize()

    durable_redis.stop()
    try:
        for game in games:
            (seat,) = view_for_seat_to_act(before[games.index(game)][1])
            started = time.monotonic()
            for reply in (
                client.get(game.path),
                client.get(game.path, headers=bearer(game.tokens[seat])),
                client.get(game.path + "/events", query={"after": 5}),
                client.post(
                    game.path + "/actions",
                    {"type": "pass"},
                    headers={**bearer(game.tokens[seat]), **if_match(game.version)},
                ),
                client.post("/v1/games", {"game": "biblios", "players": 3}),
            ):
                assert_problem(reply, 503, "store_unavailable")
            assert time.monotonic() - started < 15
        assert client.get("/v1/health").status == 503
    finally:
        durable_redis.start()

    with durable_redis.client() as raw:
        assert raw.dbsize() == keys_before  # the failed create wrote nothing
    for game, (record, views) in zip(games, before, strict=True):
        assert stored(durable_redis, game) == record  # same version, same state
        assert all_views(client, game) == views
        end = play(client, game, random.Random(7))  # the same game goes on to its end
        assert end["phase"] == "over" and end["version"] == len(game.actions)


def view_for_seat_to_act(views: dict) -> list[int]:
    return views[None]["to_act"]


class StopsRedisBeforeWriting:
    """The app's store, except that Redis goes down between reading the game and writing it."""

    def __init__(self, real: GameStore, server: RedisServer) -> None:
        self._real = real
        self._server = server

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def compare_and_set(self, game_id: str, expected_version: int, new_state: Write) -> bool:
        self._server.stop()
        return self._real.compare_and_set(game_id, expected_version, new_state)


def test_redis_down_between_read_and_write_changes_nothing(
    durable_app: Flask, durable_redis: RedisServer
) -> None:
    client = Api(durable_app.test_client())
    game = create_game(client, 3, seed=3)
    play(client, game, random.Random(3), stop=lambda v: v["version"] >= 10)
    record = stored(durable_redis, game)
    views = all_views(client, game)
    (seat,) = views[None]["to_act"]
    action = first_legal(views[seat])
    services = services_of(durable_app)
    real, service = services.store, services.games
    service.store = StopsRedisBeforeWriting(real, durable_redis)
    give_services(durable_app, replace(services, store=service.store))
    try:
        reply = act(client, game, seat, action, match=game.version)
    finally:
        service.store = real
        give_services(durable_app, services)
        durable_redis.start()

    assert_problem(reply, 503, "store_unavailable")
    assert stored(durable_redis, game) == record
    assert all_views(client, game) == views
    assert act(client, game, seat, action, match=game.version).status == 200
    assert stored(durable_redis, game)[0] == record[0] + 1


def test_a_write_whose_answer_is_lost_is_all_or_nothing(
    durable_app: Flask, durable_redis: RedisServer
) -> None:
    """Redis holds writes back (CLIENT PAUSE WRITE) longer than the API's timeout: reading the
    game back still shows the version before, so the API cannot know whether the write will
    land and says so (503 ``outcome_unknown``, not ``store_unavailable``). Afterwards the game
    is either exactly as before or exactly one action further, and it goes on from there."""
    client = Api(durable_app.test_client())
    game = create_game(client, 2, seed=4)
    play(client, game, random.Random(4), stop=lambda v: v["version"] >= 8)
    version, state = stored(durable_redis, game)
    (seat,) = view_of(client, game, None)["to_act"]
    action = first_legal(view_of(client, game, seat))
    expected = table_of(state)
    expected.act(seat, action)

    with durable_redis.client() as raw:
        raw.execute_command("CLIENT", "PAUSE", 1500, "WRITE")
        paused = time.monotonic()
        reply = act(client, game, seat, action, match=version)
        assert_problem(reply, 503, "outcome_unknown")
        assert time.monotonic() - paused < 1.5  # answered on the timeout, not after the pause
        time.sleep(max(0.0, 1.7 - (time.monotonic() - paused)))
        raw.execute_command("CLIENT", "UNPAUSE")

    after = stored(durable_redis, game)
    assert after in ((version, state), (version + 1, snapshot(expected))), after
    replayed, _ = table_of(after[1]).replay()
    assert snapshot(replayed) == after[1]
    game.version = after[0]
    end = play(client, game, random.Random(5))
    assert end["phase"] == "over"


@pytest.mark.parametrize("endpoint", ["view", "events", "action", "create", "health"])
def test_503_answers_quickly_on_a_dead_store(
    durable_app: Flask, durable_redis: RedisServer, endpoint: str
) -> None:
    client = Api(durable_app.test_client())
    game = create_game(client, 2, seed=1)
    durable_redis.stop()
    try:
        started = time.monotonic()
        if endpoint == "view":
            reply = client.get(game.path, headers=bearer(game.tokens[0]))
        elif endpoint == "events":
            reply = client.get(game.path + "/events")
        elif endpoint == "action":
            reply = client.post(
                game.path + "/actions",
                {"type": "place", "to": "keep"},
                headers=bearer(game.tokens[0]),
            )
        elif endpoint == "create":
            reply = client.post("/v1/games", {"game": "biblios", "players": 2})
        else:
            reply = client.get("/v1/health")
        assert time.monotonic() - started < 10
    finally:
        durable_redis.start()
    if endpoint == "health":
        assert reply.status == 503
        assert reply.json == {"status": "degraded", "store": "unavailable"}
    else:
        assert_problem(reply, 503, "store_unavailable")
    assert view_of(client, game, None)["version"] == 0
    assert client.get("/v1/health").json == {"status": "ok", "store": "ok"}
