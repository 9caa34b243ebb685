from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.export_invalid_problem_params_check import ExportInvalidProblemParamsCheck






T = TypeVar("T", bound="ExportInvalidProblemParams")



@_attrs_define
class ExportInvalidProblemParams:
    """ The parameters of the problem `export_invalid`: an export document given to replay fails the verifier's check named
    (`biblios-verify`).

        Attributes:
            check (ExportInvalidProblemParamsCheck): the verifier's check that the export document failed
     """

    check: ExportInvalidProblemParamsCheck





    def to_dict(self) -> dict[str, Any]:
        check = self.check.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "check": check,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        check = ExportInvalidProblemParamsCheck(d.pop("check"))




        export_invalid_problem_params = cls(
            check=check,
        )

        return export_invalid_problem_params

