"""End of the game and scoring (R27–R29, ``engine/biblios/scoring.py``) and the reveal at
the end (R30): one or more tests per rule of biblios-rules.md, each failing if the rule is
broken."""

from __future__ import annotations

import random

import pytest

from engine import biblios
from engine.biblios.cards import (
    CARD_COUNT,
    CARD_INDEX,
    CATEGORIES,
    CATEGORY_OF,
    IS_CHURCH,
    IS_GOLD,
    LETTER,
    VALUE,
)
from engine.biblios.scoring import score
from tests.engine.biblios.helpers import (
    PLAYER_COUNTS,
    VARIANTS,
    category,
    finish_passing,
    golds,
    ids,
    ints,
    planned_game,
    play_gift,
    policy_game,
    types,
)


def reference_score(hands: list[list[int]], dice: list[int]) -> tuple[list, list, list]:
    """R27–R29 written independently: (category winners, VP, ranks)."""
    n = len(hands)
    winners = []
    for c in range(5):
        totals = [sum(VALUE[x] for x in h if CATEGORY_OF[x] == c) for h in hands]
        best = max(totals)
        if best == 0:
            winners.append(None)
            continue
        tied = [s for s in range(n) if totals[s] == best]
        letters = {s: min(LETTER[x] for x in hands[s] if CATEGORY_OF[x] == c) for s in tied}
        winners.append(min(tied, key=letters.__getitem__))
    vp = [sum(dice[c] for c in range(5) if winners[c] == s) for s in range(n)]

    def better(a: int, b: int) -> int:
        """1 if seat a ranks before b, -1 after, 0 tied."""
        if vp[a] != vp[b]:
            return 1 if vp[a] > vp[b] else -1
        ga = sum(VALUE[x] for x in hands[a] if IS_GOLD[x])
        gb = sum(VALUE[x] for x in hands[b] if IS_GOLD[x])
        if ga != gb:
            return 1 if ga > gb else -1
        for c in range(5):
            ta = sum(VALUE[x] for x in hands[a] if CATEGORY_OF[x] == c)
            tb = sum(VALUE[x] for x in hands[b] if CATEGORY_OF[x] == c)
            if ta != tb:
                return 1 if ta > tb else -1
            la = min([LETTER[x] for x in hands[a] if CATEGORY_OF[x] == c], default=99)
            lb = min([LETTER[x] for x in hands[b] if CATEGORY_OF[x] == c], default=99)
            if la != lb:
                return 1 if la < lb else -1
        return 0

    ranks = [1 + sum(1 for b in range(n) if better(b, a) == 1) for a in range(n)]
    return winners, vp, ranks


def scored(hands: list[list[str]], dice: list[int] | None = None) -> dict:
    state, _ = biblios.new_game(len(hands), seed=1)
    state.hands = [[CARD_INDEX[c] for c in h] for h in hands]
    if dice is not None:
        state.dice = list(dice)
    return score(state)


def test_r27_highest_total_wins_tie_by_letter_nobody_without_cards():
    result = scored(
        [
            ["monks-H", "pigments-A", "holy_books-B"],
            ["monks-A", "monks-B", "pigments-B", "holy_books-A"],
            ["monks-I", "forbidden_tomes-I"],
        ],
        dice=[4, 5, 2, 6, 1],
    )
    cats = result["categories"]
    assert cats["monks"] == {"die": 4, "totals": [4, 4, 4], "winner": 1}  # letter A
    assert cats["pigments"] == {"die": 5, "totals": [2, 2, 0], "winner": 0}
    assert cats["forbidden_tomes"] == {"die": 2, "totals": [0, 0, 2], "winner": 2}
    assert cats["holy_books"]["winner"] == 1
    assert cats["manuscripts"] == {"die": 1, "totals": [0, 0, 0], "winner": None}
    assert [s["vp"] for s in result["seats"]] == [5, 4 + 6, 2]  # R28: nobody scores the 1


def test_r27_more_cards_do_not_beat_a_higher_total():
    result = scored(
        [["holy_books-A", "holy_books-B", "holy_books-C"], ["holy_books-H", "holy_books-I"]]
    )
    assert result["categories"]["holy_books"]["winner"] == 1  # 4 beats 3


def test_r27_through_a_whole_game_nobody_holds_a_category():
    state = planned_game(2, removed=category("manuscripts", "ABCDEFGHI"))
    state.dice[4] = 6
    finish_passing(state)
    result = biblios.view(state, 0)["result"]
    assert result["categories"]["manuscripts"] == {"die": 6, "totals": [0, 0], "winner": None}
    assert sum(s["vp"] for s in result["seats"]) == sum(state.dice) - 6


