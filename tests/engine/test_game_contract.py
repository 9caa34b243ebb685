"""The contract every game keeps, checked over every registered game (and the test-only Nim):
random playouts at a table, with people, bots, a resignation and timeouts, where

- the components are conserved (``Game.inventory`` never changes);
- no view shows a seat what it may not see (``Game.secrets``), nor a spectator;
- the state and the table survive a JSON round trip at every step;
- the table replays from its setup and log to itself, with the same events;
- the game ends with a result that ranks every seat.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import engine
from engine import PLAYING, RESIGNED, TAKEN_OVER, Game, RuleViolation, Setup, Table, get_game
from engine.table import SLOW_BOTS
from tests.games.nim.rules import GAME as NIM

GAMES = [get_game(game_id) for game_id in engine.game_ids()] + [NIM]
MAX_STEPS = 20_000
pytestmark = pytest.mark.usefixtures("nim_registered")


def setups(game: Game, seeds: int) -> list[Setup]:
    """Every player count and variant the game takes without options, over a few seeds."""
    info = game.info
    found = []
    for seed in range(seeds):
        players = info.min_players + seed % (info.max_players - info.min_players + 1)
        variant = info.variants[seed % len(info.variants)]
        setup = Setup(players, seed * 7919 + 1, variant)
        try:
            game.new_game(setup)
        except RuleViolation:  # a variant that needs options of its own
            continue
        found.append(setup)
    return found


def quoted_ids(view: dict) -> set[str]:
    return set(re.findall(r'"([^"\\]*)"', json.dumps(view)))


def check_views(table: Table) -> None:
    game = table.game
    for seat in [None, *range(len(table.seats))]:
        view = table.view(seat)
        leaked = game.secrets(table.state, seat) & quoted_ids(view)
        assert not leaked, f"seat {seat} sees {sorted(leaked)[:5]}"


def check_codec(table: Table) -> None:
    data = json.loads(json.dumps(table.to_data()))
    again = Table.from_data(data)
    assert again == table and again.to_data() == data


def play(game: Game, setup: Setup, rnd: random.Random) -> tuple[Table, list]:
    """A game at a table: seat 0 a person who resigns at some point (when there is another
    person), the last seat a random bot when there are 3 or more, timeouts now and then."""
    players = setup.players
    bots = [None] * players
    if players >= 3:
        bots[-1] = "random"
    table, events = Table.create(game, setup, bots)
    inventory = game.inventory(table.state)
    resign_at = rnd.randrange(1, 60)
    for step in range(MAX_STEPS):
        if table.is_over():
            break
        assert game.inventory(table.state) == inventory
        if step % 7 == 0:
            check_views(table)
            check_codec(table)
        if step == resign_at and table.seats[0].status == PLAYING:
            events += table.resign(0)
            assert table.seats[0].status == RESIGNED
            continue
        seat = table.waiting_for()[0]
        if rnd.random() < 0.05:
            events += table.time_out(seat)
            continue
        view = table.view(seat)
        action = game.bots["random"](view, view["legal_actions"], rnd)
        events += table.act(seat, action)
    else:
        pytest.fail("the game did not end")
    return table, events


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_random_playouts_keep_the_contract(game: Game) -> None:
    for setup in setups(game, seeds=12):
        rnd = random.Random(setup.seed)
        table, events = play(game, setup, rnd)
        assert table.is_over() and table.waiting_for() == () and table.to_act() == ()
        assert [e.seq for e in events] == list(range(1, len(events) + 1))
        assert events[-1].type == "game_over"
        check_views(table)
        check_codec(table)
        replayed, replay_events = table.replay()
        assert replayed == table and replay_events == events
        result = table.result()
        ranks = sorted(entry["rank"] for entry in result["seats"])
        assert len(ranks) == setup.players and ranks[0] == 1
        statuses = {entry["seat"]: entry["status"] for entry in result["seats"]}
        playing = [s for s, status in statuses.items() if status == PLAYING]
        others = [s for s, status in statuses.items() if status in (RESIGNED, TAKEN_OVER)]
        by_seat = {entry["seat"]: entry["rank"] for entry in result["seats"]}
        if playing and others:  # play-contract: resigned and taken-over seats rank last
            assert max(by_seat[s] for s in playing) < min(by_seat[s] for s in others)
        winners = events[-1].params["winners"]
        eligible = result.get("eligible", list(by_seat))
        assert winners == [s for s, rank in sorted(by_seat.items()) if rank == 1 and s in eligible]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_a_game_of_bots_plays_itself_to_the_end(game: Game) -> None:
    for setup in setups(game, seeds=4):
        names = sorted(
            set(game.bots) - SLOW_BOTS
        )  # the expert's games: tests/engine/test_levels.py
        bots = [names[s % len(names)] for s in range(setup.players)]
        table, events = Table.create(game, setup, bots)
        assert table.is_over() and events[-1].type == "game_over"
        again, again_events = Table.create(game, setup, bots)
        assert again == table and again_events == events  # the bots replay identically


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_the_declared_metadata_holds(game: Game) -> None:
    info = game.info
    assert 1 <= info.min_players <= info.max_players and info.variants
    assert set(game.bots) >= {"random", "greedy"}
    assert game.rules_sections and len(set(game.rules_sections)) == len(game.rules_sections)
    json.dumps(game.catalog())
    for bad in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(RuleViolation):
            game.new_game(Setup(bad, 1, info.variants[0]))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_the_parameter_specification_holds(game: Game) -> None:
    """What ``GameInfo.parameters`` promises clients: the default player count and variant
    make a game, each option's default is accepted, and a required option is required."""
    info = game.info
    spec = json.loads(json.dumps(info.parameters()))
    players = spec["players"]
    assert (players["min"], players["max"]) == (info.min_players, info.max_players)
    assert players["min"] <= players["default"] <= players["max"]
    assert spec["variants"] == {"values": list(info.variants), "default": info.variants[0]}
    names = [option["name"] for option in spec["options"]]
    assert len(set(names)) == len(names)
    needs_options = {v for o in info.options if o.required for v in o.variants or info.variants}
    for option in info.options:
        assert set(option.variants) <= set(info.variants)
        variants = option.variants or info.variants
        if option.required:
            with pytest.raises(RuleViolation):
                game.new_game(Setup(players["default"], 1, variants[0]))
        elif option.default is not None:
            for variant in set(variants) - needs_options:
                options = {option.name: option.default}
                game.new_game(Setup(players["default"], 1, variant, options=options))
    if info.default_variant not in needs_options:
        game.new_game(Setup(players["default"], 1, info.default_variant))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_a_game_declares_the_bots_people_are_offered(game: Game) -> None:
    """``bot_levels``: some of the game's bots, each once, weakest first (its edge names them),
    among them the greedy bot that plays a timed-out seat."""
    levels = game.bot_levels
    assert levels and len(set(levels)) == len(levels) and set(levels) <= set(game.bots)
    assert "greedy" in levels
