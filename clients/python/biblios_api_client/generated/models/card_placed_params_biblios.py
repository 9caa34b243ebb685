from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_placed_params_biblios_to import CardPlacedParamsBibliosTo
from ..types import UNSET, Unset






T = TypeVar("T", bound="CardPlacedParamsBiblios")



@_attrs_define
class CardPlacedParamsBiblios:
    """ The parameters of the event `card_placed`.

        Attributes:
            to (CardPlacedParamsBibliosTo):
            card (str | Unset): the card placed, seen by the active seat; public when `to` is `public`; private: only the
                seats the event concerns (everyone once the game is over)
     """

    to: CardPlacedParamsBibliosTo
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        to = self.to.value

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = CardPlacedParamsBibliosTo(d.pop("to"))




        card = d.pop("card", UNSET)

        card_placed_params_biblios = cls(
            to=to,
            card=card,
        )

        return card_placed_params_biblios

