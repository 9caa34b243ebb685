from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.paid_params_biblios_currency import PaidParamsBibliosCurrency
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PaidParamsBiblios")



@_attrs_define
class PaidParamsBiblios:
    """ The parameters of the event `paid`.

        Attributes:
            amount (int): the bid
            count (int): cards paid
            currency (PaidParamsBibliosCurrency): what bids are counted in
            cards (list[str] | Unset): the cards paid, seen by the payer; public when `currency` is `gold`; private: only
                the seats the event concerns (everyone once the game is over)
     """

    amount: int
    count: int
    currency: PaidParamsBibliosCurrency
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        count = self.count

        currency = self.currency.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "count": count,
            "currency": currency,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        count = d.pop("count")

        currency = PaidParamsBibliosCurrency(d.pop("currency"))




        cards = cast(list[str], d.pop("cards", UNSET))


        paid_params_biblios = cls(
            amount=amount,
            count=count,
            currency=currency,
            cards=cards,
        )

        return paid_params_biblios

