from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Scoring1347")



@_attrs_define
class Scoring1347:
    """ 
        Attributes:
            gold (list[int]): P61
            influence (list[int]): P59
            majority (int): P60
            shared_majority (int):
     """

    gold: list[int]
    influence: list[int]
    majority: int
    shared_majority: int





    def to_dict(self) -> dict[str, Any]:
        gold = self.gold



        influence = self.influence



        majority = self.majority

        shared_majority = self.shared_majority


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gold": gold,
            "influence": influence,
            "majority": majority,
            "shared_majority": shared_majority,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gold = cast(list[int], d.pop("gold"))


        influence = cast(list[int], d.pop("influence"))


        majority = d.pop("majority")

        shared_majority = d.pop("shared_majority")

        scoring_1347 = cls(
            gold=gold,
            influence=influence,
            majority=majority,
            shared_majority=shared_majority,
        )

        return scoring_1347

