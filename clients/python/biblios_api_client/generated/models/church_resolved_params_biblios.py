from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.adjust_item_biblios import AdjustItemBiblios





T = TypeVar("T", bound="ChurchResolvedParamsBiblios")



@_attrs_define
class ChurchResolvedParamsBiblios:
    """ The parameters of the event `church_resolved`.

        Attributes:
            adjust (list[AdjustItemBiblios]): the dice moved; [] declined
            card (str): a card id
     """

    adjust: list[AdjustItemBiblios]
    card: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.adjust_item_biblios import AdjustItemBiblios # noqa: PLC0415
        adjust = []
        for adjust_item_data in self.adjust:
            adjust_item = adjust_item_data.to_dict()
            adjust.append(adjust_item)



        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjust": adjust,
            "card": card,
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


        card = d.pop("card")

        church_resolved_params_biblios = cls(
            adjust=adjust,
            card=card,
        )

        return church_resolved_params_biblios

