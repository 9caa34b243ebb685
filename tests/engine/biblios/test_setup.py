"""Setting up a game (R7–R10, ``engine/biblios/setup.py``): one or more tests per rule
of biblios-rules.md, each failing if the rule is broken."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import RuleViolation, biblios
from engine.biblios.cards import CARD_IDS, CATEGORIES, GOLD_CARDS_BY_VALUE
from tests.engine.biblios.helpers import (
    PLACE,
    PLAYER_COUNTS,
    VARIANTS,
    Guard,
    act,
    actor,
    check_invariants,
    deck_with_top,
    golds,
    ids,
    play_gift,
)

TOP = "holy_books-C"


@pytest.mark.parametrize("players", [1, 5, 0, "3", 3.0, True, None])
def test_r7_two_to_four_players(players):
    with pytest.raises(RuleViolation) as info:
        biblios.new_game(players)
    assert info.value.code == "invalid_players" and info.value.params == {"min": 2, "max": 4}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r7_seats_are_numbered_and_clockwise_wraps(players):
    state, _ = biblios.new_game(players, first_seat=players - 1, seed=3)
    assert len(state.hands) == players
    play_turn = [PLACE[0], PLACE[1]] + [PLACE[2]] * (players - 1)
    for action in play_turn:
        act(state, action)
    takers = []
    tick = Guard(10)
    while state.public and tick():
        takers.append(actor(state))
        act(state, {"type": "take", "card": CARD_IDS[state.public[0]]})
    assert takers == list(range(players - 1))  # left of the last seat is seat 0
    assert state.active == 0


@pytest.mark.parametrize("variant", ["", "bluff", "Standard", None])
def test_r7_invalid_variant(variant):
    with pytest.raises(RuleViolation) as info:
        biblios.new_game(3, variant)
    assert info.value.code == "invalid_variant"
    assert info.value.params == {"variants": ["standard", "medieval_bluff"]}


@pytest.mark.parametrize("seed", ["7", 1.5, None, True])
def test_invalid_seed(seed):
    with pytest.raises(RuleViolation) as info:
        biblios.new_game(3, seed=seed)
    assert info.value.code == "invalid_seed"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_r8_all_dice_start_at_three(players, variant):
    state, _ = biblios.new_game(players, variant, seed=11)
    assert state.dice == [3, 3, 3, 3, 3]
    assert biblios.view(state, 0)["dice"] == dict.fromkeys(CATEGORIES, 3)


@pytest.mark.parametrize(
    ("players", "removed", "gold_each", "pile"), [(2, 27, 2, 60), (3, 15, 1, 72), (4, 7, 0, 80)]
)
def test_r9_setup_counts(players, removed, gold_each, pile):
    removed_sets = set()
    for seed in range(12):
        state, _ = biblios.new_game(players, seed=seed)
        assert len(state.removed) == removed
        assert len(state.draw) + 1 == pile  # the first card is already drawn
        check_invariants(state)
        for value in (1, 2, 3):
            out = [c for c in state.removed if c in GOLD_CARDS_BY_VALUE[value]]
            assert len(out) >= gold_each
        removed_sets.add(tuple(state.removed))
        again, _ = biblios.new_game(players, seed=seed)
        assert again == state  # the seed decides everything
        view = biblios.view(state, 0)
        assert view["removed"] == removed and view["draw_pile"] == pile - 1
    assert len(removed_sets) == 12  # random from the seed


def test_r9_which_gold_cards_are_removed_is_random():
    seen = {value: Counter() for value in (1, 2, 3)}
    for seed in range(60):
        state, _ = biblios.new_game(2, seed=seed)
        for value in (1, 2, 3):
            for c in state.removed:
                if c in GOLD_CARDS_BY_VALUE[value]:
                    seen[value][c] += 1
    for value in (1, 2, 3):
        assert len(seen[value]) == 11  # every gold card of the value is removed sometimes


def test_r9_two_players_remove_two_gold_of_each_value_before_the_rest():
    """Without the gold removal, 27 random cards would often leave ≤ 1 gold of a value out."""
    for seed in range(200):
        state, _ = biblios.new_game(2, seed=seed)
        for value in (1, 2, 3):
            assert sum(1 for c in state.removed if c in GOLD_CARDS_BY_VALUE[value]) >= 2


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r9_fixed_deck_is_the_draw_pile_top_first(players):
    deck = deck_with_top(players, ["church-updown", "gold-3-11", "monks-I"])
    state, events = biblios.new_game(players, deck=deck)
    assert CARD_IDS[state.drawn] == "church-updown"
    assert ids(state.draw[::-1]) == deck[1:]
    assert set(ids(state.removed)) == set(CARD_IDS) - set(deck)
    assert events[-1].private == {"card": "church-updown"}


@pytest.mark.parametrize(
    ("deck_change", "code", "params"),
    [
        (lambda d: d[:-1], "deck_wrong_size", {"expected": 72, "given": 71}),
        (lambda d: d + ["monks-A"], "deck_wrong_size", {"expected": 72, "given": 73}),
        (lambda d: d[:-1] + [d[0]], "deck_duplicate_card", {"card": TOP}),
        (lambda d: d[:-1] + ["monks-Z"], "unknown_card", {"card": "monks-Z"}),
        (lambda d: d[:-1] + [7], "unknown_card", {"card": "7"}),
    ],
)
def test_r9_deck_validation(deck_change, code, params):
    deck = deck_with_top(3, [TOP])
    with pytest.raises(RuleViolation) as info:
        biblios.new_game(3, deck=deck_change(deck))
    assert info.value.code == code and info.value.params == params


@pytest.mark.parametrize(("players", "required"), [(2, 2), (3, 1)])
def test_r9_deck_must_leave_out_the_gold_removals(players, required):
    deck = deck_with_top(players, [])
    for g in golds(2):
        if g not in deck:  # put the removed gold 2s back in, dropping other cards
            deck[deck.index(next(c for c in deck[::-1] if not c.startswith("gold")))] = g
    assert sum(1 for c in deck if c.startswith("gold-2")) == 11
    with pytest.raises(RuleViolation) as info:
        biblios.new_game(players, deck=deck)
    assert info.value.code == "deck_gold_removal"
    assert info.value.params == {"value": 2, "required": required}


def test_r9_four_player_deck_may_hold_every_gold_card():
    deck = deck_with_top(4, golds(1) + golds(2) + golds(3))
    state, _ = biblios.new_game(4, deck=deck)
    check_invariants(state)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_r10_first_seat_allocates_first_and_opens_the_auction(players):
    first = players - 1
    state, events = biblios.new_game(players, first_seat=first, seed=5)
    assert state.active == first and actor(state) == first
    assert events[-1].type == "card_drawn" and events[-1].seat == first
    assert events[-1].audience == (first,)
    assert biblios.view(state, first)["drawn"] is not None
    play_gift(state)
    assert state.phase == "auction" and state.active == first  # R18
    assert actor(state) == (first + 1) % players


@pytest.mark.parametrize("first", [-1, 3, "0", True, None, 1.0])
def test_r10_invalid_first_seat(first):
    with pytest.raises(RuleViolation) as info:
        biblios.new_game(3, first_seat=first)
    assert info.value.code == "invalid_first_seat" and info.value.params == {"players": 3}
