from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.first_seat_default import FirstSeatDefault
  from ..models.game_option import GameOption
  from ..models.player_range import PlayerRange
  from ..models.variant_choice import VariantChoice





T = TypeVar("T", bound="GameType")



@_attrs_define
class GameType:
    """ 
        Attributes:
            bot_levels (list[str]): the bots a person is offered, weakest first (the catalog's `bots` name them); the others
                serve tests and benchmarks
            bots (list[str]): the bots a seat may take
            first_seat (FirstSeatDefault):
            id (str): `game` in `POST /v1/games`
            name (str): a proper noun, the same in every language
            options (list[GameOption]):
            players (PlayerRange):
            tutorial (bool): whether `POST /v1/games` takes `"tutorial": true`
            variants (VariantChoice):
     """

    bot_levels: list[str]
    bots: list[str]
    first_seat: FirstSeatDefault
    id: str
    name: str
    options: list[GameOption]
    players: PlayerRange
    tutorial: bool
    variants: VariantChoice





    def to_dict(self) -> dict[str, Any]:
        from ..models.first_seat_default import FirstSeatDefault # noqa: PLC0415
        from ..models.game_option import GameOption # noqa: PLC0415
        from ..models.player_range import PlayerRange # noqa: PLC0415
        from ..models.variant_choice import VariantChoice # noqa: PLC0415
        bot_levels = self.bot_levels



        bots = self.bots



        first_seat = self.first_seat.to_dict()

        id = self.id

        name = self.name

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        players = self.players.to_dict()

        tutorial = self.tutorial

        variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot_levels": bot_levels,
            "bots": bots,
            "first_seat": first_seat,
            "id": id,
            "name": name,
            "options": options,
            "players": players,
            "tutorial": tutorial,
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.first_seat_default import FirstSeatDefault # noqa: PLC0415
        from ..models.game_option import GameOption # noqa: PLC0415
        from ..models.player_range import PlayerRange # noqa: PLC0415
        from ..models.variant_choice import VariantChoice # noqa: PLC0415
        d = dict(src_dict)
        bot_levels = cast(list[str], d.pop("bot_levels"))


        bots = cast(list[str], d.pop("bots"))


        first_seat = FirstSeatDefault.from_dict(d.pop("first_seat"))




        id = d.pop("id")

        name = d.pop("name")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = GameOption.from_dict(options_item_data)



            options.append(options_item)


        players = PlayerRange.from_dict(d.pop("players"))




        tutorial = d.pop("tutorial")

        variants = VariantChoice.from_dict(d.pop("variants"))




        game_type = cls(
            bot_levels=bot_levels,
            bots=bots,
            first_seat=first_seat,
            id=id,
            name=name,
            options=options,
            players=players,
            tutorial=tutorial,
            variants=variants,
        )

        return game_type

