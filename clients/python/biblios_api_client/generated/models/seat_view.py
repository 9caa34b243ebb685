from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_view_bot_type_0 import SeatViewBotType0
from ..models.seat_view_status import SeatViewStatus
from typing import cast






T = TypeVar("T", bound="SeatView")



@_attrs_define
class SeatView:
    """ 
        Attributes:
            bot (None | SeatViewBotType0): null: a person (a tutorial's other seats: its scripted bots)
            connected (bool): a stream of this seat is open
            external_id (None | str): the portal's id of the player
            name (str):
            seat (int):
            status (SeatViewStatus):
     """

    bot: None | SeatViewBotType0
    connected: bool
    external_id: None | str
    name: str
    seat: int
    status: SeatViewStatus





    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        if isinstance(self.bot, SeatViewBotType0):
            bot = self.bot.value
        else:
            bot = self.bot

        connected = self.connected

        external_id: None | str
        external_id = self.external_id

        name = self.name

        seat = self.seat

        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
            "connected": connected,
            "external_id": external_id,
            "name": name,
            "seat": seat,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_bot(data: object) -> None | SeatViewBotType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = SeatViewBotType0(data)



                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatViewBotType0, data)

        bot = _parse_bot(d.pop("bot"))


        connected = d.pop("connected")

        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("external_id"))


        name = d.pop("name")

        seat = d.pop("seat")

        status = SeatViewStatus(d.pop("status"))




        seat_view = cls(
            bot=bot,
            connected=connected,
            external_id=external_id,
            name=name,
            seat=seat,
            status=status,
        )

        return seat_view

