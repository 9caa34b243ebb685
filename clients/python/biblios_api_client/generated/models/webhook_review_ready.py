from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_review_ready_type import WebhookReviewReadyType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.webhook_review_ready_data import WebhookReviewReadyData





T = TypeVar("T", bound="WebhookReviewReady")



@_attrs_define
class WebhookReviewReady:
    """ 
        Attributes:
            data (WebhookReviewReadyData):
            timestamp (datetime.datetime): RFC 3339
            type_ (WebhookReviewReadyType):
     """

    data: WebhookReviewReadyData
    timestamp: datetime.datetime
    type_: WebhookReviewReadyType





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_review_ready_data import WebhookReviewReadyData # noqa: PLC0415
        data = self.data.to_dict()

        timestamp = self.timestamp.isoformat()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "data": data,
            "timestamp": timestamp,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_review_ready_data import WebhookReviewReadyData # noqa: PLC0415
        d = dict(src_dict)
        data = WebhookReviewReadyData.from_dict(d.pop("data"))




        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))




        type_ = WebhookReviewReadyType(d.pop("type"))




        webhook_review_ready = cls(
            data=data,
            timestamp=timestamp,
            type_=type_,
        )

        return webhook_review_ready

