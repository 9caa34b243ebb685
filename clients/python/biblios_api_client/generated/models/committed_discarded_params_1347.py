from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CommittedDiscardedParams1347")



@_attrs_define
class CommittedDiscardedParams1347:
    """ The parameters of the event `committed_discarded`.

        Attributes:
            cards (list[str]): card ids, in card order
            row (int):
     """

    cards: list[str]
    row: int





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        row = d.pop("row")

        committed_discarded_params_1347 = cls(
            cards=cards,
            row=row,
        )

        return committed_discarded_params_1347

