from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.category_card_biblios_category import CategoryCardBibliosCategory
from ..models.category_card_biblios_kind import CategoryCardBibliosKind
from ..models.category_card_biblios_letter import CategoryCardBibliosLetter






T = TypeVar("T", bound="CategoryCardBiblios")



@_attrs_define
class CategoryCardBiblios:
    """ 
        Attributes:
            category (CategoryCardBibliosCategory):
            id (str):
            kind (CategoryCardBibliosKind):
            letter (CategoryCardBibliosLetter):
            name (str):
            value (int):
     """

    category: CategoryCardBibliosCategory
    id: str
    kind: CategoryCardBibliosKind
    letter: CategoryCardBibliosLetter
    name: str
    value: int





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        id = self.id

        kind = self.kind.value

        letter = self.letter.value

        name = self.name

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "id": id,
            "kind": kind,
            "letter": letter,
            "name": name,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = CategoryCardBibliosCategory(d.pop("category"))




        id = d.pop("id")

        kind = CategoryCardBibliosKind(d.pop("kind"))




        letter = CategoryCardBibliosLetter(d.pop("letter"))




        name = d.pop("name")

        value = d.pop("value")

        category_card_biblios = cls(
            category=category,
            id=id,
            kind=kind,
            letter=letter,
            name=name,
            value=value,
        )

        return category_card_biblios

