"""What makes the OpenAPI document precise enough for generated clients (docs/openapi.md).

The document is OpenAPI 3.1, generated from the marshmallow schemas by apispec. This module adds
what marshmallow cannot say by itself:

- unions: :class:`Union` names a component that is ``oneOf`` several schemas told apart by a
  ``discriminator`` property (actions and legal-action templates by ``type``, cards by ``kind``,
  views and create requests by ``game``), with the discriminator's ``mapping``; a nullable
  union or nested schema is ``anyOf: [{$ref}, {type: null}]`` (``Model | None``);
- events: ``Event``, one member per event type with its typed ``params``, from the games'
  ``event_docs`` and the table's (:func:`_declare_events`);
- typed maps: :class:`Map` is an object whose values all have one schema;
- enums generated from the tables the code uses (error codes, prompt codes, languages), so
  that the document cannot drift from what the API sends;
- the headers of the requests and responses (``If-Match``, ``ETag``, ``Location``...).

``install(api)`` hooks the converter into flask-smorest's spec before any schema is resolved;
``finish(api)`` registers the union components once every blueprint is documented.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from marshmallow import Schema, fields

from .i18n import SUPPORTED

REF = "#/components/schemas/"


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


@dataclass
class UnionSpec:
    """A component ``name`` that is one of ``members`` (discriminator value → schema class)."""

    name: str
    discriminator: str
    members: Mapping[str, type[Schema]]
    description: str = ""
    resolved: dict[str, str] = field(default_factory=dict)


_UNIONS: dict[str, UnionSpec] = {}


def union(
    name: str, discriminator: str, members: Mapping[str, type[Schema]], description: str = ""
) -> UnionSpec:
    """Declare a union component (again: the new members replace the old); returns its spec."""
    spec = _UNIONS[name] = UnionSpec(name, discriminator, dict(members), description)
    return spec


def unions() -> Mapping[str, UnionSpec]:
    return dict(_UNIONS)


class Union(fields.Field):
    """Documentation only (response schemas): a value of the union ``spec``."""

    def __init__(self, spec: UnionSpec, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.union = spec


class ComponentRef(fields.Field):
    """Documentation only: a value of the raw component ``name`` (``COMPONENTS``)."""

    def __init__(self, name: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.component = name


#: The value of a parameter of an event, a prompt or a problem: a scalar, or a list of
#: scalars or of small objects of scalars (a church card's dice moves).
def _scalar() -> dict[str, Any]:
    return {"type": ["string", "integer", "boolean", "null"]}


COMPONENTS: dict[str, dict[str, Any]] = {
    "Lang": {
        "description": "A language of the texts.",
        "type": "string",
        "enum": list(SUPPORTED),
    },
    "ParamValue": {
        "description": "A parameter's value (docs/codes.md lists each code's parameters): a "
        "scalar, or a list or an object of `ParamItem`s.",
        "anyOf": [
            _scalar(),
            {"type": "array", "items": {"$ref": REF + "ParamItem"}},
            {"type": "object", "additionalProperties": {"$ref": REF + "ParamItem"}},
        ],
    },
    "ParamItem": {
        "description": "An item of a parameter's list or object: a scalar, or a list or an "
        "object of scalars.",
        "anyOf": [
            _scalar(),
            {"type": "array", "items": _scalar()},
            {"type": "object", "additionalProperties": _scalar()},
        ],
    },
    "FieldErrors": {
        "description": "The refused fields: each field's messages (localized), or for a nested "
        "field or a list's item (by index), its own map.",
        "type": "object",
        "additionalProperties": {
            "anyOf": [
                {"type": "array", "items": {"type": "string"}},
                {"$ref": REF + "FieldErrors"},
            ]
        },
    },
}


class Map(fields.Dict):
    """Documentation only: an object whose keys are ``keys`` (all optional unless
    ``required_keys``) and whose every value is ``values``."""

    def __init__(
        self,
        values: fields.Field,
        keys: Iterable[str] | None = None,
        required_keys: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(keys=fields.String(), values=values, **kwargs)
        self.known_keys = tuple(keys) if keys is not None else None
        self.required_keys = required_keys


def _nullable(node: dict[str, Any], allow_none: bool) -> dict[str, Any]:
    return {"anyOf": [node, {"type": "null"}]} if allow_none else node


def union2properties(self: Any, field: fields.Field, ret: dict, **kwargs: Any) -> dict:
    """apispec attribute function: unions as references; typed maps with their value schema
    (a property per key when the keys are known); a field's ``openapi_schema`` metadata
    replaces what apispec made of it."""
    replaced = field.metadata.get("openapi_schema")
    if replaced is not None:
        description = ret.get("description")
        ret.clear()
        return {**({"description": description} if description else {}), **copy.deepcopy(replaced)}
    if field.allow_none and "enum" in ret:  # a nullable enum: the enum, or null
        enum = [value for value in ret.pop("enum") if value is not None]
        types = [t for t in ret.pop("type", []) if t != "null"]
        inner: dict[str, Any] = {"enum": enum}
        if types:
            inner["type"] = types[0] if len(types) == 1 else types
        return _nullable(inner, True)
    if isinstance(field, Union):
        return _nullable(ref(field.union.name), field.allow_none)
    if isinstance(field, ComponentRef):
        return _nullable(ref(field.component), field.allow_none)
    if isinstance(field, Map):
        value = copy.deepcopy(self.field2property(field.value_field))
        if field.known_keys is None:
            return {"type": "object", "additionalProperties": value}
        # Known keys as properties: generated clients type `dice.monks` as a number (with
        # `propertyNames` + `required` they made it `number | undefined`).
        out: dict[str, Any] = {
            "type": "object",
            "properties": {key: copy.deepcopy(value) for key in field.known_keys},
            "additionalProperties": False,
        }
        if field.required_keys:
            out["required"] = list(field.known_keys)
        return out
    return {}


def install(api: Any) -> None:
    """Teach flask-smorest's marshmallow converter the fields of this module."""
    api.ma_plugin.converter.add_attribute_function(union2properties)


