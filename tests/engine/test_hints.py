"""Hints (play-contract, "Learning"): at the table, the create-time option ``hints`` and the
event ``hint_given`` every seat sees, logged, counted in the export and checked by the
verifier; the hint itself (``engine.advice.hint``), the expert's choice with its chance and at
most three alternatives, computed from the asking seat's view alone: the same whatever the
other seats hold (other deals that show the seat the same view), for a fixed search seed."""

from __future__ import annotations

import json
import random

import pytest

from engine import RuleViolation, Setup, Table, get_game
from engine.advice import ALTERNATIVES, advice_random, hint
from engine.export import export_game
from engine.fairness import Fairness
from engine.search import Evaluation
from engine.verify import verify
from tests.depth import examples
from tests.engine.export_games import seats_of

BIBLIOS, GAME_1347 = get_game("biblios"), get_game("1347")


def code(call, *args) -> str:  # noqa: ANN001
    with pytest.raises(RuleViolation) as caught:
        call(*args)
    return caught.value.code


def greedy(table: Table, seat: int) -> dict:
    view = table.view(seat)
    return table.game.bots["greedy"](view, view["legal_actions"], random.Random(0))


def test_hints_are_a_create_time_option_of_the_table() -> None:
    off, _ = Table.create(BIBLIOS, Setup(2, 4, "standard", 0))
    assert code(off.hint, 0) == code(off.check_can_hint, 0) == "hints_off"
    table, _ = Table.create(BIBLIOS, Setup(3, 4, "standard", 0), [None, None, "greedy"], hints=True)
    assert code(table.hint, 1) == "not_your_turn"  # seat 1 has no decision to make
    assert code(table.check_can_hint, 1) == "not_your_turn"
    table.check_can_hint(0)  # seat 0 may: nothing logged
    assert "?" not in table.log
    assert code(table.hint, 2) == "bot_seat"
    log, timeouts = table.log, table.seats[0].timeouts
    events = table.hint(0)
    assert [(e.type, e.seat, e.params) for e in events] == [("hint_given", 0, {})]
    for viewer in (None, 0, 1, 2):
        assert events[0].visible_to(viewer) == {
            "seq": events[0].seq,
            "type": "hint_given",
            "seat": 0,
            "params": {},
        }
    assert table.log == log + "?0 " and table.seats[0].timeouts == timeouts
    assert table.waiting_for() == (0,)  # nothing else changed: it is still seat 0's decision
    table.hint(0)  # again: each hint is logged
    assert table.log.endswith("?0 ?0 ")
    data = json.loads(json.dumps(table.to_data()))
    assert data[-1] == {"hints": True} and Table.from_data(data) == table
    assert Table.from_data(data).hints and len(off.to_data()) == 5  # stored only when on
    replayed, replay_events = table.replay()
    assert replayed == table and replay_events[-1].type == "hint_given"
    table.resign(0)
    assert code(table.hint, 0) == "seat_resigned"


def test_hints_are_counted_in_the_export_and_checked_by_the_verifier() -> None:
    table, _ = Table.create(BIBLIOS, Setup(2, 6, "standard", 0), [None, "greedy"], hints=True)
    asked = 0
    while not table.is_over():
        if asked < 3 and len(table.log.split()) % 5 == 0:
            table.hint(0)
            asked += 1
        table.act(0, greedy(table, 0))
    document = json.loads(
        json.dumps(export_game(table, fairness=Fairness.seeded(), seats=seats_of(2)))
    )
    assert document["hints"] is True
    assert [s["hints"] for s in document["seats"]] == [3, 0]
    assert sum(item["action"] == {"type": "hint"} for item in document["actions"]) == 3
    assert verify(document).ok

    def tampered(**changes: object) -> str:
        report = verify({**document, **changes})
        assert not report.ok
        return f"{report.check}: {report.mismatch}"

    seats = [{**document["seats"][0], "hints": 2}, document["seats"][1]]
    assert tampered(seats=seats) == "seats: seat 0 hints 2 != 3 (file != replay)"
    seats = [{**document["seats"][0], "hints": True}, document["seats"][1]]
    assert tampered(seats=seats).startswith("seats: seat 0 hints true")
    without = {key: value for key, value in document.items() if key != "hints"}
    without["seats"] = [{k: v for k, v in s.items() if k != "hints"} for s in document["seats"]]
    report = verify(without)  # a game without hints has none to ask for
    assert report.check == "actions" and "hints_off" in report.mismatch
    assert tampered(hints=False) == "document: hints: true or absent"
    index = next(i for i, item in enumerate(document["actions"]) if item["seat"] == 1)
    actions = list(document["actions"])
    actions.insert(index, {"seat": 1, "action": {"type": "hint"}})  # the bot's decision
    assert "bot_seat" in tampered(actions=actions)
    actions = [*document["actions"], {"seat": 0, "action": {"type": "hint"}}]
    assert "game_over" in tampered(actions=actions)
    timed = {"seat": 0, "action": {"type": "hint"}, "timeout": True}
    assert "a hint is not a timeout" in tampered(actions=[timed, *document["actions"]])


