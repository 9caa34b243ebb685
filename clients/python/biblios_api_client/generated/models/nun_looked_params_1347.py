from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="NunLookedParams1347")



@_attrs_define
class NunLookedParams1347:
    """ The parameters of the event `nun_looked`.

        Attributes:
            position (int): 1-based
            card (str | Unset): the card looked at, seen by the seat; private: only the seats the event concerns (everyone
                once the game is over)
     """

    position: int
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        position = self.position

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "position": position,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        card = d.pop("card", UNSET)

        nun_looked_params_1347 = cls(
            position=position,
            card=card,
        )

        return nun_looked_params_1347

