"""Standings at the end of 1347 (P64, P65 and play-contract "Clocks, second version"): the
spared are not killed, a winner is never killed, and a result's ranks, `won`, `winners` and
`standing` never contradict each other, resigned seats included."""

from __future__ import annotations

from engine import Table
from engine.game1347 import scoring
from engine.registry import get_game
from engine.table import Seat
from tests.engine.game1347.helpers import enter, of_type, pop, scenario

ROW = ["farm-1", "palace-1"]
NUNS_9 = ["church-11", "church-03", "church-08", "church-10", "church-04"]  # 9 nuns (E12)
SPARE = {"plague_spares_fewest_rats": True}


def seats(result: dict, key: str) -> list:
    return [e.get(key) for e in result["seats"]]


def table_of(state, statuses: list[str]) -> Table:
    return Table(get_game("1347"), state, [Seat(None, status) for status in statuses])


def test_p65_option_the_spared_are_not_killed_and_may_win():
    """P64: everyone's rats exceed the nuns; P65's option: the fewest rats (seats 0 and 2) count
    as survivors: they are spared, not killed, and seat 2 (more VP) wins."""
    state = scenario(
        3, ROW, hands={0: [], 1: [], 2: []}, nun_row=NUNS_9, rats=[10, 12, 10], options=SPARE
    )
    state.vp, state.vp_supply = [1, 9, 2], 8
    result = scoring.score(state)
    assert seats(result, "killed") == [False, True, False]
    assert seats(result, "standing") == ["spared", "killed", "spared"]
    assert seats(result, "won") == [False, False, True] and result["winners"] == [2]
    for entry in result["seats"]:
        assert not (entry["won"] and entry["killed"])


def test_p64_p65_the_plague_event_names_only_the_killed():
    """P64/P66: the plague's event lists the killed; with P65's option the spared seat is not
    in it, so the log never says a winner was killed."""
    state = scenario(
        2,
        ROW,
        hands={0: pop("peasantry", 1), 1: []},
        final=True,
        nun_row=NUNS_9,
        rats=[10, 12],
        options=SPARE,
    )
    enter(state, 1, pop("peasantry", 1))
    events = enter(state, 2)
    plague = of_type(events, "plague")[0].params
    over = of_type(events, "game_over")[0].params
    assert plague["killed"] == [1] and over["winners"] == [0]


def test_p65_nobody_survives_everyone_is_killed_and_nobody_wins():
    """P65 without the option: all lost; they share rank 1 (P65's decision), each standing
    `killed`, none `won`, no winners."""
    state = scenario(3, ROW, hands={0: [], 1: [], 2: []}, nun_row=NUNS_9, rats=[10, 12, 10])
    result = table_of(state, ["playing"] * 3)._ranked(scoring.score(state))
    assert seats(result, "rank") == [1, 1, 1]
    assert seats(result, "standing") == ["killed"] * 3
    assert seats(result, "won") == [False] * 3 and result["winners"] == []


def test_a_resigned_seat_with_the_most_vp_is_neither_first_nor_won():
    """P65 ranks seat 0 first by VP; it resigned, so it ranks after every playing seat
    (play-contract, "Resigning"), and `won`/`winners` follow the final ranks."""
    state = scenario(3, ROW, hands={0: [], 1: [], 2: []}, nun_row=NUNS_9, rats=[1, 2, 3])
    state.vp, state.vp_supply = [9, 3, 1], 8
    result = table_of(state, ["resigned", "playing", "playing"])._ranked(scoring.score(state))
    assert seats(result, "rank") == [3, 1, 2]
    assert seats(result, "standing") == ["resigned", "finished", "finished"]
    assert seats(result, "won") == [False, True, False] and result["winners"] == [1]
