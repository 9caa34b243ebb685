"""Answers parsed through their discriminators: the generated code tries each member of a union
in turn (every event type for every event, both views for a view); here an event's ``type`` and
a view's ``game`` pick the model at once. The result is the same generated models."""

from __future__ import annotations

from typing import Any

import attrs

from .games import EVENTS, VIEWS
from .generated import models

# The unions are closed, so a value not listed (a newer server) goes to the generated code.


def events(items: list[dict[str, Any]]) -> list[Any] | None:
    """The events as their models, or None if one of them is of no known type."""
    parsed = []
    for item in items:
        model = EVENTS.get(item.get("type"))
        if model is None:
            return None
        parsed.append(model.from_dict(item))
    return parsed


def view(data: dict[str, Any]) -> Any:
    model = VIEWS.get(data.get("game"))
    return None if model is None else model.from_dict(data)


def _whole(data: dict[str, Any], whole: type, **parsed: Any) -> Any:
    """``whole`` from ``data`` with the ``parsed`` parts given, or the generated code's parse
    when ``data`` holds more than the model's fields or a part could not be parsed here."""
    fields = attrs.fields_dict(whole)
    if any(value is None for value in parsed.values()) or not set(data) <= set(fields):
        return whole.from_dict(data)
    return whole(**{**data, **parsed})


def view_and_events(data: dict[str, Any], whole: type) -> Any:
    """An ``ActionResponse`` or a ``StreamUpdate`` (``whole``) from its JSON."""
    return _whole(data, whole, events=events(data["events"]), view=view(data["view"]))


def event_log(data: dict[str, Any]) -> models.EventsResponse:
    return _whole(data, models.EventsResponse, events=events(data["events"]))
