from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.review_out_status import ReviewOutStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.reviewed_seat import ReviewedSeat





T = TypeVar("T", bound="ReviewOut")



@_attrs_define
class ReviewOut:
    """ 
        Attributes:
            status (ReviewOutStatus):
            seats (list[ReviewedSeat] | Unset): when ready: the person seats
     """

    status: ReviewOutStatus
    seats: list[ReviewedSeat] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reviewed_seat import ReviewedSeat # noqa: PLC0415
        status = self.status.value

        seats: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = seats_item_data.to_dict()
                seats.append(seats_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reviewed_seat import ReviewedSeat # noqa: PLC0415
        d = dict(src_dict)
        status = ReviewOutStatus(d.pop("status"))




        _seats = d.pop("seats", UNSET)
        seats: list[ReviewedSeat] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = ReviewedSeat.from_dict(seats_item_data)



                seats.append(seats_item)


        review_out = cls(
            status=status,
            seats=seats,
        )

        return review_out

