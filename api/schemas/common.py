"""Marshmallow schemas: every request body and query is loaded through one, and every response
is documented by one (the OpenAPI document is generated from them). Each game's own schemas
(its create options, actions, views) are its edge's (``api.games``); these are the common ones."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate, validates_schema

from engine import STATUSES, Game
from engine.export import format_name
from engine.fairness import MAX_CLIENT_SEED, MODES
from engine.protocol import OPTION_TYPES

from ..i18n import N_, SUPPORTED
from ..i18n.field_messages import Message, at_least, between, length, localize, one_of
from ..i18n.free_text import ClientText
from .openapi_fields import ComponentRef, Map

MAX_SEED = 2**53 - 1  # the largest integer a JavaScript client holds exactly
#: How a result shows the game's seed: a committed game's is 64 bits, beyond what JavaScript's
#: ``JSON.parse`` keeps exactly, so it is a string (every other integer of a payload is at most
#: ``MAX_SEED``).
SEED_TEXT = (
    "the game's seed, as a decimal string: a committed game's seed is a 64-bit number, "
    "beyond JavaScript's exact integers (2^53 - 1)"
)


class StrictInteger(fields.Integer):
    """An integer that must arrive as a JSON integer (not a string, a float or a boolean)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def _validated(self, value: Any) -> Any:
        if isinstance(value, bool):
            raise self.make_error("invalid")
        return super()._validated(value)


class StrictBoolean(fields.Boolean):
    """A boolean that must arrive as JSON true or false (not 1, "true" or "yes")."""

    default_error_messages = {"invalid": Message(N_("Not a valid boolean."))}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if type(value) is not bool:
            raise self.make_error("invalid", input=value)
        return value


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


# ----- Requests ---------------------------------------------------------------------------


class NoQuery(StrictSchema):
    """The query of an operation that takes no parameter: any is refused (400)."""


@localize
class LangQuery(StrictSchema):
    lang = fields.String(
        validate=length(high=35),
        metadata={
            "description": f"Language of the texts: one of {', '.join(SUPPORTED)}. The server "
            "is lenient beyond this enum (docs/openapi.md): a regional tag such as `fr-CA` is "
            "read as its language, and any other value of up to 35 characters falls back to "
            "`Accept-Language`, then English.",
            "openapi_schema": {"$ref": "#/components/schemas/Lang"},
        },
    )


class EventsQuery(LangQuery):
    after = fields.Integer(
        load_default=0,
        validate=at_least(0),
        metadata={"description": "Only the events whose seq is greater than this."},
    )


def bots_of(games: Iterable[Game]) -> tuple[str, ...]:
    """The bots of ``games``, as each declares them (``Game.bots``; the lobby offers each
    game's ``bot_levels``, and the game rejects a bot it does not have: ``unknown_bot``)."""
    return tuple(dict.fromkeys(bot for game in games for bot in game.bots))


def seat_bots_of(games: Iterable[Game]) -> tuple[str, ...]:
    """What a seat's ``bot`` may read in a view of ``games``: their bots, and the scripted bots
    of their tutorials (``engine.tutorial``), which only a tutorial's creation seats."""
    games = list(games)
    scripted = {
        name
        for game in games
        if (tutorial := game.info.tutorial) is not None
        for name in tutorial.bots
    }
    return (*bots_of(games), *sorted(scripted))


#: The fields a tutorial's create request may carry besides ``game``: the tutorial has its own
#: players, seats, deal and options.
TUTORIAL_FIELDS = ("game", "tutorial", "hints", "turn_seconds", "clock")
_TUTORIAL_OWN = Message(N_("A tutorial has its own players, seats and deal: leave this out."))
MIN_TURN_SECONDS, MAX_TURN_SECONDS = 5, 604800
_REQUIRED = Message(N_("Missing data for required field."))
_CLIENT_SEED_ALONE = Message(
    N_("A client seed goes only with a seed the server draws: not with seed or deck.")
)
_NOT_A_BOT = Message(N_("Must be one of: %(choices)s."))


@localize
class SeatRequest(StrictSchema):
    """Who holds a seat: a person (optionally named, with the portal's id) or a bot."""

    name = ClientText(1, 40)
    external_id = ClientText(1, 64, metadata={"description": "The portal's own id of the player."})
    #: Checked against the bots of the game created (``CreateGameBase``); the document's enum
    #: is the served games' (``api.schemas.openapi``).
    bot = fields.String(metadata={"description": "The seat is a bot's (no token)."})

    @validates_schema
    def _no_external_id_for_bots(self, data: dict, **kwargs: Any) -> None:
        if data.get("bot") is not None and data.get("external_id") is not None:
            raise ValidationError(Message(N_("A bot's seat has no external id.")), "external_id")


