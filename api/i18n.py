"""Localization: language negotiation and every text a person reads, in en, es, fr and ru.

The engine speaks in codes and parameters (``docs/codes.md``); this module turns them into
sentences with Babel gettext catalogs. The catalogs are read from
``locales/<lang>/LC_MESSAGES/messages.po`` and compiled in memory the first time a language
is used, so a stale ``.mo`` file can never be served and no build step is needed.
``BIBLIOS_LOCALES_DIR`` overrides where ``locales/`` is found.

Parameters are rendered before they enter a sentence: card ids become localized card names,
seats become the players' names (``names``, else "Player 2"), categories become their
localized names, and amounts carry their unit with the right plural ("5 gold", "5 Золота").
Rendering never raises: unknown codes and malformed parameters give a generic sentence.
"""

from __future__ import annotations

import copy
import logging
import os
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from io import BytesIO
from pathlib import Path
from typing import Any

from babel import Locale, negotiate_locale
from babel.lists import format_list
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from babel.support import NullTranslations, Translations

from api.texts import messages as M
from api.texts.rules import SECTIONS
from engine.cards import CARD_IDS, CARD_INDEX, CATEGORIES, CHURCH_EFFECTS, IS_GOLD, VALUE, card_info

__all__ = ["DEFAULT", "SUPPORTED", "Localizer", "get_localizer", "locales_dir", "negotiate"]

SUPPORTED: tuple[str, ...] = ("en", "es", "fr", "ru")
DEFAULT = "en"
DOMAIN = "messages"

log = logging.getLogger(__name__)

_MAX_PARAM_CHARS = 40  # user-supplied values echoed in a sentence are cut to this length
_TAG = re.compile(r"^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$")
#: Quotes inside a quoted card name: «Iglesia: “+1” con un dado», «Церковь: „+1“ …».
_INNER_QUOTES: dict[str, tuple[str, str]] = {"es": ("“", "”"), "fr": ("“", "”"), "ru": ("„", "“")}
_QVALUE = re.compile(r"^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$")


# --- Negotiation ---------------------------------------------------------------------------


def _normalize_tag(tag: str) -> str | None:
    """A well-formed language tag, lowercased with "-" separators, or None."""
    tag = tag.strip()
    if not tag or not _TAG.match(tag):
        return None
    return tag.replace("_", "-").lower()


def _supported(tag: str | None) -> str | None:
    """The supported language of ``tag`` (regional tags fall back: "es-MX" → "es")."""
    if tag is None:
        return None
    try:
        found = negotiate_locale([tag], SUPPORTED, sep="-", aliases=None)
    except Exception:  # Babel must never turn a bad header into a 500.
        found = None
    return found.lower() if found and found.lower() in SUPPORTED else None


def _parse_accept_language(header: str) -> list[str]:
    """The acceptable tags of an Accept-Language header, best first (q=0 left out)."""
    ranked: list[tuple[float, int, str]] = []
    refused: set[str] = set()
    for position, item in enumerate(header.split(",")):
        tag, _, rest = item.partition(";")
        quality = 1.0
        if rest:
            key, _, value = rest.strip().partition("=")
            if key.strip().lower() != "q" or not _QVALUE.match(value.strip()):
                continue  # a malformed parameter: ignore this range
            quality = float(value.strip())
        normalized = "*" if tag.strip() == "*" else _normalize_tag(tag)
        if normalized is None:
            continue
        if quality <= 0:
            refused.add(normalized)
        else:
            ranked.append((quality, position, normalized))
    ranked.sort(key=lambda r: (-r[0], r[1]))
    tags: list[str] = []
    for _, _, tag in ranked:
        if tag == "*":  # any language: the first supported one not refused with q=0
            tags.extend(lang for lang in SUPPORTED if lang not in refused)
        else:
            tags.append(tag)
    return tags


def negotiate(lang: str | None, accept_language: str | None) -> str:
    """The response language: ``?lang=`` if supported, else Accept-Language, else English."""
    if isinstance(lang, str):
        found = _supported(_normalize_tag(lang))
        if found:
            return found
    if isinstance(accept_language, str) and len(accept_language) <= 4096:
        for tag in _parse_accept_language(accept_language):
            found = _supported(tag)
            if found:
                return found
    return DEFAULT


# --- Catalogs ------------------------------------------------------------------------------


