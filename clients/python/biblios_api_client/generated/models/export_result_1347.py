from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.classes_1347 import Classes1347
  from ..models.export_reveal_1347 import ExportReveal1347
  from ..models.export_seat_result_1347 import ExportSeatResult1347





T = TypeVar("T", bound="ExportResult1347")



@_attrs_define
class ExportResult1347:
    """ 
        Attributes:
            classes (Classes1347):
            eligible (list[int]): the seats that may win: the survivors (P64, P65)
            nuns (int): in the nun row
            reveal (ExportReveal1347):
            seats (list[ExportSeatResult1347]):
            survivors (list[int]):
            winners (list[int]):
     """

    classes: Classes1347
    eligible: list[int]
    nuns: int
    reveal: ExportReveal1347
    seats: list[ExportSeatResult1347]
    survivors: list[int]
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.classes_1347 import Classes1347 # noqa: PLC0415
        from ..models.export_reveal_1347 import ExportReveal1347 # noqa: PLC0415
        from ..models.export_seat_result_1347 import ExportSeatResult1347 # noqa: PLC0415
        classes = self.classes.to_dict()

        eligible = self.eligible



        nuns = self.nuns

        reveal = self.reveal.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        survivors = self.survivors



        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "classes": classes,
            "eligible": eligible,
            "nuns": nuns,
            "reveal": reveal,
            "seats": seats,
            "survivors": survivors,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classes_1347 import Classes1347 # noqa: PLC0415
        from ..models.export_reveal_1347 import ExportReveal1347 # noqa: PLC0415
        from ..models.export_seat_result_1347 import ExportSeatResult1347 # noqa: PLC0415
        d = dict(src_dict)
        classes = Classes1347.from_dict(d.pop("classes"))




        eligible = cast(list[int], d.pop("eligible"))


        nuns = d.pop("nuns")

        reveal = ExportReveal1347.from_dict(d.pop("reveal"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ExportSeatResult1347.from_dict(seats_item_data)



            seats.append(seats_item)


        survivors = cast(list[int], d.pop("survivors"))


        winners = cast(list[int], d.pop("winners"))


        export_result_1347 = cls(
            classes=classes,
            eligible=eligible,
            nuns=nuns,
            reveal=reveal,
            seats=seats,
            survivors=survivors,
            winners=winners,
        )

        return export_result_1347

