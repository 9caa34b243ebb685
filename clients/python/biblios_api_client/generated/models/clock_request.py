from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_request_type import ClockRequestType
from ..types import UNSET, Unset






T = TypeVar("T", bound="ClockRequest")



@_attrs_define
class ClockRequest:
    """ 
        Attributes:
            type_ (ClockRequestType):
            days (int | Unset): `days`: days per decision (correspondence).
            increment_seconds (int | Unset): `bank`: seconds each decision made adds to its seat's bank; a bank that runs
                out restarts at this (10 s when it is 0); a seat reclaimed after a takeover restarts at the largest of this, 10
                s and a quarter of `initial_seconds`, at most 300 s.
            initial_seconds (int | Unset): `bank`: each seat's bank at the start, in seconds.
            seconds (int | Unset): `decision`: seconds per decision.
            start_grace_seconds (int | Unset): No clock runs until every person's seat has opened the game once (a read or a
                stream with its own token), or this many seconds after creation (default: 900 for `decision` and `bank`, 86400
                for `days`).
     """

    type_: ClockRequestType
    days: int | Unset = UNSET
    increment_seconds: int | Unset = UNSET
    initial_seconds: int | Unset = UNSET
    seconds: int | Unset = UNSET
    start_grace_seconds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        days = self.days

        increment_seconds = self.increment_seconds

        initial_seconds = self.initial_seconds

        seconds = self.seconds

        start_grace_seconds = self.start_grace_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if days is not UNSET:
            field_dict["days"] = days
        if increment_seconds is not UNSET:
            field_dict["increment_seconds"] = increment_seconds
        if initial_seconds is not UNSET:
            field_dict["initial_seconds"] = initial_seconds
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if start_grace_seconds is not UNSET:
            field_dict["start_grace_seconds"] = start_grace_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ClockRequestType(d.pop("type"))




        days = d.pop("days", UNSET)

        increment_seconds = d.pop("increment_seconds", UNSET)

        initial_seconds = d.pop("initial_seconds", UNSET)

        seconds = d.pop("seconds", UNSET)

        start_grace_seconds = d.pop("start_grace_seconds", UNSET)

        clock_request = cls(
            type_=type_,
            days=days,
            increment_seconds=increment_seconds,
            initial_seconds=initial_seconds,
            seconds=seconds,
            start_grace_seconds=start_grace_seconds,
        )

        return clock_request

