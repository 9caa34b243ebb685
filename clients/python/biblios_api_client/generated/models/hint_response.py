from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hint_alternative import HintAlternative
  from ..models.hint_response_action import HintResponseAction





T = TypeVar("T", bound="HintResponse")



@_attrs_define
class HintResponse:
    """ 
        Attributes:
            action (HintResponseAction): a concrete action, as a client sends it to `/actions`
            alternatives (list[HintAlternative]): the next best actions, best first (at most 3)
            chance (float | None): its estimated chance of winning, 0..1 (null: a decision the expert's search cannot weigh,
                e.g. 1347's phase D: its own move, no alternatives)
     """

    action: HintResponseAction
    alternatives: list[HintAlternative]
    chance: float | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.hint_alternative import HintAlternative # noqa: PLC0415
        from ..models.hint_response_action import HintResponseAction # noqa: PLC0415
        action = self.action.to_dict()

        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data.to_dict()
            alternatives.append(alternatives_item)



        chance: float | None
        chance = self.chance


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "alternatives": alternatives,
            "chance": chance,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hint_alternative import HintAlternative # noqa: PLC0415
        from ..models.hint_response_action import HintResponseAction # noqa: PLC0415
        d = dict(src_dict)
        action = HintResponseAction.from_dict(d.pop("action"))




        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in (_alternatives):
            alternatives_item = HintAlternative.from_dict(alternatives_item_data)



            alternatives.append(alternatives_item)


        def _parse_chance(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        chance = _parse_chance(d.pop("chance"))


        hint_response = cls(
            action=action,
            alternatives=alternatives,
            chance=chance,
        )

        return hint_response

