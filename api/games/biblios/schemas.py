"""The schemas of Biblios at the edge: its create options, its actions and its view."""

from __future__ import annotations

from collections.abc import Callable

from marshmallow import Schema, fields

from engine.biblios import Biblios, shapes

from ...schemas.action_schema import ActionSchemas
from ...schemas.common import SEED_TEXT, NamedId
from ...schemas.create_schema import create_schema
from ...schemas.field_schema import FieldBuilder, Registry
from ...schemas.openapi_fields import Union
from ...schemas.view_docs import catalog_schema, export_schema, view_schema
from .. import GameSchemas
from .vocabulary import BibliosVocabulary

_NAME = {"name": lambda: fields.String(required=True)}
_SEND = "send it as it is."
#: The names of the components of a card as the view shows it (``card_info`` with its name,
#: by ``kind``).
_CARD_COMPONENTS = {
    "card": ("CardBiblios", "A card of Biblios, by `kind`."),
    "card.category": (
        "CategoryCardBiblios",
        "A category card (R3): its category, value and letter.",
    ),
    "card.gold": ("GoldCardBiblios", "A gold card (R4): its value."),
    "card.church": ("ChurchCardBiblios", "A church card (R5): its effect on the dice."),
}


def build(registry: Registry) -> GameSchemas:
    """Biblios's schemas (``BibliosEdge.own_schemas``), made in ``registry``: the create
    request and the action request derived from the engine's declaration (``Biblios.info``;
    ``Biblios.action_fields``: each type's fields, R11, R12, R16, R19, R21, R22, R24), the view,
    the export and the catalog (documentation, derived from ``engine.biblios.shapes``); what is
    Biblios's own is the descriptions and the components' names."""
    actions = ActionSchemas(
        Biblios,
        "ActionRequestBiblios",
        "ActionBiblios",
        descriptions={
            "to": "place",
            "card": "take",
            "adjust": "church: the dice to move; [] declines",
            "adjust.delta": "+1 or -1 (R17).",
            "amount": "bid",
            "cards": "pay: card ids from your hand",
        },
        components={"adjust": ("AdjustItemBiblios", None)},
        doc="One action; which other fields it takes depends on ``type``.",
        registry=registry,
    )
    card_builder = FieldBuilder(
        components=_CARD_COMPONENTS,
        extra={"CategoryCardBiblios": _NAME, "GoldCardBiblios": _NAME, "ChurchCardBiblios": _NAME},
        registry=registry,
    )
    card = card_builder.field(shapes.CARD, "card").union  # type: ignore[attr-defined]

    def _card(**kwargs: object) -> Union:
        return Union(card, **kwargs)  # type: ignore[arg-type]

    return GameSchemas(
        create=create_schema(
            Biblios.info,
            "CreateGameRequestBiblios",
            descriptions={
                "first_seat": "The first active seat (R10).",
                "names": "One name per seat.",
                "deck": "The exact draw pile, top first (only where the server allows fixed "
                "decks: BIBLIOS_ALLOW_FIXED_DECK=1).",
            },
        ),
        action=actions.request,
        action_docs=actions.docs,
        view=_view(_card, registry),
        export=export_schema(
            Biblios,
            "Biblios",
            result="ExportResultBiblios",
            seat_result="ExportSeatResultBiblios",
            descriptions={"deck": "the fixed draw pile (fixed_deck mode only)"},
            components={"result.categories.*": ("CategoryResultBiblios", None)},
            registry=registry,
        ),
        catalog=catalog_schema(
            Biblios,
            "CatalogBiblios",
            BibliosVocabulary.catalog_texts,
            components={
                "categories": ("CategoryEntryBiblios", None),
                "church": ("ChurchEntryBiblios", None),
                "phases": NamedId,
                "variants": ("VariantEntryBiblios", None),
            },
            refs={"card": _card},
            suffix="Biblios",
            registry=registry,
        ),
    )


def _view(card: Callable[..., Union], registry: Registry) -> type[Schema]:
    """The view (documentation, derived from ``Biblios.view_fields``), a card shown by
    ``card``."""
    return view_schema(
        Biblios,
        "ViewBiblios",
        seat_result="SeatResultBiblios",
        descriptions={
            "dice": "each category's die (1 to 6)",
            "hands.cards": "the caller's own hand (everyone's once the game is over)",
            "auctioned": "the card the caller put on the auction pile this gift turn",
            "removed": "cards removed at setup",
            "result.seed": SEED_TEXT,
            "legal_actions.pay.gold.at_least": "the bid: the least gold value to pay",
            "legal_actions.pay.cards.count": "the bid: exactly this many cards",
        },
        components={
            "turn": ("TurnBiblios", None),
            "hands": ("HandBiblios", None),
            "auction": ("AuctionViewBiblios", None),
            "pending_church": ("PendingChurchBiblios", None),
            "discards": ("DiscardsBiblios", None),
            "result": ("ResultBiblios", None),
            "result.categories.*": ("CategoryResultBiblios", None),
            "adjust": ("AdjustItemBiblios", None),
            "legal_actions": (
                "LegalActionBiblios",
                "A legal action of Biblios, as a template, by `type`.",
            ),
            "legal_actions.place": ("PlaceTemplateBiblios", f"Place the drawn card: {_SEND}"),
            "legal_actions.take": ("TakeTemplateBiblios", f"Take this card: {_SEND}"),
            "legal_actions.church": (
                "ChurchTemplateBiblios",
                f"Resolve the church card with these dice moves ([]: decline): {_SEND}",
            ),
            "legal_actions.bid": (
                "BidTemplateBiblios",
                "Bid: send `{type, amount}` with `min` <= amount <= `max`.",
            ),
            "legal_actions.pass": ("PassTemplateBiblios", f"Pass: {_SEND}"),
            "legal_actions.pay": (
                "PayTemplateBiblios",
                "Pay the won bid (a Biblios template), by `currency`: gold cards worth "
                "`at_least`, or `count` cards.",
            ),
            "legal_actions.pay.gold": (
                "PayGoldTemplateBiblios",
                "Pay the won bid in gold: send `{type, cards}` with gold cards of your hand worth "
                "`at_least` or more (no change is given).",
            ),
            "legal_actions.pay.cards": (
                "PayCardsTemplateBiblios",
                "Pay the won bid in cards: send `{type, cards}` with exactly `count` cards of "
                "your hand.",
            ),
            "legal_actions.refuse": (
                "RefuseTemplateBiblios",
                f"Refuse to pay (and take the penalty): {_SEND}",
            ),
        },
        refs={"card": card},
        extra={"HandBiblios": _NAME},
        suffix="Biblios",
        registry=registry,
    )


