from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DuplicatePositionProblemParams1347")



@_attrs_define
class DuplicatePositionProblemParams1347:
    """ The parameters of the problem `duplicate_position`: the same nun position twice (P28, P50).

        Attributes:
            position (int): the position given twice
     """

    position: int





    def to_dict(self) -> dict[str, Any]:
        position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        duplicate_position_problem_params_1347 = cls(
            position=position,
        )

        return duplicate_position_problem_params_1347

