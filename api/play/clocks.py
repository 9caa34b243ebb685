"""The clocks of games (play-contract: "Clocks" and "Clocks, second version"): time is the
edge's, so the engine never sees it; this module keeps each seat's time in the stored record.

A game's clock is set at creation and kept in its ``meta``:

- ``{"type": "decision", "seconds": S}``: S seconds per decision (``turn_seconds: S`` is its
  shorthand, stored as ``meta["turn_seconds"]`` and without a start grace, as in the first
  version);
- ``{"type": "bank", "initial_seconds": B, "increment_seconds": I}``: each seat's own bank,
  running only while the game waits for that seat; each decision made adds I; at 0 the seat
  times out and its bank restarts at I (10 s when I is 0); a seat its person reclaims after a
  takeover restarts at the largest of I, 10 s and B/4, at most 300 s (the third version: a
  10 s bank lost the seat again at the next slow decision);
- ``{"type": "days", "days": D}``: correspondence, D days per decision;

each with ``start_grace_seconds`` G: no clock runs until every person's seat has opened the
game once, or G seconds after creation (by default 15 minutes, a day for ``days``: the
third version's, as a friend may open an invitation late). While it lasts, the view names the
seats whose opening it awaits.

What changes as the game goes is a :class:`ClockState`, stored as compact JSON in the game's
``c`` field (``api.play.store``) and written by the same compare-and-set as the table: per seat its
time left (``remaining``, seconds) as of ``since`` (Unix seconds: when it started running, in
the future while the start grace lasts; None: not running), the end of the grace and the seats
that opened the game. The record's deadline (``d``, which the clock jobs are scheduled at) is
the earliest running seat's: ``since + remaining``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine import Event, Table

DECISION, BANK, DAYS = "decision", "bank", "days"
TYPES = (DECISION, BANK, DAYS)
DAY = 86400
#: The start grace of a clock created without one (``start_grace_seconds``), by type; a game
#: stored before the third version holds its grace of 60 s in its meta.
DEFAULT_GRACE = {DECISION: 900, BANK: 900, DAYS: DAY}
#: A bank that ran out restarts at the increment, or at this when the increment is 0.
BANK_RESTART = 10
#: A reclaimed seat's bank: at least the restart's and this share of the initial bank...
RECLAIM_SHARE = 0.25
#: ... and at most this (seconds).
RECLAIM_MOST = 300


@dataclass(frozen=True)
class ClockSpec:
    """A game's clock as created: its type, the seconds per decision (``decision``, ``days``)
    or the initial bank (``bank``), the bank's increment, the start grace."""

    type: str
    seconds: float
    increment: float = 0
    grace: float = 0

    @classmethod
    def of(cls, meta: Mapping[str, Any]) -> ClockSpec | None:
        """The clock of a game's ``meta`` (None: no clock)."""
        clock = meta.get("clock")
        if clock is None:
            seconds = meta.get("turn_seconds")
            return None if seconds is None else cls(DECISION, seconds)
        kind = clock["type"]
        grace = clock.get("start_grace_seconds", DEFAULT_GRACE[kind])
        if kind == BANK:
            return cls(BANK, clock["initial_seconds"], clock["increment_seconds"], grace)
        if kind == DAYS:
            return cls(DAYS, clock["days"] * DAY, 0, grace)
        return cls(DECISION, clock["seconds"], 0, grace)

    @property
    def restart(self) -> float:
        """A bank's time after it ran out."""
        return self.increment or BANK_RESTART

    @property
    def reclaimed(self) -> float:
        """A bank's time when its seat is reclaimed: the largest of the increment, 10 s and a
        quarter of the initial bank, at most 300 s."""
        return min(RECLAIM_MOST, max(self.restart, BANK_RESTART, self.seconds * RECLAIM_SHARE))

    @property
    def turn_seconds(self) -> int:
        """The first version's ``turn_seconds`` of this clock (a bank's: its initial bank)."""
        return int(self.seconds)


@dataclass
class ClockState:
    """Where each seat's clock stands (see the module docstring)."""

    seats: list[list[Any]]
    """Per seat ``[remaining, since]``: seconds left as of ``since`` (None: not running)."""
    grace_until: float | None = None
    opened: list[int] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(
            {"s": self.seats, "g": self.grace_until, "o": self.opened}, separators=(",", ":")
        )

    @classmethod
    def from_json(cls, text: str) -> ClockState:
        data = json.loads(text)
        return cls([list(s) for s in data["s"]], data.get("g"), list(data.get("o") or []))

    def copy(self) -> ClockState:
        return ClockState([list(s) for s in self.seats], self.grace_until, list(self.opened))

    def deadline(self) -> float | None:
        """When the first running seat runs out (None: none runs)."""
        ends = [since + remaining for remaining, since in self.seats if since is not None]
        return min(ends) if ends else None

    def seat_deadline(self, seat: int) -> float | None:
        remaining, since = self.seats[seat]
        return None if since is None else since + remaining


def start(spec: ClockSpec, table: Table, now: float) -> ClockState:
    """The clock of a new game at ``now``: the grace (when there are people to wait for), each
    person's bank full, and the seats the game waits for started (after the grace)."""
    persons = [s for s, holder in enumerate(table.seats) if holder.bot is None]
    grace = now + spec.grace if spec.grace > 0 and persons else None
    initial = spec.seconds if spec.type == BANK else None
    # a bot's seat has no bank: bots never wait for time
    state = ClockState(
        [[initial if holder.bot is None else None, None] for holder in table.seats], grace
    )
    settle(spec, state, table, now, (), moved=True)
    return state


