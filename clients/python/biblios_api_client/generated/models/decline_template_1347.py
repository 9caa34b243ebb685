from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.decline_template_1347_type import DeclineTemplate1347Type






T = TypeVar("T", bound="DeclineTemplate1347")



@_attrs_define
class DeclineTemplate1347:
    """ 
        Attributes:
            type_ (DeclineTemplate1347Type):
     """

    type_: DeclineTemplate1347Type





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DeclineTemplate1347Type(d.pop("type"))




        decline_template_1347 = cls(
            type_=type_,
        )

        return decline_template_1347

