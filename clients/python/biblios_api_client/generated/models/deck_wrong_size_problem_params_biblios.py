from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DeckWrongSizeProblemParamsBiblios")



@_attrs_define
class DeckWrongSizeProblemParamsBiblios:
    """ The parameters of the problem `deck_wrong_size`: a fixed deck of the wrong length (R9).

        Attributes:
            expected (int): the cards the draw pile holds
            given (int): the cards given
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

        deck_wrong_size_problem_params_biblios = cls(
            expected=expected,
            given=given,
        )

        return deck_wrong_size_problem_params_biblios

