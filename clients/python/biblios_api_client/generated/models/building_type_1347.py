from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.building_type_1347_class import BuildingType1347Class
from ..models.building_type_1347_special_type_0 import BuildingType1347SpecialType0
from ..models.building_type_1347_type import BuildingType1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.building_action_1347 import BuildingAction1347





T = TypeVar("T", bound="BuildingType1347")



@_attrs_define
class BuildingType1347:
    """ 
        Attributes:
            class_ (BuildingType1347Class):
            name (str):
            premium (BuildingAction1347):
            special (BuildingType1347SpecialType0 | None):
            standard (BuildingAction1347):
            type_ (BuildingType1347Type):
     """

    class_: BuildingType1347Class
    name: str
    premium: BuildingAction1347
    special: BuildingType1347SpecialType0 | None
    standard: BuildingAction1347
    type_: BuildingType1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.building_action_1347 import BuildingAction1347 # noqa: PLC0415
        class_ = self.class_.value

        name = self.name

        premium = self.premium.to_dict()

        special: None | str
        if isinstance(self.special, BuildingType1347SpecialType0):
            special = self.special.value
        else:
            special = self.special

        standard = self.standard.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "class": class_,
            "name": name,
            "premium": premium,
            "special": special,
            "standard": standard,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.building_action_1347 import BuildingAction1347 # noqa: PLC0415
        d = dict(src_dict)
        class_ = BuildingType1347Class(d.pop("class"))




        name = d.pop("name")

        premium = BuildingAction1347.from_dict(d.pop("premium"))




        def _parse_special(data: object) -> BuildingType1347SpecialType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                special_type_0 = BuildingType1347SpecialType0(data)



                return special_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BuildingType1347SpecialType0 | None, data)

        special = _parse_special(d.pop("special"))


        standard = BuildingAction1347.from_dict(d.pop("standard"))




        type_ = BuildingType1347Type(d.pop("type"))




        building_type_1347 = cls(
            class_=class_,
            name=name,
            premium=premium,
            special=special,
            standard=standard,
            type_=type_,
        )

        return building_type_1347

