"""Schemathesis against the OpenAPI document on the live app (WSGI, the private test Redis).

The document is the one the app serves (``test_openapi`` checks it is ``openapi.yaml``). Every
operation is fuzzed (coverage and fuzzing phases, positive and negative data) and every response
must conform to it: no 5xx, a documented status code, the documented content type, body schema
and headers, 405 with ``Allow`` for an undocumented method; schema-valid data is refused only
for the game's sake (401, 404, 412, 422...), invalid data always.

So that the fuzzer reaches deep states rather than 401s and 404s, a pool of real games is set up
first, in every phase a client can meet: gift allocation, a church card pending, seats taking
from the public space, auction bidding, a winner awaiting payment, game over. Before each call,
:meth:`Pool.deepen` points the generated ``game_id`` at one of those games (usually) and gives
the request the seat token of the seat to act (usually), of another seat, or none; an action is
sometimes replaced by a legal one chosen from the seat's own view, with a right or wrong
``If-Match``, so the games keep moving through their phases while the fuzzer plays.

A second test runs Schemathesis's stateful (link-following) machine: create a game, then view it,
act on it and read its log with the seats' tokens.

Runs are deterministic (two runs send the same requests and get the same answers): a fixed
Schemathesis seed, derandomized Hypothesis, no example database, no values replayed from earlier
responses (random ids and tokens), seeded game creations, and the choices of :meth:`Pool.deepen`
are a function of the generated case.

The document states two rules between fields in words only (one name per seat; an action takes
exactly the fields of its type), so a 400 for breaking them is not held against schema-valid
data (:func:`valid_data_is_accepted`).
"""

from __future__ import annotations

import copy
import hashlib
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import redis
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, Phase, settings
from schemathesis.checks import not_a_server_error
from schemathesis.core import NotSet
from schemathesis.core.parameters import ParameterLocation
from schemathesis.generation.case import Case
from schemathesis.generation.meta import CoveragePhaseData, CoverageScenario
from schemathesis.specs.openapi.checks import (
    allow_header_conformance,
    content_type_conformance,
    ensure_resource_availability,
    missing_required_header,
    negative_data_rejection,
    positive_data_acceptance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
    unsupported_method,
    use_after_free,
)

from api import create_app
from api.config import Config
from api.http.serving import services_of
from api.i18n.free_text import normalize, problems_of
from api.play.store import game_key, seqs_key
from api.portals.listing import decode_cursor
from api.schemas.common import CLOCK_FIELDS, TUTORIAL_FIELDS
from engine.biblios.actions import ACTION_FIELDS as BIBLIOS_FIELDS
from engine.game1347.actions import ACTION_FIELDS as FIELDS_1347
from support.redis_server import RedisServer
from tests.api.helpers import Api, act, bearer, choose, create_game, make_deck, play
from tests.depth import QUICK, examples

#: Each action type's fields, by name, as the engine declares them (engine.Field).
ACTION_FIELDS = {kind: tuple(f.name for f in specs) for kind, specs in BIBLIOS_FIELDS.items()}
ACTION_FIELDS_1347 = {kind: tuple(f.name for f in specs) for kind, specs in FIELDS_1347.items()}
OPTIONAL_FIELDS_1347 = frozenset(
    f.name for specs in FIELDS_1347.values() for f in specs if not f.required
)


SEED = 20240517
#: Per operation, in the fuzzing phase (the coverage phase adds its own cases). 300 took a third
#: more CPU, and the 18 lines of engine/ and api/ only they reached here the suite reaches in
#: other tests (docs/testing-log.md, "Schemathesis at 150 examples").
MAX_EXAMPLES = examples(150)
STATEFUL_SCENARIOS = examples(50)
STATEFUL_STEPS = 25

# A schema-valid request can still be refused for the game's sake: a seat token that is not the
# game's (401), a game that does not exist (404), a version that moved (412), a rule (422).
ACCEPTED_FOR_VALID_DATA = ["2xx", "304", "401", "404", "409", "412", "422", "429"]
# Invalid data is refused: Schemathesis's own list, and 413 (a body too large is refused before
# it is read: an invalid one, made long by its invalid lists, among them).
REFUSALS_OF_INVALID_DATA = [
    "400",
    "401",
    "403",
    "404",
    "405",
    "406",
    "409",
    "413",
    "415",
    "422",
    "428",
    "429",
    "5xx",
]


