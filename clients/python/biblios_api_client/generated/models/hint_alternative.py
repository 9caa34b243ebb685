from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hint_alternative_action import HintAlternativeAction





T = TypeVar("T", bound="HintAlternative")



@_attrs_define
class HintAlternative:
    """ 
        Attributes:
            action (HintAlternativeAction): a concrete action, as a client sends it to `/actions`
            chance (float | None): the expert's estimated chance of winning after it, 0..1
     """

    action: HintAlternativeAction
    chance: float | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.hint_alternative_action import HintAlternativeAction # noqa: PLC0415
        action = self.action.to_dict()

        chance: float | None
        chance = self.chance


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "chance": chance,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hint_alternative_action import HintAlternativeAction # noqa: PLC0415
        d = dict(src_dict)
        action = HintAlternativeAction.from_dict(d.pop("action"))




        def _parse_chance(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        chance = _parse_chance(d.pop("chance"))


        hint_alternative = cls(
            action=action,
            chance=chance,
        )

        return hint_alternative

