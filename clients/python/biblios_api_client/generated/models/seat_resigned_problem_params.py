from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatResignedProblemParams")



@_attrs_define
class SeatResignedProblemParams:
    """ The parameters of the problem `seat_resigned`: the seat has resigned: its token reads, it no longer acts (checked
    after `game_over`, before `not_your_turn`).

        Attributes:
            seat (int): the seat
     """

    seat: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seat_resigned_problem_params = cls(
            seat=seat,
        )

        return seat_resigned_problem_params

