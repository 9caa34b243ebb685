from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.buildings_drawn_event_1347_type import BuildingsDrawnEvent1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.buildings_drawn_params_1347 import BuildingsDrawnParams1347





T = TypeVar("T", bound="BuildingsDrawnEvent1347")



@_attrs_define
class BuildingsDrawnEvent1347:
    """ The event `buildings_drawn`: the round's row of buildings was drawn.

        Attributes:
            params (BuildingsDrawnParams1347): The parameters of the event `buildings_drawn`.
            seat (int | None): null: the game's own event
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (BuildingsDrawnEvent1347Type):
     """

    params: BuildingsDrawnParams1347
    seat: int | None
    seq: int
    text: str
    type_: BuildingsDrawnEvent1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.buildings_drawn_params_1347 import BuildingsDrawnParams1347 # noqa: PLC0415
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
        from ..models.buildings_drawn_params_1347 import BuildingsDrawnParams1347 # noqa: PLC0415
        d = dict(src_dict)
        params = BuildingsDrawnParams1347.from_dict(d.pop("params"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seq = d.pop("seq")

        text = d.pop("text")

        type_ = BuildingsDrawnEvent1347Type(d.pop("type"))




        buildings_drawn_event_1347 = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return buildings_drawn_event_1347

