"""Runtime configuration, read from the environment once at start-up.

- ``REDIS_URL`` → ``redis_url`` (default ``redis://localhost:6379/0``)
- ``BIBLIOS_ALLOW_FIXED_DECK`` → ``allow_fixed_deck`` (``1``/``true``/``yes``/``on``; default off)
- ``BIBLIOS_GAME_TTL`` → ``game_ttl`` (seconds; default 30 days)
- ``BIBLIOS_CORS_ORIGINS`` → ``cors_origins`` (comma-separated; default none)
- ``BIBLIOS_MAX_BODY_BYTES`` → ``max_body_bytes`` (default 16384)
- ``BIBLIOS_CAS_RETRIES`` → ``cas_retries`` (default 5)
- ``BIBLIOS_REDIS_TIMEOUT`` → ``redis_timeout`` (seconds; default 1.0)
- ``BIBLIOS_RATE_LIMIT`` → ``rate_limit`` (per client, e.g. ``20/second;600/minute``; default off)

A variable that is unset, empty or only blanks takes its default. A value that cannot be used
raises ``ValueError`` naming the variable, so a misconfigured server fails at start-up rather
than at its first request.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from dataclasses import dataclass

from limits import parse_many

__all__ = ["Config"]

DEFAULT_REDIS_URL = "redis://localhost:6379/0"
DEFAULT_GAME_TTL = 30 * 24 * 60 * 60
DEFAULT_MAX_BODY_BYTES = 16 * 1024
DEFAULT_CAS_RETRIES = 5
DEFAULT_REDIS_TIMEOUT = 1.0

_REDIS_SCHEMES = ("redis://", "rediss://", "unix://")
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True)
class Config:
    """The server's settings. Build it with :meth:`Config.from_env`."""

    redis_url: str = DEFAULT_REDIS_URL
    """Where game snapshots live (``REDIS_URL``)."""
    allow_fixed_deck: bool = False
    """Whether ``POST /v1/games`` accepts a ``deck`` (``BIBLIOS_ALLOW_FIXED_DECK``)."""
    game_ttl: int = DEFAULT_GAME_TTL
    """Seconds a game is kept after its last write (``BIBLIOS_GAME_TTL``), > 0."""
    cors_origins: tuple[str, ...] = ()
    """Browser origins answered with CORS headers (``BIBLIOS_CORS_ORIGINS``)."""
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    """Largest accepted request body; larger ones are 413 (``BIBLIOS_MAX_BODY_BYTES``), > 0."""
    cas_retries: int = DEFAULT_CAS_RETRIES
    """How many times an action is judged and written before a lost race is answered 409
    ``conflict`` (``BIBLIOS_CAS_RETRIES``), >= 1."""
    redis_timeout: float = DEFAULT_REDIS_TIMEOUT
    """Connect and read timeout for Redis, in seconds (``BIBLIOS_REDIS_TIMEOUT``), > 0."""
    rate_limit: str = ""
    """Requests allowed per client (seat token, else address), in flask-limiter's notation;
    empty turns limiting off (``BIBLIOS_RATE_LIMIT``)."""

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Config:
        """Read the settings from ``environ`` (default: ``os.environ``).

        :raises ValueError: a variable holds a value that cannot be used; the message names it.
        """
        env = os.environ if environ is None else environ
        return cls(
            redis_url=_redis_url(env, "REDIS_URL", DEFAULT_REDIS_URL),
            allow_fixed_deck=_bool(env, "BIBLIOS_ALLOW_FIXED_DECK", False),
            game_ttl=_int(env, "BIBLIOS_GAME_TTL", DEFAULT_GAME_TTL, minimum=1),
            cors_origins=_csv(env, "BIBLIOS_CORS_ORIGINS"),
            max_body_bytes=_int(env, "BIBLIOS_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES, minimum=1),
            cas_retries=_int(env, "BIBLIOS_CAS_RETRIES", DEFAULT_CAS_RETRIES, minimum=1),
            redis_timeout=_positive_float(env, "BIBLIOS_REDIS_TIMEOUT", DEFAULT_REDIS_TIMEOUT),
            rate_limit=_rate_limit(env, "BIBLIOS_RATE_LIMIT"),
        )


def _raw(env: Mapping[str, str], name: str) -> str | None:
    """The stripped value of ``name``, or ``None`` when unset or blank."""
    value = env.get(name)
    if value is None or not value.strip():
        return None
    return value.strip()


def _redis_url(env: Mapping[str, str], name: str, default: str) -> str:
    value = _raw(env, name)
    if value is None:
        return default
    if not value.lower().startswith(_REDIS_SCHEMES):
        raise ValueError(
            f"{name} must be a Redis URL starting with redis://, rediss:// or unix://, "
            f"got {value!r}"
        )
    return value


def _bool(env: Mapping[str, str], name: str, default: bool) -> bool:
    value = _raw(env, name)
    if value is None:
        return default
    if value.lower() in _TRUE:
        return True
    if value.lower() in _FALSE:
        return False
    raise ValueError(f"{name} must be one of 1, true, yes, on, 0, false, no, off; got {value!r}")


def _int(env: Mapping[str, str], name: str, default: int, *, minimum: int) -> int:
    value = _raw(env, name)
    if value is None:
        return default
    try:
        number = int(value, 10)
    except ValueError:
        raise ValueError(f"{name} must be an integer, got {value!r}") from None
    if number < minimum:
        raise ValueError(f"{name} must be at least {minimum}, got {number}")
    return number


def _positive_float(env: Mapping[str, str], name: str, default: float) -> float:
    value = _raw(env, name)
    if value is None:
        return default
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"{name} must be a number of seconds, got {value!r}") from None
    if not math.isfinite(number) or number <= 0:
        raise ValueError(f"{name} must be a positive, finite number of seconds, got {value!r}")
    return number


def _csv(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    value = _raw(env, name)
    if value is None:
        return ()
    return tuple(item.strip() for item in value.split(",") if item.strip())


def _rate_limit(env: Mapping[str, str], name: str) -> str:
    value = _raw(env, name)
    if value is None:
        return ""
    try:
        parse_many(value)
    except ValueError:
        raise ValueError(
            f"{name} must be limits like '20/second;600/minute', got {value!r}"
        ) from None
    return value
