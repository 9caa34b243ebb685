"""Biblios's words in one language: card, category, die, phase and variant names, units, and
the localized catalog and rules. The sentences built from them are in ``sentences``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from engine.biblios.cards import CARD_IDS, CARD_INDEX, CATEGORIES, CHURCH_EFFECTS, card_info

from ...encoded import pre_encoded
from ...i18n import Vocabulary
from . import sentences
from . import texts as M
from .rules_text import SECTIONS


class BibliosVocabulary(Vocabulary):
    """Names, units and sentences of Biblios for one Localizer's language."""

    def __init__(self, loc: Any) -> None:
        super().__init__(loc)
        self._cards: dict[str, dict[str, object]] = {}
        self._card_table: dict[str, orjson.Fragment] | None = None
        self._card_refs: dict[str, str] = {}  # card id -> its name as quoted in sentences

    # Sentences --------------------------------------------------------------------------

    def event(self, kind: str, seat: str, params: Mapping[str, Any], names: Any) -> str | None:
        return sentences.event(self, kind, seat, params, names)

    def prompt(self, code: str, params: Mapping[str, Any], names: Any) -> str | None:
        return sentences.prompt(self, code, params, names)

    def error(self, code: str, params: Mapping[str, Any], names: Any) -> str | None:
        return sentences.error(self, code, params, names)

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

    def card_table(self) -> dict[str, orjson.Fragment]:
        """Every card id → its ``card`` object, encoded once (``api.encoded``): a view maps
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

    def _named(self, table: Mapping[str, str], key: Any) -> str:
        """The translation of ``table[key]``; an unknown key is echoed back (shortened)."""
        msgid = table.get(key) if isinstance(key, str) else None
        return self.loc.gettext(msgid) if msgid else self.loc.text(key)

    def category_name(self, category: Any) -> str:
        """A category's name in the plural ("Monks", "Monjes", "Moines", "Монахи")."""
        return self._named(M.CATEGORY_NAMES, category)

    def die_name(self, category: Any) -> str:
        """A category's die inside a sentence ("the Monks die", "кубик Монахов")."""
        return self._named(M.DIE_NAMES, category)

    def phase_name(self, phase: Any) -> str:
        """The name of a phase: "gift", "auction" or "over"."""
        return self._named(M.PHASE_NAMES, phase)

    def variant_name(self, variant: Any) -> str:
        """The name of a variant: "standard" or "medieval_bluff"."""
        return self._named(M.VARIANT_NAMES, variant)

    def winners(self, winners: Any, names: Sequence[str] | None) -> list[str]:
        if not isinstance(winners, list):
            return []
        return [self.loc.seat_name(seat, names) for seat in winners]

    # Catalog and rules ------------------------------------------------------------------

    def catalog(self) -> dict[str, Any]:
        by_kind: dict[str, list[dict[str, object]]] = {}
        for card_id in CARD_IDS:
            card = self.card(card_id)
            key = str(card.get("category") or card.get("effect") or card["kind"])
            by_kind.setdefault(key, []).append(card)
        gettext = self.loc.gettext
        return {
            "categories": [
                {"id": c, "name": self.category_name(c), "cards": by_kind[c]} for c in CATEGORIES
            ],
            "gold": by_kind["gold"],
            "church": [
                {
                    "effect": effect,
                    "name": gettext(M.CHURCH_NAMES[effect]),
                    "text": gettext(M.CHURCH_TEXTS[effect]),
                    "cards": by_kind[effect],
                }
                for effect in CHURCH_EFFECTS
            ],
            "phases": [{"id": ph, "name": self.phase_name(ph)} for ph in M.PHASE_NAMES],
            "variants": [
                {"id": v, "name": self.variant_name(v), "text": gettext(M.VARIANT_TEXTS[v])}
                for v in M.VARIANT_NAMES
            ],
        }

    def rules(self) -> list[dict[str, str]]:
        gettext = self.loc.gettext
        return [
            {
                "id": section_id,
                "title": gettext(title),
                "text": "\n\n".join(gettext(paragraph) for paragraph in paragraphs),
            }
            for section_id, title, paragraphs in SECTIONS
        ]
