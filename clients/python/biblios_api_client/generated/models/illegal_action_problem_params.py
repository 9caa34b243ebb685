from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="IllegalActionProblemParams")



@_attrs_define
class IllegalActionProblemParams:
    """ The parameters of the problem `illegal_action`: that kind of action is not possible at this moment.

        Attributes:
            action (str): the action's `type`
     """

    action: str





    def to_dict(self) -> dict[str, Any]:
        action = self.action


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        illegal_action_problem_params = cls(
            action=action,
        )

        return illegal_action_problem_params

