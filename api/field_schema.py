"""marshmallow fields made from the engine's ``Field`` declarations (an action's fields, an
event's or a rule violation's params), so no edge restates a shape the engine declares.

An object (an array's items, or an ``object`` field) becomes a nested component: its name and
doc come from ``components`` (the field's path → (name, doc), or a schema made elsewhere to
use as it is), the path being the field's name prefixed by where it sits
(``"church_resolved.adjust"``; a name alone serves every path), and one component is built
once per name, so an action's and an event's ``adjust`` items are the same ``AdjustItem``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeAlias

from marshmallow import Schema, fields

from engine.protocol import Field

from .field_messages import length, localize, one_of
from .schemas import StrictInteger, StrictSchema

#: A component's name and doc, or a schema made elsewhere (``components``).
Component: TypeAlias = "tuple[str, str | None] | type[Schema]"
#: Each component built, by name: the fields it was built from and its schema.
_built: dict[str, tuple[tuple[Field, ...], type[Schema]]] = {}


def described(descriptions: Mapping[str, str], key: str) -> dict[str, Any]:
    """``metadata`` with ``key``'s description, if ``descriptions`` has one."""
    text = descriptions.get(key)
    return {} if text is None else {"metadata": {"description": text}}


def field_of(
    spec: Field,
    path: str,
    descriptions: Mapping[str, str],
    components: Mapping[str, Component],
    **kwargs: Any,
) -> fields.Field:
    """The marshmallow field of ``spec`` at ``path`` (``"<where>.<name>"``, or its name)."""
    if spec.nullable:
        kwargs["allow_none"] = True
    if spec.type == "integer":
        return StrictInteger(**kwargs)
    if spec.type == "boolean":
        return fields.Boolean(**kwargs)
    if spec.type == "string":
        if spec.choices:
            kwargs["validate"] = one_of(spec.choices)
        elif spec.max_length is not None:
            kwargs["validate"] = length(high=spec.max_length)
        return fields.String(**kwargs)
    items = spec.items
    if isinstance(items, tuple):  # an object of fields
        nested: fields.Field = fields.Nested(_component(spec, path, descriptions, components))
        if spec.type == "object":
            return fields.Nested(nested.nested, **kwargs)
        item = nested
    elif items is not None:
        item = field_of(items, path, {}, components)
    else:
        raise ValueError(f"field {path!r}: an {spec.type} without items")
    size = {} if spec.max_items is None else {"validate": length(high=spec.max_items)}
    return fields.List(item, **size, **kwargs)


def _component(
    spec: Field,
    path: str,
    descriptions: Mapping[str, str],
    components: Mapping[str, Component],
) -> type[Schema]:
    items: tuple[Field, ...] = spec.items  # type: ignore[assignment]
    default = "".join(part.capitalize() for part in spec.name.split("_")) + "Item"
    given = components.get(path) or components.get(spec.name) or (default, None)
    if not isinstance(given, tuple):
        return given
    name, doc = given
    found = _built.get(name)
    if found is not None:
        if found[0] != items:
            raise ValueError(f"component {name!r}: two shapes ({path!r})")
        return found[1]
    entries: dict[str, Any] = {
        part.name: field_of(
            part,
            f"{path}.{part.name}",
            descriptions,
            components,
            required=part.required,
            **described(descriptions, f"{path}.{part.name}"),
        )
        for part in items
    }
    if doc:
        entries["__doc__"] = doc
    schema = localize(type(name, (StrictSchema,), entries))
    _built[name] = (items, schema)
    return schema
