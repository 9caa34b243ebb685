"""Localization: every text a person reads, in en, es, fr and ru, from gettext catalogs.

Rooms by job: ``negotiation`` (which language a request gets), ``catalogs`` (the ``.po``
files, compiled in memory), ``formatting`` (plurals, numbers, lists, quotes), ``rendering``
(sentences from codes), ``vocabulary`` (what each game's edge brings: ``api.games``),
``msgids`` (the shared msgids) and ``markers`` (``N_``/``Np_``/``Nc_``/``Npc_`` for
extraction); and the rules of the text people write: ``field_messages`` (field errors in the
request's language), ``free_text`` (names and other free text, normalized and checked),
``lookalikes`` (names that look alike compare alike), ``encoded`` (localized values kept
encoded).

The bottom of ``api``: imports only the engine's declarations. ``tests/test_import_graph.py``
holds this.
"""

from .catalogs import load_translations, locales_dir
from .formatting import Formatter, as_int
from .markers import N_, InContext, Nc_, Np_, Npc_, WithZero
from .negotiation import DEFAULT, SUPPORTED, negotiate, request_locale, supported
from .rendering import GameLocalizers, Localizer, clear_cache, configure, get_localizer
from .vocabulary import Vocabulary

__all__ = [
    "DEFAULT",
    "SUPPORTED",
    "Formatter",
    "GameLocalizers",
    "InContext",
    "Localizer",
    "N_",
    "Nc_",
    "Np_",
    "Npc_",
    "Vocabulary",
    "WithZero",
    "as_int",
    "clear_cache",
    "configure",
    "get_localizer",
    "load_translations",
    "locales_dir",
    "negotiate",
    "request_locale",
    "supported",
]
