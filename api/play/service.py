"""The API's operations on games, behind the HTTP handlers and the worker's jobs.

The handlers parse and authenticate; a ``GameService`` decides and writes, and raises
``Refused`` (``api.play.refusals``) when the rules or the store refuse: it knows nothing of
HTTP. It knows no game either: the stored table names it, and its edge (``api.games``) brings
what is game-specific. Every write is one compare-and-set (``GameStore.compare_and_set``): a
person's action, the bots' moves it hands the turn to, and any timeout that fell due before it
land together, as one version; a write that lost its race is judged again on the new state.
What a write promises (the clock's job, a slow bot's move, portals' webhooks) is recorded with
it in the game's outbox and relayed to the queues right after (``api.play.outbox``); then the
registered listeners hear of it (a portal's listing).
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any, Protocol

import orjson

from engine import Event, RuleViolation, Setup, Table
from engine.export import DECK
from engine.fairness import SERVER_SEED_BYTES, Fairness

from ..games import GameEdge
from ..i18n.free_text import is_default_name
from ..i18n.lookalikes import lookalike_keys
from ..schemas.common import MAX_SEED
from . import clocks, event_log, metrics
from .creation_keys import CreationKey
from .hints import HintDesk
from .outbox import Outbox
from .refusals import Refused, broke_a_rule, stale_version
from .seat_tokens import new_token, token_hash
from .store import (
    CLOCK,
    IDEMPOTENCY,
    UPDATED_AT,
    GameExists,
    GameRecord,
    GameStore,
    StoreUnavailable,
    Write,
)

#: ``{"type": "resign"}`` is every game's: any seat, any time (play-contract, "Resigning").
RESIGN = "resign"
#: What ``GameService.act`` is given for ``POST /v1/games/{id}/seats/{seat}/reclaim`` (never
#: an action of ``/actions``: its route alone sends it).
RECLAIM = "reclaim"


def load_table(record: GameRecord) -> Table:
    """The table of a stored game (its JSON read with orjson, for speed). It defers the slow
    bots' moves (``engine.table.SLOW_BOTS``): a request never searches; the bots' job makes
    them (``GameService.play_bots``, ``api.jobs.bot_moves``)."""
    return Table.from_data(orjson.loads(record.state), defer=True)


def snapshot(table: Table) -> str:
    """The compact JSON of ``table`` to store."""
    return orjson.dumps(table.to_data()).decode()


def encode_events(events: list[Event]) -> str:
    """Events as published to the streams (with their private parts: Redis is ours)."""
    return orjson.dumps([tuple(event) for event in events]).decode()


def decode_events(text: str | bytes) -> list[Event]:
    return [Event(tuple(e[:3]) + (e[3], e[4], tuple(e[5]))) for e in orjson.loads(text)]


class WriteListener(Protocol):
    """Told of every write after it landed (never inside the request's critical path: a
    listener enqueues, it does not deliver)."""

    def written(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> None: ...


@dataclass
class Created:
    """A new game as stored, with the secrets only its creator ever sees."""

    game_id: str
    record: GameRecord
    table: Table
    tokens: list[str | None]
    events: list[Event]
    replayed: bool = False
    """The answer of an earlier creation with the same ``Idempotency-Key`` (nothing written;
    the game as it is now)."""


@dataclass
class Written:
    """A game after a write (or as read, when nothing was due): the record as stored, its
    table, and the write's events (also those of any timeout applied first)."""

    record: GameRecord
    table: Table
    events: list[Event] = field(default_factory=list)
    replayed: bool = False
    """The answer of an earlier request with the same ``Idempotency-Key`` (nothing written)."""


@dataclass
class Hinted:
    """A hint given: the game after ``hint_given`` was written, and the expert's ``advice``
    (``engine.advice.hint``'s: action, chance, alternatives)."""

    written: Written
    advice: dict[str, Any]


