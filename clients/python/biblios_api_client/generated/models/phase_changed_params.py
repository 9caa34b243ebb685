from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.phase_changed_params_phase import PhaseChangedParamsPhase






T = TypeVar("T", bound="PhaseChangedParams")



@_attrs_define
class PhaseChangedParams:
    """ The parameters of the event `phase_changed` (games: biblios, 1347).

        Attributes:
            phase (PhaseChangedParamsPhase):
     """

    phase: PhaseChangedParamsPhase





    def to_dict(self) -> dict[str, Any]:
        phase = self.phase.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "phase": phase,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phase = PhaseChangedParamsPhase(d.pop("phase"))




        phase_changed_params = cls(
            phase=phase,
        )

        return phase_changed_params