def locales_dir() -> Path:
    """The ``locales/`` directory: ``$BIBLIOS_LOCALES_DIR`` or the repository's."""
    override = os.environ.get("BIBLIOS_LOCALES_DIR")
    if override:
        return Path(override)
    return Path(__file__).resolve().parent.parent / "locales"


def load_translations(locale: str, directory: Path | None = None) -> NullTranslations:
    """The ``.po`` catalog of ``locale`` compiled in memory (fuzzy entries left out)."""
    path = (directory or locales_dir()) / locale / "LC_MESSAGES" / f"{DOMAIN}.po"
    try:
        with path.open("rb") as po:
            catalog = read_po(po, locale=locale, domain=DOMAIN)
    except OSError:
        log.error("no catalog for %r at %s: serving the English source texts", locale, path)
        return NullTranslations()
    buffer = BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return Translations(fp=buffer, domain=DOMAIN)


_localizers: dict[str, Localizer] = {}
_lock = threading.Lock()


def get_localizer(locale: str) -> Localizer:
    """The localizer of ``locale`` (built once, then shared); unsupported → English."""
    locale = _supported(_normalize_tag(locale)) if isinstance(locale, str) else None
    locale = locale or DEFAULT
    localizer = _localizers.get(locale)
    if localizer is None:
        with _lock:
            localizer = _localizers.get(locale)
            if localizer is None:
                localizer = Localizer(locale, load_translations(locale))
                _localizers[locale] = localizer
    return localizer


def clear_cache() -> None:
    """Forget the built localizers (tests, or after editing a catalog)."""
    with _lock:
        _localizers.clear()


# --- Localizer -----------------------------------------------------------------------------


def _card_event(key: str) -> Callable[..., str]:
    """An event renderer: ``key`` with the card, or ``key.hidden`` when it is private."""

    def render(self: Localizer, seat: str, p: Mapping[str, Any], names: Any) -> str:
        if "card" in p:
            return self._ev(key, seat=seat, card=self._card_ref(p["card"]))
        key_hidden = f"{key}.hidden"
        return self._ev(key_hidden if key_hidden in M.EVENTS else key, seat=seat, card="?")

    return render


def _as_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class _Params(dict):
    """Sentence parameters: a missing one renders as "?" instead of raising."""

    def __missing__(self, key: str) -> str:
        return "?"


