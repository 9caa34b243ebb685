from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.action_declined_event_1347 import ActionDeclinedEvent1347
  from ..models.action_performed_event_1347 import ActionPerformedEvent1347
  from ..models.auction_opened_event_biblios import AuctionOpenedEventBiblios
  from ..models.auction_won_event_biblios import AuctionWonEventBiblios
  from ..models.bid_event_biblios import BidEventBiblios
  from ..models.building_entered_event_1347 import BuildingEnteredEvent1347
  from ..models.buildings_drawn_event_1347 import BuildingsDrawnEvent1347
  from ..models.card_discarded_event_biblios import CardDiscardedEventBiblios
  from ..models.card_drawn_event_biblios import CardDrawnEventBiblios
  from ..models.card_placed_event_biblios import CardPlacedEventBiblios
  from ..models.card_removed_event_biblios import CardRemovedEventBiblios
  from ..models.card_taken_event_biblios import CardTakenEventBiblios
  from ..models.card_transferred_event_biblios import CardTransferredEventBiblios
  from ..models.card_won_event_biblios import CardWonEventBiblios
  from ..models.cards_dealt_event_1347 import CardsDealtEvent1347
  from ..models.cards_discarded_event_1347 import CardsDiscardedEvent1347
  from ..models.cards_drawn_event_1347 import CardsDrawnEvent1347
  from ..models.cards_given_event_1347 import CardsGivenEvent1347
  from ..models.cards_revealed_event_1347 import CardsRevealedEvent1347
  from ..models.cards_taken_event_1347 import CardsTakenEvent1347
  from ..models.church_acquired_event_biblios import ChurchAcquiredEventBiblios
  from ..models.church_resolved_event_biblios import ChurchResolvedEventBiblios
  from ..models.committed_discarded_event_1347 import CommittedDiscardedEvent1347
  from ..models.contest_won_event_1347 import ContestWonEvent1347
  from ..models.deck_reshuffled_event_1347 import DeckReshuffledEvent1347
  from ..models.game_created_event import GameCreatedEvent
  from ..models.game_over_event import GameOverEvent
  from ..models.givers_fixed_event_1347 import GiversFixedEvent1347
  from ..models.hint_given_event import HintGivenEvent
  from ..models.influence_gained_event_1347 import InfluenceGainedEvent1347
  from ..models.loser_chosen_event_1347 import LoserChosenEvent1347
  from ..models.nun_looked_event_1347 import NunLookedEvent1347
  from ..models.paid_event_biblios import PaidEventBiblios
  from ..models.pass_event_biblios import PassEventBiblios
  from ..models.pass_played_event_1347 import PassPlayedEvent1347
  from ..models.penalized_event_biblios import PenalizedEventBiblios
  from ..models.phase_changed_event import PhaseChangedEvent
  from ..models.plague_event_1347 import PlagueEvent1347
  from ..models.rat_given_event_1347 import RatGivenEvent1347
  from ..models.rats_discarded_event_1347 import RatsDiscardedEvent1347
  from ..models.rats_gained_event_1347 import RatsGainedEvent1347
  from ..models.resigned_event import ResignedEvent
  from ..models.round_ended_event_1347 import RoundEndedEvent1347
  from ..models.round_started_event_1347 import RoundStartedEvent1347
  from ..models.seat_reclaimed_event import SeatReclaimedEvent
  from ..models.seat_taken_over_event import SeatTakenOverEvent
  from ..models.supply_chosen_event_1347 import SupplyChosenEvent1347
  from ..models.timed_out_event import TimedOutEvent
  from ..models.view_1347 import View1347
  from ..models.view_biblios import ViewBiblios
  from ..models.vp_taken_event_1347 import VpTakenEvent1347





T = TypeVar("T", bound="ActionResponse")



