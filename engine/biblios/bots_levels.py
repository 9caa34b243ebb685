"""Biblios's easy and expert bots, beside the greedy one (``bots``).

Both are ``protocol.Bot`` functions: the seat's view, its legal actions and a generator in,
one action out; neither receives the state.

``easy_bot`` plays like a beginner: half its decisions are the greedy bot's, the others a
plausible move drawn at random (any destination for a drawn card, any public card, a church
card used the greedy way or declined, a bid of the least amount it can actually pay or a pass,
always paying for what it won when it can). It never bids more than it can pay and never
refuses a payment it can make.

``expert_bot`` searches (``engine.search``) its auction-phase decisions (bids, payments, the
church cards won there): the few moves worth weighing (``candidates``, its own policy's first),
each tried in worlds sampled from its view (``determinize``) and played to the end, its own seat
by its policy and the others by the greedy bot (``RolloutPolicy``); it leaves its policy's move
only when another does better with some confidence. Its policy (``expert_policy``) is the greedy
bot with its estimates tuned; it plays that policy's moves in the gift phase: searching them
too, with the worlds a decision can afford, did not beat the greedy bot (50 % of 30 games).
"""

from __future__ import annotations

import random

from ..search import Budget, Expert, search
from . import bots as _bots
from .bots import _Ctx, greedy_bot, own_hand, smallest_payment
from .cards import CATEGORIES
from .determinize import determinize
from .expert_policy import ExpertCtx, expert_policy
from .expert_policy import decide as expert_decide
from .state import AUCTION

#: The expert's default budget: simulated decisions per choice (``bench.bots`` measures it).
EXPERT_BUDGET = Budget(moves=800, min_worlds=3, confidence=2.0)
#: The church card's adjustments weighed beside declining, the greedy bot's best first.
CHURCH_OPTIONS = 4
#: The share of the easy bot's decisions that are the greedy bot's.
EASY_GREEDY_SHARE = 0.5


def candidates(view: dict, legal: list[dict], wide: bool = False) -> list[dict]:
    """The moves worth weighing, the greedy bot's first, each once: every placement and every
    public card; for a church card the greedy use and declining (``wide``: the expert's, also
    the ``CHURCH_OPTIONS`` adjustments the greedy bot rates best, and its own policy's move
    first, ``expert_policy``, the greedy bot's then among the others); in an auction passing,
    the greedy bid and the least bid it can pay; paying (the greedy way) and refusing."""
    if not legal:
        return [{"type": "pass"}]
    first = (expert_policy if wide else greedy_bot)(view, legal, random.Random(0))
    out = [first]

    def add(action: dict | None) -> None:
        if action is not None and action not in out:
            out.append(action)

    kind = legal[0]["type"]
    if wide:
        add(greedy_bot(view, legal, random.Random(0)))
    if kind in ("place", "take"):
        for template in legal:
            add(dict(template))
    elif kind == "church":
        add({"type": "church", "adjust": []})
        for adjust in church_options(view, legal)[: CHURCH_OPTIONS if wide else 0]:
            add({"type": "church", "adjust": adjust})
    elif kind in ("bid", "pass"):
        add({"type": "pass"})
        add(least_payable_bid(view, legal))
    else:
        add({"type": "refuse"} if any(t["type"] == "refuse" for t in legal) else None)
        add(greedy_payment(view, legal))
    return out


def church_options(view: dict, legal: list[dict]) -> list[list[dict]]:
    """The church card's adjustments, best first by the greedy bot's reckoning (the dice of
    the categories it probably wins up, those the others probably win down)."""
    weights = _Ctx(view).w
    index = {name: c for c, name in enumerate(CATEGORIES)}
    scored = [
        (-sum(a["delta"] * weights[index[a["category"]]] for a in t["adjust"]), i)
        for i, t in enumerate(legal)
        if t["adjust"]
    ]
    return [[dict(a) for a in legal[i]["adjust"]] for _, i in sorted(scored)]


def least_payable_bid(view: dict, legal: list[dict]) -> dict | None:
    """The smallest legal bid the seat's hand can pay (R21/R22: gold without change, or as
    many cards as the bid), or None."""
    template = next((t for t in legal if t["type"] == "bid"), None)
    if template is None:
        return None
    hand = own_hand(view)
    if view.get("kept"):
        hand.append(view["kept"])
    if view["auction"]["currency"] == "cards":
        amount = template["min"]
        return {"type": "bid", "amount": amount} if amount <= len(hand) else None
    payment = smallest_payment(hand, template["min"])
    if payment is None or payment[0] > template["max"]:
        return None
    return {"type": "bid", "amount": payment[0]}


def greedy_payment(view: dict, legal: list[dict]) -> dict | None:
    """Paying the greedy bot's way (the smallest gold, or the cards needed least), or None
    when the hand cannot pay."""
    template = next((t for t in legal if t["type"] == "pay"), None)
    if template is None:
        return None
    hand = own_hand(view)
    if "count" in template:
        if len(hand) < template["count"]:
            return None
        _, cards = _Ctx(view).cheapest_cards(template["count"])
        return {"type": "pay", "cards": cards}
    payment = smallest_payment(hand, template["at_least"])
    return None if payment is None else {"type": "pay", "cards": payment[1]}