def finish(api: Any) -> None:
    """Register every declared union as a component (its members too), the games' unions
    (views, create requests, actions) and the enums of codes."""
    spec, converter = api.spec, api.ma_plugin.converter
    _declare_game_unions()
    for name, component in COMPONENTS.items():
        if name not in spec.components.schemas:
            spec.components.schema(name, copy.deepcopy(component))
    for declared in list(_UNIONS.values()):
        if declared.name in spec.components.schemas:
            continue
        mapping: dict[str, str] = {}
        members: list[dict[str, str]] = []
        for value, schema in declared.members.items():
            target = converter.resolve_nested_schema(schema)
            mapping[value] = target["$ref"]
            if target not in members:
                members.append(target)
        component: dict[str, Any] = {
            "oneOf": members,
            "discriminator": {"propertyName": declared.discriminator, "mapping": mapping},
        }
        if declared.description:
            component["description"] = declared.description
        spec.components.schema(declared.name, component)
    _declare_events(spec, converter)
    _declare_exports(spec, converter)
    _declare_streams(spec, converter)
    set_enums(spec)


def string_enum(values: Iterable[str], description: str = "") -> dict[str, Any]:
    """A string schema of ``values`` (sorted, deduplicated)."""
    schema: dict[str, Any] = {"type": "string", "enum": sorted(set(values))}
    if description:
        schema["description"] = description
    return schema


def base_codes(keys: Iterable[str]) -> set[str]:
    """The codes of a texts table whose keys may be ``code.variant``."""
    return {key.split(".", 1)[0] for key in keys}


# ----- headers ---------------------------------------------------------------------------------


def header(name: str, description: str, schema: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "in": "header",
        "name": name,
        "required": False,
        "description": description,
        "schema": schema or {"type": "string"},
    }


