"""Fair shuffles and game export over HTTP (play-contract, "Fair shuffles and game export"):
the server seed from ``secrets``, the seed derived and committed to exactly as the contract
says, ``fairness`` in the create response and every view, the seed revealed only once the game
is over, ``GET /v1/games/{id}/export`` and the verifier (``python -m engine.verify`` and
``biblios-verify``) passing on exported games and failing with exit 1 on tampered ones; and a
property over many random games: the server seed never appears in any response, event, stream
message, listing or webhook before the end."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import random
import subprocess
import sys
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import orjson
import pytest
import redis
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.play import service as service_module
from api.play.redis_connect import connect
from api.play.store import game_key
from engine import Table
from engine.fairness import commitment, derive_seed
from engine.verify import verify
from tests.api.helpers import Api, Reply, assert_problem, bearer, choose, make_deck
from tests.api.portal_support import enqueued_webhooks, portal, write_portals
from tests.api.test_openapi import ValidatingApi, generated_spec
from tests.depth import examples

ROOT = Path(__file__).resolve().parents[2]
HEX = set("0123456789abcdef")
VERIFY_SCRIPT = Path(sys.executable).with_name("biblios-verify")


class FakeClock:
    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def app(make_app: Callable[..., Flask], clock: FakeClock) -> Flask:
    return make_app(clock=clock)


@pytest.fixture
def api(app: Flask) -> Api:
    return Api(app.test_client())


@pytest.fixture
def raw(games_redis: redis.Redis) -> redis.Redis:
    return games_redis


def create(api: Api, headers: dict | None = None, **body: Any) -> dict:
    body = {"game": "biblios", **({} if "seats" in body else {"players": 2}), **body}
    reply = api.post("/v1/games", body, headers=headers)
    assert reply.status == 201, reply
    return reply.json


def stored(raw: redis.Redis, game_id: str) -> dict:
    """The game's meta as stored (the server's own copy, server seed included)."""
    return json.loads(raw.hget(game_key(game_id), "m"))


def stored_table(raw: redis.Redis, game_id: str) -> Table:
    return Table.from_data(json.loads(raw.hget(game_key(game_id), "s")))


def seconds(rfc3339: str) -> float:
    return datetime.fromisoformat(rfc3339.replace("Z", "+00:00")).timestamp()


def play_out(
    api: Api,
    game: dict,
    rnd: random.Random,
    clock: FakeClock | None = None,
    timeout_rate: float = 0.0,
    resign_at: int | None = None,
    seen: list[Reply] | None = None,
    tokens: list[str | None] | None = None,
) -> dict:
    """Play ``game`` to its end with random legal actions of the people it waits for (and
    timeouts, and one resignation); every reply goes to ``seen``. The final spectator view."""
    path = f"/v1/games/{game['id']}"
    tokens = tokens if tokens is not None else [s["token"] for s in game["seats"]]
    seen = seen if seen is not None else []
    step = 0
    while True:
        reply = api.get(path)
        seen.append(reply)
        view = reply.json
        if view["phase"] == "over":
            return view
        step += 1
        if clock is not None and view["clock"] and rnd.random() < timeout_rate:
            clock.now = seconds(view["clock"]["deadline"]) + 0.5  # the next read applies it
            continue
        playing = [
            s["seat"] for s in view["seats"] if s["status"] == "playing" and tokens[s["seat"]]
        ]
        if step == resign_at and playing:
            seat = rnd.choice(playing)
            reply = api.post(path + "/actions", {"type": "resign"}, headers=bearer(tokens[seat]))
            assert reply.status == 200, reply
            seen.append(reply)
            continue
        seat = rnd.choice(view["to_act"])
        mine = api.get(path, headers=bearer(tokens[seat]))
        seen.append(mine)
        reply = api.post(path + "/actions", choose(rnd, mine.json), headers=bearer(tokens[seat]))
        assert reply.status == 200, reply
        seen.append(reply)


# --- The three modes ----------------------------------------------------------------------------


def test_without_seed_or_deck_the_server_commits(api: Api, raw: redis.Redis) -> None:
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}, {"name": "Chen"}])
    fairness = game["fairness"]
    assert fairness["mode"] == "committed" and fairness["client_seed"] == ""
    assert fairness["server_seed"] is None
    assert len(fairness["commitment"]) == 64 and set(fairness["commitment"]) <= HEX
    assert game["view"]["fairness"] == fairness
    for token in (None, game["seats"][0]["token"], game["seats"][2]["token"]):
        assert api.get(f"/v1/games/{game['id']}", headers=bearer(token)).json["fairness"] == (
            fairness
        )  # every seat sees the mode it plays under
    kept = stored(raw, game["id"])["fairness"]
    server_seed = bytes.fromhex(kept["server_seed"])
    assert len(server_seed) == 32
    assert hashlib.sha256(server_seed).hexdigest() == fairness["commitment"]
    setup = stored_table(raw, game["id"]).game.setup_of(stored_table(raw, game["id"]).state)
    digest = hashlib.sha256(server_seed + b"").digest()
    assert setup.seed == int.from_bytes(digest[:8], "big") == derive_seed(server_seed, "")


def test_the_server_seed_comes_from_secrets(
    api: Api, monkeypatch: pytest.MonkeyPatch, raw: redis.Redis
) -> None:
    drawn: list[int] = []

    def token_bytes(n: int) -> bytes:
        drawn.append(n)
        return bytes(range(32))

    monkeypatch.setattr(service_module.secrets, "token_bytes", token_bytes)
    game = create(api, client_seed="Ana ♞")
    assert drawn[0] == 32  # the server seed first (seat tokens and the game id come after)
    assert game["fairness"]["commitment"] == (
        "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"  # docs/fair-shuffles.md
    )
    table = stored_table(raw, game["id"])
    assert table.game.setup_of(table.state).seed == 10065802194789130057


def test_two_games_never_share_a_server_seed(api: Api) -> None:
    commitments = {create(api)["fairness"]["commitment"] for _ in range(20)}
    assert len(commitments) == 20


def test_the_client_seed_is_mixed_in(api: Api, raw: redis.Redis) -> None:
    client_seed = "é♞" * 32  # 64 characters, 160 UTF-8 bytes
    game = create(api, client_seed=client_seed)
    assert game["fairness"]["client_seed"] == client_seed
    server_seed = bytes.fromhex(stored(raw, game["id"])["fairness"]["server_seed"])
    table = stored_table(raw, game["id"])
    expected = hashlib.sha256(server_seed + client_seed.encode("utf-8")).digest()[:8]
    assert table.game.setup_of(table.state).seed == int.from_bytes(expected, "big")


@pytest.mark.parametrize(
    "body",
    [
        {"client_seed": "x" * 65},
        {"client_seed": 7},
        {"client_seed": None},
        {"client_seed": "abc", "seed": 3},
        {"client_seed": "", "seed": 3},
        {"client_seed": "abc", "deck": make_deck(2)},
    ],
)
def test_a_bad_client_seed_is_400(api: Api, body: dict) -> None:
    reply = api.post("/v1/games", {"game": "biblios", "players": 2, **body})
    assert "client_seed" in assert_problem(reply, 400, "invalid_request")["errors"]


def test_seeded_and_fixed_deck_games_say_so(api: Api) -> None:
    nothing = {"commitment": None, "client_seed": None, "server_seed": None}
    seeded = create(api, seed=42)
    assert seeded["fairness"] == {"mode": "seeded", **nothing} == seeded["view"]["fairness"]
    fixed = create(api, deck=make_deck(2))
    assert fixed["fairness"] == {"mode": "fixed_deck", **nothing}
    both = create(api, deck=make_deck(2), seed=9)
    assert both["fairness"]["mode"] == "fixed_deck"


# --- The reveal ---------------------------------------------------------------------------------


def test_the_server_seed_is_revealed_once_the_game_is_over(api: Api, raw: redis.Redis) -> None:
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}], client_seed="round-1")
    server_seed = stored(raw, game["id"])["fairness"]["server_seed"]
    seen: list[Reply] = []
    final = play_out(api, game, random.Random(3), resign_at=12, seen=seen)
    before_end = [r for r in seen if r.json and (r.json.get("view") or r.json)["phase"] != "over"]
    assert before_end and all(server_seed.encode() not in r.body for r in before_end)
    fairness = final["fairness"]
    assert fairness["server_seed"] == server_seed
    assert commitment(bytes.fromhex(server_seed)) == fairness["commitment"]
    assert final["result"]["seed"] == str(derive_seed(bytes.fromhex(server_seed), "round-1"))
    mine = api.get(f"/v1/games/{game['id']}", headers=bearer(game["seats"][0]["token"])).json
    assert mine["fairness"] == fairness


# --- Export -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "es", "fr", "ru"])
def test_export_is_409_until_the_game_is_over(api: Api, lang: str) -> None:
    game = create(api)
    reply = api.get(f"/v1/games/{game['id']}/export", query={"lang": lang})
    problem = assert_problem(reply, 409, "game_not_over")
    assert problem["params"] == {"id": game["id"]} and reply.headers["Content-Language"] == lang


def test_export_checks_in_the_contracts_order(api: Api) -> None:
    game = create(api, seats=[{"bot": "greedy"}, {"bot": "random"}])
    path = f"/v1/games/{game['id']}/export"
    assert_problem(api.get("/v1/games/nosuchgame1/export"), 404, "game_not_found")
    assert_problem(api.get(path, query={"lang": "x" * 99}), 400, "invalid_request")
    assert_problem(api.get(path, headers=bearer("x" * 43)), 401, "invalid_token")
    reply = api.get(path)
    assert reply.status == 200 and reply.headers["ETag"] == '"0"'
    assert reply.headers["Content-Disposition"].startswith("attachment")


def exported(api: Api, game: dict) -> dict:
    reply = api.get(f"/v1/games/{game['id']}/export")
    assert reply.status == 200, reply
    return reply.json


def run_verifier(command: list[str], document: dict, tmp_path: Path) -> subprocess.CompletedProcess:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document, ensure_ascii=False))
    return subprocess.run(
        [*command, str(path)], capture_output=True, text=True, timeout=120, cwd=ROOT, check=False
    )


COMMANDS = [[sys.executable, "-m", "engine.verify"], [str(VERIFY_SCRIPT)]]
CASES: dict[str, dict[str, Any]] = {
    "committed-bots-resign": {
        "body": {
            "seats": [{"name": "Ana", "external_id": "u-1"}, {"bot": "greedy"}, {"name": "Chen"}],
            "client_seed": "Ana ♞",
        },
        "resign_at": 9,
    },  # fmt: skip
    "committed-timeouts-take-over": {
        "body": {"seats": [{"name": "Ana"}, {"bot": "random"}], "turn_seconds": 30},
        "timeout_rate": 0.35,
    },
    "medieval-bluff-committed": {
        "body": {
            "seats": [{"name": "A"}, {"name": "B"}, {"bot": "greedy"}, {"bot": "random"}],
            "variant": "medieval_bluff",
        },
        "resign_at": 30,
    },  # fmt: skip
    "medieval-bluff-seeded": {
        "body": {"players": 2, "variant": "medieval_bluff", "seed": 2**53 - 1},
        "timeout_rate": 0.0,
    },
    "fixed-deck": {"body": {"players": 3, "deck": make_deck(3), "seed": 5}, "resign_at": 20},
    "bots-only": {"body": {"seats": [{"bot": "greedy"}, {"bot": "random"}]}},
}


@pytest.mark.parametrize("case", list(CASES))
def test_exported_games_verify(
    make_app: Callable[..., Flask], case: str, tmp_path: Path, clock: FakeClock
) -> None:
    spec = CASES[case]
    app = make_app(clock=clock, BIBLIOS_ALLOW_FIXED_DECK="1")
    api = ValidatingApi(app.test_client(), generated_spec(app))
    body = dict(spec["body"])
    if "seats" in body:
        body.pop("players", None)
    game = create(api, **body)
    rate, resign_at = spec.get("timeout_rate", 0.0), spec.get("resign_at")
    play_out(api, game, random.Random(case), clock=clock, timeout_rate=rate, resign_at=resign_at)
    document = exported(api, game)  # validated against the OpenAPI document too
    assert ("get", "/v1/games/{game_id}/export", 200) in api.checked
    assert (
        document["format"] == "biblios-game/1"
        and document["fairness"] == (api.get(f"/v1/games/{game['id']}").json["fairness"])
    )
    if "seats" in body and any("external_id" in s for s in body["seats"]):
        assert document["seats"][0]["external_id"] == "u-1"
    if "timeout" in case:
        assert any(a.get("timeout") for a in document["actions"])
        assert document["seats"][0]["status"] in ("playing", "taken_over")
    if "resign" in case:
        assert any(a["action"] == {"type": "resign"} for a in document["actions"])
    report = verify(document)
    assert report.ok, report.mismatch
    for command in COMMANDS:
        run = run_verifier(command, document, tmp_path)
        assert run.returncode == 0, (command, run.stdout, run.stderr)
        assert run.stdout.splitlines()[0] == "verified"
        assert len(run.stdout.splitlines()) == 1 + len(document["seats"])


def tamper_action(document: dict) -> None:
    for item in document["actions"]:
        if item["action"].get("type") == "place":
            destinations = ["keep", "public", "auction"]
            destinations.remove(item["action"]["to"])
            item["action"]["to"] = destinations[0]
            return
    raise AssertionError("no place action to tamper with")


def tamper_result(document: dict) -> None:
    seats = document["result"]["seats"]
    seats[0]["rank"], seats[1]["rank"] = seats[1]["rank"] + 1, seats[0]["rank"] + 1


def tamper_server_seed(document: dict) -> None:
    seed = document["fairness"]["server_seed"]
    document["fairness"]["server_seed"] = ("1" if seed[0] == "0" else "0") + seed[1:]


def tamper_client_seed(document: dict) -> None:
    document["fairness"]["client_seed"] += "!"


def tamper_points(document: dict) -> None:
    document["result"]["seats"][1]["vp"] += 1


@pytest.mark.parametrize(
    "tamper", [tamper_action, tamper_result, tamper_server_seed, tamper_client_seed, tamper_points]
)
def test_a_tampered_export_fails_with_exit_1(
    api: Api, tamper: Callable[[dict], None], tmp_path: Path
) -> None:
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}], client_seed="t")
    play_out(api, game, random.Random(5), resign_at=25)
    document = exported(api, game)
    assert verify(document).ok
    changed = copy.deepcopy(document)
    tamper(changed)
    assert not verify(changed).ok
    for command in COMMANDS:
        run = run_verifier(command, changed, tmp_path)
        assert run.returncode == 1, (command, run.stdout, run.stderr)
        assert run.stdout.startswith("not verified: ")


# --- The property: no server seed before the end ---------------------------------------------


HOOKED = portal("hooked", webhooks=True)


@pytest.fixture
def portal_app(make_app: Callable[..., Flask], tmp_path: Path, clock: FakeClock) -> Flask:
    path = write_portals(tmp_path / "p.toml", HOOKED, webhook_url="https://hooks.example/b")
    return make_app(clock=clock, BIBLIOS_PORTALS_FILE=str(path))


class StreamReader:
    """A stream of the game read in a thread until the server ends it."""

    def __init__(self, app: Flask, path: str, token: str | None) -> None:
        self.chunks: list[bytes] = []
        self.thread = threading.Thread(target=self._read, args=(app, path, token), daemon=True)
        self.thread.start()

    def _read(self, app: Flask, path: str, token: str | None) -> None:
        reply = app.test_client().get(path, headers=bearer(token), buffered=False)
        assert reply.status_code == 200, reply.get_data()
        try:
            for chunk in reply.response:
                self.chunks.append(chunk if isinstance(chunk, bytes) else chunk.encode())
        finally:
            reply.close()  # as a WSGI server does: the stream stops counting (api.http.stream_caps)

    def messages(self) -> list[dict]:
        """Each message: its event name and parsed data."""
        text = b"".join(self.chunks).decode()
        out = []
        for block in text.split("\n\n"):
            fields = dict(
                line.split(": ", 1) for line in block.splitlines() if line and line[0] != ":"
            )
            if "data" in fields:
                out.append({"event": fields.get("event"), "data": json.loads(fields["data"])})
        return out


def seed_forms(server_seed: str, seed: int) -> list[bytes]:
    raw_seed = bytes.fromhex(server_seed)
    return [
        server_seed.encode(),
        server_seed.upper().encode(),
        base64.b64encode(raw_seed).rstrip(b"="),
        base64.urlsafe_b64encode(raw_seed).rstrip(b"="),
        str(seed).encode(),  # the derived seed tells the deck as much
    ]


@settings(
    max_examples=examples(25, least=2),  # the quick loop: two random games
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(choice=st.integers(0, 2**32 - 1))
def test_the_server_seed_never_shows_before_the_end(
    portal_app: Flask, clock: FakeClock, redis_url: str, on_cluster: bool, choice: int
) -> None:
    rnd = random.Random(choice)
    api = Api(portal_app.test_client())
    raw = connect(redis_url, cluster=on_cluster, decode_responses=True)
    players = rnd.randint(2, 4)
    seats: list[dict] = []
    for seat in range(players):
        if seat and rnd.random() < 0.5:
            seats.append({"bot": rnd.choice(["random", "greedy"])})
        else:
            seats.append({"name": f"P{seat}", "external_id": f"u-{choice}-{seat}"})
    body: dict[str, Any] = {"seats": seats, "variant": rnd.choice(["standard", "medieval_bluff"])}
    if rnd.random() < 0.7:
        body["client_seed"] = "".join(rnd.choice("ab♞é 7") for _ in range(rnd.randint(0, 64)))
    if rnd.random() < 0.5:
        body["turn_seconds"] = rnd.choice([5, 60, 3600])
    reply = api.post("/v1/games", {"game": "biblios", **body}, headers=HOOKED.auth)
    assert reply.status == 201, reply
    game = reply.json
    seen: list[Reply] = [reply]
    kept = stored(raw, game["id"])["fairness"]
    table = stored_table(raw, game["id"])
    forms = seed_forms(kept["server_seed"], table.game.setup_of(table.state).seed)
    path = f"/v1/games/{game['id']}"
    tokens = [s["token"] for s in game["seats"]]

    def observe() -> None:
        for token in [None, *filter(None, tokens)]:
            seen.append(api.get(path, headers=bearer(token)))
            seen.append(api.get(path + "/events", headers=bearer(token)))
        seen.append(api.get(path + "/export"))
        seen.append(api.get("/v1/games", headers=HOOKED.auth))
        seen.append(api.get(path, headers=HOOKED.auth))

    observe()
    person = next(s for s, t in enumerate(tokens) if t)  # seat 0 is always a person's
    reissued = api.post(path + f"/seats/{person}/token", headers=HOOKED.auth)
    seen.append(reissued)
    tokens[person] = reissued.json["token"]
    streams = [StreamReader(portal_app, path + "/stream", t) for t in [None, *filter(None, tokens)]]
    observe()
    timeout_rate = 0.2 if "turn_seconds" in body else 0.0
    final = play_out(api, game, rnd, clock=clock, timeout_rate=timeout_rate,
                     resign_at=rnd.randint(1, 60), seen=seen, tokens=tokens)  # fmt: skip
    before_end = [r for r in seen if b'"phase":"over"' not in r.body]
    for reply in before_end:
        for form in forms:
            assert form not in reply.body, (form, reply)
    assert final["fairness"]["server_seed"] == kept["server_seed"]  # revealed at the end
    assert verify(exported(api, game)).ok
    for stream in streams:
        stream.thread.join(10)
        assert not stream.thread.is_alive(), "the stream did not end with the game"
        messages = stream.messages()
        assert messages[-1]["event"] == "end"
        updates = [m for m in messages if m["event"] == "update"]
        assert updates[-1]["data"]["view"]["fairness"]["server_seed"] == kept["server_seed"]
        for message in updates[:-1]:
            text = orjson.dumps(message["data"])
            assert message["data"]["view"]["phase"] != "over"
            assert not any(form in text for form in forms), message
    jobs = enqueued_webhooks(portal_app.config["BIBLIOS"].queue)
    bodies = [job.args[2].encode() for job in jobs]
    assert any(b"game.finished" in body for body in bodies)
    for body_bytes in bodies:
        assert not any(form in body_bytes for form in forms)
