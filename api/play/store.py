"""Games in Redis: one hash per game, written atomically with optimistic concurrency.

Each game is one Redis hash, ``biblios:game:{<id>}`` (the braces are a cluster hash tag, so
everything belonging to one game shares a slot), with these fields:

``g``
    the game's id in the engine's registry (``"biblios"``);
``v``
    the game's version, a decimal string, incremented by every write;
``s``
    the table (``engine.Table``: the game's id, seats, action log and state), compact JSON;
``t``
    the hashes of the seat tokens, a JSON list of hex strings (``""`` for a bot's seat);
``n``
    the player names, a JSON list (``[]``, or ``""`` for a seat without one: default names);
``m``
    what stays as it was created: a JSON object (external ids, the turn's length, the portal,
    the creation time, the fair-shuffle data...);
``d``
    the deadline of the decision the game waits for (Unix seconds), or ``""``;
``c``
    the clocks' state (``api.play.clocks.ClockState``, compact JSON), or absent (no clock, or one
    stored before clocks kept a state: rebuilt from ``d``);
``u``
    when the game was last written (Unix seconds; absent until its first write after
    creation: then ``m``'s ``created_at``);
``p0`` … ``p4``
    presence: until when (Unix seconds) a stream of that seat counts as connected.

Next to it, ``biblios:outbox:{<id>}`` lists what the game's writes promised (their jobs) and
is not relayed to the queues yet, appended by the same script as the write
(``api.play.outbox``), and ``biblios:seqs:{<id>}`` lists the number of events after each
version (index = version), which maps a version to the events that came after it.

Games are created atomically with their TTL and expire ``ttl`` seconds after their last write.
Every write after creation goes through one Lua script that only writes if the version is still
the one the caller read, so two writes racing on one game can never both land on the same
version (``api.play.service`` reads, judges and writes, and judges a write that lost its race
again). The same script publishes the write on the game's (sharded) channel,
``biblios:updates:{<id>}``, for the streams: ``<version>\\n<table>\\n<events>``; a seat's new
token is published there as ``seats`` (``SEATS_CHANGED``: the old token's streams end).

Any failure to talk to Redis (connection refused, timeout, server loading, read-only replica,
out of memory...) surfaces as :class:`StoreUnavailable`; the store never half-writes a game.
The connection pool reconnects by itself once Redis is back (under Sentinel, to the master the
Sentinels name then).

Durable mode (``Waiting.on``, docs/durability.md): each write (creation, compare-and-set, a
seat's new token) is sent with ``WAIT <replicas> <timeout>`` after it on the same connection, in
one round trip (in a cluster, to the node that holds the game), and is acknowledged only when
enough replicas have it; otherwise :class:`OutcomeUnknown` (the write is on the master and may
or may not survive a failover: an ``Idempotency-Key`` settles it, and an answer replayed for a
key waits for the replicas the same way).
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, ParamSpec, TypeVar

import redis
from redis.sentinel import MasterNotFoundError

from .redis_connect import NOT_WAITING, Sentinels, Waiting, connect, replicated

__all__ = [
    "GameExists",
    "GameRecord",
    "GameStore",
    "SEATS_CHANGED",
    "OutcomeUnknown",
    "StoreUnavailable",
    "Write",
    "game_key",
    "outbox_key",
    "updates_channel",
]

KEY_PREFIX = "biblios:game:"
OUTBOX_PREFIX = "biblios:outbox:"
#: Keys asked of each ``SCAN`` call (and games read per pipeline) by the sweeps.
SCAN_BATCH = 1000
#: After a lost reply to a write, how many times the game is read back to settle it, and the
#: pause between two reads (seconds).
SETTLE_TRIES, SETTLE_PAUSE = 3, 0.2
MAX_SEATS = 5  # presence fields p0..p4

_GAME, _VERSION, _STATE, _TOKENS, _NAMES, _META, _DEADLINE = "g", "v", "s", "t", "n", "m", "d"
_PRESENCE = tuple(f"p{seat}" for seat in range(MAX_SEATS))
#: Per seat, the last action sent with an ``Idempotency-Key`` (``api.play.service``).
IDEMPOTENCY = tuple(f"k{seat}" for seat in range(MAX_SEATS))
#: The field of the time of a game's last write (set by each write through ``Write.fields``).
UPDATED_AT = "u"
#: The clocks' state (``api.play.clocks``).
CLOCK = "c"
#: A creation sent with an ``Idempotency-Key``: its request's fingerprint and its seat tokens,
#: sealed with the key (``api.play.creation_keys``); written with the game, kept as long as it.
CREATION = "ck"
_FIELDS = (
    _GAME,
    _VERSION,
    _STATE,
    _TOKENS,
    _NAMES,
    _META,
    _DEADLINE,
    *_PRESENCE,
    *IDEMPOTENCY,
    CLOCK,
)
#: What a game's channel carries when a seat's token was replaced (not a write: no version).
SEATS_CHANGED = b"seats"

# Appends ARGV[first + 1 .. first + n] (n = ARGV[first]) to the outbox KEYS[3], whose TTL
# becomes ARGV[ttl]; returns the index of the first argument after them.
_OUTBOX_LUA = """
local function outbox(first, ttl)
  local n = tonumber(ARGV[first])
  if n > 0 then
    redis.call('RPUSH', KEYS[3], unpack(ARGV, first + 1, first + n))
    redis.call('EXPIRE', KEYS[3], ARGV[ttl])
  end
  return first + n + 1
