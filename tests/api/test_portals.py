"""Portals (play-contract, "Portals"): the portals file, open and closed mode, portal keys
(only their SHA-256 kept, compared in constant time), a portal never seeing another's games,
the listing (cursor pages over Redis indexes kept in step with every write and expiring with
the games) and token re-issue."""

from __future__ import annotations

import contextlib
import hashlib
import io
import threading
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest
import redis
from flask import Flask
from redis.cluster import RedisCluster

from api.config import Config
from api.play.store import game_key
from api.portals import registry as portals_module
from api.portals.listing import index_key
from api.portals.registry import Portals, key_digest, load_portals
from tests.api.helpers import Api, assert_problem, bearer, choose
from tests.api.portal_support import PortalCredentials, portal, write_portals

ACME, OTHER = portal("acme"), portal("other")


@pytest.fixture
def portals_file(tmp_path: Path) -> Path:
    return write_portals(tmp_path / "portals.toml", ACME, OTHER)


@pytest.fixture
def closed_app(make_app: Callable[..., Flask], portals_file: Path) -> Flask:
    return make_app(BIBLIOS_PORTALS_FILE=str(portals_file))


@pytest.fixture
def api(closed_app: Flask) -> Api:
    return Api(closed_app.test_client())


@pytest.fixture
def raw(games_redis: redis.Redis) -> redis.Redis:
    return games_redis


def create(api: Api, who: PortalCredentials | None = ACME, **body) -> dict:
    body = {"game": "biblios", **({} if "seats" in body else {"players": 2}), **body}
    reply = api.post("/v1/games", body, headers=who.auth if who else None)
    assert reply.status == 201, reply
    return reply.json


def listing(api: Api, who: PortalCredentials = ACME, **query) -> dict:
    reply = api.get("/v1/games", headers=who.auth, query=query or None)
    assert reply.status == 200, reply
    return reply.json


def all_pages(api: Api, who: PortalCredentials = ACME, **query) -> list[str]:
    ids, cursor = [], None
    while True:
        page = listing(api, who, **query, **({"cursor": cursor} if cursor else {}))
        ids += [game["id"] for game in page["games"]]
        cursor = page["next_cursor"]
        if cursor is None:
            return ids


# --- The portals file ---------------------------------------------------------------------------


def test_no_file_is_open_mode_and_a_file_is_closed_mode(portals_file: Path) -> None:
    assert Config.from_env({}).portals.open
    config = Config.from_env({"BIBLIOS_PORTALS_FILE": str(portals_file)})
    assert not config.portals.open
    assert [p.id for p in config.portals.portals] == ["acme", "other"]
    assert config.portals.get("acme").key_sha256 == key_digest(ACME.key)


def test_only_the_keys_sha256_is_kept_and_no_secret_is_ever_shown(tmp_path: Path) -> None:
    hooked = portal("hooked", webhooks=True)
    path = write_portals(tmp_path / "p.toml", hooked, webhook_url="https://hooks.example/b")
    config = Config.from_env({"BIBLIOS_PORTALS_FILE": str(path)})
    assert hooked.key not in path.read_text()
    assert hashlib.sha256(hooked.key.encode()).hexdigest() in path.read_text()
    for shown in (repr(config), str(config), repr(config.portals)):
        assert hooked.webhook_secret not in shown and key_digest(hooked.key) not in shown


