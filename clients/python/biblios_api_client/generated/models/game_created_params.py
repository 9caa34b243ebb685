from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_created_params_supplies_item import GameCreatedParamsSuppliesItem
from ..models.game_created_params_variant import GameCreatedParamsVariant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.options_1347 import Options1347





T = TypeVar("T", bound="GameCreatedParams")



@_attrs_define
class GameCreatedParams:
    """ The parameters of the event `game_created` (games: biblios, 1347).

        Attributes:
            players (int):
            variant (GameCreatedParamsVariant):
            first_seat (int | Unset): only in games of `biblios`
            options (Options1347 | Unset):
            rounds (int | Unset): only in games of `1347`
            start_seat (int | Unset): only in games of `1347`
            supplies (list[GameCreatedParamsSuppliesItem] | Unset): the special kinds placed (P17); only in games of `1347`
     """

    players: int
    variant: GameCreatedParamsVariant
    first_seat: int | Unset = UNSET
    options: Options1347 | Unset = UNSET
    rounds: int | Unset = UNSET
    start_seat: int | Unset = UNSET
    supplies: list[GameCreatedParamsSuppliesItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.options_1347 import Options1347 # noqa: PLC0415
        players = self.players

        variant = self.variant.value

        first_seat = self.first_seat

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rounds = self.rounds

        start_seat = self.start_seat

        supplies: list[str] | Unset = UNSET
        if not isinstance(self.supplies, Unset):
            supplies = []
            for supplies_item_data in self.supplies:
                supplies_item = supplies_item_data.value
                supplies.append(supplies_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "variant": variant,
        })
        if first_seat is not UNSET:
            field_dict["first_seat"] = first_seat
        if options is not UNSET:
            field_dict["options"] = options
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if start_seat is not UNSET:
            field_dict["start_seat"] = start_seat
        if supplies is not UNSET:
            field_dict["supplies"] = supplies

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.options_1347 import Options1347 # noqa: PLC0415
        d = dict(src_dict)
        players = d.pop("players")

        variant = GameCreatedParamsVariant(d.pop("variant"))




        first_seat = d.pop("first_seat", UNSET)

        _options = d.pop("options", UNSET)
        options: Options1347 | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = Options1347.from_dict(_options)




        rounds = d.pop("rounds", UNSET)

        start_seat = d.pop("start_seat", UNSET)

        _supplies = d.pop("supplies", UNSET)
        supplies: list[GameCreatedParamsSuppliesItem] | Unset = UNSET
        if _supplies is not UNSET:
            supplies = []
            for supplies_item_data in _supplies:
                supplies_item = GameCreatedParamsSuppliesItem(supplies_item_data)



                supplies.append(supplies_item)


        game_created_params = cls(
            players=players,
            variant=variant,
            first_seat=first_seat,
            options=options,
            rounds=rounds,
            start_seat=start_seat,
            supplies=supplies,
        )

        return game_created_params

