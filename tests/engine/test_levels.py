"""The bot levels (easy, expert) and what the expert's search stands on: determinizations drawn
from a seat's view alone, and tables that defer the slow bots' moves."""

from __future__ import annotations

import random

import pytest

from engine import Setup, Table, get_game
from engine.biblios import bots_levels as biblios_levels
from engine.biblios.bots import greedy_bot, smallest_payment
from engine.biblios.cards import CARD_IDS, IS_CHURCH
from engine.biblios.determinize import _consistent
from engine.biblios.determinize import determinize as biblios_determinize
from engine.game1347 import bots_levels as levels_1347
from engine.game1347.determinize import determinize as determinize_1347
from engine.game1347.determinize import searchable
from engine.search import Budget
from engine.table import SLOW_BOTS

BIBLIOS, GAME_1347 = get_game("biblios"), get_game("1347")
SMALL = Budget(moves=60, min_worlds=1)


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """The experts search little (their choices, not their strength, are under test)."""
    monkeypatch.setattr(biblios_levels, "EXPERT_BUDGET", SMALL)
    monkeypatch.setattr(levels_1347, "EXPERT_BUDGET", SMALL)


def _positions(game, players: int, seed: int, variant: str):  # noqa: ANN001, ANN202
    """Every (state, seat to act) of a game played by greedy and random bots, as copies."""
    state, _ = game.new_game(Setup(players, seed, variant))
    rnd = random.Random(seed)
    while not game.is_over(state):
        (seat,) = game.to_act(state)
        yield game.from_data(game.to_data(_copy(game, state))), seat
        view = game.view(state, seat)
        bot = game.bots["greedy" if rnd.random() < 0.7 else "random"]
        game.apply_action(state, seat, game.parse_action(bot(view, view["legal_actions"], rnd)))


def _copy(game, state):  # noqa: ANN001, ANN202
    import json

    return game.from_data(json.loads(json.dumps(game.to_data(state))))


# --- Determinizations ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_biblios_determinization_shows_its_seat_the_same_view(players: int) -> None:
    checked = 0
    for seed in range(3):
        variant = ("standard", "medieval_bluff")[seed % 2]
        for state, _ in _positions(BIBLIOS, players, seed, variant):
            for seat in range(players):
                view = BIBLIOS.view(state, seat)
                sample = biblios_determinize(view, random.Random(checked))
                assert BIBLIOS.view(sample, seat) == view
                assert BIBLIOS.inventory(sample) == BIBLIOS.inventory(state)
                checked += 1
    assert checked > 500


@pytest.mark.parametrize("variant", ["first_game", "one_type_per_class"])
@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_1347_determinization_shows_its_seat_the_same_view(players: int, variant: str) -> None:
    checked = 0
    for seed in range(2):
        for state, seat in _positions(GAME_1347, players, seed, variant):
            view = GAME_1347.view(state, seat)
            if not searchable(view):
                continue
            sample = determinize_1347(view, random.Random(checked))
            assert GAME_1347.view(sample, seat) == view
            assert GAME_1347.inventory(sample) == GAME_1347.inventory(state)
            checked += 1
    assert checked > 20


def test_determinizations_differ_where_the_seat_sees_nothing() -> None:
    state, _ = BIBLIOS.new_game(Setup(2, 3, "standard"))
    view = BIBLIOS.view(state, 0)
    samples = [biblios_determinize(view, random.Random(i)) for i in range(20)]
    assert len({tuple(s.removed) for s in samples}) > 1
    assert len({tuple(s.draw) for s in samples}) > 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_biblios_determinization_puts_no_church_card_where_none_can_be(players: int) -> None:
    # R16: a church card is resolved at once; it never enters a hand, is never paid face down
    # and is never the kept card
    checked = 0
    for state, seat in _positions(BIBLIOS, players, 7, "standard"):
        sample = biblios_determinize(BIBLIOS.view(state, seat), random.Random(checked))
        hidden = [c for s, hand in enumerate(sample.hands) if s != seat for c in hand]
        hidden += sample.face_down + ([sample.kept] if sample.kept is not None else [])
        assert not any(IS_CHURCH[c] for c in hidden)
        checked += 1
    assert checked > 100


