"""The schemas' field errors in the request's language.

marshmallow formats every error message with ``str.format`` when it raises it. A ``Message``
is a msgid whose ``format`` translates it first (into the language of the current request),
then fills in its ``%(name)s`` placeholders, so field errors read like every other text.
"""

from __future__ import annotations

from typing import Any

from flask import has_request_context
from marshmallow import Schema, fields, validate

from . import N_, get_localizer, request_locale


class Message(str):
    """A msgid translated when marshmallow formats it."""

    def format(self, *args: Any, **kwargs: Any) -> str:
        locale = request_locale() if has_request_context() else "en"
        text = get_localizer(locale).gettext(str(self))
        return text % kwargs if "%(" in text else text


# marshmallow's error keys, by field class (the most specific class listed wins).
_FIELD_MESSAGES: dict[type, dict[str, str]] = {
    fields.Field: {
        "required": N_("Missing data for required field."),
        "null": N_("Field may not be null."),
        "validator_failed": N_("Invalid value."),
    },
    fields.String: {
        "invalid": N_("Not a valid string."),
        "invalid_utf8": N_("Not a valid UTF-8 string."),
    },
    fields.Integer: {"invalid": N_("Not a valid integer."), "too_large": N_("Number too large.")},
    fields.List: {"invalid": N_("Not a valid list.")},
    fields.Nested: {"type": N_("Not a valid object.")},
}
SCHEMA_MESSAGES = {
    "type": Message(N_("Not a valid object.")),
    "unknown": Message(N_("Unknown field.")),
}


def one_of(choices: tuple[str, ...] | list[str]) -> validate.OneOf:
    return validate.OneOf(choices, error=Message(N_("Must be one of: %(choices)s.")))


def between(low: int, high: int) -> validate.Range:
    return validate.Range(low, high, error=Message(N_("Must be between %(min)s and %(max)s.")))


def at_least(low: int) -> validate.Range:
    return validate.Range(min=low, error=Message(N_("Must be at least %(min)s.")))


def length(low: int | None = None, high: int | None = None) -> validate.Length:
    if low is None:
        message = N_("Longer than the maximum length, %(max)s.")
    else:
        message = N_("Length must be between %(min)s and %(max)s.")
    return validate.Length(low, high, error=Message(message))


def localize(schema: type[Schema]) -> type[Schema]:
    """Class decorator: every field of ``schema`` (nested ones too) speaks through Message."""
    schema.error_messages = {**schema.error_messages, **SCHEMA_MESSAGES}
    for field in schema._declared_fields.values():
        _localize_field(field)
    return schema


def _localize_field(field: fields.Field) -> None:
    for cls in reversed(type(field).__mro__):
        for key, msgid in _FIELD_MESSAGES.get(cls, {}).items():
            field.error_messages[key] = Message(msgid)
    if isinstance(field, fields.List):
        _localize_field(field.inner)


def translate_errors(messages: Any) -> Any:
    """Field errors with every message still untranslated (``Message``) translated."""
    if isinstance(messages, Message):
        return messages.format()
    if isinstance(messages, dict):
        return {key: translate_errors(value) for key, value in messages.items()}
    if isinstance(messages, list):
        return [translate_errors(value) for value in messages]
    return messages
