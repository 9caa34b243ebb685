"""Fan-out of the games' writes to the live streams of this process, over one Redis connection.

The store's compare-and-set script publishes every write of a game on the game's sharded
channel (``api.play.store.updates_channel``) as ``<version>\\n<table>\\n<events>``. A process holds
ONE subscriber connection (:class:`Hub`), whatever the number of its streams: the first local
stream of a game subscribes its channel (``SSUBSCRIBE``), the last one to close unsubscribes it,
and each message goes to that game's :class:`Feed`, which keeps the events it carried and wakes
the game's local streams (one :class:`Listener` each). A seat's new token is published on the
same channel (``api.play.store.SEATS_CHANGED``): the streams then re-read the game, and those of the
old token end.

A message only says "the game moved to this version, with these events". Whenever messages may
have been missed — Redis confirmed the subscription after a stream read the game, or the
connection broke and came back — the feed's ``generation`` moves on, and every stream re-reads
the stored game and catches up with what it has not sent (``api.live.stream``). A broken
connection is rebuilt with backoff; a silent one is found by PING.

Only ``threading`` and redis-py: it runs on threads, and on gevent's greenlets once gunicorn's
gevent worker has monkey-patched the process.
"""

from __future__ import annotations

import contextlib
import logging
import random
import threading
import time
from collections.abc import Iterable
from typing import Any

import redis
from redis.backoff import NoBackoff
from redis.client import PubSub
from redis.retry import Retry

from engine import Event

from ..play.redis_connect import Sentinels, connect
from ..play.service import decode_events
from ..play.store import SEATS_CHANGED, updates_channel

__all__ = ["EventLog", "Feed", "Hub", "Listener"]

log = logging.getLogger(__name__)

#: How many of a game's latest events a feed keeps, for streams that fall behind.
EVENTS_KEPT = 512
#: Seconds the reader waits for a message before it looks around (stop, idle, broken).
POLL_SECONDS = 1.0
#: Seconds of silence on the connection before a PING; as many again without answer: broken.
PING_AFTER = 10.0
#: Reconnection delays: doubling from the first to the last, each with jitter.
FIRST_RETRY, LAST_RETRY = 0.1, 2.0
#: Seconds without any feed after which the connection is closed (reopened when needed).
IDLE_SECONDS = 30.0


class EventLog:
    """The events of a game's latest published writes, in order of ``seq`` and without holes."""

    def __init__(self, limit: int = EVENTS_KEPT) -> None:
        self._limit = limit
        self._events: list[Event] = []
        self._lock = threading.Lock()

    def add(self, events: Iterable[Event]) -> None:
        with self._lock:
            kept = self._events
            for event in events:
                if kept and event.seq <= kept[-1].seq:
                    continue  # already here
                if kept and event.seq != kept[-1].seq + 1:
                    kept.clear()  # a hole: what was kept no longer joins up
                kept.append(event)
            if len(kept) > self._limit:
                del kept[: len(kept) - self._limit]

    def between(self, after: int, upto: int) -> list[Event] | None:
        """The events whose ``seq`` is in ``(after, upto]``; None when some are not here."""
        if upto <= after:
            return []
        with self._lock:
            kept = self._events
            if not kept or kept[0].seq > after + 1 or kept[-1].seq < upto:
                return None
            start = after + 1 - kept[0].seq
            return kept[start : start + upto - after]

    def clear(self) -> None:
        with self._lock:
            self._events.clear()


class Listener:
    """One local stream's place in a feed: woken whenever the game may have moved."""

    def __init__(self, feed: Feed) -> None:
        self.feed = feed
        self._woken = threading.Event()

    def wake(self) -> None:
        self._woken.set()

    def wait(self, timeout: float) -> bool:
        """Wait until woken or ``timeout`` seconds have passed; whether it was woken.

        The feed's state is updated before its listeners are woken, so a stream that reads it
        after this returns misses nothing: a wake-up that comes later is kept for the next call.
        """
        woken = self._woken.wait(max(timeout, 0.0))
        self._woken.clear()
        return woken


