from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="NewSeatToken")



@_attrs_define
class NewSeatToken:
    """ 
        Attributes:
            seat (int):
            token (str): the seat's new token; the old one is void
     """

    seat: int
    token: str





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        token = d.pop("token")

        new_seat_token = cls(
            seat=seat,
            token=token,
        )

        return new_seat_token

