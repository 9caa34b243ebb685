"""The problems' parameters in the OpenAPI document (``ProblemParams``) hold to the code.

Each problem code with parameters has its typed ``<Code>ProblemParams``
(``api.schemas.openapi``), made from one table per place:
``api.schemas.common.API_PROBLEMS`` (the API's codes and those every game shares) and each
game's ``PROBLEMS`` (its edge's ``problem_docs``). Here an AST scan of ``engine/`` and ``api/``
finds every ``RuleViolation("code", name=...)``, ``Refused("code", {"name": ...})`` and
``Problem(status, "code", {"name": ...})`` and holds the tables to them: per code (and per game
for a game's own codes), the parameters documented are exactly those sent, required where every
call sends them; a code raised without parameters is in no table; every code raised is a
documented `code`. Then real answers: every problem the HTTP tests receive is checked against
its code's params (``tests.api.helpers.DocumentCheck``), and here a few of each kind.
"""

from __future__ import annotations

import ast
import functools
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from tests.api.helpers import (
    Api,
    DocumentCheck,
    act,
    bearer,
    built_edge,
    committed_document,
    create_game,
)

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("engine", "api")


@dataclass(frozen=True)
class Raised:
    """One call that raises a problem: where, whose code (a game's id; ``""``: none's), the
    code and the names of the parameters it sends."""

    where: str
    scope: str
    code: str
    params: frozenset[str]


def game_dirs() -> dict[Path, str]:
    """The folders of each served game's code: its engine package and its edge."""
    from api.games import edge_module
    from engine.registry import INSTALLED

    dirs: dict[Path, str] = {}
    for game_id in INSTALLED:
        module = edge_module(game_id)
        edge = built_edge(game_id)
        engine_package = ".".join(type(edge.game).__module__.split(".")[:2])
        dirs[ROOT.joinpath(*engine_package.split("."))] = game_id
        dirs[ROOT.joinpath(*module.split("."))] = game_id
    return dirs


def _names(node: ast.expr) -> frozenset[str] | None:
    """The keys of a dict literal of string keys; None when it is not one."""
    if not isinstance(node, ast.Dict) or not all(
        isinstance(key, ast.Constant) and isinstance(key.value, str) for key in node.keys
    ):
        return None
    return frozenset(key.value for key in node.keys)  # type: ignore[union-attr]


def _argument(call: ast.Call, position: int, name: str) -> ast.expr | None:
    if len(call.args) > position:
        return call.args[position]
    return next((kw.value for kw in call.keywords if kw.arg == name), None)


@functools.cache  # parsing every module of engine/ and api/: once per test process
def raised() -> tuple[Raised, ...]:
    """Every ``RuleViolation``, ``Refused`` and ``Problem`` made in ``engine/`` and ``api/``
    with its code written out; the others (``broke_a_rule``'s, ``refused``'s, the HTTP
    exceptions') must pass a code and params made elsewhere: a ``RuleViolation``'s or a
    refusal's, or none."""
    dirs = game_dirs()
    found: list[Raised] = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            scope = next((game for folder, game in dirs.items() if folder in path.parents), "")
            for call in ast.walk(ast.parse(path.read_text(), str(path))):
                if not isinstance(call, ast.Call):
                    continue
                func = call.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                where = f"{path.relative_to(ROOT)}:{call.lineno}"
                if name == "RuleViolation":
                    code = call.args[0] if call.args else None
                    names: set[str] = set()
                    for keyword in call.keywords:
                        spread = None if keyword.arg else _names(keyword.value)
                        assert keyword.arg or spread is not None, f"{where}: **params unknown"
                        names |= {keyword.arg} if keyword.arg else set(spread or ())
                    params: frozenset[str] | None = frozenset(names)
                elif name in ("Problem", "Refused"):
                    first = 1 if name == "Problem" else 0  # a Problem's status comes first
                    code = _argument(call, first, "code")
                    given = _argument(call, first + 1, "params")
                    if given is None or (isinstance(given, ast.Constant) and given.value is None):
                        params = frozenset()
                    else:
                        params = _names(given)
                        passed = isinstance(given, ast.Attribute) and given.attr == "params"
                        assert params is not None or passed, f"{where}: params not written out"
                else:
                    continue
                if not (isinstance(code, ast.Constant) and isinstance(code.value, str)):
                    # a code made elsewhere: only with a RuleViolation's params, or none
                    assert not params, f"{where}: a computed code with its own params"
                    continue
                assert params is not None or name != "RuleViolation", where
                if params is None:  # a RuleViolation's params passed on with its own code
                    continue
                found.append(Raised(where, scope, code.value, params))
    return tuple(found)