def test_keys_are_compared_with_every_portal_in_constant_time(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    three = [portal(f"p{n}") for n in range(3)]
    portals = load_portals(write_portals(tmp_path / "p.toml", *three))
    compared: list[tuple[str, str]] = []
    real = portals_module.hmac.compare_digest

    def counting(a: str, b: str) -> bool:
        compared.append((a, b))
        return real(a, b)

    monkeypatch.setattr(portals_module.hmac, "compare_digest", counting)
    for credentials in (*three, portal("nobody")):
        compared.clear()
        found = portals.authenticate(credentials.key)
        assert (found.id if found else None) == (credentials.id if credentials in three else None)
        assert len(compared) == 3  # no early exit, whichever matches
        assert all(a == key_digest(credentials.key) for a, _ in compared)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "configures no portal"),
        ("[portals]\n", "configures no portal"),
        ("portals = 1\n", "configures no portal"),
        ("[portals.a\n", "not valid TOML"),
        ("[other.a]\nkey_sha256 = 'x'\n", "unknown top-level keys"),
        ("[portals.a]\n", "key_sha256"),
        ("[portals.a]\nkey_sha256 = 'abc'\n", "key_sha256"),
        (f"[portals.a]\nkey_sha256 = '{'0' * 64}'\nkey = 'x'\n", "unknown keys"),
        (f"[portals.'a b']\nkey_sha256 = '{'0' * 64}'\n", "portal id"),
        (
            f"[portals.a]\nkey_sha256 = '{'0' * 64}'\n[portals.b]\nkey_sha256 = '{'0' * 64}'\n",
            "same key_sha256",
        ),
        (
            f"[portals.a]\nkey_sha256 = '{'0' * 64}'\nwebhook_url = 'https://x.example/h'\n",
            "go together",
        ),
        (
            f"[portals.a]\nkey_sha256 = '{'0' * 64}'\nwebhook_url = 'ftp://x.example/h'\n"
            f"webhook_secret = '{portal('x', True).webhook_secret}'\n",
            "http:// or https://",
        ),
        (
            f"[portals.a]\nkey_sha256 = '{'0' * 64}'\nwebhook_url = 'https://u:p@x.example/'\n"
            f"webhook_secret = '{portal('x', True).webhook_secret}'\n",
            "credentials",
        ),
        (
            f"[portals.a]\nkey_sha256 = '{'0' * 64}'\nwebhook_url = 'https://x.example/'\n"
            "webhook_secret = 'plain'\n",
            "whsec_",
        ),
        (
            f"[portals.a]\nkey_sha256 = '{'0' * 64}'\nwebhook_url = 'https://x.example/'\n"
            "webhook_secret = 'whsec_c2hvcnQ='\n",
            "24 to 64 bytes",
        ),
        (
            f"[portals.a]\nkey_sha256 = '{'0' * 64}'\nwebhook_url = 'https://x.example/'\n"
            "webhook_secret = 'whsec_!!!!'\n",
            "not base64",
        ),
    ],
)
def test_a_bad_portals_file_stops_the_server_with_a_clear_error(
    tmp_path: Path, text: str, problem: str
) -> None:
    path = tmp_path / "portals.toml"
    path.write_text(text)
    with pytest.raises(ValueError) as error:
        Config.from_env({"BIBLIOS_PORTALS_FILE": str(path)})
    assert "BIBLIOS_PORTALS_FILE" in str(error.value) and problem in str(error.value)


def test_a_missing_portals_file_stops_the_server(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="BIBLIOS_PORTALS_FILE: cannot read"):
        Config.from_env({"BIBLIOS_PORTALS_FILE": str(tmp_path / "nope.toml")})


def test_the_new_portal_command_prints_a_key_and_the_table_to_add(tmp_path: Path) -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert portals_module.main(["new", "acme", "--webhook-url", "https://a.example/h"]) == 0
    text = out.getvalue()
    key = next(line for line in text.splitlines() if "bpk_" in line).strip("# ").strip()
    path = tmp_path / "portals.toml"
    path.write_text(text)
    portals = load_portals(path)
    assert portals.authenticate(key).id == "acme"
    assert portals.get("acme").webhook_url == "https://a.example/h"
    assert tomllib.loads(text)["portals"]["acme"]["webhook_secret"].startswith("whsec_")


# --- Open and closed mode ---------------------------------------------------------------------


