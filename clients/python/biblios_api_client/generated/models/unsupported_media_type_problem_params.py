from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UnsupportedMediaTypeProblemParams")



@_attrs_define
class UnsupportedMediaTypeProblemParams:
    """ The parameters of the problem `unsupported_media_type`: a body not sent as JSON.

        Attributes:
            expected (str): the media type to send
     """

    expected: str





    def to_dict(self) -> dict[str, Any]:
        expected = self.expected


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expected": expected,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expected = d.pop("expected")

        unsupported_media_type_problem_params = cls(
            expected=expected,
        )

        return unsupported_media_type_problem_params