end
"""

# KEYS = game, seqs, outbox; ARGV = ttl, seq, the outbox's count and entries, then field/value
# pairs.
_CREATE_LUA = (
    _OUTBOX_LUA
    + """
if redis.call('EXISTS', KEYS[1]) == 1 then
  return 0
end
local rest = outbox(3, 1)
redis.call('HSET', KEYS[1], unpack(ARGV, rest))
redis.call('EXPIRE', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2])
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[1])
return 1
"""
)

# KEYS = game, seqs, outbox; ARGV = expected version, new version, ttl, seq, channel, events
# ('' = do not publish), state, the outbox's count and entries, then more field/value pairs.
_CAS_LUA = (
    _OUTBOX_LUA
    + """
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then
  return 0
end
local rest = outbox(8, 3)
redis.call('HSET', KEYS[1], 'v', ARGV[2], 's', ARGV[7], unpack(ARGV, rest))
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('RPUSH', KEYS[2], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[3])
if ARGV[6] ~= '' then
  redis.call('SPUBLISH', ARGV[5], ARGV[2] .. '\\n' .. ARGV[7] .. '\\n' .. ARGV[6])
end
return 1
"""
)

# KEYS = game; ARGV = field, value, seat (from 0), the hash of the stream's token. Presence
# never brings an expired game back, and a stream whose token was replaced marks nothing.
_PRESENCE_LUA = """
local tokens = redis.call('HGET', KEYS[1], 't')
if not tokens or cjson.decode(tokens)[tonumber(ARGV[3]) + 1] ~= ARGV[4] then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""

# KEYS = game; ARGV = seat (from 0), the new token's hash, the seat's presence field, the
# game's channel, the message (``SEATS_CHANGED``). Replaces one seat's token hash in place (the
# version does not move: the game did not change), ends the seat's presence, and tells the
# streams (the old token's streams end); 0 when the game is gone, -1 for a bot's seat, -2 for
# no such seat.
_TOKEN_LUA = """
local tokens = redis.call('HGET', KEYS[1], 't')
if not tokens then
  return 0
end
local list = cjson.decode(tokens)
local index = tonumber(ARGV[1]) + 1
if index < 1 or index > #list then
  return -2
end
if list[index] == '' then
  return -1
end
list[index] = ARGV[2]
redis.call('HSET', KEYS[1], 't', cjson.encode(list))
redis.call('HDEL', KEYS[1], ARGV[3])
redis.call('SPUBLISH', ARGV[4], ARGV[5])
return 1
"""

