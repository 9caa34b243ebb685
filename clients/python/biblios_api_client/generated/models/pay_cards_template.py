from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pay_cards_template_currency import PayCardsTemplateCurrency
from ..models.pay_cards_template_type import PayCardsTemplateType






T = TypeVar("T", bound="PayCardsTemplate")



@_attrs_define
class PayCardsTemplate:
    """ 
        Attributes:
            count (int): the bid: exactly this many cards
            currency (PayCardsTemplateCurrency):
            type_ (PayCardsTemplateType):
     """

    count: int
    currency: PayCardsTemplateCurrency
    type_: PayCardsTemplateType





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

        currency = PayCardsTemplateCurrency(d.pop("currency"))




        type_ = PayCardsTemplateType(d.pop("type"))




        pay_cards_template = cls(
            count=count,
            currency=currency,
            type_=type_,
        )

        return pay_cards_template

