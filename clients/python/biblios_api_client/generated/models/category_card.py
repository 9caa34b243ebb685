from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.category_card_category import CategoryCardCategory
from ..models.category_card_kind import CategoryCardKind
from ..models.category_card_letter import CategoryCardLetter






T = TypeVar("T", bound="CategoryCard")



@_attrs_define
class CategoryCard:
    """ 
        Attributes:
            category (CategoryCardCategory):
            id (str):
            kind (CategoryCardKind):
            letter (CategoryCardLetter):
            name (str):
            value (int):
     """

    category: CategoryCardCategory
    id: str
    kind: CategoryCardKind
    letter: CategoryCardLetter
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
        category = CategoryCardCategory(d.pop("category"))




        id = d.pop("id")

        kind = CategoryCardKind(d.pop("kind"))




        letter = CategoryCardLetter(d.pop("letter"))




        name = d.pop("name")

        value = d.pop("value")

        category_card = cls(
            category=category,
            id=id,
            kind=kind,
            letter=letter,
            name=name,
            value=value,
        )

        return category_card

