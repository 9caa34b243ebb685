from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bid_action_type import BidActionType






T = TypeVar("T", bound="BidAction")



@_attrs_define
class BidAction:
    """ 
        Attributes:
            amount (int): bid
            type_ (BidActionType):
     """

    amount: int
    type_: BidActionType





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

        type_ = BidActionType(d.pop("type"))




        bid_action = cls(
            amount=amount,
            type_=type_,
        )

        return bid_action

