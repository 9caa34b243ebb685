from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bid_action_biblios_type import BidActionBibliosType






T = TypeVar("T", bound="BidActionBiblios")



@_attrs_define
class BidActionBiblios:
    """ 
        Attributes:
            amount (int): bid
            type_ (BidActionBibliosType):
     """

    amount: int
    type_: BidActionBibliosType





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        type_ = BidActionBibliosType(d.pop("type"))




        bid_action_biblios = cls(
            amount=amount,
            type_=type_,
        )

        return bid_action_biblios

