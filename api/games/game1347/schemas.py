"""The schemas of 1347 at the edge: its create options, its actions and its view.

Class names carry the game's id (``CreateGameRequest1347``, ``ActionRequest1347``,
``View1347``...): the OpenAPI document names its components after them, next to Biblios's.
"""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from engine.game1347 import Game1347, shapes
from engine.game1347.buildings import COPIES
from engine.game1347.codes import SUPPLY_KINDS
from engine.protocol import Field

from ...schemas.action_schema import ActionSchemas
from ...schemas.common import SEED_TEXT
from ...schemas.create_schema import create_schema
from ...schemas.field_schema import FieldBuilder, Registry
from ...schemas.openapi_fields import Union
from ...schemas.view_docs import catalog_schema, export_schema, view_schema
from .. import GameSchemas
from .vocabulary import Vocabulary1347

GAME_ID = "1347"


_NAME = {"name": lambda: fields.String(required=True)}
_SUPPLY = ("SupplySymbols1347", "A building card's supply action (P10): its symbols.")
_BUILDING_TEXTS = {
    "name": lambda: fields.String(
        required=True, metadata={"description": "the type's localized name"}
    ),
    "supply_text": lambda: fields.String(required=True, metadata={"description": "localized"}),
}
_INFORMATIVE = "informative: not sent back"
_SEND = "send it as it is."
_CARDS_LEFT = "cards left"
#: The names and docs of the view's components (the result's are shared with the export's).
_RESULT_COMPONENTS = {
    "result.classes": (
        "Classes1347",
        "Each class's players with influence, best first, and their VP (P59).",
    ),
    "result.classes.*": ("ClassStanding1347", None),
}
_RESULT_TEXTS = {
    "result.eligible": "the seats that may win: the survivors (P64, P65)",
    "result.nuns": "in the nun row",
    "result.seats.rank": "the placement (1 is best; equal placements share a rank): survivors "
    "by VP then rats, the killed after them (P65); resigned and taken-over seats after every "
    "playing seat",
    "result.seats.standing": "how the seat ended, shown beside the rank: `killed` by the plague "
    "(P64), `spared` (P65's option: the fewest rats count as survivors), else `finished`, "
    "`resigned` or `taken_over`",
    "result.seats.vp": "the total (P63)",
    "result.reveal.seed": SEED_TEXT,
    "result.seats.killed": "by the plague (P64; never a spared seat)",
    "result.seats.won": "ranked first and may win (never killed)",
}


