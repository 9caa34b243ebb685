"""The schemas of Biblios at the edge: its create options, its actions and its view."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from engine import STATUSES
from engine.biblios import Biblios
from engine.biblios.actions import ACTION_TYPES
from engine.biblios.cards import CATEGORIES, CHURCH_EFFECTS, LETTERS
from engine.biblios.codes import CURRENCIES
from engine.biblios.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS
from engine.biblios.state import DESTINATIONS, PHASES
from engine.table import STANDINGS

from ...action_schema import ActionSchemas
from ...create_schema import create_schema
from ...openapi_fields import Map, Union, UnionSpec, base_codes, union
from ...schemas import (
    CatalogBase,
    NamedId,
    ViewBase,
    export_doc,
)
from . import texts

#: The create request: derived from the engine's declaration (``Biblios.info``: players,
#: variants, the fixed deck option); what is Biblios's own is the descriptions.
CreateGameRequest = create_schema(
    Biblios.info,
    "CreateGameRequest",
    descriptions={
        "first_seat": "The first active seat (R10).",
        "names": "One name per seat.",
        "deck": "The exact draw pile, top first (only where the server allows fixed decks: "
        "BIBLIOS_ALLOW_FIXED_DECK=1).",
    },
)


#: The action request: derived from the engine's declaration (``Biblios.action_fields``: each
#: type's fields, R11, R12, R16, R19, R21, R22, R24); what is Biblios's own is the descriptions.
ACTION = ActionSchemas(
    Biblios,
    "ActionRequest",
    "Action",
    descriptions={
        "to": "place",
        "card": "take",
        "adjust": "church: the dice to move; [] declines",
        "adjust.delta": "+1 or -1 (R17).",
        "amount": "bid",
        "cards": "pay: card ids from your hand",
    },
    components={"adjust": ("AdjustItem", None)},
    doc="One action; which other fields it takes depends on ``type``.",
)
ActionRequest = ACTION.request
#: One schema per action (documentation): the type and exactly the fields it takes.
ACTIONS = ACTION.docs
AdjustItem = ActionRequest._declared_fields["adjust"].inner.nested


# ----- The view (documentation; the presenter builds the same shape) ----------------------


class CategoryCard(Schema):
    """A category card (R3): its category, value and letter."""

    id = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(["category"]))
    category = fields.String(required=True, validate=validate.OneOf(CATEGORIES))
    value = fields.Integer(required=True)
    letter = fields.String(required=True, validate=validate.OneOf(list(LETTERS)))
    name = fields.String(required=True)


class GoldCard(Schema):
    """A gold card (R4): its value."""

    id = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(["gold"]))
    value = fields.Integer(required=True)
    name = fields.String(required=True)


class ChurchCard(Schema):
    """A church card (R5): its effect on the dice."""

    id = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(["church"]))
    effect = fields.String(required=True, validate=validate.OneOf(CHURCH_EFFECTS))
    name = fields.String(required=True)


CARD = union(
    "Card",
    "kind",
    {"category": CategoryCard, "gold": GoldCard, "church": ChurchCard},
    "A card of Biblios, by `kind`.",
)


def _cards(**kwargs: object) -> fields.List:
    return fields.List(Union(CARD), required=True, **kwargs)  # type: ignore[arg-type]


class Hand(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    count = fields.Integer(required=True)
    cards = fields.List(
        Union(CARD),
        required=True,
        allow_none=True,
        metadata={"description": "the caller's own hand (everyone's once the game is over)"},
    )


class Turn(Schema):
    keep = fields.Boolean(required=True)
    auction = fields.Boolean(required=True)
    public = fields.Integer(required=True)


class AuctionView(Schema):
    card = Union(CARD, required=True)
    currency = fields.String(required=True, validate=validate.OneOf(CURRENCIES))
    high_bid = fields.Integer(required=True, allow_none=True)
    high_bidder = fields.Integer(required=True, allow_none=True)
    passed = fields.List(fields.Integer(), required=True)
    excluded = fields.List(fields.Integer(), required=True)
    awaiting_payment = fields.Boolean(required=True)


class PendingChurch(Schema):
    seat = fields.Integer(required=True)
    card = Union(CARD, required=True)


class Discards(Schema):
    face_up = _cards()
    face_down = fields.Integer(required=True)


class CategoryResult(Schema):
    die = fields.Integer(required=True)
    totals = fields.List(fields.Integer(), required=True)
    winner = fields.Integer(required=True, allow_none=True)


class ExportSeatResult(Schema):
    """A seat's score in the export's result (no name: the export's `seats` have them)."""

    seat = fields.Integer(required=True)
    external_id = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "the portal's own id of the seat's player (null: none)"},
    )
    vp = fields.Integer(required=True)
    gold = fields.Integer(required=True)
    rank = fields.Integer(
        required=True,
        metadata={
            "description": "the placement (1 is best; equal placements share a rank): "
            "resigned and taken-over seats rank after every playing seat"
        },
    )
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    standing = fields.String(
        required=True,
        validate=validate.OneOf(STANDINGS),
        metadata={"description": "how the seat ended: shown beside the rank"},
    )


