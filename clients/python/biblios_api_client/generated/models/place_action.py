from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.place_action_to import PlaceActionTo
from ..models.place_action_type import PlaceActionType






T = TypeVar("T", bound="PlaceAction")



@_attrs_define
class PlaceAction:
    """ 
        Attributes:
            to (PlaceActionTo): place
            type_ (PlaceActionType):
     """

    to: PlaceActionTo
    type_: PlaceActionType





    def to_dict(self) -> dict[str, Any]:
        to = self.to.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = PlaceActionTo(d.pop("to"))




        type_ = PlaceActionType(d.pop("type"))




        place_action = cls(
            to=to,
            type_=type_,
        )

        return place_action