#: The view's fields' descriptions.
_VIEW_DESCRIPTIONS = {
    **_RESULT_TEXTS,
    "row.row": "position, 1-based",
    "row.building": "the card's id",
    "row.discs": "seats by space (access order)",
    "building_deck": _CARDS_LEFT,
    "reserve_deck": _CARDS_LEFT,
    "population_deck": _CARDS_LEFT,
    "sent_to_reserve": "this round's cards sent to the replacement deck (P24)",
    "discard": "population cards, top last",
    "influence.*.stack": "bottom first",
    "nun_row.card": "a population card; null: not looked at by the caller",
    "seat_info.hand": "the caller's own hand; everyone's once the game is over",
    "seat_info.rats": "the caller's own (P69)",
    "seat_info.looked": "nun-row positions looked at",
    "seat_info.entered.count": "cards put face down",
    "seat_info.entered.cards": "the caller's own, and everyone's once revealed (P35)",
    "legal_actions.supply.row": "position, 1-based",
    "legal_actions.enter.row": "position, 1-based",
    "legal_actions.supply.building": f"{_INFORMATIVE}; the card's id",
    "legal_actions.enter.building": f"{_INFORMATIVE}; the card's id",
    "legal_actions.give.to": _INFORMATIVE,
    "legal_actions.perform.building": _INFORMATIVE,
    "legal_actions.perform.level": _INFORMATIVE,
    "result.reveal.nun_row": "population cards, position 1 first",
    "result.reveal.population_deck": "population cards",
}
#: The names and docs of the view's components (besides the creator's options).
_VIEW_COMPONENTS = {
    **_RESULT_COMPONENTS,
    "resolving": (
        "Resolving1347",
        "Phase D: the building being resolved while a decision is pending there.",
    ),
    "row": ("RowCard1347", "A building card of this round's row, with the discs on it."),
    "row.supply": _SUPPLY,
    "supply": (
        "Supply1347",
        "The face-up supply piles: counts; null for a special kind not in this game (P17).",
    ),
    "influence": (
        "Influence1347",
        "The influence tracks: each class's occupied spaces, highest first.",
    ),
    "influence.*": (
        "TrackSpace1347",
        "An occupied space of an influence track and its stack of markers.",
    ),
    "nun_row": (
        "NunSpot1347",
        "A position of the nun row: its card for those who looked at it (everyone at the "
        "end). The nun row holds population cards only (P16).",
    ),
    "seat_info": (
        "PlayerInfo1347",
        "One player at the table (the engine's ``seat_info``).",
    ),
    "seat_info.influence": ("SeatInfluence1347", "A player's influence in each class."),
    "seat_info.entered": (
        "Entered1347",
        "The building a player entered this round (phase C on).",
    ),
    "legal_actions": (
        "LegalAction1347",
        "A legal action of 1347, as a template, by `type`.",
    ),
    "look": (
        "PositionSelection1347",
        "Choose from ``min`` to ``max`` different nun-row positions of ``from``.",
    ),
    "cards": (
        "CardSelection1347",
        "Choose from ``min`` to ``max`` different card ids of ``from``.",
    ),
    "legal_actions.supply": (
        "SupplyTemplate1347",
        "Take the supplies of row card `row`: send `{type, row, look}`.",
    ),
    "legal_actions.enter": (
        "EnterTemplate1347",
        "Enter the building at `row` with cards of `cards`: send `{type, row, cards}`.",
    ),
    "legal_actions.play_pass": ("PlayPassTemplate1347", f"Play a Pass card: {_SEND}"),
    "legal_actions.choose_loser": (
        "ChooseLoserTemplate1347",
        f"Choose this seat as the loser: {_SEND}",
    ),
    "legal_actions.give": (
        "GiveTemplate1347",
        "Give cards of `cards` to seat `to`: send `{type, cards}`.",
    ),
    "legal_actions.perform": (
        "PerformTemplate1347",
        "Perform the building's action: send `{type, cards, look}`.",
    ),
    "legal_actions.decline": (
        "DeclineTemplate1347",
        f"Decline the building's action: {_SEND}",
    ),
    "result": (
        "Result1347",
        "The end (P59–P66): scores, the plague, the winners (none when nobody survives).",
    ),
    "result.reveal": ("Reveal1347", "Everything hidden during the game (P66)."),
}
#: The preview's fields' descriptions.
_PREVIEW_DESCRIPTIONS = {
    "preview.when": "`resolution`: `influence` and `rats` come when the building is "
    "resolved (P35, entering); the rest at once",
    "preview.hand": "change of the hand's size",
    "preview.cards_drawn": "population cards drawn: a count, never the cards",
    "preview.cards_to_receive": "cards the Guard Tower's givers will hand over",
    "preview.looks": "nun-row positions looked at",
}
#: The names of the catalog's components.
_CATALOG_COMPONENTS = {
    "classes": ("ClassEntry1347", None),
    "kinds": ("KindEntry1347", None),
    "building_types": ("BuildingType1347", None),
    "building_types.premium": (
        "BuildingAction1347",
        "A premium or standard action (P42–P53).",
    ),
    "building_types.standard": ("BuildingAction1347", None),
    **{
        name: (f"{name[:-1].title()}Entry1347", None)
        for name in ("levels", "phases", "steps", "variants", "options")
    },
    "counts": ("Counts1347", None),
    "player_counts": ("PlayerCount1347", None),
    "scoring": ("Scoring1347", None),
}
#: The create request's fields' descriptions.
_CREATE_DESCRIPTIONS = {
    "variant": "The building selection method (P14).",
    "first_seat": "The starting player (P19); absent: drawn at random.",
    "names": "One name per seat (or use `seats`).",
    "buildings": "Required with the `custom` variant, and only with it.",
    "guard_tower": "With 2 players, let the random selections include the Guard Tower "
    "(P14; no effect otherwise). Default false.",
    "plague_spares_fewest_rats": "When nobody survives the plague, the players with the "
    "fewest rats are spared (P65). Default false.",
}


