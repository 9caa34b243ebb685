from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="InvalidLoserProblemParams1347")



@_attrs_define
class InvalidLoserProblemParams1347:
    """ The parameters of the problem `invalid_loser`: not one of the tied losers (P36, P37).

        Attributes:
            candidates (list[int]): the seats tied for fewest
            seat (int): the seat given
     """

    candidates: list[int]
    seat: int





    def to_dict(self) -> dict[str, Any]:
        candidates = self.candidates



        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "candidates": candidates,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        candidates = cast(list[int], d.pop("candidates"))


        seat = d.pop("seat")

        invalid_loser_problem_params_1347 = cls(
            candidates=candidates,
            seat=seat,
        )

        return invalid_loser_problem_params_1347