def test_open_mode_anyone_creates_and_nobody_lists(client: Api) -> None:
    game = create(client, None)
    assert game["fairness"]["mode"] == "committed"
    assert_problem(client.get("/v1/games"), 401, "invalid_portal_key")
    made_up = {"Authorization": "Bearer " + portal("x").key}
    assert_problem(client.get("/v1/games", headers=made_up), 401, "invalid_portal_key")
    path = f"/v1/games/{game['id']}/seats/0/token"
    assert_problem(client.post(path, headers=made_up), 401, "invalid_portal_key")


@pytest.mark.parametrize(
    "authorization",
    [
        None,
        "Bearer nonsense",
        "Bearer " + portal("forged").key,
        "Basic " + ACME.key,
        ACME.key,
        "Bearer " + ACME.key + "x",
        "Bearer  ",
    ],
    # named, not shown: the keys are made at random, and every test process must collect the
    # same tests (pytest-xdist)
    ids=["none", "nonsense", "forged", "basic", "no_scheme", "key_and_more", "blank"],
)
def test_closed_mode_creating_needs_a_portal_key(api: Api, authorization: str | None) -> None:
    headers = {"Authorization": authorization} if authorization is not None else None
    reply = api.post("/v1/games", {"game": "biblios", "players": 2}, headers=headers)
    problem = assert_problem(reply, 401, "invalid_portal_key")
    assert reply.headers["WWW-Authenticate"] == "Bearer"
    assert "portal key" in problem["detail"] and "seat token" not in problem["detail"]


def test_closed_mode_a_seat_token_does_not_create(api: Api) -> None:
    game = create(api)
    reply = api.post(
        "/v1/games", {"game": "biblios", "players": 2}, headers=bearer(game["seats"][0]["token"])
    )
    assert_problem(reply, 401, "invalid_portal_key")


def test_the_check_order_keeps_400_before_401_when_creating(api: Api) -> None:
    assert_problem(api.post("/v1/games", {"game": "biblios"}), 400, "invalid_request")


def test_a_portal_never_sees_another_portals_games(api: Api) -> None:
    game = create(api, ACME, seats=[{"name": "Ana", "external_id": "u-1"}, {"name": "Bo"}])
    path = f"/v1/games/{game['id']}"
    for reply in (
        api.get(path, headers=OTHER.auth),
        api.get(path, headers=OTHER.auth, query={"lang": "x" * 99}),  # 404 before 400
        api.get(path + "/events", headers=OTHER.auth),
        api.get(path + "/export", headers=OTHER.auth),
        api.post(path + "/actions", {"type": "resign"}, headers=OTHER.auth),
        api.post(path + "/actions", {"nonsense": 1}, headers=OTHER.auth),
        api.post(path + "/seats/0/token", headers=OTHER.auth),
        api.post(path + "/seats/9/token", headers=OTHER.auth),
    ):
        problem = assert_problem(reply, 404, "game_not_found")
        assert problem["params"] == {"id": game["id"]}
    unknown = api.get("/v1/games/nosuchgame1", headers=OTHER.auth)
    assert (
        assert_problem(unknown, 404, "game_not_found")["detail"]
        == (assert_problem(api.get(path, headers=OTHER.auth), 404, "game_not_found")["detail"])
    )
    assert game["id"] not in all_pages(api, OTHER)
    assert all_pages(api, OTHER, external_id="u-1") == []


def test_a_portal_reads_its_games_as_a_spectator_and_never_acts(api: Api) -> None:
    game = create(api, ACME)
    path = f"/v1/games/{game['id']}"
    view = api.get(path, headers=ACME.auth).json
    assert view["seat"] is None and view["legal_actions"] == []
    assert api.get(path + "/events", headers=ACME.auth).status == 200
    acting = api.post(path + "/actions", {"type": "place", "to": "keep"}, headers=ACME.auth)
    assert_problem(acting, 401, "invalid_token")
    assert_problem(api.post(path + "/actions", {"type": "resign"}, headers=ACME.auth), 401,
                   "invalid_token")  # fmt: skip
    assert api.get(path).json["seat"] is None  # anyone with the id reads as a spectator
    seat = api.get(path, headers=bearer(game["seats"][0]["token"])).json
    assert seat["seat"] == 0


