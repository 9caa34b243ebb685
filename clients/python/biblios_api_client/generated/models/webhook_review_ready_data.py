from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WebhookReviewReadyData")



@_attrs_define
class WebhookReviewReadyData:
    """ 
        Attributes:
            game_id (str):
     """

    game_id: str





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game_id": game_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        webhook_review_ready_data = cls(
            game_id=game_id,
        )

        return webhook_review_ready_data

