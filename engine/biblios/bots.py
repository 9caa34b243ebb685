"""Biblios's bots: functions of (the seat's view, its legal action templates, an RNG).

They never receive the state (``protocol.Bot``): what they know is what their seat may see.

``random_bot`` picks uniformly among the concrete legal actions. ``greedy_bot`` plays to win
from its view alone (it has no memory either: the same view gives the same choice). It scores
a position as its expected VP minus the opponents' average, plus its gold at a price per coin:

- **Categories** (R27): every card it has not seen (other hands, the draw pile, the auction
  pile, the cards removed at setup, face-down discards) is equally likely to be anywhere
  unseen; each opponent holds its visible hand count of them, every seat gets an equal share
  of the gifts still to come and a share of the auctions to come by its (expected) gold. That
  gives each seat's final total of a category a mean and a variance, hence its chance to win
  the category (normal approximation, ties by the earliest letter), worth the die's face.
- **Gold** is the currency: a coin is worth the VP still for sale in future auctions divided
  by all the gold that will chase them, and never less than a small tie-break value (R29).
- **Placing** (R11) maximizes this turn's total over the three destinations with a small
  dynamic programme over the cards still to be drawn this turn (keep the best for itself, give
  away what helps others least, auction the rest). **Taking** (R12) picks the best card for
  itself, plus denial when others take after it.
- **Church cards** (R17) raise the dice of categories it probably wins and lower those others
  probably win; it declines when nothing helps.
- **Bidding** (R19–R21) goes on while the card's worth to it plus what it denies the others
  exceeds the gold it would really pay (no change is given) against what the others would pay;
  it never bids more than it can pay, lets a bidder who cannot possibly pay be penalized, and
  bids the exact amount of its cheapest payment. **Paying** uses the smallest sufficient gold
  combination (fewest cards on a tie), or for a gold card the cards it needs least; it refuses
  (R24/R25) only when the penalty costs less than the payment.
"""

from __future__ import annotations

import random

from .cards import CARD_IDS, CATEGORIES, CATEGORY_OF, EFFECT, IS_CHURCH, IS_GOLD, LETTER, VALUE

_MAX_PAY_TRIES = 4


def random_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """Uniform among the concrete legal actions: each bid amount of a range counts as one
    action, each other template as one (a payment is made with random cards that cover it)."""
    weights = [t["max"] - t["min"] + 1 if t["type"] == "bid" else 1 for t in legal]
    (template,) = rnd.choices(legal, weights)
    if template["type"] == "bid":
        return {"type": "bid", "amount": rnd.randint(template["min"], template["max"])}
    if template["type"] == "pay":
        return {"type": "pay", "cards": random_payment(view, template, rnd)}
    return dict(template)


def own_hand(view: dict) -> list[str]:
    """The card ids of the seat's own hand, as its view shows them."""
    for hand in view["hands"]:
        if hand["seat"] == view["seat"]:
            return list(hand["cards"] or ())
    return []


def gold_value(card_id: str) -> int:
    """The value of a gold card id (``gold-<value>-<nn>``), 0 for any other card."""
    return int(card_id[5]) if card_id.startswith("gold-") else 0


def random_payment(view: dict, template: dict, rnd: random.Random) -> list[str]:
    """Random cards of the hand that pay ``template``: ``count`` cards, or gold ``at_least``."""
    hand = own_hand(view)
    if "count" in template:
        return rnd.sample(hand, template["count"])
    golds = [c for c in hand if gold_value(c)]
    rnd.shuffle(golds)
    paid: list[str] = []
    total = 0
    for card in golds:
        if total >= template["at_least"]:
            break
        paid.append(card)
        total += gold_value(card)
    return paid


# --- The greedy bot -------------------------------------------------------------------------

