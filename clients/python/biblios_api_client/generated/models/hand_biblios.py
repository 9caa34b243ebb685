from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.category_card_biblios import CategoryCardBiblios
  from ..models.church_card_biblios import ChurchCardBiblios
  from ..models.gold_card_biblios import GoldCardBiblios





T = TypeVar("T", bound="HandBiblios")



@_attrs_define
class HandBiblios:
    """ 
        Attributes:
            cards (list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios] | None): the caller's own hand
                (everyone's once the game is over)
            count (int):
            name (str):
            seat (int):
     """

    cards: list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios] | None
    count: int
    name: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        cards: list[dict[str, Any]] | None
        if isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item: dict[str, Any]
                if isinstance(cards_type_0_item_data, CategoryCardBiblios):
                    cards_type_0_item = cards_type_0_item_data.to_dict()
                elif isinstance(cards_type_0_item_data, GoldCardBiblios):
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
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        d = dict(src_dict)
        def _parse_cards(data: object) -> list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in (_cards_type_0):
                    def _parse_cards_type_0_item(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
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

                    cards_type_0_item = _parse_cards_type_0_item(cards_type_0_item_data)

                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios] | None, data)

        cards = _parse_cards(d.pop("cards"))


        count = d.pop("count")

        name = d.pop("name")

        seat = d.pop("seat")

        hand_biblios = cls(
            cards=cards,
            count=count,
            name=name,
            seat=seat,
        )

        return hand_biblios

