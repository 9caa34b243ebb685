from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.contest_won_params_1347_contest import ContestWonParams1347Contest
from typing import cast






T = TypeVar("T", bound="ContestWonParams1347")



@_attrs_define
class ContestWonParams1347:
    """ The parameters of the event `contest_won`.

        Attributes:
            contest (ContestWonParams1347Contest):
            losers (list[int]): tied for fewest
            row (int):
     """

    contest: ContestWonParams1347Contest
    losers: list[int]
    row: int





    def to_dict(self) -> dict[str, Any]:
        contest = self.contest.value

        losers = self.losers



        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contest": contest,
            "losers": losers,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contest = ContestWonParams1347Contest(d.pop("contest"))




        losers = cast(list[int], d.pop("losers"))


        row = d.pop("row")

        contest_won_params_1347 = cls(
            contest=contest,
            losers=losers,
            row=row,
        )

        return contest_won_params_1347

