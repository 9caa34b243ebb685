from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_discarded_params_biblios_reason import CardDiscardedParamsBibliosReason






T = TypeVar("T", bound="CardDiscardedParamsBiblios")



@_attrs_define
class CardDiscardedParamsBiblios:
    """ The parameters of the event `card_discarded`.

        Attributes:
            card (str): a card id
            reason (CardDiscardedParamsBibliosReason):
     """

    card: str
    reason: CardDiscardedParamsBibliosReason





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        reason = self.reason.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        reason = CardDiscardedParamsBibliosReason(d.pop("reason"))




        card_discarded_params_biblios = cls(
            card=card,
            reason=reason,
        )

        return card_discarded_params_biblios

