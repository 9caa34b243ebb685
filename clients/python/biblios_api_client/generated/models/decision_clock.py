from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.decision_clock_type import DecisionClockType
from ..types import UNSET, Unset






T = TypeVar("T", bound="DecisionClock")



@_attrs_define
class DecisionClock:
    """ 
        Attributes:
            seconds (int): `decision`: seconds per decision.
            type_ (DecisionClockType):
            start_grace_seconds (int | Unset): No clock runs until every person's seat has opened the game once (a read or a
                stream with its own token), or this many seconds after creation. Default: 900.
     """

    seconds: int
    type_: DecisionClockType
    start_grace_seconds: int | Unset = 900





    def to_dict(self) -> dict[str, Any]:
        seconds = self.seconds

        type_ = self.type_.value

        start_grace_seconds = self.start_grace_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seconds": seconds,
            "type": type_,
        })
        if start_grace_seconds is not UNSET:
            field_dict["start_grace_seconds"] = start_grace_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seconds = d.pop("seconds")

        type_ = DecisionClockType(d.pop("type"))




        start_grace_seconds = d.pop("start_grace_seconds", UNSET)

        decision_clock = cls(
            seconds=seconds,
            type_=type_,
            start_grace_seconds=start_grace_seconds,
        )

        return decision_clock