def build(registry: Registry) -> GameSchemas:
    """1347's schemas (``Edge1347.own_schemas``), made in ``registry``: the create and action
    requests derived from the engine's declaration, the view, the export, the preview and the
    catalog (documentation); what is 1347's own is the descriptions and the components' names.
    The creator's options (``options``) are the view's and ``game_created``'s."""
    # The create request: derived from the engine's declaration (``GAME.info``: players,
    # variants, options); what is 1347's own is the descriptions and the options' component.
    create = create_schema(
        Game1347.info,
        "CreateGameRequest1347",
        descriptions=_CREATE_DESCRIPTIONS,
        components={
            "buildings": (
                "BuildingCounts1347",
                "``custom`` only: copies per building type, 0 to 5 (absent: 0). The two types of "
                f"each class must add up to {COPIES} copies (P14).",
            )
        },
        doc="A game of 1347: the building selection (``variant``) and the creator's options.",
    )
    building_counts = create._declared_fields["buildings"].nested

    # The action request: derived from the engine's declaration (``Game1347.action_fields``,
    # docs/1347-decisions.md "Actions"); what is 1347's own is the descriptions.
    actions = ActionSchemas(
        Game1347,
        "ActionRequest1347",
        "Action1347",
        descriptions={
            "row": "supply, enter: a row position, 1-based",
            "look": "supply, perform (Fortune-teller's Tent): nun-row positions",
            "cards": "enter, give, perform (Hospital): card ids from your hand",
            "seat": "choose_loser: the loser's seat",
        },
        doc="One action of 1347; which other fields it takes depends on ``type``: `supply` "
        "(`row`, `look`), `enter` (`row`, `cards`), `play_pass`, `choose_loser` (`seat`), `give` "
        "(`cards`), `perform` (`cards`, `look`), `decline`. `look` and `cards` may be left out "
        "(none).",
        registry=registry,
    )

    # The view (documentation; the presenter builds the same shape).
    # A card as the view shows it: ``card_info`` with its name, by ``kind``.
    card = (
        FieldBuilder(
            descriptions={"card.population.nuns": "0 to 4"},
            components={
                "card": ("Card1347", "A card of 1347, by `kind`."),
                "card.population": ("PopulationCard1347", "A population card: its class and nuns."),
                **{
                    f"card.{kind}": ("SpecialCard1347", "A Joker, a special card or a Gold card.")
                    for kind in SUPPLY_KINDS
                },
            },
            extra={"PopulationCard1347": _NAME, "SpecialCard1347": _NAME},
            registry=registry,
        )
        .field(shapes.CARD, "card")
        .union
    )
    population_card = card.members["population"]
    # A building card as the view shows it: ``building_info`` with its name and supply text.
    building = (
        FieldBuilder(
            components={
                "building": ("Building1347", "A building card."),
                "building.supply": _SUPPLY,
            },
            extra={"Building1347": _BUILDING_TEXTS},
            registry=registry,
        )
        .field(shapes.BUILDING, "building")
        .nested
    )

    def _card(**kwargs: Any) -> Union:
        return Union(card, **kwargs)

    def _population(**kwargs: Any) -> fields.Nested:
        """A population card: the nun row, the population deck and the discard pile hold nothing
        else (P16, P32, P39: the other kinds go back to their supplies)."""
        return fields.Nested(population_card, **kwargs)

    def _building(**kwargs: Any) -> fields.Nested:
        return fields.Nested(building, **kwargs)

    # The creator's options as given (the view's, ``game_created``'s): ``GAME.info``'s options.
    options = {
        "options": ("Options1347", "The creator's options, as given."),
        "options.buildings": building_counts,
    }

    view = view_schema(
        Game1347,
        "View1347",
        seat_result="SeatResult1347",
        renames={"seat_info": "players_info"},
        descriptions=_VIEW_DESCRIPTIONS,
        components={**_VIEW_COMPONENTS, **options},
        refs={"card": _card, "population": _population, "building": _building},
        extra={"RowCard1347": _BUILDING_TEXTS, "PlayerInfo1347": _NAME},
        doc="A game of 1347 as the caller may see it (docs/1347-api.md).",
        registry=registry,
    )
    seat_influence = registry["SeatInfluence1347"]

    # The export document (``engine.export``): the creator's options, the engine's result.
    export = export_schema(
        Game1347,
        "1347",
        result="ExportResult1347",
        seat_result="ExportSeatResult1347",
        descriptions={
            **_RESULT_TEXTS,
            "buildings": "the `custom` variant only",
            "guard_tower": "as the creator gave it",
            "plague_spares_fewest_rats": "as the creator gave it",
        },
        components={
            **_RESULT_COMPONENTS,
            "buildings": building_counts,
            "result.reveal": (
                "ExportReveal1347",
                "Everything hidden during the game (P66), as ids: population cards (`Card1347` "
                "ids) and building cards (`<type>-<copy>`).",
            ),
        },
        registry=registry,
    )

    # A preview (``POST /v1/games/{id}/preview``): the engine's (``shapes.PREVIEW_FIELDS``), with
    # its game and its lost cards as cards.
    preview = (
        FieldBuilder(
            descriptions=_PREVIEW_DESCRIPTIONS,
            components={
                "preview": (
                    "Preview1347",
                    "What a play will cost and earn the seat that makes it (``POST "
                    "/v1/games/{id}/preview``): changes, not totals, and only what the seat may "
                    'know (docs/1347-api.md, "Previews").',
                ),
                "preview.influence": seat_influence,
                "preview.cards_taken": (
                    "CardsTaken1347",
                    "Cards taken from the face-up supplies, by kind (only the kinds taken).",
                ),
            },
            refs={"card": _card},
            extra={
                "Preview1347": {
                    "game": lambda: fields.String(required=True, validate=validate.OneOf([GAME_ID]))
                }
            },
            registry=registry,
        )
        .field(Field("preview", "object", items=shapes.PREVIEW_FIELDS), "preview")
        .nested
    )

    # The catalog: derived from the engine's declaration (``Game1347.catalog_fields``) and the
    # texts the vocabulary gives its entries; what is 1347's own is the components' names.
    catalog = catalog_schema(
        Game1347,
        "Catalog1347",
        Vocabulary1347.catalog_texts,
        descriptions={
            "scoring.influence": "P59",
            "scoring.majority": "P60",
            "scoring.gold": "P61",
        },
        components=_CATALOG_COMPONENTS,
        refs={"card": _card, "building": _building},
        doc="1347's components and reference data, localized.",
        registry=registry,
    )
    return GameSchemas(
        create=create,
        action=actions.request,
        action_docs=actions.docs,
        view=view,
        catalog=catalog,
        export=export,
        preview=preview,
        event_components=options,
    )


