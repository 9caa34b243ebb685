from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_seat_taken_over_data_reason import WebhookSeatTakenOverDataReason
from typing import cast






T = TypeVar("T", bound="WebhookSeatTakenOverData")



@_attrs_define
class WebhookSeatTakenOverData:
    """ 
        Attributes:
            external_id (None | str):
            game_id (str):
            reason (WebhookSeatTakenOverDataReason):
            seat (int):
            version (int):
     """

    external_id: None | str
    game_id: str
    reason: WebhookSeatTakenOverDataReason
    seat: int
    version: int





    def to_dict(self) -> dict[str, Any]:
        external_id: None | str
        external_id = self.external_id

        game_id = self.game_id

        reason = self.reason.value

        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "external_id": external_id,
            "game_id": game_id,
            "reason": reason,
            "seat": seat,
            "version": version,
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


        game_id = d.pop("game_id")

        reason = WebhookSeatTakenOverDataReason(d.pop("reason"))




        seat = d.pop("seat")

        version = d.pop("version")

        webhook_seat_taken_over_data = cls(
            external_id=external_id,
            game_id=game_id,
            reason=reason,
            seat=seat,
            version=version,
        )

        return webhook_seat_taken_over_data

