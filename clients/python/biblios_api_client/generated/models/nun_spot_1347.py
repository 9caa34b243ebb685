from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.population_card_1347 import PopulationCard1347





T = TypeVar("T", bound="NunSpot1347")



@_attrs_define
class NunSpot1347:
    """ 
        Attributes:
            card (None | PopulationCard1347): a population card; null: not looked at by the caller
            looked_by (list[int]):
            position (int):
     """

    card: None | PopulationCard1347
    looked_by: list[int]
    position: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        card: dict[str, Any] | None
        if isinstance(self.card, PopulationCard1347):
            card = self.card.to_dict()
        else:
            card = self.card

        looked_by = self.looked_by



        position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "looked_by": looked_by,
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_card(data: object) -> None | PopulationCard1347:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = PopulationCard1347.from_dict(data)



                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PopulationCard1347, data)

        card = _parse_card(d.pop("card"))


        looked_by = cast(list[int], d.pop("looked_by"))


        position = d.pop("position")

        nun_spot_1347 = cls(
            card=card,
            looked_by=looked_by,
            position=position,
        )

        return nun_spot_1347

