from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.take_template_biblios_type import TakeTemplateBibliosType






T = TypeVar("T", bound="TakeTemplateBiblios")



@_attrs_define
class TakeTemplateBiblios:
    """ 
        Attributes:
            card (str):
            type_ (TakeTemplateBibliosType):
     """

    card: str
    type_: TakeTemplateBibliosType





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

        type_ = TakeTemplateBibliosType(d.pop("type"))




        take_template_biblios = cls(
            card=card,
            type_=type_,
        )

        return take_template_biblios