# --- Token re-issue ---------------------------------------------------------------------------


def test_reissuing_a_token_voids_the_old_one_at_once(api: Api, raw: redis.Redis) -> None:
    game = create(api, ACME, seats=[{"name": "Ana"}, {"bot": "greedy"}, {"name": "Chen"}])
    path = f"/v1/games/{game['id']}"
    old = game["seats"][0]["token"]
    assert api.get(path, headers=bearer(old)).json["seat"] == 0
    version = api.get(path).json["version"]
    reply = api.post(path + "/seats/0/token", headers=ACME.auth)
    assert reply.status == 200 and reply.headers["Cache-Control"] == "no-store"
    assert reply.json["seat"] == 0 and set(reply.json) == {"seat", "token"}
    new = reply.json["token"]
    assert new != old
    assert_problem(api.get(path, headers=bearer(old)), 401, "invalid_token")
    assert_problem(api.post(path + "/actions", {"type": "resign"}, headers=bearer(old)), 401,
                   "invalid_token")  # fmt: skip
    view = api.get(path, headers=bearer(new)).json
    assert view["seat"] == 0 and view["version"] == version  # the game did not move
    acted = api.post(path + "/actions", choose_first(view), headers=bearer(new))
    assert acted.status == 200, acted
    assert api.get(path, headers=bearer(game["seats"][2]["token"])).json["seat"] == 2
    stored = raw.hget(game_key(game["id"]), "t")
    assert new not in stored and hashlib.sha256(new.encode()).hexdigest() in stored


def choose_first(view: dict) -> dict:
    import random

    return choose(random.Random(1), view)


@pytest.mark.parametrize("lang", ["en", "es", "fr", "ru"])
def test_a_bot_seat_has_no_token_to_reissue(api: Api, lang: str) -> None:
    game = create(api, ACME, seats=[{"name": "Ana"}, {"bot": "random"}])
    reply = api.post(
        f"/v1/games/{game['id']}/seats/1/token", headers=ACME.auth, query={"lang": lang}
    )
    problem = assert_problem(reply, 422, "bot_seat")
    assert problem["params"] == {"seat": 1}
    assert reply.headers["Content-Language"] == lang
    assert {"en": "Bot 2", "es": "Bot 2", "fr": "Bot 2", "ru": "Бот 2"}[lang] in problem["detail"]


def test_reissue_checks_in_the_contracts_order(api: Api) -> None:
    game = create(api, ACME, seats=[{"name": "Ana"}, {"bot": "random"}])
    path = f"/v1/games/{game['id']}/seats"
    assert_problem(api.post("/v1/games/nosuchgame1/seats/0/token", headers=ACME.auth), 404,
                   "game_not_found")  # fmt: skip
    assert_problem(api.post(path + "/2/token", headers=ACME.auth), 404, "not_found")
    assert api.post(path + "/-1/token", headers=ACME.auth).status == 404
    assert_problem(api.post(path + "/0/token", {"x": 1}, headers=ACME.auth), 400,
                   "invalid_request")  # fmt: skip
    assert_problem(api.post(path + "/0/token", {"x": 1}), 400, "invalid_request")
    assert_problem(api.post(path + "/1/token"), 401, "invalid_portal_key")  # 401 before 422
    assert_problem(api.post(path + "/0/token", headers=bearer(game["seats"][0]["token"])),
                   401, "invalid_portal_key")  # fmt: skip
    assert api.post(path + "/0/token", {}, headers=ACME.auth).status == 200
    too_big = api.post(path + "/0/token", data=b"{" + b" " * 20000 + b"}", headers=ACME.auth,
                       content_type="application/json")  # fmt: skip
    assert_problem(too_big, 413, "payload_too_large")


