from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.view_biblios_game import ViewBibliosGame
from ..models.view_biblios_phase import ViewBibliosPhase
from ..models.view_biblios_prompt_code import ViewBibliosPromptCode
from ..models.view_biblios_variant import ViewBibliosVariant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.auction_view_biblios import AuctionViewBiblios
  from ..models.bid_template_biblios import BidTemplateBiblios
  from ..models.category_card_biblios import CategoryCardBiblios
  from ..models.church_card_biblios import ChurchCardBiblios
  from ..models.church_template_biblios import ChurchTemplateBiblios
  from ..models.clock_view import ClockView
  from ..models.discards_biblios import DiscardsBiblios
  from ..models.fairness_out import FairnessOut
  from ..models.gold_card_biblios import GoldCardBiblios
  from ..models.hand_biblios import HandBiblios
  from ..models.lesson import Lesson
  from ..models.pass_template_biblios import PassTemplateBiblios
  from ..models.pay_cards_template_biblios import PayCardsTemplateBiblios
  from ..models.pay_gold_template_biblios import PayGoldTemplateBiblios
  from ..models.pending_church_biblios import PendingChurchBiblios
  from ..models.place_template_biblios import PlaceTemplateBiblios
  from ..models.refuse_template_biblios import RefuseTemplateBiblios
  from ..models.result_biblios import ResultBiblios
  from ..models.seat_view import SeatView
  from ..models.take_template_biblios import TakeTemplateBiblios
  from ..models.turn_biblios import TurnBiblios
  from ..models.view_biblios_dice import ViewBibliosDice
  from ..models.view_biblios_prompt_params import ViewBibliosPromptParams





T = TypeVar("T", bound="ViewBiblios")



