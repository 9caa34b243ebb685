from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BidTooLowProblemParamsBiblios")



@_attrs_define
class BidTooLowProblemParamsBiblios:
    """ The parameters of the problem `bid_too_low`: bid below the minimum (R19).

        Attributes:
            min_ (int): the least bid
     """

    min_: int





    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "min": min_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        min_ = d.pop("min")

        bid_too_low_problem_params_biblios = cls(
            min_=min_,
        )

        return bid_too_low_problem_params_biblios

