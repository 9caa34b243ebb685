"""The schemas of 1347 at the edge: its create options, its actions and its view.

Class names carry the game's id (``CreateGameRequest1347``, ``ActionRequest1347``,
``View1347``...): the OpenAPI document names its components after them, next to Biblios's.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from engine import STATUSES
from engine.game1347 import Game1347
from engine.game1347.actions import ACTION_TYPES
from engine.game1347.buildings import BUILDING_TYPES, COPIES, LEVELS
from engine.game1347.cards import CLASSES, KINDS
from engine.game1347.codes import SUPPLY_KINDS
from engine.game1347.setup import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, VARIANTS
from engine.game1347.state import PHASES
from engine.table import STANDINGS

from ...action_schema import ActionSchemas
from ...create_schema import create_schema
from ...openapi_fields import Union, base_codes, union
from ...schemas import (
    CatalogBase,
    ViewBase,
    export_doc,
)
from . import texts

GAME_ID = "1347"
STEPS = ("resolve_cards", "perform_actions")


#: The create request: derived from the engine's declaration (``GAME.info``: players,
#: variants, options); what is 1347's own is the descriptions and the options' component.
CreateGameRequest1347 = create_schema(
    Game1347.info,
    "CreateGameRequest1347",
    descriptions={
        "variant": "The building selection method (P14).",
        "first_seat": "The starting player (P19); absent: drawn at random.",
        "names": "One name per seat (or use `seats`).",
        "buildings": "Required with the `custom` variant, and only with it.",
        "guard_tower": "With 2 players, let the random selections include the Guard Tower "
        "(P14; no effect otherwise). Default false.",
        "plague_spares_fewest_rats": "When nobody survives the plague, the players with the "
        "fewest rats are spared (P65). Default false.",
    },
    components={
        "buildings": (
            "BuildingCounts1347",
            "``custom`` only: copies per building type, 0 to 5 (absent: 0). The two types of "
            f"each class must add up to {COPIES} copies (P14).",
        )
    },
    doc="A game of 1347: the building selection (``variant``) and the creator's options.",
)
BuildingCounts1347 = CreateGameRequest1347._declared_fields["buildings"].nested


#: The action request: derived from the engine's declaration (``Game1347.action_fields``,
#: docs/1347-decisions.md "Actions"); what is 1347's own is the descriptions.
ACTION = ActionSchemas(
    Game1347,
    "ActionRequest1347",
    "Action1347",
    descriptions={
        "row": "supply, enter: a row position, 1-based",
        "look": "supply, perform (Fortune-teller's Tent): nun-row positions",
        "cards": "enter, give, perform (Hospital): card ids from your hand",
        "seat": "choose_loser: the loser's seat",
    },
    doc="One action of 1347; which other fields it takes depends on ``type``: `supply` (`row`, "
    "`look`), `enter` (`row`, `cards`), `play_pass`, `choose_loser` (`seat`), `give` (`cards`), "
    "`perform` (`cards`, `look`), `decline`. `look` and `cards` may be left out (none).",
)
ActionRequest1347 = ACTION.request
#: One schema per action (documentation), made of ``ActionRequest1347``'s fields.
ACTIONS = ACTION.docs


# ----- The view (documentation; the presenter builds the same shape) ----------------------


def _one_of(values: tuple[str, ...] | list[str]) -> validate.OneOf:
    return validate.OneOf(list(values))


class PopulationCard1347(Schema):
    """A population card: its class and nuns."""

    id = fields.String(required=True)
    kind = fields.String(required=True, validate=_one_of(["population"]))
    name = fields.String(required=True)
    class_ = fields.String(data_key="class", required=True, validate=_one_of(CLASSES))
    nuns = fields.Integer(required=True, metadata={"description": "0 to 4"})


class SpecialCard1347(Schema):
    """A Joker, a special card or a Gold card."""

    id = fields.String(required=True)
    kind = fields.String(required=True, validate=_one_of(SUPPLY_KINDS))
    name = fields.String(required=True)


CARD = union(
    "Card1347",
    "kind",
    {kind: PopulationCard1347 if kind == "population" else SpecialCard1347 for kind in KINDS},
    "A card of 1347, by `kind`.",
)


class SupplySymbols1347(Schema):
    """A building card's supply action (P10): its symbols."""

    draw = fields.Integer(required=True)
    rats = fields.Integer(required=True)
    look = fields.Integer(required=True)


