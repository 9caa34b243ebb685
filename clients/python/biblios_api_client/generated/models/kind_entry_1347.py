from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kind_entry_1347_id import KindEntry1347Id






T = TypeVar("T", bound="KindEntry1347")



@_attrs_define
class KindEntry1347:
    """ 
        Attributes:
            count (int):
            id (KindEntry1347Id):
            name (str):
            text (str):
     """

    count: int
    id: KindEntry1347Id
    name: str
    text: str





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        id = self.id.value

        name = self.name

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "id": id,
            "name": name,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        id = KindEntry1347Id(d.pop("id"))




        name = d.pop("name")

        text = d.pop("text")

        kind_entry_1347 = cls(
            count=count,
            id=id,
            name=name,
            text=text,
        )

        return kind_entry_1347