#: The fields each clock type takes (play-contract, "Clocks, second version"), and their ranges.
CLOCK_FIELDS = {
    "decision": {"seconds": (MIN_TURN_SECONDS, MAX_TURN_SECONDS)},
    "bank": {"initial_seconds": (10, 86400), "increment_seconds": (0, 3600)},
    "days": {"days": (1, 14)},
}
MAX_START_GRACE = 604800
#: The start grace when a clock's request gives none (play-contract, "Clocks, second version",
#: third version): 15 minutes to open an invitation, a day for correspondence.
START_GRACE_DEFAULTS = {"decision": 900, "bank": 900, "days": 86400}
_NOT_OF_CLOCK = Message(N_("This clock type does not take this field."))


@localize
class ClockRequest(StrictSchema):
    """A clock (play-contract, "Clocks, second version"): seconds per decision, a time bank per
    seat, or days per decision (correspondence); none runs before every person opened the game
    once, or the start grace passed."""

    type = fields.String(required=True, validate=one_of(list(CLOCK_FIELDS)))
    seconds = StrictInteger(
        validate=between(*CLOCK_FIELDS["decision"]["seconds"]),
        metadata={"description": "`decision`: seconds per decision."},
    )
    initial_seconds = StrictInteger(
        validate=between(*CLOCK_FIELDS["bank"]["initial_seconds"]),
        metadata={"description": "`bank`: each seat's bank at the start, in seconds."},
    )
    increment_seconds = StrictInteger(
        validate=between(*CLOCK_FIELDS["bank"]["increment_seconds"]),
        metadata={
            "description": "`bank`: seconds each decision made adds to its seat's bank; a bank "
            "that runs out restarts at this (10 s when it is 0); a seat reclaimed after a "
            "takeover restarts at the largest of this, 10 s and a quarter of "
            "`initial_seconds`, at most 300 s."
        },
    )
    days = StrictInteger(
        validate=between(*CLOCK_FIELDS["days"]["days"]),
        metadata={"description": "`days`: days per decision (correspondence)."},
    )
    start_grace_seconds = StrictInteger(
        validate=between(0, MAX_START_GRACE),
        metadata={
            "description": "No clock runs until every person's seat has opened the game once "
            "(a read or a stream with its own token), or this many seconds after creation "
            "(default: 900 for `decision` and `bank`, 86400 for `days`)."
        },
    )

    @validates_schema
    def _fields_of_type(self, data: dict, **kwargs: Any) -> None:
        taken = CLOCK_FIELDS.get(data.get("type", ""))
        if taken is None:
            return
        errors: dict[str, list[str]] = {}
        for name in ("seconds", "initial_seconds", "increment_seconds", "days"):
            if name in taken and data.get(name) is None:
                errors[name] = [_REQUIRED]
            elif name not in taken and name in data:
                errors[name] = [_NOT_OF_CLOCK]
        if errors:
            raise ValidationError(errors)


def _clock_doc(kind: str, fields_of: dict[str, fields.Field], doc: str) -> type[Schema]:
    """The documentation of one clock type (``ClockRequest`` loads them all): its `type`, its
    own fields (required) and `start_grace_seconds` with this type's default."""
    grace = copy.copy(ClockRequest._declared_fields["start_grace_seconds"])
    grace.metadata = {
        "description": "No clock runs until every person's seat has opened the game once (a "
        "read or a stream with its own token), or this many seconds after creation.",
        "default": START_GRACE_DEFAULTS[kind],
    }
    schema = Schema.from_dict(
        {
            "type": fields.String(required=True, validate=validate.OneOf([kind])),
            **fields_of,
            "start_grace_seconds": grace,
        },
        name=f"{kind.capitalize()}Clock",
    )
    schema.__doc__ = doc
    return schema


def _required(name: str) -> fields.Field:
    field = copy.copy(ClockRequest._declared_fields[name])
    field.required = True
    return field


#: The clock types as the OpenAPI document shows them (the union ``Clock`` by `type`).
CLOCK_DOCS = {
    "decision": _clock_doc(
        "decision", {"seconds": _required("seconds")}, "`seconds` per decision."
    ),
    "bank": _clock_doc(
        "bank",
        {
            "initial_seconds": _required("initial_seconds"),
            "increment_seconds": _required("increment_seconds"),
        },
        "A time bank per seat: it runs only while the game waits for that seat; each decision "
        "adds `increment_seconds`; at 0 the seat times out and its bank restarts at the "
        "increment (10 s when it is 0).",
    ),
    "days": _clock_doc("days", {"days": _required("days")}, "Correspondence: `days` per decision."),
}


