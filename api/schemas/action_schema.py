"""A game's action request, derived from its engine declaration (``Game.action_types`` and
``Game.action_fields``: each type's JSON fields, their types, choices, lengths and items), so
no edge restates the shapes ``parse_action`` reads. What stays the game's own is content: its
fields' descriptions and the names of its components."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validates_schema

from engine.protocol import Field, Game

from ..i18n import N_
from ..i18n.field_messages import Message, localize, one_of
from .common import StrictSchema, action_docs
from .field_schema import FieldBuilder, Registry, described

_REQUIRED = Message(N_("Missing data for required field."))
_UNKNOWN = Message(N_("Unknown field."))


class ActionSchemas:
    """The action request of one game (``request``: the schema that loads a body, checking
    each type's fields) and its documentation (``docs``: one schema per action type, named
    ``<Type><suffix>``), from ``game``'s declaration. ``descriptions``: a field's name (or
    ``"<field>.<part>"`` for a part of an object item) → its description; ``components``: an
    object item's field → (its component's name, its doc); ``registry``: the build's
    components (``api.schemas.field_schema``)."""

    def __init__(
        self,
        game: type[Game] | Game,
        name: str,
        suffix: str,
        descriptions: Mapping[str, str] | None = None,
        components: Mapping[str, tuple[str, str | None]] | None = None,
        doc: str | None = None,
        *,
        registry: Registry,
    ) -> None:
        descriptions = descriptions or {}
        components = components or {}
        by_name: dict[str, Field] = {}
        for specs in game.action_fields.values():
            for spec in specs:
                if by_name.setdefault(spec.name, spec) != spec:
                    raise ValueError(f"{name}: field {spec.name!r} has two shapes")
        table = {
            kind: tuple(s.name for s in game.action_fields[kind]) for kind in game.action_types
        }
        everywhere = set.intersection(*(set(names) for names in table.values())) if table else set()
        optional = frozenset(s.name for s in by_name.values() if not s.required)
        attributes: dict[str, Any] = {
            "type": fields.String(required=True, validate=one_of(game.action_types))
        }
        builder = FieldBuilder(descriptions, components, registry=registry)
        for field_name, spec in by_name.items():
            attributes[field_name] = builder.field(
                spec,
                field_name,
                required=field_name in everywhere and spec.required,
                **described(descriptions, field_name),
            )

        def _fields_of_type(self: Schema, data: dict, **kwargs: Any) -> None:
            """The fields of the action's type and no other: required unless optional."""
            wanted = table.get(data.get("type", ""), ())
            errors: dict[str, list[Message]] = {}
            for field_name in by_name:
                if field_name in wanted and field_name not in data and field_name not in optional:
                    errors[field_name] = [_REQUIRED]
                elif field_name not in wanted and field_name in data:
                    errors[field_name] = [_UNKNOWN]
            if errors:
                raise ValidationError(errors)

        attributes["_fields_of_type"] = validates_schema(_fields_of_type)
        if doc:
            attributes["__doc__"] = doc
        self.request: type[Schema] = localize(type(name, (StrictSchema,), attributes))
        self.docs = action_docs(self.request, table, suffix, optional)
