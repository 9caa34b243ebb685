from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.replay_step import ReplayStep





T = TypeVar("T", bound="ReplayPage")



@_attrs_define
class ReplayPage:
    """ 
        Attributes:
            game (str):
            next_ (int | None): the next page's `from`
            players (int):
            steps (list[ReplayStep]):
     """

    game: str
    next_: int | None
    players: int
    steps: list[ReplayStep]





    def to_dict(self) -> dict[str, Any]:
        from ..models.replay_step import ReplayStep # noqa: PLC0415
        game = self.game

        next_: int | None
        next_ = self.next_

        players = self.players

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "next": next_,
            "players": players,
            "steps": steps,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.replay_step import ReplayStep # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        players = d.pop("players")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = ReplayStep.from_dict(steps_item_data)



            steps.append(steps_item)


        replay_page = cls(
            game=game,
            next_=next_,
            players=players,
            steps=steps,
        )

        return replay_page

