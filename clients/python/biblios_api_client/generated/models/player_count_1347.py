from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PlayerCount1347")



@_attrs_define
class PlayerCount1347:
    """ 
        Attributes:
            building_deck (int):
            players (int):
            reserve_deck (int):
            rounds (int):
            row_size (int):
     """

    building_deck: int
    players: int
    reserve_deck: int
    rounds: int
    row_size: int





    def to_dict(self) -> dict[str, Any]:
        building_deck = self.building_deck

        players = self.players

        reserve_deck = self.reserve_deck

        rounds = self.rounds

        row_size = self.row_size


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building_deck": building_deck,
            "players": players,
            "reserve_deck": reserve_deck,
            "rounds": rounds,
            "row_size": row_size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building_deck = d.pop("building_deck")

        players = d.pop("players")

        reserve_deck = d.pop("reserve_deck")

        rounds = d.pop("rounds")

        row_size = d.pop("row_size")

        player_count_1347 = cls(
            building_deck=building_deck,
            players=players,
            reserve_deck=reserve_deck,
            rounds=rounds,
            row_size=row_size,
        )

        return player_count_1347