def state_of(
    spec: ClockSpec, stored: str | None, deadline: float | None, table: Table
) -> ClockState:
    """The clock state of a stored game; one stored before this module (a first-version
    clock: one deadline for every seat waiting) is rebuilt from its deadline."""
    if stored:
        return ClockState.from_json(stored)
    state = ClockState([[None, None] for _ in table.seats])
    if deadline is not None:
        for seat in table.waiting_for():
            state.seats[seat] = [spec.seconds, deadline - spec.seconds]
    return state


def settle(
    spec: ClockSpec,
    state: ClockState,
    table: Table,
    at: float,
    acted: Iterable[int],
    moved: bool,
    reclaimed: Iterable[int] = (),
) -> None:
    """After a write at ``at``: stop every seat's clock (a bank loses the time it ran, and
    gains the increment for a decision made: ``acted``; a seat taken back from the stand-in,
    ``reclaimed``, restarts at ``ClockSpec.reclaimed``), then run the clock of each seat the
    game waits for (from the end of the grace while it lasts). A decision clock gives every
    seat waiting a full decision when the write holds a move (``moved``), as the first
    version's single deadline did; otherwise a waiting seat's clock runs on."""
    acted = set(acted)
    reclaimed = set(reclaimed)
    waiting = set(table.waiting_for())
    begin = at if state.grace_until is None else max(at, state.grace_until)
    for seat, entry in enumerate(state.seats):
        remaining, since = entry
        if spec.type == BANK:
            if since is not None:
                remaining -= max(0.0, at - since)
            if seat in acted:
                remaining += spec.increment
            if seat in reclaimed:
                remaining = spec.reclaimed
            entry[:] = [remaining, begin if seat in waiting else None]
        elif seat in waiting:
            if moved or since is None:
                entry[:] = [spec.seconds, begin]
        else:
            entry[:] = [None, None]


def catch_up(
    spec: ClockSpec, state: ClockState, table: Table, now: float
) -> tuple[list[Event], float | None]:
    """Apply every timeout due by ``now``, one deadline after the other: each seat out of time
    has its decision made by the stand-in (``Table.time_out``), a bank restarts, and the next
    clocks run from the missed deadline. Returns the events and the last deadline applied."""
    events: list[Event] = []
    applied = None
    while (deadline := state.deadline()) is not None and deadline <= now:
        waiting = table.waiting_for()
        due = [s for s in waiting if (d := state.seat_deadline(s)) is not None and d <= deadline]
        if not due:  # the state names a seat the game no longer waits for: resynchronise
            settle(spec, state, table, deadline, (), moved=False)
            if state.deadline() == deadline:
                break
            continue
        for seat in due:
            if seat in table.waiting_for():
                events += table.time_out(seat)
                if spec.type == BANK:
                    state.seats[seat] = [spec.restart, None]
        settle(spec, state, table, deadline, (), moved=True)
        applied = deadline
    return events, applied


def open_seat(state: ClockState, table: Table, seat: int, now: float) -> bool:
    """``seat``'s person opened the game at ``now``: kept while the grace lasts; when it was
    the last person's seat to open it, the grace ends and the clocks run from ``now``. Whether
    the state changed."""
    if state.grace_until is None or state.grace_until <= now or seat in state.opened:
        return False
    state.opened = sorted({*state.opened, seat})
    if not awaiting(state, table):
        state.grace_until = now
        for entry in state.seats:
            if entry[1] is not None and entry[1] > now:
                entry[1] = now
    return True


def awaiting(state: ClockState, table: Table) -> list[int]:
    """The people's seats that have not opened the game (while the start grace lasts, the
    clocks wait for them)."""
    opened = set(state.opened)
    return [s for s, holder in enumerate(table.seats) if holder.bot is None and s not in opened]


def needs_opening(spec: ClockSpec | None, state: ClockState | None, now: float) -> bool:
    """Whether a person's read may still end the start grace."""
    return (
        spec is not None
        and state is not None
        and state.grace_until is not None
        and state.grace_until > now
    )


def present(spec: ClockSpec, state: ClockState, table: Table, now: float) -> dict[str, Any] | None:
    """The view's clock (None: nobody to wait for), with the first version's fields (``seat``,
    ``deadline``, ``turn_seconds``) of the first seat waiting. A seat that a bot plays (a
    bot's, or a person's resigned or taken over) shows no time: none of it runs."""
    waiting = table.waiting_for()
    if not waiting or table.is_over():
        return None
    seats = []
    for seat, (remaining, since) in enumerate(state.seats):
        if not table.seats[seat].person:
            remaining = since = None
        deadline = None if since is None else since + remaining
        if deadline is not None:
            left = deadline - max(now, since)
        elif spec.type == BANK and remaining is not None:
            left = remaining
        else:
            left = None
        seats.append(
            {
                "seat": seat,
                "deadline": deadline,
                "remaining_seconds": None if left is None else round(max(0.0, left), 3),
                "running": since is not None and since <= now and seat in waiting,
            }
        )
    first = waiting[0]
    grace = state.grace_until if state.grace_until is not None and state.grace_until > now else None
    return {
        "type": spec.type,
        "seats": seats,
        "grace_until": grace,
        "awaiting_seats": awaiting(state, table) if grace is not None else [],
        "seat": first,
        "deadline": state.seat_deadline(first),
        "turn_seconds": spec.turn_seconds,
    }
