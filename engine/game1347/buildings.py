"""The 60 building cards (P6, P9, P10) and the twelve types' actions (P42–P53), as data.

A building card is an int 0..59: type ``b // 5`` (the types in class order, two per class),
copy ``b % 5 + 1``; its id is ``<type>-<copy>`` (``farm-3``). Each type's premium and standard
actions are ``Effect`` values that ``effects`` carries out. The supply action printed on each
card (P10) is NOT recoverable from the rulebook: it is read from the package's data file
``data/supply_actions.json``, which a transcription of the real card faces can replace without
any code change.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Final

from .cards import CLASSES, FLUTE, GOLD, JOKER, KINDS, PASS, SWORD

BUILDING_TYPES: Final = (
    "farm",
    "brewery",
    "marketplace",
    "office",
    "monastery",
    "hospital",
    "castle",
    "guard_tower",
    "fortune_teller",
    "pipers_hut",
    "palace",
    "treasury",
)
(
    FARM,
    BREWERY,
    MARKETPLACE,
    OFFICE,
    MONASTERY,
    HOSPITAL,
    CASTLE,
    GUARD_TOWER,
    FORTUNE_TELLER,
    PIPERS_HUT,
    PALACE,
    TREASURY,
) = range(12)
COPIES: Final = 5
BUILDING_COUNT: Final = len(BUILDING_TYPES) * COPIES
#: The class of each type: two types per class, in P2 order (P42–P53).
TYPE_CLASS: Final = tuple(t // 2 for t in range(len(BUILDING_TYPES)))
#: P17: the special supply each type needs, if any.
TYPE_SPECIAL: Final = {MARKETPLACE: JOKER, OFFICE: PASS, CASTLE: SWORD, PIPERS_HUT: FLUTE}
TYPE_SPECIAL[TREASURY] = GOLD

BUILDING_IDS: Final = tuple(f"{t}-{k}" for t in BUILDING_TYPES for k in range(1, COPIES + 1))
BUILDING_INDEX: Final = {building_id: b for b, building_id in enumerate(BUILDING_IDS)}
TYPE_OF: Final = tuple(b // COPIES for b in range(BUILDING_COUNT))
BUILDING_CLASS: Final = tuple(TYPE_CLASS[t] for t in TYPE_OF)

PREMIUM, STANDARD = 0, 1
LEVELS: Final = ("premium", "standard")
#: What a building action does (P42–P53).
EFFECT_CODES: Final = (
    "draw",
    "draw_per_influence",
    "take",
    "discard_rats",
    "hospital",
    "demand_cards",
    "look",
    "take_vp",
    "none",
)


@dataclass(frozen=True, slots=True)
class Effect:
    """One building action (P42–P53): what ``code`` does with its numbers."""

    code: str
    """One of ``EFFECT_CODES``."""
    count: int = 0
    """Cards drawn, taken, demanded or at most discarded (hospital); nun cards looked at; VP
    tokens taken; rats discarded."""
    per: int = 0
    """draw_per_influence: influence points per card drawn (P43)."""
    rats: int = 0
    """hospital: rats discarded before the cards (P47)."""
    kind: int = -1
    """take: the supply pile (a card kind)."""

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"code": self.code}
        if self.code == "draw_per_influence":
            data["per"] = self.per
        elif self.code != "none":
            data["count"] = self.count
        if self.code == "hospital":
            data["rats"] = self.rats
        if self.code == "take":
            data["kind"] = KINDS[self.kind]
        return data


def _take(count: int, kind: int) -> Effect:
    return Effect("take", count, kind=kind)


#: (premium, standard) per type, in ``BUILDING_TYPES`` order.
EFFECTS: Final = (
    (Effect("draw", 4), Effect("draw", 2)),  # P42 Farm
    (Effect("draw_per_influence", per=1), Effect("draw_per_influence", per=2)),  # P43 Brewery
    (_take(2, JOKER), _take(1, JOKER)),  # P44 Marketplace
    (_take(2, PASS), _take(1, PASS)),  # P45 Office
    (Effect("discard_rats", 2), Effect("discard_rats", 1)),  # P46 Monastery
    (Effect("hospital", 3, rats=1), Effect("hospital", 2)),  # P47 Hospital
    (_take(2, SWORD), _take(1, SWORD)),  # P48 Castle
    (Effect("demand_cards", 3), Effect("none")),  # P49 Guard Tower
    (Effect("look", 2), Effect("look", 1)),  # P50 Fortune-teller's Tent
    (_take(2, FLUTE), _take(1, FLUTE)),  # P51 Piper's Hut
    (Effect("take_vp", 2), Effect("take_vp", 1)),  # P52 Palace
    (_take(2, GOLD), _take(1, GOLD)),  # P53 Treasury
)


@dataclass(frozen=True, slots=True)
class SupplyAction:
    """The symbols of one card's supply action (P10, P26–P28)."""

    draw: int
    rats: int
    look: int

    def to_json(self) -> dict[str, int]:
        return {"draw": self.draw, "rats": self.rats, "look": self.look}


