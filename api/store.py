"""Game snapshots in Redis.

Each game is one Redis hash, ``biblios:game:{<id>}`` (the braces are a cluster hash tag, so
everything belonging to one game shares a slot), with four fields:

``v``
    the game's version, a decimal string, incremented by every accepted action;
``s``
    the engine state, a compact JSON string;
``t``
    the hashes of the seat tokens, a JSON list of hex strings;
``n``
    the player names, a JSON list.

Games are created atomically with their TTL and expire ``ttl`` seconds after their last write.
Every write after creation goes through :meth:`GameStore.compare_and_set`, one Lua script that
only replaces the state if the version is still the one the caller read, so two actions racing
on one game can never both be applied against the same version.

Any failure to talk to Redis (connection refused, timeout, server loading, read-only replica,
out of memory...) surfaces as :class:`StoreUnavailable`; the store never half-writes a game.
The connection pool reconnects by itself once Redis is back.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import ParamSpec, TypeVar

import redis

__all__ = ["GameExists", "GameRecord", "GameStore", "StoreUnavailable", "game_key"]

KEY_PREFIX = "biblios:game:"

# Fields of a game's hash.
_VERSION, _STATE, _TOKENS, _NAMES = "v", "s", "t", "n"

# KEYS[1] = game key; ARGV = version, state, token hashes, names, ttl.
_CREATE_LUA = """
if redis.call('EXISTS', KEYS[1]) == 1 then
  return 0
end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 's', ARGV[2], 't', ARGV[3], 'n', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""

# KEYS[1] = game key; ARGV = expected version, new version, new state, ttl.
_CAS_LUA = """
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 's', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1
"""

_P = ParamSpec("_P")
_R = TypeVar("_R")


class StoreUnavailable(Exception):
    """Redis could not be reached or could not serve the request (HTTP 503)."""


class GameExists(Exception):
    """:meth:`GameStore.create` was given the id of a game that already exists."""


@dataclass
class GameRecord:
    """One stored game, as :meth:`GameStore.load` returns it."""

    version: int
    """Incremented by every accepted action; 0 after creation."""
    state: str
    """The engine state as a compact JSON string."""
    token_hashes: list[str]
    """One hash (hex) per seat token, by seat."""
    names: list[str]
    """The player names, by seat."""


def game_key(game_id: str) -> str:
    """The Redis key of a game: ``biblios:game:{<id>}``."""
    return f"{KEY_PREFIX}{{{game_id}}}"


def _unavailable_on_redis_error(method: Callable[_P, _R]) -> Callable[_P, _R]:
    """Turn every ``redis.RedisError`` (or socket ``OSError``) into :class:`StoreUnavailable`."""

    @wraps(method)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return method(*args, **kwargs)
        except (redis.RedisError, OSError) as exc:
            raise StoreUnavailable(f"{type(exc).__name__}: {exc}") from exc

    return wrapper


class GameStore:
    """Create, read and compare-and-set game snapshots in one Redis database.

    Thread-safe (a connection pool is shared by all calls). Commands are never retried by the
    client, so a write is never applied twice: a failed call raises :class:`StoreUnavailable`,
    and the game is either untouched or (when only the reply was lost) fully written once.
    """

    def __init__(self, url: str, ttl: int, timeout: float = 1.0) -> None:
        """Connect lazily to the Redis at ``url``.

        :param url: a redis-py URL (``redis://host:port/db``, ``rediss://``, ``unix://``).
        :param ttl: seconds a game is kept after its last write (must be positive).
        :param timeout: socket connect and read timeout in seconds (must be positive).
        """
        if ttl <= 0:
            raise ValueError(f"ttl must be a positive number of seconds, got {ttl!r}")
        if timeout <= 0:
            raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
        self.ttl = ttl
        self._pool = redis.ConnectionPool.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            health_check_interval=30,
            retry_on_timeout=False,
            decode_responses=True,
        )
        self._redis = redis.Redis(connection_pool=self._pool)
        # register_script computes the SHA locally: no round trip here. Each call is an EVALSHA,
        # falling back to SCRIPT LOAD + EVALSHA when the server does not know the script (e.g.
        # after a restart).
        self._create_script = self._redis.register_script(_CREATE_LUA)
        self._cas_script = self._redis.register_script(_CAS_LUA)

    @_unavailable_on_redis_error
    def create(self, game_id: str, record: GameRecord) -> None:
        """Store a new game with all its fields and its TTL in one atomic step.

        :raises GameExists: a game with that id exists already (nothing is changed).
        :raises StoreUnavailable: Redis cannot be reached.
        """
        created = self._create_script(
            keys=[game_key(game_id)],
            args=[
                str(int(record.version)),
                record.state,
                _dump_list(record.token_hashes),
                _dump_list(record.names),
                self.ttl,
            ],
        )
        if not created:
            raise GameExists(game_id)

    @_unavailable_on_redis_error
    def load(self, game_id: str) -> GameRecord | None:
        """Read a game in one round trip, or ``None`` if it does not exist (or has expired).

        :raises StoreUnavailable: Redis cannot be reached.
        """
        version, state, tokens, names = self._redis.hmget(
            game_key(game_id), [_VERSION, _STATE, _TOKENS, _NAMES]
        )
        if version is None or state is None or tokens is None or names is None:
            return None
        return GameRecord(
            version=int(version),
            state=state,
            token_hashes=json.loads(tokens),
            names=json.loads(names),
        )

    @_unavailable_on_redis_error
    def compare_and_set(self, game_id: str, expected_version: int, new_state: str) -> bool:
        """Replace a game's state if its version is still ``expected_version``.

        Atomically (one Lua script): when the stored version equals ``expected_version``, sets
        the version to ``expected_version + 1``, the state to ``new_state``, refreshes the TTL
        and returns ``True``. Returns ``False``, changing nothing, when the version differs or
        the game does not exist.

        :raises StoreUnavailable: Redis cannot be reached.
        """
        expected = int(expected_version)
        done = self._cas_script(
            keys=[game_key(game_id)],
            args=[str(expected), str(expected + 1), new_state, self.ttl],
        )
        return bool(done)

    def ping(self) -> bool:
        """``True`` if Redis answers, ``False`` (never an exception) otherwise."""
        try:
            return bool(self._redis.ping())
        except (redis.RedisError, OSError):
            return False

    def close(self) -> None:
        """Close the pool's connections (the store reconnects if used again)."""
        self._pool.disconnect()


def _dump_list(items: list[str]) -> str:
    """Compact JSON for a list of strings (non-ASCII kept as is)."""
    return json.dumps(list(items), separators=(",", ":"), ensure_ascii=False)
