from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.webhook_result import WebhookResult





T = TypeVar("T", bound="WebhookFinishedData")



@_attrs_define
class WebhookFinishedData:
    """ 
        Attributes:
            game_id (str):
            result (WebhookResult):
            version (int):
     """

    game_id: str
    result: WebhookResult
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_result import WebhookResult # noqa: PLC0415
        game_id = self.game_id

        result = self.result.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game_id": game_id,
            "result": result,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_result import WebhookResult # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        result = WebhookResult.from_dict(d.pop("result"))




        version = d.pop("version")

        webhook_finished_data = cls(
            game_id=game_id,
            result=result,
            version=version,
        )

        return webhook_finished_data

