from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Supply1347")



@_attrs_define
class Supply1347:
    """ 
        Attributes:
            flute (int | None):
            gold (int | None):
            joker (int):
            pass_ (int | None):
            sword (int | None):
     """

    flute: int | None
    gold: int | None
    joker: int
    pass_: int | None
    sword: int | None





    def to_dict(self) -> dict[str, Any]:
        flute: int | None
        flute = self.flute

        gold: int | None
        gold = self.gold

        joker = self.joker

        pass_: int | None
        pass_ = self.pass_

        sword: int | None
        sword = self.sword


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "flute": flute,
            "gold": gold,
            "joker": joker,
            "pass": pass_,
            "sword": sword,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_flute(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        flute = _parse_flute(d.pop("flute"))


        def _parse_gold(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        gold = _parse_gold(d.pop("gold"))


        joker = d.pop("joker")

        def _parse_pass_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pass_ = _parse_pass_(d.pop("pass"))


        def _parse_sword(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        sword = _parse_sword(d.pop("sword"))


        supply_1347 = cls(
            flute=flute,
            gold=gold,
            joker=joker,
            pass_=pass_,
            sword=sword,
        )

        return supply_1347