def crosses_a_field_rule(case: Case) -> bool:
    """Whether the body breaks a rule between fields that the document states in words only:
    one name (or seat) per player, names or seats but not both, no external id for a bot's
    seat, a client seed only with a seed the server draws, a tutorial with nothing of its own
    (players, seats, deal, options), `turn_seconds` or `clock` and each
    clock type with exactly its fields; 1347's `buildings` with the
    `custom` variant and only with it; an action carries exactly the fields of its type
    (1347's list fields may be left out)."""
    body = case.body if isinstance(case.body, dict) else None
    if body is None:
        return False
    if case.path == "/v1/games":
        names, seats, players = body.get("names"), body.get("seats"), body.get("players")
        game_1347 = body.get("game") == "1347"
        if "client_seed" in body and ("seed" in body or "deck" in body):
            return True
        if body.get("tutorial") is True and set(body) - set(TUTORIAL_FIELDS):
            return True  # a tutorial has its own players, seats and deal
        clock = body.get("clock")
        if "turn_seconds" in body and "clock" in body:
            return True
        if isinstance(clock, dict) and clock.get("type") in CLOCK_FIELDS:
            given = set(clock) - {"type", "start_grace_seconds"}
            if given != set(CLOCK_FIELDS[clock["type"]]):
                return True
        if game_1347 and (body.get("variant") == "custom") != ("buildings" in body):
            return True
        if isinstance(seats, list):
            bots_with_ids = any(
                isinstance(s, dict) and "bot" in s and "external_id" in s for s in seats
            )
            most = 5 if game_1347 else 4
            wrong_count = not 2 <= len(seats) <= most or players not in (None, len(seats))
            return names is not None or wrong_count or bots_with_ids
        return players is None or (isinstance(names, list) and len(names) != players)
    if case.path.endswith("/actions"):
        kind = body.get("type")
        given = set(body) - {"type"}
        if isinstance(kind, str) and kind in ACTION_FIELDS_1347:
            allowed = set(ACTION_FIELDS_1347[kind])
            return not given <= allowed or not allowed - OPTIONAL_FIELDS_1347 <= given
        wanted = set(ACTION_FIELDS.get(kind, ())) if isinstance(kind, str) else set()
        return given != wanted
    return False


def breaks_a_text_rule(case: Case) -> bool:
    """Whether a string of the body or query is a client text the API refuses by the rules the
    document states in words (``api.i18n.free_text``: something visible, no control characters,
    no bidirectional overrides, no piled-up accents)."""

    def strings(value: Any) -> Iterator[str]:
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for item in value.values():
                yield from strings(item)
        elif isinstance(value, list):
            for item in value:
                yield from strings(item)

    given = [case.body if isinstance(case.body, dict | list) else None, case.query or {}]
    return any(problems_of(normalize(text)) for text in strings(given))


def foreign_cursor(case: Case) -> bool:
    """Whether the listing's ``cursor`` is not one the API hands out (it is opaque: a client
    sends back a ``next_cursor`` as it was given)."""
    cursor = (case.query or {}).get("cursor")
    return isinstance(cursor, str) and decode_cursor(cursor) is None


def integral_float(case: Case) -> bool:
    """Whether the body holds an integer written as a number with a fraction (``4.0``):
    JSON Schema 2020-12 (OpenAPI 3.1) counts it an integer, the API wants a JSON integer
    (``StrictInteger``: ``4``)."""

    def floats(value: Any) -> Iterator[float]:
        if isinstance(value, float):
            yield value
        elif isinstance(value, dict):
            for item in value.values():
                yield from floats(item)
        elif isinstance(value, list):
            for item in value:
                yield from floats(item)

    return any(number.is_integer() for number in floats(case.body))


