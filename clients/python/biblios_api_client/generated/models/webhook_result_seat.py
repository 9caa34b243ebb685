from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_result_seat_status import WebhookResultSeatStatus
from typing import cast






T = TypeVar("T", bound="WebhookResultSeat")



@_attrs_define
class WebhookResultSeat:
    """ 
        Attributes:
            external_id (None | str):
            points (int | None):
            rank (int): the placement (1 is best; ties share it)
            seat (int):
            standing (str): how the seat ended: `finished`, `resigned`, `taken_over`, or the game's own (1347: `killed`,
                `spared`)
            status (WebhookResultSeatStatus):
     """

    external_id: None | str
    points: int | None
    rank: int
    seat: int
    standing: str
    status: WebhookResultSeatStatus





    def to_dict(self) -> dict[str, Any]:
        external_id: None | str
        external_id = self.external_id

        points: int | None
        points = self.points

        rank = self.rank

        seat = self.seat

        standing = self.standing

        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "external_id": external_id,
            "points": points,
            "rank": rank,
            "seat": seat,
            "standing": standing,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("external_id"))


        def _parse_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points = _parse_points(d.pop("points"))


        rank = d.pop("rank")

        seat = d.pop("seat")

        standing = d.pop("standing")

        status = WebhookResultSeatStatus(d.pop("status"))




        webhook_result_seat = cls(
            external_id=external_id,
            points=points,
            rank=rank,
            seat=seat,
            standing=standing,
            status=status,
        )

        return webhook_result_seat

