from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_result_biblios_standing import SeatResultBibliosStanding
from ..models.seat_result_biblios_status import SeatResultBibliosStatus
from typing import cast






T = TypeVar("T", bound="SeatResultBiblios")



@_attrs_define
class SeatResultBiblios:
    """ 
        Attributes:
            external_id (None | str): the portal's own id of the seat's player (null: none)
            gold (int):
            name (str):
            rank (int): the placement (1 is best; equal placements share a rank): resigned and taken-over seats rank after
                every playing seat
            seat (int):
            standing (SeatResultBibliosStanding): how the seat ended: shown beside the rank
            status (SeatResultBibliosStatus):
            vp (int):
     """

    external_id: None | str
    gold: int
    name: str
    rank: int
    seat: int
    standing: SeatResultBibliosStanding
    status: SeatResultBibliosStatus
    vp: int





    def to_dict(self) -> dict[str, Any]:
        external_id: None | str
        external_id = self.external_id

        gold = self.gold

        name = self.name

        rank = self.rank

        seat = self.seat

        standing = self.standing.value

        status = self.status.value

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "external_id": external_id,
            "gold": gold,
            "name": name,
            "rank": rank,
            "seat": seat,
            "standing": standing,
            "status": status,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("external_id"))


        gold = d.pop("gold")

        name = d.pop("name")

        rank = d.pop("rank")

        seat = d.pop("seat")

        standing = SeatResultBibliosStanding(d.pop("standing"))




        status = SeatResultBibliosStatus(d.pop("status"))




        vp = d.pop("vp")

        seat_result_biblios = cls(
            external_id=external_id,
            gold=gold,
            name=name,
            rank=rank,
            seat=seat,
            standing=standing,
            status=status,
            vp=vp,
        )

        return seat_result_biblios

