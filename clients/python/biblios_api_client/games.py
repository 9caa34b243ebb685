"""The games of the API and their types, as the generated models (openapi.yaml's
unions; written by scripts/clients: support.client_types; do not edit)."""

from __future__ import annotations

from types import ModuleType
from typing import Any, TypeAlias

from .generated.api.reference import (
    get_v1_catalog_1347,
    get_v1_catalog_biblios,
    get_v1_rules_1347,
    get_v1_rules_biblios,
)
from .generated.models import (
    ActionDeclinedEvent1347,
    ActionPerformedEvent1347,
    AuctionOpenedEventBiblios,
    AuctionWonEventBiblios,
    BidActionBiblios,
    BidEventBiblios,
    BidTemplateBiblios,
    BuildingEnteredEvent1347,
    BuildingsDrawnEvent1347,
    CardDiscardedEventBiblios,
    CardDrawnEventBiblios,
    CardPlacedEventBiblios,
    CardRemovedEventBiblios,
    CardsDealtEvent1347,
    CardsDiscardedEvent1347,
    CardsDrawnEvent1347,
    CardsGivenEvent1347,
    CardsRevealedEvent1347,
    CardsTakenEvent1347,
    CardTakenEventBiblios,
    CardTransferredEventBiblios,
    CardWonEventBiblios,
    Catalog1347,
    CatalogBiblios,
    ChooseLoserAction1347,
    ChooseLoserTemplate1347,
    ChurchAcquiredEventBiblios,
    ChurchActionBiblios,
    ChurchResolvedEventBiblios,
    ChurchTemplateBiblios,
    CommittedDiscardedEvent1347,
    ContestWonEvent1347,
    CreateGameRequest1347,
    CreateGameRequestBiblios,
    DeckReshuffledEvent1347,
    DeclineAction1347,
    DeclineTemplate1347,
    EnterAction1347,
    EnterTemplate1347,
    GameCreatedEvent,
    GameExport1347,
    GameExportBiblios,
    GameOverEvent,
    GiveAction1347,
    GiversFixedEvent1347,
    GiveTemplate1347,
    HintGivenEvent,
    InfluenceGainedEvent1347,
    LoserChosenEvent1347,
    NunLookedEvent1347,
    PaidEventBiblios,
    PassActionBiblios,
    PassEventBiblios,
    PassPlayedEvent1347,
    PassTemplateBiblios,
    PayActionBiblios,
    PayCardsTemplateBiblios,
    PayGoldTemplateBiblios,
    PenalizedEventBiblios,
    PerformAction1347,
    PerformTemplate1347,
    PhaseChangedEvent,
    PlaceActionBiblios,
    PlaceTemplateBiblios,
    PlagueEvent1347,
    PlayPassAction1347,
    PlayPassTemplate1347,
    RatGivenEvent1347,
    RatsDiscardedEvent1347,
    RatsGainedEvent1347,
    RefuseActionBiblios,
    RefuseTemplateBiblios,
    ResignAction,
    ResignedEvent,
    RoundEndedEvent1347,
    RoundStartedEvent1347,
    SeatReclaimedEvent,
    SeatTakenOverEvent,
    SupplyAction1347,
    SupplyChosenEvent1347,
    SupplyTemplate1347,
    TakeActionBiblios,
    TakeTemplateBiblios,
    TimedOutEvent,
    View1347,
    ViewBiblios,
    VpTakenEvent1347,
)

