from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="NotYourTurnProblemParams")



@_attrs_define
class NotYourTurnProblemParams:
    """ The parameters of the problem `not_your_turn`.

        Attributes:
            waiting_for (int): the seat the game waits for
     """

    waiting_for: int





    def to_dict(self) -> dict[str, Any]:
        waiting_for = self.waiting_for


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "waiting_for": waiting_for,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        waiting_for = d.pop("waiting_for")

        not_your_turn_problem_params = cls(
            waiting_for=waiting_for,
        )

        return not_your_turn_problem_params

