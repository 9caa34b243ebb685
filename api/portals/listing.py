"""A portal's games, newest first (``GET /v1/games``): indexes in Redis kept in step with every
write, expiring with the games.

Each portal has its own keys, all under its hash tag ``{<portal>}`` (one cluster slot per
portal; every game's own keys are under its ``{<game id>}``, so the two are written by
separate commands, never by one multi-slot script):

``biblios:portal:{p}:seq``
    a counter: each new game of the portal takes the next number, its *listing number*
    (``meta["listed"]``), which orders the indexes (newest first) and is what a cursor names;
``biblios:portal:{p}:games``, ``...:games:active``, ``...:games:over``
    sorted sets of game ids by listing number: all the portal's games, and by status;
``biblios:portal:{p}:ext:<hex>``, ``...:ext:<hex>:active``, ``...:ext:<hex>:over``
    the same for the games with a seat of that external id (``<hex>``: its UTF-8, in hex);
``biblios:portal:{p}:expiry``
    game id → when the game expires (Unix seconds: its last write plus the games' TTL);
``biblios:portal:{p}:entries``
    game id → its listing number and external ids (to take it out of every index).

Every write of a portal's game (creation included) states the game's place in every index
again, in one MULTI/EXEC on the portal's slot right after the game's compare-and-set
(``PortalIndex.written``, a write listener), so an index that missed a write (Redis went away
between the two) is right again at the game's next write. Games expire by their TTL; their
entries are taken out by a bounded sweep of ``expiry`` (each creation and each page removes
up to a few entries whose game is gone) and, when a page meets one first, then and there.

A page reads one range of one index (``ZRANGE ... BYSCORE REV LIMIT``) and the games it names
(one pipelined HMGET per game): O(limit) Redis work, never a SCAN. Cursors name a listing
number and pages go strictly down from it, so games created while a client pages through
never make a page repeat or skip a game (they come before the first page).
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import redis

from engine import Table

from ..play.service import load_table
from ..play.store import UPDATED_AT, GameRecord, GameStore, _unavailable_on_redis_error, game_key

__all__ = ["ACTIVE", "OVER", "STATUSES", "Listed", "PortalIndex", "decode_cursor"]

log = logging.getLogger(__name__)

ACTIVE, OVER = "active", "over"
STATUSES = (ACTIVE, OVER)
#: Expired entries removed by each creation, at most.
SWEEP_ON_CREATE = 20
#: Reads of an index a page may make when it meets entries of expired games.
MAX_ROUNDS = 3
#: Index keys outlive their newest game's TTL by this much (seconds).
KEY_MARGIN = 3600
_CURSOR = re.compile(r"v1\.([0-9]{1,15})")
_BASE64URL = re.compile(r"[A-Za-z0-9_-]{1,64}")


def _key(portal: str, *parts: str) -> str:
    return ":".join((f"biblios:portal:{{{portal}}}", *parts))


def _ext(external_id: str) -> str:
    return "ext:" + external_id.encode("utf-8").hex()


def index_key(portal: str, status: str | None = None, external_id: str | None = None) -> str:
    """The sorted set of a portal's games, optionally of one status and one external id."""
    parts = [_ext(external_id)] if external_id is not None else ["games"]
    if status is not None:
        parts.append(status)
    return _key(portal, *parts)