class Localizer:
    """Every text of one language: names, units, errors, events, prompts, catalog, rules."""

    def __init__(self, locale: str, translations: NullTranslations) -> None:
        self.locale = locale
        self.babel_locale = Locale.parse(locale)
        self._t = translations
        self._cards: dict[str, dict[str, object]] = {}
        self._card_refs: dict[str, str] = {}  # card id -> its name as quoted in sentences
        self._joined: dict[tuple[tuple[str, ...], str], str] = {}
        self._catalog: dict[str, Any] | None = None
        self._rules: dict[str, Any] | None = None

    def __repr__(self) -> str:
        return f"Localizer({self.locale!r})"

    # Basic gettext ----------------------------------------------------------------------

    def gettext(self, msg: str) -> str:
        """The translation of ``msg`` (``msg`` itself when untranslated)."""
        return self._t.gettext(msg)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The plural form for ``n`` (CLDR rules from the catalog's Plural-Forms header)."""
        return self._t.ngettext(singular, plural, n)

    def pgettext(self, context: str, msg: str) -> str:
        """The translation of ``msg`` in ``context``."""
        return self._t.pgettext(context, msg)

    def number(self, n: int | float) -> str:
        """``n`` formatted for the locale ("1,234", "1 234")."""
        if type(n) is int and -1000 < n < 1000:  # no grouping: the same in all four locales
            return str(n)
        try:
            return format_decimal(n, locale=self.babel_locale)
        except (TypeError, ValueError, ArithmeticError):
            return str(n)

    def _format(self, msgid: str | tuple[str, str], count: Any = None, **params: Any) -> str:
        """Translate ``msgid`` (a plural pair uses ``count``) and fill in ``params``."""
        values = _Params(params)
        if isinstance(msgid, tuple):
            n = _as_int(count)
            text = self.ngettext(msgid[0], msgid[1], n if n is not None else 2)
            values["count"] = self.number(n) if n is not None else self._text(count)
        else:
            text = self.gettext(msgid)
        return text % values

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
            if len(self._joined) < 1024:  # prompts join a handful of fixed phrases
                self._joined[key] = joined
        return joined

    # Units --------------------------------------------------------------------------------

    def cards(self, n: Any) -> str:
        """A number of cards: "1 card", "3 cards", "5 карт"."""
        return self._format(M.UNIT_CARDS, n)

    def gold(self, n: Any) -> str:
        """An amount of gold: "5 gold", "5 de oro", "5 Or", "5 Золота"."""
        return self._format(M.UNIT_GOLD, n)

    def points(self, n: Any) -> str:
        """A number of victory points: "8 victory points", "8 Очков Победы"."""
        return self._format(M.UNIT_POINTS, n)

    def dice(self, n: Any) -> str:
        """A number of dice: "1 die", "2 dice", "2 кубика"."""
        return self._format(M.UNIT_DICE, n)

    def amount(self, n: Any, currency: Any) -> str:
        """A bid or price in its currency: gold for most cards, cards for a Gold card."""
        if currency == "cards":
            return self.cards(n)
        if currency == "gold":
            return self.gold(n)
        return self._number_param(n)

    # Names --------------------------------------------------------------------------------

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

    def card_name(self, card_id: Any) -> str:
        """The localized name of a card; an unknown id is echoed back (shortened)."""
        if isinstance(card_id, str):
            try:
                return str(self.card(card_id)["name"])
            except KeyError:
                pass
        return self._text(card_id)

    def _card_name(self, info: Mapping[str, object]) -> str:
        if info["kind"] == "category":
            msgid = M.CATEGORY_CARD_NAMES[str(info["category"])]
            return self._format(msgid, value=info["value"], letter=info["letter"])
        if info["kind"] == "gold":
            return self._format(M.GOLD_CARD_NAME, value=info["value"])
        return self.gettext(M.CHURCH_NAMES[str(info["effect"])])

    def _named(self, table: Mapping[str, str], key: Any) -> str:
        """The translation of ``table[key]``; an unknown key is echoed back (shortened)."""
        msgid = table.get(key) if isinstance(key, str) else None
        return self.gettext(msgid) if msgid else self._text(key)

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

    def seat_name(self, seat: Any, names: Sequence[str] | None = None) -> str:
        """The player at ``seat``: their name, else "Player <seat + 1>"."""
        n = _as_int(seat)
        if n is None:
            return self._text(seat)
        if names and 0 <= n < len(names) and isinstance(names[n], str) and names[n].strip():
            return names[n]
        return self._format(M.PLAYER_NUMBER, number=self.number(n + 1))

    def _text(self, value: Any) -> str:
        """A raw parameter echoed into a sentence, shortened."""
        text = value if isinstance(value, str) else repr(value)
        if len(text) > _MAX_PARAM_CHARS:
            text = text[: _MAX_PARAM_CHARS - 1] + "…"
        return text

    def _number_param(self, value: Any) -> str:
        n = _as_int(value)
        return self.number(n) if n is not None else self._text(value)

    def _signed(self, value: Any) -> str:
        """A die change with its sign, in the locale's symbols ("+1", "-1")."""
        n = _as_int(value)
        if n is None:
            return self._text(value)
        return format_decimal(n, "+#,##0;-#,##0", locale=self.babel_locale)

    def _card_ref(self, card_id: Any) -> str:
        """A card name inside a sentence, quoted the locale's way («Oro 2»; none in English).

        Quotes already in the name (church effects) become the locale's inner quotes.
        """
        cached = self._card_refs.get(card_id) if isinstance(card_id, str) else None
        if cached is not None:
            return cached
        name = self.card_name(card_id)
        template = self.gettext(M.CARD_IN_SENTENCE)
        inner = _INNER_QUOTES.get(self.locale)
        if inner and "«" in template and "«" in name:
            name = re.sub(r"«\s?", inner[0], name)
            name = re.sub(r"\s?»", inner[1], name)
        text = template % {"card": name}
        if isinstance(card_id, str) and card_id in CARD_INDEX:
            self._card_refs[card_id] = text
        return text

    def _card_list(self, card_ids: Any) -> str:
        if not isinstance(card_ids, list):
            return self._text(card_ids)
        return self.join([self._card_ref(card_id) for card_id in card_ids])

    def _winners(self, winners: Any, names: Sequence[str] | None) -> list[str]:
        if not isinstance(winners, list):
            return []
        return [self.seat_name(seat, names) for seat in winners]

    # HTTP titles and errors -------------------------------------------------------------

    def title(self, status: int) -> str:
        """A short title for an HTTP status ("Not found", "No encontrado", ...)."""
        msgid = M.TITLES.get(status) if isinstance(status, int) else None
        return self.gettext(msgid or M.TITLE_OTHER)

    def error(
        self,
        code: str,
        params: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> str:
        """The sentence of an error code (docs/codes.md); unknown codes get a generic one."""
        p = params if isinstance(params, Mapping) else {}
        try:
            key, count, values = self._error_args(code, p, names)
            msgid = M.ERRORS.get(key) or M.ERRORS.get(code)
            if msgid is not None:
                return self._format(msgid, count, **values)
        except Exception:  # a malformed parameter must not hide the error itself
            log.exception("could not render error %r with %r", code, p)
        return self.gettext(M.ERROR_OTHER)

    def _error_args(
        self, code: str, p: Mapping[str, Any], names: Sequence[str] | None
    ) -> tuple[str, Any, dict[str, str]]:
        values: dict[str, str] = {}
        key, count = code, None
        for name, value in p.items():
            if name == "card":
                values[name] = self._card_ref(value)
            elif name == "category":
                values["category"] = self.category_name(value)
                values["die"] = self.die_name(value)
            elif name == "delta":
                values[name] = self._signed(value)
            else:
                values[name] = self._number_param(value)
        if code == "not_your_turn":
            seat = p.get("waiting_for")
            if _as_int(seat) is None:
                key = "not_your_turn.nobody"
            values["seat"] = self.seat_name(seat, names)
        elif code in ("illegal_action", "quota_used"):
            variant = p.get("action" if code == "illegal_action" else "to")
            key = f"{code}.{variant}" if isinstance(variant, str) else code
        elif code == "unknown_card":
            values["card"] = self._text(p.get("card"))
        elif code == "wrong_die_count":
            values["expected"] = self.dice(p.get("expected"))
            values["given"] = self.dice(p.get("given"))
        elif code in ("wrong_card_count", "deck_wrong_size"):
            values["expected"] = self.cards(p.get("expected"))
            values["given"] = self.cards(p.get("given"))
        elif code == "payment_too_small":
            values["paid"] = self.gold(p.get("paid"))
            values["due"] = self.gold(p.get("due"))
        elif code == "invalid_first_seat":
            count = p.get("players")
            players = _as_int(count)
            values["last"] = self.number(players - 1) if players else "?"
        elif code == "deck_gold_removal":
            count = p.get("required")
        elif code == "invalid_variant":
            variants = p.get("variants")
            if isinstance(variants, list):
                values["variants"] = self.join([self.variant_name(v) for v in variants], "or")
        return key, count, values

    # Events -----------------------------------------------------------------------------

    def event_text(self, event: Mapping[str, Any], names: Sequence[str] | None = None) -> str:
        """The sentence of an event ``{"type", "seat", "params"}`` as its viewer may see it.

        Private parameters that are absent (another seat's face-down card) are not mentioned.
        """
        try:
            kind = event.get("type")
            params = event.get("params")
            p = params if isinstance(params, Mapping) else {}
            render = self._EVENTS.get(kind) if isinstance(kind, str) else None
            if render is not None:
                seat = self.seat_name(event.get("seat"), names)
                return render(self, seat, p, names)
        except Exception:
            log.exception("could not render event %r", event)
        return self.gettext(M.EVENT_OTHER)

    def _ev(self, key: str, count: Any = None, **values: str) -> str:
        return self._format(M.EVENTS[key], count, **values)

    def _ev_game_created(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        variant = p.get("variant")
        variant_msg = M.VARIANT_IN_SENTENCE.get(variant) if isinstance(variant, str) else None
        return self._ev(
            "game_created",
            p.get("players"),
            variant=self.gettext(variant_msg) if variant_msg else self._text(variant),
            seat=self.seat_name(p.get("first_seat"), names),
        )

    def _ev_card_placed(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        to = p.get("to")
        if to not in ("keep", "auction", "public"):
            return self.gettext(M.EVENT_OTHER)
        if "card" in p:
            return self._ev(f"card_placed.{to}", seat=seat, card=self._card_ref(p["card"]))
        return self._ev(f"card_placed.{to}.hidden", seat=seat)

    def _ev_church_acquired(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        source = p.get("source")
        key = f"church_acquired.{source}"
        key = key if key in M.EVENTS else "church_acquired"
        return self._ev(key, seat=seat, card=self._card_ref(p.get("card")))

    def _ev_church_resolved(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        card = self._card_ref(p.get("card"))
        adjust = p.get("adjust")
        changes = []
        if isinstance(adjust, list):
            for change in adjust:
                if isinstance(change, Mapping):
                    changes.append(
                        self._ev(
                            "church_change",
                            category=self.category_name(change.get("category")),
                            delta=self._signed(change.get("delta")),
                        )
                    )
        if not changes:
            return self._ev("church_resolved.declined", seat=seat, card=card)
        return self._ev("church_resolved", seat=seat, card=card, changes=self.join(changes))

    def _ev_phase_changed(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        key = f"phase_changed.{p.get('phase')}"
        return self._ev(key) if key in M.EVENTS else self.gettext(M.EVENT_OTHER)

    def _ev_auction_opened(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        key = "auction_opened.cards" if p.get("currency") == "cards" else "auction_opened.gold"
        return self._ev(key, seat=seat, card=self._card_ref(p.get("card")))

    def _ev_bid(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        return self._ev("bid", seat=seat, amount=self.amount(p.get("amount"), p.get("currency")))

    def _ev_pass(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        return self._ev("pass", seat=seat)

    def _ev_auction_won(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        return self._ev(
            "auction_won",
            seat=seat,
            card=self._card_ref(p.get("card")),
            amount=self.amount(p.get("amount"), p.get("currency")),
        )

    def _ev_paid(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        cards = p.get("cards")
        if p.get("currency") == "cards":
            if isinstance(cards, list):
                return self._ev("paid.cards", seat=seat, cards=self._card_list(cards))
            return self._ev("paid.cards.hidden", p.get("count"), seat=seat)
        amount = self.gold(p.get("amount"))
        if isinstance(cards, list):
            paid = 0
            for card_id in cards:
                if (
                    isinstance(card_id, str)
                    and card_id in CARD_INDEX
                    and IS_GOLD[CARD_INDEX[card_id]]
                ):
                    paid += VALUE[CARD_INDEX[card_id]]
            return self._ev(
                "paid.gold",
                seat=seat,
                cards=self._card_list(cards),
                paid=self.gold(paid),
                amount=amount,
            )
        return self._ev("paid.gold.hidden", seat=seat, amount=amount)

    def _ev_card_won(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        card = p.get("card")
        church = isinstance(card, str) and card.startswith("church-")
        return self._ev(
            "card_won.church" if church else "card_won", seat=seat, card=self._card_ref(card)
        )

    def _ev_penalized(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        return self._ev("penalized", seat=seat, card=self._card_ref(p.get("card")))

    def _ev_card_transferred(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        giver = self.seat_name(p.get("from"), names)
        values = {"seat": seat, "from": giver}
        if "card" in p:
            return self._ev("card_transferred", card=self._card_ref(p["card"]), **values)
        return self._ev("card_transferred.hidden", **values)

    def _ev_card_removed(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        if "card" in p:
            return self._ev("card_removed", seat=seat, card=self._card_ref(p["card"]))
        return self._ev("card_removed.hidden", seat=seat)

    def _ev_card_discarded(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        key = f"card_discarded.{p.get('reason')}"
        key = key if key in M.EVENTS else "card_discarded"
        return self._ev(key, card=self._card_ref(p.get("card")))

    def _ev_game_over(self, seat: str, p: Mapping[str, Any], names: Any) -> str:
        winners = p.get("winners")
        shown = self._winners(winners, names)
        if not shown:
            return self._ev("game_over.nobody")
        vp = p.get("vp")
        first = winners[0]
        if isinstance(vp, Mapping):
            points = vp.get(first, vp.get(str(first)))
        elif isinstance(vp, list) and _as_int(first) is not None and 0 <= first < len(vp):
            points = vp[first]
        else:
            points = None
        key = "game_over" if len(shown) == 1 else "game_over.tie"
        return self._ev(key, winners=self.join(shown), points=self.points(points))

    _EVENTS: dict[str, Callable[..., str]] = {
        "game_created": _ev_game_created,
        "card_drawn": _card_event("card_drawn"),
        "card_placed": _ev_card_placed,
        "church_acquired": _ev_church_acquired,
        "church_resolved": _ev_church_resolved,
        "card_taken": _card_event("card_taken"),
        "phase_changed": _ev_phase_changed,
        "auction_opened": _ev_auction_opened,
        "bid": _ev_bid,
        "pass": _ev_pass,
        "auction_won": _ev_auction_won,
        "paid": _ev_paid,
        "card_won": _ev_card_won,
        "penalized": _ev_penalized,
        "card_transferred": _ev_card_transferred,
        "card_removed": _ev_card_removed,
        "card_discarded": _ev_card_discarded,
        "game_over": _ev_game_over,
    }

    # Prompts ----------------------------------------------------------------------------

    def prompt(
        self,
        code: str,
        params: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> str:
        """The view's prompt: what the caller must decide, or whom the game waits for."""
        p = params if isinstance(params, Mapping) else {}
        try:
            text = self._prompt(code, p, names)
            if text is not None:
                return text
        except Exception:
            log.exception("could not render prompt %r with %r", code, p)
        return self.gettext(M.PROMPT_OTHER)

    def _pr(self, key: str, count: Any = None, **values: str) -> str:
        return self._format(M.PROMPTS[key], count, **values)

    def _prompt(self, code: str, p: Mapping[str, Any], names: Sequence[str] | None) -> str | None:
        card = self._card_ref(p.get("card"))
        seat = self.seat_name(p.get("seat"), names)
        if code == "place_card":
            places = [self.gettext(M.PLACES[k]) for k in M.PLACES if (_as_int(p.get(k)) or 0) > 0]
            if len(places) == 1:
                return self._pr("place_card.forced", card=card, places=places[0])
            places = places or [self.gettext(m) for m in M.PLACES.values()]
            return self._pr("place_card", card=card, places=self.join(places, "or"))
        if code == "resolve_church":
            card_id = p.get("card")
            info = card_info(card_id) if isinstance(card_id, str) and card_id in CARD_INDEX else {}
            key = f"resolve_church.{info.get('effect')}"
            return self._pr(key if key in M.PROMPTS else "resolve_church", card=card)
        if code == "bid":
            if p.get("pass_only"):
                return self._pr("bid.pass_only", card=card)
            return self._pr("bid", card=card, min=self.amount(p.get("min"), p.get("currency")))
        if code == "pay":
            if p.get("currency") == "cards":
                return self._pr("pay.cards", p.get("amount"), card=card)
            return self._pr("pay.gold", card=card, amount=self.gold(p.get("amount")))
        if code == "wait_pay":
            amount = self.amount(p.get("amount"), p.get("currency"))
            return self._pr("wait_pay", seat=seat, card=card, amount=amount)
        if code == "game_over":
            shown = self._winners(p.get("winners"), names)
            if not shown:
                return self._pr("game_over.nobody")
            key = "game_over" if len(shown) == 1 else "game_over.tie"
            return self._pr(key, winners=self.join(shown))
        if code in ("take_card", "wait_place", "wait_take", "wait_church", "wait_bid"):
            return self._pr(code, seat=seat, card=card)
        return None

    # Catalog and rules ------------------------------------------------------------------

    def catalog(self) -> dict[str, Any]:
        """The localized catalog of GET /v1/catalog/biblios (a fresh copy each call)."""
        if self._catalog is None:
            self._catalog = self._build_catalog()
        return copy.deepcopy(self._catalog)

    def _build_catalog(self) -> dict[str, Any]:
        by_kind: dict[str, list[dict[str, object]]] = {}
        for card_id in CARD_IDS:
            card = self.card(card_id)
            key = str(card.get("category") or card.get("effect") or card["kind"])
            by_kind.setdefault(key, []).append(card)
        return {
            "lang": self.locale,
            "game": "biblios",
            "categories": [
                {"id": c, "name": self.category_name(c), "cards": by_kind[c]} for c in CATEGORIES
            ],
            "gold": by_kind["gold"],
            "church": [
                {
                    "effect": effect,
                    "name": self.gettext(M.CHURCH_NAMES[effect]),
                    "text": self.gettext(M.CHURCH_TEXTS[effect]),
                    "cards": by_kind[effect],
                }
                for effect in CHURCH_EFFECTS
            ],
            "phases": [{"id": ph, "name": self.phase_name(ph)} for ph in M.PHASE_NAMES],
            "variants": [
                {"id": v, "name": self.variant_name(v), "text": self.gettext(M.VARIANT_TEXTS[v])}
                for v in M.VARIANT_NAMES
            ],
        }

    def rules(self) -> dict[str, Any]:
        """The localized rules of GET /v1/rules/biblios (a fresh copy each call)."""
        if self._rules is None:
            self._rules = {
                "lang": self.locale,
                "sections": [
                    {
                        "id": section_id,
                        "title": self.gettext(title),
                        "text": "\n\n".join(self.gettext(par) for par in paragraphs),
                    }
                    for section_id, title, paragraphs in SECTIONS
                ],
            }
        return copy.deepcopy(self._rules)
