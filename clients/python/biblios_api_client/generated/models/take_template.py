from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.take_template_type import TakeTemplateType






T = TypeVar("T", bound="TakeTemplate")



@_attrs_define
class TakeTemplate:
    """ 
        Attributes:
            card (str):
            type_ (TakeTemplateType):
     """

    card: str
    type_: TakeTemplateType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = TakeTemplateType(d.pop("type"))




        take_template = cls(
            card=card,
            type_=type_,
        )

        return take_template

