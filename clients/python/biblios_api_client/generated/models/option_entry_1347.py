from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.option_entry_1347_id import OptionEntry1347Id






T = TypeVar("T", bound="OptionEntry1347")



@_attrs_define
class OptionEntry1347:
    """ 
        Attributes:
            id (OptionEntry1347Id):
            name (str):
            text (str):
     """

    id: OptionEntry1347Id
    name: str
    text: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        name = self.name

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = OptionEntry1347Id(d.pop("id"))




        name = d.pop("name")

        text = d.pop("text")

        option_entry_1347 = cls(
            id=id,
            name=name,
            text=text,
        )

        return option_entry_1347

