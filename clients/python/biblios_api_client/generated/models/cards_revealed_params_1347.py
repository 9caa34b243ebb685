from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CardsRevealedParams1347")



@_attrs_define
class CardsRevealedParams1347:
    """ The parameters of the event `cards_revealed`.

        Attributes:
            building (str): the building card's id
            cards (list[str]): card ids, in card order
            row (int): the row position, 1-based
     """

    building: str
    cards: list[str]
    row: int





    def to_dict(self) -> dict[str, Any]:
        building = self.building

        cards = self.cards



        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "cards": cards,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        cards = cast(list[str], d.pop("cards"))


        row = d.pop("row")

        cards_revealed_params_1347 = cls(
            building=building,
            cards=cards,
            row=row,
        )

        return cards_revealed_params_1347

