"""The expert's advice at one decision (play-contract, "Learning": hints, the review): what its
search (``engine.search``) finds from the deciding seat's view alone.

A game that gives advice declares its expert (``Game.expert``: the candidates, worlds, rollouts
and horizon its expert bot searches with). ``analyse`` weighs the expert's candidates (and the
move played, for a review) over the same worlds drawn from the view, each game played on by the
expert's rollout policy: each candidate's chance of winning (its share of the win averaged over
the worlds, 0..1) and the expert's choice among them: the best chance (``Evaluation.advised``:
the search's own choice when it is among the best, else the first of the best), so the move it
names never shows a lower chance than one it does not. ``hint`` is that choice with its
chance and the best alternatives.

Everything is a function of the view and the generator: ``advice_random`` derives one from the
view itself (and a seed), so the same view gets the same advice whatever the other seats hold.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass

from .protocol import Game
from .search import Budget, Pace, evaluate

#: The most alternatives a hint lists beside the expert's choice.
ALTERNATIVES = 3


@dataclass(frozen=True)
class Analysis:
    """The expert's search at one decision: its candidates, the chance of winning after each,
    its choice, and what it spent."""

    candidates: tuple[dict, ...]
    """Concrete actions, the expert's own move first (and the move played, if it was none)."""
    chances: tuple[float, ...]
    choice: int
    """The index of the expert's choice: the best chance (``Evaluation.advised``)."""
    played: int | None
    """The index of the move played (a review's), else None."""
    worlds: int
    moves: int
    """The simulated decisions spent."""


def advice_random(view: dict, seed: int = 0) -> random.Random:
    """The generator of the advice on ``view``: derived one-way from the view and ``seed``."""
    key = json.dumps(view, sort_keys=True, separators=(",", ":")) + f"#{seed}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def analyse(
    game: Game,
    view: dict,
    rnd: random.Random,
    budget: Budget,
    played: dict | None = None,
    pace: Pace | None = None,
) -> Analysis | None:
    """The expert's search of ``view``'s decision (``played``: the move made there, weighed
    too; ``pace``: the caller's, ``engine.search.evaluate``); None when the seat has none, the
    game gives no advice, or its search cannot rebuild this decision's worlds (1347's phase D)."""
    expert = game.expert
    if expert is None or not view["legal_actions"] or not expert.searchable(view):
        return None
    candidates = list(expert.candidates(view))
    index = None
    if played is not None:
        token = game.parse_action(played).token()
        tokens = [game.parse_action(c).token() for c in candidates]
        if token not in tokens:
            candidates.append(played)
            tokens.append(token)
        index = tokens.index(token)
    evaluation = evaluate(
        game,
        view,
        candidates,
        expert.determinize,
        expert.rollout(view["seat"]),
        rnd,
        budget,
        expert.horizon,
        pace,
    )
    return Analysis(
        candidates=tuple(candidates),
        chances=tuple(evaluation.chance(i) for i in range(len(candidates))),
        choice=evaluation.advised(budget.confidence),
        played=index,
        worlds=evaluation.worlds,
        moves=evaluation.moves,
    )


def hint(
    game: Game, view: dict, rnd: random.Random | None = None, pace: Pace | None = None
) -> dict | None:
    """The expert's hint for ``view``'s decision: ``{"action", "chance", "alternatives":
    [{"action", "chance"}]}`` (the alternatives best first, at most ``ALTERNATIVES``), from
    the view alone (``rnd``: ``advice_random(view)`` by default). Where the search cannot weigh
    the decision, the expert's own move with ``chance`` None and no alternatives. None when the
    seat has no decision or the game gives no advice. ``pace``: the caller's
    (``engine.search.evaluate``); it never changes the hint."""
    expert = game.expert
    if expert is None or not view["legal_actions"]:
        return None
    rnd = advice_random(view) if rnd is None else rnd
    analysis = analyse(game, view, rnd, expert.hint, pace=pace)
    if analysis is None:
        return {"action": expert.candidates(view)[0], "chance": None, "alternatives": []}
    chances, choice = analysis.chances, analysis.choice
    others = sorted((i for i in range(len(chances)) if i != choice), key=lambda i: -chances[i])
    return {
        "action": analysis.candidates[choice],
        "chance": chances[choice],
        "alternatives": [
            {"action": analysis.candidates[i], "chance": chances[i]} for i in others[:ALTERNATIVES]
        ],
    }
