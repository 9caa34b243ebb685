"""One client's live stream of one game (``GET /v1/games/{id}/stream``), as Server-Sent Events.

:meth:`GameStream.open` does everything that may still end in a problem (the store down, the
game gone) before the response starts: it joins the game's feed (``api.live.hub``), waits for
the subscription, marks the seat present, reads the game (applying due timeouts, as any request
that touches it), and renders the first ``update``: the current view, and the events after the
client's ``Last-Event-ID`` (``0``: every event, the creation's included), unless that names the
current version and no event is missing (the client has that message: nothing is sent twice).
Iterating the stream then sends:

- an ``update`` whenever the game moved: the caller's view of the stored game, and every event
  since the previous message, exactly once (from the messages' events, or replayed from the
  stored log when some were missed: a gap, a lost connection);
- a comment line every ``keepalive`` seconds;
- after the final ``update`` of a finished game, ``end``, and the stream closes;
- when the seat's token is replaced (a portal re-issued it), ``end`` with the reason
  ``token_replaced`` at once, before anything else of the game, and the stream closes: what
  the old token opened stops showing the seat's private view.

A seat's stream marks the seat present (``connected`` in views) until ``presence`` seconds
ahead, every third of that, once it has checked that its client is still there; it stops when
the client has gone, so presence lapses within ``presence`` seconds of the client leaving. It
marks it only while its token is the seat's (checked by the store, in the same step): a new
token ends the seat's presence at once (``api.play.store.GameStore.replace_token``), and the old
token's streams can never bring it back.

Views and events are rendered by ``api.play.presenting``, as ``GET /v1/games/{id}`` renders them:
a message shows the caller's seat (or a spectator) exactly what that request would show at the
message's version. What a feed's streams read of the game (a :class:`Snapshot`) is shared, and
each of its renderings is made once, for all the streams of that seat and language.
"""

from __future__ import annotations

import contextlib
import logging
import math
import random
import select
import socket
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass

from engine import Event, Table

from ..games import GameEdge
from ..play.presenting import present_events, present_view, seat_names
from ..play.refusals import Refused
from ..play.service import GameService, load_table
from ..play.store import GameRecord, StoreUnavailable
from . import sse
from .hub import EventLog, Hub, Listener

__all__ = ["GameStream", "Snapshot", "StreamSettings"]

log = logging.getLogger(__name__)

#: Seconds before a stream tries again to read a game it could not read (the store was down).
RETRY_SECONDS = 1.0
#: When its process stops, a stream tells its client to reconnect after this long (spread, so
#: the clients of a stopping process do not all come back at the same instant).
RECONNECT_AFTER_MS = (500, 2500)


@dataclass(frozen=True)
class StreamSettings:
    keepalive: float
    """Seconds between comment lines."""
    presence: float
    """Seconds a seat counts as connected after its stream last said so."""
    subscribe_timeout: float
    """Seconds a new stream waits for its game's subscription before it reads the game anyway
    (it then re-reads it when the subscription is confirmed)."""


class GameGone(Exception):
    """The game expired or was deleted while streamed: the stream ends."""


class TokenReplaced(Exception):
    """The seat's token was replaced while streamed: the stream ends at once."""


#: The ``reason`` of the ``end`` that closes the stream of a token that was replaced.
TOKEN_REPLACED = "token_replaced"


class Snapshot:
    """A game as stored at one version, shared by the streams of its feed."""

    __slots__ = ("game_id", "record", "table", "generation", "seq", "over", "_log", "_renders")

    def __init__(self, game_id: str, record: GameRecord, table: Table, generation: int) -> None:
        self.game_id = game_id
        self.record = record
        self.table = table
        self.generation = generation
        """The feed's generation when the game was read."""
        self.seq = table.state.seq
        """The number of the game's events so far."""
        self.over = table.is_over()
        self._log: list[Event] | None = None
        self._renders: dict[tuple[int | None, str, int], bytes] = {}

    @property
    def version(self) -> int:
        return self.record.version

    def events_after(self, after: int, kept: EventLog) -> list[Event]:
        """The events whose seq is above ``after``: those the messages carried, else (some were
        missed) the game's log replayed once for all the streams."""
        events = kept.between(after, self.seq)
        if events is None:
            if self._log is None:
                self._log = self.table.replay()[1]
            events = self._log[max(after, 0) : self.seq]  # seq n is the n-th event
        return events

    def render(
        self,
        edge: GameEdge,
        seat: int | None,
        lang: str,
        after: int,
        kept: EventLog,
        now: float,
    ) -> bytes:
        """The ``update`` message for ``seat`` in ``lang`` with the events after seq ``after``
        (``edge``: the game's)."""
        key = (seat, lang, after)
        chunk = self._renders.get(key)
        if chunk is None:
            record, table = self.record, self.table
            loc = edge.localizer(lang)
            names = seat_names(record, table, loc)
            events = self.events_after(after, kept)
            data = {
                "version": record.version,
                "view": present_view(edge, self.game_id, record, table, seat, names, loc, now),
                "events": present_events(events, seat, table, names, loc),
            }
            chunk = self._renders[key] = sse.message("update", data, record.version)
        return chunk


