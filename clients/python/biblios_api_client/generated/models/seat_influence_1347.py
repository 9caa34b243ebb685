from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatInfluence1347")



@_attrs_define
class SeatInfluence1347:
    """ 
        Attributes:
            bourgeoisie (int):
            chivalry (int):
            church (int):
            magic (int):
            peasantry (int):
            royalty (int):
     """

    bourgeoisie: int
    chivalry: int
    church: int
    magic: int
    peasantry: int
    royalty: int





    def to_dict(self) -> dict[str, Any]:
        bourgeoisie = self.bourgeoisie

        chivalry = self.chivalry

        church = self.church

        magic = self.magic

        peasantry = self.peasantry

        royalty = self.royalty


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bourgeoisie": bourgeoisie,
            "chivalry": chivalry,
            "church": church,
            "magic": magic,
            "peasantry": peasantry,
            "royalty": royalty,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bourgeoisie = d.pop("bourgeoisie")

        chivalry = d.pop("chivalry")

        church = d.pop("church")

        magic = d.pop("magic")

        peasantry = d.pop("peasantry")

        royalty = d.pop("royalty")

        seat_influence_1347 = cls(
            bourgeoisie=bourgeoisie,
            chivalry=chivalry,
            church=church,
            magic=magic,
            peasantry=peasantry,
            royalty=royalty,
        )

        return seat_influence_1347

