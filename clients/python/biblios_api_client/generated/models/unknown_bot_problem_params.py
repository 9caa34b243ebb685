from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="UnknownBotProblemParams")



@_attrs_define
class UnknownBotProblemParams:
    """ The parameters of the problem `unknown_bot`: no bot of that name.

        Attributes:
            bot (str): the bot asked for
            bots (list[str]): the game's bots
     """

    bot: str
    bots: list[str]





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        bots = self.bots




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
            "bots": bots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        bots = cast(list[str], d.pop("bots"))


        unknown_bot_problem_params = cls(
            bot=bot,
            bots=bots,
        )

        return unknown_bot_problem_params

