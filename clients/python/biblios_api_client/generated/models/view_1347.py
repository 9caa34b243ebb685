from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.view_1347_game import View1347Game
from ..models.view_1347_phase import View1347Phase
from ..models.view_1347_prompt_code import View1347PromptCode
from ..models.view_1347_variant import View1347Variant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.building_1347 import Building1347
  from ..models.choose_loser_template_1347 import ChooseLoserTemplate1347
  from ..models.clock_view import ClockView
  from ..models.decline_template_1347 import DeclineTemplate1347
  from ..models.enter_template_1347 import EnterTemplate1347
  from ..models.fairness_out import FairnessOut
  from ..models.give_template_1347 import GiveTemplate1347
  from ..models.influence_1347 import Influence1347
  from ..models.lesson import Lesson
  from ..models.nun_spot_1347 import NunSpot1347
  from ..models.options_1347 import Options1347
  from ..models.perform_template_1347 import PerformTemplate1347
  from ..models.play_pass_template_1347 import PlayPassTemplate1347
  from ..models.player_info_1347 import PlayerInfo1347
  from ..models.population_card_1347 import PopulationCard1347
  from ..models.resolving_1347 import Resolving1347
  from ..models.result_1347 import Result1347
  from ..models.row_card_1347 import RowCard1347
  from ..models.seat_view import SeatView
  from ..models.supply_1347 import Supply1347
  from ..models.supply_template_1347 import SupplyTemplate1347
  from ..models.view_1347_prompt_params import View1347PromptParams





T = TypeVar("T", bound="View1347")



