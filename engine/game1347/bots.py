"""1347's bots: functions of (the seat's view, its legal action templates, an RNG).

They never receive the state (``protocol.Bot``): what they know is what their seat may see.

``random_bot`` picks a template uniformly, then for each selection (``{"from", "min", "max"}``)
a size uniformly in ``min..max`` and that many items uniformly.

``greedy_bot`` plays to win from its view alone (no memory: the same view gives the same
choice). It weighs every option in victory points:

- **The plague** (P64): the nun row's total is estimated from the cards it has seen (its hand,
  the discard pile, revealed cards, the nun cards it looked at) as a normal law; the chance to
  die with r rats, allowing for the rats it can still discard in the rounds left, times the VP at
  stake, prices every rat gained or discarded.
- **Influence** (P59): each class's expected VP from the chance that each opponent ends ahead
  (their current influence plus the cards they committed at the same building, noise growing with
  the rounds left).
- **Entering** (P30–P41): for each row building, the cards of its class and jokers, plus as many
  other cards as pay for their rats, Swords and Flutes when others are already there; the
  premium action's chance from the public counts, each action's worth in VP.
- **Supplies**, **actions**, **gifts** and **losers**: the best supply action by the same prices;
  actions always performed (Hospital cards while a rat is worth more than the card; Tent looks at
  unseen positions); the cheapest cards given; the largest hand made to give, the leader given
  the rat.
"""

from __future__ import annotations

import random

from .buildings import BUILDING_TYPES, EFFECTS, GUARD_TOWER, PREMIUM, STANDARD
from .cards import (
    CARD_INDEX,
    CARDS_OF_KIND,
    CLASS_OF,
    CLASSES,
    FLUTE,
    GOLD,
    JOKER,
    KIND_OF,
    KINDS,
    NUNS,
    PASS,
    POPULATION,
    SWORD,
)

# --- The random bot ---------------------------------------------------------------------------


def random_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """A template uniformly, then each selection of it at random."""
    return fill(rnd.choice(legal), rnd)


def fill(template: dict, rnd: random.Random) -> dict:
    """A concrete action of ``template``: a random size and random items for each selection."""
    action = {"type": template["type"]}
    for key, value in template.items():
        if isinstance(value, dict):
            action[key] = rnd.sample(value["from"], rnd.randint(value["min"], value["max"]))
        elif key in ("row", "seat"):
            action[key] = value
    return action


# --- The greedy bot ---------------------------------------------------------------------------

_E = 2.718281828459045
_STAKE = 60.0  # what dying of the plague costs, in VP (tuned by greedy-vs-greedy play)
_INFLUENCE_VP = (10.0, 5.0, 2.0)
_CLASS_INDEX = {name: c for c, name in enumerate(CLASSES)}
_TYPE_INDEX = {name: t for t, name in enumerate(BUILDING_TYPES)}
_KEEP = {POPULATION: 0.6, JOKER: 1.3, SWORD: 0.7, FLUTE: 0.5, PASS: 0.6, GOLD: 2.0}
_TAKE = {JOKER: 1.5, SWORD: 0.8, FLUTE: 0.6, PASS: 0.7, GOLD: 1.8}
_DRAW = 0.9  # a population card drawn
_FUTURE_DISCARDS = 0.5  # rats it expects to discard per round left
_LOOK = 0.8  # a nun-row card looked at, while some are unseen


def _phi(x: float) -> float:
    """The standard normal distribution function (logistic approximation, error < 0.01)."""
    if x > 20.0:
        return 1.0
    if x < -20.0:
        return 0.0
    return 1.0 / (1.0 + _E ** (-1.702 * x))


