"""The bots (play-contract "Seats"): functions of the seat's view, its legal actions and an RNG.

Both bots always answer with a legal action (complete games through ``engine.Table`` for 2, 3
and 4 players, both variants, bots only and mixed, replayed from the log); they decide from the
view alone; the greedy bot beats the random bot and makes the decisions the rules reward
(smallest sufficient payment, church cards for its own categories, never above the maximum).
"""

from __future__ import annotations

import copy
import json
import random
from typing import ClassVar

import pytest

from engine import Setup, Table, get_game
from engine.biblios import Biblios, apply_action, bots, new_game, to_act, view
from engine.biblios.bots import greedy_bot, random_bot, smallest_payment
from engine.biblios.cards import CATEGORIES

GAME = get_game("biblios")
VARIANTS = ("standard", "medieval_bluff")


def _strict_greedy(v: dict, legal: list[dict], rnd: random.Random) -> dict:
    """The greedy bot without its safety net: any internal error fails the test."""
    return bots._greedy(v, legal)


class _StrictBiblios(Biblios):
    bots: ClassVar = {"random": random_bot, "greedy": _strict_greedy}


STRICT = _StrictBiblios()


def _mixes(players: int) -> list[list[str]]:
    mixed = ["greedy" if s % 2 else "random" for s in range(players)]
    return [["greedy"] * players, ["random"] * players, mixed, mixed[::-1]]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", VARIANTS)
def test_bots_play_legal_complete_games_that_replay(players: int, variant: str) -> None:
    for i, names in enumerate(_mixes(players)):
        seed = 1000 * players + 10 * i + VARIANTS.index(variant)
        table, _ = Table.create(STRICT, Setup(players, seed, variant), names)  # illegal: raises
        assert table.is_over()
        assert table.result() is not None
        fresh, _ = table.replay()
        assert fresh == table
        assert len(table.log.split()) > 10 * players


def test_the_registered_greedy_bot_plays_complete_games() -> None:
    assert GAME.bots["greedy"] is greedy_bot and GAME.bots["random"] is random_bot
    for seed in range(6):
        players = 2 + seed % 3
        names = ["greedy"] * players
        table, _ = Table.create(GAME, Setup(players, seed, VARIANTS[seed % 2]), names)
        assert table.is_over()
        assert table.replay()[0] == table


def test_the_greedy_bot_stands_in_for_people_who_resign() -> None:
    table, _ = Table.create(GAME, Setup(3, 5, "standard"), [None, None, "random"])
    for seat in table.waiting_for():
        table.resign(seat)
    while table.waiting_for():
        table.resign(table.waiting_for()[0])
    assert table.is_over()
    assert table.replay()[0] == table


def _decisions(players: int, seed: int, variant: str = "standard") -> list[tuple[object, int]]:
    """Snapshots (state copy, seat) of every decision of a game played by the greedy bot."""
    state, _ = new_game(players, variant, 0, seed)
    out = []
    rnd = random.Random(seed)
    while waiting := to_act(state):
        (seat,) = waiting
        out.append((copy.deepcopy(state), seat))
        v = view(state, seat)
        apply_action(state, seat, greedy_bot(v, v["legal_actions"], rnd))
    return out


def _is_legal(action: dict, legal: list[dict]) -> bool:
    for t in legal:
        if t["type"] != action["type"]:
            continue
        if t["type"] == "bid":
            return t["min"] <= action["amount"] <= t["max"]
        if t["type"] == "pay":
            return True  # the engine judges the cards: applying it below
        if t == action:
            return True
    return False


def test_bots_decide_from_a_plain_view_dict_alone() -> None:
    """A view that went through JSON (plain data, no state anywhere) is all a bot needs; the
    choice is the same for a deep copy of the view, and the view is left unchanged."""
    for players in (2, 3, 4):
        for state, seat in _decisions(players, 40 + players)[::7]:
            v = json.loads(json.dumps(view(state, seat)))
            before = copy.deepcopy(v)
            for bot in (greedy_bot, random_bot):
                choice = bot(v, v["legal_actions"], random.Random(3))
                assert v == before
                twin = copy.deepcopy(v)
                assert bot(twin, twin["legal_actions"], random.Random(3)) == choice
                assert _is_legal(choice, v["legal_actions"])
                apply_action(copy.deepcopy(state), seat, choice)  # RuleViolation if illegal


def test_the_greedy_choice_does_not_depend_on_the_rng() -> None:
    for state, seat in _decisions(2, 9)[::5]:
        v = view(state, seat)
        choices = {
            json.dumps(greedy_bot(v, v["legal_actions"], random.Random(k))) for k in range(3)
        }
        assert len(choices) == 1