def test_export_without_hints_is_as_before() -> None:
    table, _ = Table.create(BIBLIOS, Setup(2, 6, "standard", 0), ["greedy", "greedy"])
    document = export_game(table, fairness=Fairness.seeded(), seats=seats_of(2))
    assert "hints" not in document and all("hints" not in s for s in document["seats"])
    assert verify(document).ok


def decisions(game, setup: Setup, every: int):  # noqa: ANN001, ANN201
    """(state, seat) at every ``every``-th decision of a game of greedy bots, as copies."""
    state, _ = game.new_game(setup)
    rnd = random.Random(setup.seed)
    n = 0
    while not game.is_over(state):
        (seat,) = game.to_act(state)
        if n % every == 0:
            yield game.from_data(json.loads(json.dumps(game.to_data(state)))), seat
        view = game.view(state, seat)
        game.apply_action(
            state, seat, game.parse_action(game.bots["greedy"](view, view["legal_actions"], rnd))
        )
        n += 1


@pytest.mark.parametrize(
    ("game", "setup"),
    [(BIBLIOS, Setup(2, 3, "standard", 0)), (GAME_1347, Setup(4, 3, "first_game", 0))],
    ids=["biblios", "1347"],
)
def test_a_hint_is_the_same_whatever_the_other_seats_hold(game, setup: Setup) -> None:  # noqa: ANN001
    expert = game.expert
    checked = 0
    wanted = examples(4, least=1)  # decisions (the quick loop: one; each is 5 searches)
    for state, seat in decisions(game, setup, every=9):
        view = game.view(state, seat)
        if not expert.searchable(view) or checked >= wanted:
            continue
        # other deals the seat cannot tell from this one: what the others hold differs
        others = [expert.determinize(view, random.Random(k)) for k in range(3)]
        assert all(game.view(other, seat) == view for other in others)
        assert len({json.dumps(game.to_data(s)) for s in [state, *others]}) == 4
        # the search's seed as the API gives it (none: the default, drawn from the view alone)
        hints = [hint(game, game.view(s, seat)) for s in [state, *others]]
        assert all(h == hints[0] for h in hints)
        check_hint(game, view, hints[0])
        assert hints[0] == hint(game, view, advice_random(view))  # what the default seed is
        checked += 1
    assert checked == wanted


def check_hint(game, view: dict, given: dict) -> None:  # noqa: ANN001
    assert set(given) == {"action", "chance", "alternatives"}
    actions = [given["action"]] + [a["action"] for a in given["alternatives"]]
    assert len(given["alternatives"]) <= ALTERNATIVES
    assert len({json.dumps(a, sort_keys=True) for a in actions}) == len(actions)
    assert 0.0 <= given["chance"] <= 1.0
    chances = [a["chance"] for a in given["alternatives"]]
    assert chances == sorted(chances, reverse=True) and all(0 <= c <= 1 for c in chances)
    assert all(c <= given["chance"] for c in chances)  # no alternative shows a better chance
    for action in actions:  # each legal where the seat is
        state = game.from_data(game.to_data(game.expert.determinize(view, random.Random(0))))
        game.apply_action(state, view["seat"], game.parse_action(action))


def test_where_the_search_cannot_weigh_a_decision_the_hint_is_the_experts_own_move() -> None:
    setup = Setup(4, 2, "first_game", 0)
    for state, seat in decisions(GAME_1347, setup, every=1):
        view = GAME_1347.view(state, seat)
        if not GAME_1347.expert.searchable(view):
            given = hint(GAME_1347, view)
            assert given == {
                "action": GAME_1347.expert.candidates(view)[0],
                "chance": None,
                "alternatives": [],
            }
            return
    pytest.fail("no phase D decision")


def test_no_hint_without_a_decision_or_an_expert() -> None:
    state, _ = BIBLIOS.new_game(Setup(2, 1, "standard", 0))
    assert hint(BIBLIOS, BIBLIOS.view(state, 1)) is None  # seat 0 decides
    from tests.games.nim.rules import GAME as NIM

    state, _ = NIM.new_game(Setup(2, 1, "normal", 0))
    assert hint(NIM, NIM.view(state, 0)) is None  # Nim declares no expert


@pytest.mark.parametrize(
    ("wins", "named"),
    [
        (((0.0, 1.0), (1.0, 1.0), (1.0, 0.0)), 1),  # the search keeps its first; 1 shows better
        (((1.0, 0.0), (0.0, 1.0)), 0),  # equal chances: the search's own choice
        (((0.0, 0.0), (1.0, 0.0), (0.0, 1.0)), 1),  # equal best: the first of them
        (((1.0, 1.0),), 0),
    ],
)
def test_the_advice_names_the_best_chance_the_search_found(wins, named: int) -> None:  # noqa: ANN001
    """A person reads the chances beside the move a hint or a review names: with its few worlds
    the search keeps its first candidate (no gain with confidence), yet the advice names the
    candidate it gave the best chance, so no alternative shows a better one."""
    flat = tuple((0.0,) * len(w) for w in wins)  # no candidate gains: the search keeps the first
    evaluation = Evaluation(scores=flat, wins=wins, moves=0)
    assert evaluation.choice(confidence=1.0) == 0
    assert evaluation.advised(confidence=1.0) == named
