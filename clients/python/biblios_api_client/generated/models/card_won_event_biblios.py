from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_won_event_biblios_type import CardWonEventBibliosType
from typing import cast

if TYPE_CHECKING:
  from ..models.card_won_params_biblios import CardWonParamsBiblios





T = TypeVar("T", bound="CardWonEventBiblios")



@_attrs_define
class CardWonEventBiblios:
    """ The event `card_won`: the seat got the auctioned card.

        Attributes:
            params (CardWonParamsBiblios): The parameters of the event `card_won`.
            seat (int): the seat acting
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (CardWonEventBibliosType):
     """

    params: CardWonParamsBiblios
    seat: int
    seq: int
    text: str
    type_: CardWonEventBibliosType





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_won_params_biblios import CardWonParamsBiblios # noqa: PLC0415
        params = self.params.to_dict()

        seat = self.seat

        seq = self.seq

        text = self.text

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "params": params,
            "seat": seat,
            "seq": seq,
            "text": text,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_won_params_biblios import CardWonParamsBiblios # noqa: PLC0415
        d = dict(src_dict)
        params = CardWonParamsBiblios.from_dict(d.pop("params"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        type_ = CardWonEventBibliosType(d.pop("type"))




        card_won_event_biblios = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return card_won_event_biblios

