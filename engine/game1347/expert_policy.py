"""The 1347 expert's own heuristic policy: the greedy bot (``bots``) with its prices tuned.

The expert's search (``bots_levels.expert_bot``) keeps this policy's move unless another does
better with some confidence, plays it where it does not search (phase D), and plays it for its
own seat in its rollouts (the other seats: the greedy bot, its model of them). It differs from
the greedy bot in three prices, tuned on seeded 4-player games (first_game) against three
unchanged greedy bots (seeds 100,000-101,999; docs/benchmarks.md, "Bot levels"):

- ``STAKE``: dying of the plague (P64) costs 40 VP, not 60: it fears rats less;
- ``SPREAD``: the noise on the others' final influence (P59) is smaller, ``0.15 + 0.2`` per
  round left, not ``0.6 + 0.7``: it trusts a lead more;
- ``DRAW``: a population card drawn is worth 1.2 VP, not 0.9.

The policy sees the view alone, like the greedy bot, and is deterministic (``rnd`` unused).
"""

from __future__ import annotations

import random

from . import bots as _bots
from .bots import _Ctx

#: What dying of the plague costs, in VP (the greedy bot's: ``bots._STAKE``).
STAKE = 40.0
#: The noise on another seat's final influence: ``SPREAD[0] + SPREAD[1]`` per round left.
SPREAD = (0.15, 0.2)
#: A population card drawn, in VP (the greedy bot's: ``bots._DRAW``).
DRAW = 1.2
_DRAWING = ("draw", "draw_per_influence", "demand_cards")


class ExpertCtx(_Ctx):
    """The greedy bot's digest of a view (``bots._Ctx``), its prices tuned (module docstring)."""

    SPREAD = SPREAD

    def rat_cost(self, extra: int) -> float:
        return super().rat_cost(extra) * STAKE / _bots._STAKE

    def discard_value(self, count: int, rats: int | None = None) -> float:
        return super().discard_value(count, rats) * STAKE / _bots._STAKE

    def effect_value(self, t: int, level: int, power: int) -> float:
        value = super().effect_value(t, level, power)
        if _bots.EFFECTS[t][level].code in _DRAWING:  # priced by the card drawn
            value *= DRAW / _bots._DRAW
        return value


def expert_policy(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """The greedy bot's decisions (``bots.greedy_bot``) made with ``ExpertCtx``'s prices."""
    kind = legal[0]["type"]
    if kind == "choose_loser":
        return _bots._choose_loser(view, legal)
    ctx = ExpertCtx(view)
    if kind == "supply":
        return _supply(ctx, legal)
    if kind in ("enter", "play_pass"):
        return _bots._turn(ctx, legal)
    if kind == "give":
        return _bots._give(ctx, legal[0])
    return _bots._perform(ctx, legal[0])


def _supply(ctx: ExpertCtx, legal: list[dict]) -> dict:
    """P25: the row card whose symbols are worth most (``bots._supply`` with ``DRAW``)."""
    best, best_value = legal[0], -1.0
    for template in legal:
        symbols = ctx.view["row"][template["row"] - 1]["supply"]
        value = symbols["draw"] * DRAW + ctx.discard_value(symbols["rats"])
        value += symbols["look"] * ctx.look_value()
        if value > best_value:
            best, best_value = template, value
    looks = best["look"]["max"]
    return {"type": "supply", "row": best["row"], "look": ctx.unseen_positions(looks)}
