"""The shapes of what 1347 shows, declared once (``engine.Field``): its cards and building
cards as the views show them (``card_info``, ``building_info``), its legal action templates,
its result, its view (``Game.view_fields``, ``Game.result_fields``) and its previews
(``preview.preview``). The API documents each from here, and tests hold every view, result
and preview to them."""

from __future__ import annotations

from ..protocol import Field
from .actions import ACTION_TYPES
from .buildings import BUILDING_TYPES, LEVELS
from .cards import CLASSES, KINDS
from .codes import SUPPLY_KINDS
from .setup import OPTION_SPEC, VARIANTS
from .state import PHASES

#: Phase D's steps (P34): the Sword and Flute contests and gifts, then the actions.
STEPS = ("resolve_cards", "perform_actions")


def _int(name: str, nullable: bool = False) -> Field:
    return Field(name, "integer", nullable=nullable)


def _ints(name: str) -> Field:
    return Field(name, "array", items=Field("", "integer"))


def _strs(name: str) -> Field:
    return Field(name, "array", items=Field("", "string"))


def _object(name: str, *fields: Field, nullable: bool = False) -> Field:
    return Field(name, "object", items=fields, nullable=nullable)


def _per_class(name: str, value: Field) -> Field:
    return Field(name, "object", choices=CLASSES, items=value)


def _ref(name: str, ref: str, nullable: bool = False) -> Field:
    """An id the view shows (``ref``: ``card``, ``population`` for a population card, or
    ``building``; the API shows the thing)."""
    return Field(name, "string", ref=ref, nullable=nullable)


def _refs(name: str, ref: str, nullable: bool = False) -> Field:
    return Field(name, "array", items=_ref("", ref), nullable=nullable)


_ID = Field("id", "string")
_CLASS = Field("class", "string", choices=CLASSES)
_SUPPLY = _object("supply", _int("draw"), _int("rats"), _int("look"))

#: A card as ``cards.card_info`` describes it, by ``kind``: a population card's class and
#: nuns (P5); the other kinds only their id (P6-P9).
CARD = Field(
    "card",
    "union",
    tag="kind",
    items=tuple(
        _object(kind, _ID, _CLASS, _int("nuns")) if kind == "population" else _object(kind, _ID)
        for kind in KINDS
    ),
)
#: A building card as ``buildings.building_info`` describes it (P10).
BUILDING = _object(
    "building", _ID, Field("type", "string", choices=BUILDING_TYPES), _CLASS, _SUPPLY
)

_ROW = _int("row")
_BUILDING_ID = Field("building", "string")
_POSITIONS = _object("look", _ints("from"), _int("min"), _int("max"))
_CARDS = _object("cards", _strs("from"), _int("min"), _int("max"))

#: A legal action, as a template (``game.legal_actions``), by ``type``: each selection
#: (``look``, ``cards``) is ``{from, min, max}``.
TEMPLATE = Field(
    "",
    "union",
    tag="type",
    items=(
        _object("supply", _ROW, _BUILDING_ID, _POSITIONS),
        _object("enter", _ROW, _BUILDING_ID, _CARDS),
        _object("play_pass"),
        _object("choose_loser", _int("seat")),
        _object("give", _int("to"), _CARDS),
        _object(
            "perform",
            _BUILDING_ID,
            Field("level", "string", choices=LEVELS),
            _CARDS,
            _POSITIONS,
        ),
        _object("decline"),
    ),
)

_SEATS = Field(
    "seats",
    "array",
    items=(
        _int("seat"),
        _int("rank"),
        _int("vp"),
        _int("influence_vp"),
        _int("majority_vp"),
        _int("gold_vp"),
        _int("token_vp"),
        _int("rats"),
        Field("killed", "boolean"),
        Field("won", "boolean"),
        Field("standing", "string", choices=("killed", "spared"), required=False),
    ),
)

#: ``scoring.score`` (P59-P65) and ``views.result``'s reveal (P66), card ids as they are.
RESULT_FIELDS = (
    _ints("winners"),
    _ints("survivors"),
    _ints("eligible"),
    _int("nuns"),
    _per_class(
        "classes",
        Field("", "array", items=(_int("seat"), _int("influence"), _int("vp"))),
    ),
    _SEATS,
    _object(
        "reveal",
        Field("hands", "array", items=_refs("", "card")),
        _refs("nun_row", "population"),
        _refs("population_deck", "population"),
        _refs("building_deck", "building"),
        _refs("reserve_deck", "building"),
        _refs("unused_buildings", "building"),
        _int("seed"),
    ),
)

#: ``views.view`` (P66-P70).
VIEW_FIELDS = (
    _int("players"),
    Field("variant", "string", choices=VARIANTS),
    _object("options", *(option.field() for option in OPTION_SPEC)),
    _int("round"),
    _int("rounds"),
    Field("final_round", "boolean"),
    Field("phase", "string", choices=PHASES),
    _object("resolving", _ROW, Field("step", "string", choices=STEPS), nullable=True),
    _int("start_seat"),
    Field(
        "row",
        "array",
        items=(
            _ROW,
            _BUILDING_ID,
            Field("type", "string", choices=BUILDING_TYPES),
            _CLASS,
            _SUPPLY,
            _ints("discs"),
        ),
    ),
    _ints("entry_order"),
    _ints("passes_played"),
    _int("building_deck"),
    _int("reserve_deck"),
    _refs("sent_to_reserve", "building"),
    _int("population_deck"),
    _refs("discard", "population"),
    _object(
        "supply",
        *(_int(kind, nullable=kind != "joker") for kind in SUPPLY_KINDS),
    ),
    _int("vp_supply"),
    _per_class("influence", Field("", "array", items=(_int("space"), _ints("stack")))),
    Field(
        "nun_row",
        "array",
        items=(_int("position"), _ref("card", "population", nullable=True), _ints("looked_by")),
    ),
    Field(
        "seat_info",
        "array",
        items=(
            _int("seat"),
            _int("hand_count"),
            _refs("hand", "card", nullable=True),
            _int("rats", nullable=True),
            _int("vp_tokens"),
            _per_class("influence", Field("", "integer")),
            _ints("looked"),
            _object(
                "entered",
                _ROW,
                _int("space"),
                _int("count"),
                _refs("cards", "card", nullable=True),
                nullable=True,
            ),
        ),
    ),
    Field("legal_actions", "array", items=TEMPLATE),
    _object("result", *RESULT_FIELDS, nullable=True),
)

#: ``preview.preview``: what a play costs and earns its seat, as changes (P35, P68-P70).
PREVIEW_FIELDS = (
    Field("type", "string", choices=ACTION_TYPES),
    Field("when", "string", choices=("now", "resolution")),
    _per_class("influence", Field("", "integer")),
    _int("rats"),
    _int("vp_tokens"),
    _int("hand"),
    _refs("cards_lost", "card"),
    _int("cards_drawn"),
    Field(
        "cards_taken",
        "object",
        items=tuple(Field(kind, "integer", required=False) for kind in SUPPLY_KINDS),
    ),
    _int("cards_to_receive"),
    _ints("looks"),
)
