from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hint_given_event_type import HintGivenEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.hint_given_params import HintGivenParams





T = TypeVar("T", bound="HintGivenEvent")



@_attrs_define
class HintGivenEvent:
    """ The event `hint_given`: the seat asked the expert for a hint (in a game created with hints; every seat sees it).

        Attributes:
            params (HintGivenParams): The parameters of the event `hint_given`.
            seat (int): the seat acting
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (HintGivenEventType):
     """

    params: HintGivenParams
    seat: int
    seq: int
    text: str
    type_: HintGivenEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.hint_given_params import HintGivenParams # noqa: PLC0415
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
        from ..models.hint_given_params import HintGivenParams # noqa: PLC0415
        d = dict(src_dict)
        params = HintGivenParams.from_dict(d.pop("params"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        type_ = HintGivenEventType(d.pop("type"))




        hint_given_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return hint_given_event

