"""The load benchmark's floor and its steps towards a move (``bench.floor``) stay faithful: the
``checked`` step refuses exactly what a real action refuses before the rules, the ``ruled``
step plays a move exactly as a real action does, and neither writes what a real action would
not. (A step that skipped a check would make the benchmark's ladder say a check is free.)"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from flask import Flask

from api.config import Config
from api.http.serving import services_of
from bench.floor import create_app
from support.redis_server import RedisServer
from tests.api.helpers import Api, Game, bearer, create_game, first_legal, if_match, view_of


@pytest.fixture
def bench_api(redis_url: str, on_cluster: bool, redis_server: RedisServer) -> Iterator[Api]:
    environ = {"REDIS_URL": redis_url, "BIBLIOS_CREATE_RATE_LIMIT": "off"}
    if on_cluster:
        environ |= {"BIBLIOS_REDIS_CLUSTER": "1", "BIBLIOS_QUEUE_URL": redis_server.url}
    app: Flask = create_app(Config.from_env(environ))
    app.config["TESTING"] = False
    yield Api(app.test_client(), check=False)  # the bench endpoints are not in the contract
    services_of(app).store.close()


def _mover(api: Api, game: Game) -> tuple[int, dict]:
    """The seat the game waits for and its first legal action."""
    seat = view_of(api, game, None)["to_act"][0]
    return seat, first_legal(view_of(api, game, seat))


# (what is wrong with the request, how to make it wrong, status, code)
_REFUSALS: list[tuple[str, Callable[[dict, dict], tuple[dict, dict]], int, str]] = [
    ("another seat's token", lambda h, a: ({**h, **bearer("x" * 43)}, a), 401, "invalid_token"),
    (
        "no token",
        lambda h, a: ({k: v for k, v in h.items() if k != "Authorization"}, a),
        401,
        "invalid_token",
    ),
    ("a stale If-Match", lambda h, a: ({**h, **if_match(7)}, a), 412, "stale_version"),
    ("a malformed action", lambda h, a: (h, {"type": 3}), 400, "invalid_request"),
]


@pytest.mark.parametrize(
    ("wrong", "spoil", "status", "code"), _REFUSALS, ids=[r[0] for r in _REFUSALS]
)
def test_the_checked_step_refuses_what_an_action_refuses_and_writes_nothing(
    bench_api: Api, wrong: str, spoil: Callable, status: int, code: str
) -> None:
    game = create_game(bench_api, players=3)
    seat, action = _mover(bench_api, game)
    headers, body = spoil({**bearer(game.tokens[seat]), **if_match(0)}, action)
    for prefix in ("/v1/games", "/bench/checked", "/bench/ruled"):
        reply = bench_api.post(f"{prefix}/{game.id}/actions", body, headers=headers)
        assert (reply.status, reply.json["code"]) == (status, code), (prefix, reply)
    assert view_of(bench_api, game, None)["version"] == 0


def test_the_steps_refuse_an_unknown_game_as_an_action_does(bench_api: Api) -> None:
    for prefix in ("/v1/games", "/bench/checked", "/bench/ruled"):
        reply = bench_api.post(f"{prefix}/nosuchgame1/actions", {"type": "pass"})
        assert (reply.status, reply.json["code"]) == (404, "game_not_found"), prefix


def test_the_checked_step_writes_the_game_back_as_it_was(bench_api: Api) -> None:
    game = create_game(bench_api, players=3, seed=11)
    seat, action = _mover(bench_api, game)
    before = view_of(bench_api, game, seat)
    headers = {**bearer(game.tokens[seat]), **if_match(0)}
    reply = bench_api.post(f"/bench/checked/{game.id}/actions", action, headers=headers)
    assert (reply.status, reply.json) == (200, {"version": 1})
    after = view_of(bench_api, game, seat)
    assert after == {**before, "version": 1}


def test_the_ruled_step_plays_a_move_as_an_action_does(bench_api: Api) -> None:
    """Two games of one seed, the same moves: through the real endpoint and the ruled step."""
    real = create_game(bench_api, players=3, seed=12)
    ruled = create_game(bench_api, players=3, seed=12)
    for version in range(6):
        seat, action = _mover(bench_api, real)
        assert _mover(bench_api, ruled) == (seat, action)
        reply = bench_api.post(
            f"/v1/games/{real.id}/actions",
            action,
            headers={**bearer(real.tokens[seat]), **if_match(version)},
        )
        assert reply.status == 200, reply
        reply = bench_api.post(
            f"/bench/ruled/{ruled.id}/actions",
            action,
            headers={**bearer(ruled.tokens[seat]), **if_match(version)},
        )
        assert (reply.status, reply.json) == (200, {"version": version + 1})
    for seat in range(3):
        mine, theirs = view_of(bench_api, real, seat), view_of(bench_api, ruled, seat)
        assert {**mine, "id": None} == {**theirs, "id": None}


def test_the_ruled_step_refuses_a_move_the_rules_refuse(bench_api: Api) -> None:
    game = create_game(bench_api, players=3)
    seat, _ = _mover(bench_api, game)
    other = (seat + 1) % 3
    headers = {**bearer(game.tokens[other]), **if_match(0)}
    for prefix in ("/v1/games", "/bench/ruled"):
        reply = bench_api.post(f"{prefix}/{game.id}/actions", {"type": "pass"}, headers=headers)
        assert (reply.status, reply.json["code"]) == (422, "not_your_turn"), prefix
    assert view_of(bench_api, game, None)["version"] == 0
