from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Counts1347")



@_attrs_define
class Counts1347:
    """ 
        Attributes:
            buildings (int):
            buildings_per_class (int):
            flute (int):
            gold (int):
            hand (int):
            joker (int):
            nun_row (int):
            pass_ (int):
            population (int):
            start_rats (int):
            sword (int):
            vp_tokens (int):
     """

    buildings: int
    buildings_per_class: int
    flute: int
    gold: int
    hand: int
    joker: int
    nun_row: int
    pass_: int
    population: int
    start_rats: int
    sword: int
    vp_tokens: int





    def to_dict(self) -> dict[str, Any]:
        buildings = self.buildings

        buildings_per_class = self.buildings_per_class

        flute = self.flute

        gold = self.gold

        hand = self.hand

        joker = self.joker

        nun_row = self.nun_row

        pass_ = self.pass_

        population = self.population

        start_rats = self.start_rats

        sword = self.sword

        vp_tokens = self.vp_tokens


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "buildings": buildings,
            "buildings_per_class": buildings_per_class,
            "flute": flute,
            "gold": gold,
            "hand": hand,
            "joker": joker,
            "nun_row": nun_row,
            "pass": pass_,
            "population": population,
            "start_rats": start_rats,
            "sword": sword,
            "vp_tokens": vp_tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        buildings = d.pop("buildings")

        buildings_per_class = d.pop("buildings_per_class")

        flute = d.pop("flute")

        gold = d.pop("gold")

        hand = d.pop("hand")

        joker = d.pop("joker")

        nun_row = d.pop("nun_row")

        pass_ = d.pop("pass")

        population = d.pop("population")

        start_rats = d.pop("start_rats")

        sword = d.pop("sword")

        vp_tokens = d.pop("vp_tokens")

        counts_1347 = cls(
            buildings=buildings,
            buildings_per_class=buildings_per_class,
            flute=flute,
            gold=gold,
            hand=hand,
            joker=joker,
            nun_row=nun_row,
            pass_=pass_,
            population=population,
            start_rats=start_rats,
            sword=sword,
            vp_tokens=vp_tokens,
        )

        return counts_1347

