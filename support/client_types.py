"""The client libraries' per-game lists, generated from openapi.yaml (``scripts/clients`` runs
this module): each game's view, actions, templates, create request, catalog and export, and
the events' models by type and the problem params by code, read from the document's unions
(``GameView``, ``CreateGame``, ``ExportDocument``, ``Event``, a view's ``x-action-union`` and
``legal_actions``, ``ProblemParams``) and
its catalog paths, so no library lists a game by hand.

``python -m support.client_types OPENAPI PYDIR [TSDIR]`` writes ``PYDIR/games.py`` and
``PYDIR/problems.py`` (the Python library's, formatted by ruff) and ``TSDIR/games.ts``.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

__all__ = [
    "Game",
    "games_of",
    "problem_params_of",
    "python_games",
    "python_problems",
    "typescript_games",
]

ROOT = Path(__file__).resolve().parents[1]
REF = "#/components/schemas/"
WRITTEN = "written by scripts/clients: support.client_types; do not edit"


@dataclass(frozen=True)
class Game:
    """One game of the document, by the names of its components."""

    id: str
    #: What its components' names end with (``Biblios``, ``1347``): its view is ``View<suffix>``.
    suffix: str
    view: str
    create: str
    export: str
    catalog: str
    #: The union of its actions (and ``resign``) and its members.
    action_union: str
    actions: tuple[str, ...]
    #: The union of its view's legal actions and its members (nested unions flattened).
    template_union: str
    templates: tuple[str, ...]
    #: The reference operations of the game, as the Python generator names their modules.
    catalog_call: tuple[str, str]
    rules_call: tuple[str, str]


def _name(ref: str) -> str:
    return ref.removeprefix(REF)


def _mapping(schemas: dict[str, Any], union: str) -> dict[str, str]:
    return {key: _name(ref) for key, ref in schemas[union]["discriminator"]["mapping"].items()}


def _members(schemas: dict[str, Any], union: str) -> tuple[str, ...]:
    """The members of ``union``, a member that is a union itself by its own members."""
    found: list[str] = []
    for member in schemas[union]["oneOf"]:
        name = _name(member["$ref"])
        found.extend(_members(schemas, name) if "oneOf" in schemas[name] else [name])
    return tuple(dict.fromkeys(found))


def _call(document: dict[str, Any], path: str) -> tuple[str, str]:
    """The Python generator's module of ``GET path`` (no operationId): its tag's package and
    ``get_<path in snake case>``."""
    operation = document["paths"][path]["get"]
    module = "get_" + path.strip("/").replace("/", "_").replace("-", "_")
    return operation["tags"][0].lower(), operation.get("operationId") or module


def games_of(document: dict[str, Any]) -> list[Game]:
    """The games of ``document``, by id."""
    schemas = document["components"]["schemas"]
    views, creates = _mapping(schemas, "GameView"), _mapping(schemas, "CreateGame")
    exports = _mapping(schemas, "ExportDocument")
    made = []
    for game_id in sorted(views):
        view = views[game_id]
        actions = _name(schemas[view]["x-action-union"])
        templates = _name(schemas[view]["properties"]["legal_actions"]["items"]["$ref"])
        catalog_path = f"/v1/catalog/{game_id}"
        catalog = document["paths"][catalog_path]["get"]["responses"]["200"]["content"]
        made.append(
            Game(
                id=game_id,
                suffix=view.removeprefix("View"),
                view=view,
                create=creates[game_id],
                export=exports[game_id],
                catalog=_name(catalog["application/json"]["schema"]["$ref"]),
                action_union=actions,
                actions=_members(schemas, actions),
                template_union=templates,
                templates=_members(schemas, templates),
                catalog_call=_call(document, catalog_path),
                rules_call=_call(document, f"/v1/rules/{game_id}"),
            )
        )
    return made


def problem_params_of(document: dict[str, Any]) -> dict[str, str]:
    """Each problem code with params → the component of its params (``ProblemParams``)."""
    properties = document["components"]["schemas"]["ProblemParams"]["properties"]
    return {code: _name(prop["$ref"]) for code, prop in sorted(properties.items())}


def _union(names: list[str] | tuple[str, ...]) -> str:
    """A union type of ``names``, parenthesized (the formatter breaks it where it must)."""
    return "(" + " | ".join(names) + ")" if len(names) > 1 else names[0]


def python_games(document: dict[str, Any]) -> str:
    """``biblios_api_client/games.py``: the games' types as the generated models (the
    generated code has no type for a union component: a union is an alias of its members)."""
    games = games_of(document)
    events = _mapping(document["components"]["schemas"], "Event")
    named = (n for g in games for n in (g.view, g.create, g.export, g.catalog))
    members = (n for g in games for n in (*g.actions, *g.templates))
    models = sorted({*named, *members, *events.values()})
    calls: dict[str, list[str]] = {}
    for game in games:
        for package, module in (game.catalog_call, game.rules_call):
            calls.setdefault(package, []).append(module)
    lines = [
        '"""The games of the API and their types, as the generated models (openapi.yaml\'s',
        f'unions; {WRITTEN})."""',
        "",
        "from __future__ import annotations",
        "",
        "from types import ModuleType",
        "from typing import Any, TypeAlias",
        "",
    ]
    for package, modules in sorted(calls.items()):
        lines.append(f"from .generated.api.{package} import {', '.join(sorted(modules))}")
    lines += [f"from .generated.models import {', '.join(models)}", ""]
    ids = tuple(g.id for g in games)
    lines += ["#: The games, by id (openapi.yaml's ``GameView``).", f"GAMES = {ids!r}"]
    for game in games:
        lines += [
            f"#: The actions of a game of `{game.id}`: openapi.yaml's ``{game.action_union}``.",
            f"{game.action_union}: TypeAlias = {_union(game.actions)}",
            f"#: A legal action of a view of `{game.id}`: ``{game.template_union}``'s members.",
            f"Template{game.suffix}: TypeAlias = {_union(game.templates)}",
        ]
    lines += [
        "#: A game's view, any game's (openapi.yaml's ``GameView``).",
        f"GameView: TypeAlias = {_union([g.view for g in games])}",
        "#: An action of any game.",
        f"GameAction: TypeAlias = {_union([g.action_union for g in games])}",
        "#: A create request, any game's (openapi.yaml's ``CreateGame``).",
        f"CreateGameRequest: TypeAlias = {_union([g.create for g in games])}",
        "#: A catalog, any game's (``GET /v1/catalog/<game>``).",
        f"Catalog: TypeAlias = {_union([g.catalog for g in games])}",
        "#: An export document, any game's (openapi.yaml's ``ExportDocument``).",
        f"Export: TypeAlias = {_union([g.export for g in games])}",
        "#: Each game's view model, by its id (the generated code parses a view with it).",
        "VIEWS: dict[str, type[GameView]] = {"
        + ", ".join(f"{g.id!r}: {g.view}" for g in games)
        + "}",
        "#: The generated calls of each game's catalog and rules, by its id.",
        "CATALOG_CALLS: dict[str, ModuleType] = {"
        + ", ".join(f"{g.id!r}: {g.catalog_call[1]}" for g in games)
        + "}",
        "RULES_CALLS: dict[str, ModuleType] = {"
        + ", ".join(f"{g.id!r}: {g.rules_call[1]}" for g in games)
        + "}",
        "#: Each event's model, by its ``type`` (openapi.yaml's ``Event``).",
        "EVENTS: dict[str, type[Any]] = {"
        + ", ".join(f"{kind!r}: {model}" for kind, model in sorted(events.items()))
        + "}",
        "",
    ]
    return "\n".join(lines)


