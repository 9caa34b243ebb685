from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.variant_entry_biblios_id import VariantEntryBibliosId






T = TypeVar("T", bound="VariantEntryBiblios")



@_attrs_define
class VariantEntryBiblios:
    """ 
        Attributes:
            id (VariantEntryBibliosId):
            name (str):
            text (str):
     """

    id: VariantEntryBibliosId
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
        id = VariantEntryBibliosId(d.pop("id"))




        name = d.pop("name")

        text = d.pop("text")

        variant_entry_biblios = cls(
            id=id,
            name=name,
            text=text,
        )

        return variant_entry_biblios

