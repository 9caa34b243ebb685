from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.level_entry_1347_id import LevelEntry1347Id






T = TypeVar("T", bound="LevelEntry1347")



@_attrs_define
class LevelEntry1347:
    """ 
        Attributes:
            id (LevelEntry1347Id):
            name (str):
     """

    id: LevelEntry1347Id
    name: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = LevelEntry1347Id(d.pop("id"))




        name = d.pop("name")

        level_entry_1347 = cls(
            id=id,
            name=name,
        )

        return level_entry_1347

