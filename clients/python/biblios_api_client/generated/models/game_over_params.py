from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GameOverParams")



@_attrs_define
class GameOverParams:
    """ The parameters of the event `game_over` (games: biblios, 1347).

        Attributes:
            vp (list[int]): by seat
            winners (list[int]): biblios: seats ranked 1 (resigned and taken-over last); 1347: the eligible seats ranked 1;
                [] when nobody survives
            survivors (list[int] | Unset): only in games of `1347`
     """

    vp: list[int]
    winners: list[int]
    survivors: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        vp = self.vp



        winners = self.winners



        survivors: list[int] | Unset = UNSET
        if not isinstance(self.survivors, Unset):
            survivors = self.survivors




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "vp": vp,
            "winners": winners,
        })
        if survivors is not UNSET:
            field_dict["survivors"] = survivors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vp = cast(list[int], d.pop("vp"))


        winners = cast(list[int], d.pop("winners"))


        survivors = cast(list[int], d.pop("survivors", UNSET))


        game_over_params = cls(
            vp=vp,
            winners=winners,
            survivors=survivors,
        )

        return game_over_params