def another_games_action(case: Case, response: Any) -> bool:
    """Whether an action of one game was sent (to act, or for a preview) to a game of another
    (the document's ``Action`` is every game's; each game takes its own types: a 400 on
    ``type``)."""
    kind = case.body.get("type") if isinstance(case.body, dict) else None
    if not case.path.endswith(("/actions", "/preview")) or not isinstance(kind, str):
        return False
    if kind not in ALL_ACTION_TYPES:
        return False
    try:
        errors = response.json().get("errors") or {}
    except ValueError:
        return False
    return "type" in errors


ALL_ACTION_TYPES = {*ACTION_FIELDS, *ACTION_FIELDS_1347}


def valid_data_is_accepted(ctx: Any, response: Any, case: Case) -> bool | None:
    """``positive_data_acceptance``, except for a 400 on a rule stated in words only."""
    if response.status_code == 400 and (
        crosses_a_field_rule(case)
        or breaks_a_text_rule(case)
        or foreign_cursor(case)
        or integral_float(case)
        or another_games_action(case, response)
    ):
        return None
    return positive_data_acceptance(ctx, response, case)


# The contract checks in this order: 404 unknown game, 413, 400 malformed body, then 401.
_ANSWERED_BEFORE_THE_TOKEN = {"game_not_found", "payload_too_large", "invalid_request"}


def token_required(ctx: Any, response: Any, case: Case) -> bool | None:
    """``missing_required_header`` (no seat token: 401), except where the contract's order
    answers first: an unknown game (404), a body too large (413) or malformed (400)."""
    if response.status_code in (400, 404, 413):
        try:
            code = response.json().get("code")
        except ValueError:
            code = None
        if code in _ANSWERED_BEFORE_THE_TOKEN:
            return None
    return missing_required_header(ctx, response, case)


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
    negative_data_rejection,
    valid_data_is_accepted,
    unsupported_method,  # 405 with Allow for a method the document does not list
    allow_header_conformance,
    token_required,
]


def st_config() -> schemathesis.Config:
    return schemathesis.Config.from_dict(
        {
            "seed": SEED,
            # A game's live stream ends only with the game: read its first event, then hang up.
            "max-stream-events": 1,
            "generation": {
                "mode": "all",
                "max-examples": MAX_EXAMPLES,
                "deterministic": True,
                "database": "none",
            },
            "phases": {
                "examples": {"enabled": False},
                # Values taken from earlier responses (random ids, tokens) would make runs differ:
                # the pool gives the real ids and tokens instead.
                "coverage": {"enabled": True, "extra-data-sources": {"responses": False}},
                "fuzzing": {
                    "enabled": True,
                    "extra-data-sources": {"responses": False},
                    "error-feedback": {"enabled": False},
                },
                "stateful": {"enabled": True, "max-steps": STATEFUL_STEPS},
            },
            "checks": {
                "positive_data_acceptance": {"expected-statuses": ACCEPTED_FOR_VALID_DATA},
                "negative_data_rejection": {"expected-statuses": REFUSALS_OF_INVALID_DATA},
            },
        }
    )


# ----- the pool of games ------------------------------------------------------------------------


@dataclass
class PoolGame:
    label: str  # stands for the id (random) where a case is hashed
    id: str
    tokens: list[str]