class Building1347(Schema):
    """A building card."""

    id = fields.String(required=True)
    type = fields.String(required=True, validate=_one_of(BUILDING_TYPES))
    class_ = fields.String(data_key="class", required=True, validate=_one_of(CLASSES))
    supply = fields.Nested(SupplySymbols1347, required=True)
    name = fields.String(required=True, metadata={"description": "the type's localized name"})
    supply_text = fields.String(required=True, metadata={"description": "localized"})


class RowCard1347(Schema):
    """A building card of this round's row, with the discs on it."""

    row = fields.Integer(required=True, metadata={"description": "position, 1-based"})
    building = fields.String(required=True, metadata={"description": "the card's id"})
    type = fields.String(required=True, validate=_one_of(BUILDING_TYPES))
    class_ = fields.String(data_key="class", required=True, validate=_one_of(CLASSES))
    supply = fields.Nested(SupplySymbols1347, required=True)
    discs = fields.List(
        fields.Integer(), required=True, metadata={"description": "seats by space (access order)"}
    )
    name = fields.String(required=True)
    supply_text = fields.String(required=True)


class Resolving1347(Schema):
    """Phase D: the building being resolved while a decision is pending there."""

    row = fields.Integer(required=True)
    step = fields.String(required=True, validate=_one_of(STEPS))


class Supply1347(Schema):
    """The face-up supply piles: counts; null for a special kind not in this game (P17)."""

    joker = fields.Integer(required=True)
    sword = fields.Integer(required=True, allow_none=True)
    flute = fields.Integer(required=True, allow_none=True)
    pass_ = fields.Integer(data_key="pass", required=True, allow_none=True)
    gold = fields.Integer(required=True, allow_none=True)


class TrackSpace1347(Schema):
    """An occupied space of an influence track and its stack of markers."""

    space = fields.Integer(required=True)
    stack = fields.List(fields.Integer(), required=True, metadata={"description": "bottom first"})


def _per_class(name: str, doc: str, field: Any) -> type[Schema]:
    """A schema with one field per class (``field()`` makes each)."""
    return type(name, (Schema,), {"__doc__": doc, **{c: field() for c in CLASSES}})


Influence1347 = _per_class(
    "Influence1347",
    "The influence tracks: each class's occupied spaces, highest first.",
    lambda: fields.List(fields.Nested(TrackSpace1347), required=True),
)
SeatInfluence1347 = _per_class(
    "SeatInfluence1347",
    "A player's influence in each class.",
    lambda: fields.Integer(required=True),
)


class CardsTaken1347(Schema):
    """Cards taken from the face-up supplies, by kind (only the kinds taken)."""

    joker = fields.Integer()
    sword = fields.Integer()
    flute = fields.Integer()
    pass_ = fields.Integer(data_key="pass")
    gold = fields.Integer()


class Preview1347(Schema):
    """What a play will cost and earn the seat that makes it (``POST /v1/games/{id}/preview``):
    changes, not totals, and only what the seat may know (docs/1347-api.md, "Previews")."""

    game = fields.String(required=True, validate=_one_of(["1347"]))
    type = fields.String(required=True, validate=_one_of(ACTION_TYPES))
    when = fields.String(
        required=True,
        validate=_one_of(["now", "resolution"]),
        metadata={
            "description": "`resolution`: `influence` and `rats` come when the building is "
            "resolved (P35, entering); the rest at once"
        },
    )
    influence = fields.Nested(SeatInfluence1347, required=True)
    rats = fields.Integer(required=True)
    vp_tokens = fields.Integer(required=True)
    hand = fields.Integer(required=True, metadata={"description": "change of the hand's size"})
    cards_lost = fields.List(Union(CARD), required=True)
    cards_drawn = fields.Integer(
        required=True, metadata={"description": "population cards drawn: a count, never the cards"}
    )
    cards_taken = fields.Nested(CardsTaken1347, required=True)
    cards_to_receive = fields.Integer(
        required=True, metadata={"description": "cards the Guard Tower's givers will hand over"}
    )
    looks = fields.List(
        fields.Integer(), required=True, metadata={"description": "nun-row positions looked at"}
    )


