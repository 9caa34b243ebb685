from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SupplySymbols1347")



@_attrs_define
class SupplySymbols1347:
    """ 
        Attributes:
            draw (int):
            look (int):
            rats (int):
     """

    draw: int
    look: int
    rats: int





    def to_dict(self) -> dict[str, Any]:
        draw = self.draw

        look = self.look

        rats = self.rats


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "draw": draw,
            "look": look,
            "rats": rats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw = d.pop("draw")

        look = d.pop("look")

        rats = d.pop("rats")

        supply_symbols_1347 = cls(
            draw=draw,
            look=look,
            rats=rats,
        )

        return supply_symbols_1347

