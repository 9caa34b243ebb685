from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.step_entry_1347_id import StepEntry1347Id






T = TypeVar("T", bound="StepEntry1347")



@_attrs_define
class StepEntry1347:
    """ 
        Attributes:
            id (StepEntry1347Id):
            name (str):
     """

    id: StepEntry1347Id
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
        id = StepEntry1347Id(d.pop("id"))




        name = d.pop("name")

        step_entry_1347 = cls(
            id=id,
            name=name,
        )

        return step_entry_1347