@localize
class CreateGameBase(StrictSchema):
    """The fields of ``POST /v1/games`` that every game takes; a game's edge adds its own
    (``game`` with its id, ``players`` with its range, ``variant``...) and sets
    ``players_range``. An instance takes the bots a seat may have (``bots``: its game's,
    ``Game.bots``; none by default), so that each served game's create request checks its own
    (``api.games.build_edge`` makes it so)."""

    players_range: tuple[int, int] = (1, 99)

    def __init__(self, *args: Any, bots: Iterable[str] = (), **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bots = tuple(bots)

    first_seat = StrictInteger(
        load_default=None, metadata={"description": "The first active seat."}
    )
    seed = StrictInteger(
        validate=between(0, MAX_SEED),
        metadata={"description": "Makes setup and every random event reproducible."},
    )
    names = fields.List(
        ClientText(1, 40),
        metadata={"description": "One name per seat (or use `seats`)."},
    )
    seats = fields.List(
        fields.Nested(SeatRequest),
        metadata={"description": "One entry per seat: a person or a bot (instead of `names`)."},
    )
    turn_seconds = StrictInteger(
        validate=between(MIN_TURN_SECONDS, MAX_TURN_SECONDS),
        metadata={
            "description": "The clock: seconds per decision (none: no clock); the shorthand of "
            '`"clock": {"type": "decision", "seconds": ...}` without a start grace.'
        },
    )
    clock = fields.Nested(
        ClockRequest,
        metadata={
            "description": "The clock (instead of `turn_seconds`; none: no clock).",
            "openapi_schema": {"$ref": "#/components/schemas/Clock"},
        },
    )
    client_seed = ClientText(
        0,
        MAX_CLIENT_SEED,
        metadata={
            "description": "Mixed with the server's committed seed to make the game's seed "
            "(fair shuffles; not with `seed` or `deck`). Default: empty. It comes with the "
            "request that makes the commitment: a seed the server picked beforehand no longer "
            "gives the deal it was picked for, but the server could still try seeds against "
            "it (docs/fair-shuffles.md)."
        },
    )

    hints = StrictBoolean(
        metadata={
            "description": "Whether its people may ask the expert for a hint "
            "(`POST /v1/games/{id}/hint`; each one is told to every seat as `hint_given` and "
            "counted in the export). Default false: a portal decides for its rated games."
        },
    )

    tutorial = StrictBoolean(
        metadata={
            "description": "true: the game's tutorial (`GET /v1/game-types` says which games "
            "have one): its fixed deal and scripted bots, the caller's seat the learner's, "
            "whose every prompt gains the `lesson` it teaches there. Only with `hints` and a "
            "clock: the tutorial has its own players, seats, deal and options."
        },
    )

    @validates_schema(pass_original=True)
    def _tutorial_alone(self, data: dict, original: Any, **kwargs: Any) -> None:
        if not data.get("tutorial") or not isinstance(original, Mapping):
            return
        for name in original:
            if name not in TUTORIAL_FIELDS:
                raise ValidationError(_TUTORIAL_OWN, name)

    @validates_schema
    def _seat_bots(self, data: dict, **kwargs: Any) -> None:
        """Each seat's bot is one of this game's."""
        errors = {
            index: {"bot": [_NOT_A_BOT.format(choices=", ".join(self.bots))]}
            for index, seat in enumerate(data.get("seats") or ())
            if seat.get("bot") is not None and seat["bot"] not in self.bots
        }
        if errors:
            raise ValidationError(errors, "seats")

    @validates_schema
    def _seats(self, data: dict, **kwargs: Any) -> None:
        names, seats, players = data.get("names"), data.get("seats"), data.get("players")
        if data.get("tutorial"):
            pass  # the tutorial's own seats (``_tutorial_alone`` refuses any given)
        elif seats is not None:
            low, high = self.players_range
            if names is not None:
                raise ValidationError(Message(N_("Give either names or seats, not both.")), "seats")
            if not low <= len(seats) <= high:
                message = Message(N_("Length must be between %(min)s and %(max)s."))
                raise ValidationError(message.format(min=low, max=high), "seats")
            if players is not None and players != len(seats):
                raise ValidationError(Message(N_("Give one seat per player.")), "players")
        elif players is None:
            raise ValidationError(_REQUIRED, "players")
        elif names is not None and len(names) != players:
            raise ValidationError(Message(N_("Give one name per seat.")), "names")
        if data.get("clock") is not None and data.get("turn_seconds") is not None:
            message = Message(N_("Give either turn_seconds or clock, not both."))
            raise ValidationError(message, "clock")
        if data.get("client_seed") is not None and (
            data.get("seed") is not None or data.get("deck") is not None
        ):
            raise ValidationError(_CLIENT_SEED_ALONE, "client_seed")


@localize
class ResignRequest(StrictSchema):
    """Resign: a bot plays the seat from now on (any seat, in turn or not)."""

    type = fields.String(required=True, validate=one_of(["resign"]))


def action_docs(
    request: type[Schema],
    table: Mapping[str, tuple[str, ...]],
    suffix: str,
    optional: tuple[str, ...] | frozenset[str],
) -> dict[str, type[Schema]]:
    """One documentation schema per action type of ``table`` (type → the fields it takes), made
    of ``request``'s own fields (the schema that loads actions): the type, and exactly its
    fields, required unless ``optional``. Named ``<Type><suffix>`` (``PlaceActionBiblios``)."""
    declared = request._declared_fields
    schemas: dict[str, type[Schema]] = {}
    for kind, names in table.items():
        entries: dict[str, fields.Field] = {
            "type": fields.String(required=True, validate=validate.OneOf([kind]))
        }
        for name in names:
            entry = copy.copy(declared[name])
            entry.required = name not in optional
            entries[name] = entry
        camel = "".join(part.capitalize() for part in kind.split("_"))
        schema = Schema.from_dict(entries, name=f"{camel}{suffix}")
        schema.__doc__ = f"The action `{kind}`."
        schemas[kind] = schema
    return schemas


ResignAction = Schema.from_dict(
    {"type": fields.String(required=True, validate=validate.OneOf(["resign"]))},
    name="ResignAction",
)
ResignAction.__doc__ = "Resign (every game): a bot plays the seat from now on, in turn or not."
ReclaimAction = Schema.from_dict(
    {"type": fields.String(required=True, validate=validate.OneOf(["reclaim"]))},
    name="ReclaimAction",
)
ReclaimAction.__doc__ = (
    "In an export only: the seat's person took it back from the bot "
    "(`POST /v1/games/{id}/seats/{seat}/reclaim`)."
)
HintAction = Schema.from_dict(
    {"type": fields.String(required=True, validate=validate.OneOf(["hint"]))},
    name="HintAction",
)
HintAction.__doc__ = (
    "In an export only: the seat asked for a hint (a game created with hints; event `hint_given`)."
)


# ----- Responses (documentation; the handlers build the same shapes) ----------------------


def params_map(**kwargs: Any) -> Map:
    """A map of parameters (name → ``ParamValue``)."""
    return Map(ComponentRef("ParamValue"), **kwargs)


class EventsResponse(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    events = fields.List(ComponentRef("Event"), required=True)


class SeatView(Schema):
    """Who holds a seat: a person or a bot, whether it still plays, whether it is here."""

    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    bot = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "null: a person (a tutorial's other seats: its scripted bots)"},
    )
    external_id = fields.String(
        required=True, allow_none=True, metadata={"description": "the portal's id of the player"}
    )
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    connected = fields.Boolean(
        required=True, metadata={"description": "a stream of this seat is open"}
    )