@_attrs_define
class ActionResponse:
    """ 
        Attributes:
            events (list[ActionDeclinedEvent1347 | ActionPerformedEvent1347 | AuctionOpenedEventBiblios |
                AuctionWonEventBiblios | BidEventBiblios | BuildingEnteredEvent1347 | BuildingsDrawnEvent1347 |
                CardDiscardedEventBiblios | CardDrawnEventBiblios | CardPlacedEventBiblios | CardRemovedEventBiblios |
                CardsDealtEvent1347 | CardsDiscardedEvent1347 | CardsDrawnEvent1347 | CardsGivenEvent1347 |
                CardsRevealedEvent1347 | CardsTakenEvent1347 | CardTakenEventBiblios | CardTransferredEventBiblios |
                CardWonEventBiblios | ChurchAcquiredEventBiblios | ChurchResolvedEventBiblios | CommittedDiscardedEvent1347 |
                ContestWonEvent1347 | DeckReshuffledEvent1347 | GameCreatedEvent | GameOverEvent | GiversFixedEvent1347 |
                HintGivenEvent | InfluenceGainedEvent1347 | LoserChosenEvent1347 | NunLookedEvent1347 | PaidEventBiblios |
                PassEventBiblios | PassPlayedEvent1347 | PenalizedEventBiblios | PhaseChangedEvent | PlagueEvent1347 |
                RatGivenEvent1347 | RatsDiscardedEvent1347 | RatsGainedEvent1347 | ResignedEvent | RoundEndedEvent1347 |
                RoundStartedEvent1347 | SeatReclaimedEvent | SeatTakenOverEvent | SupplyChosenEvent1347 | TimedOutEvent |
                VpTakenEvent1347]):
            view (View1347 | ViewBiblios): A game as the caller may see it, by `game`.
     """

    events: list[ActionDeclinedEvent1347 | ActionPerformedEvent1347 | AuctionOpenedEventBiblios | AuctionWonEventBiblios | BidEventBiblios | BuildingEnteredEvent1347 | BuildingsDrawnEvent1347 | CardDiscardedEventBiblios | CardDrawnEventBiblios | CardPlacedEventBiblios | CardRemovedEventBiblios | CardsDealtEvent1347 | CardsDiscardedEvent1347 | CardsDrawnEvent1347 | CardsGivenEvent1347 | CardsRevealedEvent1347 | CardsTakenEvent1347 | CardTakenEventBiblios | CardTransferredEventBiblios | CardWonEventBiblios | ChurchAcquiredEventBiblios | ChurchResolvedEventBiblios | CommittedDiscardedEvent1347 | ContestWonEvent1347 | DeckReshuffledEvent1347 | GameCreatedEvent | GameOverEvent | GiversFixedEvent1347 | HintGivenEvent | InfluenceGainedEvent1347 | LoserChosenEvent1347 | NunLookedEvent1347 | PaidEventBiblios | PassEventBiblios | PassPlayedEvent1347 | PenalizedEventBiblios | PhaseChangedEvent | PlagueEvent1347 | RatGivenEvent1347 | RatsDiscardedEvent1347 | RatsGainedEvent1347 | ResignedEvent | RoundEndedEvent1347 | RoundStartedEvent1347 | SeatReclaimedEvent | SeatTakenOverEvent | SupplyChosenEvent1347 | TimedOutEvent | VpTakenEvent1347]
    view: View1347 | ViewBiblios





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_declined_event_1347 import ActionDeclinedEvent1347 # noqa: PLC0415
        from ..models.action_performed_event_1347 import ActionPerformedEvent1347 # noqa: PLC0415
        from ..models.auction_opened_event_biblios import AuctionOpenedEventBiblios # noqa: PLC0415
        from ..models.auction_won_event_biblios import AuctionWonEventBiblios # noqa: PLC0415
        from ..models.bid_event_biblios import BidEventBiblios # noqa: PLC0415
        from ..models.building_entered_event_1347 import BuildingEnteredEvent1347 # noqa: PLC0415
        from ..models.buildings_drawn_event_1347 import BuildingsDrawnEvent1347 # noqa: PLC0415
        from ..models.card_discarded_event_biblios import CardDiscardedEventBiblios # noqa: PLC0415
        from ..models.card_drawn_event_biblios import CardDrawnEventBiblios # noqa: PLC0415
        from ..models.card_placed_event_biblios import CardPlacedEventBiblios # noqa: PLC0415
        from ..models.card_removed_event_biblios import CardRemovedEventBiblios # noqa: PLC0415
        from ..models.card_taken_event_biblios import CardTakenEventBiblios # noqa: PLC0415
        from ..models.card_transferred_event_biblios import CardTransferredEventBiblios # noqa: PLC0415
        from ..models.card_won_event_biblios import CardWonEventBiblios # noqa: PLC0415
        from ..models.cards_dealt_event_1347 import CardsDealtEvent1347 # noqa: PLC0415
        from ..models.cards_discarded_event_1347 import CardsDiscardedEvent1347 # noqa: PLC0415
        from ..models.cards_drawn_event_1347 import CardsDrawnEvent1347 # noqa: PLC0415
        from ..models.cards_given_event_1347 import CardsGivenEvent1347 # noqa: PLC0415
        from ..models.cards_revealed_event_1347 import CardsRevealedEvent1347 # noqa: PLC0415
        from ..models.cards_taken_event_1347 import CardsTakenEvent1347 # noqa: PLC0415
        from ..models.church_acquired_event_biblios import ChurchAcquiredEventBiblios # noqa: PLC0415
        from ..models.church_resolved_event_biblios import ChurchResolvedEventBiblios # noqa: PLC0415
        from ..models.committed_discarded_event_1347 import CommittedDiscardedEvent1347 # noqa: PLC0415
        from ..models.contest_won_event_1347 import ContestWonEvent1347 # noqa: PLC0415
        from ..models.deck_reshuffled_event_1347 import DeckReshuffledEvent1347 # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent # noqa: PLC0415
        from ..models.game_over_event import GameOverEvent # noqa: PLC0415
        from ..models.givers_fixed_event_1347 import GiversFixedEvent1347 # noqa: PLC0415
        from ..models.hint_given_event import HintGivenEvent # noqa: PLC0415
        from ..models.influence_gained_event_1347 import InfluenceGainedEvent1347 # noqa: PLC0415
        from ..models.loser_chosen_event_1347 import LoserChosenEvent1347 # noqa: PLC0415
        from ..models.nun_looked_event_1347 import NunLookedEvent1347 # noqa: PLC0415
        from ..models.paid_event_biblios import PaidEventBiblios # noqa: PLC0415
        from ..models.pass_event_biblios import PassEventBiblios # noqa: PLC0415
        from ..models.pass_played_event_1347 import PassPlayedEvent1347 # noqa: PLC0415
        from ..models.penalized_event_biblios import PenalizedEventBiblios # noqa: PLC0415
        from ..models.phase_changed_event import PhaseChangedEvent # noqa: PLC0415
        from ..models.plague_event_1347 import PlagueEvent1347 # noqa: PLC0415
        from ..models.rat_given_event_1347 import RatGivenEvent1347 # noqa: PLC0415
        from ..models.rats_discarded_event_1347 import RatsDiscardedEvent1347 # noqa: PLC0415
        from ..models.rats_gained_event_1347 import RatsGainedEvent1347 # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent # noqa: PLC0415
        from ..models.round_ended_event_1347 import RoundEndedEvent1347 # noqa: PLC0415
        from ..models.round_started_event_1347 import RoundStartedEvent1347 # noqa: PLC0415
        from ..models.seat_reclaimed_event import SeatReclaimedEvent # noqa: PLC0415
        from ..models.seat_taken_over_event import SeatTakenOverEvent # noqa: PLC0415
        from ..models.supply_chosen_event_1347 import SupplyChosenEvent1347 # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent # noqa: PLC0415
        from ..models.view_1347 import View1347 # noqa: PLC0415
        from ..models.view_biblios import ViewBiblios # noqa: PLC0415
        from ..models.vp_taken_event_1347 import VpTakenEvent1347 # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, ResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TimedOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatTakenOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatReclaimedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HintGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardDrawnEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardPlacedEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ChurchAcquiredEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ChurchResolvedEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardTakenEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PhaseChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionOpenedEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BidEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PassEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionWonEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PaidEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardWonEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PenalizedEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardTransferredEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardRemovedEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardDiscardedEventBiblios):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsDealtEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoundStartedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BuildingsDrawnEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SupplyChosenEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DeckReshuffledEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsDrawnEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RatsDiscardedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NunLookedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BuildingEnteredEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PassPlayedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsRevealedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, InfluenceGainedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RatsGainedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ContestWonEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LoserChosenEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsGivenEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RatGivenEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ActionPerformedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ActionDeclinedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GiversFixedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsTakenEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VpTakenEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsDiscardedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CommittedDiscardedEvent1347):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoundEndedEvent1347):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        view: dict[str, Any]
        if isinstance(self.view, ViewBiblios):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_declined_event_1347 import ActionDeclinedEvent1347 # noqa: PLC0415
        from ..models.action_performed_event_1347 import ActionPerformedEvent1347 # noqa: PLC0415
        from ..models.auction_opened_event_biblios import AuctionOpenedEventBiblios # noqa: PLC0415
        from ..models.auction_won_event_biblios import AuctionWonEventBiblios # noqa: PLC0415
        from ..models.bid_event_biblios import BidEventBiblios # noqa: PLC0415
        from ..models.building_entered_event_1347 import BuildingEnteredEvent1347 # noqa: PLC0415
        from ..models.buildings_drawn_event_1347 import BuildingsDrawnEvent1347 # noqa: PLC0415
        from ..models.card_discarded_event_biblios import CardDiscardedEventBiblios # noqa: PLC0415
        from ..models.card_drawn_event_biblios import CardDrawnEventBiblios # noqa: PLC0415
        from ..models.card_placed_event_biblios import CardPlacedEventBiblios # noqa: PLC0415
        from ..models.card_removed_event_biblios import CardRemovedEventBiblios # noqa: PLC0415
        from ..models.card_taken_event_biblios import CardTakenEventBiblios # noqa: PLC0415
        from ..models.card_transferred_event_biblios import CardTransferredEventBiblios # noqa: PLC0415
        from ..models.card_won_event_biblios import CardWonEventBiblios # noqa: PLC0415
        from ..models.cards_dealt_event_1347 import CardsDealtEvent1347 # noqa: PLC0415
        from ..models.cards_discarded_event_1347 import CardsDiscardedEvent1347 # noqa: PLC0415
        from ..models.cards_drawn_event_1347 import CardsDrawnEvent1347 # noqa: PLC0415
        from ..models.cards_given_event_1347 import CardsGivenEvent1347 # noqa: PLC0415
        from ..models.cards_revealed_event_1347 import CardsRevealedEvent1347 # noqa: PLC0415
        from ..models.cards_taken_event_1347 import CardsTakenEvent1347 # noqa: PLC0415
        from ..models.church_acquired_event_biblios import ChurchAcquiredEventBiblios # noqa: PLC0415
        from ..models.church_resolved_event_biblios import ChurchResolvedEventBiblios # noqa: PLC0415
        from ..models.committed_discarded_event_1347 import CommittedDiscardedEvent1347 # noqa: PLC0415
        from ..models.contest_won_event_1347 import ContestWonEvent1347 # noqa: PLC0415
        from ..models.deck_reshuffled_event_1347 import DeckReshuffledEvent1347 # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent # noqa: PLC0415
        from ..models.game_over_event import GameOverEvent # noqa: PLC0415
        from ..models.givers_fixed_event_1347 import GiversFixedEvent1347 # noqa: PLC0415
        from ..models.hint_given_event import HintGivenEvent # noqa: PLC0415
        from ..models.influence_gained_event_1347 import InfluenceGainedEvent1347 # noqa: PLC0415
        from ..models.loser_chosen_event_1347 import LoserChosenEvent1347 # noqa: PLC0415
        from ..models.nun_looked_event_1347 import NunLookedEvent1347 # noqa: PLC0415
        from ..models.paid_event_biblios import PaidEventBiblios # noqa: PLC0415
        from ..models.pass_event_biblios import PassEventBiblios # noqa: PLC0415
        from ..models.pass_played_event_1347 import PassPlayedEvent1347 # noqa: PLC0415
        from ..models.penalized_event_biblios import PenalizedEventBiblios # noqa: PLC0415
        from ..models.phase_changed_event import PhaseChangedEvent # noqa: PLC0415
        from ..models.plague_event_1347 import PlagueEvent1347 # noqa: PLC0415
        from ..models.rat_given_event_1347 import RatGivenEvent1347 # noqa: PLC0415
        from ..models.rats_discarded_event_1347 import RatsDiscardedEvent1347 # noqa: PLC0415
        from ..models.rats_gained_event_1347 import RatsGainedEvent1347 # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent # noqa: PLC0415
        from ..models.round_ended_event_1347 import RoundEndedEvent1347 # noqa: PLC0415
        from ..models.round_started_event_1347 import RoundStartedEvent1347 # noqa: PLC0415
        from ..models.seat_reclaimed_event import SeatReclaimedEvent # noqa: PLC0415
        from ..models.seat_taken_over_event import SeatTakenOverEvent # noqa: PLC0415
        from ..models.supply_chosen_event_1347 import SupplyChosenEvent1347 # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent # noqa: PLC0415
        from ..models.view_1347 import View1347 # noqa: PLC0415
        from ..models.view_biblios import ViewBiblios # noqa: PLC0415
        from ..models.vp_taken_event_1347 import VpTakenEvent1347 # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> ActionDeclinedEvent1347 | ActionPerformedEvent1347 | AuctionOpenedEventBiblios | AuctionWonEventBiblios | BidEventBiblios | BuildingEnteredEvent1347 | BuildingsDrawnEvent1347 | CardDiscardedEventBiblios | CardDrawnEventBiblios | CardPlacedEventBiblios | CardRemovedEventBiblios | CardsDealtEvent1347 | CardsDiscardedEvent1347 | CardsDrawnEvent1347 | CardsGivenEvent1347 | CardsRevealedEvent1347 | CardsTakenEvent1347 | CardTakenEventBiblios | CardTransferredEventBiblios | CardWonEventBiblios | ChurchAcquiredEventBiblios | ChurchResolvedEventBiblios | CommittedDiscardedEvent1347 | ContestWonEvent1347 | DeckReshuffledEvent1347 | GameCreatedEvent | GameOverEvent | GiversFixedEvent1347 | HintGivenEvent | InfluenceGainedEvent1347 | LoserChosenEvent1347 | NunLookedEvent1347 | PaidEventBiblios | PassEventBiblios | PassPlayedEvent1347 | PenalizedEventBiblios | PhaseChangedEvent | PlagueEvent1347 | RatGivenEvent1347 | RatsDiscardedEvent1347 | RatsGainedEvent1347 | ResignedEvent | RoundEndedEvent1347 | RoundStartedEvent1347 | SeatReclaimedEvent | SeatTakenOverEvent | SupplyChosenEvent1347 | TimedOutEvent | VpTakenEvent1347:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = ResignedEvent.from_dict(data)



                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = TimedOutEvent.from_dict(data)



                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = SeatTakenOverEvent.from_dict(data)



                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = SeatReclaimedEvent.from_dict(data)



                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = HintGivenEvent.from_dict(data)



                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = GameCreatedEvent.from_dict(data)



                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = CardDrawnEventBiblios.from_dict(data)



                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = CardPlacedEventBiblios.from_dict(data)



                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_8 = ChurchAcquiredEventBiblios.from_dict(data)



                    return componentsschemas_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_9 = ChurchResolvedEventBiblios.from_dict(data)



                    return componentsschemas_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_10 = CardTakenEventBiblios.from_dict(data)



                    return componentsschemas_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_11 = PhaseChangedEvent.from_dict(data)



                    return componentsschemas_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_12 = AuctionOpenedEventBiblios.from_dict(data)



                    return componentsschemas_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_13 = BidEventBiblios.from_dict(data)



                    return componentsschemas_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_14 = PassEventBiblios.from_dict(data)



                    return componentsschemas_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_15 = AuctionWonEventBiblios.from_dict(data)



                    return componentsschemas_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_16 = PaidEventBiblios.from_dict(data)



                    return componentsschemas_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_17 = CardWonEventBiblios.from_dict(data)



                    return componentsschemas_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_18 = PenalizedEventBiblios.from_dict(data)



                    return componentsschemas_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_19 = CardTransferredEventBiblios.from_dict(data)



                    return componentsschemas_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_20 = CardRemovedEventBiblios.from_dict(data)



                    return componentsschemas_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_21 = CardDiscardedEventBiblios.from_dict(data)



                    return componentsschemas_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_22 = GameOverEvent.from_dict(data)



                    return componentsschemas_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_23 = CardsDealtEvent1347.from_dict(data)



                    return componentsschemas_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_24 = RoundStartedEvent1347.from_dict(data)



                    return componentsschemas_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_25 = BuildingsDrawnEvent1347.from_dict(data)



                    return componentsschemas_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_26 = SupplyChosenEvent1347.from_dict(data)



                    return componentsschemas_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_27 = DeckReshuffledEvent1347.from_dict(data)



                    return componentsschemas_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_28 = CardsDrawnEvent1347.from_dict(data)



                    return componentsschemas_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_29 = RatsDiscardedEvent1347.from_dict(data)



                    return componentsschemas_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_30 = NunLookedEvent1347.from_dict(data)



                    return componentsschemas_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_31 = BuildingEnteredEvent1347.from_dict(data)



                    return componentsschemas_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_32 = PassPlayedEvent1347.from_dict(data)



                    return componentsschemas_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_33 = CardsRevealedEvent1347.from_dict(data)



                    return componentsschemas_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_34 = InfluenceGainedEvent1347.from_dict(data)



                    return componentsschemas_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_35 = RatsGainedEvent1347.from_dict(data)



                    return componentsschemas_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_36 = ContestWonEvent1347.from_dict(data)



                    return componentsschemas_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_37 = LoserChosenEvent1347.from_dict(data)



                    return componentsschemas_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_38 = CardsGivenEvent1347.from_dict(data)



                    return componentsschemas_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_39 = RatGivenEvent1347.from_dict(data)



                    return componentsschemas_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_40 = ActionPerformedEvent1347.from_dict(data)



                    return componentsschemas_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_41 = ActionDeclinedEvent1347.from_dict(data)



                    return componentsschemas_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_42 = GiversFixedEvent1347.from_dict(data)



                    return componentsschemas_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_43 = CardsTakenEvent1347.from_dict(data)



                    return componentsschemas_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_44 = VpTakenEvent1347.from_dict(data)



                    return componentsschemas_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_45 = CardsDiscardedEvent1347.from_dict(data)



                    return componentsschemas_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_46 = CommittedDiscardedEvent1347.from_dict(data)



                    return componentsschemas_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_47 = RoundEndedEvent1347.from_dict(data)



                    return componentsschemas_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_48 = PlagueEvent1347.from_dict(data)



                return componentsschemas_event_type_48

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_view(data: object) -> View1347 | ViewBiblios:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = ViewBiblios.from_dict(data)



                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_1 = View1347.from_dict(data)



            return componentsschemas_game_view_type_1

        view = _parse_view(d.pop("view"))


        action_response = cls(
            events=events,
            view=view,
        )

        return action_response