@dataclass
class Pool:
    """Real games in various phases, and what the fuzzer needs to act in them."""

    client: Api
    games: list[PoolGame] = field(default_factory=list)  # where generated ids are pointed
    by_id: dict[str, PoolGame] = field(default_factory=dict)  # and those Schemathesis made
    spots: Counter = field(default_factory=Counter)  # (spot of the game, who asked) per request
    statuses: Counter = field(default_factory=Counter)  # (operation, status) per response
    fuzzed: set[str] = field(default_factory=set)  # the tests that ran

    def add(self, game: PoolGame, *, target: bool = True) -> None:
        if target:
            self.games.append(game)
        self.by_id[game.id] = game

    def before(self, case: Case) -> None:
        """Ready ``case`` to be sent: a seed for a game to create, then :meth:`deepen`.

        Schemathesis reuses the ids of the games it creates in later requests; so that runs are
        reproducible those games are too: a creation gets a seed (from the case) unless it has
        one, a clock of an hour at least, and the game is known by the body that created it.
        """
        body = case.body
        negative = case.meta is not None and case.meta.is_negative_at(ParameterLocation.BODY)
        creates = case.path == "/v1/games" and isinstance(body, dict) and not negative
        if creates and "seed" not in body:
            # A seed the server drew (a client seed goes with one) would make the game differ.
            body = {k: v for k, v in body.items() if k != "client_seed"}
            case.body = {**body, "seed": case_digest(case) % 1000}
        if creates and isinstance(case.body.get("turn_seconds"), int):
            # A clock that runs out while Hypothesis replays a scenario would change its outcome.
            case.body = {**case.body, "turn_seconds": max(case.body["turn_seconds"], 3600)}
        self.deepen(case)

    def after(self, case: Case, response: Any) -> None:
        """Count the answer; learn the tokens of a game Schemathesis created."""
        self.statuses[(case.operation.label, response.status_code)] += 1
        if case.path == "/v1/games" and response.status_code == 201:
            created = response.json()
            tokens = [seat["token"] for seat in created["seats"]]
            self.add(PoolGame(f"created from {case.body!r}", created["id"], tokens), target=False)

    def deepen(self, case: Case) -> None:
        """Point ``case`` at a pool game, with a seat token, maybe a legal action.

        The choices come from a generator seeded by the case itself, so a case always gets the
        same treatment. Only the parts Schemathesis generated as valid are replaced, so a
        negative case stays negative.
        """
        if "game_id" not in case.path_parameters:
            return
        game = self.by_id.get(str(case.path_parameters["game_id"]))
        rnd = random.Random(case_digest(case, game))
        meta = case.meta
        negative_path = meta is not None and meta.is_negative_at(ParameterLocation.PATH)
        negative_body = meta is not None and meta.is_negative_at(ParameterLocation.BODY)
        if game is None and not negative_path and rnd.random() < 0.9:
            game = self.games[rnd.randrange(len(self.games))]
            case.path_parameters = {**case.path_parameters, "game_id": game.id}
        if game is None:
            self.spots[("no such game", "")] += 1
            return
        view = self.client.get(f"/v1/games/{game.id}").json
        if meta is not None and meta.is_negative_at(ParameterLocation.HEADER):
            # The generated headers are what the case checks (a required Authorization left
            # out, a malformed If-Match): a token or a version of the pool's would make it valid.
            self.spots[(spot(view), "headers as generated")] += 1
            return
        to_act = view["to_act"][0] if view["to_act"] else None
        roll = rnd.random()
        if to_act is not None and roll < 0.65:
            seat, who = to_act, "seat to act"
        elif roll < 0.85:
            seat, who = rnd.choice([s for s in range(len(game.tokens)) if s != to_act]), "other"
        else:
            seat, who = None, "no token"
        if omits_the_token(case):  # the case checks that no token is a 401: send none
            seat, who = None, "no token"
        headers = {k: v for k, v in (case.headers or {}).items() if k.lower() != "authorization"}
        headers.update(bearer(None if seat is None else game.tokens[seat]))
        if case.path == "/v1/games/{game_id}" and rnd.random() < 0.2:
            headers["If-None-Match"] = f'"{view["version"]}"'
        if case.path.endswith("/actions"):
            headers.update(if_match_header(rnd, view["version"]))
            if seat is not None and seat == to_act and not negative_body:
                own = self.client.get(f"/v1/games/{game.id}", headers=bearer(game.tokens[seat]))
                body, how = action_body(rnd, own.json, case.body)
                if how != "generated":
                    case.body = body
                    who += f", {how}"
        case.headers = headers
        self.spots[(spot(view), who)] += 1


def omits_the_token(case: Case) -> bool:
    """Whether ``case`` is the coverage phase's request without the required Authorization."""
    data = case.meta.phase.data if case.meta is not None else None
    return (
        isinstance(data, CoveragePhaseData)
        and data.scenario == CoverageScenario.MISSING_PARAMETER
        and data.parameter_location == ParameterLocation.HEADER
        and (data.parameter or "").lower() == "authorization"
    )


