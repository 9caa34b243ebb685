from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_export_1347_format import GameExport1347Format
from ..models.game_export_1347_game import GameExport1347Game
from ..models.game_export_1347_variant import GameExport1347Variant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.building_counts_1347 import BuildingCounts1347
  from ..models.export_action import ExportAction
  from ..models.export_result_1347 import ExportResult1347
  from ..models.export_seat import ExportSeat
  from ..models.fairness_out import FairnessOut





T = TypeVar("T", bound="GameExport1347")



@_attrs_define
class GameExport1347:
    """ 
        Attributes:
            actions (list[ExportAction]):
            fairness (FairnessOut):
            first_seat (int | None): null: drawn from the seed
            format_ (GameExport1347Format):  Example: 1347-game/1.
            game (GameExport1347Game):
            players (int):
            result (ExportResult1347):
            seats (list[ExportSeat]):
            variant (GameExport1347Variant):
            buildings (BuildingCounts1347 | Unset):
            guard_tower (bool | Unset): as the creator gave it
            hints (bool | Unset): true: a game created with hints (absent: without)
            plague_spares_fewest_rats (bool | Unset): as the creator gave it
            seed (int | Unset): seeded and fixed_deck modes only: the create request's `seed` (or one the server drew), at
                most 2^53 - 1 (a committed game's 64-bit seed is derived, never written)
            tutorial (bool | Unset): true: the game's tutorial (absent: an ordinary game)
     """

    actions: list[ExportAction]
    fairness: FairnessOut
    first_seat: int | None
    format_: GameExport1347Format
    game: GameExport1347Game
    players: int
    result: ExportResult1347
    seats: list[ExportSeat]
    variant: GameExport1347Variant
    buildings: BuildingCounts1347 | Unset = UNSET
    guard_tower: bool | Unset = UNSET
    hints: bool | Unset = UNSET
    plague_spares_fewest_rats: bool | Unset = UNSET
    seed: int | Unset = UNSET
    tutorial: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.building_counts_1347 import BuildingCounts1347 # noqa: PLC0415
        from ..models.export_action import ExportAction # noqa: PLC0415
        from ..models.export_result_1347 import ExportResult1347 # noqa: PLC0415
        from ..models.export_seat import ExportSeat # noqa: PLC0415
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        fairness = self.fairness.to_dict()

        first_seat: int | None
        first_seat = self.first_seat

        format_ = self.format_.value

        game = self.game.value

        players = self.players

        result = self.result.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        variant = self.variant.value

        buildings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.buildings, Unset):
            buildings = self.buildings.to_dict()

        guard_tower = self.guard_tower

        hints = self.hints

        plague_spares_fewest_rats = self.plague_spares_fewest_rats

        seed = self.seed

        tutorial = self.tutorial


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "fairness": fairness,
            "first_seat": first_seat,
            "format": format_,
            "game": game,
            "players": players,
            "result": result,
            "seats": seats,
            "variant": variant,
        })
        if buildings is not UNSET:
            field_dict["buildings"] = buildings
        if guard_tower is not UNSET:
            field_dict["guard_tower"] = guard_tower
        if hints is not UNSET:
            field_dict["hints"] = hints
        if plague_spares_fewest_rats is not UNSET:
            field_dict["plague_spares_fewest_rats"] = plague_spares_fewest_rats
        if seed is not UNSET:
            field_dict["seed"] = seed
        if tutorial is not UNSET:
            field_dict["tutorial"] = tutorial

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.building_counts_1347 import BuildingCounts1347 # noqa: PLC0415
        from ..models.export_action import ExportAction # noqa: PLC0415
        from ..models.export_result_1347 import ExportResult1347 # noqa: PLC0415
        from ..models.export_seat import ExportSeat # noqa: PLC0415
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ExportAction.from_dict(actions_item_data)



            actions.append(actions_item)


        fairness = FairnessOut.from_dict(d.pop("fairness"))




        def _parse_first_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_seat = _parse_first_seat(d.pop("first_seat"))


        format_ = GameExport1347Format(d.pop("format"))




        game = GameExport1347Game(d.pop("game"))




        players = d.pop("players")

        result = ExportResult1347.from_dict(d.pop("result"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ExportSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        variant = GameExport1347Variant(d.pop("variant"))




        _buildings = d.pop("buildings", UNSET)
        buildings: BuildingCounts1347 | Unset
        if isinstance(_buildings,  Unset):
            buildings = UNSET
        else:
            buildings = BuildingCounts1347.from_dict(_buildings)




        guard_tower = d.pop("guard_tower", UNSET)

        hints = d.pop("hints", UNSET)

        plague_spares_fewest_rats = d.pop("plague_spares_fewest_rats", UNSET)

        seed = d.pop("seed", UNSET)

        tutorial = d.pop("tutorial", UNSET)

        game_export_1347 = cls(
            actions=actions,
            fairness=fairness,
            first_seat=first_seat,
            format_=format_,
            game=game,
            players=players,
            result=result,
            seats=seats,
            variant=variant,
            buildings=buildings,
            guard_tower=guard_tower,
            hints=hints,
            plague_spares_fewest_rats=plague_spares_fewest_rats,
            seed=seed,
            tutorial=tutorial,
        )

        return game_export_1347

