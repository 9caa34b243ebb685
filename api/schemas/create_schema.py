"""A game's create request, derived from its engine declaration (``engine.GameInfo``: the
player range, the variants, the first seat's default and the options with their types,
ranges, defaults and variants), so no edge restates what the engine already says. What stays
the game's own is content: the descriptions of its fields and the names of its components."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validates_schema

from engine.protocol import GameInfo, Option

from ..i18n import N_
from ..i18n.field_messages import Message, between, length, localize, one_of
from ..i18n.free_text import ClientText
from .common import CreateGameBase, StrictBoolean, StrictInteger, StrictSchema

#: The longest string an option's list may hold (card ids are at most 16 characters).
MAX_OPTION_STRING = 40
_REQUIRED = Message(N_("Missing data for required field."))
_NOT_WITH_VARIANT = Message(N_("Not with this variant."))


def _value_field(option: Option, kind: str | None, **kwargs: Any) -> fields.Field:
    """The field of one value of ``option`` of JSON type ``kind``."""
    if kind == "integer":
        low, high = option.minimum, option.maximum
        if low is not None and high is not None:
            kwargs["validate"] = between(low, high)
        return StrictInteger(**kwargs)
    if kind == "boolean":
        return StrictBoolean(**kwargs)
    if kind == "string":
        return fields.String(validate=length(high=MAX_OPTION_STRING), **kwargs)
    raise ValueError(f"option {option.name!r}: no field for values of type {kind!r}")


def _option_field(
    option: Option, description: str | None, component: str | None, component_doc: str | None
) -> fields.Field:
    metadata = {} if description is None else {"description": description}
    if option.type == "array":
        size = {} if option.max_items is None else {"validate": length(high=option.max_items)}
        return fields.List(_value_field(option, option.items), metadata=metadata, **size)
    if option.type == "object":
        attributes: dict[str, Any] = {
            key: _value_field(option, option.items) for key in option.keys
        }
        if component_doc:
            attributes["__doc__"] = component_doc
        nested = localize(
            type(component or f"{option.name.title()}Option", (StrictSchema,), attributes)
        )
        return fields.Nested(nested, metadata=metadata)
    return _value_field(option, option.type, metadata=metadata)


def create_schema(
    info: GameInfo,
    name: str,
    descriptions: Mapping[str, str] | None = None,
    components: Mapping[str, tuple[str, str]] | None = None,
    doc: str | None = None,
) -> type[Schema]:
    """The schema of ``POST /v1/games`` for the game ``info`` declares, named ``name`` (its
    OpenAPI component). ``descriptions``: field name → its description (the game's own
    content); ``components``: an object option's name → (its component's name, its doc)."""
    descriptions = descriptions or {}
    components = components or {}
    low, high = info.min_players, info.max_players

    def described(field: str) -> dict[str, Any]:
        text = descriptions.get(field)
        return {} if text is None else {"metadata": {"description": text}}

    attributes: dict[str, Any] = {
        "players_range": (low, high),
        "game": fields.String(required=True, validate=one_of([info.id])),
        "players": StrictInteger(validate=between(low, high)),
        "variant": fields.String(
            load_default=info.default_variant,
            validate=one_of(info.variants),
            **described("variant"),
        ),
        "first_seat": StrictInteger(
            load_default=info.default_first_seat, **described("first_seat")
        ),
        "names": fields.List(ClientText(1, 40), validate=length(low, high), **described("names")),
    }
    for option in info.options:
        component, component_doc = components.get(option.name, (None, None))
        attributes[option.name] = _option_field(
            option, descriptions.get(option.name), component, component_doc
        )
    bound = [option for option in info.options if option.variants]

    def _options_of_variant(self: Schema, data: dict, **kwargs: Any) -> None:
        """An option bound to variants: required with them where it says so, refused with
        any other."""
        variant = data.get("variant")
        for option in bound:
            if variant in option.variants:
                if option.required and option.name not in data:
                    raise ValidationError(_REQUIRED, option.name)
            elif option.name in data:
                raise ValidationError(_NOT_WITH_VARIANT, option.name)

    if bound:
        attributes["_options_of_variant"] = validates_schema(_options_of_variant)
    if doc:
        attributes["__doc__"] = doc
    return localize(type(name, (CreateGameBase,), attributes))