def test_a_2_player_biblios_sample_explains_the_other_seats_move_on_the_card() -> None:
    # the other hand is drawn again until the greedy bot holding it would have bid (it can pay)
    # or passed as the other seat did on the card being auctioned
    positions = samples = explained = paid = bids = truth = 0
    for seed in range(4):
        state, _ = BIBLIOS.new_game(Setup(2, seed, ("standard", "medieval_bluff")[seed % 2]))
        while not BIBLIOS.is_over(state):
            (seat,) = BIBLIOS.to_act(state)
            view = BIBLIOS.view(state, seat)
            auction, other = view["auction"], 1 - seat
            if auction is not None and (
                auction["high_bidder"] == other or other in auction["passed"]
            ):
                own = [None, None]
                own[seat] = state.hands[seat]
                positions += 1
                truth += _consistent(view, own, {other: state.hands[other]}, random.Random(0))
                for k in range(3):
                    hand = biblios_determinize(view, random.Random(k)).hands[other]
                    samples += 1
                    explained += _consistent(view, own, {other: hand}, random.Random(0))
                    if auction["high_bidder"] == other and auction["currency"] == "gold":
                        bids += 1
                        ids = [CARD_IDS[c] for c in hand]
                        paid += smallest_payment(ids, auction["high_bid"]) is not None
            action = greedy_bot(view, view["legal_actions"], random.Random(0))
            BIBLIOS.apply_action(state, seat, BIBLIOS.parse_action(action))
    assert positions > 50 and bids > 20
    assert truth >= 0.95 * positions  # the greedy bot's own moves are explained
    assert explained >= 0.8 * samples and paid >= 0.95 * bids


# --- Hidden information stays hidden ---------------------------------------------------------


def _swap_hidden_biblios(state):  # noqa: ANN001, ANN202
    """The same state but for one card of seat 1's hand and one removed at setup, exchanged."""
    other = _copy(BIBLIOS, state)
    other.hands[1][0], other.removed[0] = other.removed[0], other.hands[1][0]
    other.removed.sort()
    return other


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("bot", ["easy", "expert"])
def test_biblios_bots_choose_alike_when_only_hidden_cards_differ(bot: str) -> None:
    compared = 0
    for state, seat in _positions(BIBLIOS, 2, 11, "standard"):
        # the expert searches the auction phase's decisions (the gift phase's are greedy)
        if seat != 0 or state.phase != "auction" or not state.hands[1]:
            continue
        other = _swap_hidden_biblios(state)
        assert BIBLIOS.to_data(other) != BIBLIOS.to_data(state)
        views = [BIBLIOS.view(s, 0) for s in (state, other)]
        assert views[0] == views[1]
        choices = [
            [BIBLIOS.bots[bot](v, v["legal_actions"], random.Random(k)) for k in range(4)]
            for v in views
        ]
        assert choices[0] == choices[1]
        compared += 1
        if compared == 6:
            break
    assert compared == 6


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("bot", ["easy", "expert"])
def test_1347_bots_choose_alike_when_only_hidden_cards_differ(bot: str) -> None:
    compared = 0
    for state, seat in _positions(GAME_1347, 3, 4, "first_game"):
        view = GAME_1347.view(state, seat)
        other_seat = (seat + 1) % 3
        if not searchable(view) or not state.hands[other_seat] or not state.deck:
            continue
        other = _copy(GAME_1347, state)
        hand = other.hands[other_seat]
        hand[0], other.deck[0] = other.deck[0], hand[0]
        hand.sort()
        views = [GAME_1347.view(s, seat) for s in (state, other)]
        assert views[0] == views[1]
        choices = [
            [GAME_1347.bots[bot](v, v["legal_actions"], random.Random(k)) for k in range(3)]
            for v in views
        ]
        assert choices[0] == choices[1]
        compared += 1
        if compared == 4:
            break
    assert compared == 4


# --- The levels' play --------------------------------------------------------------------------


def test_the_easy_bot_only_bids_what_it_can_pay_and_always_pays() -> None:
    bids = 0
    for seed in range(30):
        state, _ = BIBLIOS.new_game(Setup(2, seed, "standard"))
        rnd = random.Random(seed)
        while not BIBLIOS.is_over(state):
            (seat,) = BIBLIOS.to_act(state)
            view = BIBLIOS.view(state, seat)
            legal = view["legal_actions"]
            bot = BIBLIOS.bots["easy" if seat == seed % 2 else "random"]
            action = bot(view, legal, rnd)
            if seat == seed % 2 and action["type"] == "bid":
                hand = next(h["cards"] for h in view["hands"] if h["seat"] == seat)
                if view["auction"]["currency"] == "gold":
                    assert smallest_payment(hand, action["amount"]) is not None
                else:
                    assert action["amount"] <= len(hand)
                bids += 1
            if seat == seed % 2 and biblios_levels.greedy_payment(view, legal) is not None:
                assert action["type"] == "pay"
            BIBLIOS.apply_action(state, seat, BIBLIOS.parse_action(action))
    assert bids > 30


