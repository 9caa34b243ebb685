"""Free text a client sends (player names, external ids, client seeds): normalized, then
refused when it could fool a reader or break a line.

Every such text is normalized to Unicode NFC and stripped. It is refused (400, with a localized
field error) when it holds a control character (category Cc: NUL, ESC, CR, LF...), a
bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069: text that reads backwards),
a character carrying more than ``MAX_MARKS`` combining marks ("Zalgo" text), or nothing visible
once stripped (only format characters such as a lone zero-width space). Emoji sequences joined
by zero-width joiners stay valid. Lengths count user-perceived characters (grapheme clusters),
not code points: "👨‍👩‍👧" is one.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Any

import regex
from marshmallow import ValidationError, fields

from . import N_, SUPPORTED, get_localizer
from .field_messages import Message
from .lookalikes import KEY_COUNT, by_glyph, folded, glyph, lookalike_keys

MAX_MARKS = 3  # combining marks on one character: enough for any real script
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_GRAPHEME = regex.compile(r"\X")
_INVISIBLE = frozenset({"Cf", "Zs", "Zl", "Zp", "Mn", "Me"})

_NOT_TEXT = Message(N_("Not a valid string."))
_CONTROL = Message(N_("Control characters are not allowed."))
_BIDI = Message(N_("Characters that change the direction of the text are not allowed."))
_MARKS = Message(N_("Too many accents on one character."))
_EMPTY = Message(N_("Must contain visible characters."))
_LENGTH = Message(N_("Length must be between %(min)s and %(max)s characters."))


_NEVER = r"\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
PATTERN = rf"^[^{_NEVER}]*[^\s{_NEVER}\u00ad\u200b-\u200f\u2060-\u2064\ufeff][^{_NEVER}]*$"
"""The rules a regular expression can state, for the OpenAPI document: no control character, no
bidirectional override or isolate, one character at least that is not blank."""


def normalize(text: str) -> str:
    """``text`` in NFC, stripped of surrounding white space."""
    return unicodedata.normalize("NFC", text).strip()


def graphemes(text: str) -> list[str]:
    """The user-perceived characters of ``text``."""
    return _GRAPHEME.findall(text)


def problems_of(text: str) -> list[Message]:
    """What makes normalized ``text`` unacceptable (an empty list: nothing)."""
    found: list[Message] = []
    if any(unicodedata.category(c) == "Cc" for c in text):
        found.append(_CONTROL)
    if any(c in _BIDI_CONTROLS for c in text):
        found.append(_BIDI)
    clusters = graphemes(text)
    if any(sum(unicodedata.combining(c) > 0 for c in cluster) > MAX_MARKS for cluster in clusters):
        found.append(_MARKS)
    if all(unicodedata.category(c) in _INVISIBLE for c in text):
        found.append(_EMPTY)
    return found


class ClientText(fields.String):
    """A free text from a client, ``low``..``high`` user-perceived characters long once
    normalized; loads as the normalized text."""

    def __init__(self, low: int = 1, high: int = 40, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.low, self.high = low, high
        if low > 0:  # in code points, which a user-perceived character has at least one of
            self.metadata.setdefault("minLength", low)
            self.metadata.setdefault("pattern", PATTERN)
        self.metadata.setdefault(
            "description",
            f"{low} to {high} characters (user-perceived), normalized to NFC and stripped; no "
            "control characters, no bidirectional overrides or isolates, something visible.",
        )

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str:
        if not isinstance(value, str):
            raise ValidationError(_NOT_TEXT)
        text = normalize(value)
        if not text and self.low == 0:
            return text
        found = problems_of(text)
        if found:
            raise ValidationError(found)
        if not self.low <= len(graphemes(text)) <= self.high:
            raise ValidationError(_LENGTH.format(min=self.low, max=self.high))
        return text


@cache
def _default_names() -> tuple[regex.Pattern[str], ...]:
    """Every default seat name ("Player 2", "Бот 3"...) in every language, as one pattern over
    each of the lookalike keys (``api.i18n.lookalikes``): "Bоt 2" with a Cyrillic "о", "Ｂｏｔ ２",
    "Bot\u200b 2" or "БОТ 2" match."""
    patterns = []
    for variant in range(KEY_COUNT):

        def key(text: str, variant: int = variant) -> str:
            return regex.escape(lookalike_keys(text, strip=False)[variant])

        digits = "|".join(sorted({key(str(digit)) for digit in range(10)}))
        alternatives = []
        for lang in SUPPORTED:
            loc = get_localizer(lang)
            for bot in (False, True):
                before, _, after = loc.default_name(0, bot).partition("1")
                alternatives.append(f"{key(before)}(?:{digits})+{key(after)}")
        patterns.append(regex.compile("|".join(alternatives), regex.V1))
    return tuple(patterns)


def _shape_of(char: str) -> str:
    """A pattern of every character a glance takes for ``char`` in either case: whatever
    looks like it, its capital or its small letter (``api.i18n.lookalikes.glyph``)."""
    index = by_glyph()
    shapes = {glyph(form) for form in (char, char.upper(), char.lower())}
    chars = sorted({char, *(c for shape in shapes for c in index.get(shape, ()))})
    return "[" + "".join(regex.escape(c) for c in chars) + "]"


@cache
def _default_name_shapes() -> regex.Pattern[str]:
    """Every default seat name in every language, each letter as any letter that looks like
    it in either case: mixed-script lookalikes ("Boт 2" with a Cyrillic "т", "БoT 2" with a
    Latin "o" and "T") that the keys, each made in one case, miss."""
    digits = "(?:" + "|".join(_shape_of(str(digit)) for digit in range(10)) + ")+"
    alternatives = set()
    for lang in SUPPORTED:
        loc = get_localizer(lang)
        for bot in (False, True):
            before, _, after = folded(loc.default_name(0, bot)).partition("1")
            shaped = ("".join(map(_shape_of, part)) for part in (before, after))
            alternatives.add(digits.join(shaped))
    return regex.compile("|".join(sorted(alternatives)), regex.V1)


def is_default_name(name: str) -> bool:
    """Whether ``name`` reads as a seat's default name in any language ("player 2", "Bоt 2"
    with a Cyrillic "о", "Bot\u00a02" too): the names' lookalike keys are compared."""
    keys = lookalike_keys(name)
    return _default_name_shapes().fullmatch(folded(name).strip(" ")) is not None or any(
        pattern.fullmatch(key) is not None
        for pattern, key in zip(_default_names(), keys, strict=True)
    )
