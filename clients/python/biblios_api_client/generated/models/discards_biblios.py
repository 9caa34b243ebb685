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





T = TypeVar("T", bound="DiscardsBiblios")



@_attrs_define
class DiscardsBiblios:
    """ 
        Attributes:
            face_down (int):
            face_up (list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]):
     """

    face_down: int
    face_up: list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        face_down = self.face_down

        face_up = []
        for face_up_item_data in self.face_up:
            face_up_item: dict[str, Any]
            if isinstance(face_up_item_data, CategoryCardBiblios):
                face_up_item = face_up_item_data.to_dict()
            elif isinstance(face_up_item_data, GoldCardBiblios):
                face_up_item = face_up_item_data.to_dict()
            else:
                face_up_item = face_up_item_data.to_dict()

            face_up.append(face_up_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "face_down": face_down,
            "face_up": face_up,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        d = dict(src_dict)
        face_down = d.pop("face_down")

        face_up = []
        _face_up = d.pop("face_up")
        for face_up_item_data in (_face_up):
            def _parse_face_up_item(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
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

            face_up_item = _parse_face_up_item(face_up_item_data)

            face_up.append(face_up_item)


        discards_biblios = cls(
            face_down=face_down,
            face_up=face_up,
        )

        return discards_biblios

