"""A full 1347 state consistent with one seat's view (a determinization), for the search.

The expert bot (``engine.search``) samples what its seat cannot see and plays the game on with
the engine's own rules. It reads the view only (``views``, the one place that decides what a
seat sees), never a state, and draws from the generator it is given:

- the hidden cards (the other hands, the cards others committed face down, the population
  deck, the nun-row positions it has not looked at) are dealt at random from the cards it has
  not seen: the special cards (jokers, Swords, Flutes, Passes, Gold) that are neither in the
  supplies nor in sight are in the other hands or committed (the committable ones only), the
  unseen population cards anywhere the rules allow them;
- the building deck and the reserve below the cards sent there this round are drawn from the
  game's building cards not in sight (exact for ``first_game`` and ``custom``; for the random
  selections, from the types the row, the reserve and the supplies reveal, else any type of
  the class);
- the others' rat totals (face down, P69) are taken as close to its own.

It is built for the decisions the expert searches, the supply choice and the turn (phases B
and C: ``searchable``); viewing the sample from the same seat gives the same view back.
"""

from __future__ import annotations

import random

from .. import rng
from .buildings import (
    BUILDING_COUNT,
    BUILDING_INDEX,
    BUILDING_TYPES,
    COPIES,
    TYPE_CLASS,
    TYPE_SPECIAL,
)
from .cards import (
    CARD_INDEX,
    CARDS_OF_KIND,
    CLASSES,
    COMMITTABLE,
    FIRST_OF_KIND,
    INFLUENTIAL,
    JOKER,
    KIND_COUNTS,
    KIND_OF,
    KINDS,
    POPULATION,
    SUPPLY_KINDS,
)
from .setup import FIRST_GAME
from .state import ENTER, SUPPLIES, SUPPLY, TURN, GameState

#: The prompts whose state ``determinize`` rebuilds (phases B and C).
SEARCHABLE = {"choose_supply": SUPPLY, "enter_building": TURN}
_TYPE_INDEX = {name: t for t, name in enumerate(BUILDING_TYPES)}
_SPECIAL_TYPE = {kind: t for t, kind in TYPE_SPECIAL.items()}
_CHOSEN = 30  # P14: the building cards of a game


def searchable(view: dict) -> bool:
    """Whether ``determinize`` can rebuild the state of this view's decision."""
    return view["prompt"]["code"] in SEARCHABLE and view["phase"] in (SUPPLIES, ENTER)


