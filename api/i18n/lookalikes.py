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
6. case folded.

The second key case folds the text before the skeleton too: an upper-case letter's prototype may
differ from its lower-case one's (Cyrillic "Т" is "T", "т" is a small capital "ᴛ"), so "БОТ 2"
must meet "Бот 2" there, while "PIayer 1" (a capital "I") meets "Player 1" in the first. Two
texts with a key in common may be told apart by a careful reader, never by a glance.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from .lookalikes_table import ENTRIES

__all__ = ["lookalike_keys", "prototypes"]

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


def _folded(text: str) -> str:
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


def _skeleton(text: str) -> str:
    """TR39's skeleton of ``text``: NFD, each character's prototype, NFD."""
    table = prototypes()
    mapped = "".join(table.get(char, char) for char in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


def lookalike_keys(text: str, strip: bool = True) -> tuple[str, str]:
    """What ``text`` is compared by (see the module's docstring): its key as written, and
    its key once case folded; ``strip``: without the white space around them (False for a
    part of a longer text)."""
    folded = _folded(text)
    keys = (_skeleton(folded).casefold(), _skeleton(folded.casefold()).casefold())
    return (keys[0].strip(" "), keys[1].strip(" ")) if strip else keys
