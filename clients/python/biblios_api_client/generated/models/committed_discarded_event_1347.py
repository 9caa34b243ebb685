from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.committed_discarded_event_1347_type import CommittedDiscardedEvent1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.committed_discarded_params_1347 import CommittedDiscardedParams1347





T = TypeVar("T", bound="CommittedDiscardedEvent1347")



@_attrs_define
class CommittedDiscardedEvent1347:
    """ The event `committed_discarded`: the cards the seat entered with went to the discard pile (P39).

        Attributes:
            params (CommittedDiscardedParams1347): The parameters of the event `committed_discarded`.
            seat (int): the seat acting
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (CommittedDiscardedEvent1347Type):
     """

    params: CommittedDiscardedParams1347
    seat: int
    seq: int
    text: str
    type_: CommittedDiscardedEvent1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.committed_discarded_params_1347 import CommittedDiscardedParams1347 # noqa: PLC0415
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
        from ..models.committed_discarded_params_1347 import CommittedDiscardedParams1347 # noqa: PLC0415
        d = dict(src_dict)
        params = CommittedDiscardedParams1347.from_dict(d.pop("params"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        type_ = CommittedDiscardedEvent1347Type(d.pop("type"))




        committed_discarded_event_1347 = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return committed_discarded_event_1347

