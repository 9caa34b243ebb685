from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BidTooHighProblemParamsBiblios")



@_attrs_define
class BidTooHighProblemParamsBiblios:
    """ The parameters of the problem `bid_too_high`: bid above the maximum (R20).

        Attributes:
            max_ (int): the most bid
     """

    max_: int





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        bid_too_high_problem_params_biblios = cls(
            max_=max_,
        )

        return bid_too_high_problem_params_biblios

