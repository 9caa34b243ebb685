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

from .field_schema import Component, FieldBuilder, Registry, described

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
    suffix: str,
    registry: Registry,
) -> type[Schema]:
    entries = {}
    builder = FieldBuilder(texts, components, suffix=suffix, registry=registry)
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
    *,
    registry: Registry,
) -> dict[str, EventDoc]:
    """One params schema per event type of ``events``, named ``<Type>Params<suffix>``
    (``CardPlacedParamsBiblios``); a private param is optional (absent for the seats outside the
    event's audience until the game is over). ``registry``: the build's components."""
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
                suffix,
                registry,
            ),
        )
        for kind, declared in events.items()
    }


def problem_docs(
    suffix: str,
    violations: Mapping[str, tuple[Field, ...]],
    texts: Mapping[str, str],
    *,
    registry: Registry,
) -> dict[str, type[Schema]]:
    """One params schema per problem code of ``violations`` (code → the fields of its
    `params`, as the code that raises it sends them), named ``<Code>ProblemParams<suffix>``
    (``InvalidRowProblemParams1347``), its description saying when it is raised (``texts``:
    ``"<code>"``). A code without parameters is not there: its problems
    have no `params` (``api.schemas.openapi`` makes the ``ProblemParams`` component of them all;
    ``tests/api/test_openapi_problems.py`` holds the declarations to the ``RuleViolation`` and
    ``Problem`` calls of ``engine/`` and ``api/``)."""
    return {
        code: _params_schema(
            code,
            specs,
            f"{_camel(code)}ProblemParams{suffix}",
            f"The parameters of the problem `{code}`"
            + (f": {texts[code]}." if code in texts else "."),
            texts,
            {},
            suffix,
            registry,
        )
        for code, specs in violations.items()
        if specs
    }


#: What each of the table's own events says (play-contract: "Clocks", "Resigning", "Learning").
TABLE_EVENT_TEXTS: dict[str, str] = {
    "resigned": "the seat resigned: a bot plays it from now on.",
    "timed_out": "the seat ran out of time: a bot made its decision.",
    "seat_taken_over": "a bot plays the seat from now on (three timeouts in a row).",
    "seat_reclaimed": "the seat's person took it back from the bot (it had been taken over).",
    "hint_given": "the seat asked the expert for a hint (in a game created with hints; every "
    "seat sees it).",
}

#: The table's own events, in every game (they depend on no game: built once, with their own
#: components).
TABLE_EVENTS = event_docs("", ENGINE_TABLE_EVENTS, TABLE_EVENT_TEXTS, registry=Registry())


def _int(name: str) -> Field:
    return Field(name, "integer")


def _str(name: str) -> Field:
    return Field(name, "string")


def _strings(name: str) -> Field:
    return Field(name, "array", items=Field("", "string"))


#: The codes every game shares, raised by the engine (its rules' and the table's: HTTP 422
#: unless said) with when each is raised; the game's own are its engine's ``violations`` (and its
#: edge's ``problem_texts``). ``docs/codes.md`` is generated from these (``support.codes_doc``).
SHARED_CODES: dict[str, tuple[int, str]] = {
    "game_over": (422, "the game has ended"),
    "not_your_turn": (
        422,
        "the caller is not the seat the game waits for (spectators included), or has no "
        "decision to make (a hint)",
    ),
    "illegal_action": (422, "that kind of action is not possible at this moment"),
    "invalid_action": (422, "the action is not a well-formed action"),
    "invalid_players": (422, "a game of this kind is not for that many players"),
    "invalid_variant": (422, "the variant is not one of the game's"),
    "invalid_seed": (422, "the seed is not an integer"),
    "invalid_first_seat": (422, "`first_seat` is not a seat of the game"),
    "seat_resigned": (
        422,
        "the seat has resigned: its token reads, it no longer acts (checked after `game_over`, "
        "before `not_your_turn`)",
    ),
    "seat_taken_over": (
        422,
        "a bot took the seat over after three timeouts in a row (same place in the check order)",
    ),
    "seat_not_taken_over": (
        409,
        "`POST .../seats/{seat}/reclaim` for a seat that is playing (nothing to take back)",
    ),
    "bot_seat": (422, "the seat named is a bot's, where a person's is needed"),
    "unknown_bot": (422, "no bot of that name"),
    "wrong_seat_count": (422, "not one seat per player"),
    "hints_off": (
        422,
        'a hint asked for in a game created without hints (play-contract: "Learning")',
    ),
    "export_invalid": (
        422,
        "an export document given to replay fails the verifier's check named (`biblios-verify`)",
    ),
}

