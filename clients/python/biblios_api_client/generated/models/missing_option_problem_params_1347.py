from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MissingOptionProblemParams1347")



@_attrs_define
class MissingOptionProblemParams1347:
    """ The parameters of the problem `missing_option`: `custom` without `buildings` (P14).

        Attributes:
            option (str): the option the variant needs
     """

    option: str





    def to_dict(self) -> dict[str, Any]:
        option = self.option


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "option": option,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        option = d.pop("option")

        missing_option_problem_params_1347 = cls(
            option=option,
        )

        return missing_option_problem_params_1347

