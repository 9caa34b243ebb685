from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="InvalidRowProblemParams1347")



@_attrs_define
class InvalidRowProblemParams1347:
    """ The parameters of the problem `invalid_row`: no such row position (P25, P30).

        Attributes:
            max_ (int): the row's last position
            row (int): the position given
     """

    max_: int
    row: int





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        row = d.pop("row")

        invalid_row_problem_params_1347 = cls(
            max_=max_,
            row=row,
        )

        return invalid_row_problem_params_1347

