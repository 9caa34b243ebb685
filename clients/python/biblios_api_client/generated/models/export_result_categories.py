from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.category_result import CategoryResult





T = TypeVar("T", bound="ExportResultCategories")



@_attrs_define
class ExportResultCategories:
    """ 
        Attributes:
            forbidden_tomes (CategoryResult):
            holy_books (CategoryResult):
            manuscripts (CategoryResult):
            monks (CategoryResult):
            pigments (CategoryResult):
     """

    forbidden_tomes: CategoryResult
    holy_books: CategoryResult
    manuscripts: CategoryResult
    monks: CategoryResult
    pigments: CategoryResult





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_result import CategoryResult # noqa: PLC0415
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
        from ..models.category_result import CategoryResult # noqa: PLC0415
        d = dict(src_dict)
        forbidden_tomes = CategoryResult.from_dict(d.pop("forbidden_tomes"))




        holy_books = CategoryResult.from_dict(d.pop("holy_books"))




        manuscripts = CategoryResult.from_dict(d.pop("manuscripts"))




        monks = CategoryResult.from_dict(d.pop("monks"))




        pigments = CategoryResult.from_dict(d.pop("pigments"))




        export_result_categories = cls(
            forbidden_tomes=forbidden_tomes,
            holy_books=holy_books,
            manuscripts=manuscripts,
            monks=monks,
            pigments=pigments,
        )

        return export_result_categories

