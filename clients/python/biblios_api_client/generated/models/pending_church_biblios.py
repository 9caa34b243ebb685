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





T = TypeVar("T", bound="PendingChurchBiblios")



@_attrs_define
class PendingChurchBiblios:
    """ 
        Attributes:
            card (CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios): A card of Biblios, by `kind`.
            seat (int):
     """

    card: CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        card: dict[str, Any]
        if isinstance(self.card, CategoryCardBiblios):
            card = self.card.to_dict()
        elif isinstance(self.card, GoldCardBiblios):
            card = self.card.to_dict()
        else:
            card = self.card.to_dict()


        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        d = dict(src_dict)
        def _parse_card(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
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

        card = _parse_card(d.pop("card"))


        seat = d.pop("seat")

        pending_church_biblios = cls(
            card=card,
            seat=seat,
        )

        return pending_church_biblios

