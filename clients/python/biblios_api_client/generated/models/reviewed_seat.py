from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.reviewed_decision import ReviewedDecision





T = TypeVar("T", bound="ReviewedSeat")



@_attrs_define
class ReviewedSeat:
    """ 
        Attributes:
            decisions (list[ReviewedDecision]):
            seat (int):
            complete (bool | Unset): false when the seat's review reached its CPU bound (`BIBLIOS_REVIEW_CPU_SECONDS`, 60 s
                by default) before its last decision: the decisions after it are not reviewed (absent from reviews made before
                2026-11-28)
     """

    decisions: list[ReviewedDecision]
    seat: int
    complete: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reviewed_decision import ReviewedDecision # noqa: PLC0415
        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)



        seat = self.seat

        complete = self.complete


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decisions": decisions,
            "seat": seat,
        })
        if complete is not UNSET:
            field_dict["complete"] = complete

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reviewed_decision import ReviewedDecision # noqa: PLC0415
        d = dict(src_dict)
        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            decisions_item = ReviewedDecision.from_dict(decisions_item_data)



            decisions.append(decisions_item)


        seat = d.pop("seat")

        complete = d.pop("complete", UNSET)

        reviewed_seat = cls(
            decisions=decisions,
            seat=seat,
            complete=complete,
        )

        return reviewed_seat

