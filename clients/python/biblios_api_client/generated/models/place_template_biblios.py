from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.place_template_biblios_to import PlaceTemplateBibliosTo
from ..models.place_template_biblios_type import PlaceTemplateBibliosType






T = TypeVar("T", bound="PlaceTemplateBiblios")



@_attrs_define
class PlaceTemplateBiblios:
    """ 
        Attributes:
            to (PlaceTemplateBibliosTo):
            type_ (PlaceTemplateBibliosType):
     """

    to: PlaceTemplateBibliosTo
    type_: PlaceTemplateBibliosType





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
        to = PlaceTemplateBibliosTo(d.pop("to"))




        type_ = PlaceTemplateBibliosType(d.pop("type"))




        place_template_biblios = cls(
            to=to,
            type_=type_,
        )

        return place_template_biblios