def _population(**kwargs: Any) -> fields.Nested:
    """A population card: the nun row, the population deck and the discard pile hold nothing
    else (P16, P32, P39: the other kinds go back to their supplies)."""
    return fields.Nested(PopulationCard1347, **kwargs)


class NunSpot1347(Schema):
    """A position of the nun row: its card for those who looked at it (everyone at the end).
    The nun row holds population cards only (P16)."""

    position = fields.Integer(required=True)
    card = _population(
        required=True,
        allow_none=True,
        metadata={"description": "a population card; null: not looked at by the caller"},
    )
    looked_by = fields.List(fields.Integer(), required=True)


class Entered1347(Schema):
    """The building a player entered this round (phase C on)."""

    row = fields.Integer(required=True)
    space = fields.Integer(required=True)
    count = fields.Integer(required=True, metadata={"description": "cards put face down"})
    cards = fields.List(
        Union(CARD),
        required=True,
        allow_none=True,
        metadata={"description": "the caller's own, and everyone's once revealed (P35)"},
    )


class PlayerInfo1347(Schema):
    """One player at the table (the engine's ``seat_info``)."""

    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    hand_count = fields.Integer(required=True)
    hand = fields.List(
        Union(CARD),
        required=True,
        allow_none=True,
        metadata={"description": "the caller's own hand; everyone's once the game is over"},
    )
    rats = fields.Integer(
        required=True, allow_none=True, metadata={"description": "the caller's own (P69)"}
    )
    vp_tokens = fields.Integer(required=True)
    influence = fields.Nested(SeatInfluence1347, required=True)
    looked = fields.List(
        fields.Integer(), required=True, metadata={"description": "nun-row positions looked at"}
    )
    entered = fields.Nested(Entered1347, required=True, allow_none=True)


class Options1347(Schema):
    """The creator's options, as given."""

    buildings = fields.Nested(BuildingCounts1347)
    guard_tower = fields.Boolean()
    plague_spares_fewest_rats = fields.Boolean()


class PositionSelection1347(Schema):
    """Choose from ``min`` to ``max`` different nun-row positions of ``from``."""

    from_ = fields.List(fields.Integer(), data_key="from", required=True)
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)


class CardSelection1347(Schema):
    """Choose from ``min`` to ``max`` different card ids of ``from``."""

    from_ = fields.List(fields.String(), data_key="from", required=True)
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)


def _template(kind: str, doc: str, **extra: fields.Field) -> type[Schema]:
    camel = "".join(part.capitalize() for part in kind.split("_"))
    schema = Schema.from_dict(
        {"type": fields.String(required=True, validate=_one_of([kind])), **extra},
        name=f"{camel}Template1347",
    )
    schema.__doc__ = doc
    return schema


def _informative(**kwargs: object) -> dict[str, object]:
    return {"description": "informative: not sent back", **kwargs}