class _Ctx:
    """What the seat knows, digested once per decision."""

    #: The noise on another seat's final influence (P59): ``SPREAD[0] + SPREAD[1]`` per round
    #: left (the expert's policy tunes it: ``expert_policy``).
    SPREAD = (0.6, 0.7)

    def __init__(self, view: dict) -> None:
        self.view = view
        self.me = me = view["seat"]
        self.n = view["players"]
        self.info = info = view["seat_info"]
        mine = info[me]
        self.hand = [CARD_INDEX[c] for c in mine["hand"] or ()]
        self.rats = mine["rats"] or 0
        self.final = view["final_round"]
        self.rounds_left = view["rounds"] - view["round"]
        self.looked = set(mine["looked"])
        self.influence = [[seat["influence"][name] for seat in info] for name in CLASSES]
        self._plague(view)

    def _plague(self, view: dict) -> None:
        """The nun row's total as a mean and a variance, from the cards seen (P64)."""
        seen = {c for c in self.hand if KIND_OF[c] == POPULATION}
        seen.update(CARD_INDEX[c] for c in view["discard"])
        for seat in self.info:
            entered = seat["entered"]
            if entered and entered["cards"]:
                seen.update(CARD_INDEX[c] for c in entered["cards"])
        known, unknown = 0, 0
        for slot in view["nun_row"]:
            if slot["card"] is None:
                unknown += 1
            else:
                card = CARD_INDEX[slot["card"]]
                seen.add(card)
                known += NUNS[card]
        pool = [NUNS[c] for c in CARDS_OF_KIND[POPULATION] if c not in seen] or [2]
        mean = sum(pool) / len(pool)
        var = sum((x - mean) ** 2 for x in pool) / len(pool)
        self.nun_mean = known + unknown * mean
        self.nun_sd = (unknown * var + 0.5 * self.rounds_left + 0.1) ** 0.5
        self.unknown_positions = unknown

    # --- prices -----------------------------------------------------------------------------

    def death(self, rats: int) -> float:
        """The chance the plague kills it with ``rats`` now (P64: more rats than nuns)."""
        effective = rats - _FUTURE_DISCARDS * self.rounds_left
        return _phi((effective - 0.5 - self.nun_mean) / self.nun_sd)

    def rat_cost(self, extra: int) -> float:
        return _STAKE * (self.death(self.rats + extra) - self.death(self.rats))

    def discard_value(self, count: int, rats: int | None = None) -> float:
        rats = self.rats if rats is None else rats
        gone = min(count, rats)
        return _STAKE * (self.death(rats) - self.death(rats - gone))

    def look_value(self) -> float:
        return _LOOK if self.unknown_positions else 0.0

    def keep(self, card: int) -> float:
        if self.final and KIND_OF[card] in (POPULATION, JOKER):
            return 0.3  # P60: only the hand majority is left for it
        return _KEEP[KIND_OF[card]]

    def class_vp(self, c: int, mine: int, bump: dict[int, int]) -> float:
        """P59: the expected VP of class ``c`` with influence ``mine``, the others' raised by
        ``bump``; a marker arriving later ranks below equals (P35)."""
        if mine <= 0:
            return 0.0
        spread = self.SPREAD[0] + self.SPREAD[1] * self.rounds_left
        dist = [1.0]
        for seat in range(self.n):
            if seat == self.me:
                continue
            theirs = self.influence[c][seat] + bump.get(seat, 0)
            ahead = _phi((theirs - mine + 0.5) / spread) if theirs else 0.0
            nxt = [0.0] * (len(dist) + 1)
            for k, p in enumerate(dist):
                nxt[k] += p * (1.0 - ahead)
                nxt[k + 1] += p * ahead
            dist = nxt
        return sum(p * _INFLUENCE_VP[k] for k, p in enumerate(dist) if k < len(_INFLUENCE_VP))

    def effect_value(self, t: int, level: int, power: int) -> float:
        """The worth of a building action (P42–P53) to this seat, in VP."""
        effect = EFFECTS[t][level]
        code = effect.code
        if code == "draw":
            return effect.count * _DRAW
        if code == "draw_per_influence":
            return power // effect.per * _DRAW
        if code == "take":
            left = self.view["supply"][KINDS[effect.kind]] or 0
            return min(effect.count, left) * _TAKE[effect.kind]
        if code == "discard_rats":
            return self.discard_value(effect.count)
        if code == "hospital":
            base = self.discard_value(effect.rats)
            rats = self.rats - effect.rats
            return base + max(0.0, self.discard_value(effect.count, rats) - 0.6 * effect.count)
        if code == "demand_cards":
            size = len(self.hand)
            givers = sum(
                1 for seat in self.info if seat["seat"] != self.me and seat["hand_count"] >= size
            )
            return givers * 3 * _DRAW * 0.8
        if code == "look":
            return min(effect.count, self.unknown_positions) * self.look_value()
        if code == "take_vp":
            return min(effect.count, self.view["vp_supply"]) * 1.0
        return 0.0

    def unseen_positions(self, count: int) -> list[int]:
        """Nun-row positions to look at: those it has not seen first."""
        order = sorted(range(1, 6), key=lambda p: (p in self.looked, p))
        return order[:count]