# Tuning (measured with ``python -m bench.bots`` and greedy-vs-greedy matches).
_GOLD_WORTH = 1.0  # VP a future non-gold auction card is worth, spread over the gold chasing it
_GOLD_FLOOR = 0.03  # the least a coin is worth: the tie-break (R29)
_GOLD_CAP = 1.0
_AUCTION_SHARE = 0.5  # placing on the auction pile: this share of (my worth - others' worth)
_TAKE_DENIAL = 0.5  # taking from the public space: weight of what later takers would get
_OPEN_DENIAL = 0.5  # bidding first: weight of what passing may let the others get

_CAT, _GOLD, _CHURCH = 0, 1, 2
# card id -> (kind, category, value, letter, church effect)
_CARD: dict[str, tuple[int, int, int, int, str]] = {
    card_id: (
        _GOLD if IS_GOLD[i] else _CHURCH if IS_CHURCH[i] else _CAT,
        CATEGORY_OF[i],
        VALUE[i],
        LETTER[i],
        EFFECT[i],
    )
    for i, card_id in enumerate(CARD_IDS)
}
_VALUES = tuple(tuple(VALUE[9 * c + letter] for letter in range(9)) for c in range(5))
_FULL = 0x1FF  # the nine letters of a category
_NO_LETTER = 9
_CHURCH_COUNTS = {"up1": 2, "down1": 2, "up2": 2, "down2": 2, "updown": 1}
_E = 2.718281828459045


