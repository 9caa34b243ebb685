from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.supply_template_1347_type import SupplyTemplate1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.position_selection_1347 import PositionSelection1347





T = TypeVar("T", bound="SupplyTemplate1347")



@_attrs_define
class SupplyTemplate1347:
    """ 
        Attributes:
            building (str): informative: not sent back; the card's id
            look (PositionSelection1347):
            row (int): position, 1-based
            type_ (SupplyTemplate1347Type):
     """

    building: str
    look: PositionSelection1347
    row: int
    type_: SupplyTemplate1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.position_selection_1347 import PositionSelection1347 # noqa: PLC0415
        building = self.building

        look = self.look.to_dict()

        row = self.row

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "look": look,
            "row": row,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position_selection_1347 import PositionSelection1347 # noqa: PLC0415
        d = dict(src_dict)
        building = d.pop("building")

        look = PositionSelection1347.from_dict(d.pop("look"))




        row = d.pop("row")

        type_ = SupplyTemplate1347Type(d.pop("type"))




        supply_template_1347 = cls(
            building=building,
            look=look,
            row=row,
            type_=type_,
        )

        return supply_template_1347

