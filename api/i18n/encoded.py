"""JSON written once: values that many answers carry, kept encoded (``orjson.Fragment``).

A card object (its id, kind, value and localized name) appears in nearly every view, a dozen
times in some, and never changes for a language: encoding it once and splicing the bytes in
saves orjson walking the same small dict over and over. A fragment is opaque to everything
but orjson, so ``plain`` turns one back into its value for the standard library's encoder
(``json_response``'s fallback for integers beyond 64 bits): orjson writes a fragment's bytes
as they are, and reads them back. Nothing is kept here: a fragment lives as long as what
holds it (a game's localizer).
"""

from __future__ import annotations

from typing import Any

import orjson

__all__ = ["plain", "pre_encoded"]


def pre_encoded(value: Any) -> orjson.Fragment:
    """``value`` encoded now, to be written as is wherever it appears."""
    return orjson.Fragment(orjson.dumps(value))


def plain(obj: object) -> Any:
    """The value of a fragment (a ``default`` for ``json.dumps``; TypeError for anything
    else)."""
    if type(obj) is orjson.Fragment:
        return orjson.loads(orjson.dumps(obj))
    raise TypeError(f"{type(obj).__name__} is not JSON serializable")
