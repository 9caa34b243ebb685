from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ExportReveal1347")



@_attrs_define
class ExportReveal1347:
    """ 
        Attributes:
            building_deck (list[str]):
            hands (list[list[str]]):
            nun_row (list[str]):
            population_deck (list[str]):
            reserve_deck (list[str]):
            seed (str): the game's seed, as a decimal string: a committed game's seed is a 64-bit number, beyond
                JavaScript's exact integers (2^53 - 1)
            unused_buildings (list[str]):
     """

    building_deck: list[str]
    hands: list[list[str]]
    nun_row: list[str]
    population_deck: list[str]
    reserve_deck: list[str]
    seed: str
    unused_buildings: list[str]





    def to_dict(self) -> dict[str, Any]:
        building_deck = self.building_deck



        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        nun_row = self.nun_row



        population_deck = self.population_deck



        reserve_deck = self.reserve_deck



        seed = self.seed

        unused_buildings = self.unused_buildings




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building_deck": building_deck,
            "hands": hands,
            "nun_row": nun_row,
            "population_deck": population_deck,
            "reserve_deck": reserve_deck,
            "seed": seed,
            "unused_buildings": unused_buildings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building_deck = cast(list[str], d.pop("building_deck"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)


        nun_row = cast(list[str], d.pop("nun_row"))


        population_deck = cast(list[str], d.pop("population_deck"))


        reserve_deck = cast(list[str], d.pop("reserve_deck"))


        seed = d.pop("seed")

        unused_buildings = cast(list[str], d.pop("unused_buildings"))


        export_reveal_1347 = cls(
            building_deck=building_deck,
            hands=hands,
            nun_row=nun_row,
            population_deck=population_deck,
            reserve_deck=reserve_deck,
            seed=seed,
            unused_buildings=unused_buildings,
        )

        return export_reveal_1347