def test_the_easy_bot_plays_greedy_moves_and_plausible_others() -> None:
    state, _ = BIBLIOS.new_game(Setup(2, 5, "standard"))
    view = BIBLIOS.view(state, 0)
    legal = view["legal_actions"]
    greedy = greedy_bot(view, legal, random.Random(0))
    choices = [BIBLIOS.bots["easy"](view, legal, random.Random(k)) for k in range(40)]
    assert greedy in choices and any(c != greedy for c in choices)
    assert all(c in biblios_levels.candidates(view, legal) for c in choices)


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize(
    ("game_id", "players", "variant"), [("biblios", 2, "standard"), ("1347", 3, "first_game")]
)
def test_expert_games_replay_identically(game_id: str, players: int, variant: str) -> None:
    game = get_game(game_id)
    setup = Setup(players, 8, variant)
    bots = ["expert", "greedy", "easy"][:players]
    table, events = Table.create(game, setup, bots)
    assert table.is_over()
    again, again_events = Table.create(game, setup, bots)
    assert again == table and again_events == events
    replayed, replayed_events = table.replay()
    assert replayed == table and replayed_events == events


# --- Deferring the slow bots ----------------------------------------------------------------


@pytest.mark.usefixtures("small_budgets")
def test_a_deferring_table_leaves_the_expert_moves_to_play_deferred() -> None:
    setup = Setup(2, 21, "standard")
    bots = ["expert", "greedy"]
    inline, inline_events = Table.create(BIBLIOS, setup, bots)
    table, events = Table.create(BIBLIOS, setup, bots, defer=True)
    assert table.deferred() == (0,) and table.waiting_for() == () and not table.is_over()
    stored = Table.from_data(table.to_data(), defer=True)
    assert stored.deferred() == (0,) and Table.from_data(table.to_data()).deferred() == ()
    writes = 0
    while table.deferred():
        (seat,) = table.deferred()
        assert table.seats[seat].bot in SLOW_BOTS
        new = table.play_deferred()
        assert new and table.deferred() in ((), (0,))
        events += new
        writes += 1
    assert table == inline and events == inline_events
    assert writes > 5 and table.play_deferred() == []


@pytest.mark.usefixtures("small_budgets")
def test_a_person_waits_while_the_expert_is_pending() -> None:
    table, _ = Table.create(BIBLIOS, Setup(2, 2, "standard"), [None, "expert"], defer=True)
    while table.waiting_for():
        (seat,) = table.waiting_for()
        view = table.view(seat)
        table.act(seat, greedy_bot(view, view["legal_actions"], random.Random(0)))
        if table.deferred():
            break
    assert table.deferred() == (1,) and table.waiting_for() == ()
    table.play_deferred()
    assert table.waiting_for() == (0,) or table.deferred() == (1,) or table.is_over()


@pytest.mark.parametrize(
    ("game_id", "players", "variant"),
    [("biblios", 2, "standard"), ("biblios", 3, "medieval_bluff"), ("1347", 4, "first_game")],
)
def test_the_experts_own_policies_play_whole_games_legally_and_leave_greedy(
    game_id: str, players: int, variant: str
) -> None:
    """The experts' policies (their default moves, issue 28) in every seat: every move legal,
    the same view giving the same move, and not always the greedy bot's."""
    from engine.biblios.expert_policy import expert_policy as biblios_policy
    from engine.game1347.bots import greedy_bot as greedy_1347
    from engine.game1347.expert_policy import expert_policy as policy_1347

    game = get_game(game_id)
    policy, greedy = (
        (biblios_policy, greedy_bot) if game_id == "biblios" else (policy_1347, greedy_1347)
    )
    state, _ = game.new_game(Setup(players, 5, variant))
    differ = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        action = policy(view, view["legal_actions"], random.Random(0))
        assert action == policy(view, view["legal_actions"], random.Random(1))
        differ += action != greedy(view, view["legal_actions"], random.Random(0))
        game.apply_action(state, seat, game.parse_action(action))  # raises if illegal
    assert differ > 0
