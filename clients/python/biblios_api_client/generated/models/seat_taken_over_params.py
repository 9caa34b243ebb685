from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_taken_over_params_reason import SeatTakenOverParamsReason






T = TypeVar("T", bound="SeatTakenOverParams")



@_attrs_define
class SeatTakenOverParams:
    """ The parameters of the event `seat_taken_over`.

        Attributes:
            reason (SeatTakenOverParamsReason):
     """

    reason: SeatTakenOverParamsReason





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = SeatTakenOverParamsReason(d.pop("reason"))




        seat_taken_over_params = cls(
            reason=reason,
        )

        return seat_taken_over_params

