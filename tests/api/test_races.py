"""Races: several clients posting moves on one game at the same moment, through the Flask test
client (each thread its own client) and through a real gunicorn with two workers.

Whatever the interleaving, every version holds exactly one action (the log replays to the
stored state; the final version is the number of accepted actions), no accepted action is lost,
and every request gets a definite answer: 200, 409, 412 or 422, never a 500.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Callable

import pytest
import redis
from flask import Flask

from api.play.store import game_key
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    Attempt,
    Game,
    bearer,
    check_race_outcome,
    create_game,
    race_round,
)


@pytest.fixture
def raw(redis_server: RedisServer, redis_url: str) -> redis.Redis:
    with redis_server.client() as client:
        yield client


def race_to_the_end(
    make_api: Callable[[], Api], game: Game, seed: int, threads: int, max_rounds: int = 400
) -> list[Attempt]:
    rnd = random.Random(seed)
    attempts: list[Attempt] = []
    for _ in range(max_rounds):
        round_ = race_round(make_api, game, rnd, threads)
        if not round_:
            return attempts
        attempts += round_
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("players", "variant", "threads", "retries"),
    [
        (2, "standard", 2, "5"),
        pytest.param(3, "medieval_bluff", 4, "5", marks=pytest.mark.slow),
        pytest.param(4, "standard", 6, "1", marks=pytest.mark.slow),
    ],
)
def test_racing_threads_through_the_flask_client(
    make_app: Callable[..., Flask],
    raw: redis.Redis,
    players: int,
    variant: str,
    threads: int,
    retries: str,
) -> None:
    app = make_app(BIBLIOS_CAS_RETRIES=retries)
    make_api = lambda: Api(app.test_client())  # noqa: E731
    api = make_api()
    game = create_game(api, players, variant=variant, seed=players)

    attempts = race_to_the_end(make_api, game, seed=players, threads=threads)

    check_race_outcome(api, game, attempts, raw.hget(game_key(game.id), "s"))
    statuses = Counter(a.reply.status for a in attempts)
    assert statuses[200] > 0 and api.get(game.path).json["phase"] == "over"
    assert statuses[412] + statuses[409] + statuses[422] > 0, statuses  # races were lost


def test_many_threads_same_seat_no_if_match(make_app: Callable[..., Flask], raw: redis.Redis):
    """Eight clients of the seat to act post the same placement with no If-Match: each is
    judged on the latest state, so exactly as many land as the rules allow."""
    app = make_app()
    api = Api(app.test_client())
    for seed in range(5):
        game = create_game(api, 4, seed=seed)
        barrier = threading.Barrier(8)
        replies = []
        lock = threading.Lock()

        def post(
            game: Game = game, barrier: threading.Barrier = barrier, replies=replies, lock=lock
        ) -> None:
            own = Api(app.test_client())
            barrier.wait(timeout=30)
            reply = own.post(
                game.path + "/actions",
                {"type": "place", "to": "public"},
                headers=bearer(game.tokens[0]),
            )
            with lock:
                replies.append(reply)

        workers = [threading.Thread(target=post) for _ in range(8)]
        for w in workers:
            w.start()
        for w in workers:
            w.join(timeout=60)
        statuses = Counter(r.status for r in replies)
        # 4 players: three public placements per turn, the fourth is quota_used
        assert statuses[200] == 3 and statuses[422] == 5, statuses
        assert all(r.json["code"] == "quota_used" for r in replies if r.status == 422)
        view = api.get(game.path, headers=bearer(game.tokens[0])).json
        assert view["version"] == 3 and view["turn"]["public"] == 3 and len(view["public"]) == 3
        attempts = [Attempt(i, 0, None, {}, r) for i, r in enumerate(replies)]
        check_race_outcome(api, game, attempts, raw.hget(game_key(game.id), "s"))


def test_racing_threads_through_gunicorn(
    gunicorn: GunicornServer, http: Api, raw: redis.Redis
) -> None:
    game = create_game(http, 2, seed=77)
    make_api = lambda: Api(base_url=gunicorn.url)  # noqa: E731

    attempts = race_to_the_end(make_api, game, seed=77, threads=4)

    check_race_outcome(http, game, attempts, raw.hget(game_key(game.id), "s"))
    statuses = Counter(a.reply.status for a in attempts)
    assert statuses[200] > 0 and statuses[412] > 0, statuses
