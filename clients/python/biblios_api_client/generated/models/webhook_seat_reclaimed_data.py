from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WebhookSeatReclaimedData")



@_attrs_define
class WebhookSeatReclaimedData:
    """ 
        Attributes:
            external_id (None | str):
            game_id (str):
            seat (int):
            version (int):
     """

    external_id: None | str
    game_id: str
    seat: int
    version: int





    def to_dict(self) -> dict[str, Any]:
        external_id: None | str
        external_id = self.external_id

        game_id = self.game_id

        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "external_id": external_id,
            "game_id": game_id,
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

        seat = d.pop("seat")

        version = d.pop("version")

        webhook_seat_reclaimed_data = cls(
            external_id=external_id,
            game_id=game_id,
            seat=seat,
            version=version,
        )

        return webhook_seat_reclaimed_data