class SeatResult(ExportSeatResult):
    """A seat's score in the view's result: the export's, with the seat's name."""

    name = fields.String(required=True)


class Result(Schema):
    categories = Map(
        fields.Nested(CategoryResult), keys=CATEGORIES, required_keys=True, required=True
    )
    seats = fields.List(fields.Nested(SeatResult), required=True)
    hands = fields.List(fields.List(Union(CARD)), required=True)
    removed = _cards()
    face_down = _cards()
    seed = fields.Integer(required=True)


class ExportResult(Schema):
    """The engine's result of a game of Biblios (R27–R29, ``engine.biblios.scoring.score``)
    with each seat's status and final rank: the export's `result`."""

    categories = Map(
        fields.Nested(CategoryResult), keys=CATEGORIES, required_keys=True, required=True
    )
    seats = fields.List(fields.Nested(ExportSeatResult), required=True)


EXPORT = export_doc(
    "biblios",
    "",
    players=(MIN_PLAYERS, MAX_PLAYERS),
    variants=VARIANTS,
    result=ExportResult,
    options={
        "deck": fields.List(
            fields.String(metadata={"description": "a card id"}),
            metadata={"description": "the fixed draw pile (fixed_deck mode only)"},
        )
    },
)


# ----- Legal actions: templates (engine.biblios.gift, church, auction) ---------------------


def _template(kind: str, doc: str, name: str = "", **extra: fields.Field) -> type[Schema]:
    schema = Schema.from_dict(
        {"type": fields.String(required=True, validate=validate.OneOf([kind])), **extra},
        name=name or f"{kind.capitalize()}Template",
    )
    schema.__doc__ = doc
    return schema


def _paid_in(currency: str) -> fields.String:
    return fields.String(required=True, validate=validate.OneOf([currency]))


#: The payment of a won bid (R21, R22; ``engine.biblios.auction``): its template depends on
#: the auction's currency, so a client narrows on `currency`.
PAY = union(
    "PayTemplate",
    "currency",
    {
        "gold": _template(
            "pay",
            "Pay the won bid in gold: send `{type, cards}` with gold cards of your hand worth "
            "`at_least` or more (no change is given).",
            name="PayGoldTemplate",
            currency=_paid_in("gold"),
            at_least=fields.Integer(
                required=True, metadata={"description": "the bid: the least gold value to pay"}
            ),
        ),
        "cards": _template(
            "pay",
            "Pay the won bid in cards: send `{type, cards}` with exactly `count` cards of your "
            "hand.",
            name="PayCardsTemplate",
            currency=_paid_in("cards"),
            count=fields.Integer(
                required=True, metadata={"description": "the bid: exactly this many cards"}
            ),
        ),
    },
    "Pay the won bid (a Biblios template), by `currency`: gold cards worth `at_least`, or "
    "`count` cards.",
)
assert set(PAY.members) == set(CURRENCIES)


TEMPLATES: dict[str, type[Schema] | UnionSpec] = {
    "place": _template(
        "place",
        "Place the drawn card: send it as it is.",
        to=fields.String(required=True, validate=validate.OneOf(DESTINATIONS)),
    ),
    "take": _template(
        "take", "Take this card: send it as it is.", card=fields.String(required=True)
    ),
    "church": _template(
        "church",
        "Resolve the church card with these dice moves ([]: decline): send it as it is.",
        adjust=fields.List(fields.Nested(AdjustItem), required=True),
    ),
    "bid": _template(
        "bid",
        "Bid: send `{type, amount}` with `min` <= amount <= `max`.",
        min=fields.Integer(required=True),
        max=fields.Integer(required=True),
    ),
    "pass": _template("pass", "Pass: send it as it is."),
    "pay": PAY,
    "refuse": _template("refuse", "Refuse to pay (and take the penalty): send it as it is."),
}
assert tuple(TEMPLATES) == ACTION_TYPES
LEGAL_ACTION = union(
    "LegalAction", "type", TEMPLATES, "A legal action of Biblios, as a template, by `type`."
)


