from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.perform_action_1347_type import PerformAction1347Type
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PerformAction1347")



@_attrs_define
class PerformAction1347:
    """ 
        Attributes:
            type_ (PerformAction1347Type):
            cards (list[str] | Unset): enter, give, perform (Hospital): card ids from your hand
            look (list[int] | Unset): supply, perform (Fortune-teller's Tent): nun-row positions
     """

    type_: PerformAction1347Type
    cards: list[str] | Unset = UNSET
    look: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards



        look: list[int] | Unset = UNSET
        if not isinstance(self.look, Unset):
            look = self.look




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if look is not UNSET:
            field_dict["look"] = look

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = PerformAction1347Type(d.pop("type"))




        cards = cast(list[str], d.pop("cards", UNSET))


        look = cast(list[int], d.pop("look", UNSET))


        perform_action_1347 = cls(
            type_=type_,
            cards=cards,
            look=look,
        )

        return perform_action_1347

