"""A full Biblios state consistent with one seat's view (a determinization), for the search.

The expert bot (``engine.search``) samples the cards its seat cannot see and plays the game on
with the engine's own rules. What it knows is the view and nothing else: this module reads no
state, only ``view`` (the one place that decides what a seat sees, ``views``), and the sample
is drawn from the generator it is given. Every card the view does not show (the other hands,
the draw pile, the auction pile, the cards removed at setup, the face-down discards, the card
another seat drew or kept this turn) is equally likely to be in any of those places, with one
constraint of the rules: setup removes a fixed number of gold cards of each value first (R9).
Viewing the sample from the same seat gives the same view back.
"""

from __future__ import annotations

import random

from .. import rng
from .cards import CARD_COUNT, CARD_INDEX, CATEGORIES, IS_GOLD, VALUE
from .setup import GOLD_REMOVED_PER_VALUE, removed_count
from .state import AUCTION, GIFT, Auction, GameState


def determinize(view: dict, rnd: random.Random) -> GameState:
    """A state drawn at random among those in which ``view["seat"]`` sees exactly ``view``."""
    n = view["players"]
    phase = view["phase"]
    code = view["prompt"]["code"]
    index = CARD_INDEX.__getitem__

    hands: list[list[int] | None] = [None] * n
    seen: list[int] = []
    for entry in view["hands"]:
        if entry["cards"] is not None:
            hands[entry["seat"]] = [index(c) for c in entry["cards"]]
            seen += hands[entry["seat"]]
    public = [index(c) for c in view["public"]]
    face_up = [index(c) for c in view["discards"]["face_up"]]
    seen += public + face_up
    drawn = index(view["drawn"]) if view["drawn"] else None
    kept = index(view["kept"]) if view["kept"] else None
    auctioned = index(view["auctioned"]) if view["auctioned"] else None
    auction_view = view["auction"]
    church_view = view["pending_church"]
    for card in (drawn, kept, auctioned):
        if card is not None:
            seen.append(card)
    if auction_view is not None:
        seen.append(index(auction_view["card"]))
    if church_view is not None:
        seen.append(index(church_view["card"]))
    seen_set = set(seen)
    unseen = [c for c in range(CARD_COUNT) if c not in seen_set]
    rnd.shuffle(unseen)

    # The removed cards first: R9's gold of each value, then any unseen cards.
    removed: list[int] = []
    per_value = GOLD_REMOVED_PER_VALUE[n]
    for value in (1, 2, 3):
        golds = [c for c in unseen if IS_GOLD[c] and VALUE[c] == value][:per_value]
        removed += golds
    taken = set(removed)
    rest = [c for c in unseen if c not in taken]
    removed += rest[: removed_count(n) - len(removed)]
    rest = rest[len(removed) - len(taken) :]

    def deal(count: int) -> list[int]:
        nonlocal rest
        cards, rest = rest[:count], rest[count:]
        return cards

    if code == "wait_place":
        drawn = deal(1)[0]
    turn = view["turn"]
    placed = [0, 0, 0]
    if phase == GIFT and turn is not None:
        placed = [int(turn["keep"]), int(turn["auction"]), turn["public"]]
    for entry in view["hands"]:
        if hands[entry["seat"]] is None:
            hands[entry["seat"]] = deal(entry["count"])
    pile_count = view["auction_pile"]
    pile = deal(pile_count - (auctioned is not None))
    if auctioned is not None:
        pile.append(auctioned)
    draw = deal(view["draw_pile"])
    face_down = deal(view["discards"]["face_down"])
    # Another seat's kept card this turn, unless it was a church card (resolved and discarded
    # face up): whatever unseen card is left over.
    if kept is None and rest and phase == GIFT and placed[0] and sum(placed) < n + 1:
        kept = deal(1)[0]
    face_down += rest  # nothing should be left; should the view be odd, the cards stay out

    state = GameState.__new__(GameState)
    state.players = n
    state.bluff = view["variant"] == "medieval_bluff"
    state.active = view["active_seat"]
    state.first = _first_seat(view, n, placed, drawn is not None)
    state.seed = 0
    state.deck = None
    state.rng = rng.seed_state(rnd.getrandbits(64))
    state.phase = phase
    state.dice = [view["dice"][name] for name in CATEGORIES]
    state.draw = draw
    state.drawn = drawn
    state.placed = placed
    state.kept = kept
    state.public = public
    state.hands = [hand or [] for hand in hands]
    state.pile = pile
    state.auction = _auction(auction_view, view, n) if phase == AUCTION else None
    state.church = None
    if church_view is not None:
        source = "auction" if phase == AUCTION else "public"
        state.church = [church_view["seat"], index(church_view["card"]), source]
    state.face_up = face_up
    state.face_down = face_down
    state.removed = sorted(removed)
    state.seq = 0
    return state


def _first_seat(view: dict, n: int, placed: list[int], drawing: bool) -> int:
    """R10: the first seat, from the active seat and the number of gift turns played (each
    draws ``n + 1`` cards); in the auction phase the first seat is the active one (R18)."""
    if view["phase"] != GIFT:
        return view["active_seat"]
    deck = CARD_COUNT - removed_count(n)
    this_turn = sum(placed) + int(drawing)
    turns = (deck - view["draw_pile"] - this_turn) // (n + 1)
    return (view["active_seat"] - turns) % n


def _auction(auction_view: dict | None, view: dict, n: int) -> Auction | None:
    if auction_view is None:
        return None
    to_act = view["to_act"][0] if view["to_act"] else 0
    passed = sum(1 << s for s in auction_view["passed"])
    excluded = sum(1 << s for s in auction_view["excluded"])
    return Auction(
        CARD_INDEX[auction_view["card"]],
        auction_view["high_bid"] or 0,
        auction_view["high_bidder"],
        passed,
        excluded,
        to_act,
        auction_view["awaiting_payment"],
    )
