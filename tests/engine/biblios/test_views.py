"""Hidden information ("What each seat may see", R14, R24, R25, R30), view accounting, prompts.

A seat may know: its own hand (and every card it ever held: it saw them), the card it draws and
keeps while it allocates, the cards it lost or received in a penalty, and everything that was
ever public (public space, the card on auction, face-up discards, church cards played). Nothing
else — other hands, the draw pile, the auction pile/deck, removed cards, other seats' face-down
payments and bluff removals, the seed — may appear in its view or in the events it is shown.
"""

from __future__ import annotations

import json
import random

import pytest

from engine import biblios
from engine.biblios.cards import CARD_COUNT, CARD_IDS, CARD_INDEX, CATEGORIES, IS_GOLD, VALUE
from engine.table import TABLE_EVENTS
from tests.engine.biblios.helpers import (
    PLAYER_COUNTS,
    VARIANTS,
    Guard,
    actor,
    card_ids_in,
    gold_payment,
    ids,
    view_card_count,
)

# What Biblios declares it sends (engine/biblios/codes.py; docs/codes.md is written from it).
PROMPTS = biblios.GAME.prompts
EVENTS = {**biblios.GAME.events, **TABLE_EVENTS}
ACTING_PROMPTS = {"place_card", "take_card", "resolve_church", "bid", "pay"}


def prompt_params(code: str) -> set[str]:
    return {field.name for field in PROMPTS[code]}


# The events' parameters: (public, conditional public, private); the declarations say the
# public and the private ones.
EVENT_PARAMS = {
    "game_created": ({"players", "variant", "first_seat"}, set(), set()),
    "card_drawn": (set(), set(), {"card"}),
    "card_placed": ({"to"}, {"card"}, {"card"}),
    "church_acquired": ({"card", "source"}, set(), set()),
    "church_resolved": ({"card", "adjust"}, set(), set()),
    "card_taken": ({"card"}, set(), set()),
    "phase_changed": ({"phase"}, set(), set()),
    "auction_opened": ({"card", "currency"}, set(), set()),
    "bid": ({"amount", "currency"}, set(), set()),
    "pass": (set(), set(), set()),
    "auction_won": ({"card", "amount", "currency"}, set(), set()),
    "paid": ({"currency", "amount", "count"}, {"cards"}, {"cards"}),
    "card_won": ({"card"}, set(), set()),
    "penalized": ({"card"}, set(), set()),
    "card_transferred": ({"from"}, set(), {"card"}),
    "card_removed": (set(), set(), {"card"}),
    "card_discarded": ({"card", "reason"}, set(), set()),
    "game_over": ({"winners", "vp"}, set(), set()),
}
# The table's own events (engine/table.py).
TABLE_EVENT_PARAMS = {
    "resigned": (set(), set(), set()),
    "timed_out": (set(), set(), set()),
    "seat_taken_over": ({"reason"}, set(), set()),
    "seat_reclaimed": (set(), set(), set()),
    "hint_given": (set(), set(), set()),
}


def test_the_declarations_say_each_events_params():
    expected = {**EVENT_PARAMS, **TABLE_EVENT_PARAMS}
    assert set(expected) == set(EVENTS)
    for kind, declared in EVENTS.items():
        public, _, private = expected[kind]
        assert {f.name for f in declared.params if not f.private} == public, kind
        assert {f.name for f in declared.params if f.private} == private, kind
    assert set(PROMPTS) > ACTING_PROMPTS and "game_over" in PROMPTS


def chooser(rnd: random.Random, state: biblios.GameState, seat: int, legal: list[dict]) -> dict:
    """A random player that also refuses to pay sometimes (to exercise R24/R25)."""
    template = rnd.choice(legal)
    kind = template["type"]
    if kind == "bid":
        return {"type": "bid", "amount": template["min"] + rnd.choice([0, 0, 1, 2, 5])}
    if legal[0]["type"] == "pay":
        if rnd.random() < 0.25:
            return {"type": "refuse"}
        if "count" in legal[0]:
            return {"type": "pay", "cards": ids(rnd.sample(state.hands[seat], legal[0]["count"]))}
        return {"type": "pay", "cards": gold_payment(state, seat, legal[0]["at_least"])}
    if kind == "pass" and rnd.random() < 0.3 and legal[0]["type"] == "bid":
        return {"type": "bid", "amount": legal[0]["min"]}
    return template


def run_game(players: int, variant: str, seed: int):
    """Yield (state, events of the step) after the start and after every action."""
    rnd = random.Random(seed)
    state, events = biblios.new_game(players, variant, seed % players, seed)
    yield state, events
    tick = Guard()
    while state.phase != "over" and tick():
        seat = actor(state)
        action = chooser(rnd, state, seat, biblios.legal_actions(state, seat))
        yield state, biblios.apply_action(state, seat, action)


def public_places(state: biblios.GameState) -> set[int]:
    cards = set(state.public) | set(state.face_up)
    if state.auction is not None:
        cards.add(state.auction.card)
    if state.church is not None:
        cards.add(state.church[1])
    return cards


