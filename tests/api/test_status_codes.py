"""Every status code of the contract's table, provoked over HTTP, and the order of the checks.

Each problem must be ``application/problem+json`` with ``type``, ``title``, ``status``, a
non-empty ``detail``, the stable ``code`` and ``Content-Language`` (``helpers.assert_problem``).
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.http.serving import give_services, services_of
from api.play.store import GameStore, Write
from engine.biblios.cards import CATEGORIES
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    Game,
    Reply,
    act,
    assert_problem,
    bearer,
    create_game,
    hand_of,
    if_match,
    make_deck,
    play,
    play_first_legal_until,
    snapshot,
    table_of,
    view_of,
)
from tests.depth import examples

BIG = 16 * 1024 + 1
FOREIGN = "A" * 43  # the shape of a token, but nobody's


def actions_path(game: Game) -> str:
    return game.path + "/actions"


# ----- 400 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (b"", "_body"),
        (b"{not json", "_body"),
        (b'{"type": "pass"', "_body"),
        (b"\xff\xfe\x00", "_body"),
        (b"[]", "_body"),
        (b'[{"type": "pass"}]', "_body"),
        (b'"pass"', "_body"),
        (b"null", "_body"),
        (b"3", "_body"),
        (b"[" * 5000 + b"]" * 5000, "_body"),  # deep nesting
        (b'{"type": "take", "card": "\\ud800"}', "_body"),  # a lone surrogate
        (b'{"type": "pass", "\\udfff": 1}', "_body"),
        (b'{"type": "bid", "amount": "3"}', "amount"),
        (b'{"type": "bid", "amount": true}', "amount"),
        (b'{"type": "bid", "amount": 3.0}', "amount"),
        (b'{"type": "bid", "amount": 3.5}', "amount"),
        (b'{"type": "bid", "amount": null}', "amount"),
        (b'{"type": "bid", "amount": NaN}', "_body"),  # NaN is not JSON (RFC 8259)
        (b'{"type": "bid"}', "amount"),
        (b'{"type": "place"}', "to"),
        (b'{"type": "place", "to": "floor"}', "to"),
        (b'{"type": "place", "to": 1}', "to"),
        (b'{"type": "take"}', "card"),
        (b'{"type": "take", "card": 12}', "card"),
        (b'{"type": "church"}', "adjust"),
        (b'{"type": "church", "adjust": [{"category": "monks", "delta": "1"}]}', "adjust"),
        (b'{"type": "church", "adjust": [{"category": "dragons", "delta": 1}]}', "adjust"),
        (b'{"type": "church", "adjust": [{"category": "monks"}]}', "adjust"),
        (b'{"type": "church", "adjust": {"category": "monks", "delta": 1}}', "adjust"),
        (b'{"type": "pay"}', "cards"),
        (b'{"type": "pay", "cards": "gold-1-01"}', "cards"),
        (b'{"type": "pay", "cards": [1, 2]}', "cards"),
        (b'{"type": "pass", "amount": 3}', "amount"),
        (b'{"type": "refuse", "cards": []}', "cards"),
        (b'{"type": "pass", "colour": "red"}', "colour"),
        (b'{"type": "dance"}', "type"),
        (b'{"type": 7}', "type"),
        (b'{"to": "keep"}', "type"),
        (b"{}", "type"),
    ],
)
def test_malformed_action_bodies_are_400(client: Api, body: bytes, field: str) -> None:
    game = create_game(client, 2, seed=1)

    reply = client.request(
        "POST",
        actions_path(game),
        data=body,
        headers=bearer(game.tokens[0]),
        content_type="application/json",
    )

    problem = assert_problem(reply, 400, "invalid_request")
    assert field in problem["errors"], problem
    assert view_of(client, game, None)["version"] == 0


@pytest.mark.parametrize(
    "body",
    [
        {"players": 2},
        {"game": "chess", "players": 2},
        {"game": "biblios"},
        {"game": "biblios", "players": "2"},
        {"game": "biblios", "players": True},
        {"game": "biblios", "players": 1},
        {"game": "biblios", "players": 5},
        {"game": "biblios", "players": 2, "variant": "speed"},
        {"game": "biblios", "players": 2, "seed": "7"},
        {"game": "biblios", "players": 2, "seed": -1},
        {"game": "biblios", "players": 2, "seed": 2**53},
        {"game": "biblios", "players": 2, "seed": 1.5},
        {"game": "biblios", "players": 2, "first_seat": "0"},
        {"game": "biblios", "players": 2, "names": "Ana"},
        {"game": "biblios", "players": 2, "deck": "monks-A"},
        {"game": "biblios", "players": 2, "rounds": 3},
    ],
)
def test_malformed_create_bodies_are_400(client: Api, body: dict) -> None:
    assert_problem(client.post("/v1/games", body), 400, "invalid_request")


@pytest.mark.parametrize(
    ("suffix", "query"),
    [
        ("", {"colour": "red"}),
        ("", {"lang": "x" * 36}),
        ("/events", {"after": "abc"}),
        ("/events", {"after": "-1"}),
        ("/events", {"after": "1.5"}),
        ("/events", {"after": ""}),
        ("/events", {"since": "3"}),
        ("/actions", {"colour": "red"}),
    ],
)
def test_bad_query_parameters_are_400(client: Api, suffix: str, query: dict) -> None:
    game = create_game(client, 2, seed=1)
    method, body = ("POST", {"type": "pass"}) if suffix == "/actions" else ("GET", None)

    reply = client.request(
        method, game.path + suffix, json_body=body, query=query, headers=bearer(game.tokens[0])
    )

    problem = assert_problem(reply, 400, "invalid_request")
    assert set(problem["errors"]) == set(query)


@pytest.mark.parametrize("suffix", ["", "/events", "/actions"])
def test_a_query_parameter_given_twice_is_400(client: Api, suffix: str) -> None:
    """Which one was meant cannot be known (an action with ``?lang=fr&lang=ru`` is not
    applied)."""
    game = create_game(client, 2, seed=1)
    method, body = ("POST", {"type": "place", "to": "keep"}) if suffix else ("GET", None)
    if suffix == "/events":
        method, body = "GET", None

    reply = client.request(
        method,
        game.path + suffix + "?lang=fr&lang=ru",
        json_body=body,
        headers={**bearer(game.tokens[0]), "Accept-Language": "es"},
    )

    problem = assert_problem(reply, 400, "invalid_request")
    assert problem["errors"] == {"lang": ["Indica este parámetro una sola vez."]}
    assert view_of(client, game, 0)["version"] == 0


def test_reference_endpoints_refuse_unknown_query_parameters(client: Api) -> None:
    for path in ("/v1/catalog/biblios", "/v1/rules/biblios"):
        assert_problem(client.get(path, query={"x": "1"}), 400, "invalid_request")
    assert_problem(
        client.post("/v1/games", {"game": "biblios", "players": 2}, query={"x": 1}),
        400,
        "invalid_request",
    )


# ----- 401 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "authorization",
    [
        None,
        "",
        "Bearer",
        "Bearer ",
        "Bearer abc",
        "Bearer " + "A" * 42,
        "Bearer " + "A" * 44,
        "Bearer " + "!" * 43,
        "Basic dXNlcjpwYXNz",
        "Token " + FOREIGN,
        "Bearer " + FOREIGN,
    ],
)
def test_actions_without_a_valid_token_are_401(client: Api, authorization: str | None) -> None:
    game = create_game(client, 2, seed=1)
    headers = {} if authorization is None else {"Authorization": authorization}

    reply = client.post(actions_path(game), {"type": "place", "to": "keep"}, headers=headers)

    assert_problem(reply, 401, "invalid_token")
    assert reply.headers["WWW-Authenticate"].startswith("Bearer")
    assert view_of(client, game, None)["version"] == 0


def test_the_token_scheme_is_case_insensitive(client: Api) -> None:
    game = create_game(client, 2, seed=1)
    reply = client.post(
        actions_path(game),
        {"type": "place", "to": "keep"},
        headers={"Authorization": f"bearer  {game.tokens[0]} "},
    )
    assert reply.status == 200, reply


@pytest.mark.parametrize("suffix", ["", "/events"])
@pytest.mark.parametrize(
    "authorization", ["Bearer abc", "Bearer " + FOREIGN, "Basic dXNlcjpwYXNz", "Bearer", ""]
)
def test_a_bad_token_on_a_get_is_401_not_a_spectator(
    client: Api, suffix: str, authorization: str
) -> None:
    game = create_game(client, 2, seed=1)
    reply = client.get(game.path + suffix, headers={"Authorization": authorization})
    assert_problem(reply, 401, "invalid_token")


def test_a_token_of_another_game_is_401_everywhere(client: Api) -> None:
    a = create_game(client, 2, seed=1)
    b = create_game(client, 2, seed=1)
    for token in a.tokens:
        assert_problem(client.get(b.path, headers=bearer(token)), 401, "invalid_token")
        assert_problem(client.get(b.path + "/events", headers=bearer(token)), 401, "invalid_token")
        reply = client.post(actions_path(b), {"type": "place", "to": "keep"}, headers=bearer(token))
        assert_problem(reply, 401, "invalid_token")
    assert view_of(client, b, None)["version"] == 0


def test_spectators_read_but_cannot_act(client: Api) -> None:
    game = create_game(client, 3, seed=1)
    view = client.get(game.path)
    assert view.status == 200 and view.json["seat"] is None and view.json["legal_actions"] == []
    assert client.get(game.path + "/events").status == 200
    for action in ({"type": "place", "to": "keep"}, {"type": "pass"}):
        assert_problem(client.post(actions_path(game), action), 401, "invalid_token")


# ----- 404, 405 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "game_id", ["nosuchgame123", "x", "a" * 65, "a" * 200, "a.b-c", "%00", "abc def 123"]
)
def test_unknown_games_are_404(client: Api, game_id: str) -> None:
    path = f"/v1/games/{game_id}"
    for reply in (
        client.get(path),
        client.get(path + "/events"),
        client.post(path + "/actions", {"type": "pass"}, headers=bearer(FOREIGN)),
    ):
        assert_problem(reply, 404, "game_not_found")


def test_unknown_paths_are_404_not_found(client: Api) -> None:
    for path in ("/v1", "/v2/games", "/v1/nothing", "/v1/catalog/chess", "/v1/games/x/y/z"):
        assert_problem(client.get(path), 404, "not_found")


def test_the_root_redirects_to_the_reference_page(client: Api) -> None:
    reply = client.get("/")
    assert reply.status == 302 and reply.headers["Location"] == "/v1/docs"
    game = create_game(client, 2)
    assert_problem(client.get(game.path + "/nothing"), 404, "not_found")


def test_known_paths_with_a_wrong_method_are_405(client: Api) -> None:
    game = create_game(client, 2)
    cases = [
        ("PUT", game.path),
        ("DELETE", game.path),
        ("PATCH", game.path),
        ("GET", actions_path(game)),
        ("PUT", actions_path(game)),
        ("POST", game.path + "/events"),
        ("DELETE", "/v1/games"),
        ("DELETE", "/v1/health"),
        ("POST", "/v1/catalog/biblios"),
    ]
    for method, path in cases:
        reply = client.request(method, path, headers=bearer(game.tokens[0]))
        assert_problem(reply, 405, "method_not_allowed")
        assert reply.headers["Allow"]
    assert view_of(client, game, None)["version"] == 0


# ----- 409 -------------------------------------------------------------------------------------


class InterferingStore:
    """The app's real store, but before each compare-and-set another writer (a second store on
    the same Redis, as another server process would be) lands a real write on the game."""

    def __init__(self, real: GameStore, other: GameStore, write: Callable[[str], None]) -> None:
        self._real = real
        self.other = other
        self._write = write
        self.interferences = 0
        self.limit = 10**9

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def compare_and_set(self, game_id: str, expected_version: int, new_state: Write) -> bool:
        if self.interferences < self.limit:
            self.interferences += 1
            self._write(game_id)
        return self._real.compare_and_set(game_id, expected_version, new_state)


def interfere(app: Flask, redis_url: str, write: Callable[[GameStore, str], None]) -> Any:
    """Put an ``InterferingStore`` in ``app`` (a ``make_app(fresh=True)``: it stays changed)."""
    other = GameStore(redis_url, ttl=3600, cluster=app.config["BIBLIOS"].redis_cluster)
    store = InterferingStore(services_of(app).store, other, lambda g: write(other, g))
    services = services_of(app)
    give_services(app, replace(services, store=store))
    services.games.store = store
    return store


def bump(store: GameStore, game_id: str) -> None:
    """A real write that changes the version (the same state written again)."""
    record = store.load(game_id)
    assert store.compare_and_set(game_id, record.version, Write(record.state, seq=0))


@pytest.mark.parametrize("retries", [1, 3])
def test_an_action_that_keeps_losing_races_is_409(
    make_app: Callable[..., Flask], redis_url: str, retries: int
) -> None:
    app = make_app(BIBLIOS_CAS_RETRIES=str(retries), fresh=True)  # interfere() changes it
    client = Api(app.test_client())
    game = create_game(client, 2, seed=1)
    store = interfere(app, redis_url, bump)

    reply = client.post(
        actions_path(game), {"type": "place", "to": "keep"}, headers=bearer(game.tokens[0])
    )

    assert_problem(reply, 409, "conflict")
    assert store.interferences == retries
    after = view_of(client, game, 0)
    assert after["version"] == retries  # only the other writer's writes landed
    assert after["turn"] == {"keep": False, "auction": False, "public": 0}
    store.other.close()


def test_a_lost_race_is_judged_again_on_the_new_state(
    make_app: Callable[..., Flask], redis_url: str
) -> None:
    app = make_app(fresh=True)  # interfere() changes it
    client = Api(app.test_client())
    game = create_game(client, 2, seed=1)
    writes: list[Callable[[GameStore, str], None]] = []

    def same_move_by_someone_else(store: GameStore, game_id: str) -> None:
        record = store.load(game_id)
        table = table_of(record.state)
        table.act(0, {"type": "place", "to": "keep"})
        assert store.compare_and_set(
            game_id, record.version, Write(snapshot(table), seq=table.state.seq)
        )

    store = interfere(app, redis_url, lambda other, game_id: writes.pop(0)(other, game_id))
    headers = bearer(game.tokens[0])

    writes[:] = [same_move_by_someone_else]
    store.limit = 1
    lost = client.post(actions_path(game), {"type": "place", "to": "keep"}, headers=headers)
    assert_problem(lost, 422, "quota_used")  # re-judged: the keep is taken now
    assert view_of(client, game, None)["version"] == 1

    writes[:] = [bump]
    store.limit = 2
    landed = client.post(actions_path(game), {"type": "place", "to": "auction"}, headers=headers)
    assert landed.status == 200, landed  # re-judged on version 2, written as version 3
    assert landed.json["view"]["version"] == 3 and landed.headers["ETag"] == '"3"'
    assert landed.json["view"]["turn"] == {"keep": True, "auction": True, "public": 0}

    writes[:] = [bump]
    store.limit = 3
    stale = client.post(
        actions_path(game), {"type": "place", "to": "public"}, headers={**headers, **if_match(3)}
    )
    assert_problem(stale, 412, "stale_version")  # with If-Match, a lost race is stale
    assert stale.headers["ETag"] == '"4"'
    assert view_of(client, game, 0)["turn"] == {"keep": True, "auction": True, "public": 0}
    store.other.close()


def test_threads_racing_with_one_try_get_409_or_land(
    make_app: Callable[..., Flask],
) -> None:
    """Real concurrent requests (no interference hook) with BIBLIOS_CAS_RETRIES=1."""
    app = make_app(BIBLIOS_CAS_RETRIES="1")
    client = Api(app.test_client())
    statuses: list[int] = []
    for seed in range(30):
        game = create_game(client, 2, seed=seed)
        barrier = threading.Barrier(4)
        answers: list[Any] = []

        def go(game: Game = game, barrier: threading.Barrier = barrier, answers=answers) -> None:
            own = Api(app.test_client())
            barrier.wait()
            answers.append(
                own.post(
                    actions_path(game),
                    {"type": "place", "to": "public"},
                    headers=bearer(game.tokens[0]),
                )
            )

        threads = [threading.Thread(target=go) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for reply in answers:
            if reply.status == 409:
                assert_problem(reply, 409, "conflict")
        assert all(r.status in (200, 409, 422) for r in answers), answers
        landed = sum(r.status == 200 for r in answers)
        assert landed >= 1 and view_of(client, game, None)["version"] == landed
        statuses += [r.status for r in answers]
        if 409 in statuses:
            break
    assert 409 in statuses


# ----- 412 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "header",
    [
        '"1"',
        '"-1"',
        "1x",
        "abc",
        '""',
        'W/"7"',
        '"0',
        '0"',
        "0",
        "w/0",
        '"1", "2"',
        '"0x0"',
        '"' + "9" * 30 + '"',
        '"\u0660"',
    ],
)
def test_a_stale_or_malformed_if_match_is_412(client: Api, header: str) -> None:
    game = create_game(client, 2, seed=1)

    reply = client.post(
        actions_path(game),
        {"type": "place", "to": "keep"},
        headers={**bearer(game.tokens[0]), "If-Match": header},
    )

    problem = assert_problem(reply, 412, "stale_version")
    assert reply.headers["ETag"] == '"0"' and problem["params"]["version"] == 0
    assert view_of(client, game, None)["version"] == 0


@pytest.mark.parametrize("header", ['"0"', "*", 'W/"0"', '"5", "0"', ' "0" ', '"7",W/"0"'])
def test_a_matching_if_match_lands(client: Api, header: str) -> None:
    game = create_game(client, 2, seed=1)
    reply = client.post(
        actions_path(game),
        {"type": "place", "to": "keep"},
        headers={**bearer(game.tokens[0]), "If-Match": header},
    )
    assert reply.status == 200, reply
    assert reply.headers["ETag"] == '"1"'


# ----- 413 -------------------------------------------------------------------------------------


def test_bodies_over_16_kib_are_413(client: Api) -> None:
    game = create_game(client, 2, seed=1)
    padded = json.dumps({"type": "pass", "pad": "x" * BIG})
    for path in (actions_path(game), "/v1/games"):
        reply = client.request(
            "POST",
            path,
            data=padded,
            headers=bearer(game.tokens[0]),
            content_type="application/json",
        )
        assert_problem(reply, 413, "payload_too_large")
    just_fits = json.dumps({"type": "pass", "pad": "x"}).ljust(16 * 1024)
    reply = client.request(
        "POST",
        actions_path(game),
        data=just_fits,
        headers=bearer(game.tokens[0]),
        content_type="application/json",
    )
    assert_problem(reply, 400, "invalid_request")  # 16 KiB is allowed; the field is not


# ----- 422 -------------------------------------------------------------------------------------


def rule(client: Api, game: Game, seat: int, action: Any, code: str) -> dict:
    version = game.version
    problem = assert_problem(act(client, game, seat, action), 422, code)
    assert view_of(client, game, None)["version"] == version  # nothing changed
    return problem


def ok(client: Api, game: Game, seat: int, action: Any) -> dict:
    reply = act(client, game, seat, action, match=game.version)
    assert reply.status == 200, (action, reply)
    return reply.json["view"]


def test_422_in_the_gift_phase(client: Api) -> None:
    deck = make_deck(2, ["monks-A", "pigments-A", "gold-1-01", "holy_books-C"])
    game = create_game(client, 2, deck=deck)
    keep, auction, public = ({"type": "place", "to": to} for to in ("keep", "auction", "public"))

    problem = rule(client, game, 1, keep, "not_your_turn")
    assert problem["params"] == {"waiting_for": 0}
    rule(client, game, 0, {"type": "bid", "amount": 1}, "illegal_action")
    rule(client, game, 0, {"type": "take", "card": "monks-A"}, "illegal_action")
    rule(client, game, 0, {"type": "church", "adjust": []}, "illegal_action")
    rule(client, game, 0, {"type": "pass"}, "illegal_action")
    rule(client, game, 0, {"type": "pay", "cards": []}, "illegal_action")
    rule(client, game, 0, {"type": "refuse"}, "illegal_action")
    ok(client, game, 0, keep)
    assert rule(client, game, 0, keep, "quota_used")["params"] == {"to": "keep"}
    ok(client, game, 0, auction)
    rule(client, game, 0, auction, "quota_used")
    rule(client, game, 0, keep, "quota_used")
    view = ok(client, game, 0, public)
    assert view["to_act"] == [1] and [c["id"] for c in view["public"]] == ["gold-1-01"]
    problem = rule(client, game, 1, {"type": "take", "card": "monks-B"}, "card_not_public")
    assert problem["params"] == {"card": "monks-B"}
    rule(client, game, 1, {"type": "take", "card": "monks-A"}, "card_not_public")  # seat 0 kept it
    rule(client, game, 1, {"type": "take", "card": "dragons-A"}, "unknown_card")
    rule(client, game, 0, {"type": "take", "card": "gold-1-01"}, "not_your_turn")
    rule(client, game, 1, {"type": "place", "to": "keep"}, "illegal_action")
    view = ok(client, game, 1, {"type": "take", "card": "gold-1-01"})
    assert view["active_seat"] == 1 and view["drawn"]["id"] == "holy_books-C"


def test_422_for_church_cards(client: Api) -> None:
    deck = make_deck(
        2,
        [
            "church-up1-1",
            "church-up1-2",
            "church-up2-1",  # seat 0's turn
            "church-up2-2",
            "monks-A",
            "monks-B",  # seat 1's turn
            "church-updown",
            "church-down2-1",
            "gold-1-01",  # seat 0's turn
        ],
    )
    game = create_game(client, 2, deck=deck)

    def church(*adjust: tuple[str, int]) -> dict:
        return {"type": "church", "adjust": [{"category": c, "delta": d} for c, d in adjust]}

    view = ok(client, game, 0, {"type": "place", "to": "keep"})  # church-up1-1 acquired
    assert view["pending_church"]["card"]["id"] == "church-up1-1" and view["drawn"] is None
    assert rule(client, game, 0, church(("monks", 2)), "invalid_delta")["params"] == {"delta": 2}
    rule(client, game, 0, church(("monks", 0)), "invalid_delta")
    rule(client, game, 0, church(("monks", -7)), "invalid_delta")
    problem = rule(client, game, 0, church(("monks", 1), ("pigments", 1)), "wrong_die_count")
    assert problem["params"] == {"expected": 1, "given": 2}
    rule(client, game, 0, church(("monks", -1)), "wrong_direction")
    rule(client, game, 1, church(("monks", 1)), "not_your_turn")
    rule(client, game, 0, {"type": "place", "to": "public"}, "illegal_action")
    view = ok(client, game, 0, church(("monks", 1)))
    assert view["dice"]["monks"] == 4 and view["drawn"]["id"] == "church-up1-2"
    ok(client, game, 0, {"type": "place", "to": "auction"})
    ok(client, game, 0, {"type": "place", "to": "public"})  # church-up2-1
    view = ok(client, game, 1, {"type": "take", "card": "church-up2-1"})
    assert view["pending_church"] == {"seat": 1, "card": view["pending_church"]["card"]}
    problem = rule(client, game, 1, church(("monks", 1), ("monks", 1)), "same_die_twice")
    assert problem["params"] == {"category": "monks"}
    rule(client, game, 1, church(("monks", 1)), "wrong_die_count")
    rule(
        client,
        game,
        1,
        church(*[(c, 1) for c in ("monks", "pigments", "holy_books")]),
        "wrong_die_count",
    )
    ok(client, game, 1, church(("monks", 1), ("pigments", 1)))  # monks 5
    ok(client, game, 1, {"type": "place", "to": "keep"})  # church-up2-2
    view = ok(client, game, 1, church(("monks", 1), ("holy_books", 1)))  # monks 6
    assert view["dice"]["monks"] == 6
    ok(client, game, 1, {"type": "place", "to": "auction"})
    ok(client, game, 1, {"type": "place", "to": "public"})
    ok(client, game, 0, {"type": "take", "card": "monks-B"})
    view = ok(client, game, 0, {"type": "place", "to": "keep"})  # church-updown
    adjusts = [a["adjust"] for a in view["legal_actions"]]
    assert [{"category": "monks", "delta": 1}] not in adjusts and [] in adjusts
    problem = rule(client, game, 0, church(("monks", 1)), "die_out_of_range")
    assert problem["params"] == {"category": "monks", "value": 7}
    ok(client, game, 0, church(("monks", -1)))
    assert view_of(client, game, None)["dice"]["monks"] == 5


def auction_deck() -> list[str]:
    """A 2-player deck without church cards: every turn the active seat keeps a gold card,
    puts the second card in the auction pile and the third in public (for the other seat)."""
    golds = [f"gold-{v}-{n:02d}" for n in range(1, 7) for v in (1, 2, 3)]  # 18
    categories = [f"{c}-{letter}" for c in CATEGORIES for letter in "ABCDEFGHI"]
    hands = [card for pair in zip(golds, categories[:18], strict=True) for card in pair]
    hands += categories[18:22]  # 40 cards for the hands
    for_auction = categories[22:37] + [
        "gold-1-07",
        "gold-2-07",
        "gold-3-07",
        "gold-1-08",
        "gold-2-08",
    ]
    deck: list[str] = []
    for t in range(20):
        deck += [hands[2 * t], for_auction[t], hands[2 * t + 1]]
    return deck


def test_422_in_the_auction_phase_and_after_the_end(client: Api) -> None:
    game = create_game(client, 2, deck=auction_deck(), seed=11)
    view = play_first_legal_until(client, game, lambda v: v["phase"] == "auction")
    assert view["auction_pile"] + 1 == 20
    done: set[str] = set()
    while view["phase"] == "auction":
        auction = view["auction"]
        (bidder,) = view["to_act"]
        other = 1 - bidder
        if auction["currency"] == "gold" and "gold" not in done:
            done.add("gold")
            assert rule(client, game, bidder, {"type": "bid", "amount": 0}, "bid_too_low")[
                "params"
            ] == {"min": 1}
            rule(client, game, bidder, {"type": "bid", "amount": -5}, "bid_too_low")
            problem = rule(client, game, bidder, {"type": "bid", "amount": 67}, "bid_too_high")
            assert problem["params"] == {"max": 66}
            rule(client, game, bidder, {"type": "bid", "amount": 10**30}, "bid_too_high")
            rule(client, game, other, {"type": "bid", "amount": 3}, "not_your_turn")
            rule(client, game, bidder, {"type": "pay", "cards": []}, "illegal_action")
            ok(client, game, bidder, {"type": "bid", "amount": 2})
            rule(client, game, other, {"type": "bid", "amount": 2}, "bid_too_low")
            ok(client, game, other, {"type": "bid", "amount": 60})
            view = ok(client, game, bidder, {"type": "pass"})
            assert view["auction"]["awaiting_payment"] and view["to_act"] == [other]
            hand = hand_of(view_of(client, game, other))
            gold = next(c["id"] for c in hand if c["kind"] == "gold")
            category = next(c["id"] for c in hand if c["kind"] == "category")
            mine = {c["id"] for c in hand}
            elsewhere = next(
                f"gold-3-{n:02d}" for n in range(1, 12) if f"gold-3-{n:02d}" not in mine
            )
            problem = rule(
                client, game, other, {"type": "pay", "cards": [gold]}, "payment_too_small"
            )
            assert problem["params"]["due"] == 60
            problem = rule(
                client, game, other, {"type": "pay", "cards": [gold, category]}, "payment_not_gold"
            )
            assert problem["params"] == {"card": category}
            problem = rule(
                client, game, other, {"type": "pay", "cards": [elsewhere]}, "card_not_in_hand"
            )
            assert problem["params"] == {"card": elsewhere}
            problem = rule(
                client, game, other, {"type": "pay", "cards": [gold, gold]}, "duplicate_card"
            )
            assert problem["params"] == {"card": gold}
            rule(client, game, other, {"type": "pay", "cards": ["gold-9-99"]}, "unknown_card")
            rule(client, game, bidder, {"type": "pay", "cards": [gold]}, "not_your_turn")
            rule(client, game, other, {"type": "bid", "amount": 61}, "illegal_action")
            rule(client, game, other, {"type": "pass"}, "illegal_action")
            view = ok(client, game, other, {"type": "refuse"})  # penalty, then re-auction
            assert view["auction"]["excluded"] == [other] and view["to_act"] == [bidder]
            view = ok(client, game, bidder, {"type": "pass"})  # unsold
        elif auction["currency"] == "cards" and "cards" not in done:
            done.add("cards")
            problem = rule(client, game, bidder, {"type": "bid", "amount": 88}, "bid_too_high")
            assert problem["params"] == {"max": 87}
            ok(client, game, bidder, {"type": "bid", "amount": 3})
            view = ok(client, game, other, {"type": "pass"})
            hand = [c["id"] for c in hand_of(view_of(client, game, bidder))]
            problem = rule(
                client, game, bidder, {"type": "pay", "cards": hand[:2]}, "wrong_card_count"
            )
            assert problem["params"] == {"expected": 3, "given": 2}
            rule(client, game, bidder, {"type": "pay", "cards": hand[:4]}, "wrong_card_count")
            view = ok(client, game, bidder, {"type": "pay", "cards": hand[:3]})
        else:
            ok(client, game, bidder, {"type": "pass"})
            view = ok(client, game, other, {"type": "pass"})
    assert done == {"gold", "cards"}
    assert view["phase"] == "over"
    for seat in (0, 1):
        for action in ({"type": "pass"}, {"type": "place", "to": "keep"}, {"type": "dance"}):
            if action["type"] == "dance":
                assert_problem(act(client, game, seat, action), 400, "invalid_request")
            else:
                rule(client, game, seat, action, "game_over")
    assert_problem(client.post(actions_path(game), {"type": "pass"}), 401, "invalid_token")


@pytest.mark.parametrize(("players", "first_seat"), [(2, 2), (2, -1), (3, 3), (4, 4), (4, 10**20)])
def test_invalid_first_seat_is_422(client: Api, players: int, first_seat: int) -> None:
    reply = client.post(
        "/v1/games", {"game": "biblios", "players": players, "first_seat": first_seat}
    )
    problem = assert_problem(reply, 422, "invalid_first_seat")
    assert problem["params"] == {"players": players}


# ----- 429 -------------------------------------------------------------------------------------


def test_too_many_requests_are_429(make_app: Callable[..., Flask]) -> None:
    free = Api(make_app().test_client())
    game = create_game(free, 2, seed=1)
    limited = Api(make_app(BIBLIOS_RATE_LIMIT="3/minute").test_client())

    answers = [limited.get(game.path) for _ in range(4)]

    assert [r.status for r in answers[:3]] == [200, 200, 200]
    assert_problem(answers[3], 429, "rate_limited")
    assert int(answers[3].headers["Retry-After"]) > 0
    # a seat token is its own client
    assert limited.get(game.path, headers=bearer(game.tokens[0])).status == 200
    assert_problem(limited.get("/v1/games/nosuchgame1"), 429, "rate_limited")


# ----- 503 -------------------------------------------------------------------------------------


def test_store_down_is_503_everywhere_then_the_game_goes_on(
    durable_app: Flask, durable_redis: RedisServer
) -> None:
    client = Api(durable_app.test_client())
    game = create_game(client, 3, seed=5)
    ok(client, game, 0, {"type": "place", "to": "public"})
    before = {seat: view_of(client, game, seat) for seat in (None, 0, 1, 2)}
    events_before = client.get(game.path + "/events").json

    durable_redis.stop()
    try:
        started = time.monotonic()
        replies = [
            client.get(game.path),
            client.get(game.path, headers=bearer(game.tokens[0])),
            client.get(game.path + "/events"),
            client.post(
                actions_path(game),
                {"type": "place", "to": "keep"},
                headers={**bearer(game.tokens[0]), **if_match(1)},
            ),
            client.post("/v1/games", {"game": "biblios", "players": 2}),
        ]
        for reply in replies:
            assert_problem(reply, 503, "store_unavailable")
        health = client.get("/v1/health")
        assert health.status == 503
        assert health.json == {"status": "degraded", "store": "unavailable"}
        assert time.monotonic() - started < 15  # answers, and quickly
        assert client.get("/v1/catalog/biblios").status == 200  # no store needed
        assert client.get("/v1/rules/biblios").status == 200
    finally:
        durable_redis.start()

    assert client.get("/v1/health").json == {"status": "ok", "store": "ok"}
    assert {seat: view_of(client, game, seat) for seat in (None, 0, 1, 2)} == before
    assert client.get(game.path + "/events").json == events_before
    view = ok(client, game, 0, {"type": "place", "to": "keep"})
    assert view["version"] == 2


# ----- the order of the checks -----------------------------------------------------------------


def test_the_checks_run_in_the_contracts_order(client: Api) -> None:
    game = create_game(client, 2, seed=1)
    other = create_game(client, 2, seed=1)
    good, foreign = bearer(game.tokens[0]), bearer(other.tokens[0])
    huge = json.dumps({"type": "pass", "pad": "x" * BIG})
    raw = lambda path, data, headers: client.request(  # noqa: E731
        "POST", path, data=data, headers=headers, content_type="application/json"
    )

    # 404 before 413
    assert_problem(raw("/v1/games/nosuchgame1/actions", huge, foreign), 404, "game_not_found")
    # 413 before 400 and 401
    assert_problem(
        raw(actions_path(game), huge + "{", {"Authorization": "x"}), 413, "payload_too_large"
    )
    # 400 before 401 (body, then query)
    assert_problem(raw(actions_path(game), "{bad", foreign), 400, "invalid_request")
    assert_problem(raw(actions_path(game), '{"type": "pass"}', {}), 401, "invalid_token")
    assert_problem(raw(actions_path(game), "[]", {}), 400, "invalid_request")
    reply = client.post(actions_path(game), {"type": "pass"}, headers=foreign, query={"nope": 1})
    assert_problem(reply, 400, "invalid_request")
    # 401 before 412
    reply = client.post(actions_path(game), {"type": "pass"}, headers={**foreign, **if_match(9)})
    assert_problem(reply, 401, "invalid_token")
    reply = client.post(actions_path(game), {"type": "pass"}, headers=if_match(9))
    assert_problem(reply, 401, "invalid_token")
    # 412 before 422
    reply = client.post(
        actions_path(game), {"type": "bid", "amount": 1}, headers={**good, **if_match(9)}
    )
    assert_problem(reply, 412, "stale_version")
    reply = client.post(
        actions_path(game),
        {"type": "place", "to": "keep"},
        headers={**bearer(game.tokens[1]), "If-Match": "garbage"},
    )
    assert_problem(reply, 412, "stale_version")
    # 422: not your turn before the action's own rules
    reply = act(client, game, 1, {"type": "bid", "amount": 999})
    assert_problem(reply, 422, "not_your_turn")
    # GET: 404, then 400, then 401
    assert_problem(
        client.get("/v1/games/nosuchgame1", headers=foreign, query={"x": 1}), 404, "game_not_found"
    )
    assert_problem(client.get(game.path, headers=foreign, query={"x": 1}), 400, "invalid_request")
    assert_problem(
        client.get(game.path + "/events", headers=foreign, query={"after": "z"}),
        400,
        "invalid_request",
    )
    assert view_of(client, game, None)["version"] == 0


def test_game_over_comes_before_not_your_turn(client: Api) -> None:
    game = create_game(client, 2, deck=auction_deck(), seed=2)
    view = play(client, game, random.Random(2))
    assert view["to_act"] == [] and view["phase"] == "over"
    for seat in (0, 1):
        rule(client, game, seat, {"type": "bid", "amount": 1000}, "game_over")


# ----- problems in the request's language ------------------------------------------------------


@pytest.mark.parametrize(
    ("headers", "query", "language"),
    [
        ({"Accept-Language": "fr-CA, en;q=0.5"}, None, "fr"),
        ({"Accept-Language": "es-MX"}, None, "es"),
        ({"Accept-Language": "de, ru;q=0.9, en;q=0.1"}, None, "ru"),
        ({"Accept-Language": "fr"}, {"lang": "es"}, "es"),
        ({}, None, "en"),
        ({"Accept-Language": "de"}, None, "en"),
    ],
)
def test_problems_carry_content_language(
    client: Api, headers: dict, query: dict | None, language: str
) -> None:
    game = create_game(client, 2, seed=1)
    for reply in (
        client.post(actions_path(game), {"type": "pass"}, headers=headers, query=query),
        client.get("/v1/games/nosuchgame1", headers=headers, query=query),
        act(client, game, 1, {"type": "pass"}, headers=headers, query=query),
    ):
        assert reply.status >= 400
        assert reply.headers["Content-Language"] == language
        assert "Accept-Language" in reply.headers["Vary"]


# ----- CORS ------------------------------------------------------------------------------------


def test_cors_for_the_configured_origin_only(make_app: Callable[..., Flask]) -> None:
    client = Api(make_app(BIBLIOS_CORS_ORIGINS="https://play.example").test_client())
    game = create_game(client, 2, seed=1)
    preflight = client.request(
        "OPTIONS",
        actions_path(game),
        headers={
            "Origin": "https://play.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Authorization, If-Match, If-None-Match, "
            "Idempotency-Key, Last-Event-ID, Accept-Language, Content-Type",
        },
    )
    assert preflight.status in (200, 204)
    assert preflight.headers["Access-Control-Allow-Origin"] == "https://play.example"
    allowed = {
        h.strip().lower() for h in preflight.headers["Access-Control-Allow-Headers"].split(",")
    }
    assert {"authorization", "if-match", "if-none-match", "accept-language"} <= allowed
    # the client libraries send an Idempotency-Key with every action, and a stream resumes
    # with Last-Event-ID
    assert {"idempotency-key", "last-event-id"} <= allowed
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]

    reply = client.get(game.path, headers={"Origin": "https://play.example"})
    assert reply.headers["Access-Control-Allow-Origin"] == "https://play.example"
    exposed = {h.strip().lower() for h in reply.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"etag", "location", "content-language"} <= exposed
    problem = client.get("/v1/games/nosuchgame1", headers={"Origin": "https://play.example"})
    assert problem.headers["Access-Control-Allow-Origin"] == "https://play.example"

    for origin in ("https://evil.example", "https://play.example.evil", "null"):
        other = client.request(
            "OPTIONS",
            actions_path(game),
            headers={"Origin": origin, "Access-Control-Request-Method": "POST"},
        )
        assert cors_headers(other) == []
        other = client.get(game.path, headers={"Origin": origin})
        assert cors_headers(other) == []


def cors_headers(reply: Reply) -> list[str]:
    names = reply.headers.keys()  # noqa: SIM118 (werkzeug's Headers iterate as pairs)
    return [name for name in names if name.lower().startswith("access-control-")]


def test_no_cors_by_default(client: Api) -> None:
    game = create_game(client, 2, seed=1)
    for reply in (
        client.get(game.path, headers={"Origin": "https://play.example"}),
        client.request(
            "OPTIONS",
            actions_path(game),
            headers={"Origin": "https://play.example", "Access-Control-Request-Method": "POST"},
        ),
    ):
        assert cors_headers(reply) == []


# ----- no 500, whatever comes in ---------------------------------------------------------------

_HEADER_TEXT = st.text(
    alphabet=st.characters(min_codepoint=0x20, max_codepoint=0xFF, exclude_characters="\x7f"),
    max_size=60,
)
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_ACTION = st.fixed_dictionaries(
    {"type": st.sampled_from(["place", "take", "church", "bid", "pass", "pay", "refuse", "x"])},
    optional={
        "to": st.sampled_from(["keep", "auction", "public"]) | _JSON,
        "card": st.sampled_from(["monks-A", "gold-1-01", "church-updown"]) | _JSON,
        "adjust": st.lists(
            st.fixed_dictionaries(
                {
                    "category": st.sampled_from(["monks", "pigments", "x"]) | _JSON,
                    "delta": st.integers(-3, 3) | _JSON,
                }
            ),
            max_size=3,
        )
        | _JSON,
        "amount": st.integers() | _JSON,
        "cards": st.lists(st.sampled_from(["gold-1-01", "monks-A", "x"]), max_size=4) | _JSON,
    },
)


@pytest.fixture
def fuzz_game(client: Api) -> Game:
    return create_game(client, 2, seed=1)


@settings(
    max_examples=examples(150),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    body=_ACTION | _JSON | st.binary(max_size=64),
    token=st.sampled_from([0, 1, None, "foreign", "text"]),
    raw_token=_HEADER_TEXT,
    match=st.none() | _HEADER_TEXT | st.integers(-2, 3).map(lambda v: f'"{v}"'),
    language=st.none() | _HEADER_TEXT,
    lang=st.none() | st.text(max_size=12),
)
def test_no_input_makes_a_500(
    client: Api,
    fuzz_game: Game,
    body: Any,
    token: Any,
    raw_token: str,
    match: Any,
    language: Any,
    lang: Any,
) -> None:
    headers: dict[str, str] = {}
    if isinstance(token, int):
        headers.update(bearer(fuzz_game.tokens[token]))
    elif token == "foreign":
        headers.update(bearer(FOREIGN))
    elif token == "text":
        headers["Authorization"] = raw_token
    if match is not None:
        headers["If-Match"] = match
    if language is not None:
        headers["Accept-Language"] = language
    data = body if isinstance(body, bytes) else json.dumps(body)
    query = None if lang is None else {"lang": lang}

    reply = client.request(
        "POST",
        actions_path(fuzz_game),
        data=data,
        headers=headers,
        query=query,
        content_type="application/json",
    )

    assert reply.status < 500, reply
    if reply.status != 200:
        assert reply.content_type == "application/problem+json" and reply.json["detail"]
    for path in (fuzz_game.path, fuzz_game.path + "/events"):
        seen = client.get(path, headers=headers, query=query)
        assert seen.status < 500 and seen.status in (200, 304, 400, 401), seen


@settings(
    max_examples=examples(80),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    body=st.fixed_dictionaries(
        {"game": st.just("biblios") | _JSON, "players": st.integers(1, 5) | _JSON},
        optional={
            "variant": st.sampled_from(["standard", "medieval_bluff"]) | _JSON,
            "first_seat": st.integers(-1, 4) | _JSON,
            "seed": st.integers() | _JSON,
            "names": st.lists(st.text(max_size=42), max_size=5) | _JSON,
            "deck": st.lists(st.sampled_from(["monks-A", "gold-1-01", "x"]), max_size=5) | _JSON,
        },
    )
    | _JSON,
)
def test_no_create_body_makes_a_500(client: Api, body: Any) -> None:
    reply = client.post("/v1/games", body)
    assert reply.status in (201, 400, 422), reply


def test_odd_paths_answer_problems_not_html(client: Api) -> None:
    game = create_game(client, 2, seed=1)
    for method, path in [
        ("GET", game.path + "//events"),
        ("GET", "/v1//health"),
        ("POST", "//v1/games"),
        ("GET", game.path + "/"),
        ("GET", "/v1/docs/"),
    ]:
        reply = client.request(method, path)
        assert reply.status == 404 and reply.content_type == "application/problem+json", reply


# ----- 415 and strict bodies ----------------------------------------------------------------


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/x-www-form-urlencoded", "application/xml", None]
)
def test_a_body_that_is_not_declared_json_is_415(client: Api, content_type: str | None) -> None:
    body = '{"game": "biblios", "players": 2}'
    reply = client.request("POST", "/v1/games", data=body, content_type=content_type)
    problem = assert_problem(reply, 415, "unsupported_media_type")
    assert problem["params"] == {"expected": "application/json"}
    game = create_game(client, 2)
    reply = client.request(
        "POST",
        actions_path(game),
        data='{"type": "pass"}',
        content_type=content_type,
        headers=bearer(game.tokens[0]),
    )
    assert_problem(reply, 415, "unsupported_media_type")
    assert view_of(client, game, None)["version"] == 0


def test_json_with_a_charset_is_json(client: Api) -> None:
    reply = client.request(
        "POST",
        "/v1/games",
        data='{"game": "biblios", "players": 2}',
        content_type="application/json; charset=utf-8",
    )
    assert reply.status == 201, reply


@pytest.mark.parametrize(
    "body",
    [
        '{"game": "biblios", "players": 2, "players": 4}',
        '{"game": "biblios", "players": 2, "names": ["A", "B"], "names": ["C", "D"]}',
        '{"game": "biblios", "players": 2, "seats": [{"name": "A", "name": "B"}, {}]}',
    ],
)
def test_duplicate_keys_are_400(client: Api, body: str) -> None:
    reply = client.request("POST", "/v1/games", data=body, content_type="application/json")
    problem = assert_problem(reply, 400, "invalid_request")
    assert "_body" in problem["errors"]


def test_every_operation_refuses_unknown_query_parameters(client: Api) -> None:
    """Issue 38: ``/v1/game-types`` accepted unknown query parameters where the other
    operations answer 400. Every operation of the document, called as its caller would (the
    seat's token on a game's paths, a body its schema takes), refuses one the same way: 400
    ``invalid_request`` naming it (beside any parameter it lacks), and nothing is done."""
    game = create_game(client, 2, seed=1)
    spec = client.get("/v1/openapi.json").json
    bodies = {
        "/v1/games": {"game": "biblios", "players": 2},
        "/v1/games/{game_id}/actions": {"type": "place", "to": "keep"},
        "/v1/games/{game_id}/preview": {"type": "place", "to": "keep"},
    }
    wrong = []
    for path, operations in spec["paths"].items():
        for method in set(operations) & {"get", "post", "put", "patch", "delete"}:
            url = path.replace("{game_id}", game.id).replace("{seat}", "0")
            reply = client.request(
                method.upper(), url, json_body=bodies.get(path, {}),
                query={"zzz_unknown": "1"}, headers=bearer(game.tokens[0]),
            )  # fmt: skip
            errors = (reply.json if isinstance(reply.json, dict) else {}).get("errors") or {}
            if reply.status != 400 or "zzz_unknown" not in errors:
                wrong.append((method, path, reply.status, errors))
    assert not wrong
    assert len(spec["paths"]) >= 15
    assert view_of(client, game, 0)["version"] == 0
