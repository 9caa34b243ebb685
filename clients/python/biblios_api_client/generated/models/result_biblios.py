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
  from ..models.result_biblios_categories import ResultBibliosCategories
  from ..models.seat_result_biblios import SeatResultBiblios





T = TypeVar("T", bound="ResultBiblios")



@_attrs_define
class ResultBiblios:
    """ 
        Attributes:
            categories (ResultBibliosCategories):
            face_down (list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]):
            hands (list[list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]]):
            removed (list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]):
            seats (list[SeatResultBiblios]):
            seed (str): the game's seed, as a decimal string: a committed game's seed is a 64-bit number, beyond
                JavaScript's exact integers (2^53 - 1)
     """

    categories: ResultBibliosCategories
    face_down: list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]
    hands: list[list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]]
    removed: list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]
    seats: list[SeatResultBiblios]
    seed: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        from ..models.result_biblios_categories import ResultBibliosCategories # noqa: PLC0415
        from ..models.seat_result_biblios import SeatResultBiblios # noqa: PLC0415
        categories = self.categories.to_dict()

        face_down = []
        for face_down_item_data in self.face_down:
            face_down_item: dict[str, Any]
            if isinstance(face_down_item_data, CategoryCardBiblios):
                face_down_item = face_down_item_data.to_dict()
            elif isinstance(face_down_item_data, GoldCardBiblios):
                face_down_item = face_down_item_data.to_dict()
            else:
                face_down_item = face_down_item_data.to_dict()

            face_down.append(face_down_item)



        hands = []
        for hands_item_data in self.hands:
            hands_item = []
            for hands_item_item_data in hands_item_data:
                hands_item_item: dict[str, Any]
                if isinstance(hands_item_item_data, CategoryCardBiblios):
                    hands_item_item = hands_item_item_data.to_dict()
                elif isinstance(hands_item_item_data, GoldCardBiblios):
                    hands_item_item = hands_item_item_data.to_dict()
                else:
                    hands_item_item = hands_item_item_data.to_dict()

                hands_item.append(hands_item_item)


            hands.append(hands_item)



        removed = []
        for removed_item_data in self.removed:
            removed_item: dict[str, Any]
            if isinstance(removed_item_data, CategoryCardBiblios):
                removed_item = removed_item_data.to_dict()
            elif isinstance(removed_item_data, GoldCardBiblios):
                removed_item = removed_item_data.to_dict()
            else:
                removed_item = removed_item_data.to_dict()

            removed.append(removed_item)



        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "categories": categories,
            "face_down": face_down,
            "hands": hands,
            "removed": removed,
            "seats": seats,
            "seed": seed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        from ..models.result_biblios_categories import ResultBibliosCategories # noqa: PLC0415
        from ..models.seat_result_biblios import SeatResultBiblios # noqa: PLC0415
        d = dict(src_dict)
        categories = ResultBibliosCategories.from_dict(d.pop("categories"))




        face_down = []
        _face_down = d.pop("face_down")
        for face_down_item_data in (_face_down):
            def _parse_face_down_item(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
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

            face_down_item = _parse_face_down_item(face_down_item_data)

            face_down.append(face_down_item)


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = []
            _hands_item = hands_item_data
            for hands_item_item_data in (_hands_item):
                def _parse_hands_item_item(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
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

                hands_item_item = _parse_hands_item_item(hands_item_item_data)

                hands_item.append(hands_item_item)

            hands.append(hands_item)


        removed = []
        _removed = d.pop("removed")
        for removed_item_data in (_removed):
            def _parse_removed_item(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
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

            removed_item = _parse_removed_item(removed_item_data)

            removed.append(removed_item)


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatResultBiblios.from_dict(seats_item_data)



            seats.append(seats_item)


        seed = d.pop("seed")

        result_biblios = cls(
            categories=categories,
            face_down=face_down,
            hands=hands,
            removed=removed,
            seats=seats,
            seed=seed,
        )

        return result_biblios