@pytest.mark.parametrize(
    ("hands", "dice", "vp", "ranks"),
    [
        # VP first (seat 1 has more gold).
        ([["monks-A"], ["pigments-A", *golds(3)]], [4, 3, 3, 3, 3], [4, 3], [1, 2]),
        # Equal VP: more gold (E4), before the monks total.
        ([["monks-A", "gold-1-01"], ["pigments-A", "gold-2-01"]], None, [3, 3], [2, 1]),
        # Equal VP and gold: the higher Monks total (not Pigments).
        (
            [["monks-H", "pigments-A"], ["monks-A", "pigments-H", "pigments-I"]],
            None,
            [3, 3],
            [1, 2],
        ),
        # Equal VP, gold and monks total: the earliest monks letter (not Pigments next).
        ([["monks-C", "monks-E", "pigments-A"], ["monks-B", "monks-F"]], None, [3, 3], [2, 1]),
        # Nobody holds monks: the Pigments total before the following categories.
        ([["pigments-I"], ["pigments-A", "forbidden_tomes-I"]], None, [3, 3], [1, 2]),
        # Pigments totals equal: the earliest Pigments letter (not Forbidden Tomes next).
        ([["pigments-B", "forbidden_tomes-H"], ["pigments-A"]], None, [3, 3], [2, 1]),
        # Then the following categories in Scriptorium order: Forbidden Tomes before Holy Books.
        ([["forbidden_tomes-H"], ["forbidden_tomes-A", "holy_books-I"]], None, [3, 3], [1, 2]),
        # Shared ranks and the next place skipped (1, 1, 3).
        ([golds(2)[:2], golds(1)[:4], golds(3)[:1]], None, [0, 0, 0], [1, 1, 3]),
        (
            [["gold-3-01", "gold-1-01"], ["gold-2-01", "gold-1-02"], ["gold-3-02"], ["gold-1-03"]],
            None,
            [0, 0, 0, 0],
            [1, 2, 2, 4],
        ),
    ],
)
def test_r29_ranking_chain(hands, dice, vp, ranks):
    result = scored(hands, dice)
    assert [s["vp"] for s in result["seats"]] == vp
    assert [s["rank"] for s in result["seats"]] == ranks
    _, ref_vp, ref_ranks = reference_score([ints(h) for h in hands], dice or [3] * 5)
    assert (ref_vp, ref_ranks) == (vp, ranks)


def test_r27_r29_match_an_independent_reference_on_random_deals():
    rnd = random.Random(2024)
    cards = [c for c in range(CARD_COUNT) if not IS_CHURCH[c]]
    for _ in range(600):
        n = rnd.choice(PLAYER_COUNTS)
        rnd.shuffle(cards)
        size = rnd.randrange(0, 12)
        hands = [sorted(cards[i * size : (i + 1) * size]) for i in range(n)]
        if rnd.random() < 0.3:  # gold only: ties on VP, often on gold too
            pool = [c for c in cards if IS_GOLD[c]]
            hands = [pool[3 * i : 3 * i + rnd.randrange(3)] for i in range(n)]
        dice = [rnd.randint(1, 6) for _ in range(5)]
        result = scored([ids(h) for h in hands], dice)
        winners, vp, ranks = reference_score(hands, dice)
        assert [result["categories"][c]["winner"] for c in CATEGORIES] == winners
        assert [s["vp"] for s in result["seats"]] == vp
        assert [s["rank"] for s in result["seats"]] == ranks


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_r26_r30_game_over_reveals_everything(players, variant):
    state, events = policy_game(players, variant, seed=100 + players)
    assert state.phase == "over" and events[-1].type == "game_over"
    assert state.face_down  # something left play face-down: the reveal is not vacuous
    assert types(events)[-2:] == ["phase_changed", "game_over"]
    for seat in list(range(players)) + [None]:
        view = biblios.view(state, seat)
        result = view["result"]
        assert view["legal_actions"] == [] and view["to_act"] == []
        assert view["prompt"]["code"] == "game_over"
        assert [h["cards"] for h in view["hands"]] == [ids(h) for h in state.hands]
        assert result["hands"] == [ids(h) for h in state.hands]
        assert sorted(result["removed"]) == sorted(ids(state.removed))
        assert result["face_down"] == ids(state.face_down)
        assert result["seed"] == str(state.seed)
        for e in events:
            shown = e.visible_to(seat, state.phase == "over")["params"]
            assert shown == {**e.params, **(e.private or {})}
    winners = [s["seat"] for s in biblios.view(state, None)["result"]["seats"] if s["rank"] == 1]
    assert events[-1].params["winners"] == winners


def test_r30_nothing_hidden_is_revealed_before_the_end():
    state, _ = biblios.new_game(3, seed=77)
    play_gift(state)
    view = biblios.view(state, None)
    assert view["result"] is None
    assert all(h["cards"] is None for h in view["hands"])