def spot(view: dict) -> str:
    """Where a game stands, as the pool's labels name it."""
    if view["phase"] == "gift":
        if view["pending_church"] is not None:
            return "church card pending"
        return "gift" if view["to_act"] == [view["active_seat"]] else "taking from public"
    if view["phase"] == "auction":
        return "awaiting payment" if view["auction"]["awaiting_payment"] else "bidding"
    return "over"


def if_match_header(rnd: random.Random, version: int) -> dict[str, str]:
    """No If-Match, the current version, a stale one, or a malformed or odd one."""
    roll = rnd.random()
    if roll < 0.55:
        return {}
    if roll < 0.85:
        return {"If-Match": f'"{version}"'}
    if roll < 0.93:
        return {"If-Match": f'"{max(0, version - 1)}"'}
    return {"If-Match": rnd.choice(['"x"', "*", f'W/"{version}"', f'"9", "{version}"', "-1"])}


def action_body(rnd: random.Random, view: dict, generated: Any) -> tuple[Any, str]:
    """For the seat to act: a legal action (40%), the generated action fitted to its type's
    fields with plausible values (30%: mostly rule violations, 422), or the generated one."""
    roll = rnd.random()
    if roll < 0.4 and view["legal_actions"]:
        return choose(rnd, view), "legal"
    kind = generated.get("type") if isinstance(generated, dict) else None
    if roll >= 0.7 or not isinstance(kind, str) or kind not in ACTION_FIELDS:
        return generated, "generated"
    hand = next(h for h in view["hands"] if h["seat"] == view["seat"])["cards"] or []
    cards = [c["id"] for c in hand + view["public"]] or ["monks-A"]
    plausible = {
        "to": lambda: rnd.choice(["keep", "auction", "public"]),
        "card": lambda: rnd.choice(cards),
        "adjust": lambda: rnd.choice([[], [{"category": "monks", "delta": rnd.choice([-1, 1])}]]),
        "amount": lambda: rnd.randint(-1, 20),
        "cards": lambda: rnd.sample(cards, min(len(cards), rnd.randint(0, 3))),
    }
    body = {"type": kind}
    for name in ACTION_FIELDS[kind]:
        value = generated.get(name)
        body[name] = value if value is not None and rnd.random() < 0.3 else plausible[name]()
    return body, "fitted"


def case_digest(case: Case, game: PoolGame | None = None) -> int:
    """A stable number for what was generated (a known game counts by its label, not its id)."""
    path = dict(case.path_parameters)
    if game is not None:
        path["game_id"] = game.label
    body = None if isinstance(case.body, NotSet) else case.body  # NotSet's repr has an address
    text = repr((case.method, case.path, path, case.query, dict(case.headers or {}), body))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def build_pool(client: Api) -> Pool:
    """Games in every phase: fixed decks for the exact spots, random legal play for the rest."""
    pool = Pool(client)

    def until(label: str, players: int, variant: str, seed: int, done: Any, **fields: Any) -> None:
        for attempt in range(20):
            game = create_game(client, players, variant=variant, seed=seed + attempt, **fields)
            view = play(client, game, random.Random(seed + attempt), stop=done)
            if done(view):
                pool.add(PoolGame(label, game.id, game.tokens))
                return
        raise AssertionError(f"no game reached {label}")

    fresh = create_game(client, 2, seed=1)
    pool.add(PoolGame("gift, first placement (2 players)", fresh.id, fresh.tokens))
    bluff = create_game(client, 4, variant="medieval_bluff", seed=2, names=["a", "b", "c", "d"])
    pool.add(PoolGame("gift, first placement (4 players, bluff)", bluff.id, bluff.tokens))
    church = create_game(client, 2, deck=make_deck(2, ["church-up2-1", "church-updown"]))
    assert act(client, church, 0, {"type": "place", "to": "keep"}).status == 200
    pool.add(PoolGame("church card pending (fixed deck)", church.id, church.tokens))
    until("church card pending", 3, "standard", 10, lambda v: v["pending_church"] is not None)
    until(
        "taking from the public space",
        3,
        "medieval_bluff",
        20,
        lambda v: v["phase"] == "gift" and v["to_act"] != [v["active_seat"]],
    )
    until(
        "auction bidding",
        2,
        "standard",
        30,
        lambda v: v["phase"] == "auction" and not v["auction"]["awaiting_payment"],
    )
    until(
        "auction awaiting payment",
        4,
        "medieval_bluff",
        40,
        lambda v: v["phase"] == "auction" and v["auction"]["awaiting_payment"],
    )
    until("game over", 3, "standard", 50, lambda v: v["phase"] == "over")
    return pool