class SeatClockView(Schema):
    """One seat's clock."""

    seat = fields.Integer(required=True)
    deadline = fields.DateTime(
        required=True,
        allow_none=True,
        metadata={
            "description": "RFC 3339, UTC: when the seat runs out of time, for a seat the game "
            "waits for (during the start grace: if the grace runs out); else null"
        },
    )
    remaining_seconds = fields.Float(
        required=True,
        allow_none=True,
        metadata={
            "description": "the seat's time left (a bank's, even while it does not run); null: "
            "not waited for and no bank, or a seat a bot plays (resigned, taken over)"
        },
    )
    running = fields.Boolean(
        required=True, metadata={"description": "the seat's time is running down now"}
    )


class ClockView(Schema):
    """The game's clock (play-contract, "Clocks, second version"), with the first version's
    fields (`seat`, `deadline`, `turn_seconds`, `text`) of the first seat the game waits for."""

    type = fields.String(required=True, validate=validate.OneOf(["decision", "bank", "days"]))
    seats = fields.List(fields.Nested(SeatClockView), required=True)
    grace_until = fields.DateTime(
        required=True,
        allow_none=True,
        metadata={
            "description": "RFC 3339, UTC: the end of the start grace (no clock runs until "
            "every person opened the game, or then); null once it is over"
        },
    )
    awaiting_seats = fields.List(
        fields.Integer(),
        required=True,
        metadata={
            "description": "while the start grace lasts, the people's seats that have not "
            "opened the game yet (whose opening the clocks wait for); else empty"
        },
    )
    seat = fields.Integer(required=True)
    deadline = fields.DateTime(required=True, metadata={"description": "RFC 3339, UTC"})
    turn_seconds = fields.Integer(
        required=True, metadata={"description": "seconds per decision (a bank: its initial time)"}
    )
    text = fields.String(required=True, metadata={"description": "the turn's length, localized"})


class NamedId(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)


class BotEntry(Schema):
    """One of the game's bots as a person reads it."""

    id = fields.String(required=True, metadata={"description": "`bot` in a seat"})
    name = fields.String(required=True, metadata={"description": "its name, localized"})
    text = fields.String(required=True, metadata={"description": "how it plays, localized"})


