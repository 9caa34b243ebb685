from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DeckDuplicateCardProblemParamsBiblios")



@_attrs_define
class DeckDuplicateCardProblemParamsBiblios:
    """ The parameters of the problem `deck_duplicate_card`: a fixed deck lists a card twice.

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

        deck_duplicate_card_problem_params_biblios = cls(
            card=card,
        )

        return deck_duplicate_card_problem_params_biblios

