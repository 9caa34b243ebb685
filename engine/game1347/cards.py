"""The cards that go into hands (P2–P5): 84 population cards, 15 jokers, 51 special cards.

Inside the engine such a card is a small int 0..149: the population cards first (14 per class in
P2 order, numbers 01..14), then the jokers, Swords, Flutes, Passes and Gold. Canonical string
ids (``church-12``, ``joker-03``, ``gold-15``) are used only at the edges: views, events,
actions. Building cards have their own numbering (``buildings``).
"""

from __future__ import annotations

from typing import Final

CLASSES: Final = ("peasantry", "bourgeoisie", "church", "chivalry", "magic", "royalty")  # P2
PEASANTRY, BOURGEOISIE, CHURCH, CHIVALRY, MAGIC, ROYALTY = range(6)

KINDS: Final = ("population", "joker", "sword", "flute", "pass", "gold")
POPULATION, JOKER, SWORD, FLUTE, PASS, GOLD = range(6)
KIND_COUNTS: Final = (84, 15, 12, 12, 12, 15)  # P3, P4, P5
#: The supply piles (P17): every kind but population, in ``KINDS`` order.
SUPPLY_KINDS: Final = (JOKER, SWORD, FLUTE, PASS, GOLD)

PER_CLASS: Final = 14
#: P3 (decision): nuns by card number 01..14 within a class: 4×0, 2×1, 2×2, 2×3, 4×4.
NUNS_BY_NUMBER: Final = (0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4)
TOTAL_NUNS: Final = 168


def _build() -> tuple[list[str], list[int], list[int], list[int]]:
    ids: list[str] = []
    kinds: list[int] = []
    classes: list[int] = []  # the class of a population card, -1 for the others
    nuns: list[int] = []
    for c, name in enumerate(CLASSES):
        for number in range(1, PER_CLASS + 1):
            ids.append(f"{name}-{number:02d}")
            kinds.append(POPULATION)
            classes.append(c)
            nuns.append(NUNS_BY_NUMBER[number - 1])
    for kind in SUPPLY_KINDS:
        for number in range(1, KIND_COUNTS[kind] + 1):
            ids.append(f"{KINDS[kind]}-{number:02d}")
            kinds.append(kind)
            classes.append(-1)
            nuns.append(0)
    return ids, kinds, classes, nuns


_ids, _kinds, _classes, _nuns = _build()
CARD_IDS: Final = tuple(_ids)
CARD_COUNT: Final = len(CARD_IDS)
CARD_INDEX: Final = {card_id: i for i, card_id in enumerate(CARD_IDS)}
KIND_OF: Final = tuple(_kinds)
CLASS_OF: Final = tuple(_classes)
NUNS: Final = tuple(_nuns)
#: Every card of each kind, ascending.
CARDS_OF_KIND: Final = tuple(
    tuple(i for i in range(CARD_COUNT) if KIND_OF[i] == kind) for kind in range(len(KINDS))
)
#: The first card of each kind: a supply pile's bit i is the card ``FIRST_OF_KIND[kind] + i``.
FIRST_OF_KIND: Final = tuple(cards[0] for cards in CARDS_OF_KIND)
#: P31: what may be committed in phase C (population cards, jokers, Swords, Flutes).
COMMITTABLE: Final = tuple(k in (POPULATION, JOKER, SWORD, FLUTE) for k in KIND_OF)
#: P35, P38: the cards that score influence and count for the premium action.
INFLUENTIAL: Final = tuple(k in (POPULATION, JOKER) for k in KIND_OF)

assert CARD_COUNT == sum(KIND_COUNTS) == 150
assert sum(NUNS) == TOTAL_NUNS


def ids(cards: list[int]) -> list[str]:
    """The ids of some cards."""
    return [CARD_IDS[c] for c in cards]


def card_info(card: int) -> dict[str, object]:
    """The language-free description of a card (catalog)."""
    info: dict[str, object] = {"id": CARD_IDS[card], "kind": KINDS[KIND_OF[card]]}
    if KIND_OF[card] == POPULATION:
        info["class"] = CLASSES[CLASS_OF[card]]
        info["nuns"] = NUNS[card]
    return info
