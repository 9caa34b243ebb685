from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatNotTakenOverProblemParams")



@_attrs_define
class SeatNotTakenOverProblemParams:
    """ The parameters of the problem `seat_not_taken_over`: `POST .../seats/{seat}/reclaim` for a seat that is playing
    (nothing to take back).

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

        seat_not_taken_over_problem_params = cls(
            seat=seat,
        )

        return seat_not_taken_over_problem_params

