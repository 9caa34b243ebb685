from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PlagueParams1347")



@_attrs_define
class PlagueParams1347:
    """ The parameters of the event `plague`.

        Attributes:
            killed (list[int]):
            nun_row (list[str]): card ids, in card order
            nuns (int):
            rats (list[int]): by seat
     """

    killed: list[int]
    nun_row: list[str]
    nuns: int
    rats: list[int]





    def to_dict(self) -> dict[str, Any]:
        killed = self.killed



        nun_row = self.nun_row



        nuns = self.nuns

        rats = self.rats




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "killed": killed,
            "nun_row": nun_row,
            "nuns": nuns,
            "rats": rats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        killed = cast(list[int], d.pop("killed"))


        nun_row = cast(list[str], d.pop("nun_row"))


        nuns = d.pop("nuns")

        rats = cast(list[int], d.pop("rats"))


        plague_params_1347 = cls(
            killed=killed,
            nun_row=nun_row,
            nuns=nuns,
            rats=rats,
        )

        return plague_params_1347

