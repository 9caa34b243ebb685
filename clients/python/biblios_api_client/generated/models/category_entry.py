from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.category_entry_id import CategoryEntryId
from typing import cast

if TYPE_CHECKING:
  from ..models.category_card import CategoryCard
  from ..models.church_card import ChurchCard
  from ..models.gold_card import GoldCard





T = TypeVar("T", bound="CategoryEntry")



@_attrs_define
class CategoryEntry:
    """ 
        Attributes:
            cards (list[CategoryCard | ChurchCard | GoldCard]):
            id (CategoryEntryId):
            name (str):
     """

    cards: list[CategoryCard | ChurchCard | GoldCard]
    id: CategoryEntryId
    name: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item: dict[str, Any]
            if isinstance(cards_item_data, CategoryCard):
                cards_item = cards_item_data.to_dict()
            elif isinstance(cards_item_data, GoldCard):
                cards_item = cards_item_data.to_dict()
            else:
                cards_item = cards_item_data.to_dict()

            cards.append(cards_item)



        id = self.id.value

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "id": id,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            def _parse_cards_item(data: object) -> CategoryCard | ChurchCard | GoldCard:
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

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)


        id = CategoryEntryId(d.pop("id"))




        name = d.pop("name")

        category_entry = cls(
            cards=cards,
            id=id,
            name=name,
        )

        return category_entry