class CatalogBase(Schema):
    """What every game's catalog holds; each game's edge adds its components."""

    lang = fields.String(required=True, validate=validate.OneOf(SUPPORTED))
    game = fields.String(required=True)
    statuses = fields.List(
        fields.Nested(NamedId), required=True, metadata={"description": "seat statuses"}
    )
    bots = fields.List(
        fields.Nested(BotEntry),
        required=True,
        metadata={"description": "the game's bots, named as every screen names them"},
    )


class FairnessOut(Schema):
    """How the game's shuffles can be checked (docs/fair-shuffles.md)."""

    mode = fields.String(
        required=True,
        validate=validate.OneOf(MODES),
        metadata={
            "description": "committed: the server committed to its seed before the game; "
            "seeded: created with `seed`; fixed_deck: created with `deck`"
        },
    )
    commitment = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "hex SHA-256 of the server seed's 32 bytes (committed only)"},
    )
    client_seed = fields.String(
        required=True, allow_none=True, metadata={"description": "committed only"}
    )
    server_seed = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "64 hex digits, revealed once the game is over; null before"},
    )


class ViewBase(Schema):
    """What every game's view holds; each game's edge adds its own fields."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True, allow_none=True)
    to_act = fields.List(fields.Integer(), required=True)
    seats = fields.List(fields.Nested(SeatView), required=True)
    clock = fields.Nested(ClockView, required=True, allow_none=True)
    fairness = fields.Nested(FairnessOut, required=True)
    hints = fields.Boolean(
        required=True,
        metadata={"description": "whether the seats may ask for hints (`POST .../hint`)"},
    )
    lesson = fields.Nested(
        "Lesson",
        metadata={"description": "a tutorial's, at the learner's prompt: what it teaches here"},
    )
    prompt = fields.String(required=True)
    prompt_code = fields.String(required=True)
    prompt_params = params_map(required=True)


class Lesson(Schema):
    """What a tutorial teaches at one of the learner's prompts (``engine.tutorial``)."""

    code = fields.String(required=True, metadata={"description": "the lesson's stable code"})
    params = fields.Dict(required=True, metadata={"description": "what the lesson names"})
    rule = fields.String(
        required=True,
        metadata={"description": "the rule's number in the rules text (`/v1/rules/{game}`)"},
    )
    section = fields.String(
        required=True, metadata={"description": "the id of the rules' section it is in"}
    )
    text = fields.String(
        required=True,
        metadata={
            "description": "the lesson's sentence in the language: what the rule says and what "
            "to do now, quoting the rule's number"
        },
    )


class SeatToken(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    token = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "Bearer token of this seat (null: a bot's seat)"},
    )


class ProblemOut(Schema):
    """RFC 9457 problem details."""

    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    code = fields.String(required=True)  # its enum: error_codes() (api.schemas.openapi)
    params = params_map(
        metadata={
            "description": "what the sentence needs (ids, seats, numbers): typed by `code` in "
            "`ProblemParams` (`ProblemParams[code]`); absent for a code without parameters"
        }
    )
    errors = ComponentRef("FieldErrors")
    request_id = fields.String(
        metadata={"description": "the request's id (X-Request-Id), for reports and logs"}
    )


class Health(Schema):
    status = fields.String(required=True, validate=validate.OneOf(["ok", "degraded"]))
    store = fields.String(required=True, validate=validate.OneOf(["ok", "unavailable"]))


class PlayerRange(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)
    default = fields.Integer(required=True, metadata={"description": "the count to offer first"})


class VariantChoice(Schema):
    values = fields.List(fields.String(), required=True)
    default = fields.String(required=True, metadata={"description": "when a request names none"})


class FirstSeatDefault(Schema):
    default = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "the first seat when a request names none; null: drawn"},
    )


class GameOption(Schema):
    """A game's own creation option: a field of `POST /v1/games` for that game."""

    name = fields.String(required=True, metadata={"description": "the create request's field"})
    type = fields.String(required=True, validate=validate.OneOf(OPTION_TYPES))
    default = fields.Raw(
        required=True, allow_none=True, metadata={"description": "null: absent by default"}
    )
    minimum = fields.Integer(metadata={"description": "integers: the least (each value's)"})
    maximum = fields.Integer(metadata={"description": "integers: the most (each value's)"})
    items = fields.String(
        validate=validate.OneOf(OPTION_TYPES),
        metadata={"description": "`array` and `object`: each value's type"},
    )
    keys = fields.List(fields.String(), metadata={"description": "`object`: the keys it takes"})
    max_items = fields.Integer(metadata={"description": "`array`: the most values"})
    variants = fields.List(
        fields.String(), metadata={"description": "the variants it applies to (absent: all)"}
    )
    required = fields.Boolean(required=True, metadata={"description": "required with its variants"})


