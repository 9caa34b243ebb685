"""JSON written once: values that many answers carry, kept encoded (``orjson.Fragment``).

A card object (its id, kind, value and localized name) appears in nearly every view, a dozen
times in some, and never changes for a language: encoding it once and splicing the bytes in
saves orjson walking the same small dict over and over. A fragment is opaque to everything
but orjson, so ``plain`` turns one back into its value for the standard library's encoder
(``json_response``'s fallback for integers beyond 64 bits).
"""

from __future__ import annotations

from typing import Any

import orjson

__all__ = ["plain", "pre_encoded"]

# id(fragment) -> (fragment, value): kept alive, so that no other object reuses the id.
_VALUES: dict[int, tuple[orjson.Fragment, Any]] = {}


def pre_encoded(value: Any) -> orjson.Fragment:
    """``value`` encoded now, to be written as is wherever it appears. For values that live
    as long as the process (each is remembered): never for a request's own data."""
    fragment = orjson.Fragment(orjson.dumps(value))
    _VALUES[id(fragment)] = (fragment, value)
    return fragment


def plain(obj: object) -> Any:
    """The value of a fragment made by ``pre_encoded`` (a ``default`` for ``json.dumps``)."""
    if type(obj) is orjson.Fragment and id(obj) in _VALUES:
        return _VALUES[id(obj)][1]
    raise TypeError(f"{type(obj).__name__} is not JSON serializable")