@_attrs_define
class ViewBiblios:
    """ The actions of its game (the body of `POST /v1/games/{id}/actions` for a game of `biblios`): `ActionBiblios`.

        Attributes:
            active_seat (int):
            auction (AuctionViewBiblios | None):
            auction_pile (int):
            auctioned (CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None): the card the caller put on the
                auction pile this gift turn
            clock (ClockView | None):
            dice (ViewBibliosDice): each category's die (1 to 6)
            discards (DiscardsBiblios):
            draw_pile (int):
            drawn (CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None):
            fairness (FairnessOut):
            game (ViewBibliosGame):
            hands (list[HandBiblios]):
            hints (bool): whether the seats may ask for hints (`POST .../hint`)
            id (str):
            kept (CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None):
            legal_actions (list[BidTemplateBiblios | ChurchTemplateBiblios | PassTemplateBiblios | PayCardsTemplateBiblios |
                PayGoldTemplateBiblios | PlaceTemplateBiblios | RefuseTemplateBiblios | TakeTemplateBiblios]):
            pending_church (None | PendingChurchBiblios):
            phase (ViewBibliosPhase):
            players (int):
            prompt (str):
            prompt_code (ViewBibliosPromptCode):
            prompt_params (ViewBibliosPromptParams):
            public (list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]):
            removed (int): cards removed at setup
            result (None | ResultBiblios):
            seat (int | None):
            seats (list[SeatView]):
            to_act (list[int]):
            turn (None | TurnBiblios):
            variant (ViewBibliosVariant):
            version (int):
            lesson (Lesson | Unset):
     """

    active_seat: int
    auction: AuctionViewBiblios | None
    auction_pile: int
    auctioned: CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None
    clock: ClockView | None
    dice: ViewBibliosDice
    discards: DiscardsBiblios
    draw_pile: int
    drawn: CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None
    fairness: FairnessOut
    game: ViewBibliosGame
    hands: list[HandBiblios]
    hints: bool
    id: str
    kept: CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None
    legal_actions: list[BidTemplateBiblios | ChurchTemplateBiblios | PassTemplateBiblios | PayCardsTemplateBiblios | PayGoldTemplateBiblios | PlaceTemplateBiblios | RefuseTemplateBiblios | TakeTemplateBiblios]
    pending_church: None | PendingChurchBiblios
    phase: ViewBibliosPhase
    players: int
    prompt: str
    prompt_code: ViewBibliosPromptCode
    prompt_params: ViewBibliosPromptParams
    public: list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]
    removed: int
    result: None | ResultBiblios
    seat: int | None
    seats: list[SeatView]
    to_act: list[int]
    turn: None | TurnBiblios
    variant: ViewBibliosVariant
    version: int
    lesson: Lesson | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_view_biblios import AuctionViewBiblios # noqa: PLC0415
        from ..models.bid_template_biblios import BidTemplateBiblios # noqa: PLC0415
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.church_template_biblios import ChurchTemplateBiblios # noqa: PLC0415
        from ..models.clock_view import ClockView # noqa: PLC0415
        from ..models.discards_biblios import DiscardsBiblios # noqa: PLC0415
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        from ..models.hand_biblios import HandBiblios # noqa: PLC0415
        from ..models.lesson import Lesson # noqa: PLC0415
        from ..models.pass_template_biblios import PassTemplateBiblios # noqa: PLC0415
        from ..models.pay_cards_template_biblios import PayCardsTemplateBiblios # noqa: PLC0415
        from ..models.pay_gold_template_biblios import PayGoldTemplateBiblios # noqa: PLC0415
        from ..models.pending_church_biblios import PendingChurchBiblios # noqa: PLC0415
        from ..models.place_template_biblios import PlaceTemplateBiblios # noqa: PLC0415
        from ..models.refuse_template_biblios import RefuseTemplateBiblios # noqa: PLC0415
        from ..models.result_biblios import ResultBiblios # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.take_template_biblios import TakeTemplateBiblios # noqa: PLC0415
        from ..models.turn_biblios import TurnBiblios # noqa: PLC0415
        from ..models.view_biblios_dice import ViewBibliosDice # noqa: PLC0415
        from ..models.view_biblios_prompt_params import ViewBibliosPromptParams # noqa: PLC0415
        active_seat = self.active_seat

        auction: dict[str, Any] | None
        if isinstance(self.auction, AuctionViewBiblios):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        auction_pile = self.auction_pile

        auctioned: dict[str, Any] | None
        if isinstance(self.auctioned, CategoryCardBiblios):
            auctioned = self.auctioned.to_dict()
        elif isinstance(self.auctioned, GoldCardBiblios):
            auctioned = self.auctioned.to_dict()
        elif isinstance(self.auctioned, ChurchCardBiblios):
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
        if isinstance(self.drawn, CategoryCardBiblios):
            drawn = self.drawn.to_dict()
        elif isinstance(self.drawn, GoldCardBiblios):
            drawn = self.drawn.to_dict()
        elif isinstance(self.drawn, ChurchCardBiblios):
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
        if isinstance(self.kept, CategoryCardBiblios):
            kept = self.kept.to_dict()
        elif isinstance(self.kept, GoldCardBiblios):
            kept = self.kept.to_dict()
        elif isinstance(self.kept, ChurchCardBiblios):
            kept = self.kept.to_dict()
        else:
            kept = self.kept

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, PlaceTemplateBiblios):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, TakeTemplateBiblios):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, ChurchTemplateBiblios):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BidTemplateBiblios):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PassTemplateBiblios):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PayGoldTemplateBiblios):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PayCardsTemplateBiblios):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)



        pending_church: dict[str, Any] | None
        if isinstance(self.pending_church, PendingChurchBiblios):
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
            if isinstance(public_item_data, CategoryCardBiblios):
                public_item = public_item_data.to_dict()
            elif isinstance(public_item_data, GoldCardBiblios):
                public_item = public_item_data.to_dict()
            else:
                public_item = public_item_data.to_dict()

            public.append(public_item)



        removed = self.removed

        result: dict[str, Any] | None
        if isinstance(self.result, ResultBiblios):
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
        if isinstance(self.turn, TurnBiblios):
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
        from ..models.auction_view_biblios import AuctionViewBiblios # noqa: PLC0415
        from ..models.bid_template_biblios import BidTemplateBiblios # noqa: PLC0415
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.church_template_biblios import ChurchTemplateBiblios # noqa: PLC0415
        from ..models.clock_view import ClockView # noqa: PLC0415
        from ..models.discards_biblios import DiscardsBiblios # noqa: PLC0415
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        from ..models.hand_biblios import HandBiblios # noqa: PLC0415
        from ..models.lesson import Lesson # noqa: PLC0415
        from ..models.pass_template_biblios import PassTemplateBiblios # noqa: PLC0415
        from ..models.pay_cards_template_biblios import PayCardsTemplateBiblios # noqa: PLC0415
        from ..models.pay_gold_template_biblios import PayGoldTemplateBiblios # noqa: PLC0415
        from ..models.pending_church_biblios import PendingChurchBiblios # noqa: PLC0415
        from ..models.place_template_biblios import PlaceTemplateBiblios # noqa: PLC0415
        from ..models.refuse_template_biblios import RefuseTemplateBiblios # noqa: PLC0415
        from ..models.result_biblios import ResultBiblios # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.take_template_biblios import TakeTemplateBiblios # noqa: PLC0415
        from ..models.turn_biblios import TurnBiblios # noqa: PLC0415
        from ..models.view_biblios_dice import ViewBibliosDice # noqa: PLC0415
        from ..models.view_biblios_prompt_params import ViewBibliosPromptParams # noqa: PLC0415
        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        def _parse_auction(data: object) -> AuctionViewBiblios | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = AuctionViewBiblios.from_dict(data)



                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionViewBiblios | None, data)

        auction = _parse_auction(d.pop("auction"))


        auction_pile = d.pop("auction_pile")

        def _parse_auctioned(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_0 = CategoryCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_1 = GoldCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_2 = ChurchCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None, data)

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


        dice = ViewBibliosDice.from_dict(d.pop("dice"))




        discards = DiscardsBiblios.from_dict(d.pop("discards"))




        draw_pile = d.pop("draw_pile")

        def _parse_drawn(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_0 = CategoryCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_1 = GoldCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_2 = ChurchCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None, data)

        drawn = _parse_drawn(d.pop("drawn"))


        fairness = FairnessOut.from_dict(d.pop("fairness"))




        game = ViewBibliosGame(d.pop("game"))




        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = HandBiblios.from_dict(hands_item_data)



            hands.append(hands_item)


        hints = d.pop("hints")

        id = d.pop("id")

        def _parse_kept(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_0 = CategoryCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_1 = GoldCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_2 = ChurchCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios | None, data)

        kept = _parse_kept(d.pop("kept"))


        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> BidTemplateBiblios | ChurchTemplateBiblios | PassTemplateBiblios | PayCardsTemplateBiblios | PayGoldTemplateBiblios | PlaceTemplateBiblios | RefuseTemplateBiblios | TakeTemplateBiblios:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_biblios_type_0 = PlaceTemplateBiblios.from_dict(data)



                    return componentsschemas_legal_action_biblios_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_biblios_type_1 = TakeTemplateBiblios.from_dict(data)



                    return componentsschemas_legal_action_biblios_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_biblios_type_2 = ChurchTemplateBiblios.from_dict(data)



                    return componentsschemas_legal_action_biblios_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_biblios_type_3 = BidTemplateBiblios.from_dict(data)



                    return componentsschemas_legal_action_biblios_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_biblios_type_4 = PassTemplateBiblios.from_dict(data)



                    return componentsschemas_legal_action_biblios_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pay_template_biblios_type_0 = PayGoldTemplateBiblios.from_dict(data)



                    return componentsschemas_pay_template_biblios_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pay_template_biblios_type_1 = PayCardsTemplateBiblios.from_dict(data)



                    return componentsschemas_pay_template_biblios_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_action_biblios_type_6 = RefuseTemplateBiblios.from_dict(data)



                return componentsschemas_legal_action_biblios_type_6

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        def _parse_pending_church(data: object) -> None | PendingChurchBiblios:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_church_type_0 = PendingChurchBiblios.from_dict(data)



                return pending_church_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingChurchBiblios, data)

        pending_church = _parse_pending_church(d.pop("pending_church"))


        phase = ViewBibliosPhase(d.pop("phase"))




        players = d.pop("players")

        prompt = d.pop("prompt")

        prompt_code = ViewBibliosPromptCode(d.pop("prompt_code"))




        prompt_params = ViewBibliosPromptParams.from_dict(d.pop("prompt_params"))




        public = []
        _public = d.pop("public")
        for public_item_data in (_public):
            def _parse_public_item(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_card_biblios_type_0 = CategoryCardBiblios.from_dict(data)



                    return componentsschemas_card_biblios_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_card_biblios_type_1 = GoldCardBiblios.from_dict(data)



                    return componentsschemas_card_biblios_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_2 = ChurchCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_2

            public_item = _parse_public_item(public_item_data)

            public.append(public_item)


        removed = d.pop("removed")

        def _parse_result(data: object) -> None | ResultBiblios:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = ResultBiblios.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResultBiblios, data)

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


        def _parse_turn(data: object) -> None | TurnBiblios:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = TurnBiblios.from_dict(data)



                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TurnBiblios, data)

        turn = _parse_turn(d.pop("turn"))


        variant = ViewBibliosVariant(d.pop("variant"))




        version = d.pop("version")

        _lesson = d.pop("lesson", UNSET)
        lesson: Lesson | Unset
        if isinstance(_lesson,  Unset):
            lesson = UNSET
        else:
            lesson = Lesson.from_dict(_lesson)




        view_biblios = cls(
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

        return view_biblios

