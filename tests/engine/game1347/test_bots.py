"""The bots: always legal, from the view only, deterministic, and the greedy one plays to win."""

from __future__ import annotations

import copy
import random

from engine import Setup, Table
from engine import game1347 as g
from engine.game1347 import bots
from tests.engine.game1347.helpers import PLAYER_COUNTS, VARIANTS, actor, options_for


def test_bots_answer_every_decision_legally_from_the_view_alone():
    """Every kind of decision, every player count and selection; the view and the templates
    are left as they were, and the same view gives the same greedy choice."""
    kinds = set()
    for seed in range(40):
        players, variant = PLAYER_COUNTS[seed % 4], VARIANTS[seed // 4 % 4]
        rnd = random.Random(seed)
        state, _ = g.new_game(players, variant, seed, None, options_for(variant))
        while (seat := actor(state)) is not None:
            view = g.view(state, seat)
            legal = view["legal_actions"]
            kinds.update(t["type"] for t in legal)
            frozen = copy.deepcopy(view)
            name = ("random", "greedy")[(seed + state.seq) % 2]
            action = g.GAME.bots[name](view, legal, rnd)
            assert view == frozen
            if name == "greedy":
                assert bots.greedy_bot(view, legal, random.Random(0)) == action
            g.apply_action(state, seat, action)  # RuleViolation if not legal
    assert kinds == set(g.GAME.action_types)


def test_greedy_beats_random_in_two_player_games():
    """play-contract's bar is 70 % over 1 000 games (bench/engine_1347.py measures it)."""
    wins = 0
    games = 60
    for seed in range(games):
        greedy = seed % 2
        names = ["random", "random"]
        names[greedy] = "greedy"
        table, _ = Table.create(
            g.GAME, Setup(2, seed, VARIANTS[seed % 4], None, options_for(VARIANTS[seed % 4])), names
        )
        wins += table.result()["seats"][greedy]["won"]
    assert wins >= 0.8 * games


def test_greedy_keeps_its_rats_under_the_plague():
    killed = 0
    for seed in range(40):
        table, _ = Table.create(g.GAME, Setup(4, seed, "mixed"), ["greedy"] * 4)
        killed += sum(e["killed"] for e in table.result()["seats"])
    assert killed <= 0.1 * 160
