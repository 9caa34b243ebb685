"""The shapes of what Biblios shows, declared once (``engine.Field``): a card as the views
show it (``card_info``), its legal action templates, its result, its view and its catalog
(``Game.view_fields``, ``Game.result_fields``, ``Game.catalog_fields``). The API documents
each from here, and tests hold every view, result and catalog to them."""

from __future__ import annotations

from ..protocol import Field
from .actions import ACTION_FIELDS
from .cards import CATEGORIES, CHURCH_EFFECTS, LETTERS
from .codes import CURRENCIES
from .setup import VARIANTS
from .state import PHASES


def _int(name: str, nullable: bool = False) -> Field:
    return Field(name, "integer", nullable=nullable)


def _ints(name: str) -> Field:
    return Field(name, "array", items=Field("", "integer"))


def _card(name: str, nullable: bool = False) -> Field:
    """A card the view shows (its id; the API shows the card)."""
    return Field(name, "string", ref="card", nullable=nullable)


def _cards(name: str, nullable: bool = False) -> Field:
    return Field(name, "array", items=_card(""), nullable=nullable)


def _object(name: str, *fields: Field, nullable: bool = False) -> Field:
    return Field(name, "object", items=fields, nullable=nullable)


_ID = Field("id", "string")

#: A card as ``cards.card_info`` describes it, by ``kind`` (R3, R4, R5).
CARD = Field(
    "card",
    "union",
    tag="kind",
    items=(
        _object(
            "category",
            _ID,
            Field("category", "string", choices=CATEGORIES),
            _int("value"),
            Field("letter", "string", choices=tuple(LETTERS)),
        ),
        _object("gold", _ID, _int("value")),
        _object("church", _ID, Field("effect", "string", choices=CHURCH_EFFECTS)),
    ),
)

#: A legal action, as a template (``game.legal_actions_at``), by ``type``: the payment of a
#: won bid by the auction's ``currency`` (R21, R22).
TEMPLATE = Field(
    "",
    "union",
    tag="type",
    items=(
        _object("place", *ACTION_FIELDS["place"]),
        _object("take", Field("card", "string")),
        _object("church", *ACTION_FIELDS["church"]),
        _object("bid", _int("min"), _int("max")),
        _object("pass"),
        Field(
            "pay",
            "union",
            tag="currency",
            items=(_object("gold", _int("at_least")), _object("cards", _int("count"))),
        ),
        _object("refuse"),
    ),
)

_SEATS = Field(
    "seats",
    "array",
    items=(Field("seat", "integer"), _int("vp"), _int("gold"), _int("rank")),
)
_CATEGORY_RESULTS = Field(
    "categories",
    "object",
    choices=CATEGORIES,
    items=_object("", _int("die"), _ints("totals"), _int("winner", nullable=True)),
)

#: ``scoring.score``: each category's die, totals and winner (R27), each seat's score (R28).
RESULT_FIELDS = (_CATEGORY_RESULTS, _SEATS)

#: ``views.view`` (R30: everything is revealed once the game is over, in ``result``).
VIEW_FIELDS = (
    _int("players"),
    Field("variant", "string", choices=VARIANTS),
    Field("phase", "string", choices=PHASES),
    _int("active_seat"),
    Field("dice", "object", choices=CATEGORIES, items=Field("", "integer")),
    _int("draw_pile"),
    _int("auction_pile"),
    _cards("public"),
    _card("drawn", nullable=True),
    _object(
        "turn",
        Field("keep", "boolean"),
        Field("auction", "boolean"),
        _int("public"),
        nullable=True,
    ),
    _card("kept", nullable=True),
    _card("auctioned", nullable=True),
    Field(
        "hands",
        "array",
        items=(Field("seat", "integer"), _int("count"), _cards("cards", nullable=True)),
    ),
    _object(
        "auction",
        _card("card"),
        Field("currency", "string", choices=CURRENCIES),
        _int("high_bid", nullable=True),
        _int("high_bidder", nullable=True),
        _ints("passed"),
        _ints("excluded"),
        Field("awaiting_payment", "boolean"),
        nullable=True,
    ),
    _object("pending_church", Field("seat", "integer"), _card("card"), nullable=True),
    _object("discards", _cards("face_up"), _int("face_down")),
    _int("removed"),
    Field("legal_actions", "array", items=TEMPLATE),
    _object(
        "result",
        *RESULT_FIELDS,
        Field("hands", "array", items=Field("", "array", items=_card(""))),
        _cards("removed"),
        _cards("face_down"),
        Field("seed", "string"),  # a decimal string: a seed may exceed 2**53 - 1
        nullable=True,
    ),
)


def _entries(name: str, key: str, choices: tuple[str, ...], *fields: Field) -> Field:
    """A list of things the edge names, each ``{key: ..., *fields}``."""
    return Field(name, "array", items=(Field(key, "string", choices=choices), *fields))


#: ``Biblios.catalog()``: the cards by category, gold and church effect (R2-R5), the phases
#: and the variants.
CATALOG_FIELDS = (
    _entries("categories", "id", CATEGORIES, _cards("cards")),
    _cards("gold"),
    _entries("church", "effect", CHURCH_EFFECTS, _cards("cards")),
    _entries("phases", "id", PHASES),
    _entries("variants", "id", VARIANTS),
)
