from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BuildingEnteredParams1347")



@_attrs_define
class BuildingEnteredParams1347:
    """ The parameters of the event `building_entered`.

        Attributes:
            building (str): the building card's id
            count (int): how many cards
            row (int): the row position, 1-based
            space (int):
            cards (list[str] | Unset): card ids, in card order, seen by the seat; private: only the seats the event concerns
                (everyone once the game is over)
     """

    building: str
    count: int
    row: int
    space: int
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        building = self.building

        count = self.count

        row = self.row

        space = self.space

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "count": count,
            "row": row,
            "space": space,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        count = d.pop("count")

        row = d.pop("row")

        space = d.pop("space")

        cards = cast(list[str], d.pop("cards", UNSET))


        building_entered_params_1347 = cls(
            building=building,
            count=count,
            row=row,
            space=space,
            cards=cards,
        )

        return building_entered_params_1347