class GameType(Schema):
    """A game the server runs and what it may be created with (language-free: the game's
    catalog names its variants and options)."""

    id = fields.String(required=True, metadata={"description": "`game` in `POST /v1/games`"})
    name = fields.String(
        required=True, metadata={"description": "a proper noun, the same in every language"}
    )
    players = fields.Nested(PlayerRange, required=True)
    variants = fields.Nested(VariantChoice, required=True)
    first_seat = fields.Nested(FirstSeatDefault, required=True)
    options = fields.List(fields.Nested(GameOption), required=True)
    bots = fields.List(
        fields.String(), required=True, metadata={"description": "the bots a seat may take"}
    )
    bot_levels = fields.List(
        fields.String(),
        required=True,
        metadata={
            "description": "the bots a person is offered, weakest first (the catalog's `bots` "
            "name them); the others serve tests and benchmarks"
        },
    )
    tutorial = fields.Boolean(
        required=True,
        metadata={"description": 'whether `POST /v1/games` takes `"tutorial": true`'},
    )


class GameTypes(Schema):
    games = fields.List(
        fields.Nested(GameType), required=True, metadata={"description": "in a stable order"}
    )


class RulesSection(Schema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    text = fields.String(required=True)


class Rules(Schema):
    lang = fields.String(required=True, validate=validate.OneOf(SUPPORTED))
    sections = fields.List(fields.Nested(RulesSection), required=True)


class ActionResponse(Schema):
    """The answer to an action: the caller's new view and the events."""

    view = ComponentRef("GameView", required=True)
    events = fields.List(ComponentRef("Event"), required=True)


class StreamUpdate(Schema):
    """The `data` of a stream's `update` message (JSON): the caller's view and the events
    since the previous message."""

    version = fields.Integer(required=True)
    view = ComponentRef("GameView", required=True)
    events = fields.List(ComponentRef("Event"), required=True)


class StreamEnd(Schema):
    """The `data` of a stream's `end` message (JSON): the game is over, or (with `reason`) the
    stream ends for another reason."""

    version = fields.Integer(required=True)
    reason = fields.String(
        validate=validate.OneOf(["token_replaced"]),
        metadata={
            "description": "absent: the game is over; `token_replaced`: the seat's token was "
            "re-issued, this stream's token no longer works"
        },
    )


class CreateGameResponse(Schema):
    """The answer to a game's creation: one token per seat, and the spectator's view."""

    id = fields.String(required=True)
    version = fields.Integer(required=True)
    seats = fields.List(fields.Nested(SeatToken), required=True)
    fairness = fields.Nested(FairnessOut, required=True)
    view = ComponentRef("GameView", required=True)


# ----- Portals: listing, token re-issue, export, webhooks ---------------------------------


@localize
class ListGamesQuery(LangQuery):
    status = fields.String(
        validate=one_of(("active", "over")),
        metadata={"description": "Only the games still played (`active`) or over (`over`)."},
    )
    external_id = ClientText(
        1, 64, metadata={"description": "Only the games with a seat of this external id."}
    )
    limit = fields.Integer(
        load_default=50,
        validate=between(1, 100),
        metadata={"description": "At most this many games (1 to 100; default 50)."},
    )
    cursor = fields.String(
        validate=length(1, 64),
        metadata={"description": "`next_cursor` of the previous page."},
    )


@localize
class EmptyRequest(StrictSchema):
    """No field: the body may be empty or `{}`."""


class ListedGame(Schema):
    """A game as listed to its portal."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    players = fields.Integer(required=True)
    phase = fields.String(required=True, allow_none=True)
    version = fields.Integer(required=True)
    to_act = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "the people whose decision the game waits for"},
    )
    seats = fields.List(fields.Nested(SeatView), required=True)
    created_at = fields.DateTime(required=True, metadata={"description": "RFC 3339, UTC"})
    updated_at = fields.DateTime(
        required=True, metadata={"description": "the last write (RFC 3339, UTC)"}
    )


class GameList(Schema):
    games = fields.List(
        fields.Nested(ListedGame), required=True, metadata={"description": "newest first"}
    )
    next_cursor = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "pass it as `cursor` for the next page; null: no more games. A page "
            "may hold fewer than `limit` games and still have a next one."
        },
    )


class NewSeatToken(Schema):
    seat = fields.Integer(required=True)
    token = fields.String(
        required=True, metadata={"description": "the seat's new token; the old one is void"}
    )


class ExportSeat(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True, allow_none=True)
    bot = fields.String(required=True, allow_none=True)
    external_id = fields.String(required=True, allow_none=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    hints = fields.Integer(
        metadata={"description": "the hints the seat asked for; only in a game with hints"}
    )


class ExportAction(Schema):
    seat = fields.Integer(required=True)
    action = ComponentRef(
        "ExportedAction",
        required=True,
        metadata={"description": "as a client sends it (`reclaim`: the reclaim request)"},
    )
    timeout = fields.Boolean(
        metadata={"description": "true: the bot's decision for an overdue seat"}
    )


class ExportBase(Schema):
    """Everything needed to replay a finished game (docs/fair-shuffles.md): check it with
    `biblios-verify FILE`. Each game's export (``export_doc``) adds its `result` and its
    options (top-level keys of their own); the document is ``ExportDocument``, by `game`."""

    format = fields.String(required=True, metadata={"example": "biblios-game/1"})
    game = fields.String(required=True)
    players = fields.Integer(required=True)
    variant = fields.String(required=True)
    first_seat = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null: drawn from the seed"}
    )
    fairness = fields.Nested(FairnessOut, required=True)
    seed = fields.Integer(
        validate=validate.Range(0, MAX_SEED),
        metadata={
            "description": "seeded and fixed_deck modes only: the create request's `seed` (or "
            "one the server drew), at most 2^53 - 1 (a committed game's 64-bit seed is derived, "
            "never written)"
        },
    )
    hints = fields.Boolean(
        validate=validate.Equal(True),
        metadata={"description": "true: a game created with hints (absent: without)"},
    )
    tutorial = fields.Boolean(
        validate=validate.Equal(True),
        metadata={"description": "true: the game's tutorial (absent: an ordinary game)"},
    )
    seats = fields.List(fields.Nested(ExportSeat), required=True)
    actions = fields.List(fields.Nested(ExportAction), required=True)


def export_doc(
    game_id: str,
    suffix: str,
    *,
    players: tuple[int, int],
    variants: Iterable[str],
    result: type[Schema],
    options: Mapping[str, fields.Field] | None = None,
) -> type[Schema]:
    """The export document of the game ``game_id`` (``engine.export``), named
    ``GameExport<suffix>``: `game` and `format` one value each, its variants, its setup
    ``options`` (each a top-level key, never required) and its ``result`` (the engine's
    language-free ``Table.result()``: card ids as strings, each seat's `status` and final
    `rank`). A game's edge names it ``export_schema`` (``api.schemas.openapi``: the union by
    `game`)."""
    low, high = players
    schema = type(
        f"GameExport{suffix}",
        (ExportBase,),
        {
            "format": fields.String(
                required=True,
                validate=validate.OneOf([format_name(game_id)]),
                metadata={"example": format_name(game_id)},
            ),
            "game": fields.String(required=True, validate=validate.OneOf([game_id])),
            "players": fields.Integer(required=True, validate=validate.Range(low, high)),
            "variant": fields.String(required=True, validate=validate.OneOf(list(variants))),
            **(options or {}),
            "result": fields.Nested(
                result,
                required=True,
                metadata={"description": "the game's result: `Table.result()` (engine)"},
            ),
        },
    )
    schema.__doc__ = (
        f"A finished game of `{game_id}` as a document anyone can verify offline "
        "(docs/fair-shuffles.md): `biblios-verify FILE`."
    )
    return schema


class WebhookTurnData(Schema):
    game_id = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    external_id = fields.String(required=True, allow_none=True)
    deadline = fields.DateTime(
        required=True, allow_none=True, metadata={"description": "null: no clock"}
    )


class WebhookSeatTakenOverData(Schema):
    game_id = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    external_id = fields.String(required=True, allow_none=True)
    reason = fields.String(required=True, validate=validate.OneOf(["timeout"]))


class WebhookSeatReclaimedData(Schema):
    game_id = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    external_id = fields.String(required=True, allow_none=True)


class WebhookReviewReadyData(Schema):
    game_id = fields.String(required=True)


class WebhookResultSeat(Schema):
    seat = fields.Integer(required=True)
    external_id = fields.String(required=True, allow_none=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    points = fields.Integer(required=True, allow_none=True)
    rank = fields.Integer(
        required=True, metadata={"description": "the placement (1 is best; ties share it)"}
    )
    standing = fields.String(
        required=True,
        metadata={
            "description": "how the seat ended: `finished`, `resigned`, `taken_over`, or the "
            "game's own (1347: `killed`, `spared`)"
        },
    )


class WebhookResult(Schema):
    seats = fields.List(fields.Nested(WebhookResultSeat), required=True)


class WebhookFinishedData(Schema):
    game_id = fields.String(required=True)
    version = fields.Integer(required=True)
    result = fields.Nested(WebhookResult, required=True)


def webhook_envelope(kind: str, data: type[Schema]) -> type[Schema]:
    """The Standard Webhooks envelope of one message type."""
    return Schema.from_dict(
        {
            "type": fields.String(required=True, validate=validate.OneOf([kind])),
            "timestamp": fields.DateTime(required=True, metadata={"description": "RFC 3339"}),
            "data": fields.Nested(data, required=True),
        },
        name=f"Webhook{data.__name__.removeprefix('Webhook').removesuffix('Data')}",
    )


# ----- Learning: hints, replays, the expert's review (play-contract, "Learning") ----------

_CONCRETE_ACTION = {
    "description": "a concrete action, as a client sends it to `/actions`",
    "openapi_schema": {"type": "object", "additionalProperties": True},
}


class HintAlternative(Schema):
    action = fields.Dict(required=True, metadata=_CONCRETE_ACTION)
    chance = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "the expert's estimated chance of winning after it, 0..1"},
    )


class HintResponse(Schema):
    """The expert's choice at the caller's decision, from the caller's view alone."""

    action = fields.Dict(required=True, metadata=_CONCRETE_ACTION)
    chance = fields.Float(
        required=True,
        allow_none=True,
        metadata={
            "description": "its estimated chance of winning, 0..1 (null: a decision the "
            "expert's search cannot weigh, e.g. 1347's phase D: its own move, no alternatives)"
        },
    )
    alternatives = fields.List(
        fields.Nested(HintAlternative),
        required=True,
        metadata={"description": "the next best actions, best first (at most 3)"},
    )