IF_MATCH = header(
    "If-Match",
    'Act only if the game is still at this version: `"<version>"` (a list, `W/` tags and `*` '
    "are understood); otherwise 412 `stale_version`.",
)
IF_NONE_MATCH = header(
    "If-None-Match",
    'The version the caller has, `"<version>"`: 304 (no body) while the game has not moved.',
)
ACCEPT_LANGUAGE = header(
    "Accept-Language", "Language of the texts when `lang` is not given (then English)."
)

ETAG = {
    "description": 'The game\'s version as an entity tag: `"<version>"`.',
    "schema": {"type": "string", "pattern": '^"[0-9]+"$'},
}
LOCATION = {
    "description": "The new game's address: `/v1/games/<id>`.",
    "schema": {"type": "string"},
}
CACHE_CONTROL = {"description": "How the answer may be cached.", "schema": {"type": "string"}}
RETRY_AFTER = {
    "description": "Seconds to wait before trying again.",
    "schema": {"type": "string", "pattern": "^[0-9]+$"},
}
#: Response headers a browser client may read across origins (CORS): the API's own, and the
#: rate-limit headers (IETF draft names and the common X- names) for when a limiter sends them.
EXPOSED_HEADERS = (
    "ETag",
    "Location",
    "Content-Language",
    "WWW-Authenticate",
    "Retry-After",
    "X-Request-Id",
    "RateLimit",
    "RateLimit-Policy",
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
)


def problem_headers(status: int) -> dict[str, Any] | None:
    """The headers of a problem answer of ``status``: ``Retry-After`` (429), the challenge
    ``WWW-Authenticate`` (401)."""
    if status == 429:
        return {"Retry-After": copy.deepcopy({**RETRY_AFTER, "required": True})}
    if status == 401:
        return {
            "WWW-Authenticate": {
                "description": "The challenge: `Bearer`.",
                "schema": {"type": "string"},
            }
        }
    return None


def content_language(languages: Iterable[str]) -> dict[str, Any]:
    return {
        "description": "The language of the texts in the answer.",
        "schema": {"type": "string", "enum": list(languages)},
    }


def _declare_game_unions() -> None:
    """The unions over the games served: ``GameView`` and ``CreateGame`` by ``game``,
    ``Action`` by ``type`` (every game's actions, and ``resign``)."""
    from .games import edges
    from .schemas import ResignAction

    served = edges()
    union(
        "GameView",
        "game",
        {game_id: edge.view_schema for game_id, edge in served.items()},
        "A game as the caller may see it, by `game`.",
    )
    union(
        "CreateGame",
        "game",
        {game_id: edge.create_schema for game_id, edge in served.items()},
        "A game to create, by `game`.",
    )
    actions: dict[str, type[Schema]] = {"resign": ResignAction}
    for edge in served.values():
        for kind, schema in edge.action_docs.items():
            assert kind not in actions, f"two games name an action {kind!r}"
            actions[kind] = schema
    union(
        "Action",
        "type",
        actions,
        "An action, by `type`: the game's own (see its view's `legal_actions`), or `resign`.",
    )


def error_codes() -> list[str]:
    """Every problem `code` the API sends: its own and every game's (their texts' tables)."""
    from .games import edges
    from .i18n import texts

    codes = base_codes(texts.ERRORS)
    for edge in edges().values():
        codes |= edge.error_codes
    return sorted(codes)


def event_types() -> list[str]:
    """Every event `type` with a sentence: the table's own and every game's (their texts'
    tables; a game's may hold sentence fragments too)."""
    from .games import edges
    from .i18n import texts

    types = base_codes(texts.EVENTS)
    for edge in edges().values():
        types |= edge.event_types
    return sorted(types)


def set_enums(spec: Any) -> None:
    """The enums of codes, generated from the tables the API renders them with."""
    schemas = spec.components.schemas
    if "ProblemOut" in schemas:
        schemas["ProblemOut"]["properties"]["code"]["enum"] = error_codes()


