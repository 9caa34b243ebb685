"""Marshmallow schemas: every request body and query is loaded through one, and every response
is documented by one (the OpenAPI document is generated from them)."""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate, validates_schema

from engine.cards import CATEGORIES
from engine.game import ACTION_TYPES
from engine.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS
from engine.state import DESTINATIONS

from .field_messages import Message, at_least, between, length, localize, one_of
from .i18n import SUPPORTED
from .texts import N_

MAX_SEED = 2**53 - 1  # the largest integer a JavaScript client holds exactly
PHASES = ("gift", "auction", "over")
CURRENCIES = ("gold", "cards")


class StrictInteger(fields.Integer):
    """An integer that must arrive as a JSON integer (not a string, a float or a boolean)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def _validated(self, value: Any) -> Any:
        if isinstance(value, bool):
            raise self.make_error("invalid")
        return super()._validated(value)


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


# ----- Requests ---------------------------------------------------------------------------


@localize
class LangQuery(StrictSchema):
    lang = fields.String(
        validate=length(high=35),
        metadata={"description": f"Language of the texts: one of {', '.join(SUPPORTED)}."},
    )


class EventsQuery(LangQuery):
    after = fields.Integer(
        load_default=0,
        validate=at_least(0),
        metadata={"description": "Only the events whose seq is greater than this."},
    )


@localize
class CreateGameRequest(StrictSchema):
    game = fields.String(required=True, validate=one_of(["biblios"]))
    players = StrictInteger(required=True, validate=between(MIN_PLAYERS, MAX_PLAYERS))
    variant = fields.String(load_default="standard", validate=one_of(VARIANTS))
    first_seat = StrictInteger(
        load_default=0, metadata={"description": "The first active seat (R10)."}
    )
    seed = StrictInteger(
        validate=between(0, MAX_SEED),
        metadata={"description": "Makes setup and every random event reproducible."},
    )
    names = fields.List(
        fields.String(validate=length(1, 40)),
        validate=length(MIN_PLAYERS, MAX_PLAYERS),
        metadata={"description": "One name per seat."},
    )
    deck = fields.List(
        fields.String(validate=length(high=40)),
        validate=length(high=87),
        metadata={
            "description": "The exact draw pile, top first (only where the server allows "
            "fixed decks: BIBLIOS_ALLOW_FIXED_DECK=1)."
        },
    )

    @validates_schema
    def _names_per_seat(self, data: dict, **kwargs: Any) -> None:
        names = data.get("names")
        if names is not None and len(names) != data.get("players"):
            raise ValidationError(Message(N_("Give one name per seat.")), "names")


@localize
class AdjustItem(StrictSchema):
    category = fields.String(required=True, validate=one_of(CATEGORIES))
    delta = StrictInteger(required=True, metadata={"description": "+1 or -1 (R17)."})


# The fields each action type takes (R11, R12, R16, R19, R21, R22, R24).
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "place": ("to",),
    "take": ("card",),
    "church": ("adjust",),
    "bid": ("amount",),
    "pass": (),
    "pay": ("cards",),
    "refuse": (),
}


@localize
class ActionRequest(StrictSchema):
    """One action; which other fields it takes depends on ``type``."""

    type = fields.String(required=True, validate=one_of(ACTION_TYPES))
    to = fields.String(validate=one_of(DESTINATIONS), metadata={"description": "place"})
    card = fields.String(validate=length(high=40), metadata={"description": "take"})
    adjust = fields.List(
        fields.Nested(AdjustItem),
        validate=length(high=5),
        metadata={"description": "church: the dice to move; [] declines"},
    )
    amount = StrictInteger(metadata={"description": "bid"})
    cards = fields.List(
        fields.String(validate=length(high=40)),
        validate=length(high=87),
        metadata={"description": "pay: card ids from your hand"},
    )

    @validates_schema
    def _fields_of_type(self, data: dict, **kwargs: Any) -> None:
        wanted = ACTION_FIELDS.get(data.get("type", ""), ())
        errors: dict[str, list[str]] = {}
        for name in ("to", "card", "adjust", "amount", "cards"):
            if name in wanted and name not in data:
                errors[name] = [Message(N_("Missing data for required field."))]
            elif name not in wanted and name in data:
                errors[name] = [Message(N_("Unknown field."))]
        if errors:
            raise ValidationError(errors)


# ----- Responses (documentation; the handlers build the same shapes) ----------------------


class Card(Schema):
    id = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(["category", "gold", "church"]))
    category = fields.String(validate=validate.OneOf(CATEGORIES))
    value = fields.Integer()
    letter = fields.String()
    effect = fields.String()
    name = fields.String(required=True)


class Hand(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    count = fields.Integer(required=True)
    cards = fields.List(fields.Nested(Card), required=True, allow_none=True)


class Turn(Schema):
    keep = fields.Boolean(required=True)
    auction = fields.Boolean(required=True)
    public = fields.Integer(required=True)


class AuctionView(Schema):
    card = fields.Nested(Card, required=True)
    currency = fields.String(required=True, validate=validate.OneOf(CURRENCIES))
    high_bid = fields.Integer(required=True, allow_none=True)
    high_bidder = fields.Integer(required=True, allow_none=True)
    passed = fields.List(fields.Integer(), required=True)
    excluded = fields.List(fields.Integer(), required=True)
    awaiting_payment = fields.Boolean(required=True)


class PendingChurch(Schema):
    seat = fields.Integer(required=True)
    card = fields.Nested(Card, required=True)


class Discards(Schema):
    face_up = fields.List(fields.Nested(Card), required=True)
    face_down = fields.Integer(required=True)


class CategoryResult(Schema):
    die = fields.Integer(required=True)
    totals = fields.List(fields.Integer(), required=True)
    winner = fields.Integer(required=True, allow_none=True)


class SeatResult(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    vp = fields.Integer(required=True)
    gold = fields.Integer(required=True)
    rank = fields.Integer(required=True)


class Result(Schema):
    categories = fields.Dict(
        keys=fields.String(), values=fields.Nested(CategoryResult), required=True
    )
    seats = fields.List(fields.Nested(SeatResult), required=True)
    hands = fields.List(fields.List(fields.Nested(Card)), required=True)
    removed = fields.List(fields.Nested(Card), required=True)
    face_down = fields.List(fields.Nested(Card), required=True)
    seed = fields.Integer(required=True)


class View(Schema):
    """The game as the caller may see it."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    variant = fields.String(required=True, validate=validate.OneOf(VARIANTS))
    players = fields.Integer(required=True)
    seat = fields.Integer(required=True, allow_none=True)
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    active_seat = fields.Integer(required=True)
    to_act = fields.List(fields.Integer(), required=True)
    dice = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    draw_pile = fields.Integer(required=True)
    auction_pile = fields.Integer(required=True)
    public = fields.List(fields.Nested(Card), required=True)
    drawn = fields.Nested(Card, required=True, allow_none=True)
    turn = fields.Nested(Turn, required=True, allow_none=True)
    kept = fields.Nested(Card, required=True, allow_none=True)
    auctioned = fields.Nested(
        Card,
        required=True,
        allow_none=True,
        metadata={"description": "the card the caller put on the auction pile this gift turn"},
    )
    hands = fields.List(fields.Nested(Hand), required=True)
    auction = fields.Nested(AuctionView, required=True, allow_none=True)
    pending_church = fields.Nested(PendingChurch, required=True, allow_none=True)
    discards = fields.Nested(Discards, required=True)
    removed = fields.Integer(required=True, metadata={"description": "cards removed at setup"})
    legal_actions = fields.List(fields.Dict(), required=True)
    prompt = fields.String(required=True)
    prompt_code = fields.String(required=True)
    prompt_params = fields.Dict(required=True)
    result = fields.Nested(Result, required=True, allow_none=True)


