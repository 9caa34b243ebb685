"""The 87 cards of Biblios (R1–R6).

Inside the engine a card is a small int (0..86): category cards first (nine per category in
Scriptorium order, letters A..I), then the 33 gold cards (by value, then number), then the nine
church cards. Canonical string ids (R6) are used only at the edges: views, events, actions.
"""

from __future__ import annotations

from typing import Final

CATEGORIES: Final = ("monks", "pigments", "forbidden_tomes", "holy_books", "manuscripts")  # R2
LETTERS: Final = "ABCDEFGHI"  # R3
CHURCH_EFFECTS: Final = ("up1", "down1", "up2", "down2", "updown")  # R5

CATEGORY, GOLD, CHURCH = "category", "gold", "church"

_HIGH_VALUES: Final = (2, 2, 2, 2, 3, 3, 3, 4, 4)  # monks, pigments (R3)
_LOW_VALUES: Final = (1, 1, 1, 1, 1, 1, 1, 2, 2)  # the three book categories (R3)

FIRST_GOLD: Final = 45
FIRST_CHURCH: Final = 78
CARD_COUNT: Final = 87

_CHURCH_IDS: Final = (
    ("up1", "church-up1-1"),
    ("up1", "church-up1-2"),
    ("down1", "church-down1-1"),
    ("down1", "church-down1-2"),
    ("up2", "church-up2-1"),
    ("up2", "church-up2-2"),
    ("down2", "church-down2-1"),
    ("down2", "church-down2-2"),
    ("updown", "church-updown"),
)


def _build() -> tuple[list[str], list[str], list[int], list[int], list[int], list[str]]:
    ids: list[str] = []
    kinds: list[str] = []
    categories: list[int] = []  # category index, -1 for gold and church
    values: list[int] = []  # category value or gold value, 0 for church
    letters: list[int] = []  # letter index 0..8, -1 for gold and church
    effects: list[str] = []  # church effect, "" otherwise
    for c, name in enumerate(CATEGORIES):
        table = _HIGH_VALUES if c < 2 else _LOW_VALUES
        for i, letter in enumerate(LETTERS):
            ids.append(f"{name}-{letter}")
            kinds.append(CATEGORY)
            categories.append(c)
            values.append(table[i])
            letters.append(i)
            effects.append("")
    for value in (1, 2, 3):  # R4
        for n in range(1, 12):
            ids.append(f"gold-{value}-{n:02d}")
            kinds.append(GOLD)
            categories.append(-1)
            values.append(value)
            letters.append(-1)
            effects.append("")
    for effect, card_id in _CHURCH_IDS:
        ids.append(card_id)
        kinds.append(CHURCH)
        categories.append(-1)
        values.append(0)
        letters.append(-1)
        effects.append(effect)
    return ids, kinds, categories, values, letters, effects


CARD_IDS, KIND, CATEGORY_OF, VALUE, LETTER, EFFECT = (tuple(t) for t in _build())
CARD_INDEX: Final = {card_id: i for i, card_id in enumerate(CARD_IDS)}
IS_GOLD: Final = tuple(kind == GOLD for kind in KIND)
IS_CHURCH: Final = tuple(kind == CHURCH for kind in KIND)
GOLD_CARDS_BY_VALUE: Final = {
    v: tuple(i for i in range(CARD_COUNT) if IS_GOLD[i] and VALUE[i] == v) for v in (1, 2, 3)
}

assert len(CARD_IDS) == CARD_COUNT
assert CARD_IDS[FIRST_GOLD] == "gold-1-01" and CARD_IDS[FIRST_CHURCH] == "church-up1-1"


def card_info(card_id: str) -> dict[str, object]:
    """The language-free description of a card, as views show it (without the name)."""
    i = CARD_INDEX[card_id]
    info: dict[str, object] = {"id": card_id, "kind": KIND[i]}
    if KIND[i] == CATEGORY:
        info["category"] = CATEGORIES[CATEGORY_OF[i]]
        info["value"] = VALUE[i]
        info["letter"] = LETTERS[LETTER[i]]
    elif KIND[i] == GOLD:
        info["value"] = VALUE[i]
    else:
        info["effect"] = EFFECT[i]
    return info
