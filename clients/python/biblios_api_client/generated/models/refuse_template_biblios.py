from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.refuse_template_biblios_type import RefuseTemplateBibliosType






T = TypeVar("T", bound="RefuseTemplateBiblios")



@_attrs_define
class RefuseTemplateBiblios:
    """ 
        Attributes:
            type_ (RefuseTemplateBibliosType):
     """

    type_: RefuseTemplateBibliosType





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
        type_ = RefuseTemplateBibliosType(d.pop("type"))




        refuse_template_biblios = cls(
            type_=type_,
        )

        return refuse_template_biblios