#: What a replay may be seen as: every hand shown, or a seat's (a game's seats are fewer).
REPLAY_VIEWERS = ("all", *[str(seat) for seat in range(8)])


@localize
class ReplayQuery(LangQuery):
    """Which replay, and which page of its steps."""

    as_ = fields.String(
        data_key="as",
        required=True,
        validate=one_of(list(REPLAY_VIEWERS)),
        metadata={"description": "a seat number (each step as that seat saw it), or `all`"},
    )
    from_ = fields.Integer(
        data_key="from",
        load_default=0,
        validate=between(0, 1_000_000),
        metadata={"description": "the index of the first step"},
    )
    limit = fields.Integer(
        load_default=100, validate=between(1, 100), metadata={"description": "steps, at most"}
    )


class ReplayStep(Schema):
    index = fields.Integer(required=True)
    version = fields.Integer(
        required=True, metadata={"description": "the game's version the step came after"}
    )
    seat = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null: the game's end"}
    )
    action = fields.Dict(
        required=True,
        allow_none=True,
        metadata={
            "description": "what the seat did (as the export writes it: `resign`, `reclaim`, "
            "`hint` too); null: the game's end",
        },
    )
    events = fields.List(
        ComponentRef("Event"),
        required=True,
        metadata={"description": "what the step made, as the replayed seat saw it (the log's)"},
    )
    view = ComponentRef(
        "GameView",
        required=True,
        metadata={"description": "the view before the step, as `GET /v1/games/{id}` gave it"},
    )
    review = fields.Dict(
        metadata={
            "description": "the expert's review of this decision when one is ready (replay as "
            "a seat): played, expert, chance_played, chance_expert, mistake",
            "openapi_schema": {"$ref": "#/components/schemas/ReviewedDecision"},
        }
    )