@_attrs_define
class View1347:
    """ The actions of its game (the body of `POST /v1/games/{id}/actions` for a game of `1347`): `Action1347`.

        Attributes:
            building_deck (int): cards left
            clock (ClockView | None):
            discard (list[PopulationCard1347]): population cards, top last
            entry_order (list[int]):
            fairness (FairnessOut):
            final_round (bool):
            game (View1347Game):
            hints (bool): whether the seats may ask for hints (`POST .../hint`)
            id (str):
            influence (Influence1347):
            legal_actions (list[ChooseLoserTemplate1347 | DeclineTemplate1347 | EnterTemplate1347 | GiveTemplate1347 |
                PerformTemplate1347 | PlayPassTemplate1347 | SupplyTemplate1347]):
            nun_row (list[NunSpot1347]):
            options (Options1347):
            passes_played (list[int]):
            phase (View1347Phase):
            players (int):
            players_info (list[PlayerInfo1347]):
            population_deck (int): cards left
            prompt (str):
            prompt_code (View1347PromptCode):
            prompt_params (View1347PromptParams):
            reserve_deck (int): cards left
            resolving (None | Resolving1347):
            result (None | Result1347):
            round_ (int):
            rounds (int):
            row (list[RowCard1347]):
            seat (int | None):
            seats (list[SeatView]):
            sent_to_reserve (list[Building1347]): this round's cards sent to the replacement deck (P24)
            start_seat (int):
            supply (Supply1347):
            to_act (list[int]):
            variant (View1347Variant):
            version (int):
            vp_supply (int):
            lesson (Lesson | Unset):
     """

    building_deck: int
    clock: ClockView | None
    discard: list[PopulationCard1347]
    entry_order: list[int]
    fairness: FairnessOut
    final_round: bool
    game: View1347Game
    hints: bool
    id: str
    influence: Influence1347
    legal_actions: list[ChooseLoserTemplate1347 | DeclineTemplate1347 | EnterTemplate1347 | GiveTemplate1347 | PerformTemplate1347 | PlayPassTemplate1347 | SupplyTemplate1347]
    nun_row: list[NunSpot1347]
    options: Options1347
    passes_played: list[int]
    phase: View1347Phase
    players: int
    players_info: list[PlayerInfo1347]
    population_deck: int
    prompt: str
    prompt_code: View1347PromptCode
    prompt_params: View1347PromptParams
    reserve_deck: int
    resolving: None | Resolving1347
    result: None | Result1347
    round_: int
    rounds: int
    row: list[RowCard1347]
    seat: int | None
    seats: list[SeatView]
    sent_to_reserve: list[Building1347]
    start_seat: int
    supply: Supply1347
    to_act: list[int]
    variant: View1347Variant
    version: int
    vp_supply: int
    lesson: Lesson | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.building_1347 import Building1347 # noqa: PLC0415
        from ..models.choose_loser_template_1347 import ChooseLoserTemplate1347 # noqa: PLC0415
        from ..models.clock_view import ClockView # noqa: PLC0415
        from ..models.decline_template_1347 import DeclineTemplate1347 # noqa: PLC0415
        from ..models.enter_template_1347 import EnterTemplate1347 # noqa: PLC0415
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        from ..models.give_template_1347 import GiveTemplate1347 # noqa: PLC0415
        from ..models.influence_1347 import Influence1347 # noqa: PLC0415
        from ..models.lesson import Lesson # noqa: PLC0415
        from ..models.nun_spot_1347 import NunSpot1347 # noqa: PLC0415
        from ..models.options_1347 import Options1347 # noqa: PLC0415
        from ..models.perform_template_1347 import PerformTemplate1347 # noqa: PLC0415
        from ..models.play_pass_template_1347 import PlayPassTemplate1347 # noqa: PLC0415
        from ..models.player_info_1347 import PlayerInfo1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.resolving_1347 import Resolving1347 # noqa: PLC0415
        from ..models.result_1347 import Result1347 # noqa: PLC0415
        from ..models.row_card_1347 import RowCard1347 # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.supply_1347 import Supply1347 # noqa: PLC0415
        from ..models.supply_template_1347 import SupplyTemplate1347 # noqa: PLC0415
        from ..models.view_1347_prompt_params import View1347PromptParams # noqa: PLC0415
        building_deck = self.building_deck

        clock: dict[str, Any] | None
        if isinstance(self.clock, ClockView):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.to_dict()
            discard.append(discard_item)



        entry_order = self.entry_order



        fairness = self.fairness.to_dict()

        final_round = self.final_round

        game = self.game.value

        hints = self.hints

        id = self.id

        influence = self.influence.to_dict()

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, SupplyTemplate1347):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EnterTemplate1347):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PlayPassTemplate1347):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, ChooseLoserTemplate1347):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, GiveTemplate1347):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PerformTemplate1347):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)



        nun_row = []
        for nun_row_item_data in self.nun_row:
            nun_row_item = nun_row_item_data.to_dict()
            nun_row.append(nun_row_item)



        options = self.options.to_dict()

        passes_played = self.passes_played



        phase = self.phase.value

        players = self.players

        players_info = []
        for players_info_item_data in self.players_info:
            players_info_item = players_info_item_data.to_dict()
            players_info.append(players_info_item)



        population_deck = self.population_deck

        prompt = self.prompt

        prompt_code = self.prompt_code.value

        prompt_params = self.prompt_params.to_dict()

        reserve_deck = self.reserve_deck

        resolving: dict[str, Any] | None
        if isinstance(self.resolving, Resolving1347):
            resolving = self.resolving.to_dict()
        else:
            resolving = self.resolving

        result: dict[str, Any] | None
        if isinstance(self.result, Result1347):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        rounds = self.rounds

        row = []
        for row_item_data in self.row:
            row_item = row_item_data.to_dict()
            row.append(row_item)



        seat: int | None
        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        sent_to_reserve = []
        for sent_to_reserve_item_data in self.sent_to_reserve:
            sent_to_reserve_item = sent_to_reserve_item_data.to_dict()
            sent_to_reserve.append(sent_to_reserve_item)



        start_seat = self.start_seat

        supply = self.supply.to_dict()

        to_act = self.to_act



        variant = self.variant.value

        version = self.version

        vp_supply = self.vp_supply

        lesson: dict[str, Any] | Unset = UNSET
        if not isinstance(self.lesson, Unset):
            lesson = self.lesson.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building_deck": building_deck,
            "clock": clock,
            "discard": discard,
            "entry_order": entry_order,
            "fairness": fairness,
            "final_round": final_round,
            "game": game,
            "hints": hints,
            "id": id,
            "influence": influence,
            "legal_actions": legal_actions,
            "nun_row": nun_row,
            "options": options,
            "passes_played": passes_played,
            "phase": phase,
            "players": players,
            "players_info": players_info,
            "population_deck": population_deck,
            "prompt": prompt,
            "prompt_code": prompt_code,
            "prompt_params": prompt_params,
            "reserve_deck": reserve_deck,
            "resolving": resolving,
            "result": result,
            "round": round_,
            "rounds": rounds,
            "row": row,
            "seat": seat,
            "seats": seats,
            "sent_to_reserve": sent_to_reserve,
            "start_seat": start_seat,
            "supply": supply,
            "to_act": to_act,
            "variant": variant,
            "version": version,
            "vp_supply": vp_supply,
        })
        if lesson is not UNSET:
            field_dict["lesson"] = lesson

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.building_1347 import Building1347 # noqa: PLC0415
        from ..models.choose_loser_template_1347 import ChooseLoserTemplate1347 # noqa: PLC0415
        from ..models.clock_view import ClockView # noqa: PLC0415
        from ..models.decline_template_1347 import DeclineTemplate1347 # noqa: PLC0415
        from ..models.enter_template_1347 import EnterTemplate1347 # noqa: PLC0415
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        from ..models.give_template_1347 import GiveTemplate1347 # noqa: PLC0415
        from ..models.influence_1347 import Influence1347 # noqa: PLC0415
        from ..models.lesson import Lesson # noqa: PLC0415
        from ..models.nun_spot_1347 import NunSpot1347 # noqa: PLC0415
        from ..models.options_1347 import Options1347 # noqa: PLC0415
        from ..models.perform_template_1347 import PerformTemplate1347 # noqa: PLC0415
        from ..models.play_pass_template_1347 import PlayPassTemplate1347 # noqa: PLC0415
        from ..models.player_info_1347 import PlayerInfo1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.resolving_1347 import Resolving1347 # noqa: PLC0415
        from ..models.result_1347 import Result1347 # noqa: PLC0415
        from ..models.row_card_1347 import RowCard1347 # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.supply_1347 import Supply1347 # noqa: PLC0415
        from ..models.supply_template_1347 import SupplyTemplate1347 # noqa: PLC0415
        from ..models.view_1347_prompt_params import View1347PromptParams # noqa: PLC0415
        d = dict(src_dict)
        building_deck = d.pop("building_deck")

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


        discard = []
        _discard = d.pop("discard")
        for discard_item_data in (_discard):
            discard_item = PopulationCard1347.from_dict(discard_item_data)



            discard.append(discard_item)


        entry_order = cast(list[int], d.pop("entry_order"))


        fairness = FairnessOut.from_dict(d.pop("fairness"))




        final_round = d.pop("final_round")

        game = View1347Game(d.pop("game"))




        hints = d.pop("hints")

        id = d.pop("id")

        influence = Influence1347.from_dict(d.pop("influence"))




        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> ChooseLoserTemplate1347 | DeclineTemplate1347 | EnterTemplate1347 | GiveTemplate1347 | PerformTemplate1347 | PlayPassTemplate1347 | SupplyTemplate1347:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_1347_type_0 = SupplyTemplate1347.from_dict(data)



                    return componentsschemas_legal_action_1347_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_1347_type_1 = EnterTemplate1347.from_dict(data)



                    return componentsschemas_legal_action_1347_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_1347_type_2 = PlayPassTemplate1347.from_dict(data)



                    return componentsschemas_legal_action_1347_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_1347_type_3 = ChooseLoserTemplate1347.from_dict(data)



                    return componentsschemas_legal_action_1347_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_1347_type_4 = GiveTemplate1347.from_dict(data)



                    return componentsschemas_legal_action_1347_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_action_1347_type_5 = PerformTemplate1347.from_dict(data)



                    return componentsschemas_legal_action_1347_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_action_1347_type_6 = DeclineTemplate1347.from_dict(data)



                return componentsschemas_legal_action_1347_type_6

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        nun_row = []
        _nun_row = d.pop("nun_row")
        for nun_row_item_data in (_nun_row):
            nun_row_item = NunSpot1347.from_dict(nun_row_item_data)



            nun_row.append(nun_row_item)


        options = Options1347.from_dict(d.pop("options"))




        passes_played = cast(list[int], d.pop("passes_played"))


        phase = View1347Phase(d.pop("phase"))




        players = d.pop("players")

        players_info = []
        _players_info = d.pop("players_info")
        for players_info_item_data in (_players_info):
            players_info_item = PlayerInfo1347.from_dict(players_info_item_data)



            players_info.append(players_info_item)


        population_deck = d.pop("population_deck")

        prompt = d.pop("prompt")

        prompt_code = View1347PromptCode(d.pop("prompt_code"))




        prompt_params = View1347PromptParams.from_dict(d.pop("prompt_params"))




        reserve_deck = d.pop("reserve_deck")

        def _parse_resolving(data: object) -> None | Resolving1347:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                resolving_type_0 = Resolving1347.from_dict(data)



                return resolving_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Resolving1347, data)

        resolving = _parse_resolving(d.pop("resolving"))


        def _parse_result(data: object) -> None | Result1347:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result1347.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result1347, data)

        result = _parse_result(d.pop("result"))


        round_ = d.pop("round")

        rounds = d.pop("rounds")

        row = []
        _row = d.pop("row")
        for row_item_data in (_row):
            row_item = RowCard1347.from_dict(row_item_data)



            row.append(row_item)


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


        sent_to_reserve = []
        _sent_to_reserve = d.pop("sent_to_reserve")
        for sent_to_reserve_item_data in (_sent_to_reserve):
            sent_to_reserve_item = Building1347.from_dict(sent_to_reserve_item_data)



            sent_to_reserve.append(sent_to_reserve_item)


        start_seat = d.pop("start_seat")

        supply = Supply1347.from_dict(d.pop("supply"))




        to_act = cast(list[int], d.pop("to_act"))


        variant = View1347Variant(d.pop("variant"))




        version = d.pop("version")

        vp_supply = d.pop("vp_supply")

        _lesson = d.pop("lesson", UNSET)
        lesson: Lesson | Unset
        if isinstance(_lesson,  Unset):
            lesson = UNSET
        else:
            lesson = Lesson.from_dict(_lesson)




        view_1347 = cls(
            building_deck=building_deck,
            clock=clock,
            discard=discard,
            entry_order=entry_order,
            fairness=fairness,
            final_round=final_round,
            game=game,
            hints=hints,
            id=id,
            influence=influence,
            legal_actions=legal_actions,
            nun_row=nun_row,
            options=options,
            passes_played=passes_played,
            phase=phase,
            players=players,
            players_info=players_info,
            population_deck=population_deck,
            prompt=prompt,
            prompt_code=prompt_code,
            prompt_params=prompt_params,
            reserve_deck=reserve_deck,
            resolving=resolving,
            result=result,
            round_=round_,
            rounds=rounds,
            row=row,
            seat=seat,
            seats=seats,
            sent_to_reserve=sent_to_reserve,
            start_seat=start_seat,
            supply=supply,
            to_act=to_act,
            variant=variant,
            version=version,
            vp_supply=vp_supply,
            lesson=lesson,
        )

        return view_1347

