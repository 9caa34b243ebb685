from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_opened_params_biblios_currency import AuctionOpenedParamsBibliosCurrency






T = TypeVar("T", bound="AuctionOpenedParamsBiblios")



@_attrs_define
class AuctionOpenedParamsBiblios:
    """ The parameters of the event `auction_opened`.

        Attributes:
            card (str): a card id
            currency (AuctionOpenedParamsBibliosCurrency): what bids are counted in
     """

    card: str
    currency: AuctionOpenedParamsBibliosCurrency





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        currency = self.currency.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "currency": currency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        currency = AuctionOpenedParamsBibliosCurrency(d.pop("currency"))




        auction_opened_params_biblios = cls(
            card=card,
            currency=currency,
        )

        return auction_opened_params_biblios

