"""Nim at the HTTP edge: its texts and its vocabulary in four languages (its schemas are
derived from its engine declaration)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

from api.games import GameEdge
from api.i18n import N_, Np_, Vocabulary

from .rules import GAME

# --- Texts (msgids; the translations are in locales/ next to this file) -------------------

STONES = Np_("%(count)s stone", "%(count)s stones")
EVENTS = {
    "game_created": N_("A pile of %(stones)s: %(seat)s takes first."),
    "took": N_("%(seat)s takes %(taken)s; %(left)s left."),
    "game_over": N_("%(winners)s wins."),
}
PROMPTS = {
    "take_stones": N_("Take 1 to %(max)s stones."),
    "wait_take": N_("%(seat)s is taking stones."),
    "game_over": N_("%(winners)s wins."),
}
ERRORS = {"wrong_stone_count": N_("Take between 1 and %(max)s stones.")}
VARIANTS = {"normal": N_("Last stone wins"), "misere": N_("Last stone loses")}
BOTS = {
    "random": (N_("Random bot"), N_("Takes any number of stones.")),
    "greedy": (N_("Normal bot"), N_("Takes the winning number of stones when there is one.")),
}
RULES = (
    ("overview", N_("Overview"), (N_("Two players share a pile of stones."),)),
    ("play", N_("Play"), (N_("In turn, take 1, 2 or 3 stones."),)),
)


class NimVocabulary(Vocabulary):
    game = GAME
    catalog_texts: ClassVar = {"variants": {"name": VARIANTS}}
    bot_texts = BOTS
    rules_text = RULES

    def stones(self, n: Any) -> str:
        return self.loc.format(STONES, n)

    def event(self, kind: str, seat: str, params: Mapping[str, Any], names: Any) -> str | None:
        msgid = EVENTS.get(kind)
        if msgid is None:
            return None
        loc = self.loc
        return loc.format(
            msgid,
            seat=loc.seat_name(params["first_seat"], names) if kind == "game_created" else seat,
            stones=self.stones(params.get("stones")),
            taken=self.stones(params.get("count")),
            left=self.stones(params.get("left")),
            winners=loc.join([loc.seat_name(s, names) for s in params.get("winners", [])]),
        )

    def prompt(self, code: str, params: Mapping[str, Any], names: Any) -> str | None:
        msgid = PROMPTS.get(code)
        if msgid is None:
            return None
        loc = self.loc
        winners = [loc.seat_name(s, names) for s in params.get("winners", [])]
        seat = loc.seat_name(params.get("seat"), names)
        return loc.format(msgid, max=params.get("max"), seat=seat, winners=loc.join(winners))

    def error(self, code: str, params: Mapping[str, Any], names: Any) -> str | None:
        msgid = ERRORS.get(code)
        return None if msgid is None else self.loc.format(msgid, max=params.get("max"))

    def variant_name(self, variant: Any) -> str:
        return self.named(VARIANTS, variant)


class NimEdge(GameEdge):
    game = GAME
    vocabulary = NimVocabulary
    catalogs_dir = Path(__file__).with_name("locales")


EDGE = NimEdge()
