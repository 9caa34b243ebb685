from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bid_params_biblios_currency import BidParamsBibliosCurrency






T = TypeVar("T", bound="BidParamsBiblios")



@_attrs_define
class BidParamsBiblios:
    """ The parameters of the event `bid`.

        Attributes:
            amount (int):
            currency (BidParamsBibliosCurrency): what bids are counted in
     """

    amount: int
    currency: BidParamsBibliosCurrency





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency = self.currency.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = BidParamsBibliosCurrency(d.pop("currency"))




        bid_params_biblios = cls(
            amount=amount,
            currency=currency,
        )

        return bid_params_biblios

