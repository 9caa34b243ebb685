"""Search over determinized samples of the hidden information (perfect-information Monte
Carlo, the flat form of information-set Monte Carlo search).

A seat that must decide knows its view only. The search draws worlds consistent with that view
(a game's own ``determinize(view, rnd)``: a full state in which the seat would see exactly that
view), plays each candidate action in each world and the game on to its end with a rollout
policy (the greedy bot, from each seat's own view of the sampled world), and picks the
candidate with the best mean outcome over the same worlds (common random numbers: every
candidate meets the same samples). The engine's own rules are the simulator.

The budget counts simulated decisions, not time: the choice is a function of the view and
the generator alone, so a game replays identically (``engine.table`` derives the generator
from the game's seed and its event count). ``bench.bots`` measures what a budget costs.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..protocol import Bot, Game

#: A full state consistent with a seat's view, drawn with the generator.
Determinize = Callable[[dict, random.Random], Any]


@dataclass(frozen=True)
class Budget:
    """How much one decision may search."""

    moves: int
    """Simulated decisions (every rollout's moves added up) after which no new world starts."""
    min_worlds: int = 2
    """Worlds sampled at least, however long the rollouts."""
    max_worlds: int = 64
    """Worlds sampled at most, however short the rollouts (near the end of a game)."""
    margin_weight: float = 0.25
    """The weight of the VP margin (scaled to -1..1) beside winning (1) or not (0)."""
    margin_scale: float = 20.0
    """The VP margin that counts fully."""


def search(
    game: Game,
    view: dict,
    candidates: Sequence[dict],
    determinize: Determinize,
    policy: Bot,
    rnd: random.Random,
    budget: Budget,
) -> dict:
    """The candidate action (concrete, as a client sends it) with the best mean outcome for
    ``view["seat"]`` over worlds sampled from ``view``; the first candidate on a tie (so the
    first should be the policy's own choice)."""
    if len(candidates) == 1:
        return candidates[0]
    seat = view["seat"]
    actions = [game.parse_action(c) for c in candidates]
    totals = [0.0] * len(candidates)
    spent = worlds = 0
    while worlds < budget.max_worlds and (worlds < budget.min_worlds or spent < budget.moves):
        world = json.dumps(game.to_data(determinize(view, rnd)))
        for i, action in enumerate(actions):
            state = game.from_data(json.loads(world))
            game.apply_action(state, seat, action)
            spent += 1 + _rollout(game, state, policy, rnd)
            totals[i] += outcome(game.result(state), seat, budget)
        worlds += 1
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]


def _rollout(game: Game, state: Any, policy: Bot, rnd: random.Random) -> int:
    """Play ``state`` to its end with ``policy`` in every seat; the number of moves made."""
    moves = 0
    view_of, apply, parse, to_act = game.view, game.apply_action, game.parse_action, game.to_act
    while True:
        waiting = to_act(state)
        if not waiting:
            return moves
        seat = waiting[0]
        view = view_of(state, seat)
        apply(state, seat, parse(policy(view, view["legal_actions"], rnd)))
        moves += 1


def outcome(result: dict | None, seat: int, budget: Budget) -> float:
    """What a finished game is worth to ``seat``: its share of the win (only seats that may
    win count, ``protocol.Game.view``), plus a little for its VP margin over the best other."""
    if result is None:
        return 0.0
    entries = result["seats"]
    eligible = result.get("eligible")
    winners = [
        e["seat"] for e in entries if e["rank"] == 1 and (eligible is None or e["seat"] in eligible)
    ]
    win = 1.0 / len(winners) if seat in winners else 0.0
    vp = {e["seat"]: e.get("vp", 0) for e in entries}
    best_other = max(v for s, v in vp.items() if s != seat)
    margin = (vp[seat] - best_other) / budget.margin_scale
    if eligible is not None and seat not in eligible:
        margin = -1.0
    return win + budget.margin_weight * max(-1.0, min(1.0, margin))
