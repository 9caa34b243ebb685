from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_end_reason import StreamEndReason
from ..types import UNSET, Unset






T = TypeVar("T", bound="StreamEnd")



@_attrs_define
class StreamEnd:
    """ 
        Attributes:
            version (int):
            reason (StreamEndReason | Unset): absent: the game is over; `token_replaced`: the seat's token was re-issued,
                this stream's token no longer works
     """

    version: int
    reason: StreamEndReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        _reason = d.pop("reason", UNSET)
        reason: StreamEndReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = StreamEndReason(_reason)




        stream_end = cls(
            version=version,
            reason=reason,
        )

        return stream_end

