from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.phase_entry_1347_id import PhaseEntry1347Id






T = TypeVar("T", bound="PhaseEntry1347")



@_attrs_define
class PhaseEntry1347:
    """ 
        Attributes:
            id (PhaseEntry1347Id):
            name (str):
     """

    id: PhaseEntry1347Id
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
        id = PhaseEntry1347Id(d.pop("id"))




        name = d.pop("name")

        phase_entry_1347 = cls(
            id=id,
            name=name,
        )

        return phase_entry_1347

