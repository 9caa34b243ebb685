from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.church_entry_biblios_effect import ChurchEntryBibliosEffect
from typing import cast

if TYPE_CHECKING:
  from ..models.category_card_biblios import CategoryCardBiblios
  from ..models.church_card_biblios import ChurchCardBiblios
  from ..models.gold_card_biblios import GoldCardBiblios





T = TypeVar("T", bound="ChurchEntryBiblios")



@_attrs_define
class ChurchEntryBiblios:
    """ 
        Attributes:
            cards (list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]):
            effect (ChurchEntryBibliosEffect):
            name (str):
            text (str):
     """

    cards: list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]
    effect: ChurchEntryBibliosEffect
    name: str
    text: str





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



        effect = self.effect.value

        name = self.name

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "effect": effect,
            "name": name,
            "text": text,
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


        effect = ChurchEntryBibliosEffect(d.pop("effect"))




        name = d.pop("name")

        text = d.pop("text")

        church_entry_biblios = cls(
            cards=cards,
            effect=effect,
            name=name,
            text=text,
        )

        return church_entry_biblios

