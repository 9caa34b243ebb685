from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CardsDrawnParams1347")



@_attrs_define
class CardsDrawnParams1347:
    """ The parameters of the event `cards_drawn`.

        Attributes:
            count (int): how many cards
            cards (list[str] | Unset): card ids, in card order, seen by the seat; private: only the seats the event concerns
                (everyone once the game is over)
     """

    count: int
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        cards = cast(list[str], d.pop("cards", UNSET))


        cards_drawn_params_1347 = cls(
            count=count,
            cards=cards,
        )

        return cards_drawn_params_1347