# ----- fixtures -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def fuzz_app(redis_server: RedisServer) -> Iterator[Flask]:
    """One app on the private Redis for this module (fixed decks allowed)."""
    if not redis_server.is_running():
        redis_server.start()
    redis_server.flushdb()
    app = create_app(
        Config.from_env(
            {
                "REDIS_URL": redis_server.url,
                "BIBLIOS_ALLOW_FIXED_DECK": "1",
                "BIBLIOS_CREATE_RATE_LIMIT": "off",  # the fuzzers create many games
            }
        )
    )
    app.config["TESTING"] = False  # errors go through the handlers, as in production
    yield app
    services_of(app).store.close()


@pytest.fixture(scope="module")
def pool(fuzz_app: Flask) -> Pool:
    return build_pool(Api(fuzz_app.test_client()))


def served_document() -> dict:
    """The document the app serves at ``/v1/openapi.json``; ``test_openapi`` checks that it is
    ``openapi.yaml``. (The app connects to Redis lazily: none is needed to read it.)"""
    app = create_app(Config(redis_url="redis://127.0.0.1:9/0"))
    try:
        return app.test_client().get("/v1/openapi.json").json
    finally:
        services_of(app).store.close()


def lenient_lang(document: dict) -> dict:
    """The document with the ``lang`` query parameter as the server reads it: the document
    gives clients the ``Lang`` enum; the server is lenient beyond it (docs/openapi.md: a
    regional tag is read as its language, any other value of up to 35 characters falls back),
    so a tag that is not in the enum is no "negative data accepted"."""
    for operations in document["paths"].values():
        for operation in operations.values():
            for parameter in operation.get("parameters", []) if isinstance(operation, dict) else ():
                if parameter.get("in") == "query" and parameter.get("name") == "lang":
                    lenient = {"type": "string", "maxLength": 35}
                    parameter["schema"] = {"anyOf": [parameter["schema"], lenient]}
    return document


# Read once at import (an app built for it), for pytest to make one test per operation and for
# the stateful test's linked copy; the calls go to the module's app (on the private Redis)
# through WSGI.
DOCUMENT = lenient_lang(served_document())
schema = schemathesis.openapi.from_dict(copy.deepcopy(DOCUMENT), config=st_config())


# ----- stateless: every operation -----------------------------------------------------------


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    phases=[Phase.explicit, Phase.generate],  # no shrinking: a failure is reported as found
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_conforms(case: Case, fuzz_app: Flask, pool: Pool) -> None:
    pool.before(case)
    response = case.call_and_validate(checks=CHECKS, app=fuzz_app)
    pool.after(case, response)
    pool.fuzzed.add(case.operation.label)


# ----- stateful: follow the links ------------------------------------------------------------

GAME = "#/paths/~1v1~1games~1{game_id}/get"
ACT = "#/paths/~1v1~1games~1{game_id}~1actions/post"
EVENTS = "#/paths/~1v1~1games~1{game_id}~1events/get"


def with_links(document: dict) -> dict:
    """The document with links from each game operation to the others (unless it has some).

    After ``POST /v1/games`` (201) or an action (200), or a view (200), the same game can be
    viewed, acted on and its log read.
    """
    paths = document["paths"]

    def links(game_id: str) -> dict:
        return {
            name: {"operationRef": ref, "parameters": {"path.game_id": game_id}}
            for name, ref in (("View", GAME), ("Act", ACT), ("Events", EVENTS))
        }

    sources = [
        (paths["/v1/games"]["post"], "201", "$response.body#/id"),
        (paths["/v1/games/{game_id}"]["get"], "200", "$response.body#/id"),
        (paths["/v1/games/{game_id}/actions"]["post"], "200", "$request.path.game_id"),
    ]
    if not any("links" in op["responses"][status] for op, status, _ in sources):
        for operation, status, game_id in sources:
            operation["responses"][status]["links"] = links(game_id)
    return document