@dataclass
class GameService:
    """The operations on the games of one store."""

    store: GameStore
    cas_retries: int
    clock: Callable[[], float]
    listeners: list[WriteListener] = field(default_factory=list)
    outbox: Outbox | None = None
    """What writes promise (the jobs they imply), recorded with them and relayed."""
    unplayed_ttl: int | None = None
    """Seconds a new game is kept while nobody has acted in it (None: the store's TTL); its
    first write gives it the store's full TTL."""

    # --- Creating ---------------------------------------------------------------------------

    def create(
        self,
        edge: GameEdge,
        body: Mapping[str, Any],
        extra_meta: Mapping[str, Any] | None = None,
        key: CreationKey | None = None,
    ) -> Created:
        """Set up and store a game of ``edge``'s from a loaded create body (with ``tutorial``:
        the game's tutorial, its deal and seats); the bots move at once (a game of bots only
        is over when this returns). ``extra_meta`` is kept in the
        game's ``meta`` (its portal...).

        ``key``: the request's ``Idempotency-Key`` (``api.play.creation_keys``): the game gets
        the id the key derives, and when that game exists already, its creation's answer is
        given again (once the replicas have it, in durable mode); with another body, 422
        ``idempotency_key_reused``."""
        if key is not None:
            replayed = self._created_before(key)
            if replayed is not None:
                return replayed
        hints = bool(body.get("hints"))
        tutorial = edge.game.info.tutorial if body.get("tutorial") else None
        if tutorial is not None:  # its own deal and seats (the route checked it has one)
            seats = [{} if bot is None else {"bot": bot} for bot in tutorial.seats]
            fairness = Fairness.seeded()
            table, events = Table.create_tutorial(edge.game, defer=True, hints=hints)
            names = [""] * len(seats)
        else:
            seats = seats_of(body)
            options = edge.setup_options(body)
            fairness, seed = draw_seed(body, options)
            setup = Setup(
                players=len(seats),
                seed=seed,
                variant=body.get("variant") or edge.game.info.variants[0],
                first_seat=body.get("first_seat"),
                options=options,
            )
            names = [seat.get("name", "") for seat in seats]
            check_names(names)
            try:
                bots = [seat.get("bot") for seat in seats]
                table, events = Table.create(edge.game, setup, bots, defer=True, hints=hints)
            except RuleViolation as violation:
                raise broke_a_rule(violation, edge.id, names) from None
        tokens = [None if seat.get("bot") else new_token() for seat in seats]
        now = self.clock()
        turn_seconds = body.get("turn_seconds")
        external_ids = [seat.get("external_id") for seat in seats]
        # The fairness with its server seed: the stored game is the server's; every view shows
        # it without the server seed until the game is over (api.play.presenting).
        meta: dict[str, Any] = {
            "created_at": now,
            "fairness": fairness.to_json(revealed=True),
            **(extra_meta or {}),
        }
        if turn_seconds is not None:
            meta["turn_seconds"] = turn_seconds
        if body.get("clock") is not None:
            meta["clock"] = dict(body["clock"])
        if any(external_ids):
            meta["external_ids"] = external_ids
        spec = clocks.ClockSpec.of(meta)
        clock = clocks.start(spec, table, now) if spec is not None else None
        record = GameRecord(
            game=edge.id,
            version=0,
            state=snapshot(table),
            token_hashes=[token_hash(t) if t else "" for t in tokens],
            names=names if any(names) else [],
            meta=meta,
            deadline=clock.deadline() if clock is not None else None,
            clock=clock.to_json() if clock is not None else None,
        )
        for _ in range(self.cas_retries + 1):
            game_id = secrets.token_urlsafe(12) if key is None else key.game_id()
            try:
                ttl = self.unplayed_ttl if table.waiting_for() else None
                promised = self._promises(game_id, None, record, table)
                sealed = key.seal(tokens) if key is not None else None
                self.store.create(game_id, record, table.state.seq, ttl, promised, sealed)
                break
            except GameExists:
                if key is None:  # astronomically unlikely; draw another id
                    continue
                replayed = self._created_before(key)  # created since this request's first look
                if replayed is None:  # expired meanwhile: create it again
                    continue
                return replayed
        else:  # the key's game kept expiring under this request: nothing created, try later
            raise StoreUnavailable("a created game kept expiring under its creation")
        self._tell(game_id, None, record, table, promised)
        return Created(game_id, record, table, tokens, events)

    def _created_before(self, key: CreationKey) -> Created | None:
        """The answer of the creation ``key`` made, if it made one: the game as it is now,
        with the seat tokens it was created with (a seat whose token was replaced since gets
        none); 422 ``idempotency_key_reused`` when that creation's body was another."""
        game_id = key.game_id()
        kept = self.store.creation(game_id)
        if kept is None:
            return None
        if not key.matches(kept):
            raise Refused("idempotency_key_reused", {"key": key.key})
        record = self.store.load(game_id)
        if record is None:  # expired between the two reads
            return None
        self.store.confirm(game_id)  # durable mode: only once the replicas have it
        tokens = [
            token if token is not None and token_hash(token) == stored else None
            for token, stored in zip(key.tokens(kept), record.token_hashes, strict=False)
        ]
        return Created(game_id, record, load_table(record), tokens, [], replayed=True)

    # --- Reading ----------------------------------------------------------------------------

    def current(self, game_id: str, record: GameRecord, seat: int | None = None) -> Written:
        """The game as it is now: ``record``'s, after applying the timeouts that fell due
        (written first, in one compare-and-set, so nobody ever sees an overdue game).

        ``seat``: the person's seat whose token reads it; while the clocks' start grace lasts,
        that seat's first read is written (the last person's to open the game ends the grace:
        play-contract, "Clocks, second version")."""
        opening = seat is not None and self._opens(record, seat)
        if not opening and not self._overdue(record):
            return Written(record, load_table(record))
        return self._write(game_id, record, _Asked(_nothing, opener=seat if opening else None))

    def _opens(self, record: GameRecord, seat: int) -> bool:
        """Whether ``seat``'s read of ``record`` is one the start grace waits for."""
        if not record.clock:
            return False
        spec = clocks.ClockSpec.of(record.meta)
        if spec is None:
            return False
        state = clocks.ClockState.from_json(record.clock)
        return clocks.needs_opening(spec, state, self.clock()) and seat not in state.opened

    # --- Acting -----------------------------------------------------------------------------

    def act(
        self,
        game_id: str,
        record: GameRecord,
        seat: int,
        action: dict,
        if_match: Callable[[int], bool | None],
        idempotency_key: str | None = None,
    ) -> Written:
        """``seat``'s action (or resignation; or, from the reclaim route only, ``{"type":
        "reclaim"}``: the seat taken back from the stand-in), judged against the latest state
        and written with compare-and-set, after any timeout that fell due.

        ``if_match(version)`` says whether the request's ``If-Match`` names that version (None:
        no header). A write that loses a race is judged again on the new state, up to the
        configured attempts (then 409 ``conflict``). When due timeouts were applied but the
        action breaks a rule, the timeouts are written and the answer is still 422.

        With an ``idempotency_key``, the write of the action also keeps (per seat, the last
        one) the key, a fingerprint of the action and the version it made (a refused action
        keeps nothing, even when due timeouts were written); a request with the same key and
        action then answers what the first one did, writing nothing (``Written.replayed``: the
        game as it is now, and the events of that write); the same key with another action is
        422 ``idempotency_key_reused``.
        """

        asked = _Asked(
            _decision(seat, action),
            if_match,
            acted=seat if action.get("type") not in (RESIGN, RECLAIM) else None,
            opener=seat,
            seat=seat,
            key=idempotency_key,
            fingerprint=_fingerprint(seat, action) if idempotency_key is not None else "",
        )
        return self._write(game_id, record, asked)

    def hint(
        self,
        game_id: str,
        record: GameRecord,
        seat: int,
        desk: HintDesk,
        waiting: Callable[[], AbstractContextManager[None]] = nullcontext,
    ) -> Hinted:
        """The expert's hint for ``seat``'s decision (play-contract, "Learning"), searched by
        ``desk``'s worker from that seat's view alone, then logged for every seat as
        ``hint_given`` in one compare-and-set (the due timeouts first, as for an action).

        Refused ``hints_off`` when the game has none, the checks of an action up to whose turn
        it is (``not_your_turn`` when the seat has no decision to make), ``hint_unavailable``
        when the worker does not answer in time (nothing is logged then). ``waiting``: what
        the caller does while the worker searches (``HintDesk.ask``)."""
        now = self.current(game_id, record, seat)
        table = now.table
        try:
            table.check_can_hint(seat)
        except RuleViolation as violation:
            raise broke_a_rule(violation, now.record.game, now.record.names) from None
        view = table.game.view(table.state, seat)
        advice = desk.ask(game_id, now.record.version, seat, table.game.info.id, view, waiting)
        written = self._write(game_id, now.record, _Asked(lambda t: t.hint(seat), opener=seat))
        return Hinted(written, advice)

    def _replayed(self, game_id: str, record: GameRecord, version: int) -> Written:
        """The game as it is now, with the events of the write that made ``version`` (in
        durable mode once the replicas have it: its first answer may have been lost waiting)."""
        self.store.confirm(game_id)
        table = load_table(record)
        first, last = self.store.seq_at(game_id, version - 1), self.store.seq_at(game_id, version)
        events: list[Event] = []
        if first is not None and last is not None:
            events = event_log.events(game_id, record.version, table)[first:last]
        return Written(record, table, events, replayed=True)

    def time_out(self, game_id: str) -> Written | None:
        """Apply the timeouts due in a game (the worker's job); None if it is gone."""
        record = self.store.load(game_id)
        if record is None:
            return None
        return self.current(game_id, record)

    def play_bots(self, game_id: str) -> Written | None:
        """The next slow bot's move that a write left pending (``Table.deferred``), and the
        fast bots' after it, in one compare-and-set like a person's action (the bots' job);
        None if the game is gone. Nothing is written when no such move is pending any more."""
        record = self.store.load(game_id)
        if record is None:
            return None

        return self._write(game_id, record, _Asked(Table.play_deferred))

    # --- Writing ----------------------------------------------------------------------------

    def _write(self, game_id: str, record: GameRecord, asked: _Asked) -> Written:
        """Judge what is ``asked`` on the game as it is now and write it with compare-and-set;
        a write that lost its race is judged again on the new state, up to ``cas_retries``
        attempts in all (then ``conflict``, 409)."""
        for _ in range(self.cas_retries):
            replays = _replays(record, asked)
            if replays is not None:  # an earlier request with the same key: its answer again
                return self._replayed(game_id, record, replays)
            judged = self._judge(record, asked)
            if judged.write is None:  # the action refused, or nothing due any more
                if judged.refused is not None:
                    raise judged.refused
                return Written(record, judged.table)
            written = record.after(judged.write)
            judged.write.outbox = self._promises(game_id, record, written, judged.table)
            if self.store.compare_and_set(game_id, record.version, judged.write):
                self._tell(game_id, record, written, judged.table, judged.write.outbox)
                if judged.refused is not None:  # the due timeouts are written, not the action
                    raise judged.refused
                return Written(written, judged.table, judged.events)
            metrics.CAS_RACES.inc()
            latest = self.store.load(game_id)
            if latest is None:  # expired in the meantime
                raise Refused("game_not_found", {"id": game_id})
            record = latest
        metrics.CAS_CONFLICTS.inc()
        raise Refused("conflict")

    def _judge(self, current: GameRecord, asked: _Asked) -> _Judged:
        """What ``asked`` makes of ``current``: the write (None: nothing to write), its events,
        and the rule its action broke (the timeouts that fell due before it are written all
        the same)."""
        if asked.if_match is not None and asked.if_match(current.version) is False:
            raise stale_version(current.version)
        table = load_table(current)
        now = self.clock()
        spec = clocks.ClockSpec.of(current.meta)
        state = clocks.state_of(spec, current.clock, current.deadline, table) if spec else None
        events: list[Event] = []
        opened = False
        if spec is not None and state is not None:
            events += clocks.catch_up(spec, state, table, now)[0]
            opened = (
                asked.opener is not None
                and table.seats[asked.opener].bot is None
                and not table.is_over()
                and clocks.open_seat(state, table, asked.opener, now)
            )
        log_before = len(table.log)
        refused = None
        try:
            events += asked.decide(table)
        except RuleViolation as violation:
            refused = broke_a_rule(violation, current.game, current.names)
        if not events and not opened:
            return _Judged(table, [], refused=refused)
        fields = {UPDATED_AT: repr(float(now))}
        deadline = None
        if spec is not None and state is not None:
            made = () if refused is not None or asked.acted is None else (asked.acted,)
            new_entries = table.log[log_before:]
            clocks.settle(
                spec, state, table, now, made, _moved(new_entries), _reclaimed(new_entries)
            )
            deadline = state.deadline() if table.waiting_for() else None
            fields[CLOCK] = state.to_json()
        if asked.key is not None and asked.seat is not None and refused is None:
            # The key is kept only with the write of the action it keyed: a refused action's
            # key stays unused (the due timeouts are written without it), so a retry is judged
            # again rather than replayed as a success.
            made_version = current.version + 1
            fields[IDEMPOTENCY[asked.seat]] = f"{asked.key}\t{asked.fingerprint}\t{made_version}"
        write = Write(
            state=snapshot(table),
            seq=table.state.seq,
            deadline=deadline,
            events=encode_events(events),
            fields=fields,
        )
        return _Judged(table, events, write, refused)

    def _overdue(self, record: GameRecord) -> bool:
        return record.deadline is not None and record.deadline <= self.clock()

    def _promises(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> list[str]:
        """The outbox entries of a write (before it is made: ``after`` is the game once it
        lands)."""
        return self.outbox.entries(game_id, before, after, table) if self.outbox else []

    def _tell(
        self,
        game_id: str,
        before: GameRecord | None,
        after: GameRecord,
        table: Table,
        promised: list[str],
    ) -> None:
        """After a write landed: relay what it promised, then tell the listeners."""
        metrics.count_write(table)
        if promised and self.outbox is not None:
            self.outbox.relay(game_id)
        for listener in self.listeners:
            listener.written(game_id, before, after, table)


@dataclass(frozen=True)
class _Asked:
    """What one write asks of a game (judged again on each attempt: ``_judge``)."""

    decide: Callable[[Table], list[Event]]
    """The decision, made on the table (it may raise ``RuleViolation``)."""
    if_match: Callable[[int], bool | None] | None = None
    """Whether the request's ``If-Match`` names a version (None: it has none)."""
    acted: int | None = None
    """The seat whose decision it is (its bank gains the increment)."""
    opener: int | None = None
    """The person's seat whose request opens the game (the clocks' start grace)."""
    seat: int | None = None
    key: str | None = None
    """The ``Idempotency-Key`` of ``seat``'s request, and the ``fingerprint`` of its action."""
    fingerprint: str = ""


@dataclass
class _Judged:
    """What a write makes of the game as it is now."""

    table: Table
    events: list[Event]
    write: Write | None = None
    """None: nothing to write (nothing due, or the action alone, refused)."""
    refused: Refused | None = None
    """The rule the action broke (the due timeouts are written all the same)."""


def _nothing(table: Table) -> list[Event]:
    """No decision: a read that applies the timeouts due (or opens the game)."""
    return []


def _decision(seat: int, action: Mapping[str, Any]) -> Callable[[Table], list[Event]]:
    """The decision ``action`` of ``seat`` makes on a table."""
    kind = action.get("type")
    if kind == RESIGN:
        return lambda table: table.resign(seat)
    if kind == RECLAIM:
        return lambda table: table.reclaim(seat)
    return lambda table: table.act(seat, action)


def _replays(current: GameRecord, asked: _Asked) -> int | None:
    """The version made by an earlier request of ``asked.seat`` with the same key and action
    (None: none, or no key asked); the same key with another action is refused."""
    if asked.key is None or asked.seat is None:
        return None
    marker = current.idempotency.get(asked.seat)
    if marker is None:
        return None
    key, _, rest = marker.partition("\t")
    if key != asked.key:
        return None
    fingerprint, _, version = rest.partition("\t")
    if fingerprint != asked.fingerprint:
        raise Refused("idempotency_key_reused", {"key": asked.key})
    return int(version)


def _fingerprint(seat: int, action: Mapping[str, Any]) -> str:
    """A short digest of what a seat asked for (the same action, the same fingerprint)."""
    # The standard library's encoder: an action is judged by the rules after this, so its
    # numbers may still be out of any range (orjson refuses integers beyond 64 bits).
    data = json.dumps([seat, action], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(data.encode()).hexdigest()[:32]


def _moved(log_entries: str) -> bool:
    """Whether these log entries hold a move (not only resignations, reclaimings and hints)."""
    return any(not entry.startswith(("~", "+", "?")) for entry in log_entries.split())


def _reclaimed(log_entries: str) -> list[int]:
    """The seats these log entries take back from the stand-in (``+<seat>``)."""
    return [int(entry[1:]) for entry in log_entries.split() if entry.startswith("+")]


def draw_seed(body: Mapping[str, Any], options: Mapping[str, Any]) -> tuple[Fairness, int]:
    """The game's fairness and seed (play-contract, "Fair shuffles"): the request's ``seed``
    (``seeded``) or ``deck`` (``fixed_deck``, with the request's seed or a drawn one), else a
    committed server seed of 32 bytes from ``secrets`` mixed with the ``client_seed``."""
    if DECK in options:
        seed = body["seed"] if "seed" in body else secrets.randbelow(MAX_SEED + 1)
        return Fairness.fixed_deck(), seed
    if "seed" in body:
        return Fairness.seeded(), body["seed"]
    fairness = Fairness.committed(
        secrets.token_bytes(SERVER_SEED_BYTES), body.get("client_seed") or ""
    )
    return fairness, fairness.seed()


def check_names(names: list[str]) -> None:
    """422 for a name that reads as a seat's default name in any language (it would pass for
    another seat: ``name_reserved``), or one given to two seats (``duplicate_name``), both
    compared as they look (``api.i18n.lookalikes``: "Аna" with a Cyrillic "А" is "Ana")."""
    seen: set[str] = set()
    for name in filter(None, names):
        if is_default_name(name):
            raise Refused("name_reserved", {"name": name})
        keys = lookalike_keys(name)
        if not seen.isdisjoint(keys):
            raise Refused("duplicate_name", {"name": name})
        seen.update(keys)


def seats_of(body: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The seats of a create body: ``seats`` as given, else one per player (with ``names``)."""
    if body.get("seats") is not None:
        return [dict(seat) for seat in body["seats"]]
    names = body.get("names") or []
    return [{"name": names[s]} if names else {} for s in range(body["players"])]
