from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VariantChoice")



@_attrs_define
class VariantChoice:
    """ 
        Attributes:
            default (str): when a request names none
            values (list[str]):
     """

    default: str
    values: list[str]





    def to_dict(self) -> dict[str, Any]:
        default = self.default

        values = self.values




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "default": default,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        values = cast(list[str], d.pop("values"))


        variant_choice = cls(
            default=default,
            values=values,
        )

        return variant_choice

