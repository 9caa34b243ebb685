from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.seat_view import SeatView





T = TypeVar("T", bound="ListedGame")



@_attrs_define
class ListedGame:
    """ 
        Attributes:
            created_at (datetime.datetime): RFC 3339, UTC
            game (str):
            id (str):
            phase (None | str):
            players (int):
            seats (list[SeatView]):
            to_act (list[int]): the people whose decision the game waits for
            updated_at (datetime.datetime): the last write (RFC 3339, UTC)
            version (int):
     """

    created_at: datetime.datetime
    game: str
    id: str
    phase: None | str
    players: int
    seats: list[SeatView]
    to_act: list[int]
    updated_at: datetime.datetime
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_view import SeatView # noqa: PLC0415
        created_at = self.created_at.isoformat()

        game = self.game

        id = self.id

        phase: None | str
        phase = self.phase

        players = self.players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        to_act = self.to_act



        updated_at = self.updated_at.isoformat()

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "game": game,
            "id": id,
            "phase": phase,
            "players": players,
            "seats": seats,
            "to_act": to_act,
            "updated_at": updated_at,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_view import SeatView # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        game = d.pop("game")

        id = d.pop("id")

        def _parse_phase(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phase = _parse_phase(d.pop("phase"))


        players = d.pop("players")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatView.from_dict(seats_item_data)



            seats.append(seats_item)


        to_act = cast(list[int], d.pop("to_act"))


        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        version = d.pop("version")

        listed_game = cls(
            created_at=created_at,
            game=game,
            id=id,
            phase=phase,
            players=players,
            seats=seats,
            to_act=to_act,
            updated_at=updated_at,
            version=version,
        )

        return listed_game

