from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.building_1347 import Building1347
  from ..models.population_card_1347 import PopulationCard1347
  from ..models.special_card_1347 import SpecialCard1347





T = TypeVar("T", bound="Reveal1347")



@_attrs_define
class Reveal1347:
    """ 
        Attributes:
            building_deck (list[Building1347]):
            hands (list[list[PopulationCard1347 | SpecialCard1347]]):
            nun_row (list[PopulationCard1347]): population cards, position 1 first
            population_deck (list[PopulationCard1347]): population cards
            reserve_deck (list[Building1347]):
            seed (str): the game's seed, as a decimal string: a committed game's seed is a 64-bit number, beyond
                JavaScript's exact integers (2^53 - 1)
            unused_buildings (list[Building1347]):
     """

    building_deck: list[Building1347]
    hands: list[list[PopulationCard1347 | SpecialCard1347]]
    nun_row: list[PopulationCard1347]
    population_deck: list[PopulationCard1347]
    reserve_deck: list[Building1347]
    seed: str
    unused_buildings: list[Building1347]





    def to_dict(self) -> dict[str, Any]:
        from ..models.building_1347 import Building1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        building_deck = []
        for building_deck_item_data in self.building_deck:
            building_deck_item = building_deck_item_data.to_dict()
            building_deck.append(building_deck_item)



        hands = []
        for hands_item_data in self.hands:
            hands_item = []
            for hands_item_item_data in hands_item_data:
                hands_item_item: dict[str, Any]
                if isinstance(hands_item_item_data, PopulationCard1347):
                    hands_item_item = hands_item_item_data.to_dict()
                else:
                    hands_item_item = hands_item_item_data.to_dict()

                hands_item.append(hands_item_item)


            hands.append(hands_item)



        nun_row = []
        for nun_row_item_data in self.nun_row:
            nun_row_item = nun_row_item_data.to_dict()
            nun_row.append(nun_row_item)



        population_deck = []
        for population_deck_item_data in self.population_deck:
            population_deck_item = population_deck_item_data.to_dict()
            population_deck.append(population_deck_item)



        reserve_deck = []
        for reserve_deck_item_data in self.reserve_deck:
            reserve_deck_item = reserve_deck_item_data.to_dict()
            reserve_deck.append(reserve_deck_item)



        seed = self.seed

        unused_buildings = []
        for unused_buildings_item_data in self.unused_buildings:
            unused_buildings_item = unused_buildings_item_data.to_dict()
            unused_buildings.append(unused_buildings_item)




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
        from ..models.building_1347 import Building1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        d = dict(src_dict)
        building_deck = []
        _building_deck = d.pop("building_deck")
        for building_deck_item_data in (_building_deck):
            building_deck_item = Building1347.from_dict(building_deck_item_data)



            building_deck.append(building_deck_item)


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = []
            _hands_item = hands_item_data
            for hands_item_item_data in (_hands_item):
                def _parse_hands_item_item(data: object) -> PopulationCard1347 | SpecialCard1347:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_card_1347_type_0 = PopulationCard1347.from_dict(data)



                        return componentsschemas_card_1347_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_card_1347_type_1 = SpecialCard1347.from_dict(data)



                    return componentsschemas_card_1347_type_1

                hands_item_item = _parse_hands_item_item(hands_item_item_data)

                hands_item.append(hands_item_item)

            hands.append(hands_item)


        nun_row = []
        _nun_row = d.pop("nun_row")
        for nun_row_item_data in (_nun_row):
            nun_row_item = PopulationCard1347.from_dict(nun_row_item_data)



            nun_row.append(nun_row_item)


        population_deck = []
        _population_deck = d.pop("population_deck")
        for population_deck_item_data in (_population_deck):
            population_deck_item = PopulationCard1347.from_dict(population_deck_item_data)



            population_deck.append(population_deck_item)


        reserve_deck = []
        _reserve_deck = d.pop("reserve_deck")
        for reserve_deck_item_data in (_reserve_deck):
            reserve_deck_item = Building1347.from_dict(reserve_deck_item_data)



            reserve_deck.append(reserve_deck_item)


        seed = d.pop("seed")

        unused_buildings = []
        _unused_buildings = d.pop("unused_buildings")
        for unused_buildings_item_data in (_unused_buildings):
            unused_buildings_item = Building1347.from_dict(unused_buildings_item_data)



            unused_buildings.append(unused_buildings_item)


        reveal_1347 = cls(
            building_deck=building_deck,
            hands=hands,
            nun_row=nun_row,
            population_deck=population_deck,
            reserve_deck=reserve_deck,
            seed=seed,
            unused_buildings=unused_buildings,
        )

        return reveal_1347

