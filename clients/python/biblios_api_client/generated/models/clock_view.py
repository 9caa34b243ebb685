from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_view_type import ClockViewType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.seat_clock_view import SeatClockView





T = TypeVar("T", bound="ClockView")



@_attrs_define
class ClockView:
    """ 
        Attributes:
            awaiting_seats (list[int]): while the start grace lasts, the people's seats that have not opened the game yet
                (whose opening the clocks wait for); else empty
            deadline (datetime.datetime): RFC 3339, UTC
            grace_until (datetime.datetime | None): RFC 3339, UTC: the end of the start grace (no clock runs until every
                person opened the game, or then); null once it is over
            seat (int):
            seats (list[SeatClockView]):
            text (str): the turn's length, localized
            turn_seconds (int): seconds per decision (a bank: its initial time)
            type_ (ClockViewType):
     """

    awaiting_seats: list[int]
    deadline: datetime.datetime
    grace_until: datetime.datetime | None
    seat: int
    seats: list[SeatClockView]
    text: str
    turn_seconds: int
    type_: ClockViewType





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_clock_view import SeatClockView # noqa: PLC0415
        awaiting_seats = self.awaiting_seats



        deadline = self.deadline.isoformat()

        grace_until: None | str
        if isinstance(self.grace_until, datetime.datetime):
            grace_until = self.grace_until.isoformat()
        else:
            grace_until = self.grace_until

        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        text = self.text

        turn_seconds = self.turn_seconds

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "awaiting_seats": awaiting_seats,
            "deadline": deadline,
            "grace_until": grace_until,
            "seat": seat,
            "seats": seats,
            "text": text,
            "turn_seconds": turn_seconds,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_clock_view import SeatClockView # noqa: PLC0415
        d = dict(src_dict)
        awaiting_seats = cast(list[int], d.pop("awaiting_seats"))


        deadline = datetime.datetime.fromisoformat(d.pop("deadline"))




        def _parse_grace_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grace_until_type_0 = datetime.datetime.fromisoformat(data)



                return grace_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        grace_until = _parse_grace_until(d.pop("grace_until"))


        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatClockView.from_dict(seats_item_data)



            seats.append(seats_item)


        text = d.pop("text")

        turn_seconds = d.pop("turn_seconds")

        type_ = ClockViewType(d.pop("type"))




        clock_view = cls(
            awaiting_seats=awaiting_seats,
            deadline=deadline,
            grace_until=grace_until,
            seat=seat,
            seats=seats,
            text=text,
            turn_seconds=turn_seconds,
            type_=type_,
        )

        return clock_view

