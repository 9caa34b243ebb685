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

A caller may pace the search: ``evaluate`` calls its ``pace`` before every simulated decision,
so that a caller that shares the CPU can yield it there (the bots' worker's pacing,
``api.jobs.pacing``). The engine does no I/O of its own, and a pace never changes the figures:
it sees nothing of the search and draws nothing from its generator.
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
#: What a search calls before each simulated decision (the caller's; it may sleep).
Pace = Callable[[], None]


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


@dataclass(frozen=True)
class Expert:
    """What a game's expert searches with, declared once (``Game.expert``) so that its advice
    (``engine.advice``: hints, the review of a finished game) weighs moves exactly as its bot
    does: the same candidates, worlds, rollouts and horizon, with budgets of their own."""

    candidates: Callable[[dict], list[dict]]
    """The moves worth weighing at the view's decision (concrete), the expert's own first."""
    searchable: Callable[[dict], bool]
    """Whether ``determinize`` can rebuild the state of the view's decision."""
    determinize: Determinize
    rollout: Callable[[int], Bot]
    """The players of the rollouts of a decision of seat ``s`` (the expert's policy in it)."""
    hint: Budget
    """One hint's search (its ``confidence`` and weights are the expert bot's)."""
    review_moves: int
    """The simulated decisions the review of one seat's whole game may spend (its CPU bound:
    ``bench.review`` measures what they cost)."""
    horizon: Horizon | None = None


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
    evaluation = evaluate(game, view, candidates, determinize, policy, rnd, budget, horizon)
    return candidates[evaluation.choice(budget.confidence)]


@dataclass(frozen=True)
class Evaluation:
    """What the search found for each candidate over the same worlds (its figures): per world,
    the outcome it scores (``outcome``) and the seat's share of the win (``win_share``)."""

    scores: tuple[tuple[float, ...], ...]
    wins: tuple[tuple[float, ...], ...]
    moves: int
    """The simulated decisions spent (every rollout's moves and the candidates' own)."""

    @property
    def worlds(self) -> int:
        return len(self.scores[0]) if self.scores else 0

    def chance(self, index: int) -> float:
        """The estimated chance that the seat wins after candidate ``index`` (0..1): its share
        of the win averaged over the worlds."""
        wins = self.wins[index]
        return sum(wins) / len(wins) if wins else 0.0

    def choice(self, confidence: float) -> int:
        """The candidate the search plays: the first unless another gains over it, paired by
        world, by at least ``confidence`` standard errors (``search``)."""
        return _choice([list(s) for s in self.scores], confidence)

    def advised(self, confidence: float) -> int:
        """The candidate the advice names (a hint, a review's expert's choice): the best chance
        of winning by these figures; :meth:`choice` when it is among the best, else the first of
        the best in the candidates' order (the expert's own move first). A person reads the
        chances beside it, and the few worlds of a hint seldom give :meth:`choice` the
        confidence to leave its first candidate: a hint naming a move beside an alternative
        with a better chance would read as the expert's mistake."""
        chances = [self.chance(i) for i in range(len(self.wins))]
        choice = self.choice(confidence)
        best = max(chances)
        return choice if chances[choice] == best else chances.index(best)


def evaluate(
    game: Game,
    view: dict,
    candidates: Sequence[dict],
    determinize: Determinize,
    policy: Bot,
    rnd: random.Random,
    budget: Budget,
    horizon: Horizon | None = None,
    pace: Pace | None = None,
) -> Evaluation:
    """Each candidate played for ``view["seat"]`` in the same worlds sampled from ``view``
    (worlds while the budget lasts, at least ``min_worlds``, at most ``max_worlds``), each game
    played on by ``policy`` to its end or the ``horizon``: the figures ``search`` chooses by.
    ``pace``, if given, is called before each simulated decision (module docstring)."""
    seat = view["seat"]
    actions = [game.parse_action(c) for c in candidates]
    scores: list[list[float]] = [[] for _ in candidates]
    wins: list[list[float]] = [[] for _ in candidates]
    spent = worlds = 0
    while worlds < budget.max_worlds and (worlds < budget.min_worlds or spent < budget.moves):
        world = json.dumps(game.to_data(determinize(view, rnd)))
        for i, action in enumerate(actions):
            state = game.from_data(json.loads(world))
            game.apply_action(state, seat, action)
            stop = None if horizon is None else lambda s: horizon.reached(view, s)
            spent += 1 + _rollout(game, state, policy, rnd, stop, pace)
            if game.is_over(state) or horizon is None:
                result = game.result(state)
            else:
                result = horizon.score(state)
            scores[i].append(outcome(result, seat, budget))
            wins[i].append(win_share(result, seat))
        worlds += 1
    return Evaluation(tuple(map(tuple, scores)), tuple(map(tuple, wins)), spent)


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
    pace: Pace | None = None,
) -> int:
    """Play ``state`` with ``policy`` in every seat to its end (or until ``stop`` says so),
    calling ``pace`` before each move; the number of moves made."""
    moves = 0
    reset = getattr(policy, "reset", None)  # a policy that remembers within a rollout
    if reset is not None:
        reset()
    view_of, apply, parse, to_act = game.view, game.apply_action, game.parse_action, game.to_act
    while True:
        waiting = to_act(state)
        if not waiting or (stop is not None and stop(state)):
            return moves
        if pace is not None:
            pace()
        seat = waiting[0]
        view = view_of(state, seat)
        apply(state, seat, parse(policy(view, view["legal_actions"], rnd)))
        moves += 1


def win_share(result: dict | None, seat: int) -> float:
    """``seat``'s share of the win of a finished game: 1 / the number of winners if it is one
    (only seats that may win count, ``protocol.Game.view``), else 0."""
    if result is None:
        return 0.0
    eligible = result.get("eligible")
    winners = [
        e["seat"]
        for e in result["seats"]
        if e["rank"] == 1 and (eligible is None or e["seat"] in eligible)
    ]
    return 1.0 / len(winners) if seat in winners else 0.0


def outcome(result: dict | None, seat: int, budget: Budget) -> float:
    """What a finished game is worth to ``seat``: its share of the win (``win_share``) and its
    VP margin over the best other seat (scaled to -1..1; -1 for a seat that may not win)."""
    if result is None:
        return 0.0
    entries = result["seats"]
    eligible = result.get("eligible")
    win = win_share(result, seat)
    vp = {e["seat"]: e.get("vp", 0) for e in entries}
    best_other = max(v for s, v in vp.items() if s != seat)
    margin = max(-1.0, min(1.0, (vp[seat] - best_other) / budget.margin_scale))
    if eligible is not None and seat not in eligible:
        margin = -1.0
    return budget.win_weight * win + margin
