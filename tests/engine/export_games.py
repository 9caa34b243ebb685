"""Finished games to export and verify (tests/engine/test_export.py, test_verify.py): played at
an ``engine.Table`` with people (random choices from their views), bots, timeouts,
resignations and hints, under each fairness mode."""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import Game, Setup, Table, get_game
from engine.biblios.cards import CARD_IDS
from engine.export import export_game
from engine.fairness import Fairness

MAX_STEPS = 50_000


@dataclass
class Plan:
    """How a game is played and set up."""

    game: str = "biblios"
    players: int = 3
    variant: str | None = None
    bots: Sequence[str | None] | None = None
    mode: str = "committed"
    client_seed: str = ""
    seed: int = 1
    first_seat: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    choices: int = 0
    """The seed of the people's random choices."""
    timeout_rate: float = 0.0
    resign: tuple[int, int] | None = None
    """(seat, step): that person resigns at that step, in turn or not."""
    taken_over: int | None = None
    """A person whose every decision times out (taken over after the third)."""
    reclaim_at: int | None = None
    """From this step on, the ``taken_over`` seat is reclaimed once, when it is taken over
    (then its decisions time out again)."""
    hint_rate: float = 0.0
    """How often a person asks for a hint before deciding (above 0: a game with hints)."""


def fairness_of(plan: Plan) -> tuple[Fairness, int]:
    """The plan's fairness and the game's seed (a committed one from a fresh server seed)."""
    if plan.mode == "committed":
        fairness = Fairness.committed(secrets.token_bytes(32), plan.client_seed)
        return fairness, fairness.seed()
    if plan.mode == "seeded":
        return Fairness.seeded(), plan.seed
    return Fairness.fixed_deck(), plan.seed


def play(plan: Plan, fairness: Fairness | None = None) -> tuple[Table, Fairness]:
    """The plan's game, played to its end (``fairness``: a committed one of one's own)."""
    game = get_game(plan.game)
    if fairness is None:
        fairness, seed = fairness_of(plan)
    else:
        seed = fairness.seed()
    variant = plan.variant or game.info.variants[0]
    setup = Setup(plan.players, seed, variant, plan.first_seat, plan.options)
    table, _ = Table.create(game, setup, plan.bots, hints=plan.hint_rate > 0)
    rnd = random.Random(plan.choices)
    reclaimed = False
    for step in range(MAX_STEPS):
        if table.is_over():
            return table, fairness
        if (
            plan.reclaim_at is not None
            and step >= plan.reclaim_at
            and not reclaimed
            and plan.taken_over is not None
            and not table.seats[plan.taken_over].person
        ):
            table.reclaim(plan.taken_over)
            reclaimed = True
            continue
        if plan.resign is not None and step == plan.resign[1]:
            resigning = plan.resign[0]
            if table.seats[resigning].person:
                table.resign(resigning)
                continue
        waiting = table.waiting_for()
        seat = waiting[rnd.randrange(len(waiting))]
        if plan.hint_rate and table.seats[seat].person and rnd.random() < plan.hint_rate:
            table.hint(seat)  # logged; the decision is still the seat's to make
        if seat == plan.taken_over or rnd.random() < plan.timeout_rate:
            table.time_out(seat)
        else:
            table.act(seat, random_choice(game, table, seat, rnd))
    raise AssertionError("the game did not end")


def random_choice(game: Game, table: Table, seat: int, rnd: random.Random) -> dict:
    """A concrete legal action for ``seat``, as a person might choose it."""
    view = table.view(seat)
    return game.bots["random"](view, view["legal_actions"], rnd)


def seats_of(players: int) -> list[dict[str, Any]]:
    """What the API knows of each seat."""
    return [{"name": f"Player {i}", "external_id": f"u-{i}"} for i in range(players)]


def exported(plan: Plan, fairness: Fairness | None = None) -> tuple[dict, Table]:
    """The plan's finished game and its export document."""
    table, fairness = play(plan, fairness)
    document = export_game(table, fairness=fairness, seats=seats_of(plan.players))
    return document, table


def biblios_deck(players: int, seed: int) -> list[str]:
    """A valid fixed Biblios deck (top first): the draw pile a seeded game sets up."""
    state, _ = get_game("biblios").new_game(Setup(players, seed, "standard", 0))
    return [CARD_IDS[state.drawn]] + [CARD_IDS[c] for c in reversed(state.draw)]
