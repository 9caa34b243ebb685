from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SupplyChosenParams1347")



@_attrs_define
class SupplyChosenParams1347:
    """ The parameters of the event `supply_chosen`.

        Attributes:
            building (str): the building card's id
            row (int): the row position, 1-based
     """

    building: str
    row: int





    def to_dict(self) -> dict[str, Any]:
        building = self.building

        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        row = d.pop("row")

        supply_chosen_params_1347 = cls(
            building=building,
            row=row,
        )

        return supply_chosen_params_1347

