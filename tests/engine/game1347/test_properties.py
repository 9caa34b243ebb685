"""Properties of random play: thousands of seeded games and hypothesis-driven playouts.

For 2 to 5 players and every building selection: the game ends after its rounds; every card,
building card and VP token is accounted for after every action (84 + 15 + 51 + 60 + 20); the
seat to act always has a legal action and nobody else has any; every listed action applies;
actions outside the templates are refused with a documented code and change nothing; no view
shows a seat a secret; snapshots round-trip; a table replays to itself from its setup and log; a
finished game exports and verifies.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Setup, Table
from engine import game1347 as g
from engine.export import export_game, table_from_export
from engine.fairness import Fairness, derive_seed
from engine.game1347 import audit
from engine.game1347.buildings import BUILDING_TYPES
from engine.game1347.cards import CARD_IDS
from engine.game1347.rounds import ROUNDS
from engine.table import TABLE_VIOLATIONS
from engine.verify import verify
from tests.depth import examples
from tests.engine.game1347.helpers import (
    MAX_STEPS,
    PLAYER_COUNTS,
    VARIANTS,
    actor,
    fill,
    rejects,
)
from tests.engine.shared_codes import SHARED_CODES

#: The codes a game of 1347 may raise: its own, those every game shares, the table's.
ERROR_CODES = set(g.GAME.violations) | SHARED_CODES | set(TABLE_VIOLATIONS)
TOTAL = Counter({"cards": 150, "buildings": 60, "vp": 20})


def quoted(view: dict) -> set[str]:
    """Every string in a view's JSON (keys included)."""
    return set(re.findall(r'"([^"\\]*)"', json.dumps(view)))


def random_options(rnd: random.Random, variant: str) -> dict:
    """Valid options for ``variant``: random custom counts, random flags."""
    options: dict = {}
    if variant == "custom":
        counts = {}
        for c in range(6):
            k = rnd.randint(0, 5)
            counts[BUILDING_TYPES[2 * c]] = k
            counts[BUILDING_TYPES[2 * c + 1]] = 5 - k
        options["buildings"] = counts
    if rnd.random() < 0.3:
        options["guard_tower"] = rnd.random() < 0.5
    if rnd.random() < 0.3:
        options["plague_spares_fewest_rats"] = rnd.random() < 0.5
    return options


def totals(state) -> Counter:
    """A cheap conservation count (the full multiset is ``audit.inventory``)."""
    cards = len(state.deck) + len(state.discard) + len(state.nun_row)
    cards += sum(mask.bit_count() for mask in state.supply) + sum(map(len, state.hands))
    cards += sum(map(len, state.committed))
    buildings = len(state.building_deck) + len(state.reserve) + len(state.row)
    buildings += len(state.spent) + state.unused.bit_count()
    return Counter({"cards": cards, "buildings": buildings, "vp": state.vp_supply + sum(state.vp)})


def is_instance(action: dict, legal: list[dict]) -> bool:
    """Whether ``action`` is a concrete instance of one of the templates (an oracle built
    from the templates alone)."""
    for template in legal:
        if template["type"] != action.get("type"):
            continue
        ok = True
        for key, value in template.items():
            if isinstance(value, dict):
                chosen = action.get(key, [])
                ok &= (
                    isinstance(chosen, list)
                    and len(set(chosen)) == len(chosen)
                    and value["min"] <= len(chosen) <= value["max"]
                    and all(x in value["from"] for x in chosen)
                )
            elif key in ("row", "seat"):
                ok &= action.get(key) == value
        if ok:
            return True
    return False


def candidates(rnd: random.Random, state, seat: int) -> list[dict]:
    """Actions of every type with plausible and wrong parameters."""
    n = state.players
    other = (seat + 1) % n
    mine, theirs = state.hands[seat], state.hands[other]
    cards = [CARD_IDS[c] for c in rnd.sample(mine, min(len(mine), rnd.randint(0, 4)))]
    foreign = [CARD_IDS[c] for c in theirs[:1]]
    row = rnd.randint(0, 4)
    look = rnd.sample(range(0, 7), rnd.randint(0, 3))
    return [
        {"type": "supply", "row": row, "look": look},
        {"type": "enter", "row": row, "cards": cards},
        {"type": "enter", "row": 1, "cards": cards + foreign},
        {"type": "enter", "row": 1, "cards": cards + cards[:1]},
        {"type": "play_pass"},
        {"type": "choose_loser", "seat": rnd.randint(-1, n)},
        {"type": "give", "cards": cards},
        {"type": "give", "cards": foreign},
        {"type": "perform", "cards": cards, "look": look},
        {"type": "perform"},
        {"type": "decline"},
        {"type": "enter", "row": 1, "cards": ["nope"]},
    ]


