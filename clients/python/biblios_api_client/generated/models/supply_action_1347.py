from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.supply_action_1347_type import SupplyAction1347Type
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SupplyAction1347")



@_attrs_define
class SupplyAction1347:
    """ 
        Attributes:
            row (int): supply, enter: a row position, 1-based
            type_ (SupplyAction1347Type):
            look (list[int] | Unset): supply, perform (Fortune-teller's Tent): nun-row positions
     """

    row: int
    type_: SupplyAction1347Type
    look: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        row = self.row

        type_ = self.type_.value

        look: list[int] | Unset = UNSET
        if not isinstance(self.look, Unset):
            look = self.look




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "row": row,
            "type": type_,
        })
        if look is not UNSET:
            field_dict["look"] = look

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        type_ = SupplyAction1347Type(d.pop("type"))




        look = cast(list[int], d.pop("look", UNSET))


        supply_action_1347 = cls(
            row=row,
            type_=type_,
            look=look,
        )

        return supply_action_1347

