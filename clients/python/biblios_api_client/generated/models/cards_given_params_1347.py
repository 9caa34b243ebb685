from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cards_given_params_1347_reason import CardsGivenParams1347Reason
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CardsGivenParams1347")



@_attrs_define
class CardsGivenParams1347:
    """ The parameters of the event `cards_given`.

        Attributes:
            count (int): how many cards
            reason (CardsGivenParams1347Reason):
            to (int): the receiving seat
            cards (list[str] | Unset): card ids, in card order, seen by the giver and the receiver; private: only the seats
                the event concerns (everyone once the game is over)
     """

    count: int
    reason: CardsGivenParams1347Reason
    to: int
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        reason = self.reason.value

        to = self.to

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "reason": reason,
            "to": to,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        reason = CardsGivenParams1347Reason(d.pop("reason"))




        to = d.pop("to")

        cards = cast(list[str], d.pop("cards", UNSET))


        cards_given_params_1347 = cls(
            count=count,
            reason=reason,
            to=to,
            cards=cards,
        )

        return cards_given_params_1347

