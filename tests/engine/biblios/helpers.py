"""Shared helpers of the engine tests: fixed decks, scripted gift phases, invariants, oracles.

Scenarios are built from fixed decks and real actions wherever practical. ``plan_deck`` turns
"these hands, this auction deck, these removed cards" into the draw pile that produces them
when the gift phase is played by ``play_gift`` (keep the 1st card, auction the 2nd, the rest to
the public space, each taker takes the oldest public card), knowing that the auction pile is
shuffled by the game's seed (R18) — with a fixed deck nothing else draws from the generator
before the auction begins.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable, Sequence

from engine import Event, RuleViolation, biblios, rng
from engine.biblios.cards import (
    CARD_COUNT,
    CARD_IDS,
    CARD_INDEX,
    CATEGORIES,
    GOLD_CARDS_BY_VALUE,
    IS_CHURCH,
    IS_GOLD,
    VALUE,
)
from engine.biblios.setup import GOLD_REMOVED_PER_VALUE, removed_count
from support import biblios_policy as policy

VARIANTS = ("standard", "medieval_bluff")
PLAYER_COUNTS = (2, 3, 4)
DRAW_PILE = {2: 60, 3: 72, 4: 80}  # R9
TURNS = {n: DRAW_PILE[n] // (n + 1) for n in PLAYER_COUNTS}  # gift turns (R11, R13)
PLACE = [{"type": "place", "to": to} for to in ("keep", "auction", "public")]

CARD_ID_RE = re.compile(
    r'"((?:monks|pigments|forbidden_tomes|holy_books|manuscripts)-[A-I]'
    r'|gold-[123]-(?:0[1-9]|1[01])|church-(?:up1-[12]|down1-[12]|up2-[12]|down2-[12]|updown))"'
)


def ids(cards: Iterable[int]) -> list[str]:
    return [CARD_IDS[c] for c in cards]


def ints(card_ids: Iterable[str]) -> list[int]:
    return [CARD_INDEX[c] for c in card_ids]


def golds(value: int) -> list[str]:
    """The ids of the 11 gold cards of ``value``."""
    return ids(GOLD_CARDS_BY_VALUE[value])


def category(name: str, letters: str) -> list[str]:
    return [f"{name}-{letter}" for letter in letters]


# --------------------------------------------------------------------------------------------
# Fixed decks


def deck_with_top(players: int, top: Sequence[str]) -> list[str]:
    """A valid fixed draw pile starting with ``top``; church cards not in ``top`` come last."""
    assert len(set(top)) == len(top)
    taken = set(top)
    removed: set[str] = set()
    per_value = GOLD_REMOVED_PER_VALUE[players]
    for value in (1, 2, 3):
        spare = [g for g in golds(value) if g not in taken]
        removed.update(spare[len(spare) - per_value :] if per_value else [])
    rest = [c for c in CARD_IDS if c not in taken and c not in removed]
    rest.sort(key=lambda c: IS_CHURCH[CARD_INDEX[c]])  # stable: church cards last
    deck = list(top) + rest
    return deck[: DRAW_PILE[players]]


def auction_order(seed: int, length: int) -> list[int]:
    """``order[j]``: the placement index (turn) of the card that ends at position j (top last)."""
    order = list(range(length))
    rng.shuffle(rng.seed_state(seed), order)
    return order


def plan_deck(
    players: int,
    hands: dict[int, Sequence[str]] | None = None,
    auction: Sequence[str] = (),
    removed: Sequence[str] = (),
    seed: int = 0,
    first: int = 0,
) -> list[str]:
    """The fixed draw pile after which ``play_gift`` leaves these hands and auction deck.

    ``hands`` (seat -> ids) and ``auction`` (the auction deck, top first) may be partial: the
    rest is filled with book category cards first, then the others, gold 1 last (hands) or
    church cards first (auction). ``removed`` cards are left out of the deck.
    """
    hands = {seat: list(cards) for seat, cards in (hands or {}).items()}
    turns = TURNS[players]
    per_hand = turns  # each seat gets one card on each turn (R12)
    used = [c for cards in hands.values() for c in cards] + list(auction) + list(removed)
    assert len(used) == len(set(used)), "a card is planned twice"
    for cards in hands.values():
        assert len(cards) <= per_hand
        assert not any(IS_CHURCH[CARD_INDEX[c]] for c in cards), "church cards never reach hands"
    assert len(auction) <= turns
    taken = set(used)
    out = list(removed)
    per_value = GOLD_REMOVED_PER_VALUE[players]
    for value in (1, 2, 3):  # R9: the gold removals the deck must leave out
        missing = per_value - sum(1 for c in removed if c in golds(value))
        spare = [g for g in golds(value) if g not in taken]
        for g in spare[::-1][: max(0, missing)]:
            out.append(g)
            taken.add(g)
    order = {name: i for i, name in enumerate(("forbidden_tomes", "holy_books", "manuscripts"))}

    def filler_key(card_id: str) -> tuple[int, int]:
        c = CARD_INDEX[card_id]
        head = card_id.split("-")[0]
        if head in order:
            return (0, order[head])
        if head == "gold":
            return (2, -VALUE[c])  # gold 3 first, gold 1 last
        return (1, 0)

    pool = sorted(
        (c for c in CARD_IDS if c not in taken and not IS_CHURCH[CARD_INDEX[c]]), key=filler_key
    )
    for seat in range(players):
        cards = hands.setdefault(seat, [])
        while len(cards) < per_hand:
            cards.append(pool.pop(0))
    rest = [c for c in CARD_IDS if c not in taken and IS_CHURCH[CARD_INDEX[c]]] + pool
    auction = list(auction)
    while len(auction) < turns:
        auction.append(rest.pop(0))
    out.extend(rest)
    assert len(out) == removed_count(players), (len(out), removed_count(players))
    # The card placed on turn t is the one that the seed's shuffle puts where the plan wants it.
    placed: list[str] = [""] * turns
    for j, t in enumerate(auction_order(seed, turns)):
        placed[t] = auction[turns - 1 - j]
    deck: list[str] = []
    next_card = {seat: iter(cards) for seat, cards in hands.items()}
    for t in range(turns):
        active = (first + t) % players
        deck.append(next(next_card[active]))  # kept
        deck.append(placed[t])  # auction pile
        for k in range(1, players):  # public, taken in this order (R12)
            deck.append(next(next_card[(active + k) % players]))
    assert len(deck) == DRAW_PILE[players]
    return deck


def gift_action(state: biblios.GameState, seat: int) -> dict:
    """The scripted allocation of ``plan_deck``: keep, auction, then public; take the oldest."""
    kind = biblios.legal_actions(state, seat)[0]["type"]
    if kind == "place":
        return {"type": "place", "to": ("keep", "auction", "public")[min(sum(state.placed), 2)]}
    if kind == "take":
        return {"type": "take", "card": CARD_IDS[state.public[0]]}
    assert kind == "church"
    return {"type": "church", "adjust": []}


def play_gift(state: biblios.GameState) -> list[Event]:
    """Play the gift phase to its end with ``gift_action``; returns the events."""
    events: list[Event] = []
    tick = Guard()
    while state.phase == "gift" and tick():
        seat = actor(state)
        events += biblios.apply_action(state, seat, gift_action(state, seat))
    return events


def planned_game(
    players: int,
    hands: dict[int, Sequence[str]] | None = None,
    auction: Sequence[str] = (),
    removed: Sequence[str] = (),
    seed: int = 0,
    first: int = 0,
    variant: str = "standard",
) -> biblios.GameState:
    """A game from ``plan_deck`` played up to the first auction; checks the plan came true."""
    deck = plan_deck(players, hands, auction, removed, seed, first)
    state, _ = biblios.new_game(players, variant, first, seed, deck)
    play_gift(state)
    assert state.phase == "auction"
    for seat, cards in (hands or {}).items():
        assert set(cards) <= set(ids(state.hands[seat]))
    if auction:
        deck_now = [CARD_IDS[state.auction.card]] + ids(state.pile[::-1])
        assert deck_now[: len(auction)] == list(auction)
    return state


def church_pending(players: int, church_id: str, dice: list[int] | None = None):
    """Seat 0 has kept ``church_id`` as its first allocation (R15); dice set if given."""
    state, _ = biblios.new_game(players, deck=deck_with_top(players, [church_id]))
    act(state, {"type": "place", "to": "keep"})
    assert state.church is not None
    if dice is not None:
        state.dice[:] = dice
    return state


# --------------------------------------------------------------------------------------------
# Running games

MAX_STEPS = 20_000  # far above any game: bids are capped (R20), the piles are finite


class Guard:
    """``while ... and tick():`` fails the test instead of hanging when a game never ends."""

    def __init__(self, limit: int = MAX_STEPS) -> None:
        self.left = limit

    def __call__(self) -> bool:
        self.left -= 1
        assert self.left >= 0, "the game did not end within the step bound"
        return True


def actor(state: biblios.GameState) -> int | None:
    """The one seat the game waits for (Biblios waits for one at a time), None once over."""
    seats = biblios.to_act(state)
    assert len(seats) <= 1
    return seats[0] if seats else None


def act(state: biblios.GameState, action: dict, seat: int | None = None) -> list[Event]:
    """Apply ``action`` for the seat the game waits for (or ``seat``)."""
    return biblios.apply_action(state, actor(state) if seat is None else seat, action)


def types(events: Iterable[Event]) -> list[str]:
    return [e.type for e in events]


def rejects(state: biblios.GameState, seat: int | None, action: object) -> RuleViolation:
    """Assert that ``action`` is refused and changes nothing; return the violation."""
    before = biblios.encode(state)
    try:
        biblios.apply_action(state, seat, action)
    except RuleViolation as exc:
        after = biblios.encode(state)
        assert after == before, "a refused action changed the state"
        return exc
    raise AssertionError(f"{action!r} by seat {seat} was accepted")


def policy_game(
    players: int, variant: str, seed: int, first: int = 0
) -> tuple[biblios.GameState, list[Event]]:
    """A complete game with the reference random policy."""
    rnd = random.Random(seed)
    state, events = biblios.new_game(players, variant, first, seed)
    seat = actor(state)
    tick = Guard()
    while seat is not None and tick():
        action = policy.choose(rnd, state, seat, biblios.legal_actions(state, seat))
        events += biblios.apply_action(state, seat, action)
        seat = actor(state)
    return state, events


def finish_passing(state: biblios.GameState) -> list[Event]:
    """Play the rest of the game with everyone passing (and declining church cards)."""
    events: list[Event] = []
    tick = Guard()
    while state.phase != "over" and tick():
        seat = actor(state)
        kinds = [t["type"] for t in biblios.legal_actions(state, seat)]
        if "pass" in kinds:
            action = {"type": "pass"}
        elif "refuse" in kinds:
            action = {"type": "refuse"}
        elif state.phase == "gift":
            action = gift_action(state, seat)
        else:
            action = {"type": "church", "adjust": []}
        events += biblios.apply_action(state, seat, action)
    return events


def win_for(state: biblios.GameState, winner: int, amount: int) -> None:
    """``winner`` bids ``amount`` when asked; everyone else passes until it has won."""
    tick = Guard(1000)
    while not state.auction.awaiting and tick():
        seat = actor(state)
        if seat == winner and state.auction.high_bidder != winner:
            act(state, {"type": "bid", "amount": amount})
        else:
            act(state, {"type": "pass"})
    assert actor(state) == winner


# --------------------------------------------------------------------------------------------
# Invariants


def card_places(state: biblios.GameState) -> list[int]:
    """Every card in every place of the state, as a list (a multiset)."""
    cards = list(state.draw) + list(state.public) + list(state.pile)
    cards += state.face_up + state.face_down + state.removed
    for hand in state.hands:
        cards += hand
    for single in (state.drawn, state.kept):
        if single is not None:
            cards.append(single)
    if state.auction is not None:
        cards.append(state.auction.card)
    if state.church is not None:
        cards.append(state.church[1])
    return cards


def check_invariants(state: biblios.GameState) -> None:
    """Each of the 87 cards in exactly one place, dice in 1..6, one decision at a time."""
    cards = card_places(state)
    assert sorted(cards) == list(range(CARD_COUNT)), "a card is missing or in two places"
    assert all(1 <= d <= 6 for d in state.dice), state.dice
    assert len(state.removed) == removed_count(state.players)
    assert not any(IS_CHURCH[c] for hand in state.hands for c in hand), "church card in a hand"
    if state.phase == "over":
        assert actor(state) is None
    else:
        assert actor(state) in range(state.players)


def view_card_count(v: dict) -> int:
    """How many cards a view accounts for (api-contract: every card is in exactly one place)."""
    return (
        v["draw_pile"]
        + (v["drawn"] is not None)
        + (v["kept"] is not None)
        + sum(h["count"] for h in v["hands"])
        + len(v["public"])
        + v["auction_pile"]
        + (v["auction"] is not None)
        + (v["pending_church"] is not None)
        + len(v["discards"]["face_up"])
        + v["discards"]["face_down"]
        + v["removed"]
    )


def card_ids_in(obj: object) -> set[str]:
    """Every card id that appears as a string anywhere in ``obj`` (JSON-serialized)."""
    return set(CARD_ID_RE.findall(json.dumps(obj)))


# --------------------------------------------------------------------------------------------
# Actions from templates, and an oracle of legality built only from the templates


def gold_payment(state: biblios.GameState, seat: int, at_least: int) -> list[str]:
    """A deterministic payment: gold cards from the highest value until the bid is covered."""
    hand = sorted((c for c in state.hands[seat] if IS_GOLD[c]), key=lambda c: (-VALUE[c], c))
    paid, total = [], 0
    for card in hand:
        if total >= at_least:
            break
        paid.append(card)
        total += VALUE[card]
    return ids(paid)


def is_legal(state: biblios.GameState, seat: int | None, action: object, legal: list[dict]) -> bool:
    """Whether ``action`` is an instance of one of the ``legal`` templates of ``seat``."""
    if not isinstance(action, dict) or not legal:
        return False
    kind = action.get("type")
    if kind in ("place", "take", "pass", "refuse"):
        keys = {"place": "to", "take": "card"}
        key = keys.get(kind)
        return any(t["type"] == kind and (key is None or t[key] == action.get(key)) for t in legal)
    if kind == "church":
        adjust = action.get("adjust")
        if not isinstance(adjust, list):
            return False
        try:
            wanted = sorted((a["category"], a["delta"]) for a in adjust)
        except (TypeError, KeyError):
            return False
        if any(type(d) is not int for _, d in wanted) or len(set(wanted)) != len(wanted):
            return False
        return any(
            t["type"] == "church"
            and sorted((a["category"], a["delta"]) for a in t["adjust"]) == wanted
            for t in legal
        )
    if kind == "bid":
        amount = action.get("amount")
        return type(amount) is int and any(
            t["type"] == "bid" and t["min"] <= amount <= t["max"] for t in legal
        )
    if kind == "pay":
        cards = action.get("cards")
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            return False
        if len(set(cards)) != len(cards) or not all(c in CARD_INDEX for c in cards):
            return False
        hand = state.hands[seat]
        if not all(CARD_INDEX[c] in hand for c in cards):
            return False
        for t in legal:
            if t["type"] != "pay":
                continue
            if "count" in t:
                return len(cards) == t["count"]
            values = [VALUE[CARD_INDEX[c]] for c in cards if IS_GOLD[CARD_INDEX[c]]]
            return len(values) == len(cards) and sum(values) >= t["at_least"]
        return False
    return False


def candidate_actions(rnd: random.Random, state: biblios.GameState, seat: int) -> list[dict]:
    """Actions of every kind, legal or not, around the current decision (for rejection tests)."""
    hand = state.hands[seat] if seat is not None and 0 <= seat < state.players else []
    some_cards = [CARD_IDS[rnd.randrange(CARD_COUNT)] for _ in range(3)]
    own = ids(rnd.sample(hand, min(len(hand), rnd.randrange(4)))) if hand else []
    a = state.auction
    high = a.high_bid if a is not None else 0
    cat = rnd.choice(CATEGORIES)
    other = rnd.choice([c for c in CATEGORIES if c != cat])
    return [
        {"type": "place", "to": rnd.choice(["keep", "auction", "public", "nowhere"])},
        {"type": "take", "card": rnd.choice(some_cards + ids(state.public[:1]))},
        {"type": "church", "adjust": []},
        {"type": "church", "adjust": [{"category": cat, "delta": rnd.choice([1, -1, 2])}]},
        {
            "type": "church",
            "adjust": [{"category": cat, "delta": 1}, {"category": cat, "delta": 1}],
        },
        {
            "type": "church",
            "adjust": [{"category": cat, "delta": -1}, {"category": other, "delta": -1}],
        },
        {"type": "bid", "amount": rnd.choice([0, high, high + 1, high + 2, 66, 67, 87, 88])},
        {"type": "pass"},
        {"type": "pay", "cards": own},
        {"type": "pay", "cards": own + some_cards[:1]},
        {"type": "pay", "cards": own + own[:1]},
        {"type": "refuse"},
        {"type": "shout"},
        {"type": "bid", "amount": "3"},
        {"type": "pay"},
        ["not", "a", "dict"],
    ]
