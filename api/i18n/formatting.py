"""General formatting in one language: gettext with plurals, numbers, lists, quoting.

Rendering never raises on bad parameters: a missing one prints as "?", a value of the wrong
type is echoed (shortened), so a malformed event or error still gets a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal
from babel.support import NullTranslations

from .markers import N_

#: The one minus sign of every text ("−1 on one die"), never a hyphen.
MINUS = "\u2212"
MAX_PARAM_CHARS = 40  # user-supplied values echoed in a sentence are cut to this length
#: A name inside any sentence or list: translations add the locale's quotes (“%(card)s”,
#: «%(card)s», « %(card)s »), so sentences never quote their names themselves.
NAME_IN_SENTENCE = N_("%(card)s")
#: Quotes inside a quoted name («Iglesia: “+1” con un dado», «Церковь: „+1“ …»).
_INNER_QUOTES: dict[str, tuple[str, str]] = {"es": ("“", "”"), "fr": ("“", "”"), "ru": ("„", "“")}

Msgid = str | tuple[str, str]


def as_int(value: Any) -> int | None:
    """``value`` if it is an integer (not a boolean), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class Params(dict):
    """Sentence parameters: a missing one renders as "?" instead of raising."""

    def __missing__(self, key: str) -> str:
        return "?"


class Formatter:
    """gettext, numbers and lists for one language."""

    def __init__(self, locale: str, translations: NullTranslations) -> None:
        self.locale = locale
        self.babel_locale = Locale.parse(locale)
        self._t = translations
        self._joined: dict[tuple[tuple[str, ...], str], str] = {}

    def gettext(self, msg: str) -> str:
        """The translation of ``msg`` (``msg`` itself when untranslated)."""
        return self._t.gettext(msg)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The plural form for ``n`` (CLDR rules from the catalog's Plural-Forms header)."""
        return self._t.ngettext(singular, plural, n)

    def pgettext(self, context: str, msg: str) -> str:
        """The translation of ``msg`` in ``context``."""
        return self._t.pgettext(context, msg)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        """The plural form for ``n`` of a pair in ``context``."""
        return self._t.npgettext(context, singular, plural, n)

    def format(self, msgid: Msgid, count: Any = None, **params: Any) -> str:
        """Translate ``msgid`` (a plural pair chooses its form by ``count``), fill ``params``."""
        values = Params(params)
        if isinstance(msgid, tuple):
            n = as_int(count)
            text = self.ngettext(msgid[0], msgid[1], n if n is not None else 2)
            values["count"] = self.number(n) if n is not None else self.text(count)
        else:
            text = self.gettext(msgid)
        return text % values

    def number(self, n: int | float) -> str:
        """``n`` formatted for the locale ("1,234", "1 234")."""
        if type(n) is int and -1000 < n < 1000:  # no grouping: the same in all four locales
            return str(n)
        try:
            return format_decimal(n, locale=self.babel_locale)
        except (TypeError, ValueError, ArithmeticError):
            return str(n)

    def number_param(self, value: Any) -> str:
        """A numeric parameter, or whatever was given echoed (shortened)."""
        n = as_int(value)
        return self.number(n) if n is not None else self.text(value)

    def signed(self, value: Any) -> str:
        """A change with its sign: "+1", "−1" (U+2212, the minus sign of the card names, in
        every language: docs/translating.md)."""
        n = as_int(value)
        if n is None:
            return self.text(value)
        return f"{'+' if n >= 0 else MINUS}{self.number(abs(n))}"

    def text(self, value: Any) -> str:
        """A raw parameter echoed into a sentence, shortened."""
        text = value if isinstance(value, str) else repr(value)
        if len(text) > MAX_PARAM_CHARS:
            text = text[: MAX_PARAM_CHARS - 1] + "…"
        return text

    def join(self, items: Sequence[str], style: str = "standard") -> str:
        """``items`` joined the locale's way ("a, b and c"; style "or": "a, b or c")."""
        if not items:
            return ""
        key = (tuple(items), style)
        joined = self._joined.get(key)
        if joined is None:
            try:
                joined = format_list(list(items), style=style, locale=self.babel_locale)
            except (ValueError, KeyError):
                joined = ", ".join(items)
            if len(self._joined) < 1024:  # sentences join a handful of fixed phrases
                self._joined[key] = joined
        return joined

    def quoted(self, name: str) -> str:
        """A name inside a sentence, quoted the locale's way (“Gold 2”, «Oro 2»).

        Quotes already in the name (church effects) become the locale's inner quotes.
        """
        template = self.gettext(NAME_IN_SENTENCE)
        inner = _INNER_QUOTES.get(self.locale)
        if inner and "«" in template and "«" in name:
            name = re.sub(r"«\s?", inner[0], name)
            name = re.sub(r"\s?»", inner[1], name)
        return template % {"card": name}
