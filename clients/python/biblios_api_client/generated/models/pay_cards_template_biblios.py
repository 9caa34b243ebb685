from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pay_cards_template_biblios_currency import PayCardsTemplateBibliosCurrency
from ..models.pay_cards_template_biblios_type import PayCardsTemplateBibliosType






T = TypeVar("T", bound="PayCardsTemplateBiblios")



@_attrs_define
class PayCardsTemplateBiblios:
    """ 
        Attributes:
            count (int): the bid: exactly this many cards
            currency (PayCardsTemplateBibliosCurrency):
            type_ (PayCardsTemplateBibliosType):
     """

    count: int
    currency: PayCardsTemplateBibliosCurrency
    type_: PayCardsTemplateBibliosType





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        currency = self.currency.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "currency": currency,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        currency = PayCardsTemplateBibliosCurrency(d.pop("currency"))




        type_ = PayCardsTemplateBibliosType(d.pop("type"))




        pay_cards_template_biblios = cls(
            count=count,
            currency=currency,
            type_=type_,
        )

        return pay_cards_template_biblios

