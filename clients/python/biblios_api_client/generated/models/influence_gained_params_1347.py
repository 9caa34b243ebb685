from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.influence_gained_params_1347_class import InfluenceGainedParams1347Class
from ..models.influence_gained_params_1347_reason import InfluenceGainedParams1347Reason






T = TypeVar("T", bound="InfluenceGainedParams1347")



@_attrs_define
class InfluenceGainedParams1347:
    """ The parameters of the event `influence_gained`.

        Attributes:
            amount (int):
            class_ (InfluenceGainedParams1347Class):
            reason (InfluenceGainedParams1347Reason):
            value (int): the new space
     """

    amount: int
    class_: InfluenceGainedParams1347Class
    reason: InfluenceGainedParams1347Reason
    value: int





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        class_ = self.class_.value

        reason = self.reason.value

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "class": class_,
            "reason": reason,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        class_ = InfluenceGainedParams1347Class(d.pop("class"))




        reason = InfluenceGainedParams1347Reason(d.pop("reason"))




        value = d.pop("value")

        influence_gained_params_1347 = cls(
            amount=amount,
            class_=class_,
            reason=reason,
            value=value,
        )

        return influence_gained_params_1347