# ----- events: a union by `type` ---------------------------------------------------------------


def _camel(kind: str) -> str:
    return "".join(part.capitalize() for part in kind.split("_"))


def event_declarations() -> dict[str, list[tuple[str, Any]]]:
    """Every documented event type → its declarations: ``(game id, EventDoc)`` of each game
    that emits it (``""``: the table's own, ``api.schemas.TABLE_EVENTS``), from the edges'
    ``event_docs``."""
    from .games import edges
    from .schemas import TABLE_EVENTS

    declared: dict[str, list[tuple[str, Any]]] = {k: [("", d)] for k, d in TABLE_EVENTS.items()}
    for game_id, edge in edges().items():
        for kind, doc in (getattr(edge, "event_docs", None) or {}).items():
            assert kind not in TABLE_EVENTS, f"{game_id} declares the table's event {kind!r}"
            declared.setdefault(kind, []).append((game_id, doc))
    return declared


def _merge_params(kind: str, parts: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The params of an event type several games emit: every game's parameters; one of every
    game's is required where all require it, one of some games' optional (said so); string
    enums are joined, other differing schemas are ``anyOf``."""
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
        "description": f"The parameters of the event `{kind}` (games: {', '.join(games)}).",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        out["required"] = sorted(required)
    return out


def _declare_events(spec: Any, converter: Any) -> None:
    """``Event``: ``oneOf`` one component per event type (``<Type>Event``, with the game's
    suffix when one game alone emits it: ``CardsDrawnEvent1347``), each with its typed
    ``<Type>Params``; told apart by ``type``. Event types of games whose edge declares no
    ``event_docs`` (a plug-in game) share ``OtherEvent``, with a map of ``ParamValue``s."""
    from .games import edges

    schemas = spec.components.schemas
    if "Event" in schemas:
        return
    declared = event_declarations()
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
    undocumented = [e for e in edges().values() if getattr(e, "event_docs", None) is None]
    others = sorted({t for e in undocumented for t in e.event_types} - set(declared))
    if others:
        generic = {"type": "object", "additionalProperties": ref("ParamValue")}
        seat = {"type": ["integer", "null"]}
        spec.components.schema(
            "OtherEvent",
            {
                "type": "object",
                "description": "An event of a game that does not document its events.",
                "properties": _event_properties(others, seat, generic),
                "required": ["params", "seat", "seq", "text", "type"],
                "additionalProperties": False,
            },
        )
        members.update({kind: REF + "OtherEvent" for kind in others})
    spec.components.schema(
        "Event",
        {
            "description": "An event of the game log, by `type` (docs/codes.md, "
            "docs/1347-decisions.md): `seat` is the seat acting (null: the game's own event), "
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


# ----- exports: a union by `game` --------------------------------------------------------------


def _declare_exports(spec: Any, converter: Any) -> None:
    """``ExportDocument``: the export of a finished game, by `game`; each member is its edge's
    ``export_schema`` (``api.schemas.export_doc``: the game's options and typed `result`).
    Games whose edge declares none (a plug-in game) share ``OtherGameExport``: their options
    are any other keys, their result a free-form object."""
    from engine.export import format_name

    from .games import edges
    from .schemas import ExportBase

    schemas = spec.components.schemas
    if "ExportDocument" in schemas:
        return
    mapping: dict[str, str] = {}
    others: list[str] = []
    for game_id, edge in edges().items():
        schema = getattr(edge, "export_schema", None)
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
    from .schemas import StreamEnd, StreamUpdate

    targets = [converter.resolve_nested_schema(schema) for schema in (StreamUpdate, StreamEnd)]
    stream = spec.components.schemas.get("StreamEvent")
    if stream is not None:
        data = stream["properties"]["data"]
        data["contentMediaType"] = "application/json"
        data["contentSchema"] = {"oneOf": targets}
