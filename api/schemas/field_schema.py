"""marshmallow fields made from the engine's ``Field`` declarations (an action's fields, an
event's or a rule violation's params, a view's fields), so no edge restates a shape the
engine declares.

An object (an array's items, or an ``object`` field) becomes a nested component and a
``union`` a union component (``api.schemas.openapi_fields.union``) of one component per member. Each
one's name and doc come from ``components``: the field's path → (name, doc), or a schema made
elsewhere to use as it is. A path is the field's name prefixed by where it sits
(``"church_resolved.adjust"``; ``"legal_actions.pay.gold"`` for a union's member); an array's
items have the array's path, the values of an object keyed by its ``choices`` the path
``"<path>.*"``; a name alone serves every path. Members of a union that name the same
component share it, its tag taking each of their values. A keyed object is a map with those
keys, or a component with a field per key when ``components`` names it.

A component is built once per name in one ``Registry`` (one game's build, made by the
composition root: ``api.games.build_edge``), so an action's and an event's ``adjust`` items are
the same ``AdjustItemBiblios``; another game's build, or another app's, has its own. ``refs``
show a ``Field.ref`` value (an id) as the thing itself (``"card"`` → the card union), and
``extra`` adds fields to a component by its name or its path (what the presenter adds: a seat's
name; what the vocabulary adds to a catalog's entries).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeAlias

from marshmallow import Schema, fields

from engine.protocol import Field

from ..i18n.field_messages import length, localize, one_of
from .common import StrictInteger, StrictSchema
from .openapi_fields import Map, Union, UnionSpec, union

#: A component's name and doc, or a schema made elsewhere (``components``).
Component: TypeAlias = "tuple[str, str | None] | type[Schema]"


class Registry:
    """The components one build made (a game's edge: ``api.games.build_edge``), by name: each
    is built once, and a name given two shapes is an error."""

    def __init__(self) -> None:
        self._built: dict[str, tuple[Field, type[Schema] | UnionSpec]] = {}

    def __getitem__(self, name: str) -> type[Schema] | UnionSpec:
        """The component built under ``name`` (KeyError if none is)."""
        return self._built[name][1]

    def found(self, name: str, spec: Field, path: str) -> type[Schema] | UnionSpec | None:
        """The component ``name`` if it is built (ValueError if with another shape than
        ``spec``'s, at ``path``)."""
        found = self._built.get(name)
        if found is None:
            return None
        if found[0].items != spec.items or found[0].tag != spec.tag:
            raise ValueError(f"component {name!r}: two shapes ({path!r})")
        return found[1]

    def add(self, name: str, spec: Field, made: type[Schema] | UnionSpec) -> None:
        self._built[name] = (spec, made)


def described(descriptions: Mapping[str, str], key: str) -> dict[str, Any]:
    """``metadata`` with ``key``'s description, if ``descriptions`` has one."""
    text = descriptions.get(key)
    return {} if text is None else {"metadata": {"description": text}}


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


class FieldBuilder:
    """Builds the fields of one declaration: ``descriptions`` (a field's path → its
    description), ``components``, ``refs`` (a ref → the field showing the thing), ``extra``
    (a component's name or path → fields the API adds to it) and ``suffix`` (what the names
    of the components ``components`` does not name end with: ``LegalActionsNim``), its
    components kept in ``registry`` (the build's)."""

    def __init__(
        self,
        descriptions: Mapping[str, str] | None = None,
        components: Mapping[str, Component] | None = None,
        refs: Mapping[str, Callable[..., fields.Field]] | None = None,
        extra: Mapping[str, Mapping[str, Callable[[], fields.Field]]] | None = None,
        suffix: str = "",
        *,
        registry: Registry,
    ) -> None:
        self.registry = registry
        self.descriptions = descriptions or {}
        self.suffix = suffix
        self.components = components or {}
        self.refs = refs or {}
        self.extra = extra or {}

    def field(self, spec: Field, path: str, **kwargs: Any) -> fields.Field:
        """The marshmallow field of ``spec`` at ``path`` (``"<where>.<name>"``, or its name)."""
        if spec.nullable:
            kwargs["allow_none"] = True
        if spec.ref and spec.ref in self.refs:
            return self.refs[spec.ref](**kwargs)
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
        if spec.type == "union":
            return Union(self._union(spec, path, ()), **kwargs)
        if spec.type == "object":
            if isinstance(items, Field):  # one value (at "<path>.*") under each of its choices
                if self.components.get(path) or self.components.get(spec.name):
                    return fields.Nested(self._object(spec, path), **kwargs)  # a component
                value = self.field(items, f"{path}.*")
                return Map(value, keys=spec.choices, required_keys=True, **kwargs)
            return fields.Nested(self._object(spec, path), **kwargs)
        if isinstance(items, tuple):  # an array of objects
            item: fields.Field = fields.Nested(self._object(spec, path))
        elif items is not None:
            item = self.field(items, path)
        else:
            raise ValueError(f"field {path!r}: an {spec.type} without items")
        size = {} if spec.max_items is None else {"validate": length(high=spec.max_items)}
        return fields.List(item, **size, **kwargs)

    def _named(self, spec: Field, path: str, default: str) -> tuple[str, str | None] | Any:
        given = self.components.get(path) or self.components.get(spec.name)
        return (default, None) if given is None else given

    def _default(self, path: str, kind: str) -> str:
        """The name of a component ``components`` does not name: its path's last part."""
        return _camel(path.rsplit(".", 1)[-1].replace("*", "value")) + kind + self.suffix

    def _object(self, spec: Field, path: str) -> type[Schema]:
        given = self._named(spec, path, self._default(path, "Item"))
        if not isinstance(given, tuple):
            return given
        name, doc = given
        found = self.registry.found(name, spec, path)
        if found is not None:
            return found  # type: ignore[return-value]
        if isinstance(spec.items, Field):  # keyed: a field per key, each value at "<path>.*"
            parts = [(key, spec.items, f"{path}.*") for key in spec.choices]
        else:
            parts = [(part.name, part, f"{path}.{part.name}") for part in spec.items]  # type: ignore[union-attr]
        entries: dict[str, Any] = {
            key: self.field(
                part, where, required=part.required, **described(self.descriptions, where)
            )
            for key, part, where in parts
        }
        added = {**self.extra.get(name, {}), **self.extra.get(path, {})}
        entries.update({key: make() for key, make in added.items()})
        if doc:
            entries["__doc__"] = doc
        schema = localize(type(name, (StrictSchema,), entries))
        self.registry.add(name, spec, schema)
        return schema

    def _union(self, spec: Field, path: str, tags: tuple[Field, ...]) -> UnionSpec:
        """The union ``spec``: each member an object with ``tags`` (those of the unions it is
        in) and its own tag first."""
        name, doc = self._named(spec, path, self._default(path, ""))
        found = self.registry.found(name, spec, path)
        if found is not None:
            return found  # type: ignore[return-value]
        members: dict[str, type[Schema] | UnionSpec] = {}
        # members that name one component share it, their tag taking each of their values
        values: dict[object, list[str]] = {}
        for member in spec.items:  # type: ignore[union-attr]
            named = self._named(member, f"{path}.{member.name}", "")
            values.setdefault(named if named[0] else member.name, []).append(member.name)
        for member in spec.items:  # type: ignore[union-attr]
            where = f"{path}.{member.name}"
            named = self._named(member, where, "")
            shared = tuple(values[named if named[0] else member.name])
            tag = Field(spec.tag, "string", choices=shared)
            if member.type == "union":  # a union of its own, its members tagged too
                members[member.name] = self._union(member, where, (*tags, tag))
                continue
            shape = Field(member.name, "object", items=(*tags, tag, *member.items))  # type: ignore[misc]
            members[member.name] = self._object(shape, where)
        made = union(name, spec.tag, members, doc or "")
        self.registry.add(name, spec, made)
        return made
