from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WrongDirectionProblemParamsBiblios")



@_attrs_define
class WrongDirectionProblemParamsBiblios:
    """ The parameters of the problem `wrong_direction`: the church card does not move dice that way (R17).

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

        wrong_direction_problem_params_biblios = cls(
            delta=delta,
        )

        return wrong_direction_problem_params_biblios

