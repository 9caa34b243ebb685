"""The documentation of events' and problems' ``params`` (the OpenAPI document's ``Event``
union and ``ProblemParams``), made from the engine's declarations (``Game.events``,
``Game.violations``, ``engine.table.TABLE_EVENTS``: ``engine.Field``s) and, for the API's own
codes, from ``API_PROBLEMS`` here. What an edge adds is content: what each event says and a
description of each parameter (``texts``: ``"<type>"`` → its sentence, ``"<type>.<param>"`` →
the param's description, ``"*.<param>"`` → the description of a param so named where no
``"<type>.<param>"`` is given)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from marshmallow import Schema

from engine.export import CHECKS
from engine.protocol import EventType, Field
from engine.table import TABLE_EVENTS as ENGINE_TABLE_EVENTS

from .field_schema import Component, FieldBuilder, described

_PRIVATE = "private: only the seats the event concerns (everyone once the game is over)"


@dataclass(frozen=True)
class EventDoc:
    """One event type (documentation): whether its ``seat`` is a seat (else null: the game's
    own event), what it says, and its ``params`` schema (``api.schemas.openapi`` makes the event's
    component ``<Type>Event<suffix>`` and the ``Event`` union of them all)."""

    seat: bool
    description: str
    params: type[Schema]


def _camel(code: str) -> str:
    return "".join(part.capitalize() for part in code.split("_"))


def _params_schema(
    code: str,
    specs: tuple[Field, ...],
    name: str,
    doc: str,
    texts: Mapping[str, str],
    components: Mapping[str, Component],
) -> type[Schema]:
    entries = {}
    builder = FieldBuilder(texts, components)
    for spec in specs:
        key = f"{code}.{spec.name}"
        metadata = described(texts, key if key in texts else f"*.{spec.name}").get("metadata", {})
        if spec.private:
            shown = metadata.get("description")
            metadata = {"description": f"{shown}; {_PRIVATE}" if shown else _PRIVATE}
        entries[spec.name] = builder.field(
            spec,
            f"{code}.{spec.name}",
            required=spec.required and not spec.private,
            **({"metadata": metadata} if metadata else {}),
        )
    schema = Schema.from_dict(entries, name=name)
    schema.__doc__ = doc
    return schema


def event_docs(
    suffix: str,
    events: Mapping[str, EventType],
    texts: Mapping[str, str],
    components: Mapping[str, Component] | None = None,
) -> dict[str, EventDoc]:
    """One params schema per event type of ``events``, named ``<Type>Params<suffix>``
    (``CardPlacedParams``); a private param is optional (absent for the seats outside the
    event's audience until the game is over)."""
    return {
        kind: EventDoc(
            declared.seat,
            texts.get(kind, ""),
            _params_schema(
                kind,
                declared.params,
                f"{_camel(kind)}Params{suffix}",
                f"The parameters of the event `{kind}`.",
                texts,
                components or {},
            ),
        )
        for kind, declared in events.items()
    }


def problem_docs(
    suffix: str, violations: Mapping[str, tuple[Field, ...]], texts: Mapping[str, str]
) -> dict[str, type[Schema]]:
    """One params schema per problem code of ``violations`` (code → the fields of its
    `params`, as the code that raises it sends them), named ``<Code>ProblemParams<suffix>``
    (``InvalidRowProblemParams1347``). A code without parameters is not there: its problems
    have no `params` (``api.schemas.openapi`` makes the ``ProblemParams`` component of them all;
    ``tests/api/test_openapi_problems.py`` holds the declarations to the ``RuleViolation`` and
    ``Problem`` calls of ``engine/`` and ``api/``)."""
    return {
        code: _params_schema(
            code,
            specs,
            f"{_camel(code)}ProblemParams{suffix}",
            f"The parameters of the problem `{code}`.",
            texts,
            {},
        )
        for code, specs in violations.items()
        if specs
    }


#: The table's own events, in every game (play-contract: "Clocks", "Resigning", "Learning").
TABLE_EVENTS = event_docs(
    "",
    ENGINE_TABLE_EVENTS,
    {
        "resigned": "the seat resigned: a bot plays it from now on.",
        "timed_out": "the seat ran out of time: a bot made its decision.",
        "seat_taken_over": "a bot plays the seat from now on (three timeouts in a row).",
        "seat_reclaimed": "the seat's person took it back from the bot (it had been taken over).",
        "hint_given": "the seat asked the expert for a hint (in a game created with hints).",
    },
)


def _int(name: str) -> Field:
    return Field(name, "integer")


def _str(name: str) -> Field:
    return Field(name, "string")


def _strings(name: str) -> Field:
    return Field(name, "array", items=Field("", "string"))


#: The parameters of the problems every game shares and of the API's own (the codes of
#: ``api.i18n.msgids.ERRORS``); each game's own codes are its engine's ``violations``.
API_PROBLEMS = problem_docs(
    "",
    {
        "not_your_turn": (_int("waiting_for"),),
        "illegal_action": (_str("action"),),
        "invalid_players": (_int("min"), _int("max")),
        "invalid_variant": (_strings("variants"),),
        "invalid_first_seat": (_int("players"),),
        "seat_resigned": (_int("seat"),),
        "seat_taken_over": (_int("seat"),),
        "seat_not_taken_over": (_int("seat"),),
        "bot_seat": (_int("seat"),),
        "unknown_bot": (_str("bot"), _strings("bots")),
        "wrong_seat_count": (_int("expected"), _int("given")),
        "game_not_found": (_str("id"),),
        "game_not_over": (_str("id"),),
        "not_supported_by_game": (_str("game"), _str("operation")),
        "stale_version": (_int("version"),),
        "unsupported_media_type": (_str("expected"),),
        "name_reserved": (_str("name"),),
        "duplicate_name": (_str("name"),),
        "idempotency_key_reused": (_str("key"),),
        "export_invalid": (Field("check", "string", choices=CHECKS),),
    },
    {
        "not_your_turn.waiting_for": "the seat the game waits for (an action refused), or the "
        "seats of the people it waits for (a hint refused: an array, possibly empty)",
        "illegal_action.action": "the action's `type`",
        "invalid_players.min": "the fewest players of the game",
        "invalid_players.max": "the most players of the game",
        "invalid_variant.variants": "the game's variants",
        "invalid_first_seat.players": "the players of the game: seats 0 to n-1",
        "seat_resigned.seat": "the seat",
        "seat_taken_over.seat": "the seat",
        "seat_not_taken_over.seat": "the seat",
        "bot_seat.seat": "the bot's seat",
        "unknown_bot.bot": "the bot asked for",
        "unknown_bot.bots": "the game's bots",
        "wrong_seat_count.expected": "the players of the game",
        "wrong_seat_count.given": "the seats given",
        "game_not_found.id": "the game id asked for",
        "game_not_over.id": "the game's id",
        "not_supported_by_game.game": "the game's kind (`biblios`, `1347`)",
        "not_supported_by_game.operation": "the operation it does not offer (`preview`)",
        "stale_version.version": "the game's version now (its `ETag`)",
        "unsupported_media_type.expected": "the media type to send",
        "name_reserved.name": "the name refused",
        "duplicate_name.name": "the name given twice",
        "idempotency_key_reused.key": "the `Idempotency-Key` sent",
        "export_invalid.check": "the verifier's check that the export document failed",
    },
)

#: ``not_your_turn``'s ``waiting_for`` is sent as a seat (an action refused: the seat the game
#: waits for) or as an array of seats (a hint refused, ``Table.check_can_hint``: the people it
#: waits for, possibly none): the document says both.
API_PROBLEMS["not_your_turn"]._declared_fields["waiting_for"].metadata["openapi_schema"] = {
    "oneOf": [{"type": "integer"}, {"type": "array", "items": {"type": "integer"}}],
    "description": API_PROBLEMS["not_your_turn"]
    ._declared_fields["waiting_for"]
    .metadata.get("description", ""),
}
