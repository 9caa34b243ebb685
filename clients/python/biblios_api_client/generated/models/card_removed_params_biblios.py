from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CardRemovedParamsBiblios")



@_attrs_define
class CardRemovedParamsBiblios:
    """ The parameters of the event `card_removed`.

        Attributes:
            card (str | Unset): the card removed, seen by the penalized seat; private: only the seats the event concerns
                (everyone once the game is over)
     """

    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card", UNSET)

        card_removed_params_biblios = cls(
            card=card,
        )

        return card_removed_params_biblios

