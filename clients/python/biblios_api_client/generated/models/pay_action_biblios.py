from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pay_action_biblios_type import PayActionBibliosType
from typing import cast






T = TypeVar("T", bound="PayActionBiblios")



@_attrs_define
class PayActionBiblios:
    """ 
        Attributes:
            cards (list[str]): pay: card ids from your hand
            type_ (PayActionBibliosType):
     """

    cards: list[str]
    type_: PayActionBibliosType





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        type_ = PayActionBibliosType(d.pop("type"))




        pay_action_biblios = cls(
            cards=cards,
            type_=type_,
        )

        return pay_action_biblios

