from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_event_event import StreamEventEvent
from ..types import UNSET, Unset






T = TypeVar("T", bound="StreamEvent")



@_attrs_define
class StreamEvent:
    """ 
        Attributes:
            data (str): JSON. `update`: `{"version": <int>, "view": <the caller's view, as GET /v1/games/{game_id} answers
                it>, "events": [<event, as GET /v1/games/{game_id}/events lists it>...]}`. `end`: `{"version": <int>}`, with
                `"reason": "token_replaced"` when the seat's token was re-issued.
            event (StreamEventEvent):
            id (str | Unset): The game's version (an `update`'s `version`).
     """

    data: str
    event: StreamEventEvent
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event = self.event.value

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "data": data,
            "event": event,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        data = d.pop("data")

        event = StreamEventEvent(d.pop("event"))




        id = d.pop("id", UNSET)

        stream_event = cls(
            data=data,
            event=event,
            id=id,
        )

        return stream_event

