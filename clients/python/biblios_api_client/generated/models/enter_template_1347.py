from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.enter_template_1347_type import EnterTemplate1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.card_selection_1347 import CardSelection1347





T = TypeVar("T", bound="EnterTemplate1347")



@_attrs_define
class EnterTemplate1347:
    """ 
        Attributes:
            building (str): informative: not sent back; the card's id
            cards (CardSelection1347):
            row (int): position, 1-based
            type_ (EnterTemplate1347Type):
     """

    building: str
    cards: CardSelection1347
    row: int
    type_: EnterTemplate1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_selection_1347 import CardSelection1347 # noqa: PLC0415
        building = self.building

        cards = self.cards.to_dict()

        row = self.row

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "cards": cards,
            "row": row,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_selection_1347 import CardSelection1347 # noqa: PLC0415
        d = dict(src_dict)
        building = d.pop("building")

        cards = CardSelection1347.from_dict(d.pop("cards"))




        row = d.pop("row")

        type_ = EnterTemplate1347Type(d.pop("type"))




        enter_template_1347 = cls(
            building=building,
            cards=cards,
            row=row,
            type_=type_,
        )

        return enter_template_1347