def test_thousands_of_seeded_games_keep_every_invariant():
    """2 000 complete games: every player count, every building selection, random options."""
    lengths = []
    for seed in range(examples(2000)):
        rnd = random.Random(seed)
        players = PLAYER_COUNTS[seed % 4]
        variant = VARIANTS[(seed // 4) % 4]
        first = None if seed % 3 else seed % players
        state, events = g.new_game(players, variant, seed, first, random_options(rnd, variant))
        inventory = audit.inventory(state)
        steps = 0
        while (seat := actor(state)) is not None:
            steps += 1
            assert steps < MAX_STEPS, seed
            legal = g.legal_actions(state, seat)
            assert legal, (seed, steps)
            assert g.legal_actions(state, (seat + 1) % players) == []
            events += g.apply_action(state, seat, fill(rnd.choice(legal), rnd))
            assert totals(state) == TOTAL, (seed, steps)
        assert audit.inventory(state) == inventory
        assert state.round == ROUNDS[players] and state.phase == "over"
        assert events[-1].type == "game_over" and state.seq == len(events)
        assert events[-1].params["winners"] == g.GAME.result(state)["winners"]
        lengths.append(steps)
    assert min(lengths) > 20


@settings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    players=st.sampled_from(PLAYER_COUNTS),
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(-(2**70), 2**70),
    first=st.one_of(st.none(), st.integers(0, 4)),
    data=st.data(),
)
def test_random_legal_playouts(players, variant, seed, first, data):
    if first is not None:
        first %= players
    rnd = random.Random(data.draw(st.integers(0, 2**32)))
    options = random_options(rnd, variant)
    setup = Setup(players, seed, variant, first, options)
    state, events = g.GAME.new_game(setup)
    inventory = audit.inventory(state)
    steps: list[tuple[int, dict]] = []
    codes: set[str] = set()
    budget = 60
    while (seat := actor(state)) is not None:
        legal = g.legal_actions(state, seat)
        if len(steps) % 11 == 0:
            for action in candidates(rnd, state, seat):
                if not is_instance(action, legal):
                    codes.add(rejects(state, seat, action).code)
            for template in legal:  # every listed action applies (on a copy)
                g.apply_action(g.decode(g.encode(state)), seat, fill(template, rnd))
            for other in [None, *range(players)]:
                view = g.view(state, other)
                assert not audit.secrets(state, other) & quoted(view)
        if budget:
            budget -= 1
            template = legal[data.draw(st.integers(0, len(legal) - 1))]
        else:
            template = rnd.choice(legal)
        action = fill(template, rnd)
        assert is_instance(action, legal), (action, legal)
        events += g.apply_action(state, seat, action)
        steps.append((seat, action))
        assert g.decode(g.encode(state)) == state
    assert audit.inventory(state) == inventory
    assert codes <= ERROR_CODES, codes - ERROR_CODES
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    # The same game at a table, then replayed from its setup and log, with the same events.
    table, table_events = Table.create(g.GAME, g.GAME.setup_of(state))
    for seat, action in steps:
        table_events += table.act(seat, action)
    assert g.encode(table.state) == g.encode(state) and table_events == events
    replayed, replay_events = table.replay()
    assert replayed == table and replay_events == events
    assert Table.from_data(table.to_data()) == table


def test_tables_of_bots_replay_identically():
    """Bots in every seat (random and greedy mixed): the game plays itself to the end, replays
    from its log to the same table and events, and its stored form round-trips."""
    for seed in range(examples(120)):
        players = PLAYER_COUNTS[seed % 4]
        variant = VARIANTS[(seed // 4) % 4]
        rnd = random.Random(seed)
        bots = [rnd.choice(("random", "greedy")) for _ in range(players)]
        setup = Setup(players, seed, variant, None, random_options(rnd, variant))
        table, events = Table.create(g.GAME, setup, bots)
        assert table.is_over() and events[-1].type == "game_over"
        replayed, replay_events = table.replay()
        assert replayed == table and replay_events == events
        assert Table.from_data(table.to_data()) == table
        assert audit.inventory(table.state) == audit.inventory(g.GAME.new_game(setup)[0])


def test_finished_games_export_and_verify():
    """A finished game's export document (engine.export) replays and verifies (engine.verify),
    in the committed-seed mode, with its options as document keys."""
    for seed in range(8):
        server_seed = bytes(range(seed, seed + 32))
        fairness = Fairness.committed(server_seed, "client")
        players, variant = PLAYER_COUNTS[seed % 4], VARIANTS[seed % 4]
        options = random_options(random.Random(seed), variant)
        setup = Setup(players, derive_seed(server_seed, "client"), variant, None, options)
        table, _ = Table.create(g.GAME, setup, ["greedy", *["random"] * (players - 1)])
        document = export_game(table, fairness=fairness, seats=[{}] * players)
        report = verify(json.loads(json.dumps(document)))
        assert report.ok, report.mismatch
        assert table_from_export(document) == table
