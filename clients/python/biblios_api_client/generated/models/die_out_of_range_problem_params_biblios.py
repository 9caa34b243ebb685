from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.die_out_of_range_problem_params_biblios_category import DieOutOfRangeProblemParamsBibliosCategory






T = TypeVar("T", bound="DieOutOfRangeProblemParamsBiblios")



@_attrs_define
class DieOutOfRangeProblemParamsBiblios:
    """ The parameters of the problem `die_out_of_range`: the die would leave 1..6 (R17).

        Attributes:
            category (DieOutOfRangeProblemParamsBibliosCategory): the die's category
            value (int): the value the die would take
     """

    category: DieOutOfRangeProblemParamsBibliosCategory
    value: int





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = DieOutOfRangeProblemParamsBibliosCategory(d.pop("category"))




        value = d.pop("value")

        die_out_of_range_problem_params_biblios = cls(
            category=category,
            value=value,
        )

        return die_out_of_range_problem_params_biblios

