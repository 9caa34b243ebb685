from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="InvalidPositionProblemParams1347")



@_attrs_define
class InvalidPositionProblemParams1347:
    """ The parameters of the problem `invalid_position`: a nun position outside 1..5 (P28).

        Attributes:
            max_ (int): the nun row's last position
            position (int): the position given
     """

    max_: int
    position: int





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        position = d.pop("position")

        invalid_position_problem_params_1347 = cls(
            max_=max_,
            position=position,
        )

        return invalid_position_problem_params_1347