def test_resigned_and_taken_over_seats_can_still_get_a_reading_token(api: Api) -> None:
    game = create(api, ACME, seats=[{"name": "Ana"}, {"name": "Bo"}, {"name": "Chen"}])
    path = f"/v1/games/{game['id']}"
    token = game["seats"][1]["token"]
    assert api.post(path + "/actions", {"type": "resign"}, headers=bearer(token)).status == 200
    new = api.post(path + "/seats/1/token", headers=ACME.auth).json["token"]
    view = api.get(path, headers=bearer(new)).json
    assert view["seat"] == 1 and view["seats"][1]["status"] == "resigned"
    assert_problem(api.post(path + "/actions", {"type": "resign"}, headers=bearer(new)), 422,
                   "seat_resigned")  # fmt: skip


# --- Listing -------------------------------------------------------------------------------------


def test_listing_is_newest_first_with_the_contracts_fields(api: Api) -> None:
    made = [
        create(api, ACME, seats=[{"name": "Ana", "external_id": f"u-{n}"}, {"bot": "greedy"}])
        for n in range(3)
    ]
    page = listing(api)
    assert [g["id"] for g in page["games"]] == [g["id"] for g in reversed(made)]
    assert page["next_cursor"] is None
    first = page["games"][0]
    assert set(first) >= {"id", "game", "players", "phase", "version", "seats", "created_at",
                          "updated_at"}  # fmt: skip
    assert first["game"] == "biblios" and first["players"] == 2 and first["phase"] == "gift"
    assert first["seats"][0] == {
        "seat": 0,
        "name": "Ana",
        "bot": None,
        "external_id": "u-2",
        "status": "playing",
        "connected": False,
    }
    assert first["seats"][1]["name"] == "Bot 2" and first["seats"][1]["bot"] == "greedy"
    assert first["created_at"].endswith("Z") and first["updated_at"] == first["created_at"]
    ru = api.get("/v1/games", headers=ACME.auth, query={"lang": "ru"}).json
    assert ru["games"][0]["seats"][1]["name"] == "Бот 2"


def test_updated_at_and_version_follow_the_writes(api: Api) -> None:
    game = create(api, ACME, seats=[{"name": "Ana"}, {"name": "Bo"}])
    time.sleep(0.01)
    view = api.get(f"/v1/games/{game['id']}", headers=bearer(game["seats"][0]["token"])).json
    api.post(f"/v1/games/{game['id']}/actions", choose_first(view),
             headers=bearer(game["seats"][0]["token"]))  # fmt: skip
    (listed,) = listing(api)["games"]
    assert listed["version"] == 1 and listed["updated_at"] > listed["created_at"]


def test_filters_by_status_and_external_id(api: Api) -> None:
    bots = [{"bot": "greedy"}, {"bot": "random"}]
    over = [create(api, ACME, seats=bots) for _ in range(2)]
    mine = [
        create(api, ACME, seats=[{"name": "A", "external_id": "u-7"}, {"bot": "greedy"}]),
        create(api, ACME, seats=[{"name": "B", "external_id": "u-8"}, {"external_id": "u-7"}]),
    ]
    other = create(api, ACME, seats=[{"name": "C", "external_id": "u-8"}, {"name": "D"}])
    ids = lambda games: [g["id"] for g in games]  # noqa: E731
    assert all_pages(api, status="over") == ids(reversed(over))
    assert all_pages(api, status="active") == ids([other, *reversed(mine)])
    assert all_pages(api, external_id="u-7") == ids(reversed(mine))
    assert all_pages(api, external_id="u-8") == ids([other, mine[1]])
    assert all_pages(api, external_id="u-8", status="active") == ids([other, mine[1]])
    assert all_pages(api, external_id="u-7", status="over") == []
    assert all_pages(api, external_id="nobody") == []
    # the game of u-7 and a bot ends when its only person resigns: it moves to "over"
    token = mine[0]["seats"][0]["token"]
    api.post(f"/v1/games/{mine[0]['id']}/actions", {"type": "resign"}, headers=bearer(token))
    assert all_pages(api, external_id="u-7", status="over") == [mine[0]["id"]]
    assert all_pages(api, external_id="u-7", status="active") == [mine[1]["id"]]
    assert listing(api, status="over")["games"][0]["phase"] == "over"


