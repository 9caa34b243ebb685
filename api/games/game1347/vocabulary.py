"""1347's words in one language: card, building, class, kind, phase and variant names, units
with their plurals, and the texts of its catalog's entries and its rules (``catalog_texts``,
``rules_text``: the base class localizes the engine's catalog with them). The sentences are in
``sentences``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.game1347 import GAME
from engine.game1347.buildings import BUILDING_INDEX, SUPPLY_SOURCE, building_info
from engine.game1347.cards import CARD_INDEX, card_info

from ...i18n import Vocabulary
from . import msgids as M
from . import sentences as game_sentences
from .rules_msgids import SECTIONS


class Vocabulary1347(Vocabulary):
    """Names, units and sentences of 1347 for one Localizer's language."""

    game = GAME
    sentences = game_sentences
    catalog_texts: ClassVar = {
        "classes": {"name": M.CLASS_NAMES, "figure": M.FIGURES},
        "kinds": {"name": M.KIND_NAMES, "text": M.KIND_TEXTS},
        "building_types": {"name": M.BUILDING_NAMES},
        "building_types.premium": {"text": M.ACTION_TEXTS},  # by (type, "premium")
        "building_types.standard": {"text": M.ACTION_TEXTS},
        "levels": {"name": M.LEVEL_NAMES},
        "variants": {"name": M.VARIANT_NAMES, "text": M.VARIANT_TEXTS},
        "options": {"name": M.OPTION_NAMES, "text": M.OPTION_TEXTS},
        "phases": {"name": M.PHASE_NAMES},
        "steps": {"name": M.STEP_NAMES},
    }
    rules_text = SECTIONS
    bot_texts = M.BOTS
    lesson_texts = M.LESSONS

    def __init__(self, loc: Any) -> None:
        super().__init__(loc)
        self._cards: dict[str, dict[str, object]] = {}
        self._buildings: dict[str, dict[str, object]] = {}
        self._refs: dict[str, str] = {}  # card or building id -> its name as quoted in sentences

    # Units ------------------------------------------------------------------------------

    def cards(self, n: Any) -> str:
        """A number of cards: "1 card", "3 cards", "5 карт"."""
        return self.loc.format(M.UNIT_CARDS, n)

    def rats(self, n: Any) -> str:
        """A number of rats: "1 rat", "2 крысы", "5 крыс"."""
        return self.loc.format(M.UNIT_RATS, n)

    def nuns(self, n: Any) -> str:
        """A number of nuns: "no nuns", "1 nun", "2 монахини", "5 монахинь"."""
        return self.loc.gettext(M.NO_NUNS) if n == 0 else self.loc.format(M.UNIT_NUNS, n)

    def vp(self, n: Any) -> str:
        """A number of victory points: "8 VP", "8 PV", "8 победных очков"."""
        return self.loc.format(M.UNIT_VP, n)

    def vp_tokens(self, n: Any) -> str:
        """A number of victory point tokens."""
        return self.loc.format(M.UNIT_VP_TOKENS, n)

    def influence(self, n: Any) -> str:
        """A number of influence points."""
        return self.loc.format(M.UNIT_INFLUENCE, n)

    def rounds(self, n: Any) -> str:
        """A number of rounds: "9 rounds", "9 manches", "9 раундов"."""
        return self.loc.format(M.UNIT_ROUNDS, n)

    def players(self, n: Any) -> str:
        """A number of players: "3 players", "5 игроков"."""
        return self.loc.format(M.UNIT_PLAYERS, n)

    def kind_count(self, kind: Any, n: Any) -> str:
        """A number of Jokers or special cards of one kind: "2 Swords", "2 Меча"."""
        msgid = M.UNIT_KINDS.get(kind) if isinstance(kind, str) else None
        return self.loc.format(msgid, n) if msgid else self.cards(n)

    # Cards and buildings ----------------------------------------------------------------

    def card(self, card_id: str) -> dict[str, object]:
        """``card_info`` plus the localized ``name`` (KeyError for unknown ids).

        The dict is shared by every caller (views are built from many of them): read it,
        never change it.
        """
        cached = self._cards.get(card_id)
        if cached is None:
            cached = card_info(CARD_INDEX[card_id])
            kind = str(cached["kind"])
            if kind == "population":
                msgid = M.POPULATION_CARD_NAMES[str(cached["class"])]
                cached["name"] = self.loc.format(msgid, nuns=self.nuns(cached["nuns"]))
            else:
                cached["name"] = self.loc.gettext(M.KIND_NAMES[kind])
            self._cards[card_id] = cached
        return cached

    def shown(self, ref: str, value: str) -> Any:
        return self.building(value) if ref == "building" else self.card(value)

    def building(self, building_id: str) -> dict[str, object]:
        """``building_info`` plus the localized ``name`` and ``supply_text`` (KeyError for
        unknown ids); shared like ``card``'s dicts."""
        cached = self._buildings.get(building_id)
        if cached is None:
            cached = building_info(BUILDING_INDEX[building_id])
            cached["name"] = self.building_name(cached["type"])
            cached["supply_text"] = self.supply_text(cached["supply"])
            self._buildings[building_id] = cached
        return cached

    def card_name(self, card_id: Any) -> str:
        """The localized name of a card; an unknown id is echoed back (shortened)."""
        if isinstance(card_id, str) and card_id in CARD_INDEX:
            return str(self.card(card_id)["name"])
        return self.loc.text(card_id)

    def card_ref(self, card_id: Any) -> str:
        """A card's name inside a sentence, quoted the locale's way."""
        if not isinstance(card_id, str) or card_id not in CARD_INDEX:
            return self.loc.quoted(self.loc.text(card_id))
        ref = self._refs.get(card_id)
        if ref is None:
            ref = self._refs[card_id] = self.loc.quoted(self.card_name(card_id))
        return ref

    def card_list(self, card_ids: Any) -> str:
        if not isinstance(card_ids, list):
            return self.loc.text(card_ids)
        return self.loc.join([self.card_ref(card_id) for card_id in card_ids])

    def building_name(self, key: Any) -> str:
        """The localized name of a building type, or of a building card's type ("farm-3")."""
        if isinstance(key, str) and key in BUILDING_INDEX:
            key = key.rpartition("-")[0]
        return self.named(M.BUILDING_NAMES, key)

    def building_ref(self, building_id: Any) -> str:
        """A building's name inside a sentence, quoted the locale's way («Granja»)."""
        if not isinstance(building_id, str) or building_id not in BUILDING_INDEX:
            return self.loc.quoted(self.loc.text(building_id))
        ref = self._refs.get(building_id)
        if ref is None:
            ref = self._refs[building_id] = self.loc.quoted(self.building_name(building_id))
        return ref

    def building_list(self, building_ids: Any) -> str:
        if not isinstance(building_ids, list):
            return self.loc.text(building_ids)
        return self.loc.join([self.building_ref(b) for b in building_ids])

    def supply_text(self, supply: Any) -> str:
        """A supply action's symbols as a sentence: "Supply action: draw 2 population cards
        and look at 1 card of the nun row.", saying so while the values come from this
        implementation's placeholder table (``SUPPLY_SOURCE``), not the printed cards."""
        if not isinstance(supply, Mapping):
            return self.loc.text(supply)
        symbols = [
            self.loc.format(msgid, supply[key])
            for key, msgid in M.SUPPLY_SYMBOLS.items()
            if isinstance(supply.get(key), int) and supply[key] > 0
        ]
        if SUPPLY_SOURCE.startswith("placeholder"):
            text, nothing = M.SUPPLY_TEXT_PLACEHOLDER, M.SUPPLY_NOTHING_PLACEHOLDER
        else:
            text, nothing = M.SUPPLY_TEXT, M.SUPPLY_NOTHING
        if not symbols:
            return self.loc.gettext(nothing)
        return self.loc.format(text, symbols=self.loc.join(symbols))

    def action_text(self, building: Any, level: Any) -> str:
        """What a building's premium or standard action does (P42–P53)."""
        kind = building.rpartition("-")[0] if isinstance(building, str) else None
        msgid = M.ACTION_TEXTS.get((kind or building, level)) if isinstance(level, str) else None
        return self.loc.gettext(msgid) if msgid else self.loc.text(building)

    # Names ------------------------------------------------------------------------------

    def class_name(self, name: Any) -> str:
        return self.named(M.CLASS_NAMES, name)

    def class_in_sentence(self, name: Any) -> str:
        """A class with its preposition, inside a sentence ("in Magic", "en hechicería")."""
        return self.named(M.CLASS_IN_SENTENCE, name)

    def kind_name(self, kind: Any) -> str:
        return self.named(M.KIND_NAMES, kind)

    def level_name(self, level: Any) -> str:
        return self.named(M.LEVEL_NAMES, level)

    def phase_name(self, phase: Any) -> str:
        return self.named(M.PHASE_NAMES, phase)

    def step_name(self, step: Any) -> str:
        return self.named(M.STEP_NAMES, step)

    def variant_name(self, variant: Any) -> str:
        return self.named(M.VARIANT_NAMES, variant)

    def option_name(self, option: Any) -> str:
        return self.named(M.OPTION_NAMES, option)

    def seat_list(self, seats: Any, names: Sequence[str] | None, style: str = "standard") -> str:
        """Players' names joined ("Ana and Boris"; style "or": "Ana or Boris")."""
        if not isinstance(seats, list):
            return self.loc.text(seats)
        return self.loc.join([self.loc.seat_name(seat, names) for seat in seats], style)
