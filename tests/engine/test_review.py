"""The expert's review (play-contract, "Learning"): at each decision of each person's seat,
from that seat's view alone, the expert's chance of winning after the move played and after
its own choice, the very figures of a direct search from the same view with the same seed
(so a review is deterministic for its seed); ``mistake`` at a difference of 0.10 or more; the
game's ``Expert.review_moves`` shared out over each seat's decisions."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from engine import Setup, Table, get_game
from engine.advice import advice_random
from engine.review import MISTAKE, bounded, review
from engine.search import evaluate

BIBLIOS, GAME_1347 = get_game("biblios"), get_game("1347")


@pytest.fixture
def small_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reviews that search little (what they report, not how well, is under test)."""
    for game, moves in ((BIBLIOS, 6_000), (GAME_1347, 3_000)):
        hint = replace(game.expert.hint, min_worlds=1)
        expert = replace(game.expert, hint=hint, review_moves=moves)
        monkeypatch.setattr(type(game), "expert", expert)


def played(game, setup: Setup, bots: list) -> Table:  # noqa: ANN001
    """A game of people who play the greedy bot's move, or the random bot's one time in three."""
    table, _ = Table.create(game, setup, bots)
    rnd = random.Random(setup.seed)
    while not table.is_over():
        (seat,) = table.waiting_for()
        view = table.view(seat)
        bot = game.bots["random" if rnd.random() < 1 / 3 else "greedy"]
        table.act(seat, bot(view, view["legal_actions"], rnd))
    return table


def views_before(table: Table) -> dict[int, dict]:
    """Each log entry's index → the game's view of the seat that made it, before it."""
    fresh, _ = table.restarted()
    views = {}
    for index, text in enumerate(table.log.split()):
        entry = fresh.read_entry(text)
        views[index] = (table.game.view(fresh.state, entry.seat), entry)
        fresh.apply_entry(entry)
    return views


@pytest.mark.usefixtures("small_reviews")
@pytest.mark.parametrize(
    ("game", "setup", "bots"),
    [
        # The quick loop checks 1347's, the quicker (docs/testing.md, "Slow tests out of the
        # quick loop"); the whole suite both.
        pytest.param(
            BIBLIOS, Setup(2, 8, "standard", 0), [None, None], marks=pytest.mark.slow, id="biblios"
        ),
        pytest.param(
            GAME_1347, Setup(4, 8, "first_game", 0), [None, "greedy", None, "greedy"], id="1347"
        ),
    ],
)
def test_the_reviews_chances_are_a_direct_searchs_from_the_same_view(game, setup, bots) -> None:  # noqa: ANN001
    table = played(game, setup, bots)
    reviewed = review(table, seed=5)
    people = [s for s, bot in enumerate(bots) if bot is None]
    assert sorted(reviewed) == people
    views = views_before(table)
    expert = game.expert
    for seat in people:
        decisions = reviewed[seat]
        assert len(decisions) >= 8
        left = expert.review_moves  # the seat's budget shared out as it goes
        for k, decision in enumerate(decisions):
            assert decision.budget == max(0, left // (len(decisions) - k))
            left -= decision.moves
        for decision in decisions:
            view, entry = views[decision.index]
            assert entry.seat == seat and entry.action.to_json() == decision.played
            assert 0 <= decision.chance_played <= 1 and 0 <= decision.chance_expert <= 1
            assert decision.chance_expert >= decision.chance_played  # the best it found
            assert decision.mistake == (decision.chance_expert - decision.chance_played >= MISTAKE)
            assert decision.to_data() == {
                "index": decision.index,
                "played": decision.played,
                "expert": decision.expert,
                "chance_played": decision.chance_played,
                "chance_expert": decision.chance_expert,
                "mistake": decision.mistake,
            }
        for decision in decisions[:: max(1, len(decisions) // 3)]:  # a few, searched directly
            view, _ = views[decision.index]
            candidates = expert.candidates(view)
            if decision.played not in candidates:
                candidates.append(decision.played)
            budget = replace(expert.hint, moves=decision.budget)
            direct = evaluate(
                game,
                view,
                candidates,
                expert.determinize,
                expert.rollout(seat),
                advice_random(view, 5),
                budget,
                expert.horizon,
            )
            assert direct.worlds == decision.worlds and direct.moves == decision.moves
            chances = [direct.chance(i) for i in range(len(candidates))]
            chosen = direct.advised(budget.confidence)
            assert candidates[chosen] == decision.expert
            assert chances[chosen] == decision.chance_expert
            assert chances[candidates.index(decision.played)] == decision.chance_played
    assert any(d.mistake for s in people for d in reviewed[s])


@pytest.mark.usefixtures("small_reviews")
def test_only_a_persons_own_decisions_with_a_choice_are_reviewed() -> None:
    table, _ = Table.create(BIBLIOS, Setup(2, 12, "standard", 0), [None, "greedy"])
    rnd = random.Random(1)
    steps = 0
    while not table.is_over():
        steps += 1
        if steps == 30:
            table.resign(0)  # the stand-in plays on: not the person's decisions
            break
        if steps % 6 == 0:
            table.time_out(0)  # the stand-in's move: not the person's decision
            continue
        view = table.view(0)
        table.act(0, BIBLIOS.bots["random"](view, view["legal_actions"], rnd))
    reviewed = review(table)
    assert list(reviewed) == [0]
    indexes = {d.index for d in reviewed[0]}
    resigned_at = table.log.split().index("~0")
    forced = 0
    for index, (view, entry) in views_before(table).items():
        person = entry.seat == 0 and entry.kind == "action" and index < resigned_at
        candidates = BIBLIOS.expert.candidates(view) if person else []
        choice = person and (len(candidates) > 1 or candidates != [entry.action.to_json()])
        forced += person and not choice  # a forced placement has nothing to weigh
        assert (index in indexes) == (person and choice), index
    assert forced and indexes


def test_a_seats_review_stops_at_its_cpu_bound() -> None:
    """With its full budget a seat's review takes some 20 s of CPU (``bench.review``); bounded
    by half a second of the process's CPU time, it stops after about as much, one decision's
    search at most beyond the bound, and says it is not complete."""
    table = played(BIBLIOS, Setup(2, 8, "standard", 0), [None, None])
    bound = 0.5
    start = time.process_time()
    ((decisions, complete),) = bounded(table, [0], 5, bound, time.process_time).values()
    spent = time.process_time() - start
    assert decisions and not complete
    assert spent < bound + 1.5, spent
    assert sum(d.moves for d in decisions) < BIBLIOS.expert.review_moves / 2


def test_a_game_without_an_expert_has_no_review() -> None:
    from tests.games.nim.rules import GAME as NIM

    table, _ = Table.create(NIM, Setup(2, 1, "normal", 0), ["greedy", "greedy"])
    with pytest.raises(ValueError, match="gives no advice"):
        review(table)
