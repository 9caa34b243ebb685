"""The shapes of what 1347 shows, declared once (``engine.Field``): its cards and building
cards as the views show them (``card_info``, ``building_info``), its legal action templates,
its result, its view (``Game.view_fields``, ``Game.result_fields``), its catalog
(``Game.catalog_fields``) and its previews
(``preview.preview``). The API documents each from here, and tests hold every view, result
and preview to them."""

from __future__ import annotations

from ..protocol import Field
from .actions import ACTION_TYPES
from .buildings import BUILDING_TYPES, EFFECT_CODES, LEVELS
from .cards import CLASSES, KINDS
from .codes import SUPPLY_KINDS
from .setup import OPTION_SPEC, OPTIONS, VARIANTS
from .state import PHASES

#: Phase D's steps (P34): the Sword and Flute contests and gifts, the actions, the discard
#: (a decision is awaited in the first two only).
STEPS = ("resolve_cards", "perform_actions", "discard_cards")


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
        Field("seed", "string"),  # a decimal string: a seed may exceed 2**53 - 1
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
    _object("resolving", _ROW, Field("step", "string", choices=STEPS[:2]), nullable=True),
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


def _entries(name: str, key: str, choices: tuple[str, ...], *fields: Field) -> Field:
    """A list of things the edge names, each ``{key: ..., *fields}``."""
    return Field(name, "array", items=(Field(key, "string", choices=choices), *fields))


def _ints_object(name: str, *names: str) -> Field:
    return _object(name, *(_int(part) for part in names))


_EFFECT = _object(
    "",
    Field("code", "string", choices=EFFECT_CODES),
    *(Field(name, "integer", required=False) for name in ("count", "per", "rats")),
    Field("kind", "string", choices=SUPPLY_KINDS, required=False),
)

#: ``Game1347.catalog()``: the classes and kinds of cards with their counts (P2-P9), every
#: card and building card, the building types with their actions (P42-P53), the variants and
#: options (P14), the phases and steps (P21, P34), the counts by player count (P11-P13) and
#: the scoring (P59-P61).
CATALOG_FIELDS = (
    _entries("classes", "id", CLASSES),
    _entries("kinds", "id", KINDS, _int("count")),
    _refs("cards", "card"),
    _ints("nuns_by_number"),
    _entries(
        "building_types",
        "type",
        BUILDING_TYPES,
        _CLASS,
        Field("premium", "object", items=_EFFECT.items),
        Field("standard", "object", items=_EFFECT.items),
        Field("special", "string", choices=SUPPLY_KINDS, nullable=True),
    ),
    _refs("buildings", "building"),
    _entries("levels", "id", LEVELS),
    _entries("variants", "id", VARIANTS),
    Field("first_game", "array", items=Field("", "string", choices=BUILDING_TYPES)),
    _entries("options", "id", OPTIONS),
    _entries("phases", "id", PHASES),
    _entries("steps", "id", STEPS),
    _ints_object(
        "counts",
        *KINDS,
        "buildings",
        "buildings_per_class",
        "vp_tokens",
        "start_rats",
        "hand",
        "nun_row",
    ),
    Field(
        "player_counts",
        "array",
        items=tuple(
            _int(name)
            for name in ("players", "rounds", "row_size", "reserve_deck", "building_deck")
        ),
    ),
    _object(
        "scoring", _ints("influence"), _int("majority"), _int("shared_majority"), _ints("gold")
    ),
)