def test_the_scan_finds_the_calls() -> None:
    calls = raised()
    codes = {call.code for call in calls}
    assert {"not_your_turn", "bid_too_low", "invalid_row", "stale_version"} <= codes
    assert {"game_not_found", "unsupported_media_type", "invalid_building_counts"} <= codes
    building = next(call for call in calls if call.code == "invalid_building_counts")
    assert building.params == {"class", "given"} and building.scope == "1347"


def test_every_code_raised_is_documented() -> None:
    from api.games import serve
    from api.schemas.openapi import error_codes

    documented = set(error_codes(serve()))
    missing = {call.where: call.code for call in raised() if call.code not in documented}
    assert not missing, missing


def test_every_code_of_a_games_own_is_in_its_engines_declaration() -> None:
    """A game's own codes are declared by its engine (``Game.violations``, ``()`` for none:
    the document's enum of codes is made from it); the rest of what its folders raise is shared
    (the shared texts' table)."""
    from api.i18n import msgids as texts
    from api.schemas.openapi_fields import base_codes

    shared = base_codes(texts.ERRORS)
    undeclared = {
        call.where: call.code
        for call in raised()
        if call.scope
        and call.code not in built_edge(call.scope).game.violations
        and call.code not in shared
    }
    assert not undeclared, undeclared


def test_the_params_tables_hold_to_the_code_that_raises() -> None:
    """Per code, and per game for a game's own codes: the documented parameters are exactly
    those sent, required where every call sends them."""
    from api.games import serve
    from api.schemas.code_docs import API_PROBLEMS
    from api.schemas.openapi import problem_declarations

    declared: dict[tuple[str, str], dict[str, bool]] = {}
    for code, docs in problem_declarations(serve()).items():
        for scope, schema in docs:
            fields = schema._declared_fields
            declared[(scope, code)] = {
                (field.data_key or name): field.required for name, field in fields.items()
            }
    calls: dict[tuple[str, str], list[Raised]] = defaultdict(list)
    for call in raised():
        scope = "" if call.code in API_PROBLEMS else call.scope
        calls[(scope, call.code)].append(call)
    wrong = []
    for key, found in sorted(calls.items()):
        sent = [call.params for call in found]
        params = declared.get(key, {})
        always = frozenset.intersection(*sent)
        ever = frozenset.union(*sent)
        required = {name for name, needed in params.items() if needed}
        if set(params) != ever or required != always:
            where = ", ".join(call.where for call in found)
            wrong.append(f"{key}: documented {params}, sent {sorted(map(sorted, set(sent)))}")
            wrong[-1] += f" ({where})"
    assert not wrong, "\n".join(wrong)
    never = sorted(key for key in declared if key not in calls)
    assert not never, f"documented, never raised: {never}"


def test_the_document_types_each_code_s_params() -> None:
    spec = committed_document()
    schemas = spec["components"]["schemas"]
    by_code = schemas["ProblemParams"]["properties"]
    assert set(schemas["ProblemParams"]["required"]) == set(by_code)
    assert set(by_code) <= set(schemas["ProblemOut"]["properties"]["code"]["enum"])
    turn = schemas[by_code["not_your_turn"]["$ref"].rsplit("/", 1)[1]]
    # An action refused names the seat; a hint refused, the people the game waits for.
    assert turn["properties"]["waiting_for"]["oneOf"] == [
        {"type": "integer"},
        {"type": "array", "items": {"type": "integer"}},
    ]
    assert turn["required"] == ["waiting_for"] and turn["additionalProperties"] is False
    counts = schemas[by_code["wrong_card_count"]["$ref"].rsplit("/", 1)[1]]
    assert set(counts["properties"]) == {"expected", "given", "min", "max"}
    assert counts["required"] == ["given"]  # the games' own parameters: optional
    link = schemas["ProblemOut"]["properties"]["params"]["x-params-by-code"]
    assert link == "#/components/schemas/ProblemParams"


