from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.class_entry_1347_id import ClassEntry1347Id






T = TypeVar("T", bound="ClassEntry1347")



@_attrs_define
class ClassEntry1347:
    """ 
        Attributes:
            figure (str):
            id (ClassEntry1347Id):
            name (str):
     """

    figure: str
    id: ClassEntry1347Id
    name: str





    def to_dict(self) -> dict[str, Any]:
        figure = self.figure

        id = self.id.value

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "id": id,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = d.pop("figure")

        id = ClassEntry1347Id(d.pop("id"))




        name = d.pop("name")

        class_entry_1347 = cls(
            figure=figure,
            id=id,
            name=name,
        )

        return class_entry_1347