def greedy_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """The best action by the prices of ``_Ctx`` (see the module docstring)."""
    kind = legal[0]["type"]
    if kind == "choose_loser":
        return _choose_loser(view, legal)
    ctx = _Ctx(view)
    if kind == "supply":
        return _supply(ctx, legal)
    if kind in ("enter", "play_pass"):
        return _turn(ctx, legal)
    if kind == "give":
        return _give(ctx, legal[0])
    return _perform(ctx, legal[0])


def _supply(ctx: _Ctx, legal: list[dict]) -> dict:
    """P25: the row card whose symbols are worth most."""
    best, best_value = legal[0], -1.0
    for template in legal:
        symbols = ctx.view["row"][template["row"] - 1]["supply"]
        value = symbols["draw"] * _DRAW + ctx.discard_value(symbols["rats"])
        value += symbols["look"] * ctx.look_value()
        if value > best_value:
            best, best_value = template, value
    looks = best["look"]["max"]
    return {"type": "supply", "row": best["row"], "look": ctx.unseen_positions(looks)}


def _turn(ctx: _Ctx, legal: list[dict]) -> dict:
    """P30: a Pass to see the others first when it has two, else the best entry."""
    view = ctx.view
    waiting = sum(1 for seat in ctx.info if seat["entered"] is None) - 1
    passes = sum(1 for c in ctx.hand if KIND_OF[c] == PASS)
    if not ctx.final and passes >= 2 and waiting >= 2:
        return {"type": "play_pass"}
    best: tuple[float, dict] | None = None
    for template in legal:
        if template["type"] == "enter":
            value, action = _best_entry(ctx, view, template)
            if best is None or value > best[0]:
                best = (value, action)
    assert best is not None
    return best[1]


