from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.view_game import ViewGame
from ..models.view_phase import ViewPhase
from ..models.view_prompt_code import ViewPromptCode
from ..models.view_variant import ViewVariant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.auction_view import AuctionView
  from ..models.bid_template import BidTemplate
  from ..models.category_card import CategoryCard
  from ..models.church_card import ChurchCard
  from ..models.church_template import ChurchTemplate
  from ..models.clock_view import ClockView
  from ..models.discards import Discards
  from ..models.fairness_out import FairnessOut
  from ..models.gold_card import GoldCard
  from ..models.hand import Hand
  from ..models.lesson import Lesson
  from ..models.pass_template import PassTemplate
  from ..models.pay_cards_template import PayCardsTemplate
  from ..models.pay_gold_template import PayGoldTemplate
  from ..models.pending_church import PendingChurch
  from ..models.place_template import PlaceTemplate
  from ..models.refuse_template import RefuseTemplate
  from ..models.result import Result
  from ..models.seat_view import SeatView
  from ..models.take_template import TakeTemplate
  from ..models.turn import Turn
  from ..models.view_dice import ViewDice
  from ..models.view_prompt_params import ViewPromptParams





T = TypeVar("T", bound="View")



@_attrs_define
class View:
    """ The actions of its game (the body of `POST /v1/games/{id}/actions` for a game of `biblios`): `BibliosAction`.

        Attributes:
            active_seat (int):
            auction (AuctionView | None):
            auction_pile (int):
            auctioned (CategoryCard | ChurchCard | GoldCard | None): the card the caller put on the auction pile this gift
                turn
            clock (ClockView | None):
            dice (ViewDice): each category's die (1 to 6)
            discards (Discards):
            draw_pile (int):
            drawn (CategoryCard | ChurchCard | GoldCard | None):
            fairness (FairnessOut):
            game (ViewGame):
            hands (list[Hand]):
            hints (bool): whether the seats may ask for hints (`POST .../hint`)
            id (str):
            kept (CategoryCard | ChurchCard | GoldCard | None):
            legal_actions (list[BidTemplate | ChurchTemplate | PassTemplate | PayCardsTemplate | PayGoldTemplate |
                PlaceTemplate | RefuseTemplate | TakeTemplate]):
            pending_church (None | PendingChurch):
            phase (ViewPhase):
            players (int):
            prompt (str):
            prompt_code (ViewPromptCode):
            prompt_params (ViewPromptParams):
            public (list[CategoryCard | ChurchCard | GoldCard]):
            removed (int): cards removed at setup
            result (None | Result):
            seat (int | None):
            seats (list[SeatView]):
            to_act (list[int]):
            turn (None | Turn):
            variant (ViewVariant):
            version (int):
            lesson (Lesson | Unset):
     """

    active_seat: int
    auction: AuctionView | None
    auction_pile: int
    auctioned: CategoryCard | ChurchCard | GoldCard | None
    clock: ClockView | None
    dice: ViewDice
    discards: Discards
    draw_pile: int
    drawn: CategoryCard | ChurchCard | GoldCard | None
    fairness: FairnessOut
    game: ViewGame
    hands: list[Hand]
    hints: bool
    id: str
    kept: CategoryCard | ChurchCard | GoldCard | None
    legal_actions: list[BidTemplate | ChurchTemplate | PassTemplate | PayCardsTemplate | PayGoldTemplate | PlaceTemplate | RefuseTemplate | TakeTemplate]
    pending_church: None | PendingChurch
    phase: ViewPhase
    players: int
    prompt: str
    prompt_code: ViewPromptCode
    prompt_params: ViewPromptParams
    public: list[CategoryCard | ChurchCard | GoldCard]
    removed: int
    result: None | Result
    seat: int | None
    seats: list[SeatView]
    to_act: list[int]
    turn: None | Turn
    variant: ViewVariant
    version: int
    lesson: Lesson | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_view import AuctionView # noqa: PLC0415
        from ..models.bid_template import BidTemplate # noqa: PLC0415
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.church_template import ChurchTemplate # noqa: PLC0415
        from ..models.clock_view import ClockView # noqa: PLC0415
        from ..models.discards import Discards # noqa: PLC0415
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        from ..models.hand import Hand # noqa: PLC0415
        from ..models.lesson import Lesson # noqa: PLC0415
        from ..models.pass_template import PassTemplate # noqa: PLC0415
        from ..models.pay_cards_template import PayCardsTemplate # noqa: PLC0415
        from ..models.pay_gold_template import PayGoldTemplate # noqa: PLC0415
        from ..models.pending_church import PendingChurch # noqa: PLC0415
        from ..models.place_template import PlaceTemplate # noqa: PLC0415
        from ..models.refuse_template import RefuseTemplate # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.take_template import TakeTemplate # noqa: PLC0415
        from ..models.turn import Turn # noqa: PLC0415
        from ..models.view_dice import ViewDice # noqa: PLC0415
        from ..models.view_prompt_params import ViewPromptParams # noqa: PLC0415
        active_seat = self.active_seat

        auction: dict[str, Any] | None
        if isinstance(self.auction, AuctionView):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        auction_pile = self.auction_pile

        auctioned: dict[str, Any] | None
        if isinstance(self.auctioned, CategoryCard):
            auctioned = self.auctioned.to_dict()
        elif isinstance(self.auctioned, GoldCard):
            auctioned = self.auctioned.to_dict()
        elif isinstance(self.auctioned, ChurchCard):
            auctioned = self.auctioned.to_dict()
        else:
            auctioned = self.auctioned

        clock: dict[str, Any] | None
        if isinstance(self.clock, ClockView):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        dice = self.dice.to_dict()

        discards = self.discards.to_dict()

        draw_pile = self.draw_pile

        drawn: dict[str, Any] | None
        if isinstance(self.drawn, CategoryCard):
            drawn = self.drawn.to_dict()
        elif isinstance(self.drawn, GoldCard):
            drawn = self.drawn.to_dict()
        elif isinstance(self.drawn, ChurchCard):
            drawn = self.drawn.to_dict()
        else:
            drawn = self.drawn

        fairness = self.fairness.to_dict()

        game = self.game.value

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)



        hints = self.hints

        id = self.id

        kept: dict[str, Any] | None
        if isinstance(self.kept, CategoryCard):
            kept = self.kept.to_dict()
        elif isinstance(self.kept, GoldCard):
            kept = self.kept.to_dict()
        elif isinstance(self.kept, ChurchCard):
            kept = self.kept.to_dict()
        else:
            kept = self.kept

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, PlaceTemplate):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, TakeTemplate):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, ChurchTemplate):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BidTemplate):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PassTemplate):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PayGoldTemplate):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PayCardsTemplate):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)



        pending_church: dict[str, Any] | None
        if isinstance(self.pending_church, PendingChurch):
            pending_church = self.pending_church.to_dict()
        else:
            pending_church = self.pending_church

        phase = self.phase.value

        players = self.players

        prompt = self.prompt

        prompt_code = self.prompt_code.value

        prompt_params = self.prompt_params.to_dict()

        public = []
        for public_item_data in self.public:
            public_item: dict[str, Any]
            if isinstance(public_item_data, CategoryCard):
                public_item = public_item_data.to_dict()
            elif isinstance(public_item_data, GoldCard):
                public_item = public_item_data.to_dict()
            else:
                public_item = public_item_data.to_dict()

            public.append(public_item)



        removed = self.removed

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        to_act = self.to_act



        turn: dict[str, Any] | None
        if isinstance(self.turn, Turn):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        variant = self.variant.value

        version = self.version

        lesson: dict[str, Any] | Unset = UNSET
        if not isinstance(self.lesson, Unset):
            lesson = self.lesson.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active_seat": active_seat,
            "auction": auction,
            "auction_pile": auction_pile,
            "auctioned": auctioned,
            "clock": clock,
            "dice": dice,
            "discards": discards,
            "draw_pile": draw_pile,
            "drawn": drawn,
            "fairness": fairness,
            "game": game,
            "hands": hands,
            "hints": hints,
            "id": id,
            "kept": kept,
            "legal_actions": legal_actions,
            "pending_church": pending_church,
            "phase": phase,
            "players": players,
            "prompt": prompt,
            "prompt_code": prompt_code,
            "prompt_params": prompt_params,
            "public": public,
            "removed": removed,
            "result": result,
            "seat": seat,
            "seats": seats,
            "to_act": to_act,
            "turn": turn,
            "variant": variant,
            "version": version,
        })
        if lesson is not UNSET:
            field_dict["lesson"] = lesson

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_view import AuctionView # noqa: PLC0415
        from ..models.bid_template import BidTemplate # noqa: PLC0415
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.church_template import ChurchTemplate # noqa: PLC0415
        from ..models.clock_view import ClockView # noqa: PLC0415
        from ..models.discards import Discards # noqa: PLC0415
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        from ..models.hand import Hand # noqa: PLC0415
        from ..models.lesson import Lesson # noqa: PLC0415
        from ..models.pass_template import PassTemplate # noqa: PLC0415
        from ..models.pay_cards_template import PayCardsTemplate # noqa: PLC0415
        from ..models.pay_gold_template import PayGoldTemplate # noqa: PLC0415
        from ..models.pending_church import PendingChurch # noqa: PLC0415
        from ..models.place_template import PlaceTemplate # noqa: PLC0415
        from ..models.refuse_template import RefuseTemplate # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.take_template import TakeTemplate # noqa: PLC0415
        from ..models.turn import Turn # noqa: PLC0415
        from ..models.view_dice import ViewDice # noqa: PLC0415
        from ..models.view_prompt_params import ViewPromptParams # noqa: PLC0415
        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        def _parse_auction(data: object) -> AuctionView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = AuctionView.from_dict(data)



                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionView | None, data)

        auction = _parse_auction(d.pop("auction"))


        auction_pile = d.pop("auction_pile")

        def _parse_auctioned(data: object) -> CategoryCard | ChurchCard | GoldCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_0 = CategoryCard.from_dict(data)



                return componentsschemas_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_1 = GoldCard.from_dict(data)



                return componentsschemas_card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_2 = ChurchCard.from_dict(data)



                return componentsschemas_card_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CategoryCard | ChurchCard | GoldCard | None, data)

        auctioned = _parse_auctioned(d.pop("auctioned"))


        def _parse_clock(data: object) -> ClockView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockView.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockView | None, data)

        clock = _parse_clock(d.pop("clock"))


        dice = ViewDice.from_dict(d.pop("dice"))




        discards = Discards.from_dict(d.pop("discards"))




        draw_pile = d.pop("draw_pile")

        def _parse_drawn(data: object) -> CategoryCard | ChurchCard | GoldCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_0 = CategoryCard.from_dict(data)



                return componentsschemas_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_1 = GoldCard.from_dict(data)



                return componentsschemas_card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_2 = ChurchCard.from_dict(data)



                return componentsschemas_card_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CategoryCard | ChurchCard | GoldCard | None, data)

        drawn = _parse_drawn(d.pop("drawn"))


        fairness = FairnessOut.from_dict(d.pop("fairness"))




        game = ViewGame(d.pop("game"))




        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = Hand.from_dict(hands_item_data)



            hands.append(hands_item)


        hints = d.pop("hints")

        id = d.pop("id")

        def _parse_kept(data: object) -> CategoryCard | ChurchCard | GoldCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_0 = CategoryCard.from_dict(data)



                return componentsschemas_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_1 = GoldCard.from_dict(data)



                return componentsschemas_card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_2 = ChurchCard.from_dict(data)



                return componentsschemas_card_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CategoryCard | ChurchCard | GoldCard | None, data)

        kept = _parse_kept(d.pop("kept"))


        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> BidTemplate | ChurchTemplate | PassTemplate | PayCardsTemplate | PayGoldTemplate | PlaceTemplate | RefuseTemplate | TakeTemplate:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_type_0 = PlaceTemplate.from_dict(data)



                    return componentsschemas_legal_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_type_1 = TakeTemplate.from_dict(data)



                    return componentsschemas_legal_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_type_2 = ChurchTemplate.from_dict(data)



                    return componentsschemas_legal_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_type_3 = BidTemplate.from_dict(data)



                    return componentsschemas_legal_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_type_4 = PassTemplate.from_dict(data)



                    return componentsschemas_legal_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pay_template_type_0 = PayGoldTemplate.from_dict(data)



                    return componentsschemas_pay_template_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pay_template_type_1 = PayCardsTemplate.from_dict(data)



                    return componentsschemas_pay_template_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_action_type_6 = RefuseTemplate.from_dict(data)



                return componentsschemas_legal_action_type_6

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        def _parse_pending_church(data: object) -> None | PendingChurch:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_church_type_0 = PendingChurch.from_dict(data)



                return pending_church_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingChurch, data)

        pending_church = _parse_pending_church(d.pop("pending_church"))


        phase = ViewPhase(d.pop("phase"))




        players = d.pop("players")

        prompt = d.pop("prompt")

        prompt_code = ViewPromptCode(d.pop("prompt_code"))




        prompt_params = ViewPromptParams.from_dict(d.pop("prompt_params"))




        public = []
        _public = d.pop("public")
        for public_item_data in (_public):
            def _parse_public_item(data: object) -> CategoryCard | ChurchCard | GoldCard:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_card_type_0 = CategoryCard.from_dict(data)



                    return componentsschemas_card_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_card_type_1 = GoldCard.from_dict(data)



                    return componentsschemas_card_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_2 = ChurchCard.from_dict(data)



                return componentsschemas_card_type_2

            public_item = _parse_public_item(public_item_data)

            public.append(public_item)


        removed = d.pop("removed")

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatView.from_dict(seats_item_data)



            seats.append(seats_item)


        to_act = cast(list[int], d.pop("to_act"))


        def _parse_turn(data: object) -> None | Turn:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = Turn.from_dict(data)



                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Turn, data)

        turn = _parse_turn(d.pop("turn"))


        variant = ViewVariant(d.pop("variant"))




        version = d.pop("version")

        _lesson = d.pop("lesson", UNSET)
        lesson: Lesson | Unset
        if isinstance(_lesson,  Unset):
            lesson = UNSET
        else:
            lesson = Lesson.from_dict(_lesson)




        view = cls(
            active_seat=active_seat,
            auction=auction,
            auction_pile=auction_pile,
            auctioned=auctioned,
            clock=clock,
            dice=dice,
            discards=discards,
            draw_pile=draw_pile,
            drawn=drawn,
            fairness=fairness,
            game=game,
            hands=hands,
            hints=hints,
            id=id,
            kept=kept,
            legal_actions=legal_actions,
            pending_church=pending_church,
            phase=phase,
            players=players,
            prompt=prompt,
            prompt_code=prompt_code,
            prompt_params=prompt_params,
            public=public,
            removed=removed,
            result=result,
            seat=seat,
            seats=seats,
            to_act=to_act,
            turn=turn,
            variant=variant,
            version=version,
            lesson=lesson,
        )

        return view