@pytest.mark.parametrize(
    "query",
    [
        {"status": "playing"},
        {"limit": "0"},
        {"limit": "101"},
        {"limit": "x"},
        {"cursor": "nonsense"},
        {"cursor": "djEuMTI"[:-1] + "!"},
        {"external_id": "x" * 65},
        {"page": "2"},
    ],
)
def test_bad_queries_are_400(api: Api, query: dict) -> None:
    reply = api.get("/v1/games", headers=ACME.auth, query=query)
    problem = assert_problem(reply, 400, "invalid_request")
    assert set(problem["errors"]) == set(query)


def test_listing_needs_the_portal_key(api: Api) -> None:
    game = create(api, ACME)
    assert_problem(api.get("/v1/games"), 401, "invalid_portal_key")
    seat = bearer(game["seats"][0]["token"])
    assert_problem(api.get("/v1/games", headers=seat), 401, "invalid_portal_key")


def test_pages_never_repeat_or_skip_while_games_are_created(closed_app: Flask, api: Api) -> None:
    before = [create(api, ACME, seats=[{"external_id": "u-1"}, {"name": "x"}])["id"]
              for _ in range(40)]  # fmt: skip
    stop = threading.Event()
    created_meanwhile: list[str] = []

    def keep_creating() -> None:
        other = Api(closed_app.test_client())
        while not stop.is_set():
            created_meanwhile.append(
                create(other, ACME, seats=[{"external_id": "u-1"}, {"name": "y"}])["id"]
            )

    worker = threading.Thread(target=keep_creating)
    worker.start()
    try:
        for query in ({}, {"external_id": "u-1"}, {"status": "active"}):
            seen: list[str] = []
            cursor = None
            first = True
            while first or cursor is not None:
                page = listing(api, limit=7, **query, **({"cursor": cursor} if cursor else {}))
                seen += [g["id"] for g in page["games"]]
                cursor, first = page["next_cursor"], False
                while len(created_meanwhile) < 2:  # games land between the pages
                    time.sleep(0.001)
            assert len(seen) == len(set(seen)), "a game was listed twice"
            assert set(before) <= set(seen), "a game was skipped"
            assert seen[-len(before) :] == list(reversed(before))  # newest first, no gap
            assert set(seen) <= set(before) | set(created_meanwhile)
    finally:
        stop.set()
        worker.join()
    assert len(created_meanwhile) >= 6


def reset_stats(raw: redis.Redis) -> None:
    if isinstance(raw, RedisCluster):
        raw.config_resetstat(target_nodes=RedisCluster.ALL_NODES)
    else:
        raw.config_resetstat()


def command_stats(raw: redis.Redis) -> dict[str, dict[str, int]]:
    """INFO commandstats, summed over a cluster's nodes."""
    if not isinstance(raw, RedisCluster):
        return raw.info("commandstats")
    total: dict[str, dict[str, int]] = {}
    for node_stats in raw.info("commandstats", target_nodes=RedisCluster.ALL_NODES).values():
        for name, stat in node_stats.items():
            total.setdefault(name, {"calls": 0})["calls"] += stat["calls"]
    return total


def test_a_page_costs_o_limit_redis_commands_and_never_scans(api: Api, raw: redis.Redis) -> None:
    for n in range(120):
        create(api, ACME, seats=[{"external_id": f"u-{n % 3}"}, {"bot": "greedy"}])
    for query in ({}, {"status": "active"}, {"external_id": "u-1"}):
        reset_stats(raw)
        page = listing(api, limit=10, **query)
        stats = command_stats(raw)
        assert len(page["games"]) == 10 and page["next_cursor"]
        calls = sum(stat["calls"] for stat in stats.values())
        assert not {"cmdstat_scan", "cmdstat_keys"} & set(stats), stats
        assert stats["cmdstat_hmget"]["calls"] == 11  # the page and one more, read once
        assert calls <= 10 + 8, stats


