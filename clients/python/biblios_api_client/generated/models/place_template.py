from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.place_template_to import PlaceTemplateTo
from ..models.place_template_type import PlaceTemplateType






T = TypeVar("T", bound="PlaceTemplate")



@_attrs_define
class PlaceTemplate:
    """ 
        Attributes:
            to (PlaceTemplateTo):
            type_ (PlaceTemplateType):
     """

    to: PlaceTemplateTo
    type_: PlaceTemplateType





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
        to = PlaceTemplateTo(d.pop("to"))




        type_ = PlaceTemplateType(d.pop("type"))




        place_template = cls(
            to=to,
            type_=type_,
        )

        return place_template

