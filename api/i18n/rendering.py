"""Sentences from codes: the errors, events and prompts a person reads, in one language.

The engine speaks in codes and parameters (``docs/codes.md``). A ``Localizer`` renders what
every game shares (HTTP titles, the API's errors, seat names) and hands the rest to its game's
``Vocabulary``, which each game's edge brings (``api.games``): card names, event sentences,
prompts, its own error codes, its catalog and rules. Rendering never raises: unknown codes
and malformed parameters get a generic sentence.
"""

from __future__ import annotations

import copy
import logging
import threading
import weakref
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from babel.support import NullTranslations
from babel.units import format_unit

from . import catalogs
from . import msgids as T
from .formatting import Formatter, as_int
from .negotiation import DEFAULT, supported
from .vocabulary import Vocabulary, VocabularyFactory

log = logging.getLogger(__name__)


#: The units a duration is written in, the largest first (CLDR unit names).
DURATION_UNITS = (
    (86400, "duration-day"),
    (3600, "duration-hour"),
    (60, "duration-minute"),
    (1, "duration-second"),
)


class Localizer(Formatter):
    """Every text of one language, for one game (or none: the shared texts only)."""

    def __init__(
        self,
        locale: str,
        translations: NullTranslations,
        vocabulary: VocabularyFactory | None = None,
        game: str | None = None,
    ) -> None:
        super().__init__(locale, translations)
        self.game = game
        self.vocabulary = vocabulary(self) if vocabulary is not None else None
        self._catalog: dict[str, Any] | None = None
        self._rules: list[dict[str, str]] | None = None
        self._default_names: dict[tuple[int, bool], str] = {}
        self._default_lists: dict[tuple[bool, ...], tuple[str, ...]] = {}
        self._sentences: dict[tuple[Any, ...], str] = {}

    def __repr__(self) -> str:
        return f"Localizer({self.locale!r}, {self.game!r})"

    def seat_name(self, seat: Any, names: Sequence[str] | None = None) -> str:
        """The player at ``seat``: their name, else "Player <seat + 1>"."""
        n = as_int(seat)
        if n is None:
            return self.text(seat)
        if names and 0 <= n < len(names) and isinstance(names[n], str) and names[n].strip():
            return names[n]
        return self.format(T.PLAYER_NUMBER, number=self.number(n + 1))

    def default_names(self, bots: tuple[bool, ...]) -> tuple[str, ...]:
        """The names of seats nobody named, by seat (``bots``: whether each is a bot's)."""
        names = self._default_lists.get(bots)
        if names is None:
            names = tuple(self.default_name(seat, bot) for seat, bot in enumerate(bots))
            self._default_lists[bots] = names
        return names

    def default_name(self, seat: int, bot: bool) -> str:
        """The name of a seat nobody named: "Player 2", or "Bot 2" for a bot's."""
        name = self._default_names.get((seat, bot))
        if name is None:
            msgid = T.BOT_NUMBER if bot else T.PLAYER_NUMBER
            name = self._default_names[seat, bot] = self.format(msgid, number=self.number(seat + 1))
        return name

    def turn_length(self, seconds: int) -> str:
        """A clock's turn, in the largest whole unit: "1 minute per decision", "90 seconds..."."""
        for unit, msgid in T.TURN_LENGTH:
            if seconds % unit == 0:
                return self.format(msgid, seconds // unit)
        return self.format(T.TURN_LENGTH[-1][1], seconds)

    def duration(self, seconds: float) -> str:
        """A length of time in its largest whole unit, CLDR's short form ("3 min", "10 s")."""
        whole = int(seconds)
        for unit, name in DURATION_UNITS:
            if whole % unit == 0 and (whole or unit == 1):
                return format_unit(whole // unit, name, length="short", locale=self.locale)
        return format_unit(whole, DURATION_UNITS[-1][1], length="short", locale=self.locale)

    def bank_length(self, initial: float, increment: float) -> str:
        """A time bank's clock: "Time bank: 3 min, +10 s a decision"."""
        return self.format(
            T.CLOCK_BANK, initial=self.duration(initial), increment=self.duration(increment)
        )

    def lesson(self, code: str, rule: str) -> str:
        """A tutorial's lesson as the sentence its game has for the lesson's ``code`` (the
        vocabulary's ``lesson_texts``): what the rule says and what to do now, quoting the
        rule's number ``rule``."""
        if self.vocabulary is None:
            raise LookupError("a lesson is a game's: this Localizer has no game")
        return self.format(self.vocabulary.lesson_texts[code], rule=rule)

    def title(self, status: int) -> str:
        """A short title for an HTTP status ("Not found", "No encontrado", ...)."""
        msgid = T.TITLES.get(status) if isinstance(status, int) else None
        return self.gettext(msgid or T.TITLE_OTHER)

    def error(
        self, code: str, params: Mapping[str, Any] | None = None, names: Sequence[str] | None = None
    ) -> str:
        """The sentence of an error code (docs/codes.md); unknown codes get a generic one."""
        p = params if isinstance(params, Mapping) else {}
        try:
            text = self.vocabulary.error(code, p, names) if self.vocabulary else None
            return text if text is not None else self._shared_error(code, p, names)
        except Exception:  # a malformed parameter must not hide the error itself
            log.exception("could not render error %r with %r", code, p)
        return self.gettext(T.ERROR_OTHER)

    def _shared_error(self, code: str, p: Mapping[str, Any], names: Any) -> str:
        values = {name: self.number_param(value) for name, value in p.items()}
        key, count = code, None
        if code == "not_your_turn":
            seat = p.get("waiting_for")
            if isinstance(seat, list):
                seat = seat[0] if len(seat) == 1 else None
            if as_int(seat) is None:
                key = "not_your_turn.nobody"
            values["seat"] = self.seat_name(seat, names)
        elif code == "invalid_first_seat":
            count = p.get("players")
            players = as_int(count)
            values["last"] = self.number(players - 1) if players else "?"
        elif code == "invalid_request" and p.get("fields"):
            key = "invalid_request.fields"
            values["fields"] = self.join([self.text(f) for f in p["fields"]])
        elif code == "bot_seat":
            values["seat"] = self.seat_name(p.get("seat"), names)
        elif code == "unknown_bot":
            bots = p.get("bots")
            if isinstance(bots, list):
                values["bots"] = self.join([self.text(b) for b in bots], "or")
        elif code == "invalid_variant" and self.vocabulary is not None:
            variants = p.get("variants")
            if isinstance(variants, list):
                named = [self.vocabulary.variant_name(v) for v in variants]
                values["variants"] = self.join(named, "or")
        msgid = T.ERRORS.get(key) or T.ERRORS.get(code)
        return self.format(msgid, count, **values) if msgid else self.gettext(T.ERROR_OTHER)

    def event_text(self, event: Mapping[str, Any], names: Sequence[str] | None = None) -> str:
        """The sentence of an event ``{"type", "seat", "params"}`` as its viewer may see it.

        Private parameters that are absent (another seat's face-down card) are not mentioned.
        """
        params = event.get("params")
        key = ("event", event.get("type"), event.get("seat"), _items(params), _names(names))
        return self._remembered(key, self._event_text, event, names)

    def _event_text(self, event: Mapping[str, Any], names: Sequence[str] | None) -> str:
        try:
            kind = event.get("type")
            params = event.get("params")
            p = params if isinstance(params, Mapping) else {}
            seat = self.seat_name(event.get("seat"), names)
            if kind in T.EVENTS:
                return self.format(T.EVENTS[kind], seat=seat)
            if isinstance(kind, str) and self.vocabulary is not None:
                text = self.vocabulary.event(kind, seat, p, names)
                if text is not None:
                    return text
        except Exception:
            log.exception("could not render event %r", event)
        return self.gettext(T.EVENT_OTHER)

    def prompt(
        self, code: str, params: Mapping[str, Any] | None = None, names: Sequence[str] | None = None
    ) -> str:
        """The view's prompt: what the caller must decide, or whom the game waits for."""
        key = ("prompt", code, _items(params), _names(names))
        return self._remembered(key, self._prompt, code, params, names)

    def _prompt(
        self, code: str, params: Mapping[str, Any] | None, names: Sequence[str] | None
    ) -> str:
        p = params if isinstance(params, Mapping) else {}
        try:
            text = self.vocabulary.prompt(code, p, names) if self.vocabulary else None
            if text is not None:
                return text
        except Exception:
            log.exception("could not render prompt %r with %r", code, p)
        return self.gettext(T.PROMPT_OTHER)

    def _remembered(self, key: tuple[Any, ...], render: Callable[..., str], *args: Any) -> str:
        """The sentence of ``key`` (its code, parameters and names), ``render(*args)`` once: a
        game says the same few sentences over and over. Parameters holding a list are not
        hashable: such sentences are rendered each time."""
        try:
            text = self._sentences.get(key)
        except TypeError:
            return render(*args)
        if text is None:
            text = render(*args)
            if len(self._sentences) >= MAX_SENTENCES:
                self._sentences.clear()
            self._sentences[key] = text
        return text

    def catalog(self) -> dict[str, Any]:
        """The game's localized catalog (a fresh copy each call)."""
        if self._catalog is None:
            self._catalog = {
                "lang": self.locale,
                "game": self.game,
                **self._vocab().catalog(),
                "statuses": [{"id": k, "name": self.gettext(m)} for k, m in T.STATUSES.items()],
                "bots": self._vocab().bots(),
            }
        return copy.deepcopy(self._catalog)

    def rules(self) -> dict[str, Any]:
        """The game's localized rules (a fresh copy each call)."""
        if self._rules is None:
            self._rules = self._vocab().rules()
        return {"lang": self.locale, "sections": copy.deepcopy(self._rules)}

    def _vocab(self) -> Vocabulary:
        if self.vocabulary is None:
            raise LookupError("a localizer without a game has no catalog or rules")
        return self.vocabulary


#: Sentences each localizer remembers (then it starts again). A Biblios game says a few
#: hundred different sentences, and the games of a busy server about 5,000 (a card, who
#: moved it, where to): fewer, and the sentences are forgotten before they come back.
MAX_SENTENCES = 8192


def _items(params: object) -> object:
    """Parameters as part of a key (a mapping's items, in their order)."""
    if type(params) is dict or isinstance(params, Mapping):  # (a dict: no ABC check)
        return tuple(params.items())
    return params


def _names(names: Sequence[str] | None) -> tuple[str, ...] | None:
    return tuple(names) if names else None


class GameLocalizers:
    """The localizers of one game, one per language, each built on first use then kept: its
    built edge holds them (``api.games.build_edge``), so each app has its own."""

    def __init__(self, game: str, vocabulary: VocabularyFactory, catalogs_dir: Path | None):
        self.game = game
        self._vocabulary = vocabulary
        self._catalogs_dir = catalogs_dir
        self._built: dict[str, Localizer] = {}
        self._lock = threading.Lock()
        _every_game.add(self)

    def clear(self) -> None:
        """Forget the built localizers (``clear_cache``)."""
        with self._lock:
            self._built.clear()

    def get(self, locale: str) -> Localizer:
        """The localizer of ``locale`` for the game (unsupported languages: English)."""
        localizer = self._built.get(locale)  # a negotiated language
        if localizer is not None:
            return localizer
        supported_locale = supported(locale) or DEFAULT
        with self._lock:
            localizer = self._built.get(supported_locale)
            if localizer is None:
                translations = catalogs.translations(supported_locale, self._catalogs_dir)
                localizer = Localizer(supported_locale, translations, self._vocabulary, self.game)
                self._built[supported_locale] = localizer
            self._built[locale] = localizer
        return localizer


_shared: dict[str, Localizer] = {}
_lock = threading.Lock()
#: Every game's localizers alive, for ``clear_cache`` only.
_every_game: weakref.WeakSet[GameLocalizers] = weakref.WeakSet()


def get_localizer(locale: str) -> Localizer:
    """The localizer of ``locale`` for the texts every game shares (built once, then shared);
    unsupported languages fall back to English. A game's texts: its edge's ``localizer``."""
    localizer = _shared.get(locale)  # a negotiated language
    if localizer is not None:
        return localizer
    supported_locale = supported(locale) or DEFAULT
    with _lock:
        localizer = _shared.get(supported_locale)
        if localizer is None:
            localizer = Localizer(supported_locale, catalogs.translations(supported_locale))
            _shared[supported_locale] = localizer
        _shared[locale] = localizer
    return localizer


def configure(directory: Path | None) -> None:
    """Read the catalogs from ``directory`` (None: the checkout's ``locales/``) from now on."""
    catalogs.configure(directory)
    clear_cache()


def clear_cache() -> None:
    """Forget the built localizers and catalogs (tests, or after editing a catalog)."""
    with _lock:
        _shared.clear()
    for game in list(_every_game):
        game.clear()
    catalogs.clear_cache()
