from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.export_seat_result_1347_standing import ExportSeatResult1347Standing
from ..models.export_seat_result_1347_status import ExportSeatResult1347Status
from typing import cast






T = TypeVar("T", bound="ExportSeatResult1347")



@_attrs_define
class ExportSeatResult1347:
    """ 
        Attributes:
            external_id (None | str): the portal's own id of the seat's player (null: none)
            gold_vp (int):
            influence_vp (int):
            killed (bool): by the plague (P64; never a spared seat)
            majority_vp (int):
            rank (int): the placement (1 is best; equal placements share a rank): survivors by VP then rats, the killed
                after them (P65); resigned and taken-over seats after every playing seat
            rats (int):
            seat (int):
            standing (ExportSeatResult1347Standing): how the seat ended, shown beside the rank: `killed` by the plague
                (P64), `spared` (P65's option: the fewest rats count as survivors), else `finished`, `resigned` or `taken_over`
            status (ExportSeatResult1347Status):
            token_vp (int):
            vp (int): the total (P63)
            won (bool): ranked first and may win (never killed)
     """

    external_id: None | str
    gold_vp: int
    influence_vp: int
    killed: bool
    majority_vp: int
    rank: int
    rats: int
    seat: int
    standing: ExportSeatResult1347Standing
    status: ExportSeatResult1347Status
    token_vp: int
    vp: int
    won: bool





    def to_dict(self) -> dict[str, Any]:
        external_id: None | str
        external_id = self.external_id

        gold_vp = self.gold_vp

        influence_vp = self.influence_vp

        killed = self.killed

        majority_vp = self.majority_vp

        rank = self.rank

        rats = self.rats

        seat = self.seat

        standing = self.standing.value

        status = self.status.value

        token_vp = self.token_vp

        vp = self.vp

        won = self.won


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "external_id": external_id,
            "gold_vp": gold_vp,
            "influence_vp": influence_vp,
            "killed": killed,
            "majority_vp": majority_vp,
            "rank": rank,
            "rats": rats,
            "seat": seat,
            "standing": standing,
            "status": status,
            "token_vp": token_vp,
            "vp": vp,
            "won": won,
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


        gold_vp = d.pop("gold_vp")

        influence_vp = d.pop("influence_vp")

        killed = d.pop("killed")

        majority_vp = d.pop("majority_vp")

        rank = d.pop("rank")

        rats = d.pop("rats")

        seat = d.pop("seat")

        standing = ExportSeatResult1347Standing(d.pop("standing"))




        status = ExportSeatResult1347Status(d.pop("status"))




        token_vp = d.pop("token_vp")

        vp = d.pop("vp")

        won = d.pop("won")

        export_seat_result_1347 = cls(
            external_id=external_id,
            gold_vp=gold_vp,
            influence_vp=influence_vp,
            killed=killed,
            majority_vp=majority_vp,
            rank=rank,
            rats=rats,
            seat=seat,
            standing=standing,
            status=status,
            token_vp=token_vp,
            vp=vp,
            won=won,
        )

        return export_seat_result_1347

