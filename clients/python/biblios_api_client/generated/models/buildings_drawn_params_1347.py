from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BuildingsDrawnParams1347")



@_attrs_define
class BuildingsDrawnParams1347:
    """ The parameters of the event `buildings_drawn`.

        Attributes:
            buildings (list[str]): the row's building ids
            final_round (bool): P22
            sent_to_reserve (list[str]): building ids sent to the reserve (P24)
     """

    buildings: list[str]
    final_round: bool
    sent_to_reserve: list[str]





    def to_dict(self) -> dict[str, Any]:
        buildings = self.buildings



        final_round = self.final_round

        sent_to_reserve = self.sent_to_reserve




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "buildings": buildings,
            "final_round": final_round,
            "sent_to_reserve": sent_to_reserve,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        buildings = cast(list[str], d.pop("buildings"))


        final_round = d.pop("final_round")

        sent_to_reserve = cast(list[str], d.pop("sent_to_reserve"))


        buildings_drawn_params_1347 = cls(
            buildings=buildings,
            final_round=final_round,
            sent_to_reserve=sent_to_reserve,
        )

        return buildings_drawn_params_1347

