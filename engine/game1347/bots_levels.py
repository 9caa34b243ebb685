"""1347's easy and expert bots, beside the greedy one (``bots``).

Both are ``protocol.Bot`` functions: the seat's view, its legal actions and a generator in,
one action out; neither receives the state.

``easy_bot`` plays like a beginner: half its supply choices and turns are the greedy bot's,
the others a plausible move drawn at random (any row card's supply, looking at positions it
has not seen; entering any building with the cards of its class and those the greedy bot
would add there, or playing a Pass). Gifts, losers and actions are the greedy bot's: a
beginner does not give away its best cards.

``expert_bot`` searches (``engine.search``) its supply choices and turns: the few moves worth
weighing (``candidates``, its own policy's first), each tried in worlds sampled from its view
(``determinize``) and played to the end of the round, its own seat by its policy and the others
by the greedy bot (``rollout_policy``), scored there as if the game ended (``EXPERT_HORIZON``).
Its policy (``expert_policy``) is the greedy bot with its prices tuned; the decisions of phase
D (losers, gifts, actions) are that policy's.
"""

from __future__ import annotations

import random

from ..protocol import Bot
from ..search import Budget, Expert, Horizon, search
from .bots import _best_entry, _Ctx, greedy_bot
from .determinize import determinize, searchable
from .expert_policy import expert_policy
from .scoring import score

#: The expert's default budget: simulated decisions per choice (``bench.bots`` measures it).
EXPERT_BUDGET = Budget(moves=420, min_worlds=1)
#: The expert plays each sample to the end of the round, scored as if the game ended there
#: (influence, majorities, tokens, and the plague by the rats and nuns as they are).
EXPERT_HORIZON = Horizon(lambda view, state: state.round > view["round"], score)
#: The share of the easy bot's decisions that are the greedy bot's.
EASY_GREEDY_SHARE = 0.5


def candidates(view: dict, legal: list[dict], expert: bool = False) -> list[dict]:
    """The moves worth weighing, the greedy bot's first (``expert``: the expert's policy's,
    then the greedy bot's), each once: every row card's supply (looking at unseen positions);
    every building entered with the cards the greedy bot would commit there, and playing a
    Pass. Other decisions: the first move alone."""
    first = (expert_policy if expert else greedy_bot)(view, legal, random.Random(0))
    out = [first]
    kind = legal[0]["type"]
    if kind not in ("supply", "enter", "play_pass"):
        return out
    if expert:
        greedy = greedy_bot(view, legal, random.Random(0))
        if greedy not in out:
            out.append(greedy)
    ctx = _Ctx(view)
    for template in legal:
        if template["type"] == "supply":
            looks = template["look"]["max"]
            action = {"type": "supply", "row": template["row"]}
            action["look"] = ctx.unseen_positions(looks)
        elif template["type"] == "enter":
            action = _best_entry(ctx, view, template)[1]
        else:
            action = {"type": "play_pass"}
        if action not in out:
            out.append(action)
    return out


def easy_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """A beginner: the greedy move half the time, else a plausible one (module docstring)."""
    options = candidates(view, legal)
    if len(options) == 1 or rnd.random() < EASY_GREEDY_SHARE:
        return options[0]
    return rnd.choice(options)


def expert_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """The best of ``candidates`` by search over worlds sampled from the view (supply choices
    and turns); the greedy bot's move for the other decisions."""
    from . import GAME  # the package registers the game after importing its bots

    options = candidates(view, legal, expert=True)
    if len(options) == 1 or not searchable(view):
        return options[0]
    rollout = rollout_policy(view["seat"])
    return search(GAME, view, options, determinize, rollout, rnd, EXPERT_BUDGET, EXPERT_HORIZON)


def rollout_policy(expert: int) -> Bot:
    """The players of the search's rollouts: the expert's policy in seat ``expert``, the
    greedy bot in the others."""

    def play(view: dict, legal: list[dict], rnd: random.Random) -> dict:
        return (expert_policy if view["seat"] == expert else greedy_bot)(view, legal, rnd)

    return play


def expert_deliberates(view: dict) -> bool:
    """Whether the expert searches this decision (``engine.table`` defers only those)."""
    return searchable(view) and len(candidates(view, view["legal_actions"], expert=True)) > 1


expert_bot.deliberates = expert_deliberates  # type: ignore[attr-defined]


def expert_candidates(view: dict) -> list[dict]:
    """The moves the expert weighs at the view's decision, its own first (``candidates``)."""
    return candidates(view, view["legal_actions"], expert=True)


#: What the expert's advice searches with (``engine.advice``): its bot's candidates, worlds,
#: rollouts and horizon, for the decisions its bot searches (supply choices and turns; phase
#: D's are its policy's, unweighed). A hint searches a few thousand simulated decisions, a
#: review at most ``review_moves`` per seat (``bench.review`` measures their CPU time).
EXPERT = Expert(
    candidates=expert_candidates,
    searchable=searchable,
    determinize=determinize,
    rollout=rollout_policy,
    hint=Budget(moves=3000, min_worlds=6, max_worlds=64, confidence=EXPERT_BUDGET.confidence),
    review_moves=60_000,
    horizon=EXPERT_HORIZON,
)
