from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RoundStartedParams1347")



@_attrs_define
class RoundStartedParams1347:
    """ The parameters of the event `round_started`.

        Attributes:
            round_ (int):
            start_seat (int):
     """

    round_: int
    start_seat: int





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        start_seat = self.start_seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "start_seat": start_seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        start_seat = d.pop("start_seat")

        round_started_params_1347 = cls(
            round_=round_,
            start_seat=start_seat,
        )

        return round_started_params_1347

