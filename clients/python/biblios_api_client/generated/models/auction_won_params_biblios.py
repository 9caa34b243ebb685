from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_won_params_biblios_currency import AuctionWonParamsBibliosCurrency






T = TypeVar("T", bound="AuctionWonParamsBiblios")



@_attrs_define
class AuctionWonParamsBiblios:
    """ The parameters of the event `auction_won`.

        Attributes:
            amount (int):
            card (str): a card id
            currency (AuctionWonParamsBibliosCurrency): what bids are counted in
     """

    amount: int
    card: str
    currency: AuctionWonParamsBibliosCurrency





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        card = self.card

        currency = self.currency.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "card": card,
            "currency": currency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        card = d.pop("card")

        currency = AuctionWonParamsBibliosCurrency(d.pop("currency"))




        auction_won_params_biblios = cls(
            amount=amount,
            card=card,
            currency=currency,
        )

        return auction_won_params_biblios