def test_stateful_link_following(fuzz_app: Flask, pool: Pool, redis_server: RedisServer) -> None:
    document = with_links(copy.deepcopy(DOCUMENT))
    linked = schemathesis.openapi.from_dict(document, config=st_config())
    linked.app = fuzz_app
    storage = redis.Redis.from_url(redis_server.url)
    keys = [key for game in pool.games for key in (game_key(game.id), seqs_key(game.id))]
    snapshot = {key: storage.dump(key) for key in keys}

    class Machine(linked.as_state_machine()):  # type: ignore[misc]
        """Acts like the stateless test, on the games each scenario creates and on the pool's
        (Hypothesis replays scenario prefixes and expects the same outcomes: :meth:`Pool.before`
        sees to it, and each scenario starts from the pool games as they were)."""

        def __init__(self) -> None:
            for key, dumped in snapshot.items():
                storage.restore(key, 0, dumped, replace=True)
            super().__init__()

        def before_call(self, case: Case) -> None:
            pool.before(case)

        def after_call(self, response: Any, case: Case) -> None:
            super().after_call(response, case)
            pool.after(case, response)

        def validate_response(self, response: Any, case: Case, **kwargs: Any) -> None:
            case.validate_response(
                response,
                checks=[*CHECKS, use_after_free, ensure_resource_availability],
                transport_kwargs=kwargs or None,
                recorder=self.recorder,
            )

    statuses_before = sum(pool.statuses.values())
    Machine.run(
        settings=settings(
            max_examples=STATEFUL_SCENARIOS,
            stateful_step_count=STATEFUL_STEPS,
            derandomize=True,
            database=None,
            deadline=None,
            phases=[Phase.generate],
            suppress_health_check=list(HealthCheck),
        )
    )
    assert sum(pool.statuses.values()) > statuses_before + STATEFUL_SCENARIOS
    pool.fuzzed.add("stateful")


# ----- did it go deep? --------------------------------------------------------------------


def test_the_fuzzers_reached_deep_states(pool: Pool) -> None:
    """Runs after the fuzzers (file order): they acted as the seat to act in every phase, and
    got every kind of answer, successes included (not only 400s and 401s)."""
    if len(pool.fuzzed) < len(list(schema.get_all_operations())) + 1:
        pytest.skip("the fuzzers did not all run in this session")
    if QUICK:  # its bounds count the whole suite's examples (tests/depth.py)
        pytest.skip("the quick loop runs a tenth of the fuzzers' examples")
    acted = {spot for spot, who in pool.spots if who.startswith("seat to act")}
    assert acted >= {"gift", "church card pending", "taking from public", "bidding"}, pool.spots
    assert "awaiting payment" in acted, pool.spots
    legal = {spot for spot, who in pool.spots if who.endswith("legal")}
    assert legal >= {"gift", "taking from public", "bidding"}, pool.spots
    assert any(spot == "over" for spot, _ in pool.spots), pool.spots

    def answers(operation: str) -> Counter:
        return Counter({s: n for (op, s), n in pool.statuses.items() if op == operation})

    actions = answers("POST /v1/games/{game_id}/actions")
    assert actions[200] >= 30 and actions[422] >= 30 and actions[412] >= 5, actions
    assert actions[400] and actions[401] and actions[404] and actions[405], actions
    view = answers("GET /v1/games/{game_id}")
    assert view[200] >= 100 and view[304] and view[400] and view[404], view
    assert answers("GET /v1/games/{game_id}/events")[200] >= 100
    created = answers("POST /v1/games")
    # Most generated bodies break a rule between fields (one name per player...): a few create.
    assert created[201] >= 5 and created[400] and created[422], created