def _best_entry(ctx: _Ctx, view: dict, template: dict) -> tuple[float, dict]:
    """The best cards to commit at one building and what that is worth: the cards of its class
    and jokers, then other cards while their influence pays for their rats; Swords and Flutes
    when others are there already."""
    card = view["row"][template["row"] - 1]
    c = _CLASS_INDEX[card["class"]]
    t = _TYPE_INDEX[card["type"]]
    here = card["discs"]
    counts = {s: ctx.info[s]["entered"]["count"] for s in here}
    offered = [CARD_INDEX[i] for i in template["cards"]["from"]]
    base = [x for x in offered if KIND_OF[x] == JOKER or CLASS_OF[x] == c]
    others = sorted(
        (x for x in offered if KIND_OF[x] == POPULATION and CLASS_OF[x] != c), key=ctx.keep
    )
    swords = [x for x in offered if KIND_OF[x] == SWORD] if here else []
    flutes = [x for x in offered if KIND_OF[x] == FLUTE] if here and ctx.rats else []
    contest = 0.0
    if swords:
        loot = max(ctx.info[s]["hand_count"] for s in here) // 2
        contest += 0.5 * loot * _DRAW - sum(ctx.keep(x) for x in swords)
    if flutes:
        contest += 0.5 * ctx.discard_value(1) - sum(ctx.keep(x) for x in flutes)
    extra = (swords + flutes) if contest > 0 else []
    mine = ctx.influence[c][ctx.me]
    now = ctx.class_vp(c, mine, counts)
    later = sum(1 for seat in ctx.info if seat["entered"] is None) - 1
    best_value, best_cards = -1e9, base
    kept = sum(ctx.keep(x) for x in base)
    for j in range(len(others) + 1):
        if j:
            kept += ctx.keep(others[j - 1])
        power = len(base) + j
        chance = _premium_chance(ctx, counts, power, later, len(view["row"]))
        if ctx.final:  # P41: +1 influence instead of the actions
            gain = ctx.class_vp(c, mine + power, counts) - now
            bonus = ctx.class_vp(c, mine + power + 1, counts) - now
            value = chance * bonus + (1 - chance) * gain
        else:
            value = ctx.class_vp(c, mine + power, counts) - now
            value += chance * ctx.effect_value(t, PREMIUM, power)
            if t != GUARD_TOWER:
                value += (1 - chance) * ctx.effect_value(t, STANDARD, power)
        value -= kept + ctx.rat_cost(j)
        if value > best_value:
            best_value, best_cards = value, base + others[:j]
    best_value += max(contest, 0.0)
    cards = [view_id for view_id in template["cards"]["from"] if CARD_INDEX[view_id] in best_cards]
    cards += [view_id for view_id in template["cards"]["from"] if CARD_INDEX[view_id] in extra]
    return best_value, {"type": "enter", "row": template["row"], "cards": cards}


def _premium_chance(
    ctx: _Ctx, counts: dict[int, int], power: int, later: int, row_size: int
) -> float:
    """P38/P40: the chance its count of population cards + jokers takes the premium action,
    from the counts of those already there (every card counted as influential) and the seats
    still to enter (which may come and beat it)."""
    if ctx.n == 2:
        (other,) = [s for s in range(2) if s != ctx.me]
        entered = ctx.info[other]["entered"]
        if entered is not None:
            return 1.0 if power > entered["count"] else 0.0
        return _phi((power - 0.4 * ctx.info[other]["hand_count"]) / 1.5)
    if any(count >= power for count in counts.values()):
        return 0.0
    return (1.0 - 0.4 / row_size) ** later


def _give(ctx: _Ctx, template: dict) -> dict:
    """P36/P49: the cards it needs least."""
    count = template["cards"]["min"]
    ranked = sorted(template["cards"]["from"], key=lambda i: ctx.keep(CARD_INDEX[i]))
    return {"type": "give", "cards": ranked[:count]}


def _perform(ctx: _Ctx, template: dict) -> dict:
    """P38: always perform; Hospital cards while a rat is worth more than the card (P47), the
    Tent's looks at unseen positions (P50)."""
    cards: list[str] = []
    building_type = _TYPE_INDEX[template["building"].rsplit("-", 1)[0]]
    level = PREMIUM if template["level"] == "premium" else STANDARD
    rats = ctx.rats - EFFECTS[building_type][level].rats  # the Hospital premium's own rat
    for card_id in sorted(template["cards"]["from"], key=lambda i: ctx.keep(CARD_INDEX[i])):
        if len(cards) >= template["cards"]["max"]:
            break
        if ctx.discard_value(1, rats - len(cards)) <= ctx.keep(CARD_INDEX[card_id]):
            break
        cards.append(card_id)
    look = ctx.unseen_positions(template["look"]["min"])
    return {"type": "perform", "cards": cards, "look": look}


def _choose_loser(view: dict, legal: list[dict]) -> dict:
    """P36: the Sword loser with the largest hand; P37: the rat to the strongest rival."""
    info = view["seat_info"]
    sword = view["prompt"]["params"]["contest"] == "sword"

    def worth(template: dict) -> int:
        seat = info[template["seat"]]
        return seat["hand_count"] if sword else sum(seat["influence"].values())

    return max(legal, key=worth)
