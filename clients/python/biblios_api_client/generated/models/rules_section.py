from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RulesSection")



@_attrs_define
class RulesSection:
    """ 
        Attributes:
            id (str):
            text (str):
            title (str):
     """

    id: str
    text: str
    title: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        text = self.text

        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "text": text,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        text = d.pop("text")

        title = d.pop("title")

        rules_section = cls(
            id=id,
            text=text,
            title=title,
        )

        return rules_section

