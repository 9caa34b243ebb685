from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.category_entry_biblios_id import CategoryEntryBibliosId
from typing import cast

if TYPE_CHECKING:
  from ..models.category_card_biblios import CategoryCardBiblios
  from ..models.church_card_biblios import ChurchCardBiblios
  from ..models.gold_card_biblios import GoldCardBiblios





T = TypeVar("T", bound="CategoryEntryBiblios")



@_attrs_define
class CategoryEntryBiblios:
    """ 
        Attributes:
            cards (list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]):
            id (CategoryEntryBibliosId):
            name (str):
     """

    cards: list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]
    id: CategoryEntryBibliosId
    name: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item: dict[str, Any]
            if isinstance(cards_item_data, CategoryCardBiblios):
                cards_item = cards_item_data.to_dict()
            elif isinstance(cards_item_data, GoldCardBiblios):
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
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            def _parse_cards_item(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_card_biblios_type_0 = CategoryCardBiblios.from_dict(data)



                    return componentsschemas_card_biblios_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_card_biblios_type_1 = GoldCardBiblios.from_dict(data)



                    return componentsschemas_card_biblios_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_2 = ChurchCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_2

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)


        id = CategoryEntryBibliosId(d.pop("id"))




        name = d.pop("name")

        category_entry_biblios = cls(
            cards=cards,
            id=id,
            name=name,
        )

        return category_entry_biblios

