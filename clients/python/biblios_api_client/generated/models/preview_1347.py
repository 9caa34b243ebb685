from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.preview_1347_game import Preview1347Game
from ..models.preview_1347_type import Preview1347Type
from ..models.preview_1347_when import Preview1347When
from typing import cast

if TYPE_CHECKING:
  from ..models.cards_taken_1347 import CardsTaken1347
  from ..models.population_card_1347 import PopulationCard1347
  from ..models.seat_influence_1347 import SeatInfluence1347
  from ..models.special_card_1347 import SpecialCard1347





T = TypeVar("T", bound="Preview1347")



@_attrs_define
class Preview1347:
    """ 
        Attributes:
            cards_drawn (int): population cards drawn: a count, never the cards
            cards_lost (list[PopulationCard1347 | SpecialCard1347]):
            cards_taken (CardsTaken1347):
            cards_to_receive (int): cards the Guard Tower's givers will hand over
            game (Preview1347Game):
            hand (int): change of the hand's size
            influence (SeatInfluence1347):
            looks (list[int]): nun-row positions looked at
            rats (int):
            type_ (Preview1347Type):
            vp_tokens (int):
            when (Preview1347When): `resolution`: `influence` and `rats` come when the building is resolved (P35, entering);
                the rest at once
     """

    cards_drawn: int
    cards_lost: list[PopulationCard1347 | SpecialCard1347]
    cards_taken: CardsTaken1347
    cards_to_receive: int
    game: Preview1347Game
    hand: int
    influence: SeatInfluence1347
    looks: list[int]
    rats: int
    type_: Preview1347Type
    vp_tokens: int
    when: Preview1347When





    def to_dict(self) -> dict[str, Any]:
        from ..models.cards_taken_1347 import CardsTaken1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.seat_influence_1347 import SeatInfluence1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        cards_drawn = self.cards_drawn

        cards_lost = []
        for cards_lost_item_data in self.cards_lost:
            cards_lost_item: dict[str, Any]
            if isinstance(cards_lost_item_data, PopulationCard1347):
                cards_lost_item = cards_lost_item_data.to_dict()
            else:
                cards_lost_item = cards_lost_item_data.to_dict()

            cards_lost.append(cards_lost_item)



        cards_taken = self.cards_taken.to_dict()

        cards_to_receive = self.cards_to_receive

        game = self.game.value

        hand = self.hand

        influence = self.influence.to_dict()

        looks = self.looks



        rats = self.rats

        type_ = self.type_.value

        vp_tokens = self.vp_tokens

        when = self.when.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards_drawn": cards_drawn,
            "cards_lost": cards_lost,
            "cards_taken": cards_taken,
            "cards_to_receive": cards_to_receive,
            "game": game,
            "hand": hand,
            "influence": influence,
            "looks": looks,
            "rats": rats,
            "type": type_,
            "vp_tokens": vp_tokens,
            "when": when,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cards_taken_1347 import CardsTaken1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.seat_influence_1347 import SeatInfluence1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        d = dict(src_dict)
        cards_drawn = d.pop("cards_drawn")

        cards_lost = []
        _cards_lost = d.pop("cards_lost")
        for cards_lost_item_data in (_cards_lost):
            def _parse_cards_lost_item(data: object) -> PopulationCard1347 | SpecialCard1347:
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

            cards_lost_item = _parse_cards_lost_item(cards_lost_item_data)

            cards_lost.append(cards_lost_item)


        cards_taken = CardsTaken1347.from_dict(d.pop("cards_taken"))




        cards_to_receive = d.pop("cards_to_receive")

        game = Preview1347Game(d.pop("game"))




        hand = d.pop("hand")

        influence = SeatInfluence1347.from_dict(d.pop("influence"))




        looks = cast(list[int], d.pop("looks"))


        rats = d.pop("rats")

        type_ = Preview1347Type(d.pop("type"))




        vp_tokens = d.pop("vp_tokens")

        when = Preview1347When(d.pop("when"))




        preview_1347 = cls(
            cards_drawn=cards_drawn,
            cards_lost=cards_lost,
            cards_taken=cards_taken,
            cards_to_receive=cards_to_receive,
            game=game,
            hand=hand,
            influence=influence,
            looks=looks,
            rats=rats,
            type_=type_,
            vp_tokens=vp_tokens,
            when=when,
        )

        return preview_1347

