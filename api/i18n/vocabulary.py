"""What a game's edge brings to localization: its ``Vocabulary`` (names, sentences, catalog,
rules in one language); its built edge holds its localizers (``rendering.GameLocalizers``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from engine.protocol import Field, Game

if TYPE_CHECKING:
    from .rendering import Localizer

#: An entry's key (its first field's value), or an object's inside an entry: (the entry's
#: key, the object's name).
EntryKey = Any


class Vocabulary(ABC):
    """One game's texts in one language. Each method returns None for a code it does not know
    (the Localizer then falls back to the shared texts)."""

    #: The game (its catalog and the catalog's declaration, ``Game.catalog_fields``).
    game: ClassVar[Game]
    #: The texts each entry of the catalog gains: the path of a list of entries (or of an
    #: object inside one: ``"building_types.premium"``) → each text's key → the msgid of each
    #: entry by its key (``EntryKey``). The API documents the catalog from it too.
    catalog_texts: ClassVar[Mapping[str, Mapping[str, Mapping[EntryKey, str]]]] = {}
    #: Each of the game's bots (``Game.bots``) → the msgids of its name and of its line
    #: ("Normal bot", "Plays every move for the most it can see right now."): what the catalog,
    #: and so the lobby, the seats and the final screen, call it.
    bot_texts: ClassVar[Mapping[str, tuple[str, str]]] = {}
    #: Each lesson of the game's tutorial (``engine.tutorial``, by its code) → the msgid of the
    #: sentence a first-time player reads there: what the rule says and what to do now, with
    #: the rule's number as ``%(rule)s``.
    lesson_texts: ClassVar[Mapping[str, str]] = {}
    #: The rules as ``(id, title msgid, paragraph msgids)`` sections, in reading order.
    rules_text: ClassVar[tuple[tuple[str, str, tuple[str, ...]], ...]] = ()

    #: The game's sentences: a module of ``event``, ``prompt`` and ``error`` functions, each of
    #: (this vocabulary, the code, ...) as the methods below (None: the methods are overridden).
    sentences: ClassVar[ModuleType | None] = None

    def __init__(self, loc: Localizer) -> None:
        self.loc = loc

    def event(self, kind: str, seat: str, params: Mapping[str, Any], names: Any) -> str | None:
        """The sentence of an event of ``kind`` by ``seat`` (a name) as its viewer sees it."""
        return (
            None
            if self.sentences is None
            else self.sentences.event(self, kind, seat, params, names)
        )

    def prompt(self, code: str, params: Mapping[str, Any], names: Any) -> str | None:
        """The view's prompt: what the caller must decide, or whom the game waits for."""
        return None if self.sentences is None else self.sentences.prompt(self, code, params, names)

    def error(self, code: str, params: Mapping[str, Any], names: Any) -> str | None:
        """The sentence of one of the game's own error codes."""
        return None if self.sentences is None else self.sentences.error(self, code, params, names)

    @abstractmethod
    def variant_name(self, variant: Any) -> str: ...

    def named(self, table: Mapping[Any, str], key: Any) -> str:
        """The translation of ``table[key]``; an unknown key is echoed back (shortened)."""
        try:
            msgid = table.get(key)
        except TypeError:  # not hashable
            msgid = None
        return self.loc.gettext(msgid) if msgid else self.loc.text(key)

    def shown(self, ref: str, value: str) -> Any:
        """What the catalog shows for an id the engine marks with ``ref`` (``Field.ref``): the
        id itself, unless the game shows the thing (a card)."""
        return value

    def catalog(self) -> dict[str, Any]:
        """The localized catalog (``GET /v1/catalog/<game>``): the engine's, each id marked
        with a ``ref`` shown as the thing and each entry with its ``catalog_texts``."""
        data = self.game.catalog()
        return {
            spec.name: self._localized(spec, data[spec.name], spec.name, None)
            for spec in self.game.catalog_fields
        }

    def _localized(self, spec: Field, value: Any, path: str, key: EntryKey) -> Any:
        if value is None:
            return None
        if spec.ref:
            return self.shown(spec.ref, value)
        items = spec.items
        if spec.type == "array" and isinstance(items, tuple):  # entries, each by its first field
            return [self._entry(items, entry, path, entry[items[0].name]) for entry in value]
        if spec.type == "array" and isinstance(items, Field):
            return [self._localized(items, item, path, key) for item in value]
        if spec.type == "object" and isinstance(items, tuple):
            return self._entry(items, value, path, key)
        return value

    def _entry(
        self, parts: tuple[Field, ...], value: Mapping[str, Any], path: str, key: EntryKey
    ) -> dict[str, Any]:
        entry = {
            part.name: self._localized(
                part, value[part.name], f"{path}.{part.name}", (key, part.name)
            )
            for part in parts
            if part.name in value
        }
        for name, table in self.catalog_texts.get(path, {}).items():
            entry[name] = self.named(table, key)
        return entry

    def bots(self) -> list[dict[str, str]]:
        """The game's bots as ``{id, name, text}``, in the game's order (``bot_texts``)."""
        gettext = self.loc.gettext
        return [
            {"id": bot, "name": gettext(name), "text": gettext(text)}
            for bot, (name, text) in ((b, self.bot_texts[b]) for b in self.game.bots)
        ]

    def rules(self) -> list[dict[str, str]]:
        """The rules as ``{id, title, text}`` sections (``GET /v1/rules/<game>``)."""
        gettext = self.loc.gettext
        return [
            {
                "id": section_id,
                "title": gettext(title),
                "text": "\n\n".join(gettext(paragraph) for paragraph in paragraphs),
            }
            for section_id, title, paragraphs in self.rules_text
        ]


VocabularyFactory = Callable[["Localizer"], Vocabulary]
