from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="SeatClockView")



@_attrs_define
class SeatClockView:
    """ 
        Attributes:
            deadline (datetime.datetime | None): RFC 3339, UTC: when the seat runs out of time, for a seat the game waits
                for (during the start grace: if the grace runs out); else null
            remaining_seconds (float | None): the seat's time left (a bank's, even while it does not run); null: not waited
                for and no bank, or a seat a bot plays (resigned, taken over)
            running (bool): the seat's time is running down now
            seat (int):
     """

    deadline: datetime.datetime | None
    remaining_seconds: float | None
    running: bool
    seat: int





    def to_dict(self) -> dict[str, Any]:
        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        remaining_seconds: float | None
        remaining_seconds = self.remaining_seconds

        running = self.running

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deadline": deadline,
            "remaining_seconds": remaining_seconds,
            "running": running,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)



                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))


        def _parse_remaining_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        remaining_seconds = _parse_remaining_seconds(d.pop("remaining_seconds"))


        running = d.pop("running")

        seat = d.pop("seat")

        seat_clock_view = cls(
            deadline=deadline,
            remaining_seconds=remaining_seconds,
            running=running,
            seat=seat,
        )

        return seat_clock_view