def test_the_fallback_is_legal_for_every_kind_of_decision() -> None:
    seen = set()
    for players in (2, 4):
        for state, seat in _decisions(players, 70 + players, "medieval_bluff")[::3]:
            v = view(state, seat)
            legal = v["legal_actions"]
            seen.add(legal[0]["type"])
            choice = bots._fallback(v, legal)
            assert _is_legal(choice, legal)
            apply_action(copy.deepcopy(state), seat, choice)
    assert seen == {"place", "take", "church", "bid", "pay"}


def test_greedy_beats_random() -> None:
    """A quality check, not a benchmark: 100 seeded 2-player games, both seats, both variants
    (``python -m bench.bots`` plays 1,000 and times the choices)."""
    score = 0.0
    for i in range(100):
        names = ["random", "random"]
        names[i % 2] = "greedy"
        table, _ = Table.create(GAME, Setup(2, 500 + i, VARIANTS[(i // 2) % 2]), names)
        firsts = [e["seat"] for e in table.result()["seats"] if e["rank"] == 1]
        if i % 2 in firsts:
            score += 1 / len(firsts)
    assert score >= 60


# --- Specific decisions on views built by hand ------------------------------------------------


def _view(
    hand: list[str],
    legal: list[dict],
    *,
    players: int = 2,
    phase: str = "auction",
    dice: dict | None = None,
    counts: list[int] | None = None,
    auction: dict | None = None,
    pending: str | None = None,
    draw_pile: int = 0,
    auction_pile: int = 8,
    drawn: str | None = None,
    turn: dict | None = None,
    face_up: list[str] | None = None,
    variant: str = "standard",
) -> dict:
    """A seat-0 view with exactly the fields a view has (engine/biblios/views.py)."""
    counts = counts or [len(hand)] + [12] * (players - 1)
    return {
        "players": players,
        "variant": variant,
        "seat": 0,
        "phase": phase,
        "active_seat": 0,
        "to_act": [0],
        "dice": dice or dict.fromkeys(CATEGORIES, 3),
        "draw_pile": draw_pile,
        "auction_pile": auction_pile,
        "public": [],
        "drawn": drawn,
        "turn": turn,
        "kept": None,
        "auctioned": None,
        "hands": [
            {"seat": s, "count": counts[s], "cards": list(hand) if s == 0 else None}
            for s in range(players)
        ],
        "auction": auction,
        "pending_church": None if pending is None else {"seat": 0, "card": pending},
        "discards": {"face_up": face_up or [], "face_down": 0},
        "removed": {2: 27, 3: 15, 4: 7}[players],
        "legal_actions": legal,
        "prompt": {"code": "x", "params": {}},
        "result": None,
    }


def _auction(card: str, high: int | None = None, holder: int | None = None, **kw: object) -> dict:
    return {
        "card": card,
        "currency": "cards" if card.startswith("gold-") else "gold",
        "high_bid": high,
        "high_bidder": holder,
        "passed": [],
        "excluded": [],
        "awaiting_payment": False,
        **kw,
    }


def _decide(v: dict) -> dict:
    return greedy_bot(v, v["legal_actions"], random.Random(0))


MONKS_LEAD = ["monks-A", "monks-E", "monks-F", "monks-H", "monks-I"]  # 16 of the 25 monks


@pytest.mark.parametrize(
    ("golds", "at_least", "paid"),
    [
        ([3, 2, 1, 1], 4, [1, 3]),  # 4 exactly, with two cards rather than three
        ([3, 3], 4, [3, 3]),
        ([2, 2, 3], 4, [2, 2]),  # 4 beats 5: no change is given (R21)
        ([3, 3, 3, 1], 2, [3]),
        ([1, 1, 1, 3], 3, [3]),
        ([2, 3], 1, [2]),
        ([1, 2], 4, None),
    ],
)
def test_smallest_sufficient_gold_payment(golds: list[int], at_least: int, paid: list) -> None:
    hand = [f"gold-{v}-{i + 1:02d}" for i, v in enumerate(golds)] + ["monks-A"]
    payment = smallest_payment(hand, at_least)
    if paid is None:
        assert payment is None
        return
    total, cards = payment
    assert sorted(int(c[5]) for c in cards) == sorted(paid)
    assert total == sum(paid)


def test_greedy_pays_with_the_smallest_sufficient_gold() -> None:
    # Monks are still open (8 of 25): monks-I is worth paying 4 for.
    hand = ["gold-3-01", "gold-2-01", "gold-2-02", "gold-1-01", *MONKS_LEAD[:3]]
    legal = [{"type": "pay", "currency": "gold", "at_least": 4}, {"type": "refuse"}]
    v = _view(hand, legal, auction=_auction("monks-I", 4, 0, awaiting_payment=True))
    choice = _decide(v)
    assert choice["type"] == "pay"
    assert sum(int(c[5]) for c in choice["cards"]) == 4
    assert sorted(choice["cards"]) in (["gold-1-01", "gold-3-01"], ["gold-2-01", "gold-2-02"])
    assert len(choice["cards"]) == 2  # 1 + 3 or 2 + 2, never 1 + 2 + ... or 3 + 2


def _pay_cards(hand: list[str], count: int) -> list[str]:
    legal = [{"type": "pay", "currency": "cards", "count": count}, {"type": "refuse"}]
    v = _view(hand, legal, auction=_auction("gold-3-01", count, 0, awaiting_payment=True))
    choice = _decide(v)
    assert choice["type"] == "pay"
    assert len(choice["cards"]) == count
    return choice["cards"]


def test_greedy_pays_a_gold_card_with_the_cards_it_needs_least() -> None:
    # Monks and pigments are contested (8 each): it gives its two stray gold-1 instead.
    contested = ["monks-A", "monks-E", "monks-F", "pigments-A", "pigments-E", "pigments-F"]
    assert sorted(_pay_cards([*contested, "gold-1-01", "gold-1-02"], 2)) == [
        "gold-1-01",
        "gold-1-02",
    ]
    # With 19 of the 25 monks it has monks won for sure (R27): spare monks cost it nothing.
    certain = [*MONKS_LEAD, "monks-G", "gold-3-02", "gold-3-03", "pigments-A", "pigments-E"]
    paid = _pay_cards(certain, 2)
    assert all(c.startswith("monks-") for c in paid)


def test_greedy_raises_the_die_of_a_category_it_clearly_leads() -> None:
    legal = [{"type": "church", "adjust": [{"category": c, "delta": 1}]} for c in CATEGORIES] + [
        {"type": "church", "adjust": []}
    ]
    v = _view(MONKS_LEAD, legal, pending="church-up1-1")
    assert _decide(v) == {"type": "church", "adjust": [{"category": "monks", "delta": 1}]}


def test_greedy_lowers_the_die_of_a_category_others_lead() -> None:
    # It holds something of every category but manuscripts: the others will win that one.
    hand = [
        *MONKS_LEAD,
        "pigments-H",
        "pigments-I",
        "pigments-E",
        "forbidden_tomes-H",
        "forbidden_tomes-I",
        "holy_books-H",
        "holy_books-I",
    ]
    legal = [{"type": "church", "adjust": [{"category": c, "delta": -1}]} for c in CATEGORIES] + [
        {"type": "church", "adjust": []}
    ]
    v = _view(hand, legal, pending="church-down1-1")
    assert _decide(v) == {"type": "church", "adjust": [{"category": "manuscripts", "delta": -1}]}


def test_greedy_declines_a_church_card_that_only_hurts_it() -> None:
    # Monks (its lead) is at 6 already; raising any other die helps the others.
    dice = dict.fromkeys(CATEGORIES, 3) | {"monks": 6}
    legal = [
        {"type": "church", "adjust": [{"category": c, "delta": 1}]} for c in CATEGORIES[1:]
    ] + [{"type": "church", "adjust": []}]
    v = _view(MONKS_LEAD, legal, pending="church-up1-2", dice=dice)
    assert _decide(v) == {"type": "church", "adjust": []}


def test_greedy_uses_both_dice_of_an_up2_on_its_categories() -> None:
    hand = [*MONKS_LEAD, "holy_books-A", "holy_books-H", "holy_books-I", "holy_books-B"]
    options = [
        [{"category": a, "delta": 1}, {"category": b, "delta": 1}]
        for i, a in enumerate(CATEGORIES)
        for b in CATEGORIES[i + 1 :]
    ]
    legal = [{"type": "church", "adjust": o} for o in options] + [{"type": "church", "adjust": []}]
    v = _view(hand, legal, pending="church-up2-1")
    chosen = _decide(v)["adjust"]
    assert {a["category"] for a in chosen} == {"monks", "holy_books"}


@pytest.mark.parametrize("top", [65, 66])
def test_greedy_never_bids_above_the_maximum(top: int) -> None:
    # All its gold is in threes: its cheapest payment of 65 is 66, yet it bids at most ``top``.
    hand = [f"gold-3-{i:02d}" for i in range(1, 12)] + [f"gold-2-{i:02d}" for i in range(1, 12)]
    hand = hand[:11] + hand[11:] + MONKS_LEAD
    legal = [{"type": "bid", "min": 64, "max": top}, {"type": "pass"}]
    v = _view(hand, legal, auction=_auction("monks-G", 63, 1), auction_pile=0)
    choice = _decide(v)
    assert choice["type"] == "pass" or 64 <= choice["amount"] <= top


def test_greedy_bids_for_a_card_it_wants_and_bids_what_it_would_pay() -> None:
    # A monk seals the monks die; its only gold is a 3: bidding 1 would cost 3 anyway.
    hand = [*MONKS_LEAD[:3], "gold-3-01"]
    legal = [{"type": "bid", "min": 1, "max": 66}, {"type": "pass"}]
    v = _view(hand, legal, auction=_auction("monks-I"), auction_pile=0)
    assert _decide(v) == {"type": "bid", "amount": 3}


def test_greedy_never_bids_more_gold_than_it_has() -> None:
    hand = [*MONKS_LEAD[:3], "gold-1-01", "gold-2-01"]
    legal = [{"type": "bid", "min": 4, "max": 66}, {"type": "pass"}]
    v = _view(hand, legal, auction=_auction("monks-I", 3, 1), auction_pile=0)
    assert _decide(v) == {"type": "pass"}


def test_greedy_lets_a_bidder_who_cannot_pay_be_penalized() -> None:
    # A gold card: the bid is in cards, and seat 1 holds only 3 cards (hand counts are public).
    hand = [*MONKS_LEAD, "gold-1-01", "gold-1-02", "gold-1-03", "gold-1-04"]
    legal = [{"type": "bid", "min": 5, "max": 87}, {"type": "pass"}]
    v = _view(hand, legal, counts=[len(hand), 3], auction=_auction("gold-3-01", 4, 1))
    assert _decide(v) == {"type": "pass"}


def test_greedy_keeps_a_card_it_needs_and_gives_away_what_it_does_not() -> None:
    both = [{"type": "place", "to": "keep"}, {"type": "place", "to": "public"}]
    turn = {"keep": False, "auction": True, "public": 0}
    monk = _view(
        MONKS_LEAD[:3],
        both,
        phase="gift",
        drawn="monks-I",
        turn=turn,
        draw_pile=30,
        auction_pile=5,
    )
    assert _decide(monk) == {"type": "place", "to": "keep"}
    # With 19 of the 25 monks, monks are won for sure (R27): another monk is worth nothing to
    # either seat, so it goes to the public space and the keep waits for a better card.
    spare = _view(
        [*MONKS_LEAD, "monks-G"],
        both,
        phase="gift",
        drawn="monks-B",
        turn=turn,
        draw_pile=30,
        auction_pile=5,
    )
    assert _decide(spare) == {"type": "place", "to": "public"}


def test_greedy_takes_the_public_card_worth_most_to_it() -> None:
    legal = [{"type": "take", "card": c} for c in ("pigments-A", "monks-I", "gold-1-01")]
    v = _view(MONKS_LEAD[:3], legal, players=3, phase="gift", draw_pile=40, auction_pile=5)
    v["public"] = ["pigments-A", "monks-I", "gold-1-01"]
    v["active_seat"] = 2
    assert _decide(v) == {"type": "take", "card": "monks-I"}


def test_greedy_pays_rather_than_be_penalized_for_a_fair_price() -> None:
    hand = [*MONKS_LEAD[:3], "gold-2-01", "pigments-H", "holy_books-H"]
    legal = [{"type": "pay", "currency": "gold", "at_least": 2}, {"type": "refuse"}]
    v = _view(hand, legal, auction=_auction("monks-I", 2, 0, awaiting_payment=True))
    assert _decide(v) == {"type": "pay", "cards": ["gold-2-01"]}


def test_bots_answer_the_only_legal_action() -> None:
    for legal in ([{"type": "pass"}], [{"type": "refuse"}], [{"type": "place", "to": "public"}]):
        v = _view(MONKS_LEAD, legal)
        assert greedy_bot(v, legal, random.Random(0)) == legal[0]
        assert random_bot(v, legal, random.Random(0)) == legal[0]


def test_random_bot_bids_within_the_range() -> None:
    legal = [{"type": "bid", "min": 60, "max": 66}, {"type": "pass"}]
    v = _view(MONKS_LEAD, legal, auction=_auction("monks-G", 59, 1))
    for k in range(50):
        choice = random_bot(v, legal, random.Random(k))
        assert choice == {"type": "pass"} or 60 <= choice["amount"] <= 66