def test_problems_sent_carry_their_code_s_params(client: Api) -> None:
    """Real answers of each kind, every one checked against its code's params (the checked
    client: ``DocumentCheck.check_problem_params``), and that check refuses wrong params."""
    seen: dict[str, dict] = {}

    def keep(reply: object) -> None:
        body = reply.json  # type: ignore[attr-defined]
        seen[body["code"]] = body.get("params")

    game = create_game(client, 2, seed=3)
    waiting = 1 - game.created["view"]["to_act"][0]
    keep(act(client, game, waiting, {"type": "place", "to": "keep"}))  # not_your_turn
    keep(act(client, game, 1 - waiting, {"type": "place", "to": "keep"}, match=99))  # stale
    keep(client.get("/v1/games/no-such-game"))
    keep(client.post("/v1/games", {"game": "biblios", "players": 2, "first_seat": 5}))
    keep(client.post("/v1/games", {"game": "biblios", "names": ["Ana", "Ana"], "players": 2}))
    keep(client.request("POST", "/v1/games", data="{}", content_type="text/plain"))
    keep(client.post(game.path + "/seats/0/reclaim", {}, headers=bearer(game.tokens[0])))
    keep(client.get(game.path + "/export"))
    game_1347 = create_game(client, 3, game="1347", seed=4)
    actor = game_1347.created["view"]["to_act"][0]
    keep(act(client, game_1347, actor, {"type": "supply", "row": 9, "look": []}))
    assert {
        "not_your_turn",
        "stale_version",
        "game_not_found",
        "invalid_first_seat",
        "duplicate_name",
        "unsupported_media_type",
        "seat_not_taken_over",
        "game_not_over",
        "invalid_row",
    } <= set(seen), seen
    assert seen["invalid_row"]["row"] == 9 and isinstance(seen["invalid_row"]["max"], int)
    assert isinstance(seen["not_your_turn"]["waiting_for"], int)
    check = DocumentCheck(committed_document())
    for wrong in (
        {"code": "not_your_turn", "params": {"waiting_for": "0"}},
        {"code": "not_your_turn", "params": {"waiting_for": ["0"]}},
        {"code": "not_your_turn", "params": {"waiting_for": 0, "seat": 1}},
        {"code": "not_your_turn"},
        {"code": "game_over", "params": {"seat": 1}},
    ):
        try:
            check.check_problem_params(wrong)
        except Exception:  # noqa: BLE001 - jsonschema's or an assertion
            continue
        raise AssertionError(f"accepted: {wrong}")
    check.check_problem_params({"code": "game_over"})


def test_every_operation_documents_its_problems_alike() -> None:
    """Every problem response of the document comes from one helper
    (``api.http.routes.problem_docs``): the problem schema as ``application/problem+json``,
    ``Retry-After`` (required) with a 429 and the ``Bearer`` challenge with a 401, whichever
    blueprint the operation is in."""
    document = committed_document()
    checked = 0
    others: set[str] = set()  # not a problem: the health check's own answer
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if method not in {"get", "put", "post", "delete", "patch", "head", "options"}:
                continue  # (the path's own parameters)
            for status, response in operation.get("responses", {}).items():
                if status == "default" or not status.startswith(("4", "5")):
                    continue
                where = f"{method.upper()} {path} {status}"
                if "$ref" in response:
                    continue
                if set(response["content"]) != {"application/problem+json"}:
                    others.add(where)
                    continue
                headers = response.get("headers", {})
                if status == "429":
                    assert headers.get("Retry-After", {}).get("required") is True, where
                if status == "401":
                    assert "WWW-Authenticate" in headers, where
                checked += 1
    assert checked > 50
    assert others == {"GET /v1/health 503"}