_ROW = {"row": fields.Integer(required=True, metadata={"description": "position, 1-based"})}
_BUILDING = {
    "building": fields.String(required=True, metadata=_informative(description="the card's id"))
}
#: The legal-action templates (engine.game1347: supplies, turns, game, resolve): send one back
#: with each selection (``look``, ``cards``) replaced by a list of your choice.
TEMPLATES: dict[str, type[Schema]] = {
    "supply": _template(
        "supply",
        "Take the supplies of row card `row`: send `{type, row, look}`.",
        **_ROW,
        **_BUILDING,
        look=fields.Nested(PositionSelection1347, required=True),
    ),
    "enter": _template(
        "enter",
        "Enter the building at `row` with cards of `cards`: send `{type, row, cards}`.",
        **_ROW,
        **_BUILDING,
        cards=fields.Nested(CardSelection1347, required=True),
    ),
    "play_pass": _template("play_pass", "Play a Pass card: send it as it is."),
    "choose_loser": _template(
        "choose_loser",
        "Choose this seat as the loser: send it as it is.",
        seat=fields.Integer(required=True),
    ),
    "give": _template(
        "give",
        "Give cards of `cards` to seat `to`: send `{type, cards}`.",
        to=fields.Integer(required=True, metadata=_informative()),
        cards=fields.Nested(CardSelection1347, required=True),
    ),
    "perform": _template(
        "perform",
        "Perform the building's action: send `{type, cards, look}`.",
        building=fields.String(required=True, metadata=_informative()),
        level=fields.String(required=True, validate=_one_of(LEVELS), metadata=_informative()),
        cards=fields.Nested(CardSelection1347, required=True),
        look=fields.Nested(PositionSelection1347, required=True),
    ),
    "decline": _template("decline", "Decline the building's action: send it as it is."),
}
assert tuple(TEMPLATES) == ACTION_TYPES
LEGAL_ACTION = union(
    "LegalAction1347", "type", TEMPLATES, "A legal action of 1347, as a template, by `type`."
)


class ClassStanding1347(Schema):
    seat = fields.Integer(required=True)
    influence = fields.Integer(required=True)
    vp = fields.Integer(required=True)


Classes1347 = _per_class(
    "Classes1347",
    "Each class's players with influence, best first, and their VP (P59).",
    lambda: fields.List(fields.Nested(ClassStanding1347), required=True),
)


class ExportSeatResult1347(Schema):
    """A seat's score in the export's result (no name: the export's `seats` have them)."""

    seat = fields.Integer(required=True)
    external_id = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "the portal's own id of the seat's player (null: none)"},
    )
    rank = fields.Integer(
        required=True,
        metadata={
            "description": "the placement (1 is best; equal placements share a rank): "
            "survivors by VP then rats, the killed after them (P65); resigned and taken-over "
            "seats after every playing seat"
        },
    )
    status = fields.String(required=True, validate=_one_of(STATUSES))
    standing = fields.String(
        required=True,
        validate=_one_of((*STANDINGS, "killed", "spared")),
        metadata={
            "description": "how the seat ended, shown beside the rank: `killed` by the plague "
            "(P64), `spared` (P65's option: the fewest rats count as survivors), else "
            "`finished`, `resigned` or `taken_over`"
        },
    )
    vp = fields.Integer(required=True, metadata={"description": "the total (P63)"})
    influence_vp = fields.Integer(required=True)
    majority_vp = fields.Integer(required=True)
    gold_vp = fields.Integer(required=True)
    token_vp = fields.Integer(required=True)
    rats = fields.Integer(required=True)
    killed = fields.Boolean(
        required=True, metadata={"description": "by the plague (P64; never a spared seat)"}
    )
    won = fields.Boolean(
        required=True, metadata={"description": "ranked first and may win (never killed)"}
    )


class SeatResult1347(ExportSeatResult1347):
    """A seat's score in the view's result: the export's, with the seat's name."""

    name = fields.String(required=True)


class Reveal1347(Schema):
    """Everything hidden during the game (P66)."""

    hands = fields.List(fields.List(Union(CARD)), required=True)
    nun_row = fields.List(
        _population(), required=True, metadata={"description": "population cards, position 1 first"}
    )
    population_deck = fields.List(
        _population(), required=True, metadata={"description": "population cards"}
    )
    building_deck = fields.List(fields.Nested(Building1347), required=True)
    reserve_deck = fields.List(fields.Nested(Building1347), required=True)
    unused_buildings = fields.List(fields.Nested(Building1347), required=True)
    seed = fields.Integer(required=True)


class Result1347(Schema):
    """The end (P59–P66): scores, the plague, the winners (none when nobody survives)."""

    winners = fields.List(fields.Integer(), required=True)
    survivors = fields.List(fields.Integer(), required=True)
    eligible = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "the seats that may win: the survivors (P64, P65)"},
    )
    nuns = fields.Integer(required=True, metadata={"description": "in the nun row"})
    classes = fields.Nested(Classes1347, required=True)
    seats = fields.List(fields.Nested(SeatResult1347), required=True)
    reveal = fields.Nested(Reveal1347, required=True)


