from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bid_template_biblios_type import BidTemplateBibliosType






T = TypeVar("T", bound="BidTemplateBiblios")



@_attrs_define
class BidTemplateBiblios:
    """ 
        Attributes:
            max_ (int):
            min_ (int):
            type_ (BidTemplateBibliosType):
     """

    max_: int
    min_: int
    type_: BidTemplateBibliosType





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "min": min_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        min_ = d.pop("min")

        type_ = BidTemplateBibliosType(d.pop("type"))




        bid_template_biblios = cls(
            max_=max_,
            min_=min_,
            type_=type_,
        )

        return bid_template_biblios

