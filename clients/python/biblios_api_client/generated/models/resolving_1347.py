from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.resolving_1347_step import Resolving1347Step






T = TypeVar("T", bound="Resolving1347")



@_attrs_define
class Resolving1347:
    """ 
        Attributes:
            row (int):
            step (Resolving1347Step):
     """

    row: int
    step: Resolving1347Step





    def to_dict(self) -> dict[str, Any]:
        row = self.row

        step = self.step.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "row": row,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        step = Resolving1347Step(d.pop("step"))




        resolving_1347 = cls(
            row=row,
            step=step,
        )

        return resolving_1347

