from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.entered_1347 import Entered1347
  from ..models.population_card_1347 import PopulationCard1347
  from ..models.seat_influence_1347 import SeatInfluence1347
  from ..models.special_card_1347 import SpecialCard1347





T = TypeVar("T", bound="PlayerInfo1347")



@_attrs_define
class PlayerInfo1347:
    """ 
        Attributes:
            entered (Entered1347 | None):
            hand (list[PopulationCard1347 | SpecialCard1347] | None): the caller's own hand; everyone's once the game is
                over
            hand_count (int):
            influence (SeatInfluence1347):
            looked (list[int]): nun-row positions looked at
            name (str):
            rats (int | None): the caller's own (P69)
            seat (int):
            vp_tokens (int):
     """

    entered: Entered1347 | None
    hand: list[PopulationCard1347 | SpecialCard1347] | None
    hand_count: int
    influence: SeatInfluence1347
    looked: list[int]
    name: str
    rats: int | None
    seat: int
    vp_tokens: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.entered_1347 import Entered1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.seat_influence_1347 import SeatInfluence1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        entered: dict[str, Any] | None
        if isinstance(self.entered, Entered1347):
            entered = self.entered.to_dict()
        else:
            entered = self.entered

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item: dict[str, Any]
                if isinstance(hand_type_0_item_data, PopulationCard1347):
                    hand_type_0_item = hand_type_0_item_data.to_dict()
                else:
                    hand_type_0_item = hand_type_0_item_data.to_dict()

                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_count = self.hand_count

        influence = self.influence.to_dict()

        looked = self.looked



        name = self.name

        rats: int | None
        rats = self.rats

        seat = self.seat

        vp_tokens = self.vp_tokens


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entered": entered,
            "hand": hand,
            "hand_count": hand_count,
            "influence": influence,
            "looked": looked,
            "name": name,
            "rats": rats,
            "seat": seat,
            "vp_tokens": vp_tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entered_1347 import Entered1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.seat_influence_1347 import SeatInfluence1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_entered(data: object) -> Entered1347 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                entered_type_0 = Entered1347.from_dict(data)



                return entered_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Entered1347 | None, data)

        entered = _parse_entered(d.pop("entered"))


        def _parse_hand(data: object) -> list[PopulationCard1347 | SpecialCard1347] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    def _parse_hand_type_0_item(data: object) -> PopulationCard1347 | SpecialCard1347:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_card_1347_type_0 = PopulationCard1347.from_dict(data)



                            return componentsschemas_card_1347_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_card_1347_type_1 = SpecialCard1347.from_dict(data)



                        return componentsschemas_card_1347_type_1

                    hand_type_0_item = _parse_hand_type_0_item(hand_type_0_item_data)

                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PopulationCard1347 | SpecialCard1347] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_count = d.pop("hand_count")

        influence = SeatInfluence1347.from_dict(d.pop("influence"))




        looked = cast(list[int], d.pop("looked"))


        name = d.pop("name")

        def _parse_rats(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rats = _parse_rats(d.pop("rats"))


        seat = d.pop("seat")

        vp_tokens = d.pop("vp_tokens")

        player_info_1347 = cls(
            entered=entered,
            hand=hand,
            hand_count=hand_count,
            influence=influence,
            looked=looked,
            name=name,
            rats=rats,
            seat=seat,
            vp_tokens=vp_tokens,
        )

        return player_info_1347