class GameStream:
    """The Server-Sent Events of one game for one seat (None: a spectator) in one language.

    Iterate it for the response body; :meth:`close` (called by the server when the response
    ends, whatever the reason) leaves the game's feed.
    """

    def __init__(
        self,
        hub: Hub,
        service: GameService,
        settings: StreamSettings,
        edge: GameEdge,
        game_id: str,
        seat: int | None,
        lang: str,
        client: socket.socket | None = None,
        on_end: Callable[[], None] | None = None,
        token_hash: str = "",
    ) -> None:
        """:param client: the client's socket, to notice that it left (None: not known).
        :param on_end: called once when a stream that opened ends (metrics, access log).
        :param token_hash: the hash of the seat's token that opened the stream (a seat's
            stream ends when the seat's token is no longer that one)."""
        self._hub = hub
        self._service = service
        self._store = service.store
        self._clock: Callable[[], float] = service.clock
        self._settings = settings
        self._edge = edge
        self.game_id = game_id
        self.seat = seat
        self.lang = lang
        self._token_hash = token_hash
        self._client = client
        self._on_end = on_end
        self._opened = False
        self._listener: Listener | None = None
        self._body: Generator[bytes, None, None] | None = None
        self._first = b""
        self._version = -1  # the last version sent
        self._seq = 0  # the events sent up to this seq
        self._generation = 0  # the feed's generation when the game was last read
        self._behind = False  # the last read failed: read again
        self._over = False

    # --- Opening ----------------------------------------------------------------------------

    def open(self, after_version: int | None) -> None:
        """Join the feed, read the game and render the first message, with the events after
        ``after_version`` (the client's ``Last-Event-ID``; None: no events).

        :raises Refused: ``game_not_found``, the game is gone; ``invalid_token``, the seat's
            token was replaced meanwhile.
        :raises StoreUnavailable: Redis cannot be reached (nothing is sent; 503).
        """
        self._listener = self._hub.join(self.game_id)
        try:
            feed = self._listener.feed
            feed.subscribed.wait(self._settings.subscribe_timeout)
            if self.seat is not None:
                self._mark_present()  # before the first view, which shows it
            self._generation = feed.generation
            record = self._store.load(self.game_id)
            if record is None:
                raise Refused("game_not_found", {"id": self.game_id})
            if self._replaced(record):
                raise Refused("invalid_token")
            # due timeouts first; the seat's stream opens the game (the clocks' start grace)
            current = self._service.current(self.game_id, record, self.seat)
            snapshot = Snapshot(self.game_id, current.record, current.table, self._generation)
            self._share(snapshot)
            after = self._seq_after(after_version, snapshot)
            if after_version != snapshot.version or after < snapshot.seq:
                now = self._clock()
                self._first = snapshot.render(
                    self._edge, self.seat, self.lang, after, feed.events, now
                )
            # else the client has this version's message already: nothing is sent again
            self._version, self._seq, self._over = snapshot.version, snapshot.seq, snapshot.over
        except BaseException:
            self._leave()
            raise
        self._opened = True

    def _seq_after(self, version: int | None, snapshot: Snapshot) -> int:
        """The seq of the last event the client has: the one after ``version``, if known;
        none after version 0 (``Last-Event-ID: 0``: every event, the creation's included)."""
        if version is None or version >= snapshot.version and version != 0:
            return snapshot.seq
        if version == 0:
            return 0
        seq = self._store.seq_at(self.game_id, version)
        return snapshot.seq if seq is None else min(seq, snapshot.seq)

    # --- Streaming --------------------------------------------------------------------------

    def __iter__(self) -> Iterator[bytes]:
        if self._body is None:
            self._body = self._messages()
        return self._body

    def close(self) -> None:
        """End the stream (the server calls it once the response is over, whatever the reason):
        leave the game's feed, and close the connection, which is never used for another
        request (the client opens a new one to follow the game again)."""
        body, self._body = self._body, None
        if body is not None:
            body.close()
        self._leave()
        client, self._client = self._client, None
        if client is not None:
            with contextlib.suppress(OSError):
                client.shutdown(socket.SHUT_RDWR)

    def _messages(self) -> Generator[bytes, None, None]:
        try:
            # The first chunk sends the headers: a client knows at once that it follows the
            # game, even when nothing happened since its Last-Event-ID (a comment, then).
            yield self._first or sse.KEEPALIVE
            if not self._over:
                yield from self._follow()
            if self._over:
                yield sse.message("end", {"version": self._version})
        finally:
            self._leave()

    def _leave(self) -> None:
        listener, self._listener = self._listener, None
        if listener is None:
            return
        self._hub.leave(listener)
        if self._opened and self._on_end is not None:
            try:
                self._on_end()
            except Exception:  # what it reports must never break a stream's end
                log.exception("live updates: the end of a stream could not be reported")

    def _follow(self) -> Iterator[bytes]:
        """Messages and comment lines until the game is over, the client or the game has gone,
        or the process stops."""
        listener = self._listener
        assert listener is not None
        settings = self._settings
        now = time.monotonic()
        keepalive_at = now + settings.keepalive
        presence_every = settings.presence / 3
        presence_at = now + presence_every if self.seat is not None else math.inf
        retry_at = math.inf
        while True:
            listener.wait(min(keepalive_at, presence_at, retry_at) - time.monotonic())
            if listener.feed.closing:  # the process stops: reconnect soon, to another one
                yield sse.retry(random.randint(*RECONNECT_AFTER_MS))
                return
            now = time.monotonic()
            if now >= presence_at:
                if self._client_gone():
                    return
                if not self._mark_present():  # the token was replaced (or the game is gone),
                    listener.feed.resync()  # and its message missed: every stream re-reads
                presence_at = now + presence_every
            try:
                chunk = self._catch_up()
                retry_at = math.inf
            except StoreUnavailable:
                chunk, retry_at = None, now + RETRY_SECONDS
            except GameGone:
                return
            except TokenReplaced:
                yield sse.message("end", {"version": self._version, "reason": TOKEN_REPLACED})
                return
            if chunk is not None:
                yield chunk
                if self._over:
                    return
            if time.monotonic() >= keepalive_at:
                yield sse.KEEPALIVE
                keepalive_at = time.monotonic() + settings.keepalive

    def _catch_up(self) -> bytes | None:
        """The next message, if the game has moved since the last one (None: it has not)."""
        feed = self._listener.feed  # type: ignore[union-attr]
        generation = feed.generation
        moved = feed.published > self._version or generation != self._generation
        if not moved and not self._behind:
            return None
        self._behind = True
        snapshot = self._snapshot(max(feed.published, self._version), generation)
        self._generation, self._behind = generation, False
        if self._replaced(snapshot.record):
            raise TokenReplaced(self.game_id)
        if snapshot.version <= self._version:
            return None
        chunk = snapshot.render(
            self._edge, self.seat, self.lang, self._seq, feed.events, self._clock()
        )
        self._version, self._seq, self._over = snapshot.version, snapshot.seq, snapshot.over
        return chunk

    def _snapshot(self, at_least: int, generation: int) -> Snapshot:
        """The game at ``at_least`` or later, read since ``generation``: the one another
        stream of the feed has read, or read now for all."""
        feed = self._listener.feed  # type: ignore[union-attr]
        with feed.lock:
            shared = feed.shared
            if (
                isinstance(shared, Snapshot)
                and shared.version >= at_least
                and shared.generation >= generation
            ):
                return shared
            record = self._store.load(self.game_id)
            if record is None:
                raise GameGone(self.game_id)
            snapshot = Snapshot(self.game_id, record, load_table(record), generation)
            feed.shared = snapshot
            return snapshot

    def _share(self, snapshot: Snapshot) -> None:
        """Offer a snapshot read on opening to the feed's other streams."""
        feed = self._listener.feed  # type: ignore[union-attr]
        with feed.lock:
            shared = feed.shared
            if not isinstance(shared, Snapshot) or (
                (shared.version, shared.generation) <= (snapshot.version, snapshot.generation)
            ):
                feed.shared = snapshot

    # --- Presence ---------------------------------------------------------------------------

    def _replaced(self, record: GameRecord) -> bool:
        """Whether this seat's stream was opened with a token that is no longer the seat's."""
        seat = self.seat
        return seat is not None and record.token_hashes[seat] != self._token_hash

    def _mark_present(self) -> bool:
        """Mark the seat present (False: its token was replaced, or the game is gone)."""
        assert self.seat is not None
        try:
            return self._store.mark_present(
                self.game_id, self.seat, self._clock() + self._settings.presence, self._token_hash
            )
        except StoreUnavailable as exc:  # the next refresh tries again
            log.warning("live updates: presence not refreshed (%s)", exc)
            return True

    def _client_gone(self) -> bool:
        """Whether the client has closed its connection (it never sends anything after its
        request, so a readable socket with nothing to read is a closed one)."""
        client = self._client
        if client is None:
            return False
        try:
            readable, _, _ = select.select([client], [], [], 0)
            return bool(readable) and client.recv(1, socket.MSG_PEEK) == b""
        except (OSError, ValueError):
            return True
