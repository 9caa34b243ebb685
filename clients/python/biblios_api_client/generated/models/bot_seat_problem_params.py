from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BotSeatProblemParams")



@_attrs_define
class BotSeatProblemParams:
    """ The parameters of the problem `bot_seat`: the seat named is a bot's, where a person's is needed.

        Attributes:
            seat (int): the bot's seat
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

        bot_seat_problem_params = cls(
            seat=seat,
        )

        return bot_seat_problem_params

