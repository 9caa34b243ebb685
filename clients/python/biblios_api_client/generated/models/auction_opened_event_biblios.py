from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_opened_event_biblios_type import AuctionOpenedEventBibliosType
from typing import cast

if TYPE_CHECKING:
  from ..models.auction_opened_params_biblios import AuctionOpenedParamsBiblios





T = TypeVar("T", bound="AuctionOpenedEventBiblios")



@_attrs_define
class AuctionOpenedEventBiblios:
    """ The event `auction_opened`: the active seat revealed the auction pile's top card.

        Attributes:
            params (AuctionOpenedParamsBiblios): The parameters of the event `auction_opened`.
            seat (int): the seat acting
            seq (int): the event's number in the game's log, from 1
            text (str): the event's sentence, localized
            type_ (AuctionOpenedEventBibliosType):
     """

    params: AuctionOpenedParamsBiblios
    seat: int
    seq: int
    text: str
    type_: AuctionOpenedEventBibliosType





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_opened_params_biblios import AuctionOpenedParamsBiblios # noqa: PLC0415
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
        from ..models.auction_opened_params_biblios import AuctionOpenedParamsBiblios # noqa: PLC0415
        d = dict(src_dict)
        params = AuctionOpenedParamsBiblios.from_dict(d.pop("params"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        type_ = AuctionOpenedEventBibliosType(d.pop("type"))




        auction_opened_event_biblios = cls(
            params=params,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
        )

        return auction_opened_event_biblios