SUPPLY_FILE: Final = "supply_actions.json"
SUPPLY_FORMAT: Final = "1347-supply-actions/1"


def parse_supply_actions(data: object) -> tuple[SupplyAction, ...]:
    """The supply action of every building card from the data file's JSON (ValueError if it
    is not one entry of non-negative ``draw``/``rats``/``look`` per card, at most 5 looks)."""
    if not isinstance(data, dict) or data.get("format") != SUPPLY_FORMAT:
        raise ValueError("not a supply-action table")
    cards = data.get("cards")
    if not isinstance(cards, dict) or set(cards) != set(BUILDING_IDS):
        raise ValueError("the table must list every building card once")
    table = []
    for building_id in BUILDING_IDS:
        entry = cards[building_id]
        if not isinstance(entry, dict) or set(entry) != {"draw", "rats", "look"}:
            raise ValueError(building_id)
        values = [entry[key] for key in ("draw", "rats", "look")]
        if any(type(v) is not int or v < 0 for v in values) or values[2] > 5:
            raise ValueError(building_id)
        table.append(SupplyAction(*values))
    return tuple(table)


def _load_supply_file() -> dict:
    """Read the package's data file once, at import (package data, like the code itself)."""
    text = resources.files(__package__).joinpath("data").joinpath(SUPPLY_FILE).read_text("utf-8")
    data = json.loads(text)
    return data if isinstance(data, dict) else {}


_SUPPLY_FILE_DATA: Final = _load_supply_file()
SUPPLY_ACTIONS: Final = parse_supply_actions(_SUPPLY_FILE_DATA)
#: Where the table comes from: ``"placeholder-P10"`` while it is the spec's placeholder (P10),
#: the transcription's source once the printed cards are (docs/1347-api.md, "1347's supply
#: actions").
SUPPLY_SOURCE: Final = str(_SUPPLY_FILE_DATA.get("source", ""))


def building_info(b: int) -> dict[str, object]:
    """The language-free description of a building card (catalog and views)."""
    t = TYPE_OF[b]
    return {
        "id": BUILDING_IDS[b],
        "type": BUILDING_TYPES[t],
        "class": CLASSES[TYPE_CLASS[t]],
        "supply": SUPPLY_ACTIONS[b].to_json(),
    }


def type_info(t: int) -> dict[str, object]:
    """A building type with its class and its two actions (catalog)."""
    premium, standard = EFFECTS[t]
    special = TYPE_SPECIAL.get(t)
    return {
        "type": BUILDING_TYPES[t],
        "class": CLASSES[TYPE_CLASS[t]],
        "premium": premium.to_json(),
        "standard": standard.to_json(),
        "special": None if special is None else KINDS[special],
    }
