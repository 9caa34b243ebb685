from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatGivenParams1347")



@_attrs_define
class RatGivenParams1347:
    """ The parameters of the event `rat_given`.

        Attributes:
            amount (int): 0 when the winner had no rat (P37)
            to (int): the loser
     """

    amount: int
    to: int





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        to = d.pop("to")

        rat_given_params_1347 = cls(
            amount=amount,
            to=to,
        )

        return rat_given_params_1347

