"""Biblios's words in one language: card, category, die, phase and variant names, units, and
the texts of its catalog's entries and its rules (``catalog_texts``, ``rules_text``: the base
class localizes the engine's catalog with them). The sentences are in ``sentences``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import orjson

from engine.biblios import GAME
from engine.biblios.cards import CARD_IDS, CARD_INDEX, card_info

from ...i18n import Vocabulary
from ...i18n.encoded import pre_encoded
from . import msgids as M
from . import sentences as game_sentences
from .rules_msgids import SECTIONS


class BibliosVocabulary(Vocabulary):
    """Names, units and sentences of Biblios for one Localizer's language."""

    game = GAME
    sentences = game_sentences
    catalog_texts: ClassVar = {
        "categories": {"name": M.CATEGORY_NAMES},
        "church": {"name": M.CHURCH_NAMES, "text": M.CHURCH_TEXTS},
        "phases": {"name": M.PHASE_NAMES},
        "variants": {"name": M.VARIANT_NAMES, "text": M.VARIANT_TEXTS},
    }
    rules_text = SECTIONS
    bot_texts = M.BOTS
    lesson_texts = M.LESSONS

    def __init__(self, loc: Any) -> None:
        super().__init__(loc)
        self._cards: dict[str, dict[str, object]] = {}
        self._card_table: dict[str, orjson.Fragment] | None = None
        self._card_refs: dict[str, str] = {}  # card id -> its name as quoted in sentences

    # Units ------------------------------------------------------------------------------

    def cards(self, n: Any) -> str:
        """A number of cards: "1 card", "3 cards", "5 карт"."""
        return self.loc.format(M.UNIT_CARDS, n)

    def gold(self, n: Any) -> str:
        """An amount of gold: "5 gold", "5 de oro", "5 Or", "5 Золота"."""
        return self.loc.format(M.UNIT_GOLD, n)

    def points(self, n: Any) -> str:
        """A number of victory points: "8 victory points", "8 Очков Победы"."""
        return self.loc.format(M.UNIT_POINTS, n)

    def dice(self, n: Any) -> str:
        """A number of dice: "1 die", "2 dice", "2 кубика"."""
        return self.loc.format(M.UNIT_DICE, n)

    def amount(self, n: Any, currency: Any) -> str:
        """A bid or price in its currency: gold for most cards, cards for a Gold card."""
        if currency == "cards":
            return self.cards(n)
        if currency == "gold":
            return self.gold(n)
        return self.loc.number_param(n)

    # Names ------------------------------------------------------------------------------

    def card(self, card_id: str) -> dict[str, object]:
        """``card_info(card_id)`` plus the localized ``name`` (KeyError for unknown ids).

        The dict is shared by every caller (views are built from thousands of them): read it,
        never change it.
        """
        cached = self._cards.get(card_id)
        if cached is None:
            cached = card_info(card_id)
            cached["name"] = self._card_name(cached)
            self._cards[card_id] = cached
        return cached

    def shown(self, ref: str, value: str) -> Any:
        return self.card(value)  # the catalog's only ref: a card

    def card_table(self) -> dict[str, orjson.Fragment]:
        """Every card id → its ``card`` object, encoded once (``api.i18n.encoded``): a view maps
        dozens of ids with one subscript each, and its JSON splices the bytes in."""
        if self._card_table is None:
            self._card_table = {card_id: pre_encoded(self.card(card_id)) for card_id in CARD_IDS}
        return self._card_table

    def card_name(self, card_id: Any) -> str:
        """The localized name of a card; an unknown id is echoed back (shortened)."""
        if isinstance(card_id, str):
            try:
                return str(self.card(card_id)["name"])
            except KeyError:
                pass
        return self.loc.text(card_id)

    def _card_name(self, info: Mapping[str, object]) -> str:
        if info["kind"] == "category":
            msgid = M.CATEGORY_CARD_NAMES[str(info["category"])]
            return self.loc.format(msgid, value=info["value"], letter=info["letter"])
        if info["kind"] == "gold":
            return self.loc.format(M.GOLD_CARD_NAME, value=info["value"])
        return self.loc.gettext(M.CHURCH_NAMES[str(info["effect"])])

    def card_ref(self, card_id: Any) -> str:
        """A card's name inside a sentence, quoted the locale's way."""
        cached = self._card_refs.get(card_id) if isinstance(card_id, str) else None
        if cached is None:
            cached = self.loc.quoted(self.card_name(card_id))
            if isinstance(card_id, str) and card_id in CARD_INDEX:
                self._card_refs[card_id] = cached
        return cached

    def card_list(self, card_ids: Any) -> str:
        if not isinstance(card_ids, list):
            return self.loc.text(card_ids)
        return self.loc.join([self.card_ref(card_id) for card_id in card_ids])

    def category_name(self, category: Any) -> str:
        """A category's name in the plural ("Monks", "Monjes", "Moines", "Монахи")."""
        return self.named(M.CATEGORY_NAMES, category)

    def die_name(self, category: Any) -> str:
        """A category's die inside a sentence ("the Monks die", "кубик Монахов")."""
        return self.named(M.DIE_NAMES, category)

    def phase_name(self, phase: Any) -> str:
        """The name of a phase: "gift", "auction" or "over"."""
        return self.named(M.PHASE_NAMES, phase)

    def variant_name(self, variant: Any) -> str:
        """The name of a variant: "standard" or "medieval_bluff"."""
        return self.named(M.VARIANT_NAMES, variant)

    def winners(self, winners: Any, names: Sequence[str] | None) -> list[str]:
        if not isinstance(winners, list):
            return []
        return [self.loc.seat_name(seat, names) for seat in winners]
