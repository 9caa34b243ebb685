"""``Idempotency-Key`` on ``POST /v1/games`` (``api.play.creation_keys``): a retried creation
answers the first one's game and tokens and creates nothing more; another body with the same
key is 422; keys are per caller; the tokens are kept sealed, with the game, in one write.
(In durable mode, a creation the replicas did not confirm: ``test_durable_mode.py``.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from flask import Flask

from api.play.redis_connect import Client
from api.play.store import CREATION, KEY_PREFIX, game_key
from tests.api.helpers import Api, assert_problem, bearer
from tests.api.portal_support import portal, write_portals

BODY = {"game": "biblios", "players": 2, "hints": True}


@pytest.fixture
def app(make_app: Callable[..., Flask]) -> Flask:
    return make_app()


def games_in(client: Client) -> int:
    return sum(1 for _ in client.scan_iter(match=f"{KEY_PREFIX}*"))


def test_a_creation_retried_with_its_key_answers_the_same_game_and_tokens(
    app: Flask, games_redis: Client
) -> None:
    api = Api(app.test_client())
    key = {"Idempotency-Key": "5c0e7a52-create-1"}
    first = api.post("/v1/games", BODY, headers=key)
    assert first.status == 201, first
    assert "Idempotent-Replayed" not in first.headers
    before = games_in(games_redis)

    again = api.post("/v1/games", dict(reversed(BODY.items())), headers=key)  # same body
    assert again.status == 201, again
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.headers["Location"] == first.headers["Location"]
    assert again.json["id"] == first.json["id"]
    assert again.json["seats"] == first.json["seats"]  # the same tokens
    assert again.json["fairness"] == first.json["fairness"]
    assert games_in(games_redis) == before  # nothing created

    # the tokens replayed are the seats' own: they play
    game = first.json
    seat = game["view"]["to_act"][0]
    view = api.get(f"/v1/games/{game['id']}", headers=bearer(again.json["seats"][seat]["token"]))
    assert view.status == 200 and view.json["seat"] == seat

    other = api.post("/v1/games", BODY, headers={"Idempotency-Key": "5c0e7a52-create-2"})
    assert other.status == 201 and other.json["id"] != game["id"]
    plain = [api.post("/v1/games", BODY).json["id"] for _ in range(2)]
    assert len(set(plain)) == 2  # without a key, each request creates


def test_the_same_key_with_another_body_is_422_and_creates_nothing(
    app: Flask, games_redis: Client
) -> None:
    api = Api(app.test_client())
    key = {"Idempotency-Key": "create-reused"}
    assert api.post("/v1/games", BODY, headers=key).status == 201
    before = games_in(games_redis)
    reply = api.post("/v1/games", {**BODY, "players": 3}, headers=key)
    problem = assert_problem(reply, 422, "idempotency_key_reused")
    assert problem["params"] == {"key": "create-reused"}
    assert "create-reused" in problem["detail"]
    assert games_in(games_redis) == before


@pytest.mark.parametrize("bad", ["", "a" * 65, "with space", "ключ"])
def test_a_bad_key_on_a_creation_is_400(app: Flask, bad: str) -> None:
    reply = Api(app.test_client()).post("/v1/games", BODY, headers={"Idempotency-Key": bad})
    problem = assert_problem(reply, 400, "invalid_request")
    assert "Idempotency-Key" in problem["errors"]


def test_keys_are_per_caller_and_the_store_keeps_no_token(app: Flask, games_redis: Client) -> None:
    here, there = app.test_client(), app.test_client()
    there.environ_base["REMOTE_ADDR"] = "192.0.2.7"
    key = {"Idempotency-Key": "shared-key"}
    mine = Api(here).post("/v1/games", BODY, headers=key)
    theirs = Api(there).post("/v1/games", BODY, headers=key)
    assert mine.status == theirs.status == 201
    assert mine.json["id"] != theirs.json["id"]  # another caller: another game
    assert "Idempotent-Replayed" not in theirs.headers
    stored = games_redis.hgetall(game_key(mine.json["id"]))
    kept = stored[CREATION]
    assert "shared-key" not in str(stored)
    for seat in mine.json["seats"]:
        assert seat["token"] not in str(stored)  # sealed, never in the clear
    assert kept


def test_in_closed_mode_keys_are_per_portal(make_app: Callable[..., Flask], tmp_path: Path) -> None:
    first, second = portal("first"), portal("second")
    portals = write_portals(tmp_path / "portals.toml", first, second)
    api = Api(make_app(BIBLIOS_PORTALS_FILE=str(portals)).test_client())
    key = {"Idempotency-Key": "tournament-7-table-3"}
    one = api.post("/v1/games", BODY, headers={**first.auth, **key})
    again = api.post("/v1/games", BODY, headers={**first.auth, **key})
    other = api.post("/v1/games", BODY, headers={**second.auth, **key})
    assert one.status == again.status == other.status == 201
    assert again.json["id"] == one.json["id"] and again.headers["Idempotent-Replayed"] == "true"
    assert other.json["id"] != one.json["id"]
    assert "Idempotent-Replayed" not in other.headers


def test_a_replay_after_a_move_tells_the_game_as_it_is_now(app: Flask) -> None:
    api = Api(app.test_client())
    key = {"Idempotency-Key": "create-then-play"}
    game = api.post("/v1/games", BODY, headers=key).json
    seat = game["view"]["to_act"][0]
    token = game["seats"][seat]["token"]
    view = api.get(f"/v1/games/{game['id']}", headers=bearer(token)).json
    action = next(a for a in view["legal_actions"] if not {"min", "max", "options"} & set(a))
    moved = api.post(f"/v1/games/{game['id']}/actions", action, headers=bearer(token))
    assert moved.status == 200, moved
    again = api.post("/v1/games", BODY, headers=key)
    assert again.status == 201 and again.json["id"] == game["id"]
    assert again.json["version"] == moved.json["view"]["version"]
