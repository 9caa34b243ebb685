from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ViewBibliosDice")



@_attrs_define
class ViewBibliosDice:
    """ each category's die (1 to 6)

        Attributes:
            forbidden_tomes (int):
            holy_books (int):
            manuscripts (int):
            monks (int):
            pigments (int):
     """

    forbidden_tomes: int
    holy_books: int
    manuscripts: int
    monks: int
    pigments: int





    def to_dict(self) -> dict[str, Any]:
        forbidden_tomes = self.forbidden_tomes

        holy_books = self.holy_books

        manuscripts = self.manuscripts

        monks = self.monks

        pigments = self.pigments


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "forbidden_tomes": forbidden_tomes,
            "holy_books": holy_books,
            "manuscripts": manuscripts,
            "monks": monks,
            "pigments": pigments,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        forbidden_tomes = d.pop("forbidden_tomes")

        holy_books = d.pop("holy_books")

        manuscripts = d.pop("manuscripts")

        monks = d.pop("monks")

        pigments = d.pop("pigments")

        view_biblios_dice = cls(
            forbidden_tomes=forbidden_tomes,
            holy_books=holy_books,
            manuscripts=manuscripts,
            monks=monks,
            pigments=pigments,
        )

        return view_biblios_dice

