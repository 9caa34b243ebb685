from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StreamTicket")



@_attrs_define
class StreamTicket:
    """ 
        Attributes:
            expires_in (int): Seconds the ticket can be used (one use).
            ticket (str): Send it as `?ticket=` to open the stream.
     """

    expires_in: int
    ticket: str





    def to_dict(self) -> dict[str, Any]:
        expires_in = self.expires_in

        ticket = self.ticket


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expires_in": expires_in,
            "ticket": ticket,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_in = d.pop("expires_in")

        ticket = d.pop("ticket")

        stream_ticket = cls(
            expires_in=expires_in,
            ticket=ticket,
        )

        return stream_ticket

