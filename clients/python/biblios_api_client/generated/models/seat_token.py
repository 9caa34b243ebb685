from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeatToken")



@_attrs_define
class SeatToken:
    """ 
        Attributes:
            name (str):
            seat (int):
            token (None | str): Bearer token of this seat (null: a bot's seat)
     """

    name: str
    seat: int
    token: None | str





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        token: None | str
        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "seat": seat,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        seat_token = cls(
            name=name,
            seat=seat,
            token=token,
        )

        return seat_token

