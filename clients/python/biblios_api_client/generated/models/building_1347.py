from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.building_1347_class import Building1347Class
from ..models.building_1347_type import Building1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.supply_symbols_1347 import SupplySymbols1347





T = TypeVar("T", bound="Building1347")



@_attrs_define
class Building1347:
    """ 
        Attributes:
            class_ (Building1347Class):
            id (str):
            name (str): the type's localized name
            supply (SupplySymbols1347):
            supply_text (str): localized
            type_ (Building1347Type):
     """

    class_: Building1347Class
    id: str
    name: str
    supply: SupplySymbols1347
    supply_text: str
    type_: Building1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.supply_symbols_1347 import SupplySymbols1347 # noqa: PLC0415
        class_ = self.class_.value

        id = self.id

        name = self.name

        supply = self.supply.to_dict()

        supply_text = self.supply_text

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "class": class_,
            "id": id,
            "name": name,
            "supply": supply,
            "supply_text": supply_text,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.supply_symbols_1347 import SupplySymbols1347 # noqa: PLC0415
        d = dict(src_dict)
        class_ = Building1347Class(d.pop("class"))




        id = d.pop("id")

        name = d.pop("name")

        supply = SupplySymbols1347.from_dict(d.pop("supply"))




        supply_text = d.pop("supply_text")

        type_ = Building1347Type(d.pop("type"))




        building_1347 = cls(
            class_=class_,
            id=id,
            name=name,
            supply=supply,
            supply_text=supply_text,
            type_=type_,
        )

        return building_1347

