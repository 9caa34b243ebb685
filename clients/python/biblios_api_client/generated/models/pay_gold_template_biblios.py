from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pay_gold_template_biblios_currency import PayGoldTemplateBibliosCurrency
from ..models.pay_gold_template_biblios_type import PayGoldTemplateBibliosType






T = TypeVar("T", bound="PayGoldTemplateBiblios")



@_attrs_define
class PayGoldTemplateBiblios:
    """ 
        Attributes:
            at_least (int): the bid: the least gold value to pay
            currency (PayGoldTemplateBibliosCurrency):
            type_ (PayGoldTemplateBibliosType):
     """

    at_least: int
    currency: PayGoldTemplateBibliosCurrency
    type_: PayGoldTemplateBibliosType





    def to_dict(self) -> dict[str, Any]:
        at_least = self.at_least

        currency = self.currency.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at_least": at_least,
            "currency": currency,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at_least = d.pop("at_least")

        currency = PayGoldTemplateBibliosCurrency(d.pop("currency"))




        type_ = PayGoldTemplateBibliosType(d.pop("type"))




        pay_gold_template_biblios = cls(
            at_least=at_least,
            currency=currency,
            type_=type_,
        )

        return pay_gold_template_biblios