def _id_list(item: str) -> fields.List:
    """A list of ids, ``item`` describing each."""
    return fields.List(fields.String(metadata={"description": item}), required=True)


class ExportReveal1347(Schema):
    """Everything hidden during the game (P66), as ids: population cards (`Card1347` ids) and
    building cards (`<type>-<copy>`)."""

    hands = fields.List(_id_list("a card id"), required=True)
    nun_row = _id_list("a card id")
    population_deck = _id_list("a card id")
    building_deck = _id_list("a building card id")
    reserve_deck = _id_list("a building card id")
    unused_buildings = _id_list("a building card id")
    seed = fields.Integer(required=True)


class ExportResult1347(Schema):
    """The engine's result of a game of 1347 (P59–P66, ``engine.game1347.views.result``) with
    each seat's status and final rank: the export's `result`."""

    winners = fields.List(fields.Integer(), required=True)
    survivors = fields.List(fields.Integer(), required=True)
    eligible = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "the seats that may win: the survivors (P64, P65)"},
    )
    nuns = fields.Integer(required=True, metadata={"description": "in the nun row"})
    classes = fields.Nested(Classes1347, required=True)
    seats = fields.List(fields.Nested(ExportSeatResult1347), required=True)
    reveal = fields.Nested(ExportReveal1347, required=True)


EXPORT = export_doc(
    GAME_ID,
    "1347",
    players=(MIN_PLAYERS, MAX_PLAYERS),
    variants=VARIANTS,
    result=ExportResult1347,
    options={
        "buildings": fields.Nested(
            BuildingCounts1347, metadata={"description": "the `custom` variant only"}
        ),
        "guard_tower": fields.Boolean(metadata={"description": "as the creator gave it"}),
        "plague_spares_fewest_rats": fields.Boolean(
            metadata={"description": "as the creator gave it"}
        ),
    },
)
assert {"buildings", "guard_tower", "plague_spares_fewest_rats"} == set(OPTIONS)


class View1347(ViewBase):
    """A game of 1347 as the caller may see it (docs/1347-api.md)."""

    game = fields.String(required=True, validate=_one_of([GAME_ID]))
    prompt_code = fields.String(required=True, validate=_one_of(sorted(base_codes(texts.PROMPTS))))

    players = fields.Integer(required=True)
    variant = fields.String(required=True, validate=_one_of(VARIANTS))
    options = fields.Nested(Options1347, required=True)
    round = fields.Integer(required=True)
    rounds = fields.Integer(required=True)
    final_round = fields.Boolean(required=True)
    phase = fields.String(required=True, validate=_one_of(PHASES))
    resolving = fields.Nested(Resolving1347, required=True, allow_none=True)
    start_seat = fields.Integer(required=True)
    row = fields.List(fields.Nested(RowCard1347), required=True)
    entry_order = fields.List(fields.Integer(), required=True)
    passes_played = fields.List(fields.Integer(), required=True)
    building_deck = fields.Integer(required=True, metadata={"description": "cards left"})
    reserve_deck = fields.Integer(required=True, metadata={"description": "cards left"})
    sent_to_reserve = fields.List(
        fields.Nested(Building1347),
        required=True,
        metadata={"description": "this round's cards sent to the replacement deck (P24)"},
    )
    population_deck = fields.Integer(required=True, metadata={"description": "cards left"})
    discard = fields.List(
        _population(), required=True, metadata={"description": "population cards, top last"}
    )
    supply = fields.Nested(Supply1347, required=True)
    vp_supply = fields.Integer(required=True)
    influence = fields.Nested(Influence1347, required=True)
    nun_row = fields.List(fields.Nested(NunSpot1347), required=True)
    players_info = fields.List(fields.Nested(PlayerInfo1347), required=True)
    legal_actions = fields.List(Union(LEGAL_ACTION), required=True)
    result = fields.Nested(Result1347, required=True, allow_none=True)


