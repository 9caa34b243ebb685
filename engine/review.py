"""The expert's review of a finished game (play-contract, "Learning"): at each decision of each
person's seat, from that seat's view at the time alone, the expert's chance of winning after
the move played and after its own choice (``engine.advice.analyse``: its search's figures), and
whether the move was a mistake (the expert's choice at least ``MISTAKE`` better).

Its cost is bounded per seat: the search of one seat's whole game spends at most about the
game's ``Expert.review_moves`` simulated decisions, shared out over its decisions as it goes
(each gets what is left divided by the decisions left; a decision that needs more than its
share for its fewest worlds leaves less to the next), so CPU time per seat is bounded too
(``bench.review`` measures it). Deterministic: each decision's generator is derived from the
seat's view and the review's ``seed`` (``advice_random``).

A hard bound besides, whatever the machine: given ``cpu_seconds`` and a ``clock`` (the caller's:
the API's job passes ``time.process_time``; the engine reads no clock of its own), a seat's
review stops before its next decision once the seat has spent ``cpu_seconds`` by that clock, so
one seat costs at most ``cpu_seconds`` plus one decision's search; the decisions not searched are
left out (``bounded`` says whether any was). Within the bound, the figures are those of
the deterministic search above.

Only decisions with a choice are reviewed: those where the expert weighs more than one move
(the move played counted), its search can rebuild the worlds (``Expert.searchable``) and a
person, not a bot or the stand-in, decided.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from .advice import advice_random, analyse
from .search import Pace
from .table import ACTION, Table

#: How much better the expert's choice must be (its chance of winning, 0..1) for the move
#: played to be a mistake.
MISTAKE = 0.10


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: the step it was (the log entry's index, as a replay numbers its
    steps), the move played and the expert's, their chances, and what the search spent."""

    index: int
    played: dict
    expert: dict
    chance_played: float
    chance_expert: float
    worlds: int
    moves: int
    """The simulated decisions spent; ``budget``: those it was given."""
    budget: int

    @property
    def mistake(self) -> bool:
        return self.chance_expert - self.chance_played >= MISTAKE

    def to_data(self) -> dict[str, Any]:
        """As the contract shows it: index, played, expert, the two chances, mistake."""
        return {
            "index": self.index,
            "played": self.played,
            "expert": self.expert,
            "chance_played": self.chance_played,
            "chance_expert": self.chance_expert,
            "mistake": self.mistake,
        }


@dataclass(frozen=True)
class _Pending:
    index: int
    view: dict
    played: dict


def review(
    table: Table, seats: list[int] | None = None, seed: int = 0
) -> dict[int, list[Decision]]:
    """The review of ``table``'s game for ``seats`` (default: every seat a person held):
    each seat's reviewed decisions in order. ValueError if the game gives no advice."""
    seats = _seats(table, seats)
    pending = _decisions(table, set(seats))
    return {seat: _searched(table, pending[seat], seed) for seat in seats}


def bounded(
    table: Table,
    seats: list[int] | None,
    seed: int,
    cpu_seconds: float,
    clock: Callable[[], float],
    pace: Pace | None = None,
) -> dict[int, tuple[list[Decision], bool]]:
    """``review`` with each seat's search bounded by ``cpu_seconds`` of ``clock``: each seat's
    reviewed decisions and whether its review is complete (no decision left out by the
    bound). ``pace``: the caller's, called before each simulated decision
    (``engine.search.evaluate``); it never changes the figures. ValueError if the game gives
    no advice."""
    seats = _seats(table, seats)
    pending = _decisions(table, set(seats))
    found = {}
    for seat in seats:
        searched = _searched(table, pending[seat], seed, cpu_seconds, clock, pace)
        found[seat] = (searched, len(searched) == len(pending[seat]))
    return found


def _seats(table: Table, seats: list[int] | None) -> list[int]:
    """``seats``, by default every seat a person held; ValueError if the game gives no advice."""
    if table.game.expert is None:
        raise ValueError(f"{table.game.info.id} gives no advice")
    if seats is None:
        return [s for s, holder in enumerate(table.seats) if holder.bot is None]
    return seats


def _decisions(table: Table, seats: set[int]) -> dict[int, list[_Pending]]:
    """The decisions of ``seats`` to review, found by replaying the log."""
    game, expert = table.game, table.game.expert
    assert expert is not None
    found: dict[int, list[_Pending]] = {seat: [] for seat in seats}
    fresh, _ = table.restarted()
    for index, text in enumerate(table.log.split()):
        entry = fresh.read_entry(text)
        seat = entry.seat
        if entry.kind == ACTION and seat in seats and fresh.seats[seat].person:
            view = game.view(fresh.state, seat)
            played = entry.action.to_json()  # type: ignore[union-attr]
            if expert.searchable(view) and _has_choice(game, view, played):
                found[seat].append(_Pending(index, view, played))
        fresh.apply_entry(entry)
    return found


def _has_choice(game: Any, view: dict, played: dict) -> bool:
    candidates = game.expert.candidates(view)
    return len(candidates) > 1 or game.parse_action(candidates[0]).token() != (
        game.parse_action(played).token()
    )


def _searched(
    table: Table,
    pending: list[_Pending],
    seed: int,
    cpu_seconds: float | None = None,
    clock: Callable[[], float] | None = None,
    pace: Pace | None = None,
) -> list[Decision]:
    """Each pending decision searched, the seat's budget shared out as it goes; with a CPU
    bound, none started once the seat has spent it."""
    game = table.game
    expert = game.expert
    assert expert is not None
    left = expert.review_moves
    decisions = []
    start = clock() if clock is not None else 0.0
    for k, decision in enumerate(pending):
        if clock is not None and cpu_seconds is not None and clock() - start >= cpu_seconds:
            break
        share = max(0, left // (len(pending) - k))
        budget = replace(expert.hint, moves=share)
        rnd = advice_random(decision.view, seed)
        analysis = analyse(game, decision.view, rnd, budget, decision.played, pace)
        assert analysis is not None and analysis.played is not None
        left -= analysis.moves
        decisions.append(
            Decision(
                index=decision.index,
                played=decision.played,
                expert=analysis.candidates[analysis.choice],
                chance_played=analysis.chances[analysis.played],
                chance_expert=analysis.chances[analysis.choice],
                worlds=analysis.worlds,
                moves=analysis.moves,
                budget=share,
            )
        )
    return decisions
