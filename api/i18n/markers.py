"""Markers of the English source texts (msgids) for ``pybabel extract`` (``scripts/i18n``).

They return their arguments unchanged: translating happens when a text is rendered.
``N_`` marks one message; ``Np_`` marks a singular/plural pair (extracted with ``-k Np_:1,2``).
``Nc_`` and ``Npc_`` mark the same in a context (``msgctxt``), for an English text that one
game words differently in another language (the hand is « réserve » in Biblios' French and
« main » in 1347's): extracted with ``-k Nc_:1c,2`` and ``-k Npc_:1c,2,3``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class InContext:
    """A msgid, or a singular/plural pair, in a gettext context."""

    context: str
    message: str | tuple[str, str]


@dataclass(frozen=True)
class WithZero:
    """A count label (a singular/plural pair, or one in a context) and its own words for none
    ("no cards in hand", not "0 cards in hand"): the web client says a zero in words."""

    zero: str | InContext
    counted: tuple[str, str] | InContext


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it."""
    return message


def Np_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for extraction without translating it."""
    return (singular, plural)


def Nc_(context: str, message: str) -> InContext:
    """Mark ``message`` in ``context`` for extraction without translating it."""
    return InContext(context, message)


def Npc_(context: str, singular: str, plural: str) -> InContext:
    """Mark a singular/plural pair in ``context`` for extraction without translating it."""
    return InContext(context, (singular, plural))
