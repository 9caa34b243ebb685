from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pay_action_type import PayActionType
from typing import cast






T = TypeVar("T", bound="PayAction")



@_attrs_define
class PayAction:
    """ 
        Attributes:
            cards (list[str]): pay: card ids from your hand
            type_ (PayActionType):
     """

    cards: list[str]
    type_: PayActionType





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


        type_ = PayActionType(d.pop("type"))




        pay_action = cls(
            cards=cards,
            type_=type_,
        )

        return pay_action

