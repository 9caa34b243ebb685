from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pay_template_currency import PayTemplateCurrency
from ..models.pay_template_type import PayTemplateType
from ..types import UNSET, Unset






T = TypeVar("T", bound="PayTemplate")



@_attrs_define
class PayTemplate:
    """ 
        Attributes:
            currency (PayTemplateCurrency):
            type_ (PayTemplateType):
            at_least (int | Unset): currency gold: at least this value
            count (int | Unset): currency cards: exactly this many cards
     """

    currency: PayTemplateCurrency
    type_: PayTemplateType
    at_least: int | Unset = UNSET
    count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        currency = self.currency.value

        type_ = self.type_.value

        at_least = self.at_least

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "currency": currency,
            "type": type_,
        })
        if at_least is not UNSET:
            field_dict["at_least"] = at_least
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        currency = PayTemplateCurrency(d.pop("currency"))




        type_ = PayTemplateType(d.pop("type"))




        at_least = d.pop("at_least", UNSET)

        count = d.pop("count", UNSET)

        pay_template = cls(
            currency=currency,
            type_=type_,
            at_least=at_least,
            count=count,
        )

        return pay_template

