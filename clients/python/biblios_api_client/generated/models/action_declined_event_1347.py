from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_declined_event_1347_type import ActionDeclinedEvent1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.action_declined_params_1347 import ActionDeclinedParams1347





T = TypeVar("T", bound="ActionDeclinedEvent1347")



@_attrs_define
class ActionDeclinedEvent1347:
    """ The event `action_declined`: the seat declined the building's action.

        Attributes:
            params (ActionDeclinedParams1347): The parameters of the event `action_declined`.
            seat (int): the seat acting
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (ActionDeclinedEvent1347Type):
     """

    params: ActionDeclinedParams1347
    seat: int
    seq: int
    text: str
    type_: ActionDeclinedEvent1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_declined_params_1347 import ActionDeclinedParams1347 # noqa: PLC0415
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
        from ..models.action_declined_params_1347 import ActionDeclinedParams1347 # noqa: PLC0415
        d = dict(src_dict)
        params = ActionDeclinedParams1347.from_dict(d.pop("params"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        type_ = ActionDeclinedEvent1347Type(d.pop("type"))




        action_declined_event_1347 = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return action_declined_event_1347

