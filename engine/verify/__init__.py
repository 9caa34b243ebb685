"""Verifying an exported game: ``verify(document) -> Report`` (play-contract: "Fair shuffles
and game export"); ``python -m engine.verify FILE`` (``biblios-verify``) is its command line.

A verification checks, stopping at the first mismatch: the document's shape; in ``committed``
mode that SHA-256(server_seed) is the commitment, then derives the seed from the server and
client seeds; that every action, replayed in order at a fresh table, is one the table could
have logged there (``Table.replay_entry``: legal by the game's rules, by the right seat, bots
and stand-ins moving when the game waits for them, hints asked for only in a game with hints
and by a seat with a decision to make); that the actions end the game; that each seat's status
(and, in a game with hints, its count of hints) and the whole result are the replay's. Bots are
not re-run: their moves are in the log like anyone's. Each check has a name
(``engine.export.CHECKS``): a report that fails names its ``check``.

Why a package: the contract names the command ``python -m engine.verify``, and a command line
reads a file and prints, which the engine's purity rule (tests/engine/test_purity.py) forbids.
So the verification itself lives here, pure and testable as a function, and the few lines of
I/O live in ``engine/verify/__main__.py``, the one module the purity test exempts, by name,
from the no-I/O rule (it may also import ``argparse`` and ``sys``, nothing else beyond the
engine's own list).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..export import HINTS, ExportMismatch, hints_of, table_from_export, with_external_ids
from ..table import Table

__all__ = ["Report", "Standing", "result_difference", "verified_table", "verify"]

VERIFIED = "verified"
NOT_VERIFIED = "not verified"


@dataclass(frozen=True)
class Standing:
    """One seat's line of the ranking."""

    rank: int
    seat: int
    name: str | None
    points: int | None
    """The seat's ``points`` in the result, else its ``vp``; None when it has neither."""
    status: str

    def line(self) -> str:
        """``rank 1  seat 2  Ana  14 points`` (and the status unless ``playing``)."""
        name = self.name if self.name is not None else "-"
        text = f"rank {self.rank}  seat {self.seat}  {name}"
        if self.points is not None:
            text += f"  {self.points} points"
        if self.status != "playing":
            text += f"  ({self.status})"
        return text


@dataclass(frozen=True)
class Report:
    """The outcome of a verification: ``ok`` and the ranking, or the first ``mismatch``."""

    ok: bool
    mismatch: str | None = None
    ranking: tuple[Standing, ...] = ()
    check: str | None = None
    """The check that failed (``engine.export.CHECKS``); None when verified."""

    def lines(self) -> list[str]:
        """What the command prints: ``verified`` and one line per seat by rank, or
        ``not verified: <the first mismatch>``."""
        if not self.ok:
            return [f"{NOT_VERIFIED}: {self.mismatch}"]
        return [VERIFIED, *(standing.line() for standing in self.ranking)]

    def text(self) -> str:
        return "\n".join(self.lines())


def verify(document: object) -> Report:
    """Verify an export document (the parsed JSON): see the module docstring."""
    try:
        table = verified_table(document)
    except ExportMismatch as mismatch:
        return Report(False, str(mismatch), check=mismatch.check)
    assert isinstance(document, dict)  # verified_table checked it
    result = _file_result(table, document)
    names = {entry["seat"]: entry["name"] for entry in document["seats"]}
    ranking = sorted(
        (
            Standing(
                rank=entry["rank"],
                seat=entry["seat"],
                name=names.get(entry["seat"]),
                points=entry.get("points", entry.get("vp")),
                status=entry.get("status", "playing"),
            )
            for entry in result["seats"]
        ),
        key=lambda standing: (standing.rank, standing.seat),
    )
    return Report(True, ranking=tuple(ranking))


def verified_table(document: object) -> Table:
    """The finished game of an export document that passes every check (see the module
    docstring); else ExportMismatch, naming the first check that fails."""
    table = table_from_export(document)
    assert isinstance(document, dict)  # table_from_export checked it
    if not table.is_over():
        waiting = ", ".join(str(s) for s in table.to_act())
        raise ExportMismatch(
            "unfinished", f"the actions end before the game is over (it waits for {waiting})"
        )
    for seat, entry in enumerate(document["seats"]):
        replayed = table.seats[seat].status
        if entry["status"] != replayed:
            shown = f"{_show(entry['status'])} != {_show(replayed)}"
            raise ExportMismatch("seats", f"seat {seat} status {shown} (file != replay)")
        if HINTS in entry:
            hints = hints_of(document["actions"], seat)
            if type(entry[HINTS]) is not int or entry[HINTS] != hints:
                shown = f"{_show(entry[HINTS])} != {hints}"
                raise ExportMismatch("seats", f"seat {seat} hints {shown} (file != replay)")
    difference = result_difference(document["result"], _file_result(table, document))
    if difference is not None:
        raise ExportMismatch("result", f"result differs: {difference}")
    return table


def _file_result(table: Table, document: dict) -> dict:
    """The replay's result as the file writes it: as JSON (tuples are lists in the file), with
    the external ids the file's seats give, without standings in a file made before results
    had them."""
    result = with_external_ids(json.loads(json.dumps(table.result())), document["seats"])
    if _without_standings(document["result"]):
        for entry in result["seats"]:
            entry.pop("standing", None)
    _seeds_as_written(document["result"], result)
    return result


def _seeds_as_written(file: object, replay: dict) -> None:
    """A file made before results gave the seed as a decimal string (a whole number there,
    which JavaScript rounds above 2**53 - 1): the replay's ``seed`` at the same place as the
    file's number, so that an exact old file verifies and a rounded one fails on the seed."""
    if not isinstance(file, Mapping):
        return
    for key, value in replay.items():
        written = file.get(key)
        if isinstance(value, dict):
            _seeds_as_written(written, value)
        elif key == "seed" and isinstance(value, str) and type(written) is int:
            replay[key] = int(value)


def _without_standings(result: object) -> bool:
    """Whether a file's result predates the seats' ``standing`` (no seat has one)."""
    seats = result.get("seats") if isinstance(result, Mapping) else None
    return isinstance(seats, list) and not any(
        isinstance(entry, Mapping) and "standing" in entry for entry in seats
    )


def result_difference(file: object, replay: object) -> str | None:
    """The first difference between the file's result and the replay's, file's value first:
    ``seat 1 rank 2 != 1 (file != replay)``; None when they are equal. The entries of the
    result's ``seats`` are named by their seat."""
    if file == replay:
        return None
    path, file_value, replay_value = _first_difference(file, replay, [])
    where = " ".join(path) or "the result"
    return f"{where} {_show(file_value)} != {_show(replay_value)} (file != replay)"


_MISSING = object()


def _first_difference(file: Any, replay: Any, path: list[str]) -> tuple[list[str], Any, Any]:
    if isinstance(file, Mapping) and isinstance(replay, Mapping):
        for key in [*replay, *(k for k in file if k not in replay)]:
            a, b = file.get(key, _MISSING), replay.get(key, _MISSING)
            if a != b:
                return _first_difference(a, b, [*path, str(key)])
    if isinstance(file, list) and isinstance(replay, list) and len(file) == len(replay):
        seats = path == ["seats"]
        for i, (a, b) in enumerate(zip(file, replay, strict=True)):
            if a != b:
                if seats and isinstance(b, Mapping):
                    return _first_difference(a, b, [f"seat {b.get('seat', i)}"])
                return _first_difference(a, b, [*path, str(i)])
    return path, file, replay


def _show(value: Any) -> str:
    if value is _MISSING:
        return "(missing)"
    return json.dumps(value, ensure_ascii=False)
