from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TurnBiblios")



@_attrs_define
class TurnBiblios:
    """ 
        Attributes:
            auction (bool):
            keep (bool):
            public (int):
     """

    auction: bool
    keep: bool
    public: int





    def to_dict(self) -> dict[str, Any]:
        auction = self.auction

        keep = self.keep

        public = self.public


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "auction": auction,
            "keep": keep,
            "public": public,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auction = d.pop("auction")

        keep = d.pop("keep")

        public = d.pop("public")

        turn_biblios = cls(
            auction=auction,
            keep=keep,
            public=public,
        )

        return turn_biblios