def secret_for(state: biblios.GameState, seat: int | None) -> set[int]:
    """The cards in places ``seat`` may not look into now."""
    cards = set(state.draw) | set(state.pile) | set(state.removed) | set(state.face_down)
    for s, hand in enumerate(state.hands):
        if s != seat:
            cards.update(hand)
    if seat != state.active:
        cards.update(c for c in (state.drawn, state.kept) if c is not None)
    return cards


GAMES = [
    (n, v, 1_234_567_890 + 7919 * k) for n in PLAYER_COUNTS for v in VARIANTS for k in range(6)
]


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_no_seat_sees_what_it_may_not_know(players, variant, seed):
    seats = [*range(players), None]
    known = {seat: set() for seat in seats}  # what each seat has legitimately seen
    public: set[int] = set()
    kinds = set()
    for state, events in run_game(players, variant, seed):
        kinds.update(e.type for e in events)
        over = state.phase == "over"
        public |= public_places(state)
        for seat in range(players):
            known[seat].update(state.hands[seat])
            if seat == state.active:
                known[seat].update(c for c in (state.drawn, state.kept) if c is not None)
        secrets = (str(state.seed), str(state.rng))
        for seat in seats:
            view = biblios.view(state, seat)
            shown = [e.visible_to(seat, state.phase == "over") for e in events]
            if over:
                continue
            text = json.dumps([view, shown])
            assert not any(s in text for s in secrets), "the seed or generator leaked"
            leaked = {CARD_IDS[c] for c in secret_for(state, seat) - known[seat] - public}
            assert not card_ids_in([view, shown]) & leaked, (
                seat,
                card_ids_in([view, shown]) & leaked,
            )
            assert view["result"] is None
            for hand in view["hands"]:
                assert (hand["cards"] is not None) == (hand["seat"] == seat)
            if seat != state.active:
                assert view["drawn"] is None and view["kept"] is None
    # The games went through the interesting events.
    assert {"paid", "penalized", "church_resolved"} <= kinds
    assert ("card_removed" if variant == "medieval_bluff" else "card_transferred") in kinds


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES[::4])
def test_events_carry_the_documented_params_and_audiences(players, variant, seed):
    for _, events in run_game(players, variant, seed):
        for e in events:
            public, conditional, private = EVENT_PARAMS[e.type]
            assert public <= set(e.params) <= public | conditional, (e.type, e.params)
            assert set(e.private or {}) <= private
            if e.type == "card_placed":
                assert ("card" in e.params) == (e.params["to"] == "public")
                assert (e.private is not None) == (e.params["to"] != "public")
            if e.private is not None:
                expected = {
                    "card_drawn": (e.seat,),
                    "card_placed": (e.seat,),
                    "paid": (e.seat,),
                    "card_removed": (e.seat,),
                    "card_transferred": (e.seat, e.params.get("from")),
                }[e.type]
                assert e.audience == expected
            if e.type == "paid":
                assert ("cards" in e.params) == (e.params["currency"] == "gold")
                assert (e.private is None) == (e.params["currency"] == "gold")
            for seat in [*range(players), None]:
                shown = e.visible_to(seat)
                assert set(shown) == {"seq", "type", "seat", "params"}
                has_private = bool(e.private) and seat in e.audience
                assert shown["params"] == ({**e.params, **e.private} if has_private else e.params)


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES[1::3])
def test_every_card_is_in_exactly_one_place_of_the_active_seats_view(players, variant, seed):
    for state, _ in run_game(players, variant, seed):
        for seat in [*range(players), None]:
            view = biblios.view(state, seat)
            hidden = 0
            if seat != state.active:
                hidden = (state.drawn is not None) + (state.kept is not None)
            assert view_card_count(view) == CARD_COUNT - hidden
            assert view["draw_pile"] == len(state.draw) and view["auction_pile"] == len(state.pile)
        view = biblios.view(state, state.active)
        assert view_card_count(view) == CARD_COUNT
        listed = [view["drawn"], view["kept"]] + view["public"] + view["discards"]["face_up"]
        listed += view["hands"][state.active]["cards"]
        listed += [view["auction"]["card"]] if view["auction"] else []
        listed += [view["pending_church"]["card"]] if view["pending_church"] else []
        listed = [c for c in listed if c is not None]
        assert len(listed) == len(set(listed))
        if state.phase == "over":
            result = view["result"]
            every = [c for h in result["hands"] for c in h] + result["removed"]
            every += result["face_down"] + view["discards"]["face_up"]
            assert sorted(every) == sorted(CARD_IDS)


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES[2::3])
def test_view_legal_actions_prompt_and_to_act(players, variant, seed):
    for state, _ in run_game(players, variant, seed):
        waiting = actor(state)
        for seat in [*range(players), None]:
            view = biblios.view(state, seat)
            assert view["legal_actions"] == biblios.legal_actions(state, seat)
            assert view["seat"] == seat and view["players"] == players
            assert view["variant"] == variant and view["phase"] == state.phase
            assert view["active_seat"] == state.active
            assert view["to_act"] == ([] if waiting is None else [waiting])
            assert view["dice"] == dict(zip(CATEGORIES, state.dice, strict=True))
            prompt = view["prompt"]
            assert prompt == biblios.prompt(state, seat)
            code = prompt["code"]
            assert code in PROMPTS and set(prompt["params"]) == prompt_params(code), prompt
            if waiting is None:
                assert code == "game_over"
            elif seat == waiting:
                assert code in ACTING_PROMPTS and view["legal_actions"]
            else:
                assert code.startswith("wait_") and prompt["params"]["seat"] == waiting
                assert view["legal_actions"] == []