# ----- The catalog ---------------------------------------------------------------------------


class ClassEntry1347(Schema):
    id = fields.String(required=True, validate=_one_of(CLASSES))
    name = fields.String(required=True)
    figure = fields.String(required=True)


class KindEntry1347(Schema):
    id = fields.String(required=True, validate=_one_of(KINDS))
    name = fields.String(required=True)
    text = fields.String(required=True)
    count = fields.Integer(required=True)


class BuildingAction1347(Schema):
    """A premium or standard action (P42–P53)."""

    code = fields.String(
        required=True,
        validate=_one_of(
            [
                "draw",
                "draw_per_influence",
                "take",
                "discard_rats",
                "hospital",
                "demand_cards",
                "look",
                "take_vp",
                "none",
            ]
        ),
    )
    count = fields.Integer()
    per = fields.Integer()
    rats = fields.Integer()
    kind = fields.String(validate=_one_of(SUPPLY_KINDS))
    text = fields.String(required=True)


class BuildingType1347(Schema):
    type = fields.String(required=True, validate=_one_of(BUILDING_TYPES))
    class_ = fields.String(data_key="class", required=True, validate=_one_of(CLASSES))
    name = fields.String(required=True)
    premium = fields.Nested(BuildingAction1347, required=True)
    standard = fields.Nested(BuildingAction1347, required=True)
    special = fields.String(required=True, allow_none=True, validate=_one_of(SUPPLY_KINDS))


