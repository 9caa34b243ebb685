from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="WebhookTurnData")



@_attrs_define
class WebhookTurnData:
    """ 
        Attributes:
            deadline (datetime.datetime | None): null: no clock
            external_id (None | str):
            game_id (str):
            seat (int):
            version (int):
     """

    deadline: datetime.datetime | None
    external_id: None | str
    game_id: str
    seat: int
    version: int





    def to_dict(self) -> dict[str, Any]:
        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        external_id: None | str
        external_id = self.external_id

        game_id = self.game_id

        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deadline": deadline,
            "external_id": external_id,
            "game_id": game_id,
            "seat": seat,
            "version": version,
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


        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("external_id"))


        game_id = d.pop("game_id")

        seat = d.pop("seat")

        version = d.pop("version")

        webhook_turn_data = cls(
            deadline=deadline,
            external_id=external_id,
            game_id=game_id,
            seat=seat,
            version=version,
        )

        return webhook_turn_data

