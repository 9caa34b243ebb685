from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choose_loser_action_1347_type import ChooseLoserAction1347Type






T = TypeVar("T", bound="ChooseLoserAction1347")



@_attrs_define
class ChooseLoserAction1347:
    """ 
        Attributes:
            seat (int): choose_loser: the loser's seat
            type_ (ChooseLoserAction1347Type):
     """

    seat: int
    type_: ChooseLoserAction1347Type





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = ChooseLoserAction1347Type(d.pop("type"))




        choose_loser_action_1347 = cls(
            seat=seat,
            type_=type_,
        )

        return choose_loser_action_1347