class Described1347(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    text = fields.String(required=True)


class Named1347(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)


class Counts1347(Schema):
    population = fields.Integer(required=True)
    joker = fields.Integer(required=True)
    sword = fields.Integer(required=True)
    flute = fields.Integer(required=True)
    pass_ = fields.Integer(data_key="pass", required=True)
    gold = fields.Integer(required=True)
    buildings = fields.Integer(required=True)
    buildings_per_class = fields.Integer(required=True)
    vp_tokens = fields.Integer(required=True)
    start_rats = fields.Integer(required=True)
    hand = fields.Integer(required=True)
    nun_row = fields.Integer(required=True)


class PlayerCount1347(Schema):
    players = fields.Integer(required=True)
    rounds = fields.Integer(required=True)
    row_size = fields.Integer(required=True)
    reserve_deck = fields.Integer(required=True)
    building_deck = fields.Integer(required=True)


class Scoring1347(Schema):
    influence = fields.List(fields.Integer(), required=True, metadata={"description": "P59"})
    majority = fields.Integer(required=True, metadata={"description": "P60"})
    shared_majority = fields.Integer(required=True)
    gold = fields.List(fields.Integer(), required=True, metadata={"description": "P61"})


class Catalog1347(CatalogBase):
    """1347's components and reference data, localized."""

    game = fields.String(required=True, validate=_one_of([GAME_ID]))

    classes = fields.List(fields.Nested(ClassEntry1347), required=True)
    kinds = fields.List(fields.Nested(KindEntry1347), required=True)
    cards = fields.List(Union(CARD), required=True)
    nuns_by_number = fields.List(fields.Integer(), required=True)
    building_types = fields.List(fields.Nested(BuildingType1347), required=True)
    buildings = fields.List(fields.Nested(Building1347), required=True)
    levels = fields.List(fields.Nested(Named1347), required=True)
    variants = fields.List(fields.Nested(Described1347), required=True)
    first_game = fields.List(fields.String(validate=_one_of(BUILDING_TYPES)), required=True)
    options = fields.List(fields.Nested(Described1347), required=True)
    phases = fields.List(fields.Nested(Named1347), required=True)
    steps = fields.List(fields.Nested(Named1347), required=True)
    counts = fields.Nested(Counts1347, required=True)
    player_counts = fields.List(fields.Nested(PlayerCount1347), required=True)
    scoring = fields.Nested(Scoring1347, required=True)


# ----- Events and problems: what their params mean (engine.game1347.codes declares them) -------

#: What each event says (docs/1347-decisions.md, "Events") and its params' descriptions.
EVENT_TEXTS = {
    "*.card": "a card id",
    "*.cards": "card ids, in card order",
    "game_created": "a game was set up.",
    "game_created.supplies": "the special kinds placed (P17)",
    "cards_dealt": "the seat was dealt its hand.",
    "round_started": "a round begins.",
    "buildings_drawn": "the round's row of buildings was drawn.",
    "buildings_drawn.buildings": "the row's building ids",
    "buildings_drawn.sent_to_reserve": "building ids sent to the reserve (P24)",
    "buildings_drawn.final_round": "P22",
    "phase_changed": "a phase begins.",
    "supply_chosen": "the seat took a building's supplies.",
    "deck_reshuffled": "the discard pile became the population deck (P32).",
    "cards_drawn": "the seat drew population cards.",
    "rats_discarded": "the seat discarded rats.",
    "nun_looked": "the seat looked at a card of the nun row.",
    "nun_looked.position": "1-based",
    "building_entered": "the seat entered a building with cards face down.",
    "pass_played": "the seat played a Pass card.",
    "cards_revealed": "the seat showed the cards it entered the building with (P35).",
    "influence_gained": "the seat's influence marker moved.",
    "influence_gained.value": "the new space",
    "rats_gained": "the seat gained rats.",
    "contest_won": "the seat won a Sword or Flute contest.",
    "contest_won.losers": "tied for fewest",
    "loser_chosen": "the contest's winner chose the loser.",
    "cards_given": "the seat gave cards.",
    "cards_given.to": "the receiving seat",
    "rat_given": "the Flute contest's winner gave a rat (0: it had none, P37).",
    "rat_given.to": "the loser",
    "action_performed": "the seat performed the building's action.",
    "action_declined": "the seat declined the building's action.",
    "givers_fixed": "the seats that must give cards (P49, in giving order).",
    "cards_taken": "the seat took cards of a supply pile (maybe fewer than due, P13).",
    "vp_taken": "the seat took VP tokens.",
    "cards_discarded": "the seat discarded cards.",
    "committed_discarded": "the cards the seat entered with went to the discard pile (P39).",
    "round_ended": "a round ended.",
    "round_ended.start_seat": "the new start player (P58)",
    "plague": "the plague struck (P64).",
    "plague.nun_row": "card ids, in card order",
    "plague.rats": "by seat",
    "game_over": "the game is over.",
    "game_over.winners": "the eligible seats ranked 1; [] when nobody survives",
    "game_over.vp": "by seat",
    **{
        f"{kind}.{param}": text
        for kind in (
            "supply_chosen",
            "building_entered",
            "cards_revealed",
            "action_performed",
            "action_declined",
        )
        for param, text in (
            ("row", "the row position, 1-based"),
            ("building", "the building card's id"),
        )
    },
    **{
        f"{kind}.count": "how many cards"
        for kind in ("cards_dealt", "cards_drawn", "building_entered", "cards_given")
    },
}
#: The creator's options in ``game_created``: the create request's own components.
EVENT_COMPONENTS = {"options": Options1347}

#: What the params of 1347's own problem codes mean (docs/1347-decisions.md, "Error codes").
PROBLEM_TEXTS = {
    "*.card": "the card id given",
    "invalid_option.option": "the option refused; null: the options are no object",
    "missing_option.option": "the option the variant needs",
    "invalid_building_counts.class": "the class",
    "invalid_building_counts.given": "the copies of its two types given",
    "invalid_row.row": "the position given",
    "invalid_row.max": "the row's last position",
    "wrong_look_count.expected": "the positions to choose",
    "wrong_look_count.given": "the positions given",
    "invalid_position.position": "the position given",
    "invalid_position.max": "the nun row's last position",
    "duplicate_position.position": "the position given twice",
    "invalid_loser.seat": "the seat given",
    "invalid_loser.candidates": "the seats tied for fewest",
    "wrong_card_count.min": "the fewest cards",
    "wrong_card_count.max": "the most cards",
    "wrong_card_count.given": "the cards given",
}
