from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gold_card_biblios_kind import GoldCardBibliosKind






T = TypeVar("T", bound="GoldCardBiblios")



@_attrs_define
class GoldCardBiblios:
    """ 
        Attributes:
            id (str):
            kind (GoldCardBibliosKind):
            name (str):
            value (int):
     """

    id: str
    kind: GoldCardBibliosKind
    name: str
    value: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        name = self.name

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "kind": kind,
            "name": name,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = GoldCardBibliosKind(d.pop("kind"))




        name = d.pop("name")

        value = d.pop("value")

        gold_card_biblios = cls(
            id=id,
            kind=kind,
            name=name,
            value=value,
        )

        return gold_card_biblios

