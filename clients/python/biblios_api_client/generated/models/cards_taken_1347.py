from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CardsTaken1347")



@_attrs_define
class CardsTaken1347:
    """ 
        Attributes:
            flute (int | Unset):
            gold (int | Unset):
            joker (int | Unset):
            pass_ (int | Unset):
            sword (int | Unset):
     """

    flute: int | Unset = UNSET
    gold: int | Unset = UNSET
    joker: int | Unset = UNSET
    pass_: int | Unset = UNSET
    sword: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        flute = self.flute

        gold = self.gold

        joker = self.joker

        pass_ = self.pass_

        sword = self.sword


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if flute is not UNSET:
            field_dict["flute"] = flute
        if gold is not UNSET:
            field_dict["gold"] = gold
        if joker is not UNSET:
            field_dict["joker"] = joker
        if pass_ is not UNSET:
            field_dict["pass"] = pass_
        if sword is not UNSET:
            field_dict["sword"] = sword

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        flute = d.pop("flute", UNSET)

        gold = d.pop("gold", UNSET)

        joker = d.pop("joker", UNSET)

        pass_ = d.pop("pass", UNSET)

        sword = d.pop("sword", UNSET)

        cards_taken_1347 = cls(
            flute=flute,
            gold=gold,
            joker=joker,
            pass_=pass_,
            sword=sword,
        )

        return cards_taken_1347

