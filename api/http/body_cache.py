"""Request bodies validated once per distinct body, then remembered by their bytes.

Players send the same few actions over and over (``{"type":"pass"}``, a bid of 2, a card
id...), and checking a body is a pure function of its bytes: the same bytes always parse and
validate to the same value, or to the same refusal. So each process remembers the validated
value of the last few thousand small bodies, and a body seen before skips the JSON parser and
the schema, which are most of what reading an action costs. Nothing is weakened: a body is
only ever remembered after it passed every check, refusals are never remembered (they are
checked, and their errors worded in the request's language, each time), and every caller gets
its own fresh copy of the value.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import Any

import orjson

__all__ = ["ValidatedBodies"]

Validate = Callable[[Any, bytes], dict[str, Any]]


class ValidatedBodies:
    """The validated value of a body, by ``(kind, body bytes)``.

    :param validate: ``validate(kind, raw)``: the checked value of ``raw`` for ``kind`` (what
        decides how a body is checked: a game's action schema...), or raises (a ``Problem``).
    :param size: how many distinct bodies are remembered (least recently used go first).
    :param max_body: longer bodies are checked every time (they are rare, and would fill the
        memory for nothing).
    """

    def __init__(self, validate: Validate, size: int = 4096, max_body: int = 512) -> None:
        self._validate = validate
        self.max_body = max_body
        self._encoded = functools.lru_cache(maxsize=size)(self._encode)

    def load(self, kind: Hashable, raw: bytes) -> dict[str, Any]:
        """The validated value of ``raw``: a fresh dict the caller may change."""
        if len(raw) > self.max_body:
            return self._validate(kind, raw)
        encoded = self._encoded(kind, raw)
        if encoded is None:  # a value orjson cannot write (an integer beyond 64 bits)
            return self._validate(kind, raw)
        return orjson.loads(encoded)

    def _encode(self, kind: Hashable, raw: bytes) -> bytes | None:
        try:
            return orjson.dumps(self._validate(kind, raw))
        except TypeError:
            return None