def encode_cursor(number: int) -> str:
    return base64.urlsafe_b64encode(f"v1.{number}".encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> int | None:
    """The listing number a cursor names (None: not a cursor of ours)."""
    if not _BASE64URL.fullmatch(cursor):
        return None
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode("ascii")
    except (binascii.Error, ValueError):
        return None
    match = _CURSOR.fullmatch(text)
    return int(match.group(1)) if match else None


def status_of(table: Table) -> str:
    return OVER if table.is_over() else ACTIVE


def external_ids(meta: dict[str, Any]) -> list[str]:
    """The distinct external ids of a game's seats, in seat order."""
    seen: list[str] = []
    for external_id in meta.get("external_ids") or []:
        if external_id and external_id not in seen:
            seen.append(external_id)
    return seen


@dataclass
class Listed:
    """One game of a page, as stored: its record and its table."""

    game_id: str
    record: GameRecord
    table: Table
    updated_at: float


class PortalIndex:
    """The listing indexes of every portal in one store; a write listener."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.redis = store.redis

    # --- Writing (after each write of a portal's game) ---------------------------------------

    @_unavailable_on_redis_error
    def reserve(self, portal: str) -> int:
        """The listing number of a new game of ``portal`` (before it is created)."""
        number = int(self.redis.incr(_key(portal, "seq")))
        self._sweep(portal, SWEEP_ON_CREATE)
        return number

    def written(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> None:
        portal, number = after.meta.get("portal"), after.meta.get("listed")
        if portal is None or number is None:
            return
        try:
            self._place(portal, game_id, number, status_of(table), external_ids(after.meta))
        except (redis.RedisError, OSError):  # the write stands; its next write places it again
            log.exception("could not index game %s of portal %s", game_id, portal)

    def _place(self, portal: str, game_id: str, number: int, status: str, eids: list[str]) -> None:
        """State ``game_id``'s place in every index of ``portal`` (idempotent)."""
        ttl = self.store.ttl
        other = OVER if status == ACTIVE else ACTIVE
        present = [index_key(portal), index_key(portal, status)]
        absent = [index_key(portal, other)]
        for eid in eids:
            present += [index_key(portal, None, eid), index_key(portal, status, eid)]
            absent.append(index_key(portal, other, eid))
        entry = json.dumps({"n": number, "x": eids}, separators=(",", ":"), ensure_ascii=False)
        pipe = self.redis.pipeline(transaction=True)
        for key in present:
            pipe.zadd(key, {game_id: number})
            pipe.expire(key, ttl + KEY_MARGIN)
        for key in absent:
            pipe.zrem(key, game_id)
        pipe.zadd(_key(portal, "expiry"), {game_id: time.time() + ttl})
        pipe.hset(_key(portal, "entries"), game_id, entry)
        for key in (_key(portal, "expiry"), _key(portal, "entries")):
            pipe.expire(key, ttl + KEY_MARGIN)
        pipe.execute()

    # --- Removing the games that expired -----------------------------------------------------

    def _sweep(self, portal: str, count: int) -> None:
        """Take out of the indexes up to ``count`` games whose recorded expiry has passed and
        that are really gone (a game refreshed since gets its expiry corrected)."""
        due = self.redis.zrangebyscore(_key(portal, "expiry"), "-inf", time.time(), 0, count)
        if due:
            self._forget(portal, due)

    def _forget(self, portal: str, game_ids: Iterable[str]) -> None:
        """Take ``game_ids`` out of ``portal``'s indexes when their game is gone."""
        game_ids = list(game_ids)
        lookup = self.redis.pipeline(transaction=False)  # the games' own slots
        for game_id in game_ids:
            lookup.pttl(game_key(game_id))
        ttls = lookup.execute()
        entries = self.redis.hmget(_key(portal, "entries"), game_ids)
        now = time.time()
        pipe = self.redis.pipeline(transaction=True)  # the portal's slot
        for game_id, pttl, entry in zip(game_ids, ttls, entries, strict=True):
            if pttl is not None and pttl > 0:  # still there: refreshed by a later write
                pipe.zadd(_key(portal, "expiry"), {game_id: now + pttl / 1000})
                continue
            eids = json.loads(entry)["x"] if entry else []
            for key in self._keys_of(portal, eids):
                pipe.zrem(key, game_id)
            pipe.zrem(_key(portal, "expiry"), game_id)
            pipe.hdel(_key(portal, "entries"), game_id)
        pipe.execute()

    @staticmethod
    def _keys_of(portal: str, eids: list[str]) -> list[str]:
        keys = [index_key(portal, status) for status in (None, *STATUSES)]
        for eid in eids:
            keys += [index_key(portal, status, eid) for status in (None, *STATUSES)]
        return keys

    # --- Reading a page ----------------------------------------------------------------------

    @_unavailable_on_redis_error
    def page(
        self,
        portal: str,
        limit: int,
        after: int | None = None,
        status: str | None = None,
        external_id: str | None = None,
    ) -> tuple[list[Listed], int | None]:
        """Up to ``limit`` games of ``portal``, newest first, with listing numbers below
        ``after`` (None: from the newest), and the listing number to continue from (None:
        nothing more). A page may hold fewer than ``limit`` games and still go on, when it
        met many entries of expired games; only a None says the list is over."""
        self._sweep(portal, limit)
        key = index_key(portal, status, external_id)
        upper = "+inf" if after is None else f"({after}"
        games: list[Listed] = []
        last_number: int | None = None
        for _ in range(MAX_ROUNDS):
            want = limit + 1 - len(games)
            batch = self.redis.zrevrangebyscore(key, upper, "-inf", 0, want, withscores=True)
            stale: list[str] = []
            for (game_id, score), listed in zip(batch, self._load(batch), strict=True):
                number = int(score)
                upper = f"({number}"
                if listed is None or listed.record.meta.get("portal") != portal:
                    stale.append(game_id)
                    continue
                if status is not None and status_of(listed.table) != status:
                    self._repair(portal, game_id, listed)  # missed a write: right it now
                    continue
                if len(games) == limit:  # one more than the page: the list goes on
                    self._forget_now(portal, stale)
                    return games, last_number
                games.append(listed)
                last_number = number
            self._forget_now(portal, stale)
            if len(batch) < want:  # the index holds nothing more
                return games, None
        return games, int(upper[1:])  # met many stale entries: go on from the last one seen

    def _load(self, batch: list[tuple[str, float]]) -> list[Listed | None]:
        ids = [game_id for game_id, _ in batch]
        listed: list[Listed | None] = []
        for game_id, (record, (updated,)) in zip(
            ids, self.store.load_many(ids, (UPDATED_AT,)), strict=True
        ):
            if record is None:
                listed.append(None)
                continue
            created = float(record.meta.get("created_at", 0))
            at = float(updated) if updated else created
            listed.append(Listed(game_id, record, load_table(record), at))
        return listed

    def _forget_now(self, portal: str, stale: list[str]) -> None:
        if stale:
            self._forget(portal, stale)

    def _repair(self, portal: str, game_id: str, listed: Listed) -> None:
        number = listed.record.meta.get("listed")
        if number is not None:
            status = status_of(listed.table)
            self._place(portal, game_id, number, status, external_ids(listed.record.meta))
