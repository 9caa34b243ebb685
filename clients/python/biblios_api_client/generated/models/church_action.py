from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.church_action_type import ChurchActionType
from typing import cast

if TYPE_CHECKING:
  from ..models.adjust_item import AdjustItem





T = TypeVar("T", bound="ChurchAction")



@_attrs_define
class ChurchAction:
    """ 
        Attributes:
            adjust (list[AdjustItem]): church: the dice to move; [] declines
            type_ (ChurchActionType):
     """

    adjust: list[AdjustItem]
    type_: ChurchActionType





    def to_dict(self) -> dict[str, Any]:
        from ..models.adjust_item import AdjustItem # noqa: PLC0415
        adjust = []
        for adjust_item_data in self.adjust:
            adjust_item = adjust_item_data.to_dict()
            adjust.append(adjust_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjust": adjust,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.adjust_item import AdjustItem # noqa: PLC0415
        d = dict(src_dict)
        adjust = []
        _adjust = d.pop("adjust")
        for adjust_item_data in (_adjust):
            adjust_item = AdjustItem.from_dict(adjust_item_data)



            adjust.append(adjust_item)


        type_ = ChurchActionType(d.pop("type"))




        church_action = cls(
            adjust=adjust,
            type_=type_,
        )

        return church_action

