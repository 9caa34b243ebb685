from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_taken_over_event_type import SeatTakenOverEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_taken_over_params import SeatTakenOverParams





T = TypeVar("T", bound="SeatTakenOverEvent")



@_attrs_define
class SeatTakenOverEvent:
    """ The event `seat_taken_over`: a bot plays the seat from now on (three timeouts in a row).

        Attributes:
            params (SeatTakenOverParams): The parameters of the event `seat_taken_over`.
            seat (int): the seat acting
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (SeatTakenOverEventType):
     """

    params: SeatTakenOverParams
    seat: int
    seq: int
    text: str
    type_: SeatTakenOverEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_taken_over_params import SeatTakenOverParams # noqa: PLC0415
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
        from ..models.seat_taken_over_params import SeatTakenOverParams # noqa: PLC0415
        d = dict(src_dict)
        params = SeatTakenOverParams.from_dict(d.pop("params"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        type_ = SeatTakenOverEventType(d.pop("type"))




        seat_taken_over_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return seat_taken_over_event

