from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.category_result_biblios import CategoryResultBiblios





T = TypeVar("T", bound="ExportResultBibliosCategories")



@_attrs_define
class ExportResultBibliosCategories:
    """ 
        Attributes:
            forbidden_tomes (CategoryResultBiblios):
            holy_books (CategoryResultBiblios):
            manuscripts (CategoryResultBiblios):
            monks (CategoryResultBiblios):
            pigments (CategoryResultBiblios):
     """

    forbidden_tomes: CategoryResultBiblios
    holy_books: CategoryResultBiblios
    manuscripts: CategoryResultBiblios
    monks: CategoryResultBiblios
    pigments: CategoryResultBiblios





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_result_biblios import CategoryResultBiblios # noqa: PLC0415
        forbidden_tomes = self.forbidden_tomes.to_dict()

        holy_books = self.holy_books.to_dict()

        manuscripts = self.manuscripts.to_dict()

        monks = self.monks.to_dict()

        pigments = self.pigments.to_dict()


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
        from ..models.category_result_biblios import CategoryResultBiblios # noqa: PLC0415
        d = dict(src_dict)
        forbidden_tomes = CategoryResultBiblios.from_dict(d.pop("forbidden_tomes"))




        holy_books = CategoryResultBiblios.from_dict(d.pop("holy_books"))




        manuscripts = CategoryResultBiblios.from_dict(d.pop("manuscripts"))




        monks = CategoryResultBiblios.from_dict(d.pop("monks"))




        pigments = CategoryResultBiblios.from_dict(d.pop("pigments"))




        export_result_biblios_categories = cls(
            forbidden_tomes=forbidden_tomes,
            holy_books=holy_books,
            manuscripts=manuscripts,
            monks=monks,
            pigments=pigments,
        )

        return export_result_biblios_categories

