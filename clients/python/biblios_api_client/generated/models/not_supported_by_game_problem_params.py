from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="NotSupportedByGameProblemParams")



@_attrs_define
class NotSupportedByGameProblemParams:
    """ The parameters of the problem `not_supported_by_game`: an operation the game does not offer (`POST .../preview` on a
    Biblios game: only 1347 has previews).

        Attributes:
            game (str): the game's kind (`biblios`, `1347`)
            operation (str): the operation it does not offer (`preview`)
     """

    game: str
    operation: str





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        operation = self.operation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "operation": operation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        operation = d.pop("operation")

        not_supported_by_game_problem_params = cls(
            game=game,
            operation=operation,
        )

        return not_supported_by_game_problem_params

