from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DeckGoldRemovalProblemParamsBiblios")



@_attrs_define
class DeckGoldRemovalProblemParamsBiblios:
    """ The parameters of the problem `deck_gold_removal`: a fixed deck leaves too few gold cards of a value out (R9).

        Attributes:
            required (int): how many of them the setup removes
            value (int): the gold cards' value
     """

    required: int
    value: int





    def to_dict(self) -> dict[str, Any]:
        required = self.required

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "required": required,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        required = d.pop("required")

        value = d.pop("value")

        deck_gold_removal_problem_params_biblios = cls(
            required=required,
            value=value,
        )

        return deck_gold_removal_problem_params_biblios

