"""Search over determinized samples of the hidden information (perfect-information Monte
Carlo, the flat form of information-set Monte Carlo search).

A seat that must decide knows its view only. The search draws worlds consistent with that view
(a game's own ``determinize(view, rnd)``: a full state in which the seat would see exactly that
view), plays each candidate action in each world and the game on with a rollout policy (the
greedy bot, or the expert's own policy in its seat, from each seat's own view of the sampled
world) to its end, or to a ``Horizon`` where the position is scored as if the game ended there,
and compares the candidates over the same worlds (common random numbers: every candidate meets
the same samples). It keeps the policy's own move unless another candidate is better over those
worlds with some confidence (a few noisy worlds must not overturn a good heuristic). The
engine's own rules are the simulator.

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
class Horizon:
    """Where a rollout may stop before the game's end, and how a position is scored there."""

    reached: Callable[[dict, Any], bool]
    """Whether a rollout's state is past the horizon of a decision taken from this view."""
    score: Callable[[Any], dict]
    """The outcome as if the game ended now, shaped like ``Game.result`` (``seats``: rank and
    vp; ``eligible``)."""


@dataclass(frozen=True)
class Budget:
    """How much one decision may search, and how sure it must be to leave the policy's move."""

    moves: int
    """Simulated decisions (every rollout's moves added up) after which no new world starts."""
    min_worlds: int = 2
    """Worlds sampled at least, however long the rollouts."""
    max_worlds: int = 64
    """Worlds sampled at most, however short the rollouts (near the end of a game)."""
    win_weight: float = 0.5
    """The worth of winning, beside the VP margin over the best other seat (-1..1)."""
    margin_scale: float = 10.0
    """The VP margin that counts fully."""
    confidence: float = 1.5
    """How many standard errors of the paired differences (the same worlds) another candidate
    must be better by to be chosen over the first (the policy's own move)."""


def search(
    game: Game,
    view: dict,
    candidates: Sequence[dict],
    determinize: Determinize,
    policy: Bot,
    rnd: random.Random,
    budget: Budget,
    horizon: Horizon | None = None,
) -> dict:
    """The candidate action (concrete, as a client sends it) to play for ``view["seat"]``:
    the first (the policy's own move) unless another does better over the worlds sampled from
    ``view``, by the budget's ``confidence`` in the paired differences."""
    if len(candidates) == 1:
        return candidates[0]
    seat = view["seat"]
    actions = [game.parse_action(c) for c in candidates]
    scores: list[list[float]] = [[] for _ in candidates]
    spent = worlds = 0
    while worlds < budget.max_worlds and (worlds < budget.min_worlds or spent < budget.moves):
        world = json.dumps(game.to_data(determinize(view, rnd)))
        for i, action in enumerate(actions):
            state = game.from_data(json.loads(world))
            game.apply_action(state, seat, action)
            stop = None if horizon is None else lambda s: horizon.reached(view, s)
            spent += 1 + _rollout(game, state, policy, rnd, stop)
            if game.is_over(state) or horizon is None:
                result = game.result(state)
            else:
                result = horizon.score(state)
            scores[i].append(outcome(result, seat, budget))
        worlds += 1
    return candidates[_choice(scores, budget.confidence)]


def _choice(scores: list[list[float]], confidence: float) -> int:
    """The first candidate, or the one whose mean gain over it (paired by world) is largest
    among those whose gain is at least ``confidence`` standard errors."""
    base = scores[0]
    n = len(base)
    if n < 2:
        return 0
    best, best_gain = 0, 0.0
    for i in range(1, len(scores)):
        diffs = [a - b for a, b in zip(scores[i], base, strict=True)]
        mean = sum(diffs) / n
        variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean > best_gain and mean > confidence * (variance / n) ** 0.5:
            best, best_gain = i, mean
    return best


def _rollout(
    game: Game,
    state: Any,
    policy: Bot,
    rnd: random.Random,
    stop: Callable[[Any], bool] | None = None,
) -> int:
    """Play ``state`` with ``policy`` in every seat to its end (or until ``stop`` says so);
    the number of moves made."""
    moves = 0
    reset = getattr(policy, "reset", None)  # a policy that remembers within a rollout
    if reset is not None:
        reset()
    view_of, apply, parse, to_act = game.view, game.apply_action, game.parse_action, game.to_act
    while True:
        waiting = to_act(state)
        if not waiting or (stop is not None and stop(state)):
            return moves
        seat = waiting[0]
        view = view_of(state, seat)
        apply(state, seat, parse(policy(view, view["legal_actions"], rnd)))
        moves += 1


def outcome(result: dict | None, seat: int, budget: Budget) -> float:
    """What a finished game is worth to ``seat``: its share of the win (only seats that may
    win count, ``protocol.Game.view``) and its VP margin over the best other seat (scaled to
    -1..1; -1 for a seat that may not win)."""
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
    margin = max(-1.0, min(1.0, (vp[seat] - best_other) / budget.margin_scale))
    if eligible is not None and seat not in eligible:
        margin = -1.0
    return budget.win_weight * win + margin
