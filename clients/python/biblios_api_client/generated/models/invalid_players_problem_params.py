from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="InvalidPlayersProblemParams")



@_attrs_define
class InvalidPlayersProblemParams:
    """ The parameters of the problem `invalid_players`: a game of this kind is not for that many players.

        Attributes:
            max_ (int): the most players of the game
            min_ (int): the fewest players of the game
     """

    max_: int
    min_: int





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "min": min_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        min_ = d.pop("min")

        invalid_players_problem_params = cls(
            max_=max_,
            min_=min_,
        )

        return invalid_players_problem_params