def test_index_entries_expire_with_their_games(
    make_app: Callable[..., Flask], portals_file: Path, raw: redis.Redis
) -> None:
    api = Api(make_app(BIBLIOS_PORTALS_FILE=str(portals_file), BIBLIOS_GAME_TTL="1")
              .test_client())  # fmt: skip
    old = [create(api, ACME, seats=[{"external_id": "u-1"}, {"name": "b"}])["id"]
           for _ in range(4)]  # fmt: skip
    time.sleep(1.3)
    assert all(not raw.exists(game_key(game_id)) for game_id in old)  # gone from Redis
    fresh = create(api, ACME, seats=[{"external_id": "u-1"}, {"name": "b"}])["id"]  # sweeps
    assert all_pages(api) == [fresh] and all_pages(api, external_id="u-1") == [fresh]
    for key in (index_key("acme"), index_key("acme", "active"), index_key("acme", None, "u-1"),
                index_key("acme", "active", "u-1")):  # fmt: skip
        assert raw.zrange(key, 0, -1) == [fresh], key
    assert raw.hkeys("biblios:portal:{acme}:entries") == [fresh]
    assert 0 < raw.ttl(index_key("acme")) <= 1 + 3600  # the index itself expires too


def test_a_page_that_meets_a_vanished_game_repairs_the_index(api: Api, raw: redis.Redis) -> None:
    games = [create(api, ACME, seats=[{"external_id": "u-5"}, {"name": "b"}])["id"]
             for _ in range(5)]  # fmt: skip
    raw.delete(game_key(games[2]))  # as if it had expired before its recorded time
    assert all_pages(api, external_id="u-5") == [g for g in reversed(games) if g != games[2]]
    for key in (index_key("acme"), index_key("acme", None, "u-5"),
                index_key("acme", "active", "u-5")):  # fmt: skip
        assert raw.zscore(key, games[2]) is None
    assert raw.hget("biblios:portal:{acme}:entries", games[2]) is None


def test_every_write_states_the_games_place_again(api: Api, raw: redis.Redis) -> None:
    game = create(api, ACME, seats=[{"name": "Ana", "external_id": "u-9"}, {"name": "Bo"}])
    raw.zrem(index_key("acme", "active", "u-9"), game["id"])  # a write's index update lost
    raw.zrem(index_key("acme"), game["id"])
    assert all_pages(api) == []
    token = game["seats"][0]["token"]
    view = api.get(f"/v1/games/{game['id']}", headers=bearer(token)).json
    api.post(f"/v1/games/{game['id']}/actions", choose_first(view), headers=bearer(token))
    assert all_pages(api) == [game["id"]]
    assert all_pages(api, external_id="u-9", status="active") == [game["id"]]


def test_a_stale_status_entry_is_repaired_by_the_page_that_meets_it(
    api: Api, raw: redis.Redis
) -> None:
    game = create(api, ACME, seats=[{"bot": "greedy"}, {"bot": "random"}])  # over at once
    number = raw.zscore(index_key("acme"), game["id"])
    raw.zadd(index_key("acme", "active"), {game["id"]: number})  # as if a move was missed
    raw.zrem(index_key("acme", "over"), game["id"])
    assert all_pages(api, status="active") == []
    assert raw.zscore(index_key("acme", "active"), game["id"]) is None
    assert all_pages(api, status="over") == [game["id"]]


def test_open_mode_games_are_in_no_index(client: Api, raw: redis.Redis) -> None:
    create(client, None)
    assert raw.keys("biblios:portal:*") == []


def test_portals_authenticate_nothing_in_open_mode() -> None:
    assert Portals().authenticate(ACME.key) is None
