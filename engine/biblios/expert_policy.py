"""The Biblios expert's own heuristic policy: the greedy bot (``bots``) with its estimates tuned.

The expert's search (``bots_levels.expert_bot``) keeps this policy's move unless another does
better with some confidence, plays it in the gift phase, and plays it for its own seat in its
rollouts (the other seats: the greedy bot, its model of them). It differs from the greedy bot
in three numbers, tuned on seeded 2-player games against the unchanged greedy bot (seeds
100,000-101,999; checked on 200,000-201,999; docs/benchmarks.md, "Bot levels"):

- ``SPREAD``: the variance of every seat's share of the unseen cards is taken 2.5 times the
  greedy bot's (hypergeometric-like) estimate, so its chances to win a category are less sure
  of themselves: the cards a seat holds are not a uniform draw (R11, R12: each hand's kept
  cards were chosen), and the greedy bot's near-certainties cost it contests it thought settled.
- ``OPPONENT_SHARE``: an opponent's expected total of a category from the unseen cards is
  taken 1.3 times its uniform share (its hidden cards were kept because they were good, R11).
- ``GOLD_CARD_DENIAL``: bidding cards for a gold card (R22), what the opponent's getting it
  would cost weighs half.

The policy sees the view alone, like the greedy bot, and is deterministic (``rnd`` unused).
"""

from __future__ import annotations

import random

from . import bots as _bots
from .bots import _Ctx

#: The variance of a seat's share of the unseen cards, relative to the greedy bot's estimate.
SPREAD = 2.5
#: An opponent's expected share of the unseen cards of a category, relative to a uniform share.
OPPONENT_SHARE = 1.3
#: The weight of denial when bidding cards for a gold card (the greedy bot's: 1).
GOLD_CARD_DENIAL = 0.5


class ExpertCtx(_Ctx):
    """The greedy bot's digest of a view (``bots._Ctx``), its chances tuned (module docstring)."""

    SPREAD = SPREAD
    OPPONENT_SHARE = OPPONENT_SHARE


def expert_policy(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """The greedy bot's decisions made with ``ExpertCtx`` (and its gold-card bids with
    ``GOLD_CARD_DENIAL``); always legal, as the greedy bot."""
    if not legal:
        return {"type": "pass"}
    try:
        return decide(None, view, legal)
    except Exception:  # as the greedy bot: the safest legal action instead
        return _bots._fallback(view, legal)


def decide(ctx: ExpertCtx | None, view: dict, legal: list[dict]) -> dict:
    """The policy's move, with ``ctx`` (the view's digest) when the caller has it."""
    kind = legal[0]["type"]
    if len(legal) == 1 and kind in ("place", "take", "pass", "refuse"):
        return dict(legal[0])
    if kind == "take":
        return _bots._take(ExpertCtx(view, taking=True), view, legal)
    if ctx is None:
        ctx = ExpertCtx(view)
    if kind == "place":
        return _bots._place(ctx, view, legal)
    if kind == "church":
        return _bots._church(ctx, legal)
    if kind in ("bid", "pass"):
        return bid(ctx, view, legal)
    return _bots._pay(ctx, view, legal)


def bid(ctx: ExpertCtx, view: dict, legal: list[dict]) -> dict:
    """The greedy bot's bid (``bots._bid``), but for a gold card: what it denies the other
    seats weighs ``GOLD_CARD_DENIAL`` (R22: the bid is a number of cards)."""
    auction = view["auction"]
    template = _bots._bid_template(legal)
    if template is None or auction["currency"] != "cards":
        return _bots._bid(ctx, view, legal)
    card = auction["card"]
    me = view["seat"]
    high = auction["high_bid"] or 0
    holder = auction["high_bidder"]
    counts = {h["seat"]: h["count"] for h in view["hands"]}
    out = set(auction["passed"]) | set(auction["excluded"]) | {me}
    rivals = [s for s in range(ctx.n) if s not in out]
    if holder is not None:
        loss = ctx.loss(card, holder)
    elif rivals:
        loss = ctx.loss(card) * _bots._OPEN_DENIAL
    else:
        loss = 0.0
    amount = high + 1
    if amount > template["max"]:
        return {"type": "pass"}
    if holder is not None and counts.get(holder, 0) < high:
        return {"type": "pass"}  # the bidder cannot pay: penalized (R24), bid again later
    if amount > len(ctx.hand):
        return {"type": "pass"}
    gain = ctx.gain(card)
    loss *= GOLD_CARD_DENIAL
    cost, _ = ctx.cheapest_cards(amount, gain + loss)
    if gain - cost > -loss:
        return {"type": "bid", "amount": amount}
    return {"type": "pass"}