_P = ParamSpec("_P")
_R = TypeVar("_R")


class StoreUnavailable(Exception):
    """Redis could not be reached or could not serve the request (HTTP 503)."""


class OutcomeUnknown(StoreUnavailable):
    """A write's reply was lost and the game could not be read back to settle it: the write
    may or may not have been applied (the client re-reads the game before trying again)."""


class GameExists(Exception):
    """:meth:`GameStore.create` was given the id of a game that already exists."""


@dataclass
class GameRecord:
    """One stored game, as :meth:`GameStore.load` returns it."""

    game: str
    """The game's id (``"biblios"``)."""
    version: int
    """Incremented by every write; 0 after creation."""
    state: str
    """The table as a compact JSON string."""
    token_hashes: list[str]
    """One hash (hex) per seat token, by seat; ``""`` for a bot's seat."""
    names: list[str]
    """The player names, by seat (``[]`` or ``""`` entries: default names)."""
    meta: dict[str, Any] = field(default_factory=dict)
    """What the game was created with beyond the table (see the module docstring)."""
    deadline: float | None = None
    """When the decision the game waits for is due (Unix seconds), if it has a clock."""
    presence: dict[int, float] = field(default_factory=dict)
    """Until when each seat's stream counts as connected (Unix seconds)."""
    idempotency: dict[int, str] = field(default_factory=dict)
    """Each seat's last action sent with an ``Idempotency-Key``: the key, the action's
    fingerprint and the version it made (``api.play.service``)."""
    clock: str | None = None
    """The clocks' state as stored (``api.play.clocks.ClockState`` JSON), if any."""

    def after(self, write: Write) -> GameRecord:
        """This record once ``write`` landed on it (built field by field:
        ``dataclasses.replace`` costs more on every move)."""
        return GameRecord(
            self.game,
            self.version + 1,
            write.state,
            self.token_hashes,
            self.names,
            self.meta,
            write.deadline,
            self.presence,
            self.idempotency,
            write.fields.get(CLOCK, self.clock),
        )


@dataclass
class Write:
    """What a change writes: the new table, the deadline, the event count, the events to
    publish (JSON, or None: nothing to tell the streams) and any other fields."""

    state: str
    seq: int
    deadline: float | None = None
    events: str | None = None
    fields: dict[str, str] = field(default_factory=dict)
    outbox: list[str] = field(default_factory=list)
    """What the write promises (``api.play.outbox``): appended to the game's outbox by the same
    script that writes it."""


def game_key(game_id: str) -> str:
    """The Redis key of a game: ``biblios:game:{<id>}``."""
    return f"{KEY_PREFIX}{{{game_id}}}"


def seqs_key(game_id: str) -> str:
    return f"biblios:seqs:{{{game_id}}}"


def outbox_key(game_id: str) -> str:
    """The list of what a game's writes promise and is not yet relayed to the queues
    (``api.play.outbox``), in the game's slot: ``biblios:outbox:{<id>}``."""
    return f"{OUTBOX_PREFIX}{{{game_id}}}"


def updates_channel(game_id: str) -> str:
    """The sharded pub/sub channel on which every write of a game is published."""
    return f"biblios:updates:{{{game_id}}}"


def _unavailable_on_redis_error(method: Callable[_P, _R]) -> Callable[_P, _R]:
    """Turn every ``redis.RedisError`` (or socket ``OSError``) into :class:`StoreUnavailable`."""

    @wraps(method)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return method(*args, **kwargs)
        except (redis.RedisError, OSError) as exc:
            raise StoreUnavailable(f"{type(exc).__name__}: {exc}") from exc

    return wrapper


