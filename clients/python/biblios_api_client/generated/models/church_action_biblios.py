from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.church_action_biblios_type import ChurchActionBibliosType
from typing import cast

if TYPE_CHECKING:
  from ..models.adjust_item_biblios import AdjustItemBiblios





T = TypeVar("T", bound="ChurchActionBiblios")



@_attrs_define
class ChurchActionBiblios:
    """ 
        Attributes:
            adjust (list[AdjustItemBiblios]): church: the dice to move; [] declines
            type_ (ChurchActionBibliosType):
     """

    adjust: list[AdjustItemBiblios]
    type_: ChurchActionBibliosType





    def to_dict(self) -> dict[str, Any]:
        from ..models.adjust_item_biblios import AdjustItemBiblios # noqa: PLC0415
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
        from ..models.adjust_item_biblios import AdjustItemBiblios # noqa: PLC0415
        d = dict(src_dict)
        adjust = []
        _adjust = d.pop("adjust")
        for adjust_item_data in (_adjust):
            adjust_item = AdjustItemBiblios.from_dict(adjust_item_data)



            adjust.append(adjust_item)


        type_ = ChurchActionBibliosType(d.pop("type"))




        church_action_biblios = cls(
            adjust=adjust,
            type_=type_,
        )

        return church_action_biblios