# ----- Events and problems: what their params mean (engine.biblios.codes declares them) --------

#: What each event says (docs/codes.md, "Events") and its params' descriptions.
EVENT_TEXTS = {
    "*.card": "a card id",
    "*.currency": "what bids are counted in",
    "game_created": "a game was set up.",
    "card_drawn": "the active seat drew a card.",
    "card_drawn.card": "the card drawn, seen by the active seat",
    "card_placed": "the active seat placed the drawn card.",
    "card_placed.card": "the card placed, seen by the active seat; public when `to` is `public`",
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
    "paid.cards": "the cards paid, seen by the payer; public when `currency` is `gold`",
    "card_won": "the seat got the auctioned card.",
    "penalized": "the winner refused to pay.",
    "penalized.card": "the auctioned card",
    "card_transferred": "the seat took a card at random from the penalized seat's hand.",
    "card_transferred.from": "the penalized seat",
    "card_transferred.card": "the card taken, seen by the taker and the penalized seat",
    "card_removed": "a card of the penalized seat's hand left the game (Medieval Bluff).",
    "card_removed.card": "the card removed, seen by the penalized seat",
    "card_discarded": "the auctioned card was discarded face up.",
    "game_over": "the game is over.",
    "game_over.winners": "seats ranked 1 (resigned and taken-over last)",
    "game_over.vp": "by seat",
}

#: Whom each prompt is said to (``"<prompt>"``) and what its params mean
#: (``"<prompt>.<param>"``; docs/codes.md, "Prompts").
PROMPT_TEXTS = {
    "place_card": "the active seat, allocating",
    "place_card.keep": "places left",
    "place_card.auction": "places left",
    "place_card.public": "places left",
    "take_card": "the seat taking from the public space",
    "resolve_church": "the seat resolving a church card",
    "bid": "the seat to bid or pass",
    "bid.pass_only": "true when the high bid is the maximum (R20)",
    "pay": "the winner who must pay or refuse",
    "wait_place": "anyone else while a seat allocates",
    "wait_take": "anyone else while a seat takes",
    "wait_church": "anyone else while a seat resolves a church card",
    "wait_bid": "anyone else while a seat bids",
    "wait_pay": "anyone else while the winner pays",
    "game_over": "everyone once the game has ended",
    "*.seat": "the seat deciding",
}

#: When each of Biblios's own problem codes is raised (``"<code>"``, its rule), what its params
#: mean (``"<code>.<param>"``), and how Biblios's rules ground some of the codes every game
#: shares (docs/codes.md is generated from these: ``support.codes_doc``).
PROBLEM_TEXTS = {
    "quota_used": "the destination's quota for this turn is used up (R11)",
    "card_not_public": "the card to take is not in the public space (R12)",
    "unknown_card": "no card has that id",
    "invalid_delta": "a die change other than +1 or −1 (R17)",
    "wrong_die_count": "the church card moves `expected` dice (0 declines) (R17)",
    "wrong_direction": "the church card does not move dice that way (R17)",
    "same_die_twice": "a two-dice card names one die twice (R17)",
    "die_out_of_range": "the die would leave 1..6 (R17)",
    "bid_too_low": "bid below the minimum (R19)",
    "bid_too_high": "bid above the maximum (R20)",
    "card_not_in_hand": "a paid card is not in the payer's hand (R21, R22)",
    "duplicate_card": "a card listed twice (R21, R22)",
    "payment_not_gold": "a non-gold card offered for a gold price (R21)",
    "payment_too_small": "gold paid is below the bid (R21)",
    "wrong_card_count": "a card-count price paid with another number of cards (R22)",
    "deck_wrong_size": "a fixed deck of the wrong length (R9)",
    "deck_duplicate_card": "a fixed deck lists a card twice",
    "deck_gold_removal": "a fixed deck leaves too few gold cards of a value out (R9)",
    "invalid_players": "a game is for 2 to 4 players (R7)",
    "invalid_variant": "the variant is not one of `standard`, `medieval_bluff` (R25)",
    "invalid_first_seat": "`first_seat` is not a seat of the game (R10)",
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