class EventOut(Schema):
    seq = fields.Integer(required=True)
    type = fields.String(required=True)
    seat = fields.Integer(required=True, allow_none=True)
    params = fields.Dict(required=True)
    text = fields.String(required=True)


class ActionResponse(Schema):
    view = fields.Nested(View, required=True)
    events = fields.List(fields.Nested(EventOut), required=True)


class EventsResponse(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    events = fields.List(fields.Nested(EventOut), required=True)


class SeatToken(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    token = fields.String(required=True, metadata={"description": "Bearer token of this seat"})


class CreateGameResponse(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    seats = fields.List(fields.Nested(SeatToken), required=True)
    view = fields.Nested(View, required=True)


class ProblemOut(Schema):
    """RFC 9457 problem details."""

    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    code = fields.String(required=True)
    params = fields.Dict()
    errors = fields.Dict()


class Health(Schema):
    status = fields.String(required=True, validate=validate.OneOf(["ok", "degraded"]))
    store = fields.String(required=True, validate=validate.OneOf(["ok", "unavailable"]))


class RulesSection(Schema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    text = fields.String(required=True)


class Rules(Schema):
    lang = fields.String(required=True)
    sections = fields.List(fields.Nested(RulesSection), required=True)


class Catalog(Schema):
    lang = fields.String(required=True)
    game = fields.String(required=True)
    categories = fields.List(fields.Dict(), required=True)
    gold = fields.List(fields.Nested(Card), required=True)
    church = fields.List(fields.Dict(), required=True)
    phases = fields.List(fields.Dict(), required=True)
    variants = fields.List(fields.Dict(), required=True)
