from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TrackSpace1347")



@_attrs_define
class TrackSpace1347:
    """ 
        Attributes:
            space (int):
            stack (list[int]): bottom first
     """

    space: int
    stack: list[int]





    def to_dict(self) -> dict[str, Any]:
        space = self.space

        stack = self.stack




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "space": space,
            "stack": stack,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        space = d.pop("space")

        stack = cast(list[int], d.pop("stack"))


        track_space_1347 = cls(
            space=space,
            stack=stack,
        )

        return track_space_1347

