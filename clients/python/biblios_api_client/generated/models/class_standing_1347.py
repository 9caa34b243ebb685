from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ClassStanding1347")



@_attrs_define
class ClassStanding1347:
    """ 
        Attributes:
            influence (int):
            seat (int):
            vp (int):
     """

    influence: int
    seat: int
    vp: int





    def to_dict(self) -> dict[str, Any]:
        influence = self.influence

        seat = self.seat

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "influence": influence,
            "seat": seat,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        influence = d.pop("influence")

        seat = d.pop("seat")

        vp = d.pop("vp")

        class_standing_1347 = cls(
            influence=influence,
            seat=seat,
            vp=vp,
        )

        return class_standing_1347

