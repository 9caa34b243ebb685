from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.give_template_1347_type import GiveTemplate1347Type
from typing import cast

if TYPE_CHECKING:
  from ..models.card_selection_1347 import CardSelection1347





T = TypeVar("T", bound="GiveTemplate1347")



@_attrs_define
class GiveTemplate1347:
    """ 
        Attributes:
            cards (CardSelection1347):
            to (int): informative: not sent back
            type_ (GiveTemplate1347Type):
     """

    cards: CardSelection1347
    to: int
    type_: GiveTemplate1347Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_selection_1347 import CardSelection1347 # noqa: PLC0415
        cards = self.cards.to_dict()

        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_selection_1347 import CardSelection1347 # noqa: PLC0415
        d = dict(src_dict)
        cards = CardSelection1347.from_dict(d.pop("cards"))




        to = d.pop("to")

        type_ = GiveTemplate1347Type(d.pop("type"))




        give_template_1347 = cls(
            cards=cards,
            to=to,
            type_=type_,
        )

        return give_template_1347

