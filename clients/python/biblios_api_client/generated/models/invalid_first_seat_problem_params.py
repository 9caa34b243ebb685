from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="InvalidFirstSeatProblemParams")



@_attrs_define
class InvalidFirstSeatProblemParams:
    """ The parameters of the problem `invalid_first_seat`: `first_seat` is not a seat of the game.

        Attributes:
            players (int): the players of the game: seats 0 to n-1
     """

    players: int





    def to_dict(self) -> dict[str, Any]:
        players = self.players


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        invalid_first_seat_problem_params = cls(
            players=players,
        )

        return invalid_first_seat_problem_params

