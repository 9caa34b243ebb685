from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CardTransferredParamsBiblios")



@_attrs_define
class CardTransferredParamsBiblios:
    """ The parameters of the event `card_transferred`.

        Attributes:
            from_ (int): the penalized seat
            card (str | Unset): the card taken, seen by the taker and the penalized seat; private: only the seats the event
                concerns (everyone once the game is over)
     """

    from_: int
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        card = d.pop("card", UNSET)

        card_transferred_params_biblios = cls(
            from_=from_,
            card=card,
        )

        return card_transferred_params_biblios

