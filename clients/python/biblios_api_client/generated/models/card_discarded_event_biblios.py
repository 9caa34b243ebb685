from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_discarded_event_biblios_type import CardDiscardedEventBibliosType
from typing import cast

if TYPE_CHECKING:
  from ..models.card_discarded_params_biblios import CardDiscardedParamsBiblios





T = TypeVar("T", bound="CardDiscardedEventBiblios")



@_attrs_define
class CardDiscardedEventBiblios:
    """ The event `card_discarded`: the auctioned card was discarded face up.

        Attributes:
            params (CardDiscardedParamsBiblios): The parameters of the event `card_discarded`.
            seat (int | None): null: the game's own event
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (CardDiscardedEventBibliosType):
     """

    params: CardDiscardedParamsBiblios
    seat: int | None
    seq: int
    text: str
    type_: CardDiscardedEventBibliosType





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_discarded_params_biblios import CardDiscardedParamsBiblios # noqa: PLC0415
        params = self.params.to_dict()

        seat: int | None
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
        from ..models.card_discarded_params_biblios import CardDiscardedParamsBiblios # noqa: PLC0415
        d = dict(src_dict)
        params = CardDiscardedParamsBiblios.from_dict(d.pop("params"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seq = d.pop("seq")

        text = d.pop("text")

        type_ = CardDiscardedEventBibliosType(d.pop("type"))




        card_discarded_event_biblios = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return card_discarded_event_biblios

