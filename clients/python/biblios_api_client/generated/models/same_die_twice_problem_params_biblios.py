from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.same_die_twice_problem_params_biblios_category import SameDieTwiceProblemParamsBibliosCategory






T = TypeVar("T", bound="SameDieTwiceProblemParamsBiblios")



@_attrs_define
class SameDieTwiceProblemParamsBiblios:
    """ The parameters of the problem `same_die_twice`: a two-dice card names one die twice (R17).

        Attributes:
            category (SameDieTwiceProblemParamsBibliosCategory): the die's category
     """

    category: SameDieTwiceProblemParamsBibliosCategory





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = SameDieTwiceProblemParamsBibliosCategory(d.pop("category"))




        same_die_twice_problem_params_biblios = cls(
            category=category,
        )

        return same_die_twice_problem_params_biblios