#: The games, by id (openapi.yaml's ``GameView``).
GAMES = ("1347", "biblios")
#: The actions of a game of `1347`: openapi.yaml's ``Action1347``.
Action1347: TypeAlias = (
    SupplyAction1347
    | EnterAction1347
    | PlayPassAction1347
    | ChooseLoserAction1347
    | GiveAction1347
    | PerformAction1347
    | DeclineAction1347
    | ResignAction
)
#: A legal action of a view of `1347`: ``LegalAction1347``'s members.
Template1347: TypeAlias = (
    SupplyTemplate1347
    | EnterTemplate1347
    | PlayPassTemplate1347
    | ChooseLoserTemplate1347
    | GiveTemplate1347
    | PerformTemplate1347
    | DeclineTemplate1347
)
#: The actions of a game of `biblios`: openapi.yaml's ``ActionBiblios``.
ActionBiblios: TypeAlias = (
    PlaceActionBiblios
    | TakeActionBiblios
    | ChurchActionBiblios
    | BidActionBiblios
    | PassActionBiblios
    | PayActionBiblios
    | RefuseActionBiblios
    | ResignAction
)
#: A legal action of a view of `biblios`: ``LegalActionBiblios``'s members.
TemplateBiblios: TypeAlias = (
    PlaceTemplateBiblios
    | TakeTemplateBiblios
    | ChurchTemplateBiblios
    | BidTemplateBiblios
    | PassTemplateBiblios
    | PayGoldTemplateBiblios
    | PayCardsTemplateBiblios
    | RefuseTemplateBiblios
)
#: A game's view, any game's (openapi.yaml's ``GameView``).
GameView: TypeAlias = View1347 | ViewBiblios
#: An action of any game.
GameAction: TypeAlias = Action1347 | ActionBiblios
#: A create request, any game's (openapi.yaml's ``CreateGame``).
CreateGameRequest: TypeAlias = CreateGameRequest1347 | CreateGameRequestBiblios
#: A catalog, any game's (``GET /v1/catalog/<game>``).
Catalog: TypeAlias = Catalog1347 | CatalogBiblios
#: An export document, any game's (openapi.yaml's ``ExportDocument``).
Export: TypeAlias = GameExport1347 | GameExportBiblios
#: Each game's view model, by its id (the generated code parses a view with it).
VIEWS: dict[str, type[GameView]] = {"1347": View1347, "biblios": ViewBiblios}
#: The generated calls of each game's catalog and rules, by its id.
CATALOG_CALLS: dict[str, ModuleType] = {
    "1347": get_v1_catalog_1347,
    "biblios": get_v1_catalog_biblios,
}
RULES_CALLS: dict[str, ModuleType] = {"1347": get_v1_rules_1347, "biblios": get_v1_rules_biblios}
#: Each event's model, by its ``type`` (openapi.yaml's ``Event``).
EVENTS: dict[str, type[Any]] = {
    "action_declined": ActionDeclinedEvent1347,
    "action_performed": ActionPerformedEvent1347,
    "auction_opened": AuctionOpenedEventBiblios,
    "auction_won": AuctionWonEventBiblios,
    "bid": BidEventBiblios,
    "building_entered": BuildingEnteredEvent1347,
    "buildings_drawn": BuildingsDrawnEvent1347,
    "card_discarded": CardDiscardedEventBiblios,
    "card_drawn": CardDrawnEventBiblios,
    "card_placed": CardPlacedEventBiblios,
    "card_removed": CardRemovedEventBiblios,
    "card_taken": CardTakenEventBiblios,
    "card_transferred": CardTransferredEventBiblios,
    "card_won": CardWonEventBiblios,
    "cards_dealt": CardsDealtEvent1347,
    "cards_discarded": CardsDiscardedEvent1347,
    "cards_drawn": CardsDrawnEvent1347,
    "cards_given": CardsGivenEvent1347,
    "cards_revealed": CardsRevealedEvent1347,
    "cards_taken": CardsTakenEvent1347,
    "church_acquired": ChurchAcquiredEventBiblios,
    "church_resolved": ChurchResolvedEventBiblios,
    "committed_discarded": CommittedDiscardedEvent1347,
    "contest_won": ContestWonEvent1347,
    "deck_reshuffled": DeckReshuffledEvent1347,
    "game_created": GameCreatedEvent,
    "game_over": GameOverEvent,
    "givers_fixed": GiversFixedEvent1347,
    "hint_given": HintGivenEvent,
    "influence_gained": InfluenceGainedEvent1347,
    "loser_chosen": LoserChosenEvent1347,
    "nun_looked": NunLookedEvent1347,
    "paid": PaidEventBiblios,
    "pass": PassEventBiblios,
    "pass_played": PassPlayedEvent1347,
    "penalized": PenalizedEventBiblios,
    "phase_changed": PhaseChangedEvent,
    "plague": PlagueEvent1347,
    "rat_given": RatGivenEvent1347,
    "rats_discarded": RatsDiscardedEvent1347,
    "rats_gained": RatsGainedEvent1347,
    "resigned": ResignedEvent,
    "round_ended": RoundEndedEvent1347,
    "round_started": RoundStartedEvent1347,
    "seat_reclaimed": SeatReclaimedEvent,
    "seat_taken_over": SeatTakenOverEvent,
    "supply_chosen": SupplyChosenEvent1347,
    "timed_out": TimedOutEvent,
    "vp_taken": VpTakenEvent1347,
}
