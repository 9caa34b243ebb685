"""The API served by a real ``gunicorn -c gunicorn.conf.py`` (2 workers), over real HTTP."""

from __future__ import annotations

import json
import random
import socket

import pytest
import redis
import requests

from api.play.store import game_key
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    act,
    assert_problem,
    bearer,
    check_race_outcome,
    create_game,
    play,
    race_round,
    view_of,
)


def test_a_full_three_player_game_over_real_http(http: Api) -> None:
    game = create_game(http, 3, seed=2024, names=["Ana", "Boris", "Chloé"])
    assert game.created["seats"][2]["name"] == "Chloé"

    end = play(http, game, random.Random(2024))

    assert end["phase"] == "over" and end["version"] == len(game.actions)
    assert sorted(s["rank"] for s in end["result"]["seats"])[0] == 1
    log = http.get(game.path + "/events").json["events"]
    assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
    assert log[-1]["type"] == "game_over"
    assert http.get(game.path, headers={"If-None-Match": f'"{game.version}"'}).status == 304


def test_two_threads_racing_on_one_game_over_real_http(
    gunicorn: GunicornServer, http: Api, redis_server: RedisServer
) -> None:
    game = create_game(http, 2, seed=5)
    rnd = random.Random(5)
    attempts = []
    for _ in range(25):
        attempts += race_round(lambda: Api(base_url=gunicorn.url), game, rnd, threads=2)

    with redis_server.client() as raw:
        check_race_outcome(http, game, attempts, raw.hget(game_key(game.id), "s"))
    assert {a.reply.status for a in attempts} <= {200, 412}
    assert sum(a.reply.status == 200 for a in attempts) == 25  # one lands per round


def test_problems_and_limits_over_real_http(gunicorn: GunicornServer, http: Api) -> None:
    game = create_game(http, 2, seed=1)
    url = gunicorn.url + game.path + "/actions"
    headers = {**bearer(game.tokens[0]), "Content-Type": "application/json"}
    too_big = json.dumps({"type": "pass", "pad": "x" * 20000}).encode()

    reply = requests.post(url, data=too_big, headers=headers, timeout=10)
    assert reply.status_code == 413
    assert reply.headers["Content-Type"].startswith("application/problem+json")
    assert reply.json()["code"] == "payload_too_large"

    chunks = (too_big[i : i + 1000] for i in range(0, len(too_big), 1000))  # chunked encoding
    reply = requests.post(url, data=chunks, headers=headers, timeout=10)
    assert reply.status_code == 413 and reply.json()["code"] == "payload_too_large"

    fits = json.dumps({"type": "pass", "pad": "x"}).ljust(16 * 1024).encode()  # exactly 16 KiB
    reply = requests.post(
        url,
        data=(fits[i : i + 4096] for i in range(0, len(fits), 4096)),
        headers=headers,
        timeout=10,
    )
    assert reply.status_code == 400 and reply.json()["errors"] == {"pad": ["Unknown field."]}

    small = (part for part in (b'{"type": "place", ', b'"to": "keep"}'))
    reply = requests.post(url, data=small, headers=headers, timeout=10)
    assert reply.status_code == 200, reply.text

    assert_problem(http.get("/v1/games/nosuchgame1"), 404, "game_not_found")
    assert_problem(act(http, game, 1, {"type": "pass"}), 422, "not_your_turn")
    assert_problem(http.post(game.path + "/actions", {"type": "pass"}), 401, "invalid_token")
    health = http.get("/v1/health")
    assert health.status == 200 and health.json == {"status": "ok", "store": "ok"}
    assert http.get("/v1/openapi.json").json["info"]["title"]


@pytest.mark.servers
def test_gunicorn_stops_cleanly_by_its_pid(redis_server: RedisServer, redis_url: str) -> None:
    server = GunicornServer(redis_url, workers=1)
    server.start()
    try:
        api = Api(base_url=server.url)
        game = create_game(api, 2, seed=3)
        assert view_of(api, game, 0)["drawn"] is not None
        api.close()
    finally:
        code = server.stop()
    assert code == 0, server.log_tail()
    # BIBLIOS_BIND is where it listened, and the log says so (not "Listening at:  (pid)")
    listening = [line for line in server.log_tail(200).splitlines() if "Listening at:" in line]
    assert len(listening) == 1, server.log_tail()
    assert f"Listening at: 127.0.0.1:{server.port} (" in listening[0], listening
    with socket.socket() as sock:
        assert sock.connect_ex(("127.0.0.1", server.port)) != 0  # nothing listens any more
    with redis.Redis.from_url(redis_url) as raw:
        assert raw.exists(game_key(game.id))  # the game outlives the server
    server.close()
