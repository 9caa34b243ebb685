from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cards_taken_params_1347_kind import CardsTakenParams1347Kind
from typing import cast






T = TypeVar("T", bound="CardsTakenParams1347")



@_attrs_define
class CardsTakenParams1347:
    """ The parameters of the event `cards_taken`.

        Attributes:
            cards (list[str]): card ids, in card order
            kind (CardsTakenParams1347Kind):
     """

    cards: list[str]
    kind: CardsTakenParams1347Kind





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        kind = self.kind.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        kind = CardsTakenParams1347Kind(d.pop("kind"))




        cards_taken_params_1347 = cls(
            cards=cards,
            kind=kind,
        )

        return cards_taken_params_1347

