from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.listed_game import ListedGame





T = TypeVar("T", bound="GameList")



@_attrs_define
class GameList:
    """ 
        Attributes:
            games (list[ListedGame]): newest first
            next_cursor (None | str): pass it as `cursor` for the next page; null: no more games. A page may hold fewer than
                `limit` games and still have a next one.
     """

    games: list[ListedGame]
    next_cursor: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.listed_game import ListedGame # noqa: PLC0415
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        next_cursor: None | str
        next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "next_cursor": next_cursor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.listed_game import ListedGame # noqa: PLC0415
        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = ListedGame.from_dict(games_item_data)



            games.append(games_item)


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        game_list = cls(
            games=games,
            next_cursor=next_cursor,
        )

        return game_list

