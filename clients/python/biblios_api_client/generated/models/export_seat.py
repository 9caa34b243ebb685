from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.export_seat_status import ExportSeatStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ExportSeat")



@_attrs_define
class ExportSeat:
    """ 
        Attributes:
            bot (None | str):
            external_id (None | str):
            name (None | str):
            seat (int):
            status (ExportSeatStatus):
            hints (int | Unset): the hints the seat asked for; only in a game with hints
     """

    bot: None | str
    external_id: None | str
    name: None | str
    seat: int
    status: ExportSeatStatus
    hints: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        external_id: None | str
        external_id = self.external_id

        name: None | str
        name = self.name

        seat = self.seat

        status = self.status.value

        hints = self.hints


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
            "external_id": external_id,
            "name": name,
            "seat": seat,
            "status": status,
        })
        if hints is not UNSET:
            field_dict["hints"] = hints

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("external_id"))


        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        seat = d.pop("seat")

        status = ExportSeatStatus(d.pop("status"))




        hints = d.pop("hints", UNSET)

        export_seat = cls(
            bot=bot,
            external_id=external_id,
            name=name,
            seat=seat,
            status=status,
            hints=hints,
        )

        return export_seat