def determinize(view: dict, rnd: random.Random) -> GameState:
    """A state drawn at random among those in which ``view["seat"]`` sees ``view``."""
    n = view["players"]
    me = view["seat"]
    info = view["seat_info"]
    index = CARD_INDEX.__getitem__

    # --- The hand cards -------------------------------------------------------------------
    hands: list[list[int] | None] = [None] * n
    committed: list[list[int] | None] = [None] * n
    seen: list[int] = [index(c) for c in view["discard"]]
    for seat in info:
        s = seat["seat"]
        if seat["hand"] is not None:
            hands[s] = [index(c) for c in seat["hand"]]
            seen += hands[s]
        entered = seat["entered"]
        if entered is None:
            committed[s] = []
        elif entered["cards"] is not None:
            committed[s] = [index(c) for c in entered["cards"]]
            seen += committed[s]
    nun_row: list[int | None] = [None] * 5
    for slot in view["nun_row"]:
        if slot["card"] is not None:
            nun_row[slot["position"] - 1] = index(slot["card"])
            seen.append(nun_row[slot["position"] - 1])
    supply_counts = {
        kind: KIND_COUNTS[kind]
        if view["supply"][KINDS[kind]] is None
        else view["supply"][KINDS[kind]]
        for kind in SUPPLY_KINDS
    }
    seen_set = set(seen)
    supply: list[int] = []
    hidden_specials: list[int] = []
    for kind in SUPPLY_KINDS:
        unseen = [c for c in CARDS_OF_KIND[kind] if c not in seen_set]
        in_supply = unseen[: supply_counts[kind]]
        supply.append(sum(1 << (c - FIRST_OF_KIND[kind]) for c in in_supply))
        hidden_specials += unseen[supply_counts[kind] :]
    population = [c for c in CARDS_OF_KIND[POPULATION] if c not in seen_set]
    rnd.shuffle(population)
    rnd.shuffle(hidden_specials)

    hidden_slots = sum(s["hand_count"] for s in info if hands[s["seat"]] is None)
    hidden_slots += sum(s["entered"]["count"] for s in info if committed[s["seat"]] is None)
    to_others = max(0, hidden_slots - len(hidden_specials))
    others_pool = hidden_specials + population[:to_others]
    rest = population[to_others:]
    rnd.shuffle(others_pool)
    for s in range(n):  # committed cards first, from the committable ones
        if committed[s] is None:
            count = info[s]["entered"]["count"]
            picks = [c for c in others_pool if COMMITTABLE[c]][:count]
            for card in picks:
                others_pool.remove(card)
            committed[s] = sorted(picks)
    for s in range(n):
        if hands[s] is None:
            count = info[s]["hand_count"]
            hands[s], others_pool = sorted(others_pool[:count]), others_pool[count:]
    rest += [c for c in others_pool if KIND_OF[c] == POPULATION]  # only if the view is odd
    for p in range(5):
        if nun_row[p] is None:
            nun_row[p] = rest.pop()
    deck = rest[: view["population_deck"]]

    # --- The building cards ---------------------------------------------------------------
    row = [BUILDING_INDEX[card["building"]] for card in view["row"]]
    sent = [BUILDING_INDEX[b] for b in view["sent_to_reserve"]]
    pool = [b for b in _game_buildings(view, row + sent, rnd) if b not in set(row + sent)]
    rnd.shuffle(pool)
    building_deck = pool[: view["building_deck"]]
    reserve_top = pool[len(building_deck) : len(building_deck) + view["reserve_deck"] - len(sent)]
    spent_count = _CHOSEN - view["building_deck"] - view["reserve_deck"] - len(row)
    # The cards already spent: first those of types the view shows but the sample lacks.
    leftover = pool[len(building_deck) + len(reserve_top) :]
    dealt = {b // COPIES for b in building_deck + reserve_top + row + sent}
    leftover.sort(key=lambda b: b // COPIES in dealt)
    spent = leftover[: max(0, spent_count)]
    in_game = set(building_deck) | set(reserve_top) | set(spent) | set(row) | set(sent)
    unused = sum(1 << b for b in range(BUILDING_COUNT) if b not in in_game)

    # --- The rest of the state ------------------------------------------------------------
    kind, actor = SEARCHABLE[view["prompt"]["code"]], view["to_act"][0]
    state = GameState.__new__(GameState)
    state.players = n
    state.variant = view["variant"]
    state.options = dict(view["options"])
    state.seed = 0
    state.first = None
    state.rng = rng.seed_state(rnd.getrandbits(64))
    state.phase = view["phase"]
    state.round = view["round"]
    state.start = view["start_seat"]
    state.decision = [kind, actor]
    state.turn = actor
    state.queue = []
    state.actions = []
    state.cursor = 0
    state.step = 0
    state.building_deck = building_deck
    state.reserve = sent[::-1] + reserve_top
    state.row = row
    state.sent = sent
    state.spent = spent
    state.unused = unused
    state.deck = deck
    state.discard = [index(c) for c in view["discard"]]
    state.nun_row = [c for c in nun_row if c is not None]
    state.looked = [
        sum(1 << (slot["position"] - 1) for slot in view["nun_row"] if s in slot["looked_by"])
        for s in range(n)
    ]
    state.hands = [hand or [] for hand in hands]
    state.committed = [cards or [] for cards in committed]
    state.at = [-1 if s["entered"] is None else s["entered"]["row"] - 1 for s in info]
    state.entries = list(view["entry_order"])
    state.passes = list(view["passes_played"])
    state.power = [sum(1 for c in cards if INFLUENTIAL[c]) for cards in state.committed]
    state.commits = [0 if s["entered"] is None else s["entered"]["count"] for s in info]
    own_rats = info[me]["rats"] or 0
    state.rats = [own_rats if s == me else max(0, own_rats + rnd.randint(-2, 2)) for s in range(n)]
    state.vp = [s["vp_tokens"] for s in info]
    state.vp_supply = view["vp_supply"]
    state.supply = supply
    state.influence = [[s["influence"][name] for s in info] for name in CLASSES]
    state.stack = [
        [seat for space in reversed(view["influence"][name]) for seat in space["stack"]]
        for name in CLASSES
    ]
    state.seq = 0
    return state


def _game_buildings(view: dict, in_sight: list[int], rnd: random.Random) -> list[int]:
    """The game's 30 building cards (P14), as far as the view tells them."""
    variant = view["variant"]
    if variant == "first_game":
        types = set(FIRST_GAME)
    elif variant == "custom":
        types = {_TYPE_INDEX[t] for t, k in view["options"]["buildings"].items() if k}
        counts = {_TYPE_INDEX[t]: k for t, k in view["options"]["buildings"].items()}
        return [t * COPIES + k for t in sorted(types) for k in range(counts[t])]
    else:
        # P17: a special kind's supply is placed exactly when its building type is chosen
        # (the jokers always are).
        shown = {b // COPIES for b in in_sight}
        absent = set()
        for kind in SUPPLY_KINDS:
            if kind in _SPECIAL_TYPE and kind != JOKER:
                placed = view["supply"][KINDS[kind]] is not None
                (shown if placed else absent).add(_SPECIAL_TYPE[kind])
        types = set()
        for c in range(len(CLASSES)):
            of_class = [
                t for t in range(len(BUILDING_TYPES)) if TYPE_CLASS[t] == c and t not in absent
            ]
            known = [t for t in of_class if t in shown]
            if variant == "mixed":
                types.update(of_class)
            elif known:
                types.add(known[0])
            else:
                types.add(rnd.choice(of_class))
    return [t * COPIES + k for t in sorted(types) for k in range(COPIES)]
