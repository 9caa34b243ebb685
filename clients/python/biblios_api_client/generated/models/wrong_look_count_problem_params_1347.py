from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WrongLookCountProblemParams1347")



@_attrs_define
class WrongLookCountProblemParams1347:
    """ The parameters of the problem `wrong_look_count`: not as many nun positions as eye symbols / Tent looks (P28, P50).

        Attributes:
            expected (int): the positions to choose
            given (int): the positions given
     """

    expected: int
    given: int





    def to_dict(self) -> dict[str, Any]:
        expected = self.expected

        given = self.given


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expected": expected,
            "given": given,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expected = d.pop("expected")

        given = d.pop("given")

        wrong_look_count_problem_params_1347 = cls(
            expected=expected,
            given=given,
        )

        return wrong_look_count_problem_params_1347

