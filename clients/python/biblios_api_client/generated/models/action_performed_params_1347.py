from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_performed_params_1347_level import ActionPerformedParams1347Level






T = TypeVar("T", bound="ActionPerformedParams1347")



@_attrs_define
class ActionPerformedParams1347:
    """ The parameters of the event `action_performed`.

        Attributes:
            building (str): the building card's id
            level (ActionPerformedParams1347Level):
            row (int): the row position, 1-based
     """

    building: str
    level: ActionPerformedParams1347Level
    row: int





    def to_dict(self) -> dict[str, Any]:
        building = self.building

        level = self.level.value

        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "level": level,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        level = ActionPerformedParams1347Level(d.pop("level"))




        row = d.pop("row")

        action_performed_params_1347 = cls(
            building=building,
            level=level,
            row=row,
        )

        return action_performed_params_1347

