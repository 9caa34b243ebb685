from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.enter_action_1347_type import EnterAction1347Type
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EnterAction1347")



@_attrs_define
class EnterAction1347:
    """ 
        Attributes:
            row (int): supply, enter: a row position, 1-based
            type_ (EnterAction1347Type):
            cards (list[str] | Unset): enter, give, perform (Hospital): card ids from your hand
     """

    row: int
    type_: EnterAction1347Type
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        row = self.row

        type_ = self.type_.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "row": row,
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        type_ = EnterAction1347Type(d.pop("type"))




        cards = cast(list[str], d.pop("cards", UNSET))


        enter_action_1347 = cls(
            row=row,
            type_=type_,
            cards=cards,
        )

        return enter_action_1347

