"""A full Biblios state consistent with one seat's view (a determinization), for the search.

The expert bot (``engine.search``) samples the cards its seat cannot see and plays the game on
with the engine's own rules. What it knows is the view and nothing else: this module reads no
state, only ``view`` (the one place that decides what a seat sees, ``views``), and the sample
is drawn from the generator it is given. Every card the view does not show (the other hands,
the draw pile, the auction pile, the cards removed at setup, the face-down discards, the card
another seat drew or kept this turn) is equally likely to be in any of those places, with the
constraints of the rules: setup removes a fixed number of gold cards of each value first (R9),
and a church card is never in a hand, paid face down or kept (it is resolved at once, R16).

With 2 players, while a card is auctioned, the other hand must also explain what the other
seat did on that card, as the greedy bot (the expert's model of every other seat) would have
done holding it: a high bidder can pay its bid (the greedy bot never bids beyond its gold), and
the greedy bot would have made its bid, or its pass (``_consistent``). Hands are drawn again
until one does (``TRIES`` at most): a draw from the view's hands weighed by that likelihood.
Viewing the sample from the same seat gives the same view back.
"""

from __future__ import annotations

import random

from .. import rng
from .cards import CARD_COUNT, CARD_INDEX, CATEGORIES, IS_CHURCH, IS_GOLD, VALUE
from .setup import GOLD_REMOVED_PER_VALUE, removed_count
from .state import AUCTION, GIFT, Auction, GameState

GOLD_VALUE = tuple(VALUE[c] if IS_GOLD[c] else 0 for c in range(CARD_COUNT))
#: Draws of the other hand (2 players) until it explains the other seat's last move on the card
#: being auctioned: it can pay its bid, and the greedy bot holding it would have bid (the bid
#: before taken one below) or passed as it did. After that many the last draw stands.
TRIES = 10


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

    # The removed cards first: R9's gold of each value (at random: setup draws them so).
    removed: list[int] = []
    per_value = GOLD_REMOVED_PER_VALUE[n]
    for value in (1, 2, 3):
        golds = [c for c in unseen if IS_GOLD[c] and VALUE[c] == value][:per_value]
        removed += golds
    taken = set(removed)
    others = [c for c in unseen if c not in taken]

    turn = view["turn"]
    placed = [0, 0, 0]
    if phase == GIFT and turn is not None:
        placed = [int(turn["keep"]), int(turn["auction"]), turn["public"]]
    # A church card never enters a hand (R16), so it is never paid face down either.
    holdable = [c for c in others if not IS_CHURCH[c]]
    hidden = [e for e in view["hands"] if hands[e["seat"]] is None]
    pile_count = view["auction_pile"] - (auctioned is not None)
    bidder = auction_view["high_bidder"] if auction_view else None
    need = 0  # the gold the other high bidder can pay (the greedy way: never beyond its hand)
    if auction_view and auction_view["currency"] == "gold" and bidder != view["seat"]:
        need = auction_view["high_bid"] or 0
    for _ in range(TRIES):
        rest = list(holdable)
        rnd.shuffle(rest)
        dealt = {e["seat"]: _draw(rest, e["count"]) for e in hidden}
        if need and sum(GOLD_VALUE[c] for c in dealt.get(bidder, ())) < need:
            continue
        if auction_view is None or n != 2 or not hidden or _consistent(view, hands, dealt, rnd):
            break
    for seat, cards in dealt.items():
        hands[seat] = cards
    face_down = _draw(rest, view["discards"]["face_down"])
    rest += [c for c in others if IS_CHURCH[c]]
    rnd.shuffle(rest)
    pile = _draw(rest, pile_count)
    if auctioned is not None:
        pile.append(auctioned)
    # The rest (in random order already): the removed cards, the draw pile, the card being
    # drawn and another seat's kept card.
    extra = removed_count(n) - len(removed)
    removed += rest[:extra]
    rest = rest[extra:]

    def deal(count: int) -> list[int]:
        nonlocal rest
        cards, rest = rest[:count], rest[count:]
        return cards

    if code == "wait_place":
        drawn = deal(1)[0]
    draw = deal(view["draw_pile"])
    # Another seat's kept card this turn, unless it was a church card (resolved and discarded
    # face up): whatever unseen card is left over.
    if kept is None and rest and phase == GIFT and placed[0] and sum(placed) < n + 1:
        kept = next((c for c in rest if not IS_CHURCH[c]), rest[0])
        rest.remove(kept)
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


def _draw(cards: list[int], count: int) -> list[int]:
    """The first ``count`` of ``cards`` (in random order), taken out of it."""
    drawn = cards[:count]
    del cards[:count]
    return drawn


def _consistent(view: dict, hands: list, dealt: dict, rnd: random.Random) -> bool:
    """Whether the other seat of a 2-player auction, holding its dealt hand and playing the
    greedy bot, would have made its last move on this card: bid (it is the high bidder; the
    bid before it taken one below) or passed (at the bid it passes now)."""
    from .bots import greedy_bot
    from .views import view as view_of

    auction_view = view["auction"]
    (other,) = dealt
    me = view["seat"]
    passed = other in auction_view["passed"]
    high = auction_view["high_bid"] or 0
    if auction_view["high_bidder"] == other:
        high -= 1
        holder = me if high else None
    elif passed and other not in auction_view["excluded"]:
        holder = auction_view["high_bidder"]
    else:
        return True
    state = GameState.__new__(GameState)
    state.players = 2
    state.bluff = view["variant"] == "medieval_bluff"
    state.phase = AUCTION
    state.active = view["active_seat"]
    state.dice = [view["dice"][name] for name in CATEGORIES]
    state.draw, state.drawn, state.kept, state.placed = [], None, None, [0, 0, 0]
    state.public = []
    state.hands = [list(h) if h is not None else [] for h in hands]
    state.hands[other] = dealt[other]
    state.pile = [0] * view["auction_pile"]
    state.church = None
    state.face_up = [CARD_INDEX[c] for c in view["discards"]["face_up"]]
    state.face_down = [0] * view["discards"]["face_down"]
    state.removed = []
    excluded = sum(1 << s for s in auction_view["excluded"])
    mask = sum(1 << s for s in auction_view["passed"] if s != other)
    card = CARD_INDEX[auction_view["card"]]
    state.auction = Auction(card, high, holder, mask, excluded, other, False)
    seen = view_of(state, other)
    action = greedy_bot(seen, seen["legal_actions"], rnd)
    return (action["type"] == "pass") == passed


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
