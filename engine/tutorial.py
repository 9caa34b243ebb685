"""Tutorials (play-contract, "Learning"): a game's first game that teaches its rules.

A game that has one declares it in its ``GameInfo.tutorial``: a fixed deal (a ``Setup``), the
scripted bots of the other seats (``Bot`` functions that steer the game so that the learner
meets each rule, falling back on the greedy bot's move where their script says nothing) and
the lessons, in the order the learner meets them. A lesson is a code with params and the number
of the rule it teaches in the project's rules text (``"R19"``, ``"P36"``) and that rule's
section (``Game.rules_sections``): language-free, the edge words it.

A table made with ``Table.create_tutorial`` plays it: every prompt of the learner's seat gains
the lesson that applies there (``learner_lesson``): at each of the learner's prompts, in order
(each decision it makes, and the end of the game), the first lesson not shown yet whose
``applies`` finds it in the learner's view, with the params it gives. Each lesson is shown once;
a prompt where none applies has none. What was shown before is found again by replaying the
table's log, so nothing besides the log is stored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .protocol import Bot, Field, Setup

if TYPE_CHECKING:
    from .table import Table

#: Whether a lesson applies at a view of the learner's: its params if it does, else None.
Applies = Callable[[dict], "dict[str, Any] | None"]


@dataclass(frozen=True)
class Lesson:
    """One thing the tutorial teaches, at the first of the learner's prompts where it applies."""

    code: str
    rule: str
    """The rule's number in the project's rules text (``"R19"``)."""
    section: str
    """The section of the game's rules (``Game.rules_sections``) the rule is in."""
    applies: Applies
    params: tuple[Field, ...] = ()
    """The fields of the params ``applies`` gives."""


@dataclass(frozen=True, eq=False)
class Tutorial:
    """A game's tutorial: its deal, who holds each seat, its scripted bots and its lessons."""

    setup: Setup
    seats: tuple[str | None, ...]
    """Each seat's bot: a scripted bot's name (``bots``) or None, the learner's seat (one)."""
    bots: Mapping[str, Bot]
    """The scripted bots, by the names ``seats`` gives them."""
    lessons: tuple[Lesson, ...]
    """In the order the learner meets them; their codes differ."""

    def __post_init__(self) -> None:
        if self.seats.count(None) != 1 or len(self.seats) != self.setup.players:
            raise ValueError("a tutorial has one learner's seat among its players")
        codes = [lesson.code for lesson in self.lessons]
        if len(set(codes)) != len(codes):
            raise ValueError("a tutorial's lessons have codes of their own")

    @property
    def learner(self) -> int:
        """The learner's seat."""
        return self.seats.index(None)

    def lesson_at(self, view: dict, shown: set[str]) -> dict | None:
        """The lesson of a prompt of the learner's (``view``) when those of ``shown`` were
        shown before it: ``{"code", "params", "rule", "section"}``, or None."""
        for lesson in self.lessons:
            if lesson.code in shown:
                continue
            params = lesson.applies(view)
            if params is not None:
                return {
                    "code": lesson.code,
                    "params": params,
                    "rule": lesson.rule,
                    "section": lesson.section,
                }
        return None


def learner_lesson(table: Table, seat: int | None) -> dict | None:
    """The lesson of ``seat``'s prompt now at a tutorial's table (None: not the learner's seat,
    no tutorial, or no lesson at this prompt)."""
    tutorial = table.game.info.tutorial
    if tutorial is None or seat != tutorial.learner or not _prompted(table, seat):
        return None
    return lessons_shown(table)[-1][1]  # the last prompt is the one now (hints change none)


def lessons_shown(table: Table) -> list[tuple[int, dict | None]]:
    """Each of the learner's prompts at a tutorial's table so far, as the number of log entries
    before it and its lesson (None: none), in order; the last is the prompt now, when the
    learner has one."""
    from .table import HINT  # the table imports this module

    tutorial = table.game.info.tutorial
    assert tutorial is not None
    learner = tutorial.learner
    fresh, _ = table.restarted()
    shown: set[str] = set()
    prompts: list[tuple[int, dict | None]] = []

    def prompt_here(entries: int) -> None:
        if not _prompted(fresh, learner):
            return
        lesson = tutorial.lesson_at(table.game.view(fresh.state, learner), shown)
        if lesson is not None:
            shown.add(lesson["code"])
        prompts.append((entries, lesson))

    prompt_here(0)
    for entries, text in enumerate(table.log.split(), start=1):
        entry = fresh.read_entry(text)
        fresh.apply_entry(entry)
        if entry.kind != HINT:  # a hint leaves the learner at the same prompt
            prompt_here(entries)
    return prompts


def _prompted(table: Table, seat: int) -> bool:
    """Whether ``seat`` has a prompt of its own at ``table``: a decision, or the game's end."""
    return table.is_over() or seat in table.waiting_for()
