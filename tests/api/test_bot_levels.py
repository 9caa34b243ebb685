"""The bot levels over HTTP: every seat kind is accepted, and the expert's moves are made by a
real background worker (``api.jobs.bot_moves``), not by the request that hands it the turn."""

from __future__ import annotations

import json
import time

import pytest
import redis
from flask import Flask
from rq import Queue

from api.http.serving import services_of
from api.play.queues import BOTS
from api.play.store import GameStore
from engine import Setup, Table, get_game
from support.worker_process import WorkerProcess
from tests.api.helpers import Api, bearer


def wait_until(condition, timeout: float) -> None:  # noqa: ANN001
    end = time.time() + timeout
    while time.time() < end:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError("timed out")


@pytest.mark.parametrize("bot", ["easy", "greedy", "random"])
def test_the_fast_bots_move_inside_the_request(client: Api, bot: str) -> None:
    body = {"game": "biblios", "seats": [{"bot": bot}, {"name": "Ana"}], "seed": 4}
    reply = client.post("/v1/games", body)
    assert reply.status == 201, reply
    assert reply.json["view"]["to_act"] == [1]
    assert reply.json["view"]["seats"][0]["bot"] == bot


def test_an_unknown_bot_is_refused(client: Api) -> None:
    body = {"game": "biblios", "seats": [{"bot": "clever"}, {"name": "Ana"}]}
    reply = client.post("/v1/games", body)
    assert reply.status == 400
    assert "expert" in reply.json["errors"]["seats"]["0"]["bot"][0]


@pytest.mark.servers
def test_a_worker_makes_the_expert_moves_the_request_left_pending(
    app: Flask, redis_url: str
) -> None:
    """1347's first decision is a supply choice, which the expert searches: the request that
    creates the game leaves it pending, the worker makes it (and the same as inline)."""
    game_id = "1347"
    api = Api(app.test_client())
    store: GameStore = services_of(app).store
    seats = [{"bot": "expert"}, {"name": "Ana"}]
    body = {"game": game_id, "seats": seats, "seed": 9, "first_seat": 0}
    reply = api.post("/v1/games", body)
    assert reply.status == 201, reply
    game_id_ = reply.json["id"]
    assert reply.json["view"]["to_act"] == [0]  # the expert's decision: pending, not made
    assert Queue(BOTS, connection=redis.Redis.from_url(redis_url)).count == 1
    record = store.load(game_id_)
    assert record.version == 0 and record.deadline is None

    def ana_to_act() -> bool:
        view = api.get(f"/v1/games/{game_id_}").json
        return view["to_act"] == [1]

    with WorkerProcess(redis_url) as worker:
        try:
            wait_until(ana_to_act, 60)
        except AssertionError:
            raise AssertionError(f"no expert move; worker log:\n{worker.log_tail()}") from None
    stored = Table.from_data(json.loads(store.load(game_id_).state))
    game = get_game(game_id)
    inline, _ = Table.create(game, Setup(2, 9, game.info.variants[0], 0), ["expert", None])
    assert stored.log == inline.log and stored.log  # the moves the request would have made
    events = [e["type"] for e in api.get(f"/v1/games/{game_id_}/events").json["events"]]
    assert len(events) > 2


def person_action(legal: list[dict]) -> dict:
    """A quick person: passing or refusing when it may, else the first action offered."""
    for template in legal:
        if template["type"] in ("pass", "refuse"):
            return {"type": template["type"]}
    return {k: v for k, v in legal[0].items() if k not in ("min", "max")}


@pytest.mark.servers
def test_a_whole_biblios_game_with_an_expert_on_the_worker(app: Flask, redis_url: str) -> None:
    """The expert's gift-phase moves are greedy and made at once; its auction decisions are
    searched, left pending by the requests and made by the worker, until the game ends."""
    api = Api(app.test_client())
    body = {"game": "biblios", "seats": [{"name": "Ana"}, {"bot": "expert"}], "seed": 5}
    created = api.post("/v1/games", body).json
    path, token = f"/v1/games/{created['id']}", created["seats"][0]["token"]
    pending_seen = 0
    with WorkerProcess(redis_url) as worker:
        end = time.time() + 240
        while time.time() < end:
            view = api.get(path, headers=bearer(token)).json
            if view["result"] is not None:
                break
            if view["to_act"] == [1]:
                assert view["phase"] == "auction"  # only searched decisions wait
                pending_seen += 1
                time.sleep(0.05)
                continue
            action = person_action(view["legal_actions"])
            reply = api.post(path + "/actions", action, headers=bearer(token))
            assert reply.status == 200, reply
        else:
            raise AssertionError(f"the game did not end; worker log:\n{worker.log_tail()}")
    assert pending_seen > 0
