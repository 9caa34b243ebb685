from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="InvalidVariantProblemParams")



@_attrs_define
class InvalidVariantProblemParams:
    """ The parameters of the problem `invalid_variant`: the variant is not one of the game's.

        Attributes:
            variants (list[str]): the game's variants
     """

    variants: list[str]





    def to_dict(self) -> dict[str, Any]:
        variants = self.variants




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variants = cast(list[str], d.pop("variants"))


        invalid_variant_problem_params = cls(
            variants=variants,
        )

        return invalid_variant_problem_params

