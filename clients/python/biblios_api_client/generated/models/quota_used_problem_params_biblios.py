from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quota_used_problem_params_biblios_to import QuotaUsedProblemParamsBibliosTo






T = TypeVar("T", bound="QuotaUsedProblemParamsBiblios")



@_attrs_define
class QuotaUsedProblemParamsBiblios:
    """ The parameters of the problem `quota_used`: the destination's quota for this turn is used up (R11).

        Attributes:
            to (QuotaUsedProblemParamsBibliosTo): the destination
     """

    to: QuotaUsedProblemParamsBibliosTo





    def to_dict(self) -> dict[str, Any]:
        to = self.to.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = QuotaUsedProblemParamsBibliosTo(d.pop("to"))




        quota_used_problem_params_biblios = cls(
            to=to,
        )

        return quota_used_problem_params_biblios

