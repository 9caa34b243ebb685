from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PaymentNotGoldProblemParamsBiblios")



@_attrs_define
class PaymentNotGoldProblemParamsBiblios:
    """ The parameters of the problem `payment_not_gold`: a non-gold card offered for a gold price (R21).

        Attributes:
            card (str): the card that is not gold
     """

    card: str





    def to_dict(self) -> dict[str, Any]:
        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        payment_not_gold_problem_params_biblios = cls(
            card=card,
        )

        return payment_not_gold_problem_params_biblios

