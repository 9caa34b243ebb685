from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.population_card_1347 import PopulationCard1347
  from ..models.special_card_1347 import SpecialCard1347





T = TypeVar("T", bound="Entered1347")



@_attrs_define
class Entered1347:
    """ 
        Attributes:
            cards (list[PopulationCard1347 | SpecialCard1347] | None): the caller's own, and everyone's once revealed (P35)
            count (int): cards put face down
            row (int):
            space (int):
     """

    cards: list[PopulationCard1347 | SpecialCard1347] | None
    count: int
    row: int
    space: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        cards: list[dict[str, Any]] | None
        if isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item: dict[str, Any]
                if isinstance(cards_type_0_item_data, PopulationCard1347):
                    cards_type_0_item = cards_type_0_item_data.to_dict()
                else:
                    cards_type_0_item = cards_type_0_item_data.to_dict()

                cards.append(cards_type_0_item)


        else:
            cards = self.cards

        count = self.count

        row = self.row

        space = self.space


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "count": count,
            "row": row,
            "space": space,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_cards(data: object) -> list[PopulationCard1347 | SpecialCard1347] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in (_cards_type_0):
                    def _parse_cards_type_0_item(data: object) -> PopulationCard1347 | SpecialCard1347:
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

                    cards_type_0_item = _parse_cards_type_0_item(cards_type_0_item_data)

                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PopulationCard1347 | SpecialCard1347] | None, data)

        cards = _parse_cards(d.pop("cards"))


        count = d.pop("count")

        row = d.pop("row")

        space = d.pop("space")

        entered_1347 = cls(
            cards=cards,
            count=count,
            row=row,
            space=space,
        )

        return entered_1347

