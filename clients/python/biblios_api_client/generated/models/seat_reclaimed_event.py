from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_reclaimed_event_type import SeatReclaimedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_reclaimed_params import SeatReclaimedParams





T = TypeVar("T", bound="SeatReclaimedEvent")



@_attrs_define
class SeatReclaimedEvent:
    """ The event `seat_reclaimed`: the seat's person took it back from the bot (it had been taken over).

        Attributes:
            params (SeatReclaimedParams): The parameters of the event `seat_reclaimed`.
            seat (int): the seat acting
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (SeatReclaimedEventType):
     """

    params: SeatReclaimedParams
    seat: int
    seq: int
    text: str
    type_: SeatReclaimedEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_reclaimed_params import SeatReclaimedParams # noqa: PLC0415
        params = self.params.to_dict()

        seat = self.seat

        seq = self.seq

        text = self.text

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "params": params,
            "seat": seat,
            "seq": seq,
            "text": text,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_reclaimed_params import SeatReclaimedParams # noqa: PLC0415
        d = dict(src_dict)
        params = SeatReclaimedParams.from_dict(d.pop("params"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        type_ = SeatReclaimedEventType(d.pop("type"))




        seat_reclaimed_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return seat_reclaimed_event

