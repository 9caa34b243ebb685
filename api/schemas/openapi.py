"""The OpenAPI document's builder (docs/openapi.md): what makes the document precise enough
for generated clients, added once every blueprint is documented.

The document is OpenAPI 3.1, generated from the marshmallow schemas by apispec; the field
types, unions and headers it is made of are ``api.schemas.openapi_fields``'. This module adds, from
the games served (``api.games``):

- the unions over the games: ``GameView`` and ``CreateGame`` by ``game``, ``Action`` by
  ``type``, and each game's own actions (``ActionBiblios``, ``Action1347``), which its view and
  create request name (:func:`_link_game_actions`);
- events: ``Event``, one member per event type with its typed ``params``, from the games'
  ``event_docs`` and the table's (:func:`_declare_events`);
- problems: ``ProblemParams``, each code's typed ``params``, from ``API_PROBLEMS`` and the
  games' ``problem_docs`` (:func:`_declare_problem_params`);
- exports: ``ExportDocument`` by ``game``;
- enums generated from the tables the code uses (error codes), so that the document cannot
  drift from what the API sends.

``finish(api, served)`` registers them for the games ``served`` (the edges the composition
root built): nothing here is kept between documents.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from marshmallow import Schema

from engine.export import format_name

from ..i18n import msgids as texts

if TYPE_CHECKING:
    from ..games import GameEdge

from .code_docs import API_PROBLEMS, TABLE_EVENTS
from .common import (
    CLOCK_DOCS,
    ExportBase,
    HintAction,
    ReclaimAction,
    ResignAction,
    StreamEnd,
    StreamUpdate,
    bots_of,
    seat_bots_of,
)
from .openapi_fields import COMPONENTS, REF, UnionSpec, base_codes, document_union, ref, union


def finish(api: Any, served: Mapping[str, GameEdge]) -> None:
    """Register the unions over the games ``served`` (views, create requests, actions: each
    with its members and the unions they name, ``openapi_fields.document_union``), the games'
    events, problems and exports, and the enums of codes: the document names the games
    ``served`` and no other."""
    spec, converter = api.spec, api.ma_plugin.converter
    for name, component in COMPONENTS.items():
        if name not in spec.components.schemas:
            spec.components.schema(name, copy.deepcopy(component))
    for declared in _game_unions(served):
        document_union(converter, declared)
    _link_game_actions(spec, converter, served)
    _declare_events(spec, converter, served)
    _declare_problem_params(spec, converter, served)
    _declare_exports(spec, converter, served)
    _declare_streams(spec, converter)
    set_enums(spec, served)
    name_enums(spec)
    # flask-smorest's own error schema: every error here is a ProblemOut, nothing refers to it
    spec.components.schemas.pop("Error", None)


def name_enums(spec: Any) -> None:
    """Names for the members of the enums with a value that starts with no letter (``"1347"``),
    ``x-enum-varnames`` (the property's name and the value: ``GAME_1347``), so generated
    clients do not call them ``VALUE_0``."""
    for component in spec.components.schemas.values():
        for name, prop in (component.get("properties") or {}).items():
            values = prop.get("enum") if isinstance(prop, dict) else None
            if not values or all(str(v)[:1].isalpha() for v in values):
                continue
            prop["x-enum-varnames"] = [
                f"{name}_{re.sub('[^0-9A-Za-z]+', '_', str(v)).strip('_')}".upper() for v in values
            ]


def action_union_name(edge: GameEdge) -> str:
    """The name of the union of ``edge``'s game's own actions and ``resign``: ``Action`` and
    its game's suffix (``ActionBiblios``, ``Action1347``; a built edge's, ``api.games``)."""
    assert edge.suffix is not None, f"{edge.id}: an edge the composition root did not build"
    return f"Action{edge.suffix}"


def _game_unions(served: Mapping[str, GameEdge]) -> list[UnionSpec]:
    """The unions over the games ``served``: ``GameView`` and ``CreateGame`` by ``game``,
    ``Action`` by ``type`` (every game's actions, and ``resign``), each game's own
    (``ActionBiblios``, ``Action1347``: its actions and ``resign``), ``ActionPreview`` by
    ``game`` (the games with previews), and the clocks and the exported actions."""

    made: list[UnionSpec] = []
    for game_id, edge in served.items():
        if not edge.action_docs:
            continue
        made.append(
            union(
                action_union_name(edge),
                "type",
                {**edge.action_docs, "resign": ResignAction},
                f"An action of a game of `{game_id}`, by `type`: the game's own (see its "
                "view's `legal_actions`), or `resign`. `POST /v1/games/{id}/actions` and "
                "`/preview` take it (their body is `Action`, every game's).",
            )
        )
    actions: dict[str, type[Schema]] = {"resign": ResignAction}
    for edge in served.values():
        for kind, schema in edge.action_docs.items():
            assert kind not in actions, f"two games name an action {kind!r}"
            actions[kind] = schema
    return [
        *made,
        union(
            "GameView",
            "game",
            {game_id: edge.view_schema for game_id, edge in served.items()},
            "A game as the caller may see it, by `game`.",
        ),
        union(
            "CreateGame",
            "game",
            {game_id: edge.create_schema for game_id, edge in served.items()},
            "A game to create, by `game`.",
        ),
        union(
            "Action",
            "type",
            actions,
            "An action, by `type`: the game's own (see its view's `legal_actions`), or `resign`.",
        ),
        union(
            "ActionPreview",
            "game",
            {g: edge.preview_schema for g, edge in served.items() if edge.preview_schema},
            "What an action would cost and earn the caller's seat, by `game`.",
        ),
        union(
            "Clock",
            "type",
            CLOCK_DOCS,
            'A clock, by `type` (play-contract, "Clocks, second version"); none runs before '
            "every person opened the game once, or `start_grace_seconds` after creation.",
        ),
        union(
            "ExportedAction",
            "type",
            {**actions, "reclaim": ReclaimAction, "hint": HintAction},
            "An action of an export, by `type`: an `Action`, `reclaim` (a taken-over seat taken "
            "back by its person: `POST /v1/games/{id}/seats/{seat}/reclaim`) or `hint` (the "
            "seat asked for a hint).",
        ),
    ]


def _link_game_actions(spec: Any, converter: Any, served: Mapping[str, GameEdge]) -> None:
    """Each game's view and create request name the union of its actions (``x-action-union``,
    a reference as a string, and a sentence): what a typed client sends for that game."""
    schemas = spec.components.schemas
    for game_id, edge in served.items():
        if not edge.action_docs:
            continue
        name = action_union_name(edge)
        for schema in (edge.view_schema, edge.create_schema):
            target = converter.resolve_nested_schema(schema)["$ref"].removeprefix(REF)
            component = schemas[target]
            said = component.get("description", "").rstrip()
            sentence = (
                f"The actions of its game (the body of `POST /v1/games/{{id}}/actions` for a game "
                f"of `{game_id}`): `{name}`."
            )
            if sentence not in said:
                component["description"] = f"{said} {sentence}".strip()
            component["x-action-union"] = REF + name


def error_codes(served: Mapping[str, GameEdge]) -> list[str]:
    """Every problem `code` the API sends: its own (the shared texts' table) and every game's
    (its engine's ``violations``)."""

    codes = base_codes(texts.ERRORS)
    for edge in served.values():
        codes |= edge.error_codes
    return sorted(codes)


def event_types(served: Mapping[str, GameEdge]) -> list[str]:
    """Every event `type`: the table's own (the shared texts' table) and every game's (its
    engine's ``events``)."""

    types = base_codes(texts.EVENTS)
    for edge in served.values():
        types |= edge.event_types
    return sorted(types)


def set_enums(spec: Any, served: Mapping[str, GameEdge]) -> None:
    """The enums of codes, generated from the tables the API renders them with, and of the
    bots of the games ``served``."""
    schemas = spec.components.schemas
    if "ProblemOut" in schemas:
        schemas["ProblemOut"]["properties"]["code"]["enum"] = error_codes(served)
    played = [edge.game for edge in served.values()]
    if "SeatRequest" in schemas:
        schemas["SeatRequest"]["properties"]["bot"]["enum"] = list(bots_of(played))
    if "SeatView" in schemas:
        bot = schemas["SeatView"]["properties"]["bot"]
        bot.pop("type", None)
        bot["anyOf"] = [{"enum": list(seat_bots_of(played)), "type": "string"}, {"type": "null"}]


# ----- events: a union by `type` ---------------------------------------------------------------


def _camel(kind: str) -> str:
    return "".join(part.capitalize() for part in kind.split("_"))


def event_declarations(served: Mapping[str, GameEdge]) -> dict[str, list[tuple[str, Any]]]:
    """Every documented event type → its declarations: ``(game id, EventDoc)`` of each game
    that emits it (``""``: the table's own, ``api.schemas.code_docs.TABLE_EVENTS``), from the edges'
    ``event_docs``."""

    declared: dict[str, list[tuple[str, Any]]] = {k: [("", d)] for k, d in TABLE_EVENTS.items()}
    for game_id, edge in served.items():
        for kind, doc in edge.event_docs.items():
            assert kind not in TABLE_EVENTS, f"{game_id} declares the table's event {kind!r}"
            declared.setdefault(kind, []).append((game_id, doc))
    return declared


def _merge_params(
    kind: str, parts: list[tuple[str, dict[str, Any]]], what: str = "event"
) -> dict[str, Any]:
    """The params of an event type several games emit (or of a problem code several games
    raise: ``what``): every game's parameters; one of every game's is required where all
    require it, one of some games' optional (said so); string enums are joined, other
    differing schemas are ``anyOf``."""
    games = [game for game, _ in parts]
    found: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for game, schema in parts:
        for name, prop in schema.get("properties", {}).items():
            found.setdefault(name, []).append((game, prop))
    properties: dict[str, Any] = {}
    for name, entries in found.items():
        distinct: list[dict[str, Any]] = []
        notes: dict[str, list[str]] = {}
        for game, prop in entries:
            bare = {k: v for k, v in prop.items() if k != "description"}
            if bare not in distinct:
                distinct.append(bare)
            if prop.get("description"):
                notes.setdefault(prop["description"], []).append(game)
        if len(distinct) == 1:
            merged = copy.deepcopy(distinct[0])
        elif all(p.get("type") == "string" and "enum" in p for p in distinct):
            values = [v for p in distinct for v in p["enum"]]
            merged = {"type": "string", "enum": list(dict.fromkeys(values))}
        else:
            merged = {"anyOf": [copy.deepcopy(p) for p in distinct]}
        if len(notes) == 1:
            merged["description"] = next(iter(notes))
        elif notes:
            merged["description"] = "; ".join(
                f"{', '.join(owners)}: {note}" for note, owners in notes.items()
            )
        owners = [game for game, _ in entries]
        if len(owners) < len(games):
            only = f"only in games of {', '.join(f'`{g}`' for g in owners)}"
            shown = merged.get("description")
            merged["description"] = f"{shown}; {only}" if shown else only
        properties[name] = merged
    required = set(found)
    for _, schema in parts:
        required &= set(schema.get("required", []))
    out: dict[str, Any] = {
        "type": "object",
        "description": f"The parameters of the {what} `{kind}` (games: {', '.join(games)}).",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        out["required"] = sorted(required)
    return out


def _declare_events(spec: Any, converter: Any, served: Mapping[str, GameEdge]) -> None:
    """``Event``: ``oneOf`` one component per event type (``<Type>Event``, with the game's
    suffix when one game alone emits it: ``CardsDrawnEvent1347``), each with its typed
    ``<Type>Params``; told apart by ``type``."""

    schemas = spec.components.schemas
    if "Event" in schemas:
        return
    declared = event_declarations(served)
    members: dict[str, str] = {}
    for kind, docs in declared.items():
        if len(docs) == 1:
            doc = docs[0][1]
            params_name = doc.params.__name__
            params = converter.schema2jsonschema(doc.params)
            params["description"] = doc.params.__doc__
            name = params_name.replace("Params", "Event", 1)
        else:
            parts = [(game, converter.schema2jsonschema(doc.params)) for game, doc in docs]
            params_name, name = f"{_camel(kind)}Params", f"{_camel(kind)}Event"
            params = _merge_params(kind, parts)
        seats = {doc.seat for _, doc in docs}
        # The game's own events (seat always null) are typed `integer | null` all the same:
        # openapi-fetch's responses drop a property whose only type is `null`.
        seat: dict[str, Any] = (
            {"type": "integer", "description": "the seat acting"}
            if seats == {True}
            else {
                "type": ["integer", "null"],
                "description": "null: the game's own event"
                if seats == {False}
                else "the seat acting, or null",
            }
        )
        said: dict[str, list[str]] = {}
        for game, doc in docs:
            said.setdefault(doc.description, []).append(game)
        described = " ".join(
            f"({', '.join(games)}) {text}" if len(said) > 1 else text
            for text, games in said.items()
        )
        spec.components.schema(params_name, params)
        spec.components.schema(
            name,
            {
                "type": "object",
                "description": f"The event `{kind}`: {described}",
                "properties": _event_properties(kind, seat, ref(params_name)),
                "required": ["params", "seat", "seq", "text", "type"],
                "additionalProperties": False,
            },
        )
        members[kind] = REF + name
    spec.components.schema(
        "Event",
        {
            "description": "An event of the game log, by `type` (docs/codes.md, each game's "
            '"Events"): `seat` is the seat acting (null: the game\'s own event), '
            "`params` the event's parameters (ids, seats, numbers), `text` its sentence in the "
            "request's language. Private parameters are absent for the seats not in their "
            "audience until the game is over.",
            "oneOf": [{"$ref": target} for target in dict.fromkeys(members.values())],
            "discriminator": {"propertyName": "type", "mapping": members},
        },
    )


def _event_properties(
    kind: str | list[str], seat: dict[str, Any], params: dict[str, Any]
) -> dict[str, Any]:
    return {
        "seq": {"type": "integer", "description": "the event's number in the game's log, from 1"},
        "type": {"type": "string", "enum": [kind] if isinstance(kind, str) else kind},
        "seat": seat,
        "params": params,
        "text": {"type": "string", "description": "the event's sentence, localized"},
    }


# ----- problems: the params of each code -------------------------------------------------------


def problem_declarations(
    served: Mapping[str, GameEdge],
) -> dict[str, list[tuple[str, type[Schema]]]]:
    """Every problem code with parameters → its declarations: ``(game id, params schema)`` of
    each game that raises it (``""``: the API's and every game's shared codes,
    ``api.schemas.code_docs.API_PROBLEMS``), from the edges' ``problem_docs``."""

    declared: dict[str, list[tuple[str, type[Schema]]]] = {
        code: [("", schema)] for code, schema in API_PROBLEMS.items()
    }
    for game_id, edge in served.items():
        for code, schema in edge.problem_docs.items():
            assert code not in API_PROBLEMS, f"{game_id} declares the shared problem {code!r}"
            declared.setdefault(code, []).append((game_id, schema))
    return declared


def _declare_problem_params(spec: Any, converter: Any, served: Mapping[str, GameEdge]) -> None:
    """``ProblemParams``: an object with one property per problem code that has parameters,
    its ``<Code>ProblemParams`` (with the game's suffix when one game alone raises it:
    ``InvalidRowProblemParams1347``; merged as events are when several games raise it), so a
    typed client reads ``ProblemParams[code]``. ``ProblemOut.params`` names it."""

    schemas = spec.components.schemas
    if "ProblemParams" in schemas:
        return
    properties: dict[str, Any] = {}
    for code, docs in sorted(problem_declarations(served).items()):
        if len(docs) == 1:
            schema = docs[0][1]
            name = schema.__name__
            params = converter.schema2jsonschema(schema)
            params["description"] = schema.__doc__
        else:
            name = f"{_camel(code)}ProblemParams"
            parts = [(game, converter.schema2jsonschema(schema)) for game, schema in docs]
            params = _merge_params(code, parts, "problem")
        spec.components.schema(name, params)
        properties[code] = ref(name)
    spec.components.schema(
        "ProblemParams",
        {
            "type": "object",
            "description": "The `params` of a problem (`ProblemOut`), by its `code` "
            "(docs/codes.md): one property per code that has parameters, their types. A code "
            "not listed sends no `params` (a plug-in game's own codes may). Strings echoed "
            "from the request are cut to 64 characters, lists to 64 items. Documentation: no "
            "answer is a `ProblemParams`.",
            "properties": properties,
            "required": sorted(properties),
            "additionalProperties": False,
        },
    )
    problem = schemas.get("ProblemOut")
    if problem is not None:
        problem["properties"]["params"]["x-params-by-code"] = REF + "ProblemParams"


# ----- exports: a union by `game` --------------------------------------------------------------


def _declare_exports(spec: Any, converter: Any, served: Mapping[str, GameEdge]) -> None:
    """``ExportDocument``: the export of a finished game, by `game`; each member is its edge's
    ``export_schema`` (``api.schemas.common.export_doc``: the game's options and typed `result`).
    Games whose edge declares none (a plug-in game) share ``OtherGameExport``: their options
    are any other keys, their result a free-form object."""

    schemas = spec.components.schemas
    if "ExportDocument" in schemas:
        return
    mapping: dict[str, str] = {}
    others: list[str] = []
    for game_id, edge in served.items():
        schema = edge.export_schema
        if schema is None:
            others.append(game_id)
        else:
            mapping[game_id] = converter.resolve_nested_schema(schema)["$ref"]
    if others:
        generic = converter.schema2jsonschema(ExportBase)
        properties = generic["properties"]
        properties["game"] = {"type": "string", "enum": others}
        properties["format"] = {"type": "string", "enum": [format_name(g) for g in others]}
        properties["result"] = {
            "type": "object",
            "description": "the game's result: `Table.result()` (engine), not documented",
        }
        # its actions are not in the `Action` union (no `action_docs`): any object with a type
        generic["properties"]["actions"] = {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "seat": {"type": "integer"},
                    "action": {
                        "type": "object",
                        "description": "as a client sends it",
                        "properties": {"type": {"type": "string"}},
                        "required": ["type"],
                        "additionalProperties": True,
                    },
                    "timeout": {
                        "type": "boolean",
                        "description": "true: the bot's decision for an overdue seat",
                    },
                },
                "required": ["action", "seat"],
                "additionalProperties": False,
            },
        }
        generic["required"] = sorted([*generic["required"], "result"])
        generic["additionalProperties"] = True  # the game's options
        generic["description"] = "The export of a game that does not document its own."
        spec.components.schema("OtherGameExport", generic)
        mapping.update({game_id: REF + "OtherGameExport" for game_id in others})
    spec.components.schema(
        "ExportDocument",
        {
            "description": "A finished game as a document anyone can verify offline "
            "(docs/fair-shuffles.md), by `game`: its setup, fairness (server seed revealed), "
            "seats, every action and its result (the engine's, language-free).",
            "oneOf": [{"$ref": target} for target in dict.fromkeys(mapping.values())],
            "discriminator": {"propertyName": "game", "mapping": mapping},
        },
    )


def _declare_streams(spec: Any, converter: Any) -> None:
    """The JSON of a stream message's `data`: ``StreamUpdate`` or ``StreamEnd`` (by the SSE
    `event`), as its ``contentSchema``."""

    targets = [converter.resolve_nested_schema(schema) for schema in (StreamUpdate, StreamEnd)]
    stream = spec.components.schemas.get("StreamEvent")
    if stream is not None:
        data = stream["properties"]["data"]
        data["contentMediaType"] = "application/json"
        data["contentSchema"] = {"oneOf": targets}
