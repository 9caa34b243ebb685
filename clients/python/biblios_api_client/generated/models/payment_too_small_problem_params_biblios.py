from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PaymentTooSmallProblemParamsBiblios")



@_attrs_define
class PaymentTooSmallProblemParamsBiblios:
    """ The parameters of the problem `payment_too_small`: gold paid is below the bid (R21).

        Attributes:
            due (int): the bid
            paid (int): the gold value paid
     """

    due: int
    paid: int





    def to_dict(self) -> dict[str, Any]:
        due = self.due

        paid = self.paid


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "due": due,
            "paid": paid,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        due = d.pop("due")

        paid = d.pop("paid")

        payment_too_small_problem_params_biblios = cls(
            due=due,
            paid=paid,
        )

        return payment_too_small_problem_params_biblios

