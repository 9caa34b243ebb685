from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.reviewed_decision_expert import ReviewedDecisionExpert
  from ..models.reviewed_decision_played import ReviewedDecisionPlayed





T = TypeVar("T", bound="ReviewedDecision")



@_attrs_define
class ReviewedDecision:
    """ 
        Attributes:
            chance_expert (float): 0..1
            chance_played (float): 0..1
            expert (ReviewedDecisionExpert): a concrete action, as a client sends it to `/actions`
            index (int): the replay's step
            mistake (bool): the expert's choice was at least 0.10 better
            played (ReviewedDecisionPlayed): a concrete action, as a client sends it to `/actions`
     """

    chance_expert: float
    chance_played: float
    expert: ReviewedDecisionExpert
    index: int
    mistake: bool
    played: ReviewedDecisionPlayed





    def to_dict(self) -> dict[str, Any]:
        from ..models.reviewed_decision_expert import ReviewedDecisionExpert # noqa: PLC0415
        from ..models.reviewed_decision_played import ReviewedDecisionPlayed # noqa: PLC0415
        chance_expert = self.chance_expert

        chance_played = self.chance_played

        expert = self.expert.to_dict()

        index = self.index

        mistake = self.mistake

        played = self.played.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chance_expert": chance_expert,
            "chance_played": chance_played,
            "expert": expert,
            "index": index,
            "mistake": mistake,
            "played": played,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reviewed_decision_expert import ReviewedDecisionExpert # noqa: PLC0415
        from ..models.reviewed_decision_played import ReviewedDecisionPlayed # noqa: PLC0415
        d = dict(src_dict)
        chance_expert = d.pop("chance_expert")

        chance_played = d.pop("chance_played")

        expert = ReviewedDecisionExpert.from_dict(d.pop("expert"))




        index = d.pop("index")

        mistake = d.pop("mistake")

        played = ReviewedDecisionPlayed.from_dict(d.pop("played"))




        reviewed_decision = cls(
            chance_expert=chance_expert,
            chance_played=chance_played,
            expert=expert,
            index=index,
            mistake=mistake,
            played=played,
        )

        return reviewed_decision

