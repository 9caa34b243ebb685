"""The outbox: what a write promises (its clock's job, a slow bot's move, a portal's webhook
messages) is recorded with the write, in the same atomic step, then relayed to the job queues.

Why: a job enqueued *after* the write is lost when the writing process dies between the two
(kill -9 of a gunicorn worker 2 ms after the compare-and-set): a game would then sit past its
deadline with nobody to apply it, or a portal would never hear of a turn. So nothing is
enqueued by a write itself:

1. **Recorded with the write.** Each *promiser* (``TimeoutScheduler``, ``BotScheduler``,
   ``WebhookNotifier``) says what a write promises (``promises``: small JSON payloads), before
   the write; ``GameService`` passes them to the store, whose create / compare-and-set Lua
   script appends them to the game's outbox, ``biblios:outbox:{<id>}`` (a list in the game's
   own cluster slot, with the game's TTL), in the same atomic step as the write. A write that
   lands has its promises stored; one that does not land has none.
2. **Relayed at once by the writer.** Right after its write lands, the writing process relays
   the game's outbox (``Outbox.relay``): every entry, oldest first, becomes its RQ job on the
   queue's Redis (``BIBLIOS_QUEUE_URL``), then leaves the outbox (``LREM`` of that entry: entries
   written meanwhile stay). That keeps today's latency: a webhook or a clock's job is queued a
   few milliseconds after the write.
3. **Swept by the worker.** A worker serving the clocks (``python -m api.jobs.worker clocks``,
   or one without a role) runs a relay thread (``api.jobs.relay``) that every ``SWEEP``
   seconds finds the games whose outbox still holds entries (``SCAN`` of
   ``biblios:outbox:*`` on every master) and relays them: what a writer that died right after
   its write left behind is queued within about ``SWEEP`` + ``LOCK_TTL`` seconds, well before
   a clock's 2-second bound matters (a deadline is at least seconds after the write that sets
   it, and a job relayed past its deadline runs at once).

Idempotent: relaying an entry twice never queues two jobs. A game's relay holds a short lock
(``biblios:relay-lock:{<id>}`` on the queue's Redis, ``LOCK_TTL``, so one that died frees it
by itself), which also keeps a game's entries in the order they were written; under it each
entry queues its job only when no job of that deterministic id exists yet (a clock's job is
named by its game and deadline, a bot's by the game's version, a webhook message by the game,
version and rank: ``promises`` fix them). A relayer that died after queuing a job but before
removing its entry leaves an entry whose job exists: the next relay only removes it. A clock's
job that already ran and was queued again by such a relay finds nothing due (the store's
compare-and-set decides), so a game never times out twice; a webhook job's record stays an
hour after its delivery, far longer than any entry waits, so no message is delivered twice.

Durable mode (``BIBLIOS_WAIT_REPLICAS``): an entry leaves the outbox only once the queue's
replicas have its job (``redis_connect.replicated``), so a failover of the queue's Redis never
loses a job whose entry is gone; until then the entries stay, and a later relay finds the jobs
there (or queues them again, when the failover lost them).

Failures: when the queue's Redis cannot be reached, the entries stay in the outbox (the write
stands, and says so in the log) and the sweep queues them once it is back.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Sequence
from typing import Any, Protocol

import orjson
import redis

from engine import Table

from .redis_connect import NOT_WAITING, Waiting, replicated
from .store import GameRecord, GameStore, StoreUnavailable

__all__ = ["LOCK_TTL", "SWEEP", "Outbox", "Promiser"]

log = logging.getLogger(__name__)

#: Seconds between two sweeps of the outboxes by a worker's relay.
SWEEP = 0.5
#: Seconds a game's relay lock lasts at most (a relayer that died frees it by then).
LOCK_TTL = 1.0
#: How long a writer waits for another relayer of the same game before leaving its entries to
#: that one (it relays again when it is done) or to the sweep: tries and the pause between.
LOCK_TRIES, LOCK_PAUSE = 10, 0.01
_RELEASE_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""


class Promiser(Protocol):
    """What a write may promise: one kind of job (``kind`` names it in the outbox)."""

    kind: str

    def promises(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> list[dict[str, Any]]:
        """The jobs ``after`` (the game once the write lands) promises, as JSON payloads."""
        ...

    def keep(self, game_id: str, promise: dict[str, Any]) -> None:
        """Queue ``promise``'s job unless a job of its id exists already (called under the
        game's relay lock)."""
        ...


def lock_key(game_id: str) -> str:
    return f"biblios:relay-lock:{{{game_id}}}"


class Outbox:
    """Recording a write's promises with it, and relaying them to the queues."""

    def __init__(
        self,
        store: GameStore,
        queue: redis.Redis,
        promisers: Sequence[Promiser],
        waiting: Waiting = NOT_WAITING,
    ) -> None:
        self.store = store
        self.waiting = waiting
        self.queue = queue
        self.promisers = {promiser.kind: promiser for promiser in promisers}
        self._release = queue.register_script(_RELEASE_LUA)

    def entries(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> list[str]:
        """The outbox entries of one write (``after``: the game once it lands): each
        promiser's payloads, tagged with the kind and the write's version (so that every entry
        of a game is unique: ``LREM`` removes exactly it)."""
        return [
            orjson.dumps({"k": kind, "v": after.version, "n": n, "p": payload}).decode()
            for kind, promiser in self.promisers.items()
            for n, payload in enumerate(promiser.promises(game_id, before, after, table))
        ]

    def relay(self, game_id: str, wait: bool = True) -> int:
        """Queue the jobs of the game's outbox, oldest first, and remove them from it; returns
        how many entries were relayed (0 as well when another relayer holds the game: it
        relays what it finds after its own). Never raises: a failure leaves the entries for
        the next relay."""
        token = secrets.token_hex(8)
        relayed = 0
        try:
            while True:
                if not self._lock(game_id, token, LOCK_TRIES if wait else 1):
                    return relayed
                try:
                    entries = self.store.outbox(game_id)
                    for entry in entries:
                        self._keep(game_id, entry)
                    if entries and self.waiting.on and not replicated(self.queue, self.waiting):
                        log.warning("game %s: the queue's replicas lag; its outbox stays", game_id)
                        return relayed
                    if entries:
                        self.store.drop_from_outbox(game_id, entries)
                        relayed += len(entries)
                finally:
                    self._release(keys=[lock_key(game_id)], args=[token])
                if not entries or not self.store.outbox(game_id):
                    return relayed
        except (redis.RedisError, OSError, StoreUnavailable):
            log.exception("could not relay the outbox of game %s (the sweep will)", game_id)
            return relayed

    def sweep(self) -> int:
        """Relay every outbox that holds entries; returns how many entries were relayed."""
        try:
            games = self.store.games_with_outbox()
        except StoreUnavailable:
            log.exception("could not look for outboxes")
            return 0
        return sum(self.relay(game_id, wait=False) for game_id in games)

    def _lock(self, game_id: str, token: str, tries: int) -> bool:
        for attempt in range(tries):
            if attempt:
                time.sleep(LOCK_PAUSE)
            if self.queue.set(lock_key(game_id), token, nx=True, px=int(LOCK_TTL * 1000)):
                return True
        return False

    def _keep(self, game_id: str, entry: str) -> None:
        data = orjson.loads(entry)
        promiser = self.promisers.get(data["k"])
        if promiser is None:  # every process has every promiser (api.composition)
            log.error("outbox of game %s: unknown kind %r dropped", game_id, data["k"])
            return
        promiser.keep(game_id, data["p"])
