"""What the services refuse, said as a stable code (``docs/codes.md``) and its parameters.

The services (``api.play.service``, ``api.live``) know nothing of HTTP: when a game cannot be
found, a rule is broken or a write keeps losing its races, they raise :class:`Refused`; the
HTTP edge answers it as a problem, with the status its code has there
(``api.http.problems.REFUSAL_STATUS``).
"""

from __future__ import annotations

from typing import Any

from engine import RuleViolation

__all__ = ["Refused", "broke_a_rule", "stale_version"]


class Refused(Exception):
    """A request the services refuse: its stable ``code`` and ``params``, and what a sentence
    about it needs (``game``: whose vocabulary words a game's own codes; ``names``: the
    players' names, for a code that names a seat; ``retry_after``: the seconds after which
    asking again may succeed, for a refusal that lasts a moment only)."""

    def __init__(
        self,
        code: str,
        params: dict[str, Any] | None = None,
        game: str | None = None,
        names: list[str] | None = None,
        retry_after: int | None = None,
    ) -> None:
        super().__init__(code)
        self.code = code
        self.params = params or {}
        self.game = game
        self.names = names
        self.retry_after = retry_after


def broke_a_rule(violation: RuleViolation, game: str, names: list[str] | None = None) -> Refused:
    """The refusal of an action that breaks a rule of ``game`` (the engine's code)."""
    return Refused(violation.code, violation.params, game=game, names=names)


def stale_version(version: int) -> Refused:
    """``If-Match`` named another version than the game's (``version``)."""
    return Refused("stale_version", {"version": version})
