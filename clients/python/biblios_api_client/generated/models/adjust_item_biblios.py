from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.adjust_item_biblios_category import AdjustItemBibliosCategory






T = TypeVar("T", bound="AdjustItemBiblios")



@_attrs_define
class AdjustItemBiblios:
    """ 
        Attributes:
            category (AdjustItemBibliosCategory):
            delta (int): +1 or -1 (R17).
     """

    category: AdjustItemBibliosCategory
    delta: int





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        delta = self.delta


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "delta": delta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = AdjustItemBibliosCategory(d.pop("category"))




        delta = d.pop("delta")

        adjust_item_biblios = cls(
            category=category,
            delta=delta,
        )

        return adjust_item_biblios

