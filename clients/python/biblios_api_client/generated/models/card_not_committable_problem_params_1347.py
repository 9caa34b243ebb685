from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CardNotCommittableProblemParams1347")



@_attrs_define
class CardNotCommittableProblemParams1347:
    """ The parameters of the problem `card_not_committable`: Gold or a Pass put on a building (P31).

        Attributes:
            card (str): the card id given
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

        card_not_committable_problem_params_1347 = cls(
            card=card,
        )

        return card_not_committable_problem_params_1347