def easy_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """A beginner: the greedy move half the time, else a plausible one (module docstring)."""
    kind = legal[0]["type"] if legal else "pass"
    if kind in ("pay", "refuse"):  # a beginner pays for what it won whenever it can
        return greedy_payment(view, legal) or {"type": "refuse"}
    options = candidates(view, legal)
    if rnd.random() < EASY_GREEDY_SHARE or len(options) == 1:
        return options[0]
    if kind in ("bid", "pass"):
        bid = least_payable_bid(view, legal)
        return rnd.choice([{"type": "pass"}, bid]) if bid else {"type": "pass"}
    return rnd.choice(options)


def expert_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """In the auction phase, the best of ``candidates`` by search over worlds sampled from
    the view; in the gift phase, its policy's move (``expert_policy``)."""
    from . import GAME  # the package registers the game after importing its bots

    if view["phase"] != AUCTION:
        return expert_policy(view, legal, rnd)
    options = candidates(view, legal, wide=True)
    rollout = RolloutPolicy(view["seat"])
    return search(GAME, view, options, determinize, rollout, rnd, EXPERT_BUDGET)


class RolloutPolicy:
    """The players of the search's rollouts: the expert's policy (``expert_policy``) in the
    seat ``expert`` (None: none), the greedy bot in the others; the same choices, faster.

    An auction is bid up one step at a time, and what the greedy bot knows of a position
    (``bots._Ctx``) does not change while it is: not the high bid, not who passed. So within
    one rollout (``reset`` between them) a bid or a payment reuses the digest of the same
    position and the worths it computed there."""

    def __init__(self, expert: int | None = None) -> None:
        self._ctx: dict[tuple, _Ctx] = {}
        self._expert = expert

    def __call__(self, view: dict, legal: list[dict], rnd: random.Random) -> dict:
        kind = legal[0]["type"] if legal else "pass"
        mine = view["seat"] == self._expert
        if kind not in ("bid", "pass", "pay", "refuse"):
            return (expert_policy if mine else greedy_bot)(view, legal, rnd)
        if len(legal) == 1 and kind in ("pass", "refuse"):
            return dict(legal[0])
        try:
            ctx = self._context(view, mine)
            if mine:
                return expert_decide(ctx, view, legal)
            if kind in ("bid", "pass"):
                return _bots._bid(ctx, view, legal)
            return _bots._pay(ctx, view, legal)
        except Exception:  # as the greedy bot does: the safest legal action instead
            return _bots._fallback(view, legal)

    def reset(self) -> None:
        """A new rollout begins (``engine.search``): forget the positions of the last."""
        self._ctx.clear()

    def _context(self, view: dict, mine: bool) -> _Ctx:
        # Within one rollout a seat's position is told by the cards left to auction, the
        # hands' sizes, the dice and the discards (a bid or a payment changes none of them).
        church = view["pending_church"]
        key = (
            view["seat"],
            view["auction_pile"],
            view["auction"]["card"] if view["auction"] else None,
            church["card"] if church else None,
            tuple(h["count"] for h in view["hands"]),
            tuple(view["dice"].values()),
            len(view["discards"]["face_up"]),
            view["discards"]["face_down"],
        )
        ctx = self._ctx.get(key)
        if ctx is None:
            ctx = self._ctx[key] = (ExpertCtx if mine else _Ctx)(view)
            gains: dict[str, float] = {}
            losses: dict[tuple, float] = {}
            cheapest: dict[tuple, tuple[float, list[str]]] = {}
            gain, loss, cheapest_cards = ctx.gain, ctx.loss, ctx.cheapest_cards

            def cached_gain(cid: str) -> float:
                if cid not in gains:
                    gains[cid] = gain(cid)
                return gains[cid]

            def cached_loss(cid: str, seat: int | None = None) -> float:
                if (cid, seat) not in losses:
                    losses[cid, seat] = loss(cid, seat)
                return losses[cid, seat]

            def cached_cheapest(count: int, limit: float = float("inf")) -> tuple:
                if (count, limit) not in cheapest:
                    cheapest[count, limit] = cheapest_cards(count, limit)
                spent, cards = cheapest[count, limit]
                return spent, list(cards)

            ctx.gain, ctx.loss, ctx.cheapest_cards = cached_gain, cached_loss, cached_cheapest  # type: ignore[method-assign]
        return ctx


def expert_deliberates(view: dict) -> bool:
    """Whether the expert searches this decision (``engine.table`` defers only those)."""
    return view["phase"] == AUCTION and len(candidates(view, view["legal_actions"])) > 1


expert_bot.deliberates = expert_deliberates  # type: ignore[attr-defined]


def expert_candidates(view: dict) -> list[dict]:
    """The moves the expert weighs at the view's decision, its own first (``candidates``)."""
    return candidates(view, view["legal_actions"], wide=True)


def always(view: dict) -> bool:
    """Every decision's worlds can be drawn (``determinize`` rebuilds both phases)."""
    return True


#: What the expert's advice searches with (``engine.advice``): its bot's candidates, worlds and
#: rollouts, in every phase. A hint searches a few thousand simulated decisions (about a second
#: of CPU at the start of a game), a review at most ``review_moves`` per seat
#: (``bench.review``: well within the contract's 60 s of one core per seat).
EXPERT = Expert(
    candidates=expert_candidates,
    searchable=always,
    determinize=determinize,
    rollout=RolloutPolicy,
    hint=Budget(moves=6000, min_worlds=6, max_worlds=64, confidence=EXPERT_BUDGET.confidence),
    review_moves=200_000,
)
