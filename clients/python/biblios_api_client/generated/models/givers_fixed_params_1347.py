from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GiversFixedParams1347")



@_attrs_define
class GiversFixedParams1347:
    """ The parameters of the event `givers_fixed`.

        Attributes:
            givers (list[int]): in giving order (P49)
            row (int):
     """

    givers: list[int]
    row: int





    def to_dict(self) -> dict[str, Any]:
        givers = self.givers



        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "givers": givers,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        givers = cast(list[int], d.pop("givers"))


        row = d.pop("row")

        givers_fixed_params_1347 = cls(
            givers=givers,
            row=row,
        )

        return givers_fixed_params_1347

