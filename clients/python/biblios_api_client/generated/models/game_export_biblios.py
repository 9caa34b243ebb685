from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_export_biblios_format import GameExportBibliosFormat
from ..models.game_export_biblios_game import GameExportBibliosGame
from ..models.game_export_biblios_variant import GameExportBibliosVariant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.export_action import ExportAction
  from ..models.export_result_biblios import ExportResultBiblios
  from ..models.export_seat import ExportSeat
  from ..models.fairness_out import FairnessOut





T = TypeVar("T", bound="GameExportBiblios")



@_attrs_define
class GameExportBiblios:
    """ 
        Attributes:
            actions (list[ExportAction]):
            fairness (FairnessOut):
            first_seat (int | None): null: drawn from the seed
            format_ (GameExportBibliosFormat):  Example: biblios-game/1.
            game (GameExportBibliosGame):
            players (int):
            result (ExportResultBiblios):
            seats (list[ExportSeat]):
            variant (GameExportBibliosVariant):
            deck (list[str] | Unset): the fixed draw pile (fixed_deck mode only)
            hints (bool | Unset): true: a game created with hints (absent: without)
            seed (int | Unset): seeded and fixed_deck modes only: the create request's `seed` (or one the server drew), at
                most 2^53 - 1 (a committed game's 64-bit seed is derived, never written)
            tutorial (bool | Unset): true: the game's tutorial (absent: an ordinary game)
     """

    actions: list[ExportAction]
    fairness: FairnessOut
    first_seat: int | None
    format_: GameExportBibliosFormat
    game: GameExportBibliosGame
    players: int
    result: ExportResultBiblios
    seats: list[ExportSeat]
    variant: GameExportBibliosVariant
    deck: list[str] | Unset = UNSET
    hints: bool | Unset = UNSET
    seed: int | Unset = UNSET
    tutorial: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_action import ExportAction # noqa: PLC0415
        from ..models.export_result_biblios import ExportResultBiblios # noqa: PLC0415
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

        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck



        hints = self.hints

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
        if deck is not UNSET:
            field_dict["deck"] = deck
        if hints is not UNSET:
            field_dict["hints"] = hints
        if seed is not UNSET:
            field_dict["seed"] = seed
        if tutorial is not UNSET:
            field_dict["tutorial"] = tutorial

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_action import ExportAction # noqa: PLC0415
        from ..models.export_result_biblios import ExportResultBiblios # noqa: PLC0415
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


        format_ = GameExportBibliosFormat(d.pop("format"))




        game = GameExportBibliosGame(d.pop("game"))




        players = d.pop("players")

        result = ExportResultBiblios.from_dict(d.pop("result"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ExportSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        variant = GameExportBibliosVariant(d.pop("variant"))




        deck = cast(list[str], d.pop("deck", UNSET))


        hints = d.pop("hints", UNSET)

        seed = d.pop("seed", UNSET)

        tutorial = d.pop("tutorial", UNSET)

        game_export_biblios = cls(
            actions=actions,
            fairness=fairness,
            first_seat=first_seat,
            format_=format_,
            game=game,
            players=players,
            result=result,
            seats=seats,
            variant=variant,
            deck=deck,
            hints=hints,
            seed=seed,
            tutorial=tutorial,
        )

        return game_export_biblios

