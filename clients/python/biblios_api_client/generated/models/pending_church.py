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





T = TypeVar("T", bound="PendingChurch")



@_attrs_define
class PendingChurch:
    """ 
        Attributes:
            card (CategoryCard | ChurchCard | GoldCard): A card of Biblios, by `kind`.
            seat (int):
     """

    card: CategoryCard | ChurchCard | GoldCard
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        card: dict[str, Any]
        if isinstance(self.card, CategoryCard):
            card = self.card.to_dict()
        elif isinstance(self.card, GoldCard):
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
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_card(data: object) -> CategoryCard | ChurchCard | GoldCard:
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

        card = _parse_card(d.pop("card"))


        seat = d.pop("seat")

        pending_church = cls(
            card=card,
            seat=seat,
        )

        return pending_church

