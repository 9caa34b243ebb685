from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CategoryResultBiblios")



@_attrs_define
class CategoryResultBiblios:
    """ 
        Attributes:
            die (int):
            totals (list[int]):
            winner (int | None):
     """

    die: int
    totals: list[int]
    winner: int | None





    def to_dict(self) -> dict[str, Any]:
        die = self.die

        totals = self.totals



        winner: int | None
        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "die": die,
            "totals": totals,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        totals = cast(list[int], d.pop("totals"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        category_result_biblios = cls(
            die=die,
            totals=totals,
            winner=winner,
        )

        return category_result_biblios