class ReplayPage(Schema):
    game = fields.String(required=True)
    players = fields.Integer(required=True)
    steps = fields.List(fields.Nested(ReplayStep), required=True)
    next = fields.Integer(
        required=True, allow_none=True, metadata={"description": "the next page's `from`"}
    )


class ReviewedDecision(Schema):
    index = fields.Integer(required=True, metadata={"description": "the replay's step"})
    played = fields.Dict(required=True, metadata=_CONCRETE_ACTION)
    expert = fields.Dict(required=True, metadata=_CONCRETE_ACTION)
    chance_played = fields.Float(required=True, metadata={"description": "0..1"})
    chance_expert = fields.Float(required=True, metadata={"description": "0..1"})
    mistake = fields.Boolean(
        required=True, metadata={"description": "the expert's choice was at least 0.10 better"}
    )


class ReviewedSeat(Schema):
    seat = fields.Integer(required=True)
    decisions = fields.List(fields.Nested(ReviewedDecision), required=True)
    complete = fields.Boolean(
        metadata={
            "description": "false when the seat's review reached its CPU bound "
            "(`BIBLIOS_REVIEW_CPU_SECONDS`, 60 s by default) before its last decision: the "
            "decisions after it are not reviewed (absent from reviews made before 2026-11-28)"
        }
    )


class ReviewOut(Schema):
    """The expert's review of a finished game: each person's seat, each of its decisions."""

    status = fields.String(required=True, validate=validate.OneOf(["pending", "ready"]))
    seats = fields.List(
        fields.Nested(ReviewedSeat), metadata={"description": "when ready: the person seats"}
    )