class Feed:
    """One game's channel in this process: its local listeners and what the messages said."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.channel = updates_channel(game_id)
        self.listeners: set[Listener] = set()
        self.events = EventLog()
        self.published = -1
        """The highest version announced on the channel (-1: none yet)."""
        self.generation = 0
        """Raised whenever messages may have been missed: the streams re-read the game."""
        self.subscribed = threading.Event()
        """Set once Redis has confirmed this feed's subscription (cleared when it is lost)."""
        self.closing = False
        """The process is stopping: its streams end (their clients reconnect elsewhere)."""
        self.lock = threading.Lock()
        """Held by the stream that reads the game for all the feed's streams (``shared``)."""
        self.shared: object | None = None
        """What the feed's streams share (``api.live.stream``: the latest snapshot read)."""
        self.ticket = 0
        """Which of the channel's SSUBSCRIBEs on the current connection is this feed's."""

    def announce(self, version: int, events: list[Event]) -> None:
        """A message: the game reached ``version`` by a write with ``events``."""
        self.events.add(events)
        if version > self.published:
            self.published = version
        self._wake_all()

    def confirm(self) -> None:
        """Redis confirmed the subscription: from now on no write is missed, but one made
        before may have been (the streams re-read the game)."""
        self.generation += 1  # before ``subscribed``: a stream that waited for it reads both
        self.subscribed.set()
        self._wake_all()

    def resync(self) -> None:
        """Messages may have been missed: every stream re-reads the game."""
        self.generation += 1
        self._wake_all()

    def close(self) -> None:
        self.closing = True
        self._wake_all()

    def _wake_all(self) -> None:
        for listener in list(self.listeners):
            listener.wake()