def python_problems(document: dict[str, Any]) -> str:
    """``biblios_api_client/problems.py``: ``params_of`` typed per code."""
    params = problem_params_of(document)
    models = sorted(set(params.values()))
    lines = [
        '"""``params_of(error, code)``: a problem\'s ``params`` as the model of its code, typed '
        "per code\n(as TypeScript's ``isProblem(error, code)`` narrows): ``params_of(error, "
        '"not_your_turn")`` is a\n``NotYourTurnProblemParams | None``, None when the error is '
        "of another code (or has none).\nOne overload per code of openapi.yaml's "
        f'``ProblemParams``\n({WRITTEN})."""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Literal, TypeAlias, overload",
        "",
        "from .errors import ApiError",
        f"from .generated.models import {', '.join(models)}",
        "",
        "#: Any code's params model (``ApiError.typed_params``).",
        f"ProblemParamsModel: TypeAlias = {_union(models)}",
        "",
    ]
    for code, model in params.items():
        lines += [
            "",
            "@overload",
            f'def params_of(error: ApiError, code: Literal["{code}"]) -> {model} | None: ...',
            "",
        ]
    lines += [
        "",
        "@overload",
        "def params_of(error: ApiError, code: str) -> ProblemParamsModel | None: ...",
        "",
        "",
        "def params_of(error: ApiError, code: str) -> ProblemParamsModel | None:",
        '    """``error.typed_params`` when ``error`` is of ``code``, else None."""',
        "    return error.typed_params if error.code == code else None",
        "",
    ]
    return "\n".join(lines)


