"""Replays (play-contract, "Learning"): a game again, step by step, as one seat saw it at the
time or with everything shown. Game-agnostic: any registered game replays the same way, from
what the store keeps (a ``Table``: its setup and log) or from an export document.

Each step is one entry of the table's log (an action, a bot's or the stand-in's move, a
resignation, a reclaiming, a hint): ``{"index", "version", "seat", "action", "events",
"view"}`` with the view *before* it (as ``Table.view`` gave the seat then, or with everything
shown: ``Game.revealed_view``) and the events it made (as the seat saw them then, or all of
them). One more step ends the replay: the game's end, with ``seat`` and ``action`` None, no
events, the final view. Steps come in pages (``start``, at most ``limit``), ``next`` the index
of the next page's first step (None after the last).

``version`` is the game's version the step came after, as the store numbers its writes: from
``versions`` (the store's number of events after each version) when given; else as the API
writes a game (one write for a person's action and the bots' moves after it, one for each
resignation, reclaiming, hint, timeout and deferred slow bot's move; the creation's is 0).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .errors import RuleViolation
from .export import CHECKS, MARKERS, ExportMismatch
from .protocol import Field
from .table import ACTION, LogEntry, Table
from .verify import verified_table

#: Everything shown: a finished game's replay for a spectator who may see every hand.
ALL = "all"
#: The most steps of one page.
PAGE = 100
#: The codes a replay raises, with their params: an export document that fails one of the
#: verifier's checks (``engine.export.CHECKS``).
VIOLATIONS: dict[str, tuple[Field, ...]] = {
    "export_invalid": (Field("check", "string", choices=CHECKS),),
}


@dataclass(frozen=True)
class Page:
    """Some steps of a replay and the index of the next page's first one (None: no more)."""

    steps: list[dict[str, Any]]
    next: int | None


def replay(
    table: Table,
    viewer: int | str,
    start: int = 0,
    limit: int = PAGE,
    versions: Sequence[int] | None = None,
) -> Page:
    """The steps ``start`` to ``start + limit - 1`` of ``table``'s game as seat ``viewer``
    saw them, or with everything shown (``ALL``: only once the game is over); ``versions``:
    the store's event counts after each version (see the module docstring). ValueError for a
    viewer that is no seat, ``ALL`` before the end, or a page out of range."""
    reveal = viewer == ALL
    if reveal and not table.is_over():
        raise ValueError("a game is replayed with everything shown only once it is over")
    if not reveal and (type(viewer) is not int or not 0 <= viewer < len(table.seats)):
        raise ValueError(f"{viewer!r} is not a seat of the game")
    if start < 0 or not 1 <= limit <= PAGE:
        raise ValueError(f"steps from {start}, at most {limit}: not a page")
    seat = None if reveal else viewer
    entries = table.log.split()
    stop = min(len(entries) + 1, start + limit)

    fresh, _ = table.restarted()
    fresh.defer = True  # so that ``deferred`` tells a slow bot's move: a write of its own
    writes = _Writes(versions)
    steps: list[dict[str, Any]] = []
    for index, text in enumerate(entries[:stop]):
        entry = fresh.read_entry(text)
        version = writes.before(fresh, entry)
        view = _view(fresh, seat) if index >= start else None
        events = fresh.apply_entry(entry)
        if view is not None:
            steps.append(
                {
                    "index": index,
                    "version": version,
                    "seat": entry.seat,
                    "action": _action(entry),
                    "events": [event.visible_to(seat, reveal) for event in events],
                    "view": view,
                }
            )
    if start <= len(entries) < stop:
        steps.append(
            {
                "index": len(entries),
                "version": writes.last(),
                "seat": None,
                "action": None,
                "events": [],
                "view": _view(fresh, seat),
            }
        )
    return Page(steps, stop if stop <= len(entries) else None)


def replay_export(
    document: object, viewer: int | str, start: int = 0, limit: int = PAGE
) -> tuple[Table, Page]:
    """The finished game of an export document and a page of its replay (``replay``), after
    the verifier's checks: RuleViolation ``export_invalid`` naming the check that failed."""
    try:
        table = verified_table(document)
    except ExportMismatch as mismatch:
        raise RuleViolation("export_invalid", check=mismatch.check) from None
    return table, replay(table, viewer, start, limit)


def _view(table: Table, seat: int | None) -> dict:
    return table.revealed_view() if seat is None else table.view(seat)


def _action(entry: LogEntry) -> dict:
    """The step's action as a client sends it (a resignation, reclaiming or hint as the export
    writes them)."""
    if entry.action is None:
        return dict(MARKERS[entry.kind])
    return entry.action.to_json()


class _Writes:
    """The version each step came after (see the module docstring)."""

    def __init__(self, versions: Sequence[int] | None) -> None:
        self.versions = versions
        self.current = 0  # the version of the last write (creation: 0); of ``versions``, the
        self.base = 0  # last whose count is reached; the version the write under way started from

    def before(self, table: Table, entry: LogEntry) -> int:
        """The version ``entry`` came after, ``table`` as it was before it."""
        if self.versions is not None:
            seq, versions = table.state.seq, self.versions
            while self.current + 1 < len(versions) and versions[self.current + 1] <= seq:
                self.current += 1
            return self.current
        seat = entry.seat
        if entry.kind != ACTION or table.seats[seat].person or seat in table.deferred():
            self.base = self.current  # a write of its own: the bots' moves join a person's
            self.current += 1
        return self.base

    def last(self) -> int:
        """The version of the game's end."""
        if self.versions is not None:
            return max(0, len(self.versions) - 1)
        return self.current
