from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.place_action_biblios_to import PlaceActionBibliosTo
from ..models.place_action_biblios_type import PlaceActionBibliosType






T = TypeVar("T", bound="PlaceActionBiblios")



@_attrs_define
class PlaceActionBiblios:
    """ 
        Attributes:
            to (PlaceActionBibliosTo): place
            type_ (PlaceActionBibliosType):
     """

    to: PlaceActionBibliosTo
    type_: PlaceActionBibliosType





    def to_dict(self) -> dict[str, Any]:
        to = self.to.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = PlaceActionBibliosTo(d.pop("to"))




        type_ = PlaceActionBibliosType(d.pop("type"))




        place_action_biblios = cls(
            to=to,
            type_=type_,
        )

        return place_action_biblios

