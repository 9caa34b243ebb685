"""English source texts (msgids) for the localization layer, marked for ``pybabel extract``.

The markers return their arguments unchanged: translation happens later, in ``api.i18n``.
``N_`` marks one message; ``Np_`` marks a singular/plural pair (extracted with ``-k Np_:1,2``).
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it."""
    return message


def Np_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for extraction without translating it."""
    return (singular, plural)