class Hub:
    """This process's one subscriber connection to the games' channels, and their feeds.

    :meth:`join` and :meth:`leave` are called by the streams; a reader thread (started by the
    first :meth:`join`, ended after :data:`IDLE_SECONDS` without feeds or by :meth:`stop`)
    receives the messages and rebuilds the connection when it breaks.
    """

    def __init__(
        self, url: str, timeout: float, cluster: bool = False, sentinels: Sentinels | None = None
    ) -> None:
        """:param url: the Redis the games are published on (``REDIS_URL``).
        :param timeout: socket connect and read timeout in seconds.
        :param cluster: ``url`` names a node of a Redis Cluster: each channel is subscribed on
            the shard that owns its game (redis-py's ``ClusterPubSub``, one connection per
            node), and read from all of them.
        :param sentinels: the games' Redis is the master these Sentinels name (a broken
            connection is rebuilt on the master they name then)."""
        self._cluster = cluster
        self._client = connect(
            url,
            cluster=cluster,
            sentinels=sentinels,
            socket_connect_timeout=timeout,
            socket_timeout=timeout,
            socket_keepalive=True,
            retry=Retry(NoBackoff(), 0),  # a broken connection is rebuilt here, whole
            health_check_interval=0,  # PINGs are sent by the reader only (see _listen)
        )
        self._lock = threading.RLock()
        self._feeds: dict[str, Feed] = {}  # by channel
        self._pubsub: PubSub | None = None
        self._broken = False
        self._sent: dict[str, int] = {}  # SSUBSCRIBEs sent per channel on this connection
        self._acked: dict[str, int] = {}  # and confirmed
        self._reader: threading.Thread | None = None
        self._idle_since = 0.0  # when the last feed went (the reader ends after IDLE_SECONDS)
        self._stopping = False

    # --- The streams' side ---------------------------------------------------------------

    def join(self, game_id: str) -> Listener:
        """A listener on ``game_id``'s feed; its channel is subscribed if it was not yet."""
        channel = updates_channel(game_id)
        with self._lock:
            feed = self._feeds.get(channel)
            if feed is None:
                feed = self._feeds[channel] = Feed(game_id)
                feed.closing = self._stopping
                if self._pubsub is not None and not self._broken:
                    try:
                        self._subscribe([feed])
                    except (redis.RedisError, OSError) as exc:
                        self._break(exc)
            listener = Listener(feed)
            feed.listeners.add(listener)
            if self._reader is None and not self._stopping:
                self._reader = threading.Thread(
                    target=self._run, name="biblios-live-hub", daemon=True
                )
                self._reader.start()
        return listener

    def leave(self, listener: Listener) -> None:
        """Forget ``listener``; the last one of a game unsubscribes its channel."""
        feed = listener.feed
        with self._lock:
            feed.listeners.discard(listener)
            if feed.listeners or self._feeds.get(feed.channel) is not feed:
                return
            del self._feeds[feed.channel]
            if self._pubsub is not None and not self._broken:
                try:
                    self._pubsub.sunsubscribe(feed.channel)
                except (redis.RedisError, OSError) as exc:
                    self._break(exc)

    def stop(self) -> None:
        """End every stream of this process and the reader (the worker is stopping)."""
        with self._lock:
            self._stopping = True
            feeds = list(self._feeds.values())
        for feed in feeds:
            feed.close()

    # --- The reader -----------------------------------------------------------------------

    def _run(self) -> None:
        delay = 0.0
        while not self._should_end():
            if delay:
                time.sleep(delay * random.uniform(0.5, 1.0))
            try:
                self._connect()
                delay = 0.0
                self._listen()
            except (redis.RedisError, OSError) as exc:
                log.warning("live updates: Redis subscription lost (%s); reconnecting", exc)
                delay = min(max(2 * delay, FIRST_RETRY), LAST_RETRY)
            except Exception:  # never let the reader die: the streams depend on it
                log.exception("live updates: unexpected error in the subscriber")
                delay = LAST_RETRY
            finally:
                self._teardown()

    def _should_end(self) -> bool:
        """Whether the reader ends (stopping, or idle for long): it then forgets itself, under
        the lock, so the next :meth:`join` starts another."""
        with self._lock:
            idle = not self._feeds and time.monotonic() - self._idle_since >= IDLE_SECONDS
            if self._stopping or idle:
                self._reader = None
                return True
            return False

    def _connect(self) -> None:
        with self._lock:
            self._pubsub = self._client.pubsub()
            self._broken = False
            self._sent.clear()
            self._acked.clear()
            self._idle_since = time.monotonic()
            if self._feeds:
                self._subscribe(list(self._feeds.values()))  # connects

    def _listen(self) -> None:
        """Hand every message to its feed until the hub stops, idles or breaks."""
        pubsub = self._pubsub
        assert pubsub is not None
        heard = time.monotonic()
        pinged: float | None = None
        while True:
            with self._lock:
                if self._broken:
                    raise redis.ConnectionError("a subscription command failed")
                if self._feeds:
                    self._idle_since = time.monotonic()
                elif self._stopping or time.monotonic() - self._idle_since >= IDLE_SECONDS:
                    return
                if self._stopping:
                    return
            message = self._next_message(pubsub)
            now = time.monotonic()
            if message is not None:
                heard, pinged = now, None
                self._handle(message)
            elif self._cluster:
                continue  # each node's connection is kept alive by TCP keep-alive
            elif pubsub.subscribed and now - heard >= PING_AFTER:
                if pinged is None:
                    with self._lock:
                        pubsub.ping()
                    pinged = now
                elif now - pinged >= PING_AFTER:
                    raise redis.ConnectionError("no answer to PING")

    def _next_message(self, pubsub: Any) -> dict | None:
        """The next message, waiting at most about :data:`POLL_SECONDS`."""
        if not self._cluster:
            return pubsub.get_message(timeout=POLL_SECONDS)
        if not pubsub.node_pubsub_mapping:  # nothing subscribed on any node yet
            time.sleep(POLL_SECONDS)
            return None
        shards = len(pubsub.node_pubsub_mapping)
        return pubsub.get_sharded_message(timeout=POLL_SECONDS / shards)

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        channel = message["channel"]
        if isinstance(channel, bytes):
            channel = channel.decode()
        with self._lock:
            feed = self._feeds.get(channel) if channel is not None else None
            if kind == "ssubscribe":  # which feed's: the channel may have been unsubscribed and
                # subscribed again since (a new feed), and the replies come in order
                acked = self._acked[channel] = self._acked.get(channel, 0) + 1
                if feed is not None and acked >= feed.ticket and not feed.subscribed.is_set():
                    feed.confirm()
                return
        if feed is None:
            return
        if kind == "smessage":
            if message["data"] in (SEATS_CHANGED, SEATS_CHANGED.decode()):
                feed.resync()  # a seat's token was replaced: the streams check theirs
                return
            try:
                version, events = _parse(message["data"])
            except (ValueError, TypeError, IndexError):
                log.exception("live updates: malformed message on %s", channel)
                feed.resync()
                return
            feed.announce(version, events)

    def _subscribe(self, feeds: list[Feed]) -> None:
        """SSUBSCRIBE the feeds' channels (lock held)."""
        assert self._pubsub is not None
        for feed in feeds:
            feed.ticket = self._sent[feed.channel] = self._sent.get(feed.channel, 0) + 1
        self._pubsub.ssubscribe(*(feed.channel for feed in feeds))

    def _break(self, exc: BaseException) -> None:
        """The connection failed under a stream's command: the reader rebuilds it."""
        log.warning("live updates: subscription command failed (%s)", exc)
        self._broken = True

    def _teardown(self) -> None:
        """Drop the connection; every feed waits for its subscription again, and forgets the
        events it kept (messages are missed until then: the streams will re-read the game)."""
        with self._lock:
            pubsub, self._pubsub = self._pubsub, None
            self._broken = False
            for feed in self._feeds.values():
                feed.subscribed.clear()
                feed.events.clear()
        if pubsub is not None:
            with contextlib.suppress(redis.RedisError, OSError):
                pubsub.close()


def _parse(data: bytes | str) -> tuple[int, list[Event]]:
    """A published write: ``<version>\\n<table>\\n<events>`` → (version, events)."""
    if isinstance(data, str):
        data = data.encode()
    version, _, rest = data.partition(b"\n")
    _, _, events = rest.partition(b"\n")
    return int(version), decode_events(events)
