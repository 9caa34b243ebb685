"""Views and events of any game as the contract's JSON: the game-independent part.

The engine decides what each seat may see (``Table.view``, ``Event.visible_to``); the game's
edge renders its own view (cards, names...); this module adds what every game shares: the id,
the version, the seats (names, bots, external ids, statuses, presence), the clock, the prompt's
sentence, and the events' sentences.
"""

from __future__ import annotations

import functools
from datetime import UTC, datetime
from typing import Any

from engine import Event, Table
from engine.fairness import Fairness

from ..games import GameEdge
from ..i18n import Localizer
from . import clocks
from .store import GameRecord


def seat_names(record: GameRecord, table: Table, loc: Localizer) -> list[str]:
    """Each seat's name: the one given, else "Player 2" or "Bot 2" in ``loc``'s language."""
    defaults = loc.default_names(tuple([holder.bot is not None for holder in table.seats]))
    stored = record.names
    if not stored:
        return list(defaults)
    return [stored[s] if s < len(stored) and stored[s] else d for s, d in enumerate(defaults)]


def rfc3339(moment: float) -> str:
    """A Unix time as RFC 3339 UTC with millisecond precision ("2026-11-23T10:00:05.250Z")."""
    return datetime.fromtimestamp(moment, UTC).isoformat(timespec="milliseconds")[:-6] + "Z"


def clock_of(record: GameRecord, table: Table, loc: Localizer, now: float) -> dict[str, Any] | None:
    """The game's clock (play-contract, "Clocks, second version"): each seat's, the start
    grace, and the first version's fields of the first seat waiting; None when the game has no
    clock or nobody to wait for."""
    spec = clocks.ClockSpec.of(record.meta)
    if spec is None or record.deadline is None:
        return None
    state = clocks.state_of(spec, record.clock, record.deadline, table)
    clock = clocks.present(spec, state, table, now)
    if clock is None:
        return None
    for entry in clock["seats"]:
        if entry["deadline"] is not None:
            entry["deadline"] = rfc3339(entry["deadline"])
    if clock["grace_until"] is not None:
        clock["grace_until"] = rfc3339(clock["grace_until"])
    first = clock["deadline"] if clock["deadline"] is not None else record.deadline
    clock["deadline"] = rfc3339(first)
    clock["text"] = (
        loc.bank_length(spec.seconds, spec.increment)
        if spec.type == clocks.BANK
        else loc.turn_length(spec.turn_seconds)
    )
    return clock


def fairness_of(record: GameRecord) -> Fairness:
    """A stored game's fairness, with its server seed (a game stored before fair shuffles:
    ``seeded``, as its seed was never committed to). Show it with ``to_json(revealed=...)``:
    the server seed only once the game is over."""
    data = record.meta.get("fairness")
    return Fairness.from_json(data) if data is not None else Fairness.seeded()


def shown_fairness(record: GameRecord, revealed: bool) -> dict[str, Any]:
    """The view's ``fairness`` object: ``fairness_of(record).to_json(revealed=revealed)``,
    built once per distinct value (a game shows the same one on every request). The dict is
    shared by every caller: read it, never change it."""
    data = record.meta.get("fairness")
    try:
        items = tuple(data.items()) if data is not None else None
        return _shown_fairness(items, revealed)
    except TypeError:  # an unhashable value: not a fairness object; let from_json say so
        return fairness_of(record).to_json(revealed=revealed)


@functools.lru_cache(maxsize=1024)
def _shown_fairness(items: tuple[tuple[str, Any], ...] | None, revealed: bool) -> dict[str, Any]:
    fairness = Fairness.from_json(dict(items)) if items is not None else Fairness.seeded()
    return fairness.to_json(revealed=revealed)


def present_view(
    edge: GameEdge,
    game_id: str,
    record: GameRecord,
    table: Table,
    seat: int | None,
    names: list[str],
    loc: Localizer,
    now: float,
) -> dict[str, Any]:
    """The contract's view of ``table`` (a game of ``edge``'s) for ``seat`` (None: a
    spectator)."""
    presence = record.presence
    connected = [s in presence and presence[s] > now for s in range(len(table.seats))]
    return dress_view(
        game_id,
        edge,
        record.version,
        table.view(seat),
        names,
        loc,
        external_ids=record.meta.get("external_ids") or [],
        connected=connected,
        clock=clock_of(record, table, loc, now),
        fairness=shown_fairness(record, table.is_over()),
        hints=table.hints,
    )


def dress_view(
    game_id: str,
    edge: GameEdge,
    version: int,
    view: dict[str, Any],
    names: list[str],
    loc: Localizer,
    *,
    external_ids: list[str | None],
    connected: list[bool],
    clock: dict[str, Any] | None,
    fairness: dict[str, Any],
    hints: bool,
) -> dict[str, Any]:
    """The contract's view of an engine's view of ``edge``'s game (``Table.view``'s, now or in
    a replay; ``game_id`` empty: a game no store holds): the game's edge renders it, and every
    game's fields are added."""
    v = edge.present_view(view, names, loc)
    for s, entry in enumerate(v["seats"]):  # by seat, as the engine lists them
        entry["name"] = names[s]
        entry["external_id"] = external_ids[s] if s < len(external_ids) else None
        entry["connected"] = connected[s] if s < len(connected) else False
    if v.get("result") is not None:  # play-contract, "Seats": results echo the external ids
        for entry in v["result"]["seats"]:
            s = entry["seat"]
            entry["external_id"] = external_ids[s] if s < len(external_ids) else None
    v["clock"] = clock
    v["fairness"] = fairness
    v["hints"] = hints
    prompt = v["prompt"]
    lesson = prompt.get("lesson")
    if lesson is not None:  # a tutorial's, at the learner's prompt (engine.tutorial)
        v["lesson"] = {**lesson, "text": loc.lesson(lesson["code"], lesson["rule"])}
    v["prompt"] = loc.prompt(prompt["code"], prompt["params"], names)
    v["prompt_code"] = prompt["code"]
    v["prompt_params"] = prompt["params"]
    return {"id": game_id, "game": edge.id, "version": version, **v}


def present_events(
    events: list[Event], seat: int | None, table: Table, names: list[str], loc: Localizer
) -> list[dict[str, Any]]:
    """Events as ``seat`` may see them, each with its sentence."""
    reveal_all = table.is_over()
    shown = []
    for event in events:
        entry = event.visible_to(seat, reveal_all)
        entry["text"] = loc.event_text(entry, names)
        shown.append(entry)
    return shown
