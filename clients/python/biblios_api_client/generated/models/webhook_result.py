from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.webhook_result_seat import WebhookResultSeat





T = TypeVar("T", bound="WebhookResult")



@_attrs_define
class WebhookResult:
    """ 
        Attributes:
            seats (list[WebhookResultSeat]):
     """

    seats: list[WebhookResultSeat]





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_result_seat import WebhookResultSeat # noqa: PLC0415
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_result_seat import WebhookResultSeat # noqa: PLC0415
        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = WebhookResultSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        webhook_result = cls(
            seats=seats,
        )

        return webhook_result

