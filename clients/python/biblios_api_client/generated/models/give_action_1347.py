from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.give_action_1347_type import GiveAction1347Type
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GiveAction1347")



@_attrs_define
class GiveAction1347:
    """ 
        Attributes:
            type_ (GiveAction1347Type):
            cards (list[str] | Unset): enter, give, perform (Hospital): card ids from your hand
     """

    type_: GiveAction1347Type
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GiveAction1347Type(d.pop("type"))




        cards = cast(list[str], d.pop("cards", UNSET))


        give_action_1347 = cls(
            type_=type_,
            cards=cards,
        )

        return give_action_1347

