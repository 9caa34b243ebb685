from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="NotYourTurnProblemParams")



@_attrs_define
class NotYourTurnProblemParams:
    """ The parameters of the problem `not_your_turn`: the caller is not the seat the game waits for (spectators included),
    or has no decision to make (a hint).

        Attributes:
            waiting_for (int | list[int]): the seat the game waits for (an action refused), or the seats of the people it
                waits for (a hint refused: an array, possibly empty)
     """

    waiting_for: int | list[int]





    def to_dict(self) -> dict[str, Any]:
        waiting_for: int | list[int]
        if isinstance(self.waiting_for, list):
            waiting_for = self.waiting_for


        else:
            waiting_for = self.waiting_for


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "waiting_for": waiting_for,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_waiting_for(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                waiting_for_type_1 = cast(list[int], data)

                return waiting_for_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        waiting_for = _parse_waiting_for(d.pop("waiting_for"))


        not_your_turn_problem_params = cls(
            waiting_for=waiting_for,
        )

        return not_your_turn_problem_params