def typescript_games(document: dict[str, Any]) -> str:
    """``src/games.ts``: the games' types, named from the generated schema."""
    games = games_of(document)
    lines = [
        "// The games of the API and their types, named from the generated schema",
        f"// ({WRITTEN}).",
        'import type { components } from "./generated/schema.js";',
        "",
        'type Schemas = components["schemas"];',
        "",
    ]
    for game in games:
        lines += [
            f'/** A view of a game of "{game.id}". */',
            f'export type {game.view} = Schemas["{game.view}"];',
            f'/** The actions of a game of "{game.id}": its own, and `resign`. */',
            f'export type {game.action_union} = Schemas["{game.action_union}"];',
            f'/** A legal action of a view of "{game.id}" (`view.legal_actions`), a template. */',
            f'export type Template{game.suffix} = Schemas["{game.template_union}"];',
            f'/** The catalog of "{game.id}" (`GET /v1/catalog/{game.id}`). */',
            f'export type {game.catalog} = Schemas["{game.catalog}"];',
        ]
    lines += [
        "/** Any game's catalog. */",
        f"export type Catalog = {' | '.join(g.catalog for g in games)};",
        "/** The actions of the game a view belongs to: another game's action does not compile",
        " * for it. */",
        "export type ActionFor<V> =",
        *(f"  V extends {g.view} ? {g.action_union} :" for g in games),
        "  never;",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    document = yaml.safe_load(Path(argv[0]).read_text(encoding="utf-8"))
    python_dir = Path(argv[1])
    written = []
    for name, text in (
        ("games.py", python_games(document)),
        ("problems.py", python_problems(document)),
    ):
        path = python_dir / name
        path.write_text(text, encoding="utf-8")
        written.append(str(path))
    ruff = [sys.executable, "-m", "ruff"]
    config = ["--config", str(ROOT / "pyproject.toml")]  # wherever the files are written
    sort = ["check", *config, "--quiet", "--fix", "--select", "I"]  # the imports' order
    subprocess.run([*ruff, *sort, *written], check=True)
    subprocess.run([*ruff, "format", *config, "--quiet", *written], check=True)
    if len(argv) > 2:
        typescript_dir = Path(argv[2])
        typescript_dir.mkdir(parents=True, exist_ok=True)
        (typescript_dir / "games.ts").write_text(typescript_games(document), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