def _while_connecting(exc: BaseException) -> bool:
    """Whether a Redis error happened while opening a connection, before any command was sent
    (redis-py words these "Error <n> connecting to <address>" and "Timeout connecting to
    server")."""
    if isinstance(exc, MasterNotFoundError):  # no Sentinel names a master: nothing was sent
        return True
    return isinstance(exc, redis.RedisError) and "connecting to" in str(exc)


class GameStore:
    """Create, read and compare-and-set games in one Redis database.

    Thread-safe (a connection pool is shared by all calls). Commands are never retried by the
    client, so a write is never applied twice: a failed call raises :class:`StoreUnavailable`,
    and the game is either untouched or (when only the reply was lost) fully written once.
    """

    def __init__(
        self,
        url: str,
        ttl: int,
        timeout: float = 1.0,
        cluster: bool = False,
        sentinels: Sentinels | None = None,
        waiting: Waiting = NOT_WAITING,
    ) -> None:
        """Connect to the Redis at ``url`` (lazily; a cluster's slots are read at once).

        :param url: a redis-py URL (``redis://host:port/db``, ``rediss://``, ``unix://``).
        :param cluster: ``url`` names a node of a Redis Cluster (``api.play.redis_connect``).
        :param sentinels: the games' Redis is the master these Sentinels name.
        :param waiting: the durable mode's wait for replicas (default: none).
        :param ttl: seconds a game is kept after its last write (must be positive).
        :param timeout: socket connect and read timeout in seconds (must be positive).
        """
        if ttl <= 0:
            raise ValueError(f"ttl must be a positive number of seconds, got {ttl!r}")
        if timeout <= 0:
            raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
        self.ttl = ttl
        self.waiting = waiting
        self.redis = connect(
            url,
            cluster=cluster,
            sentinels=sentinels,
            # a write's reply comes after its WAIT
            socket_timeout=timeout + (waiting.timeout if waiting.on else 0),
            socket_connect_timeout=timeout,
            health_check_interval=30,
            retry_on_timeout=False,
            decode_responses=True,
        )
        # register_script computes the SHA locally: no round trip here. Each call is an EVALSHA,
        # falling back to SCRIPT LOAD + EVALSHA when the server does not know the script (e.g.
        # after a restart).
        self._create_script = self.redis.register_script(_CREATE_LUA)
        self._cas_script = self.redis.register_script(_CAS_LUA)
        self._presence_script = self.redis.register_script(_PRESENCE_LUA)
        self._token_script = self.redis.register_script(_TOKEN_LUA)

    @_unavailable_on_redis_error
    def create(
        self,
        game_id: str,
        record: GameRecord,
        seq: int,
        ttl: int | None = None,
        outbox: list[str] | None = None,
        creation: str | None = None,
    ) -> None:
        """Store a new game with all its fields and its TTL in one atomic step (``seq``: its
        number of events so far; ``ttl``: seconds to keep it until its first write, default
        the store's TTL; ``outbox``: what the creation promises, appended to the game's outbox
        in the same step; ``creation``: the sealed answer of a creation sent with an
        ``Idempotency-Key``, in the same step, read back by :meth:`creation`).

        :raises GameExists: a game with that id exists already (nothing is changed).
        :raises StoreUnavailable: Redis cannot be reached.
        """
        entries = outbox or []
        created = self._run(
            self._create_script,
            [game_key(game_id), seqs_key(game_id), outbox_key(game_id)],
            [
                self.ttl if ttl is None else min(ttl, self.ttl),
                seq,
                len(entries),
                *entries,
                _GAME,
                record.game,
                _VERSION,
                str(int(record.version)),
                _STATE,
                record.state,
                _TOKENS,
                _dump(record.token_hashes),
                _NAMES,
                _dump(record.names),
                _META,
                _dump(record.meta),
                _DEADLINE,
                _number(record.deadline),
                *([CLOCK, record.clock] if record.clock is not None else []),
                *([CREATION, creation] if creation is not None else []),
            ],
        )
        if not created:
            raise GameExists(game_id)

    @_unavailable_on_redis_error
    def creation(self, game_id: str) -> str | None:
        """What :meth:`create` kept of a creation sent with an ``Idempotency-Key`` (None: the
        game is gone, or was created without one)."""
        return self.redis.hget(game_key(game_id), CREATION)

    @_unavailable_on_redis_error
    def load(self, game_id: str) -> GameRecord | None:
        """Read a game in one round trip, or ``None`` if it does not exist (or has expired).

        :raises StoreUnavailable: Redis cannot be reached.
        """
        return _record_of(self.redis.hmget(game_key(game_id), _FIELDS))

    @_unavailable_on_redis_error
    def load_many(
        self, game_ids: list[str], extra: tuple[str, ...] = ()
    ) -> list[tuple[GameRecord | None, list[str | None]]]:
        """Read several games in one round trip (a pipeline, not a transaction: each game is in
        its own slot), each with the values of the ``extra`` fields (e.g. ``UPDATED_AT``).

        :raises StoreUnavailable: Redis cannot be reached.
        """
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hmget(game_key(game_id), [*_FIELDS, *extra])
        return [
            (_record_of(values[: len(_FIELDS)]), values[len(_FIELDS) :])
            for values in pipe.execute()
        ]

    @_unavailable_on_redis_error
    def compare_and_set(self, game_id: str, expected_version: int, write: Write) -> bool:
        """Write ``write`` if the game's version is still ``expected_version``.

        Atomically (one Lua script): when the stored version equals ``expected_version``, sets
        the version to ``expected_version + 1`` and the write's fields, refreshes the TTL,
        records the event count of the new version, appends the write's ``outbox`` entries to
        the game's outbox, publishes the write when it has events, and returns ``True``.
        Returns ``False``, changing nothing, when the version differs or the game does not
        exist.

        :raises StoreUnavailable: Redis cannot be reached.
        """
        expected = int(expected_version)
        pairs: list[str] = [_DEADLINE, _number(write.deadline)]
        for name, value in write.fields.items():
            pairs += [name, value]
        try:
            done = self._run(
                self._cas_script,
                [game_key(game_id), seqs_key(game_id), outbox_key(game_id)],
                [
                    str(expected),
                    str(expected + 1),
                    self.ttl,
                    write.seq,
                    updates_channel(game_id),
                    write.events or "",
                    write.state,
                    len(write.outbox),
                    *write.outbox,
                    *pairs,
                ],
            )
        except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
            if _while_connecting(exc):
                raise  # nothing was sent: the game is as it was (503 store_unavailable)
            # The script may have run with its reply lost (or run later, from a buffer):
            # only reading the game back can tell, and only that it was applied.
            if self._reads_as(game_id, expected + 1, write.state):
                self.confirm(game_id)
                return True
            raise OutcomeUnknown(f"{type(exc).__name__}: {exc}") from exc
        return bool(done)

    def _run(self, script: Any, keys: list[str], args: list[Any]) -> Any:
        """Run one of the store's write scripts; in durable mode with its ``WAIT`` after it on
        the same connection (in a cluster, the connection of the node that holds ``keys``), in
        one round trip, raising :class:`OutcomeUnknown` when the script wrote and too few
        replicas said they have it within the timeout."""
        if not self.waiting.on:
            return script(keys=keys, args=args)
        for attempt in range(2):
            pipe = self._node(keys[0]).pipeline(transaction=False)
            pipe.evalsha(script.sha, len(keys), *keys, *args)
            pipe.wait(self.waiting.replicas, self.waiting.milliseconds)
            try:
                result, acked = pipe.execute(raise_on_error=False)
            except (redis.ConnectionError, redis.TimeoutError, OSError):
                self._refresh_slots()  # a cluster's node died: its slots move to a replica
                raise
            if attempt == 0 and isinstance(
                result, redis.exceptions.NoScriptError | redis.exceptions.MovedError
            ):
                if isinstance(result, redis.exceptions.MovedError):  # a cluster's failover
                    self._refresh_slots()
                else:
                    self._node(keys[0]).script_load(script.script)
                continue  # the script did not run
            if isinstance(result, Exception):
                raise result
            if result and (isinstance(acked, Exception) or int(acked) < self.waiting.replicas):
                raise OutcomeUnknown(
                    f"written, but {acked} of {self.waiting.replicas} replicas confirmed it "
                    f"within {self.waiting.timeout} s"
                )
            return result
        raise StoreUnavailable("the game's slot moved twice")

    def _node(self, key: str) -> redis.Redis:
        """The client of the server that holds ``key``: the one server, the master, or in a
        cluster the master of the key's slot."""
        if isinstance(self.redis, redis.Redis):
            return self.redis
        node = self.redis.get_node_from_key(key)
        connection = node.redis_connection
        if connection is None:
            connection = self.redis.get_redis_connection(node)
        return connection

    def _refresh_slots(self) -> None:
        """Have a cluster client read the slots again before its next command."""
        if not isinstance(self.redis, redis.Redis):
            with contextlib.suppress(redis.RedisError, OSError):  # the next write tries again
                self.redis.nodes_manager.initialize()

    @_unavailable_on_redis_error
    def confirm(self, game_id: str) -> None:
        """In durable mode, return only once the replicas have everything the game's server
        had written (a barrier: a small write in the game's slot, then ``WAIT``), else raise
        :class:`OutcomeUnknown`; nothing to do otherwise. For an answer given again for an
        ``Idempotency-Key``, whose write may not have reached the replicas yet."""
        if not self.waiting.on:
            return
        key = f"biblios:replicated:{{{game_id}}}"
        if not replicated(self._node(key), self.waiting, key):
            raise OutcomeUnknown(
                f"fewer than {self.waiting.replicas} replicas confirmed game {game_id}'s writes "
                f"within {self.waiting.timeout} s"
            )

    def _reads_as(self, game_id: str, version: int, state: str) -> bool:
        """Whether the game reads at ``version`` with ``state``: read back a few times on
        fresh connections while it still reads at the version before (the write may yet be
        run from a buffer); False when it cannot be read or reads otherwise."""
        for attempt in range(SETTLE_TRIES):
            if attempt:
                time.sleep(SETTLE_PAUSE)
            try:
                stored_version, stored_state = self.redis.hmget(
                    game_key(game_id), [_VERSION, _STATE]
                )
            except (redis.RedisError, OSError):
                continue
            if stored_version == str(version) and stored_state == state:
                return True
            if stored_version != str(version - 1):
                return False  # another write (or expiry): ours cannot be told apart
        return False

    @_unavailable_on_redis_error
    def outbox(self, game_id: str) -> list[str]:
        """The entries of the game's outbox, oldest first (``api.play.outbox``)."""
        return self.redis.lrange(outbox_key(game_id), 0, -1)

    @_unavailable_on_redis_error
    def drop_from_outbox(self, game_id: str, entries: list[str]) -> None:
        """Remove these entries (relayed) from the game's outbox, leaving any others."""
        pipe = self.redis.pipeline(transaction=False)
        for entry in entries:
            pipe.lrem(outbox_key(game_id), 1, entry)
        pipe.execute()

    @_unavailable_on_redis_error
    def games_with_outbox(self) -> list[str]:
        """The ids of the games whose outbox holds entries, found by ``SCAN`` (on every master
        of a cluster): what the relay's sweep goes through."""
        return [
            key[len(OUTBOX_PREFIX) + 1 : -1]
            for key in self.redis.scan_iter(match=f"{OUTBOX_PREFIX}*", count=SCAN_BATCH)
        ]

    @_unavailable_on_redis_error
    def deadlines(self) -> list[tuple[str, float]]:
        """Every game with a running clock and its deadline, found by ``SCAN`` (on every master
        of a cluster), read by pipelines of ``SCAN_BATCH`` games."""
        found: list[tuple[str, float]] = []
        ids: list[str] = []
        keys = self.redis.scan_iter(match=f"{KEY_PREFIX}*", count=SCAN_BATCH)
        for key in [*keys, None]:
            if key is not None:
                ids.append(key[len(KEY_PREFIX) + 1 : -1])
            if ids and (key is None or len(ids) >= SCAN_BATCH):
                pipe = self.redis.pipeline(transaction=False)
                for game_id in ids:
                    pipe.hget(game_key(game_id), _DEADLINE)
                found += [(g, float(d)) for g, d in zip(ids, pipe.execute(), strict=True) if d]
                ids = []
        return found

    @_unavailable_on_redis_error
    def seq_at(self, game_id: str, version: int) -> int | None:
        """The number of events the game had after ``version`` (None: no such version)."""
        value = self.redis.lindex(seqs_key(game_id), version) if version >= 0 else None
        return int(value) if value is not None else None

    @_unavailable_on_redis_error
    def seqs(self, game_id: str) -> list[int]:
        """The number of events the game had after each of its versions (index = version)."""
        return [int(value) for value in self.redis.lrange(seqs_key(game_id), 0, -1)]

    @_unavailable_on_redis_error
    def mark_present(self, game_id: str, seat: int, until: float, token_hash: str) -> bool:
        """Count ``seat`` as connected until ``until``, if ``token_hash`` is still the seat's
        (False: the game is gone, or the token was replaced)."""
        return bool(
            self._presence_script(
                keys=[game_key(game_id)], args=[_PRESENCE[seat], until, seat, token_hash]
            )
        )

    @_unavailable_on_redis_error
    def replace_token(self, game_id: str, seat: int, token_hash: str) -> int:
        """Replace ``seat``'s token hash atomically (the old token stops working at once; the
        version does not move), end the seat's presence and tell the game's streams (the old
        token's streams end). 1 done, 0 the game is gone, -1 a bot's seat, -2 no such seat.

        :raises StoreUnavailable: Redis cannot be reached.
        """
        presence = _PRESENCE[seat] if 0 <= seat < MAX_SEATS else ""
        args = [seat, token_hash, presence, updates_channel(game_id), SEATS_CHANGED]
        return int(self._run(self._token_script, [game_key(game_id)], args))

    def ping(self) -> bool:
        """``True`` if Redis answers, ``False`` (never an exception) otherwise."""
        try:
            return bool(self.redis.ping())
        except (redis.RedisError, OSError):
            return False

    def close(self) -> None:
        """Close the connections (the store reconnects if used again)."""
        if isinstance(self.redis, redis.Redis):
            self.redis.connection_pool.disconnect()
        else:
            self.redis.disconnect_connection_pools()


def _dump(value: Any) -> str:
    """Compact JSON (non-ASCII kept as is)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _number(value: float | None) -> str:
    return "" if value is None else repr(float(value))


def _record_of(values: list[str | None]) -> GameRecord | None:
    """The record of a game's fields as ``HMGET`` returns them (None: no such game)."""
    game, version, state, tokens, names, meta, deadline = values[:7]
    if game is None or version is None or state is None or tokens is None or names is None:
        return None
    return GameRecord(
        game=game,
        version=int(version),
        state=state,
        token_hashes=json.loads(tokens),
        names=json.loads(names),
        meta=json.loads(meta) if meta else {},
        deadline=float(deadline) if deadline else None,
        presence={s: float(until) for s, until in enumerate(values[7:12]) if until},
        idempotency={s: marker for s, marker in enumerate(values[12:17]) if marker},
        clock=values[17] or None,
    )
