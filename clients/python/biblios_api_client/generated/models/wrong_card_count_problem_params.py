from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="WrongCardCountProblemParams")



@_attrs_define
class WrongCardCountProblemParams:
    """ The parameters of the problem `wrong_card_count` (games: biblios, 1347).

        Attributes:
            given (int): biblios: the cards paid; 1347: the cards given
            expected (int | Unset): the cards due (the bid); only in games of `biblios`
            max_ (int | Unset): the most cards; only in games of `1347`
            min_ (int | Unset): the fewest cards; only in games of `1347`
     """

    given: int
    expected: int | Unset = UNSET
    max_: int | Unset = UNSET
    min_: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        given = self.given

        expected = self.expected

        max_ = self.max_

        min_ = self.min_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "given": given,
        })
        if expected is not UNSET:
            field_dict["expected"] = expected
        if max_ is not UNSET:
            field_dict["max"] = max_
        if min_ is not UNSET:
            field_dict["min"] = min_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        given = d.pop("given")

        expected = d.pop("expected", UNSET)

        max_ = d.pop("max", UNSET)

        min_ = d.pop("min", UNSET)

        wrong_card_count_problem_params = cls(
            given=given,
            expected=expected,
            max_=max_,
            min_=min_,
        )

        return wrong_card_count_problem_params

