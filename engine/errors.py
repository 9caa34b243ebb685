"""Rule violations: a stable code plus parameters, never human text (see docs/codes.md)."""

from __future__ import annotations

from typing import Any


class RuleViolation(Exception):
    """An action or option that the rules do not allow.

    ``code`` is stable and machine-readable; ``params`` carry what a sentence needs (card ids,
    seats, numbers). The API turns both into a localized problem+json answer.
    """

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __repr__(self) -> str:
        return f"RuleViolation({self.code!r}, {self.params!r})"
