from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.category_card import CategoryCard
  from ..models.church_card import ChurchCard
  from ..models.gold_card import GoldCard





T = TypeVar("T", bound="Hand")



@_attrs_define
class Hand:
    """ 
        Attributes:
            cards (list[CategoryCard | ChurchCard | GoldCard] | None): the caller's own hand (everyone's once the game is
                over)
            count (int):
            name (str):
            seat (int):
     """

    cards: list[CategoryCard | ChurchCard | GoldCard] | None
    count: int
    name: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        cards: list[dict[str, Any]] | None
        if isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item: dict[str, Any]
                if isinstance(cards_type_0_item_data, CategoryCard):
                    cards_type_0_item = cards_type_0_item_data.to_dict()
                elif isinstance(cards_type_0_item_data, GoldCard):
                    cards_type_0_item = cards_type_0_item_data.to_dict()
                else:
                    cards_type_0_item = cards_type_0_item_data.to_dict()

                cards.append(cards_type_0_item)


        else:
            cards = self.cards

        count = self.count

        name = self.name

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "count": count,
            "name": name,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_cards(data: object) -> list[CategoryCard | ChurchCard | GoldCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in (_cards_type_0):
                    def _parse_cards_type_0_item(data: object) -> CategoryCard | ChurchCard | GoldCard:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_card_type_0 = CategoryCard.from_dict(data)



                            return componentsschemas_card_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_card_type_1 = GoldCard.from_dict(data)



                            return componentsschemas_card_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_card_type_2 = ChurchCard.from_dict(data)



                        return componentsschemas_card_type_2

                    cards_type_0_item = _parse_cards_type_0_item(cards_type_0_item_data)

                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CategoryCard | ChurchCard | GoldCard] | None, data)

        cards = _parse_cards(d.pop("cards"))


        count = d.pop("count")

        name = d.pop("name")

        seat = d.pop("seat")

        hand = cls(
            cards=cards,
            count=count,
            name=name,
            seat=seat,
        )

        return hand

