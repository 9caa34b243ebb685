from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatTakenOverProblemParams")



@_attrs_define
class SeatTakenOverProblemParams:
    """ The parameters of the problem `seat_taken_over`: a bot took the seat over after three timeouts in a row (same place
    in the check order).

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

        seat_taken_over_problem_params = cls(
            seat=seat,
        )

        return seat_taken_over_problem_params

