from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.row_card_1347_class import RowCard1347Class
from ..models.row_card_1347_type import RowCard1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.supply_symbols_1347 import SupplySymbols1347





T = TypeVar("T", bound="RowCard1347")



@_attrs_define
class RowCard1347:
    """ 
        Attributes:
            building (str): the card's id
            class_ (RowCard1347Class):
            discs (list[int]): seats by space (access order)
            name (str): the type's localized name
            row (int): position, 1-based
            supply (SupplySymbols1347):
            supply_text (str): localized
            type_ (RowCard1347Type):
     """

    building: str
    class_: RowCard1347Class
    discs: list[int]
    name: str
    row: int
    supply: SupplySymbols1347
    supply_text: str
    type_: RowCard1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.supply_symbols_1347 import SupplySymbols1347 # noqa: PLC0415
        building = self.building

        class_ = self.class_.value

        discs = self.discs



        name = self.name

        row = self.row

        supply = self.supply.to_dict()

        supply_text = self.supply_text

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "class": class_,
            "discs": discs,
            "name": name,
            "row": row,
            "supply": supply,
            "supply_text": supply_text,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.supply_symbols_1347 import SupplySymbols1347 # noqa: PLC0415
        d = dict(src_dict)
        building = d.pop("building")

        class_ = RowCard1347Class(d.pop("class"))




        discs = cast(list[int], d.pop("discs"))


        name = d.pop("name")

        row = d.pop("row")

        supply = SupplySymbols1347.from_dict(d.pop("supply"))




        supply_text = d.pop("supply_text")

        type_ = RowCard1347Type(d.pop("type"))




        row_card_1347 = cls(
            building=building,
            class_=class_,
            discs=discs,
            name=name,
            row=row,
            supply=supply,
            supply_text=supply_text,
            type_=type_,
        )

        return row_card_1347

