from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.perform_template_1347_level import PerformTemplate1347Level
from ..models.perform_template_1347_type import PerformTemplate1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.card_selection_1347 import CardSelection1347
  from ..models.position_selection_1347 import PositionSelection1347





T = TypeVar("T", bound="PerformTemplate1347")



@_attrs_define
class PerformTemplate1347:
    """ 
        Attributes:
            building (str): informative: not sent back
            cards (CardSelection1347):
            level (PerformTemplate1347Level): informative: not sent back
            look (PositionSelection1347):
            type_ (PerformTemplate1347Type):
     """

    building: str
    cards: CardSelection1347
    level: PerformTemplate1347Level
    look: PositionSelection1347
    type_: PerformTemplate1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_selection_1347 import CardSelection1347 # noqa: PLC0415
        from ..models.position_selection_1347 import PositionSelection1347 # noqa: PLC0415
        building = self.building

        cards = self.cards.to_dict()

        level = self.level.value

        look = self.look.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "cards": cards,
            "level": level,
            "look": look,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_selection_1347 import CardSelection1347 # noqa: PLC0415
        from ..models.position_selection_1347 import PositionSelection1347 # noqa: PLC0415
        d = dict(src_dict)
        building = d.pop("building")

        cards = CardSelection1347.from_dict(d.pop("cards"))




        level = PerformTemplate1347Level(d.pop("level"))




        look = PositionSelection1347.from_dict(d.pop("look"))




        type_ = PerformTemplate1347Type(d.pop("type"))




        perform_template_1347 = cls(
            building=building,
            cards=cards,
            level=level,
            look=look,
            type_=type_,
        )

        return perform_template_1347

