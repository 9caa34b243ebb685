"""The gettext catalogs: ``<locales>/<lang>/LC_MESSAGES/<domain>.po``, compiled in memory.

The ``.po`` files are read and compiled the first time a language is used, so a stale ``.mo``
can never be served and no build step is needed. The directory comes from the configuration
(``Config.locales_dir``, set by ``api.create_app`` through ``configure``); by default it is the
checkout's ``locales/``. A game's edge may bring catalogs of its own (a test's game does).
"""

from __future__ import annotations

import logging
import threading
from io import BytesIO
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

DOMAIN = "messages"
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "locales"

log = logging.getLogger(__name__)

_directory = DEFAULT_DIR
_cache: dict[tuple[Path, str, str], NullTranslations] = {}
_lock = threading.Lock()


def configure(directory: Path | None) -> None:
    """Read the catalogs from ``directory`` from now on (None: the checkout's ``locales/``)."""
    global _directory
    with _lock:
        _directory = Path(directory) if directory is not None else DEFAULT_DIR
        _cache.clear()


def locales_dir() -> Path:
    """The directory the catalogs are read from."""
    return _directory


def load_translations(
    locale: str, directory: Path | None = None, domain: str = DOMAIN
) -> NullTranslations:
    """The catalog of ``locale`` compiled in memory (fuzzy entries left out); the English
    source texts when there is none."""
    path = (directory or _directory) / locale / "LC_MESSAGES" / f"{domain}.po"
    try:
        with path.open("rb") as po:
            catalog = read_po(po, locale=locale, domain=domain)
    except OSError:
        log.error("no catalog for %r at %s: serving the English source texts", locale, path)
        return NullTranslations()
    buffer = BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return Translations(fp=buffer, domain=domain)


def translations(locale: str, extra: Path | None = None) -> NullTranslations:
    """The translations of ``locale`` (built once): the project's catalog, plus the catalog of
    the same language under ``extra`` (a game's own directory) when given."""
    key = (_directory, str(extra or ""), locale)
    found = _cache.get(key)
    if found is None:
        with _lock:
            found = _cache.get(key)
            if found is None:
                found = load_translations(locale)
                if extra is not None:
                    own = load_translations(locale, extra)
                    if isinstance(own, Translations):
                        own.add_fallback(found)
                        found = own
                _cache[key] = found
    return found


def clear_cache() -> None:
    """Forget the compiled catalogs (tests, or after editing a catalog)."""
    with _lock:
        _cache.clear()