def _mask_stats(values: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """For each set of letters (a 9-bit mask): total value, sum of squares, earliest letter."""
    stats = []
    for mask in range(512):
        letters = [i for i in range(9) if (mask >> i) & 1]
        stats.append(
            (
                sum(values[i] for i in letters),
                sum(values[i] ** 2 for i in letters),
                letters[0] if letters else _NO_LETTER,
            )
        )
    return stats


_MASK_STATS = tuple(_mask_stats(_VALUES[c]) for c in range(5))
# The category cards as (category, value) groups for the placement programme: their letters.
_GROUPS = tuple(
    (c, v, sum(1 << i for i in range(9) if _VALUES[c][i] == v))
    for c in range(5)
    for v in sorted(set(_VALUES[c]))
)


def _phi(x: float) -> float:
    """The standard normal distribution function (logistic approximation, error < 0.01)."""
    if x > 20.0:
        return 1.0
    if x < -20.0:
        return 0.0
    return 1.0 / (1.0 + _E ** (-1.702 * x))


def _earliest_without(letters: list[int], letter: int) -> int:
    """The earliest of the sorted ``letters`` once ``letter`` (one of them) is gone."""
    if letters[0] != letter:
        return letters[0]
    return letters[1] if len(letters) > 1 else _NO_LETTER


def _church_gain(effect: str, weights: list[float], dice: list[int]) -> float:
    """The best a church card can do with these per-die weights (declining counts as 0)."""
    ups = sorted((weights[c] for c in range(5) if dice[c] < 6), reverse=True)
    downs = sorted((-weights[c] for c in range(5) if dice[c] > 1), reverse=True)
    best = 0.0
    if effect in ("up1", "updown") and ups:
        best = max(best, ups[0])
    if effect in ("down1", "updown") and downs:
        best = max(best, downs[0])
    if effect == "up2" and len(ups) >= 2:
        best = max(best, ups[0] + ups[1])
    if effect == "down2" and len(downs) >= 2:
        best = max(best, downs[0] + downs[1])
    return best


class _Ctx:
    """What the seat knows, digested once per decision: its hand, the unseen cards, each
    seat's share of them, the chance to win each category and the worth of a coin."""

    #: The variance of a seat's share of the unseen cards, relative to a uniform draw's, and an
    #: opponent's expected share of them, relative to a uniform share (the expert's policy
    #: tunes both: ``expert_policy``).
    SPREAD = 1.0
    OPPONENT_SHARE = 1.0

    def __init__(self, view: dict, taking: bool = False) -> None:
        n = view["players"]
        me = view["seat"]
        self.n = n
        self.kappa = kappa = 1.0 / (n - 1)
        self.k1 = 1.0 + kappa
        dice_view = view["dice"]
        self.dice = [dice_view[name] for name in CATEGORIES]
        hand = own_hand(view)
        kept = view.get("kept")
        if kept:
            hand.append(kept)  # it joins the hand at the end of the turn (R12)
        self.hand = hand
        tot = [0] * 5
        lets: list[list[int]] = [[] for _ in range(5)]
        seen_mask = [0] * 5
        seen_gold = [0, 0, 0, 0]
        seen_church = dict.fromkeys(_CHURCH_COUNTS, 0)
        gold = 0
        for cid in hand:
            kind, c, v, letter, effect = _CARD[cid]
            if kind == _CAT:
                tot[c] += v
                lets[c].append(letter)
                seen_mask[c] |= 1 << letter
            elif kind == _GOLD:
                gold += v
                seen_gold[v] += 1
        for letter_list in lets:
            letter_list.sort()
        self.tot = tot
        self.lets = lets
        self.gold = gold
        # Public cards go to other seats unless this seat is choosing among them.
        opp_mu = [0.0] * 5
        opp_var = [0.0] * 5
        share = 1.0 / (n - 1)
        others = []
        auction = view.get("auction")
        pending = view.get("pending_church")
        if view.get("drawn"):
            others.append(view["drawn"])
        if auction:
            others.append(auction["card"])
        if pending:
            others.append(pending["card"])
        for cid in view["public"]:
            others.append(cid)
            kind, c, v, _, _ = _CARD[cid]
            if not taking and kind == _CAT:
                opp_mu[c] += v * share
                opp_var[c] += v * v * share * (1.0 - share)
        seen = len(hand)
        for cid in (*view["discards"]["face_up"], *others):
            seen += 1
            kind, c, v, letter, effect = _CARD[cid]
            if kind == _CAT:
                seen_mask[c] |= 1 << letter
            elif kind == _GOLD:
                seen_gold[v] += 1
            else:
                seen_church[effect] += 1
        # The unseen cards ("pool") by category: total, sum of squares, earliest letter.
        self.masks = masks = [_FULL & ~m for m in seen_mask]
        self.pool_u = [0] * 5
        self.pool_s2 = [0] * 5
        self.pool_let = [0] * 5
        for c in range(5):
            self.pool_u[c], self.pool_s2[c], self.pool_let[c] = _MASK_STATS[c][masks[c]]
        self.pool_gold = [0, 11 - seen_gold[1], 11 - seen_gold[2], 11 - seen_gold[3]]
        self.pool_church = {e: k - seen_church[e] for e, k in _CHURCH_COUNTS.items()}
        self.q = q = max(1, 87 - seen)
        pool_gold_count = sum(self.pool_gold)
        pool_gold_value = self.pool_gold[1] + 2 * self.pool_gold[2] + 3 * self.pool_gold[3]
        # Where an unseen card ends: each opponent holds its visible hand count of them; of the
        # cards still to come, the gifts are shared equally and the auctions by purse (its own
        # gold, the others' expected gold); the rest stays removed or face down.
        draw = view["draw_pile"]
        gifts = draw * n / (n + 1) / n
        for_sale = view["auction_pile"] + draw / (n + 1)
        counts = [(e["seat"], e["count"]) for e in view["hands"] if e["seat"] != me]
        purses = [count / q * pool_gold_value + 1.0 for _, count in counts]
        all_purses = gold + 1.0 + sum(purses)
        self.pm = pm = min(1.0, (gifts + for_sale * (gold + 1.0) / all_purses) / q)
        self.opps = opps = []
        total_share = pm
        for (seat, count), purse in zip(counts, purses, strict=True):
            pj = min(1.0, (count + gifts + for_sale * purse / all_purses) / q)
            total_share += pj
            opps.append((seat, pj, opp_mu, opp_var))
        # The chance to win each category now, and what a die step is worth.
        self.base = [self.p_win(c, tot[c], lets[c][0] if lets[c] else _NO_LETTER) for c in range(5)]
        self.w = [
            self.k1 * self.base[c] - (kappa if tot[c] or self.pool_u[c] or opp_mu[c] else 0.0)
            for c in range(5)
        ]
        # A coin: the VP for sale in future auctions over the gold that will chase them.
        non_gold = for_sale * (q - pool_gold_count) / q
        chasing = gold + pool_gold_value * min(1.0, total_share) + 3.0
        self.lam = min(_GOLD_CAP, max(_GOLD_FLOOR, _GOLD_WORTH * non_gold / chasing))

    # --- Chances and worths ------------------------------------------------------------------

    def p_win(
        self, c: int, mine: int, letter: int, seat: int = -1, extra: int = 0, extra_letter: int = 9
    ) -> float:
        """The chance this seat wins category ``c`` holding ``mine`` (best letter ``letter``);
        ``seat`` (an opponent) gets ``extra`` more (a card of letter ``extra_letter``)."""
        u = self.pool_u[c]
        s2 = self.pool_s2[c] * self.SPREAD
        pm = self.pm
        if mine <= 0 and pm * u == 0:
            return 0.0
        mu_me = mine + pm * u
        var_me = pm * (1.0 - pm) * s2
        pool_letter = self.pool_let[c]
        p = 1.0
        share = self.OPPONENT_SHARE
        for s, pj, opp_mu, opp_var in self.opps:
            mu = share * pj * u + opp_mu[c]
            var = var_me + pj * (1.0 - pj) * s2 + opp_var[c]
            best = pool_letter
            if s == seat:
                mu += extra
                if extra_letter < best:
                    best = extra_letter
            d = mu_me - mu + (0.5 if letter < best else -0.5)
            if var < 1e-9:
                if d <= 0:
                    return 0.0
            else:
                p *= _phi(d / var**0.5)
        return p

    def gain(self, cid: str) -> float:
        """What getting this card is worth to this seat."""
        kind, c, v, letter, effect = _CARD[cid]
        if kind == _GOLD:
            return self.lam * v
        if kind == _CHURCH:
            return _church_gain(effect, self.w, self.dice)
        return self._gain_cat(c, v, letter)

    def _gain_cat(self, c: int, v: int, letter: int) -> float:
        lets = self.lets[c]
        best = lets[0] if lets else _NO_LETTER
        p = self.p_win(c, self.tot[c] + v, min(best, letter))
        return self.dice[c] * self.k1 * (p - self.base[c])

    def loss(self, cid: str, seat: int | None = None) -> float:
        """What an opponent getting this card costs this seat (``None``: any opponent)."""
        kind, c, v, letter, effect = _CARD[cid]
        if kind == _GOLD:
            return self.lam * v * self.kappa
        if kind == _CHURCH:
            neg = [-x for x in self.w]
            return _church_gain(effect, neg, self.dice) * (1.0 if self.n == 2 else 0.5)
        return self._loss_cat(c, v, letter, seat)

    def _loss_cat(self, c: int, v: int, letter: int, seat: int | None) -> float:
        lets = self.lets[c]
        best = lets[0] if lets else _NO_LETTER
        seats = [s for s, _, _, _ in self.opps] if seat is None else [seat]
        drop = 0.0
        for s in seats:
            drop += self.base[c] - self.p_win(c, self.tot[c], best, s, v, letter)
        return self.dice[c] * self.k1 * drop / len(seats)

    def removal_costs(self) -> list[float]:
        """What losing each card of the hand would cost, one at a time."""
        costs = []
        for cid in self.hand:
            kind, c, v, letter, _ = _CARD[cid]
            if kind == _GOLD:
                costs.append(self.lam * v)
            elif kind == _CAT:
                p = self.p_win(c, self.tot[c] - v, _earliest_without(self.lets[c], letter))
                costs.append(self.dice[c] * self.k1 * (self.base[c] - p))
            else:
                costs.append(0.0)
        return costs

    def cheapest_cards(self, count: int, limit: float = float("inf")) -> tuple[float, list[str]]:
        """The ``count`` cards of the hand it needs least (chosen one by one) and what giving
        them all costs; stops early with an infinite cost once the cost passes ``limit``."""
        tot = list(self.tot)
        lets = [list(x) for x in self.lets]
        cur = list(self.base)
        left = list(self.hand)
        chosen: list[str] = []
        spent = 0.0
        for _ in range(min(count, len(left))):
            best_cost = float("inf")
            best_i = -1
            best_after: tuple[int, float] | None = None
            tried: set[tuple[int, int, int]] = set()
            for i, cid in enumerate(left):
                kind, c, v, letter, _ = _CARD[cid]
                if kind == _GOLD:
                    key = (-1, v, 0)
                    if key in tried:
                        continue
                    tried.add(key)
                    cost = self.lam * v
                    after = None
                elif kind == _CAT:
                    first = lets[c][0] == letter
                    key = (c, v, int(first))
                    if key in tried:
                        continue
                    tried.add(key)
                    p = self.p_win(c, tot[c] - v, _earliest_without(lets[c], letter))
                    # the lower value on a tie: it keeps the most should its estimate be off
                    cost = self.dice[c] * self.k1 * (cur[c] - p) + 1e-6 * v
                    after = (c, p)
                else:
                    cost = 0.0
                    after = None
                if cost < best_cost:
                    best_cost, best_i, best_after = cost, i, after
            cid = left.pop(best_i)
            chosen.append(cid)
            spent += best_cost
            if spent > limit:
                return float("inf"), chosen
            if best_after is not None:
                c, p = best_after
                kind, _, v, letter, _ = _CARD[cid]
                tot[c] -= v
                lets[c].remove(letter)
                cur[c] = p
        if len(chosen) < count:
            return float("inf"), chosen
        return spent, chosen

    def penalty(self, bluff: bool) -> float:
        """What refusing to pay costs (R24/R25): random cards of the hand lost, one to each
        other seat (worth to them what it was to this seat), or one removed from the game."""
        if not self.hand:
            return 0.0
        costs = self.removal_costs()
        mean = sum(costs) / len(costs)
        if bluff:
            return mean
        return min(self.n - 1, len(costs)) * 2.0 * mean


def _golds(hand: list[str]) -> list[list[str]]:
    by_value: list[list[str]] = [[], [], [], []]
    for cid in hand:
        kind, _, v, _, _ = _CARD[cid]
        if kind == _GOLD:
            by_value[v].append(cid)
    for cards in by_value:
        cards.sort()
    return by_value


def smallest_payment(hand: list[str], at_least: int) -> tuple[int, list[str]] | None:
    """The gold cards of ``hand`` with the smallest total that is at least ``at_least`` (no
    change is given, R21), the fewest cards on a tie; None if the hand's gold falls short."""
    by_value = _golds(hand)
    n1, n2, n3 = len(by_value[1]), len(by_value[2]), len(by_value[3])
    best: tuple[int, int, int, int, int] | None = None
    for c3 in range(n3 + 1):
        for c2 in range(n2 + 1):
            c1 = max(0, at_least - 3 * c3 - 2 * c2)
            if c1 > n1:
                continue
            key = (3 * c3 + 2 * c2 + c1, c1 + c2 + c3, c1, c2, c3)
            if best is None or key < best:
                best = key
            if 3 * c3 + 2 * c2 >= at_least:
                break
    if best is None:
        return None
    total, _, c1, c2, c3 = best
    return total, by_value[1][:c1] + by_value[2][:c2] + by_value[3][:c3]


def greedy_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """Plays to win from the seat's view (see the module's docstring); always legal.

    Deterministic: the same view and legal actions give the same choice (``rnd`` is unused).
    Should anything go wrong it still answers with a legal action (it stands in for people).
    """
    if not legal:
        return {"type": "pass"}
    try:
        return _greedy(view, legal)
    except Exception:  # a stand-in must always answer: the safest legal action instead
        return _fallback(view, legal)


def _fallback(view: dict, legal: list[dict]) -> dict:
    for kind in ("pass", "refuse"):
        for t in legal:
            if t["type"] == kind:
                return {"type": kind}
    t = legal[-1]  # church: declining is last; place and take: any
    return {k: v for k, v in t.items() if k not in ("min", "max")}


def _greedy(view: dict, legal: list[dict]) -> dict:
    kind = legal[0]["type"]
    if len(legal) == 1 and kind in ("place", "take", "pass", "refuse"):
        return dict(legal[0])
    if kind == "place":
        return _place(_Ctx(view), view, legal)
    if kind == "take":
        return _take(_Ctx(view, taking=True), view, legal)
    if kind == "church":
        return _church(_Ctx(view), legal)
    if kind in ("bid", "pass"):
        return _bid(_Ctx(view), view, legal)
    return _pay(_Ctx(view), view, legal)


def _place(ctx: _Ctx, view: dict, legal: list[dict]) -> dict:
    """R11: this card and the rest of the turn, each to its best destination."""
    n = ctx.n
    turn = view["turn"]
    left = [0 if turn["keep"] else 1, 0 if turn["auction"] else 1, n - 1 - turn["public"]]
    drawn = view["drawn"]

    def worths(gain: float, loss: float) -> tuple[float, float, float]:
        # keep, auction, public
        return gain, _AUCTION_SHARE * (gain - loss) * 2.0 / n, -loss

    # The cards still to be drawn this turn: any unseen card, by kind (weight, three worths).
    types: list[tuple[float, float, float, float]] = []
    q = ctx.q
    if sum(left) > 1:
        for c, v, letters in _GROUPS:
            mask = ctx.masks[c] & letters
            count = mask.bit_count()
            if count:
                letter = (mask & -mask).bit_length() - 1
                gain = ctx._gain_cat(c, v, letter)
                loss = ctx._loss_cat(c, v, letter, None)
                types.append((count / q, *worths(gain, loss)))
        for v in (1, 2, 3):
            if ctx.pool_gold[v]:
                types.append((ctx.pool_gold[v] / q, *worths(ctx.lam * v, ctx.lam * v * ctx.kappa)))
        neg = [-x for x in ctx.w]
        for effect, count in ctx.pool_church.items():
            if count > 0:
                gain = _church_gain(effect, ctx.w, ctx.dice)
                loss = _church_gain(effect, neg, ctx.dice) * (1.0 if n == 2 else 0.5)
                types.append((count / q, *worths(gain, loss)))
        weight = sum(t[0] for t in types)
        types = [(w / weight, k, a, p) for w, k, a, p in types] if weight else []

    memo: dict[tuple[int, int, int], float] = {}

    def expect(k: int, a: int, p: int) -> float:
        """The expected worth of the rest of the turn, each card to its best destination."""
        if k + a + p == 0 or not types:
            return 0.0
        key = (k, a, p)
        if key in memo:
            return memo[key]
        after_k = expect(k - 1, a, p) if k else 0.0
        after_a = expect(k, a - 1, p) if a else 0.0
        after_p = expect(k, a, p - 1) if p else 0.0
        no = -1e18
        total = 0.0
        for w, keep, auction, public in types:
            best = keep + after_k if k else no
            if a and auction + after_a > best:
                best = auction + after_a
            if p and public + after_p > best:
                best = public + after_p
            total += w * best
        memo[key] = total
        return total

    now = worths(ctx.gain(drawn), ctx.loss(drawn))
    best_t = legal[0]
    best = -1e18
    for t in legal:
        d = ("keep", "auction", "public").index(t["to"])
        rest = list(left)
        rest[d] -= 1
        score = now[d] + expect(*rest)
        if score > best + 1e-12:
            best, best_t = score, t
    return dict(best_t)


def _take(ctx: _Ctx, view: dict, legal: list[dict]) -> dict:
    """R12: the public card worth most to this seat, plus what it denies later takers."""
    later = len(view["public"]) > 1
    best_t = legal[0]
    best = -1e18
    for t in legal:
        score = ctx.gain(t["card"])
        if later:
            score += _TAKE_DENIAL * ctx.loss(t["card"])
        if score > best + 1e-12:
            best, best_t = score, t
    return dict(best_t)


def _church(ctx: _Ctx, legal: list[dict]) -> dict:
    """R17: the adjustment that helps this seat most; declining when none helps."""
    index = {name: c for c, name in enumerate(CATEGORIES)}
    best_t = None
    best = 1e-9
    for t in legal:
        adjust = t["adjust"]
        if not adjust:
            continue
        score = sum(a["delta"] * ctx.w[index[a["category"]]] for a in adjust)
        if score > best:
            best, best_t = score, t
    if best_t is None:
        return {"type": "church", "adjust": []}
    return {"type": "church", "adjust": [dict(a) for a in best_t["adjust"]]}


def _bid_template(legal: list[dict]) -> dict | None:
    for t in legal:
        if t["type"] == "bid":
            return t
    return None


def _bid(ctx: _Ctx, view: dict, legal: list[dict]) -> dict:
    """R19–R22: bid while the card is worth more than it would really cost."""
    t = _bid_template(legal)
    if t is None:
        return {"type": "pass"}
    auction = view["auction"]
    card = auction["card"]
    me = view["seat"]
    high = auction["high_bid"] or 0
    holder = auction["high_bidder"]
    counts = {h["seat"]: h["count"] for h in view["hands"]}
    gain = ctx.gain(card)
    out = set(auction["passed"]) | set(auction["excluded"]) | {me}
    rivals = [s for s in range(ctx.n) if s not in out]
    if holder is not None:
        loss = ctx.loss(card, holder)
    elif rivals:
        loss = ctx.loss(card) * _OPEN_DENIAL  # someone else may take it, or nobody
    else:
        loss = 0.0  # passing discards it (R19)
    amount = high + 1
    if amount > t["max"]:
        return {"type": "pass"}
    if auction["currency"] == "cards":
        if holder is not None and counts.get(holder, 0) < high:
            return {"type": "pass"}  # the bidder cannot pay: penalized (R24), bid again later
        if amount > len(ctx.hand):
            return {"type": "pass"}
        cost, _ = ctx.cheapest_cards(amount, gain + loss)
        if gain - cost > -loss:
            return {"type": "bid", "amount": amount}
        return {"type": "pass"}
    if holder is not None and high > _max_gold(ctx, counts.get(holder, 0)):
        return {"type": "pass"}  # the bidder cannot pay: penalized (R24), bid again later
    payment = smallest_payment(ctx.hand, amount)
    if payment is None:
        return {"type": "pass"}
    paid = payment[0]
    their_payment = ctx.lam * ctx.kappa * high if holder is not None else 0.0
    if gain - ctx.lam * paid > -loss + their_payment:
        return {"type": "bid", "amount": min(paid, t["max"])}
    return {"type": "pass"}


def _max_gold(ctx: _Ctx, count: int) -> int:
    """The most gold a hand of ``count`` unseen cards can hold."""
    total = 0
    for v in (3, 2, 1):
        k = min(count, ctx.pool_gold[v])
        total += k * v
        count -= k
    return total


def _pay(ctx: _Ctx, view: dict, legal: list[dict]) -> dict:
    """R21/R22/R24: pay (smallest gold, or the cards needed least) unless refusing is better."""
    t = next((t for t in legal if t["type"] == "pay"), None)
    if t is None:
        return {"type": "refuse"}
    card = view["auction"]["card"]
    gain = ctx.gain(card)
    others = ctx.n - 1 - len(view["auction"]["excluded"])
    refuse = -ctx.penalty(view["variant"] == "medieval_bluff")
    if others > 0:
        refuse -= ctx.loss(card)
    if "count" in t:
        cost, cards = ctx.cheapest_cards(t["count"])
        if len(cards) != t["count"]:
            return {"type": "refuse"}
    else:
        payment = smallest_payment(ctx.hand, t["at_least"])
        if payment is None:
            return {"type": "refuse"}
        cost = ctx.lam * payment[0]
        cards = payment[1]
    if gain - cost >= refuse:
        return {"type": "pay", "cards": cards}
    return {"type": "refuse"}
