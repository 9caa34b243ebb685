from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.loser_chosen_params_1347_contest import LoserChosenParams1347Contest






T = TypeVar("T", bound="LoserChosenParams1347")



@_attrs_define
class LoserChosenParams1347:
    """ The parameters of the event `loser_chosen`.

        Attributes:
            contest (LoserChosenParams1347Contest):
            loser (int):
            row (int):
     """

    contest: LoserChosenParams1347Contest
    loser: int
    row: int





    def to_dict(self) -> dict[str, Any]:
        contest = self.contest.value

        loser = self.loser

        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contest": contest,
            "loser": loser,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contest = LoserChosenParams1347Contest(d.pop("contest"))




        loser = d.pop("loser")

        row = d.pop("row")

        loser_chosen_params_1347 = cls(
            contest=contest,
            loser=loser,
            row=row,
        )

        return loser_chosen_params_1347

