"""Markers of the English source texts (msgids) for ``pybabel extract`` (``scripts/i18n``).

They return their arguments unchanged: translating happens when a text is rendered.
``N_`` marks one message; ``Np_`` marks a singular/plural pair (extracted with ``-k Np_:1,2``).
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it."""
    return message


def Np_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for extraction without translating it."""
    return (singular, plural)
