"""The OpenAPI document's vocabulary, low in the import graph: the documentation-only field
types the schemas use (unions, component references, typed maps), the raw components, the
union components, and the headers' and enums' building blocks (docs/openapi.md).

- unions: :class:`Union` names a component that is ``oneOf`` several schemas told apart by a
  ``discriminator`` property (actions and legal-action templates by ``type``, cards by ``kind``,
  views and create requests by ``game``), with the discriminator's ``mapping``; a nullable
  union or nested schema is ``anyOf: [{$ref}, {type: null}]`` (``Model | None``);
- typed maps: :class:`Map` is an object whose values all have one schema;
- the headers of the requests and responses (``If-Match``, ``ETag``, ``Location``...).

``install(api)`` hooks the converter into flask-smorest's spec before any schema is resolved.
The schemas (``api.schemas.common``, the games' edges) and the routes import this module; the
document builder (``api.schemas.openapi``) stands above them all.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from marshmallow import Schema, fields

from ..i18n import SUPPORTED

REF = "#/components/schemas/"


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


@dataclass
class UnionSpec:
    """A component ``name`` that is one of ``members`` (discriminator value → schema class, or
    another union: Biblios's ``pay`` template is ``PayTemplateBiblios``, itself a union by
    `currency`)."""

    name: str
    discriminator: str
    members: Mapping[str, type[Schema] | UnionSpec]
    description: str = ""
    resolved: dict[str, str] = field(default_factory=dict)


def union(
    name: str,
    discriminator: str,
    members: Mapping[str, type[Schema] | UnionSpec],
    description: str = "",
) -> UnionSpec:
    """A union component (what a :class:`Union` field names): data, registered in a document
    when something in it names the union (``document_union``)."""
    return UnionSpec(name, discriminator, dict(members), description)


def document_union(converter: Any, declared: UnionSpec) -> dict[str, str]:
    """Register the union ``declared`` in the document of ``converter`` (apispec's), its members
    too, unless it is there already; a reference to it. A union in a union (Biblios's
    ``PayTemplateBiblios``) is an object: a discriminator's mapping names object schemas
    (openapi-typescript warns on another and types the value loosely)."""
    schemas = converter.spec.components.schemas
    if declared.name not in schemas:
        mapping: dict[str, str] = {}
        members: list[dict[str, str]] = []
        for value, schema in declared.members.items():
            if isinstance(schema, UnionSpec):
                target = document_union(converter, schema)
                schemas[schema.name]["type"] = "object"
            else:
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
        if declared.name not in schemas:  # (a member may have named it meanwhile)
            converter.spec.components.schema(declared.name, component)
    return ref(declared.name)


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
        return _nullable(document_union(self, field.union), field.allow_none)
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
