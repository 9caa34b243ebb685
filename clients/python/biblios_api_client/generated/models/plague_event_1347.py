from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.plague_event_1347_type import PlagueEvent1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.plague_params_1347 import PlagueParams1347





T = TypeVar("T", bound="PlagueEvent1347")



@_attrs_define
class PlagueEvent1347:
    """ The event `plague`: the plague struck (P64).

        Attributes:
            params (PlagueParams1347): The parameters of the event `plague`.
            seat (int | None): null: the game's own event
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (PlagueEvent1347Type):
     """

    params: PlagueParams1347
    seat: int | None
    seq: int
    text: str
    type_: PlagueEvent1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.plague_params_1347 import PlagueParams1347 # noqa: PLC0415
        params = self.params.to_dict()

        seat: int | None
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
        from ..models.plague_params_1347 import PlagueParams1347 # noqa: PLC0415
        d = dict(src_dict)
        params = PlagueParams1347.from_dict(d.pop("params"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seq = d.pop("seq")

        text = d.pop("text")

        type_ = PlagueEvent1347Type(d.pop("type"))




        plague_event_1347 = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return plague_event_1347

