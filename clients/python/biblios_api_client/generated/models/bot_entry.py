from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BotEntry")



@_attrs_define
class BotEntry:
    """ 
        Attributes:
            id (str): `bot` in a seat
            name (str): its name, localized
            text (str): how it plays, localized
     """

    id: str
    name: str
    text: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

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
        id = d.pop("id")

        name = d.pop("name")

        text = d.pop("text")

        bot_entry = cls(
            id=id,
            name=name,
            text=text,
        )

        return bot_entry

