from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CardSelection1347")



@_attrs_define
class CardSelection1347:
    """ 
        Attributes:
            from_ (list[str]):
            max_ (int):
            min_ (int):
     """

    from_: list[str]
    max_: int
    min_: int





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_



        max_ = self.max_

        min_ = self.min_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "max": max_,
            "min": min_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = cast(list[str], d.pop("from"))


        max_ = d.pop("max")

        min_ = d.pop("min")

        card_selection_1347 = cls(
            from_=from_,
            max_=max_,
            min_=min_,
        )

        return card_selection_1347

