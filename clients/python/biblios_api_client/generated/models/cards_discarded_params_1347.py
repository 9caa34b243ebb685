from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cards_discarded_params_1347_reason import CardsDiscardedParams1347Reason
from typing import cast






T = TypeVar("T", bound="CardsDiscardedParams1347")



@_attrs_define
class CardsDiscardedParams1347:
    """ The parameters of the event `cards_discarded`.

        Attributes:
            cards (list[str]): card ids, in card order
            reason (CardsDiscardedParams1347Reason):
     """

    cards: list[str]
    reason: CardsDiscardedParams1347Reason





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        reason = self.reason.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        reason = CardsDiscardedParams1347Reason(d.pop("reason"))




        cards_discarded_params_1347 = cls(
            cards=cards,
            reason=reason,
        )

        return cards_discarded_params_1347

