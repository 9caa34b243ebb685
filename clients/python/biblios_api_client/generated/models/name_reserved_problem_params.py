from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="NameReservedProblemParams")



@_attrs_define
class NameReservedProblemParams:
    """ The parameters of the problem `name_reserved`: a name that reads as a seat's default name in any language ("Player
    2", "Бот 3"), lookalikes included ("Bоt 2" with a Cyrillic "о", "Ｂｏｔ ２", "Bot\\u00a02": compared by Unicode's
    confusable skeleton, `api/i18n/lookalikes.py`).

        Attributes:
            name (str): the name refused
     """

    name: str





    def to_dict(self) -> dict[str, Any]:
        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        name_reserved_problem_params = cls(
            name=name,
        )

        return name_reserved_problem_params