class View(ViewBase):
    """The game as the caller may see it."""

    game = fields.String(required=True, validate=validate.OneOf(["biblios"]))
    prompt_code = fields.String(
        required=True, validate=validate.OneOf(sorted(base_codes(texts.PROMPTS)))
    )
    variant = fields.String(required=True, validate=validate.OneOf(VARIANTS))
    players = fields.Integer(required=True)
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    active_seat = fields.Integer(required=True)
    dice = Map(
        fields.Integer(),
        keys=CATEGORIES,
        required_keys=True,
        required=True,
        metadata={"description": "each category's die (1 to 6)"},
    )
    draw_pile = fields.Integer(required=True)
    auction_pile = fields.Integer(required=True)
    public = _cards()
    drawn = Union(CARD, required=True, allow_none=True)
    turn = fields.Nested(Turn, required=True, allow_none=True)
    kept = Union(CARD, required=True, allow_none=True)
    auctioned = Union(
        CARD,
        required=True,
        allow_none=True,
        metadata={"description": "the card the caller put on the auction pile this gift turn"},
    )
    hands = fields.List(fields.Nested(Hand), required=True)
    auction = fields.Nested(AuctionView, required=True, allow_none=True)
    pending_church = fields.Nested(PendingChurch, required=True, allow_none=True)
    discards = fields.Nested(Discards, required=True)
    removed = fields.Integer(required=True, metadata={"description": "cards removed at setup"})
    legal_actions = fields.List(Union(LEGAL_ACTION), required=True)
    result = fields.Nested(Result, required=True, allow_none=True)


# ----- The catalog ---------------------------------------------------------------------------


class CategoryEntry(Schema):
    id = fields.String(required=True, validate=validate.OneOf(CATEGORIES))
    name = fields.String(required=True)
    cards = _cards()


class ChurchEntry(Schema):
    effect = fields.String(required=True, validate=validate.OneOf(CHURCH_EFFECTS))
    name = fields.String(required=True)
    text = fields.String(required=True)
    cards = _cards()


class VariantEntry(Schema):
    id = fields.String(required=True, validate=validate.OneOf(VARIANTS))
    name = fields.String(required=True)
    text = fields.String(required=True)


class Catalog(CatalogBase):
    game = fields.String(required=True, validate=validate.OneOf(["biblios"]))
    categories = fields.List(fields.Nested(CategoryEntry), required=True)
    gold = _cards()
    church = fields.List(fields.Nested(ChurchEntry), required=True)
    phases = fields.List(fields.Nested(NamedId), required=True)
    variants = fields.List(fields.Nested(VariantEntry), required=True)


# ----- Events and problems: what their params mean (engine.biblios.codes declares them) --------

#: What each event says (docs/codes.md, "Events") and its params' descriptions.
EVENT_TEXTS = {
    "*.card": "a card id",
    "*.currency": "what bids are counted in",
    "game_created": "a game was set up.",
    "card_drawn": "the active seat drew a card.",
    "card_placed": "the active seat placed the drawn card.",
    "card_placed.card": "public when `to` is `public`",
    "church_acquired": "the seat acquired a church card, resolved at once.",
    "church_resolved": "the seat resolved its church card.",
    "church_resolved.adjust": "the dice moved; [] declined",
    "card_taken": "the seat took a card of the public space.",
    "phase_changed": "a phase begins.",
    "auction_opened": "the active seat revealed the auction pile's top card.",
    "bid": "the seat bid.",
    "pass": "the seat passed.",
    "auction_won": "the high bidder won the auction (and must pay).",
    "paid": "the winner paid.",
    "paid.amount": "the bid",
    "paid.count": "cards paid",
    "paid.cards": "the cards paid; public when `currency` is `gold`",
    "card_won": "the seat got the auctioned card.",
    "penalized": "the winner refused to pay.",
    "penalized.card": "the auctioned card",
    "card_transferred": "the seat took a card at random from the penalized seat's hand.",
    "card_transferred.from": "the penalized seat",
    "card_removed": "a card of the penalized seat's hand left the game (Medieval Bluff).",
    "card_discarded": "the auctioned card was discarded face up.",
    "game_over": "the game is over.",
    "game_over.winners": "seats ranked 1 (resigned and taken-over last)",
    "game_over.vp": "by seat",
}

#: What the params of Biblios's own problem codes mean (docs/codes.md, "Error codes").
PROBLEM_TEXTS = {
    "*.card": "the card id given",
    "quota_used.to": "the destination",
    "invalid_delta.delta": "the die change given",
    "wrong_die_count.expected": "the dice the church card moves",
    "wrong_die_count.given": "the dice moved",
    "wrong_direction.delta": "the die change given",
    "same_die_twice.category": "the die's category",
    "die_out_of_range.category": "the die's category",
    "die_out_of_range.value": "the value the die would take",
    "bid_too_low.min": "the least bid",
    "bid_too_high.max": "the most bid",
    "payment_not_gold.card": "the card that is not gold",
    "payment_too_small.paid": "the gold value paid",
    "payment_too_small.due": "the bid",
    "wrong_card_count.expected": "the cards due (the bid)",
    "wrong_card_count.given": "the cards paid",
    "deck_wrong_size.expected": "the cards the draw pile holds",
    "deck_wrong_size.given": "the cards given",
    "deck_gold_removal.value": "the gold cards' value",
    "deck_gold_removal.required": "how many of them the setup removes",
}
