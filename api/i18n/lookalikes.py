"""Names that look alike compare alike: a confusable skeleton (Unicode TR39, "Confusable
Detection"), with white space, format characters and width folded first.

:func:`lookalike_keys` are what two names are compared by when one must not pass for the other
(a person's name for a seat's default name, "Bot 2"; two seats' names): they look alike when
one of their keys is the same. A key is made in this order:

1. compatibility and width (NFKC): "Ｂｏｔ ２" is "Bot 2", "①" is "1";
2. every decimal digit as its ASCII digit ("٢" is "2");
3. format characters and other default-ignorable code points removed (zero-width spaces and
   joiners, soft hyphens, variation selectors, Hangul fillers...);
4. white space of any kind as one space, runs of it as one;
5. TR39's skeleton: NFD, each character replaced by its prototype in Unicode's
   ``confusables.txt`` (``api.i18n.lookalikes_table``: Cyrillic "о" is Latin "o", "0" is "O", "1"
   and "I" are "l"), NFD again;
6. a small capital read as its capital (Latin "ᴘ" is "P", and Cyrillic "т", whose prototype
   is "ᴛ", is "T"): in a name, a glance reads the letter, not its height;
7. case folded.

The second key case folds the text before the skeleton too, and the third upper-cases it: an
upper-case letter's prototype may differ from its lower-case one's (Cyrillic "Т" is "T", "т" is
a small capital "ᴛ"), so "БОТ 2" must meet "Бот 2" in the second, "Boт 2" (a Cyrillic "т") and
"БoT 2" (a Latin "o" and "T") meet "Bot 2" and "Бот 2" in the third, while "PIayer 1" (a
capital "I") meets "Player 1" in the first. Two texts with a key in common may be told apart by
a careful reader, never by a glance.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from .lookalikes_table import ENTRIES

__all__ = [
    "KEY_COUNT",
    "by_glyph",
    "folded",
    "glyph",
    "lookalike_keys",
    "prototypes",
    "small_capitals",
]

#: Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties.txt) beyond category Cf.
_IGNORABLE_RANGES = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)


@cache
def prototypes() -> dict[str, str]:
    """Each confusable character's prototype (TR39's mapping), read once."""
    table = {}
    for entry in ENTRIES.split():
        source, _, prototype = entry.partition(">")
        table[chr(int(source, 16))] = "".join(chr(int(cp, 16)) for cp in prototype.split("+"))
    return table


def _ignorable(char: str) -> bool:
    if unicodedata.category(char) == "Cf":
        return True
    code = ord(char)
    return any(low <= code <= high for low, high in _IGNORABLE_RANGES)


def folded(text: str) -> str:
    """Steps 1 to 4: width, digits, format characters and white space folded."""
    out: list[str] = []
    for char in unicodedata.normalize("NFKC", text):
        if _ignorable(char):
            continue
        if char.isspace() or unicodedata.category(char) == "Zs":
            if not out or out[-1] != " ":
                out.append(" ")
            continue
        digit = unicodedata.decimal(char, None)
        out.append(str(digit) if digit is not None else char)
    return "".join(out)


@cache
def small_capitals() -> dict[str, str]:
    """Each small capital letter of the Basic Multilingual Plane and its capital letter ("ᴘ":
    "P"), by their Unicode names."""
    found = {}
    for code in range(0x10000):
        name = unicodedata.name(chr(code), "")
        if " LETTER SMALL CAPITAL " not in name:
            continue
        try:
            found[chr(code)] = unicodedata.lookup(
                name.replace(" LETTER SMALL CAPITAL ", " CAPITAL LETTER ")
            )
        except KeyError:  # a small capital of no capital letter ("REVERSED N")
            continue
    return found


def glyph(char: str) -> str:
    """What one character looks like: its prototype (TR39), a small capital read as its
    capital (steps 5 and 6 for one character)."""
    prototype = prototypes().get(char, char)
    return small_capitals().get(prototype, prototype)


@cache
def by_glyph() -> dict[str, tuple[str, ...]]:
    """Every character of the Basic Multilingual Plane that is a letter, a digit or a mark, by
    what it looks like (:func:`glyph`)."""
    found: dict[str, list[str]] = {}
    for code in range(0x10000):
        char = chr(code)
        if unicodedata.category(char)[0] in "LNM":
            found.setdefault(glyph(char), []).append(char)
    return {shape: tuple(chars) for shape, chars in found.items()}


def _skeleton(text: str) -> str:
    """Steps 5 and 6: TR39's skeleton of ``text`` (NFD, each character's prototype, NFD), with
    small capitals read as capitals."""
    table, capitals = prototypes(), small_capitals()
    mapped = "".join(table.get(char, char) for char in unicodedata.normalize("NFD", text))
    mapped = "".join(capitals.get(char, char) for char in mapped)
    return unicodedata.normalize("NFD", mapped)


#: How many keys :func:`lookalike_keys` gives.
KEY_COUNT = 3


def lookalike_keys(text: str, strip: bool = True) -> tuple[str, ...]:
    """What ``text`` is compared by (see the module's docstring): its key as written, once case
    folded and once upper-cased (``KEY_COUNT`` keys); ``strip``: without the white space around
    them (False for a part of a longer text)."""
    folded_text = folded(text)
    cases = (folded_text, folded_text.casefold(), folded_text.upper())
    keys = tuple(_skeleton(written).casefold() for written in cases)
    return tuple(key.strip(" ") for key in keys) if strip else keys
