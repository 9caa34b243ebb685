from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="InvalidDeltaProblemParamsBiblios")



@_attrs_define
class InvalidDeltaProblemParamsBiblios:
    """ The parameters of the problem `invalid_delta`: a die change other than +1 or −1 (R17).

        Attributes:
            delta (int): the die change given
     """

    delta: int





    def to_dict(self) -> dict[str, Any]:
        delta = self.delta


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "delta": delta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        delta = d.pop("delta")

        invalid_delta_problem_params_biblios = cls(
            delta=delta,
        )

        return invalid_delta_problem_params_biblios

