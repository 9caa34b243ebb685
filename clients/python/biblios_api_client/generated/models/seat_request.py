from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_request_bot import SeatRequestBot
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatRequest")



@_attrs_define
class SeatRequest:
    """ 
        Attributes:
            bot (SeatRequestBot | Unset): The seat is a bot's (no token).
            external_id (str | Unset): The portal's own id of the player.
            name (str | Unset): 1 to 40 characters (user-perceived), normalized to NFC and stripped; no control characters,
                no bidirectional overrides or isolates, something visible.
     """

    bot: SeatRequestBot | Unset = UNSET
    external_id: str | Unset = UNSET
    name: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        external_id = self.external_id

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _bot = d.pop("bot", UNSET)
        bot: SeatRequestBot | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = SeatRequestBot(_bot)




        external_id = d.pop("external_id", UNSET)

        name = d.pop("name", UNSET)

        seat_request = cls(
            bot=bot,
            external_id=external_id,
            name=name,
        )

        return seat_request