#: The API's own codes: the HTTP status of each and when it is answered.
API_CODES: dict[str, tuple[int, str]] = {
    "invalid_request": (
        400,
        "not JSON, or not the schema (`errors` lists fields), or a query parameter given twice",
    ),
    "invalid_token": (401, "missing, malformed or foreign seat token"),
    "invalid_portal_key": (
        401,
        "a request only a portal makes (creating a game when portals are configured, listing "
        "its games, re-issuing a seat token) without a valid portal key",
    ),
    "invalid_ticket": (401, "a stream ticket that is unknown, expired or already used"),
    "game_not_found": (404, "unknown game id"),
    "not_found": (404, "unknown path"),
    "not_supported_by_game": (
        404,
        "an operation the game does not offer (`POST .../preview` on a Biblios game: only 1347 "
        "has previews)",
    ),
    "method_not_allowed": (405, "known path, wrong method"),
    "request_timeout": (
        408,
        "the request's body did not arrive within `BIBLIOS_BODY_TIMEOUT` seconds of its headers "
        "(the connection is then closed)",
    ),
    "conflict": (409, "lost too many races with other writes"),
    "game_not_over": (409, "the game cannot be exported (or reviewed) before it has ended"),
    "stale_version": (412, "`If-Match` differs from the game's version"),
    "payload_too_large": (413, "body over 16 KiB"),
    "unsupported_media_type": (415, "a body not sent as JSON"),
    "name_reserved": (
        422,
        'a name that reads as a seat\'s default name in any language ("Player 2", "Бот 3"), '
        'lookalikes included ("Bоt 2" with a Cyrillic "о", "Ｂｏｔ ２", "Bot\\u00a02": '
        "compared by Unicode's confusable skeleton, `api/i18n/lookalikes.py`)",
    ),
    "duplicate_name": (
        422,
        "two seats with the same name, case, normalization and lookalike letters aside "
        '("Ana", "Аna" with a Cyrillic "А")',
    ),
    "idempotency_key_reused": (
        422,
        "the seat's last `Idempotency-Key` was sent with another action, or the caller's "
        "creation key with another creation request",
    ),
    "rate_limited": (429, "too many requests"),
    "too_many_streams": (
        429,
        "the client's address holds `BIBLIOS_CLIENT_STREAMS` live streams in the worker already; "
        "with `Retry-After`",
    ),
    "hint_unavailable": (
        503,
        "the bots' worker did not give the hint within 3 s; `Retry-After` says when to ask "
        "again (the same search goes on)",
    ),
    "service_unavailable": (
        503,
        "a live stream asked of a worker that holds `BIBLIOS_WORKER_STREAMS` streams already "
        '(the rest of its connections are kept for requests: `docs/live-updates.md`, "Streams '
        'apart from moves"); with `Retry-After`, the connection closed after the answer',
    ),
    "store_unavailable": (503, "Redis cannot be reached; nothing was changed"),
    "misdirected_request": (
        421,
        "a live stream asked of a requests' gunicorn (`BIBLIOS_ROLE=requests`), reached without "
        "the proxy in front that sends streams to the streams' gunicorn (`scripts/serve`, "
        "`compose.yaml`); no `Retry-After`: the same address refuses it again",
    ),
    "internal_error": (
        500,
        "a fault of the server (never expected; logged, its details never sent): nothing was "
        "changed",
    ),
    "outcome_unknown": (
        503,
        "Redis stopped answering while an action or a creation was written and the game could "
        "not be read back, or (durable mode) the replicas did not confirm the write in time: "
        "it may have been applied; retry with the same `Idempotency-Key`, or read the game "
        "(its `version`) before acting again",
    ),
}

#: The parameters of the problems every game shares and of the API's own (the codes of
#: ``SHARED_CODES`` and ``API_CODES``; a code not here sends no ``params``).
API_PROBLEM_FIELDS: dict[str, tuple[Field, ...]] = {
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
}
#: What the parameters of ``API_PROBLEM_FIELDS`` mean (``"<code>.<param>"``).
API_PROBLEM_TEXTS: dict[str, str] = {
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
}

#: Their documentation (the OpenAPI document's ``ProblemParams``), each saying when it is raised.
API_PROBLEMS = problem_docs(
    "",
    API_PROBLEM_FIELDS,
    {
        **API_PROBLEM_TEXTS,
        **{code: when for code, (_, when) in {**SHARED_CODES, **API_CODES}.items()},
    },
    registry=Registry(),
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
