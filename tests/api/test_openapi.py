"""openapi.yaml is what the code generates, is served, and documents the real responses.

Every response of a few games played here (views, action responses, events, creation, problems
of every documented status, health) is validated against the schema the document gives for its
path, method, status and content type, with ``jsonschema``. Objects are validated strictly
(no undocumented field), so the document has to name everything the API sends.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from flask import Flask

from api.i18n import SUPPORTED
from api.schemas.examples import action_examples
from engine import get_game
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    DocumentCheck,
    Reply,
    _json_validator,
    act,
    bearer,
    committed_document,
    create_game,
    if_match,
    make_deck,
    play,
    strict_schema,
)
from tests.engine.export_games import Plan
from tests.engine.export_games import play as play_plan

ROOT = Path(__file__).resolve().parents[2]
REF_EVENT = "#/components/schemas/Event"


def generated_spec(app: Flask) -> dict:
    api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    return api.spec.to_dict()


def committed_spec() -> dict:
    return committed_document()


def test_openapi_yaml_is_what_the_code_generates(app: Flask) -> None:
    assert committed_spec() == generated_spec(app), "run `make openapi` and commit openapi.yaml"


def test_a_request_runs_the_route_s_own_view_not_the_documentation_wrappers(app: Flask) -> None:
    """``route`` and ``documented`` (api/http/reading.py): flask-smorest documents each route
    from its decorators, and the endpoint runs the view itself, without their wrappers."""
    from api.http.routes import games as game_routes

    assert app.view_functions["games.act"] is game_routes.act
    api_endpoints = [e for e in app.view_functions if e.split(".")[0] in {"games", "reference"}]
    assert len(api_endpoints) > 10
    wrapped = [e for e, view in app.view_functions.items() if hasattr(view, "__wrapped__")]
    assert wrapped == []
    operations = generated_spec(app)["paths"]["/v1/games/{game_id}/actions"]["post"]
    assert {"200", "409", "412"} <= set(operations["responses"])  # documented all the same


@pytest.mark.slow  # a process building the app (test_openapi_yaml_is_what_the_code_generates
# checks the same document in-process)
def test_openapi_cli_writes_the_committed_document(
    tmp_path: Path, redis_server: RedisServer
) -> None:
    out = tmp_path / "openapi.yaml"
    flask = Path(sys.executable).with_name("flask")
    env = {**os.environ, "REDIS_URL": redis_server.url}
    subprocess.run(
        [str(flask), "--app", "api:create_app()", "openapi", "write", "--format=yaml", str(out)],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        timeout=60,
    )
    assert yaml.safe_load(out.read_text()) == committed_spec()


def test_the_document_and_the_docs_page_are_served(client: Api, app: Flask) -> None:
    served = client.get("/v1/openapi.json")
    assert served.status == 200 and served.content_type == "application/json"
    assert served.json == generated_spec(app) == committed_spec()
    docs = client.get("/v1/docs")
    assert docs.status == 200 and docs.content_type == "text/html"
    assert b"swagger" in docs.body.lower() and b"/v1/openapi.json" in docs.body


def test_the_document_names_the_contract() -> None:
    spec = committed_spec()
    paths = spec["paths"]
    for path, method in [
        ("/v1/games", "post"),
        ("/v1/games/{game_id}", "get"),
        ("/v1/games/{game_id}/actions", "post"),
        ("/v1/games/{game_id}/events", "get"),
        ("/v1/catalog/biblios", "get"),
        ("/v1/rules/biblios", "get"),
        ("/v1/health", "get"),
    ]:
        assert method in paths[path], (path, method)
    act_responses = paths["/v1/games/{game_id}/actions"]["post"]["responses"]
    assert {"200", "400", "401", "404", "409", "412", "413", "422", "429", "503"} <= set(
        act_responses
    )
    assert "304" in paths["/v1/games/{game_id}"]["get"]["responses"]
    assert spec["components"]["securitySchemes"]["seatToken"]["scheme"] == "bearer"


# ----- response conformance --------------------------------------------------------------------


class ValidatingApi(Api):
    """An ``Api`` whose every reply is validated against ``spec`` strictly: its status must be
    listed by the operation (not only covered by ``default``)."""

    def __init__(self, flask_client: Any, spec: dict) -> None:
        super().__init__(flask_client, check=False)
        self.spec = spec
        self.document = DocumentCheck(spec)
        self.checked: list[tuple[str, str, int]] = []

    def request(self, method: str, path: str, **kwargs: Any) -> Reply:
        reply = super().request(method, path, **kwargs)
        template = self.document.check(method, path, reply, strict=True)
        if template is not None and reply.body:
            self.checked.append((method.lower(), template, reply.status))
        return reply


@pytest.fixture
def checked(app: Flask) -> ValidatingApi:
    return ValidatingApi(app.test_client(), generated_spec(app))


@pytest.mark.parametrize(("players", "variant"), [(2, "medieval_bluff"), (3, "standard")])
def test_every_game_response_conforms_to_the_document(
    checked: ValidatingApi, players: int, variant: str
) -> None:
    game = create_game(checked, players, variant=variant, seed=31 + players)
    polled = 0

    def also_read(step: Any) -> None:
        nonlocal polled
        if step.version % 10 == 0:
            for seat in (None, *range(players)):
                token = None if seat is None else game.tokens[seat]
                checked.get(game.path, headers=bearer(token), query={"lang": "fr"})
                log = checked.get(
                    game.path + "/events", headers=bearer(token), query={"after": polled}
                )
                polled = max(polled, *(e["seq"] for e in log.json["events"]), 0)

    play(checked, game, random.Random(players), on_step=also_read)

    for seat in (None, *range(players)):
        token = None if seat is None else game.tokens[seat]
        checked.get(game.path, headers=bearer(token))
        checked.get(game.path + "/events", headers=bearer(token))
    statuses = {(m, t, s) for m, t, s in checked.checked}
    assert ("post", "/v1/games", 201) in statuses
    assert ("post", "/v1/games/{game_id}/actions", 200) in statuses
    assert ("get", "/v1/games/{game_id}/events", 200) in statuses


def test_every_problem_and_reference_response_conforms(
    checked: ValidatingApi, make_app: Callable[..., Flask]
) -> None:
    game = create_game(checked, 2, deck=make_deck(2, ["church-up2-1"]))
    path = game.path + "/actions"
    checked.get(game.path, headers={"If-None-Match": '"0"'})  # 304, no body
    checked.post("/v1/games", {"game": "biblios", "players": 9})  # 400
    checked.post("/v1/games", {"game": "biblios", "players": 2, "first_seat": 7})  # 422
    checked.request("POST", "/v1/games", data="x" * 20000, content_type="application/json")
    checked.get(game.path, headers=bearer("A" * 43))  # 401
    checked.get("/v1/games/nosuchgame1")  # 404
    checked.get(game.path + "/events", query={"after": "x"})  # 400
    checked.post(path, {"type": "pass"})  # 401
    checked.post(path, {"type": "pass"}, headers={**bearer(game.tokens[0]), **if_match(4)})
    assert act(checked, game, 0, {"type": "place", "to": "keep"}).status == 200
    act(checked, game, 0, {"type": "church", "adjust": [{"category": "monks", "delta": 3}]})
    act(checked, game, 1, {"type": "pass"})  # 422 with params
    act(checked, game, 0, {"type": "bid"})  # 400 with errors
    for reference in ("/v1/catalog/biblios", "/v1/rules/biblios", "/v1/health"):
        for lang in ("en", "es", "fr", "ru"):
            checked.get(reference, query={"lang": lang} if "health" not in reference else None)
    limited = ValidatingApi(make_app(BIBLIOS_RATE_LIMIT="1/minute").test_client(), checked.spec)
    limited.get(game.path)
    limited.get(game.path)  # 429
    statuses = {s for _, _, s in checked.checked + limited.checked}
    assert {200, 201, 400, 401, 404, 412, 413, 422, 429} <= statuses, statuses


def test_503_responses_conform(durable_app: Flask, durable_redis: RedisServer) -> None:
    checked = ValidatingApi(durable_app.test_client(), generated_spec(durable_app))
    game = create_game(checked, 2, seed=1)
    durable_redis.stop()
    try:
        checked.get(game.path)
        checked.get(game.path + "/events")
        checked.post(game.path + "/actions", {"type": "pass"}, headers=bearer(game.tokens[0]))
        checked.post("/v1/games", {"game": "biblios", "players": 2})
        checked.get("/v1/health")
    finally:
        durable_redis.start()
    assert sum(s == 503 for _, _, s in checked.checked) == 5


# ----- examples ------------------------------------------------------------------------------


def examples_of(spec: dict) -> list[tuple[str, dict, Any]]:
    """(where, schema, value) of every example of a request body or parameter."""
    found = []
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            content = (operation.get("requestBody") or {}).get("content", {})
            for ctype, media in content.items():
                for name, example in (media.get("examples") or {}).items():
                    found.append((f"{method} {path} {ctype} {name}", media["schema"], example))
    return found


def test_every_example_is_valid() -> None:
    spec = committed_spec()
    found = examples_of(spec)
    assert len(found) >= 5
    check = DocumentCheck(spec)
    for where, schema, example in found:
        validator = jsonschema.Draft202012Validator(
            {**strict_schema(schema), "components": check.components}
        )
        errors = list(validator.iter_errors(example["value"]))
        assert not errors, (where, errors)


def test_the_played_examples_are_the_same_each_time_and_never_shared() -> None:
    """The action examples' seeded games are played once per process: each call still gets the
    same examples, in dicts of its own (an app that changed its copy changes no other app's)."""
    for game_id in ("biblios", "1347"):
        first = action_examples(get_game(game_id))
        second = action_examples(get_game(game_id))
        assert first == second and len(first) >= 2
        name, value = next(iter(first.items()))
        assert name.startswith(f"{game_id}_") and value is not second[name]
        value["type"] = "changed"
        assert action_examples(get_game(game_id))[name]["type"] != "changed"


#: The learning operations (play-contract, "Learning"): each documents its answer by example.
LEARNING = {
    ("post", "/v1/games/{game_id}/hint"),
    ("get", "/v1/games/{game_id}/replay"),
    ("post", "/v1/replays"),
    ("post", "/v1/games/{game_id}/review"),
    ("get", "/v1/games/{game_id}/review"),
}


def test_every_answers_example_is_valid_and_every_learning_operation_has_one() -> None:
    spec = committed_spec()
    check = DocumentCheck(spec)
    exemplified = set()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            for status, response in operation["responses"].items():
                for media in response.get("content", {}).values():
                    values = [e["value"] for e in (media.get("examples") or {}).values()]
                    values += [media["example"]] if "example" in media else []
                    validator = jsonschema.Draft202012Validator(
                        {**strict_schema(media["schema"]), "components": check.components}
                    )
                    for value in values:
                        errors = list(validator.iter_errors(value))
                        assert not errors, (method, path, status, errors)
                        exemplified.add((method, path))
    assert not LEARNING - exemplified, LEARNING - exemplified
    bodies = {where.split(" ")[1] for where, _, _ in examples_of(spec) if "/replays" in where}
    assert bodies == {"/v1/replays"}


def test_try_it_out_creates_a_game_with_the_default_body(client: Api) -> None:
    """Swagger UI's "Try it out" sends the first example: it creates a game."""
    operation = committed_spec()["paths"]["/v1/games"]["post"]
    examples = operation["requestBody"]["content"]["application/json"]["examples"]
    for example in examples.values():
        reply = client.post("/v1/games", example["value"])
        assert reply.status == 201, reply


def test_a_wrong_action_is_not_an_action() -> None:
    """The issue's example: a `pass` with a bid's and a placement's fields is no action."""
    spec = committed_spec()
    check = DocumentCheck(spec)
    validator = jsonschema.Draft202012Validator(
        {"$ref": "#/components/schemas/Action", "components": check.components}
    )
    assert not validator.is_valid({"type": "pass", "amount": 3, "to": "keep"})
    assert validator.is_valid({"type": "pass"})
    assert validator.is_valid({"type": "supply", "row": 1, "look": []})
    assert validator.is_valid({"type": "resign"})


# ----- events: one member of the `Event` union per type ----------------------------------------

EVENT_PLANS = [
    Plan(game="biblios", players=2, variant="medieval_bluff", bots=[None, "random"], seed=3),
    Plan(game="biblios", players=2, bots=[None, "random"], hint_rate=0.2, seed=5),  # hint_given
    Plan(
        game="biblios",
        players=4,
        bots=[None, None, "greedy", None],
        timeout_rate=0.1,
        resign=(1, 25),
        choices=4,
    ),
    Plan(game="biblios", players=3, taken_over=2, reclaim_at=10, choices=5, seed=7),
    Plan(game="1347", players=2, options={"guard_tower": True}, timeout_rate=0.05, seed=11),
    Plan(
        game="1347",
        players=4,
        variant="mixed",
        options={"plague_spares_fewest_rats": True},
        bots=[None, "random", None, "greedy"],
        resign=(3, 40),
        choices=2,
    ),
    Plan(game="1347", players=5, variant="one_type_per_class", taken_over=4, choices=8),
    *(Plan(game="1347", players=5, variant="mixed", choices=n, seed=n) for n in range(4)),
]
"""Seeded (reproducible) games that emit every event type between them."""


def test_every_event_the_engine_emits_is_its_type_member() -> None:
    """Whole games (both games, bots, timeouts, take-overs, resignations, hints): every event,
    as each seat and a spectator see it during the game and as everyone sees it once over, is valid
    against the `Event` union (strictly), matches exactly one member, the one its `type` maps
    to; every documented type has a sentence in its game's texts."""
    from api.games import serve
    from api.schemas.openapi import event_types

    spec = committed_spec()
    schemas = spec["components"]["schemas"]
    mapping = schemas["Event"]["discriminator"]["mapping"]
    assert set(mapping) <= set(event_types(serve()))
    components = DocumentCheck(spec).components
    union = _json_validator({"$ref": REF_EVENT, "components": components})
    members = {
        target: _json_validator({"$ref": target, "components": components})
        for target in set(mapping.values())
    }
    seen: set[str] = set()
    checked: set[str] = set()
    for plan in EVENT_PLANS:
        table, _ = play_plan(dataclasses.replace(plan, mode="seeded"))
        events = table.replay()[1]
        for reveal in (False, True):
            for seat in (None, *range(plan.players)):
                for event in events:
                    shown = {**event.visible_to(seat, reveal), "text": "-", "seq": 1}
                    key = json.dumps(shown, sort_keys=True)
                    if key in checked:
                        continue
                    checked.add(key)
                    # oneOf: exactly one member holds it; this one, the type's
                    assert union.is_valid(shown), (plan, seat, shown)
                    assert members[mapping[event.type]].is_valid(shown), (shown, event.type)
                    seen.add(event.type)
    assert seen == set(mapping), f"never emitted here: {sorted(set(mapping) - seen)}"


# ----- exports: one member of the `ExportDocument` union per game ------------------------------

REF_EXPORT = "#/components/schemas/ExportDocument"


def _custom_buildings() -> dict[str, int]:
    """A valid ``custom`` selection (P14): 3 and 2 copies of each class's two types."""
    from engine.game1347.buildings import BUILDING_TYPES

    return {name: 3 if t % 2 == 0 else 2 for t, name in enumerate(BUILDING_TYPES)}


def _export_plans() -> list[Plan]:
    from engine.game1347.setup import VARIANTS as VARIANTS_1347
    from tests.engine.export_games import biblios_deck

    plans = [dataclasses.replace(plan, mode="seeded") for plan in EVENT_PLANS]
    plans += [
        Plan(game="biblios", players=2, variant="medieval_bluff", resign=(0, 3), seed=4),
        Plan(game="biblios", players=4, first_seat=3, timeout_rate=0.2, taken_over=1),
        Plan(game="biblios", players=3, mode="fixed_deck", options={"deck": biblios_deck(3, 8)}),
        Plan(game="1347", players=3, bots=[None, "greedy", "random"], resign=(0, 10)),
        Plan(game="1347", players=2, options={"plague_spares_fewest_rats": False}, seed=9),
    ]
    for players in range(2, 6):
        for n, variant in enumerate(VARIANTS_1347):
            options = {"buildings": _custom_buildings()} if variant == "custom" else {}
            if players == 2 and n % 2:
                options["guard_tower"] = True
            plans.append(
                Plan(
                    game="1347",
                    players=players,
                    variant=variant,
                    options=options,
                    mode="seeded" if n % 2 else "committed",
                    seed=players * 10 + n,
                    choices=n,
                    taken_over=players - 1 if n == 3 else None,
                    resign=(0, 30) if n == 2 else None,
                )
            )
    return plans


def test_every_export_is_its_game_member() -> None:
    """Finished games of both games (bots, timeouts, take-overs, resignations, every 1347
    variant and player count, Biblios's fixed deck): each export document is valid against the
    `ExportDocument` union (strictly), matches exactly one member, the one its `game` maps to,
    whose `result` is typed to the last field."""
    from tests.engine.export_games import exported

    spec = committed_spec()
    schemas = spec["components"]["schemas"]
    mapping = schemas["ExportDocument"]["discriminator"]["mapping"]
    assert mapping == {
        "biblios": "#/components/schemas/GameExportBiblios",
        "1347": "#/components/schemas/GameExport1347",
    }
    for target in mapping.values():
        member = schemas[target.rsplit("/", 1)[1]]
        assert member["additionalProperties"] is False
        assert member["properties"]["result"]["$ref"].startswith("#/components/schemas/Export")
    components = DocumentCheck(spec).components
    union = _json_validator({"$ref": REF_EXPORT, "components": components})
    members = {
        target: _json_validator({"$ref": target, "components": components})
        for target in set(mapping.values())
    }
    seen: set[tuple[str, int, str]] = set()
    statuses: set[str] = set()
    for plan in _export_plans():
        document, _ = exported(plan)
        document = json.loads(json.dumps(document))  # as the wire carries it
        errors = [e.message for e in members[mapping[document["game"]]].iter_errors(document)]
        assert not errors, (plan, errors[:3])
        assert union.is_valid(document), plan
        for other, validator in members.items():
            if other != mapping[document["game"]]:
                assert not validator.is_valid(document)
        assert not isinstance(document["result"]["seats"][0]["seat"], bool)
        seen.add((document["game"], document["players"], document["variant"]))
        statuses |= {s["status"] for s in document["result"]["seats"]}
    assert {(p, v) for g, p, v in seen if g == "1347"} >= {
        (p, v) for p in range(2, 6) for v in ("first_game", "one_type_per_class", "mixed", "custom")
    }
    assert statuses == {"playing", "resigned", "taken_over"}
    # a field the engine does not send is refused: the result is closed
    document, _ = exported(Plan(game="biblios", players=2, mode="seeded"))
    document["result"]["seats"][0]["name"] = "Ana"
    assert not union.is_valid(document)
    document, _ = exported(Plan(game="1347", players=2, mode="seeded"))
    document["result"]["reveal"]["extra"] = []
    assert not union.is_valid(document)


@pytest.mark.slow  # a whole game validated (test_every_export_is_its_game_member checks exports)
def test_an_export_over_http_is_its_game_member(checked: ValidatingApi) -> None:
    """The export answer itself (validated against the document by ``ValidatingApi``)."""
    game = create_game(checked, 2, seed=5)
    play(checked, game, random.Random(5))
    reply = checked.get(game.path + "/export")
    assert reply.status == 200
    assert reply.json["game"] == "biblios"
    assert ("get", "/v1/games/{game_id}/export", 200) in checked.checked


def test_a_plugin_game_without_an_export_schema_gets_the_generic_member(
    make_app: Callable[..., Flask],
) -> None:
    """Nim's edge declares no ``export_schema``: its exports are ``OtherGameExport`` (a
    free-form result, its options any other keys), told apart by `game` all the same."""
    from api import games
    from tests.engine.export_games import exported
    from tests.games.nim.edge import EDGE

    games.register(EDGE)
    try:
        spec = generated_spec(make_app())
        document, _ = exported(Plan(game="nim", players=2, mode="seeded", bots=[None, "random"]))
    finally:
        games.unregister("nim")
    schemas = spec["components"]["schemas"]
    mapping = schemas["ExportDocument"]["discriminator"]["mapping"]
    assert mapping["nim"] == "#/components/schemas/OtherGameExport"
    assert schemas["OtherGameExport"]["properties"]["game"]["enum"] == ["nim"]
    components = DocumentCheck(spec).components
    union = _json_validator({"$ref": REF_EXPORT, "components": components})
    assert union.is_valid(json.loads(json.dumps(document)))
    assert not union.is_valid({**document, "game": "biblios"})


def test_a_plugin_games_catalog_is_documented_from_its_declaration(
    make_app: Callable[..., Flask],
) -> None:
    """Nim's edge writes no catalog schema: the document's ``CatalogNim`` is derived from its
    engine's ``catalog_fields`` and the texts its vocabulary gives each entry, and its
    catalog in every language is valid against it (and not without a text)."""
    from api import games
    from tests.games.nim.edge import EDGE

    games.register(EDGE)
    try:
        app = make_app()
        spec = generated_spec(app)
        client = app.test_client()
        catalogs = [client.get(f"/v1/catalog/nim?lang={lang}").json for lang in SUPPORTED]
    finally:
        games.unregister("nim")
    answer = spec["paths"]["/v1/catalog/nim"]["get"]["responses"]["200"]
    ref = answer["content"]["application/json"]["schema"]["$ref"]
    assert ref == "#/components/schemas/CatalogNim"
    schema = spec["components"]["schemas"]["CatalogNim"]
    assert set(schema["properties"]) >= {"max_take", "default_stones", "variants"}
    validator = _json_validator({"$ref": ref, "components": DocumentCheck(spec).components})
    for catalog in catalogs:
        assert validator.is_valid(catalog), catalog
    names = {catalog["variants"][0]["name"] for catalog in catalogs}
    assert len(names) == len(SUPPORTED)  # localized
    del catalogs[0]["variants"][0]["name"]
    assert not validator.is_valid(catalogs[0])
