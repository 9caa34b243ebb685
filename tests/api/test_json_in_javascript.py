"""Every payload reads the same in JavaScript: no integer beyond 2^53 - 1 for ``JSON.parse`` to
round (issue 40: a committed game's 64-bit seed made every 1347 export read by JavaScript fail
``biblios-verify``).

Random games of every game, created by a portal (committed seeds, and a seeded one at the
largest seed the API takes), played to their end over the API: every body the API answered
(creation, each seat's and the spectator's views, action answers, events, the listing, the
export, game types, catalogs and rules) and every webhook message the games queued are parsed
by Node's ``JSON.parse`` and written back with ``JSON.stringify``; each must read back to the
same value, and the exports that went through Node must verify.
"""

from __future__ import annotations

import json
import random
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
import pytest
from flask import Flask

from api.schemas.common import MAX_SEED
from engine import get_game
from engine.registry import INSTALLED
from engine.verify import verify
from tests.api.helpers import Api, bearer, choose, if_match
from tests.api.portal_support import enqueued_webhooks, portal, write_portals
from tests.api.test_1347_http import fill

pytestmark = pytest.mark.servers

PORTAL = portal("js", webhooks=True)
#: Node reads one JSON text per line and writes each back as JSON.stringify makes it.
ROUND_TRIP = (
    "const lines = require('fs').readFileSync(0, 'utf8').split('\\n').filter(Boolean);"
    "process.stdout.write(lines.map((l) => JSON.stringify(JSON.parse(l))).join('\\n'));"
)


def choose_1347(rnd: random.Random, view: dict) -> dict:
    return fill(rnd, rnd.choice(view["legal_actions"]))


CHOOSERS: dict[str, Callable[[random.Random, dict], dict]] = {
    "biblios": choose,
    "1347": choose_1347,
}


@pytest.fixture
def api(make_app: Callable[..., Flask], tmp_path: Path) -> Api:
    portals = write_portals(
        tmp_path / "portals.toml", PORTAL, webhook_url="http://127.0.0.1:9/never-delivered"
    )
    return Api(make_app(BIBLIOS_PORTALS_FILE=str(portals)).test_client())


class Bodies:
    """Every body the API answered, as its bytes, with where it came from."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self.texts: list[tuple[str, bytes]] = []

    def get(self, path: str, token: str | None = None, **kwargs: Any) -> Any:
        headers = {**bearer(token), **kwargs.pop("headers", {})}
        reply = self.api.get(path, headers=headers, **kwargs)
        assert reply.status == 200, (path, reply)
        self.texts.append((f"GET {path}", reply.body))
        return reply.json

    def post(self, path: str, body: Any, headers: dict[str, str]) -> Any:
        reply = self.api.post(path, body, headers=headers)
        assert reply.status in (200, 201), (path, reply)
        self.texts.append((f"POST {path}", reply.body))
        return reply.json


def play(bodies: Bodies, game_id: str, rnd: random.Random, **create: Any) -> str:
    """A game of ``game_id`` created by the portal and played to its end at random, each seat
    choosing from its own view; every view, answer and log read on the way is kept."""
    info = get_game(game_id).info
    players = rnd.randint(info.min_players, info.max_players)
    made = bodies.post(
        "/v1/games", {"game": game_id, "players": players, **create}, headers=PORTAL.auth
    )
    path, tokens = f"/v1/games/{made['id']}", [s["token"] for s in made["seats"]]
    view, version = made["view"], 0
    while view["phase"] != "over":
        (seat,) = view["to_act"]
        own = bodies.get(path, tokens[seat])
        action = CHOOSERS[game_id](rnd, own)
        headers = {**bearer(tokens[seat]), **if_match(version)}
        view = bodies.post(path + "/actions", action, headers)["view"]
        version += 1
        if version % 25 == 0:
            bodies.get(path)
    for token in (None, *tokens):
        bodies.get(path, token)
        bodies.get(path + "/events", token)
    bodies.get(path + "/export")
    return made["id"]


def through_node(texts: list[bytes]) -> list[Any]:
    """Each JSON text as JavaScript reads it and writes it back, read again here."""
    lines = b"\n".join(orjson.dumps(orjson.loads(text)) for text in texts)
    done = subprocess.run(
        ["node", "-e", ROUND_TRIP], input=lines, capture_output=True, timeout=120, check=True
    )
    return [json.loads(line) for line in done.stdout.decode().split("\n")]


def test_every_payload_reads_the_same_in_javascript_and_its_exports_verify(
    api: Api, redis_url: str
) -> None:
    bodies = Bodies(api)
    rnd = random.Random(40)
    for game_id in sorted(INSTALLED):
        for _ in range(2):
            play(bodies, game_id, rnd)  # committed: a 64-bit seed
        play(bodies, game_id, rnd, seed=MAX_SEED)
        bodies.get(f"/v1/catalog/{game_id}")
        bodies.get(f"/v1/rules/{game_id}")
    bodies.get("/v1/game-types")
    bodies.get("/v1/games", headers=PORTAL.auth)
    webhooks = [job.args[2].encode() for job in enqueued_webhooks(redis_url)]
    assert any(b'"game.finished"' in body for body in webhooks)
    texts = [*bodies.texts, *(("webhook", body) for body in webhooks)]

    read_back = through_node([text for _, text in texts])

    exports = 0
    for (where, text), value in zip(texts, read_back, strict=True):
        assert value == json.loads(text), f"{where}: JavaScript reads another value"
        if where.endswith("/export"):
            report = verify(value)
            assert report.ok, f"{where}: {report.mismatch}"
            exports += 1
    assert exports == 3 * len(INSTALLED)
