from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatsDiscardedParams1347")



@_attrs_define
class RatsDiscardedParams1347:
    """ The parameters of the event `rats_discarded`.

        Attributes:
            amount (int): at least one: none discarded, no event (P11)
     """

    amount: int





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        rats_discarded_params_1347 = cls(
            amount=amount,
        )

        return rats_discarded_params_1347