def test_prompt_details():
    state, _ = biblios.new_game(3, deck=None, seed=3)
    card = CARD_IDS[state.drawn]
    assert biblios.prompt(state, 0) == {
        "code": "place_card",
        "params": {"card": card, "keep": 1, "auction": 1, "public": 2},
    }
    assert biblios.prompt(state, 1) == {"code": "wait_place", "params": {"seat": 0}}
    assert biblios.prompt(state, None) == {"code": "wait_place", "params": {"seat": 0}}
    biblios.apply_action(state, 0, {"type": "place", "to": "public"})
    assert biblios.prompt(state, 0)["params"]["public"] == 1


def test_a_seat_sees_its_own_drawn_and_kept_card_and_nobody_else_does():
    state, events = biblios.new_game(2, seed=5)
    drawn = CARD_IDS[state.drawn]
    assert events[-1].visible_to(0)["params"] == {"card": drawn}
    assert events[-1].visible_to(1)["params"] == {} and events[-1].visible_to(None)["params"] == {}
    assert biblios.view(state, 0)["drawn"] == drawn
    assert biblios.view(state, 1)["drawn"] is None and biblios.view(state, None)["drawn"] is None
    events = biblios.apply_action(state, 0, {"type": "place", "to": "keep"})
    assert biblios.view(state, 0)["kept"] == drawn and biblios.view(state, 1)["kept"] is None
    assert events[0].visible_to(1)["params"] == {"to": "keep"}
    assert drawn not in json.dumps([biblios.view(state, 1), [e.visible_to(1) for e in events]])


def test_gold_payment_is_public_card_payment_is_not():
    currencies = set()
    for _, events in run_game(3, "standard", 99):
        for e in events:
            if e.type != "paid":
                continue
            currencies.add(e.params["currency"])
            for seat in (0, 1, 2, None):
                params = e.visible_to(seat)["params"]
                if e.params["currency"] == "gold":
                    assert all(IS_GOLD[CARD_INDEX[c]] for c in params["cards"])
                    assert sum(VALUE[CARD_INDEX[c]] for c in params["cards"]) >= (params["amount"])
                else:
                    assert ("cards" in params) == (seat == e.seat)
                    assert params["count"] == params["amount"]
    assert currencies == {"gold", "cards"}


def test_active_seat_sees_the_card_it_put_on_the_auction_pile_this_turn() -> None:
    """Rules spec, "What each seat may see": the active player knows where each card of its
    turn went, including the face-down card on the auction pile; nobody else does."""
    state, _ = biblios.new_game(3, seed=11)
    drawn = biblios.view(state, 0)["drawn"]
    biblios.apply_action(state, 0, {"type": "place", "to": "auction"})
    assert biblios.view(state, 0)["auctioned"] == drawn
    assert biblios.view(state, 1)["auctioned"] is None
    assert biblios.view(state, None)["auctioned"] is None
    while actor(state) == 0 and state.phase == "gift":
        legal = biblios.legal_actions(state, 0)
        biblios.apply_action(state, 0, legal[0])
        assert biblios.view(state, 0)["auctioned"] == drawn
    while state.active == 0:  # the others take from the public space: the turn ends
        seat = actor(state)
        biblios.apply_action(state, seat, biblios.legal_actions(state, seat)[0])
    assert all(biblios.view(state, seat)["auctioned"] is None for seat in range(3))


def test_after_the_maximum_bid_the_prompt_says_only_passing_is_left() -> None:
    """R20: above the maximum bid (66 gold / 87 cards) nothing is left but passing."""
    state, _ = biblios.new_game(3, seed=5)
    while state.phase == "gift":
        seat = actor(state)
        biblios.apply_action(state, seat, biblios.legal_actions(state, seat)[0])
    assert state.auction is not None and not state.auction.awaiting
    bidder = actor(state)
    (bid, _) = biblios.legal_actions(state, bidder)
    assert biblios.view(state, bidder)["prompt"]["params"]["pass_only"] is False
    biblios.apply_action(state, bidder, {"type": "bid", "amount": bid["max"]})
    nxt = actor(state)
    assert biblios.legal_actions(state, nxt) == [{"type": "pass"}]
    prompt = biblios.view(state, nxt)["prompt"]
    assert prompt["code"] == "bid" and prompt["params"]["pass_only"] is True
