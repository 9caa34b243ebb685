"""The breaking changes between two OpenAPI documents, as a generated client sees them.

``breaking_changes(released, current)`` names each change that can break a client generated
from ``released``: an operation or webhook removed (``GET /v1/games/{game_id}``, ``webhook
game.over``), a component removed (``Reveal1347``), a field of a component removed or its type
changed (``Reveal1347.seed``), an enum value removed (``GameStatus`` for a component's own enum,
``ViewBiblios.phase`` for a field's), a member of a union removed (``GameView``). A rename is a
removal (and an addition, which is not breaking). CHANGELOG.md names each under the version
that made it (tests/api/test_openapi_compatibility.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["breaking_changes", "changelog_section", "major"]

METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")


def breaking_changes(released: Mapping[str, Any], current: Mapping[str, Any]) -> list[str]:
    """Each breaking change of ``current`` against ``released``, named (sorted, no repeats)."""
    found = set(_operations(released, current))
    old = released.get("components", {}).get("schemas", {})
    new = current.get("components", {}).get("schemas", {})
    for name, schema in old.items():
        if name not in new:
            found.add(name)
        else:
            found.update(_schema_changes(name, schema, new[name]))
    return sorted(found)


def _operations(released: Mapping[str, Any], current: Mapping[str, Any]) -> Iterator[str]:
    for path, item in released.get("paths", {}).items():
        kept = current.get("paths", {}).get(path, {})
        for method in METHODS:
            if method in item and method not in kept:
                yield f"{method.upper()} {path}"
    webhooks = current.get("webhooks", {})
    for name in released.get("webhooks", {}):
        if name not in webhooks:
            yield f"webhook {name}"


def _schema_changes(name: str, old: Mapping[str, Any], new: Mapping[str, Any]) -> Iterator[str]:
    if _removed_values(old, new) or _signature(old) != _signature(new):
        yield name
    if _members(old) - _members(new):
        yield name
    properties = new.get("properties", {})
    for field, schema in old.get("properties", {}).items():
        if field not in properties:
            yield f"{name}.{field}"
            continue
        kept = properties[field]
        if _signature(schema) != _signature(kept) or _removed_values(schema, kept):
            yield f"{name}.{field}"


def _signature(schema: Mapping[str, Any]) -> Any:
    """What a generator types a schema by: its type(s) and reference, its items' and its
    members' (descriptions, examples and bounds aside)."""
    kind = schema.get("type")
    kinds = tuple(sorted(kind)) if isinstance(kind, list) else kind
    items = schema.get("items")
    return (
        kinds,
        schema.get("$ref"),
        _signature(items) if isinstance(items, Mapping) else None,
        tuple(
            _signature(member)
            for key in ("anyOf", "oneOf", "allOf")
            for member in schema.get(key, ())
            if key != "oneOf" or "$ref" not in member  # a union's members: compared as a set
        ),
    )


def _values(schema: Mapping[str, Any]) -> set[Any]:
    """The enum values a schema allows, its items' and its members' included."""
    values = set(schema.get("enum", ()))
    if "const" in schema:
        values.add(schema["const"])
    items = schema.get("items")
    if isinstance(items, Mapping):
        values |= _values(items)
    for key in ("anyOf", "oneOf", "allOf"):
        for member in schema.get(key, ()):
            values |= _values(member)
    return values


def _removed_values(old: Mapping[str, Any], new: Mapping[str, Any]) -> bool:
    before, after = _values(old), _values(new)
    return bool(before) and bool(after) and not before <= after


def _members(schema: Mapping[str, Any]) -> set[str]:
    """The references of a union (``oneOf``) and its discriminator's mapped values."""
    refs = {member["$ref"] for member in schema.get("oneOf", ()) if "$ref" in member}
    mapping = schema.get("discriminator", {}).get("mapping", {})
    return refs | {f"{key}={value}" for key, value in mapping.items()}


def major(version: str) -> int:
    """The major number of a semantic version (``2.0.0`` → 2)."""
    return int(version.split(".", 1)[0])


def changelog_section(changelog: str, version: str) -> str:
    """The text of CHANGELOG.md under ``## <version>`` (empty when it has none)."""
    match = re.search(rf"^## {re.escape(version)}\s*$(.*?)(?=^## |\Z)", changelog, re.M | re.S)
    return match.group(1) if match else ""
