"""What a game's edge brings to localization: its ``Vocabulary`` (names, sentences, catalog,
rules in one language), registered under the game's id."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .rendering import Localizer


class Vocabulary(ABC):
    """One game's texts in one language. Each method returns None for a code it does not know
    (the Localizer then falls back to the shared texts)."""

    def __init__(self, loc: Localizer) -> None:
        self.loc = loc

    @abstractmethod
    def event(self, kind: str, seat: str, params: Mapping[str, Any], names: Any) -> str | None:
        """The sentence of an event of ``kind`` by ``seat`` (a name) as its viewer sees it."""

    @abstractmethod
    def prompt(self, code: str, params: Mapping[str, Any], names: Any) -> str | None: ...

    @abstractmethod
    def error(self, code: str, params: Mapping[str, Any], names: Any) -> str | None: ...

    @abstractmethod
    def variant_name(self, variant: Any) -> str: ...

    @abstractmethod
    def catalog(self) -> dict[str, Any]:
        """The localized catalog (``GET /v1/catalog/<game>``)."""

    @abstractmethod
    def rules(self) -> list[dict[str, str]]:
        """The rules as ``{id, title, text}`` sections (``GET /v1/rules/<game>``)."""


VocabularyFactory = Callable[["Localizer"], Vocabulary]
_vocabularies: dict[str, tuple[VocabularyFactory, Path | None]] = {}


def register_vocabulary(game: str, factory: VocabularyFactory, catalogs_dir: Path | None) -> None:
    """Render ``game``'s texts with ``factory`` (``catalogs_dir``: the game's own catalogs)."""
    _vocabularies[game] = (factory, catalogs_dir)


def vocabulary_of(game: str | None) -> tuple[VocabularyFactory | None, Path | None]:
    """The vocabulary of ``game`` and its own catalogs' directory ((None, None): unknown)."""
    return _vocabularies.get(game, (None, None)) if game is not None else (None, None)