# ----- Events and problems: what their params mean (engine.game1347.codes declares them) -------

#: What each event says (docs/codes.md, "1347") and its params' descriptions.
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
    "rats_discarded.amount": "at least one: none discarded, no event (P11)",
    "nun_looked": "the seat looked at a card of the nun row.",
    "nun_looked.position": "1-based",
    "nun_looked.card": "the card looked at, seen by the seat",
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
    "cards_given.cards": "card ids, in card order, seen by the giver and the receiver",
    "rat_given": "the Flute contest's winner gave a rat (0: it had none, P37).",
    "rat_given.to": "the loser",
    "rat_given.amount": "0 when the winner had no rat (P37)",
    "action_performed": "the seat performed the building's action.",
    "action_declined": "the seat declined the building's action.",
    "givers_fixed": "the seats that must give cards (P49, in giving order).",
    "givers_fixed.givers": "in giving order (P49)",
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
    **{
        f"{kind}.cards": "card ids, in card order, seen by the seat"
        for kind in ("cards_dealt", "cards_drawn", "building_entered")
    },
}
#: Whom each prompt is said to (``"<prompt>"``) and what its params mean
#: (``"<prompt>.<param>"``; docs/codes.md, "Prompts"): for the seat that must decide, its
#: decision's code; for everyone else ``wait_<code>`` with the same params plus ``seat``.
PROMPT_TEXTS = {
    "choose_supply": "the seat choosing a building's supplies (phase B)",
    "enter_building": "the seat entering a building (phase C)",
    "choose_loser": "the contest's winner choosing among the tied losers (P36, P37)",
    "*.candidates": "the seats tied for fewest",
    "give_cards": "the seat that must give cards (P36, P49)",
    "*.to": "the receiving seat",
    "perform_action": "the seat entitled to a building's action (P38)",
    **{
        f"wait_{code}": f"anyone else while a seat decides (`{code}`)"
        for code in (
            "choose_supply",
            "enter_building",
            "choose_loser",
            "give_cards",
            "perform_action",
        )
    },
    "game_over": "everyone once the game has ended",
    "game_over.winners": "the eligible seats ranked 1; [] when nobody survives",
    "*.seat": "the seat deciding",
    "*.row": "the row position, 1-based",
    "*.building": "the building card's id",
}

#: When each of 1347's own problem codes is raised (``"<code>"``, its rule), what its params
#: mean (``"<code>.<param>"``), and how 1347's rules ground some of the codes every game shares
#: (docs/codes.md is generated from these: ``support.codes_doc``).
PROBLEM_TEXTS = {
    "invalid_option": "an unknown option, a wrong type, `buildings` outside `custom` (P14)",
    "missing_option": "`custom` without `buildings` (P14)",
    "invalid_building_counts": "a class's copies do not sum to 5 (P14)",
    "invalid_row": "no such row position (P25, P30)",
    "wrong_look_count": "not as many nun positions as eye symbols / Tent looks (P28, P50)",
    "invalid_position": "a nun position outside 1..5 (P28)",
    "duplicate_position": "the same nun position twice (P28, P50)",
    "unknown_card": "no card has that id",
    "duplicate_card": "a card listed twice",
    "card_not_in_hand": "a card the seat does not hold",
    "card_not_committable": "Gold or a Pass put on a building (P31)",
    "invalid_loser": "not one of the tied losers (P36, P37)",
    "wrong_card_count": "a gift of another size (P36, P49), too many Hospital cards (P47), "
    "cards for an action that takes none",
    "no_pass": "`play_pass` without a Pass (P30)",
    "illegal_action": "an action type that does not answer the current decision",
    "invalid_players": "a game is for 2 to 5 players (P1)",
    "invalid_variant": "not a building selection method (P14)",
    "invalid_first_seat": "not a seat of the game (P19)",
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
