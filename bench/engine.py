"""Engine benchmark: ``python -m bench.engine [--games N]``.

Plays random complete 4-player games of Biblios with the reference policy
(``support.biblios_policy``), then replays them from their seeds, listing the legal actions and
applying each action with full validation at every step (the rules' own work, without the
policy's); again building the acting seat's view at every step; and again through a
``engine.Table`` (what the API runs per request: parsing the action, the seat checks, the log,
the bots' turn check, and the acting seat's view with the seats). Then it measures the snapshot
of a mid-auction game, as the rules' state alone and as the stored table (with the seats and the
action log). The last line is the summary the README quotes.
"""

from __future__ import annotations

import argparse
import random
import time

import orjson

from engine import Setup, Table
from engine.biblios import GAME, apply_action, legal_actions, new_game, to_act, view
from engine.biblios.state import AUCTION, GameState, decode, encode
from support import biblios_policy as policy

Game = tuple[int, str, list[tuple[int, dict]]]  # seed, variant, (seat, action) per step


def record(seed: int, players: int = 4) -> Game:
    """One random complete game with the reference policy: its seed, variant and actions."""
    rnd = random.Random(seed)
    variant = "medieval_bluff" if seed % 2 else "standard"
    state, _ = new_game(players, variant, 0, seed)
    steps: list[tuple[int, dict]] = []
    while waiting := to_act(state):
        (seat,) = waiting
        action = policy.choose(rnd, state, seat, legal_actions(state, seat))
        apply_action(state, seat, action)
        steps.append((seat, action))
    return seed, variant, steps


def replay_rate(games: list[Game], with_view: bool) -> tuple[float, float]:
    """Games/s and actions/s of legal-action listing + validating apply (+ the actor's view)."""
    start = time.perf_counter()
    total = 0
    for seed, variant, steps in games:
        state, _ = new_game(4, variant, 0, seed)
        for seat, action in steps:
            legal_actions(state, seat)
            apply_action(state, seat, action)
            if with_view:
                view(state, seat)
        total += len(steps)
    elapsed = time.perf_counter() - start
    return len(games) / elapsed, total / elapsed


def table_rate(games: list[Game]) -> float:
    """Actions/s through a table: each action as the API applies it, plus the actor's view."""
    start = time.perf_counter()
    total = 0
    for seed, variant, steps in games:
        table, _ = Table.create(GAME, Setup(4, seed, variant, 0))
        for seat, action in steps:
            table.act(seat, action)
            table.view(seat)
        total += len(steps)
    return total / (time.perf_counter() - start)


def mid_auction_table(seed: int = 1) -> Table:
    """A 4-player game of people half-way through the auction deck, as the API stores it."""
    rnd = random.Random(seed)
    table, _ = Table.create(GAME, Setup(4, seed, "standard", 0))
    half = None
    while True:
        (seat,) = table.waiting_for()
        state = table.state
        if state.phase == AUCTION and half is None:
            half = len(state.pile) // 2
        if half is not None and len(state.pile) <= half:
            return table
        table.act(seat, policy.choose(rnd, state, seat, legal_actions(state, seat)))


def mid_auction_state(seed: int = 1) -> GameState:
    """A 4-player state half-way through the auction deck."""
    rnd = random.Random(seed)
    state, _ = new_game(4, "standard", 0, seed)
    half = None
    while True:
        (seat,) = to_act(state)
        if state.phase == AUCTION and half is None:
            half = len(state.pile) // 2
        if half is not None and len(state.pile) <= half:
            return state
        apply_action(state, seat, policy.choose(rnd, state, seat, legal_actions(state, seat)))


def _codec_us(state: GameState, rounds: int = 20000) -> float:
    start = time.perf_counter()
    for _ in range(rounds):
        decode(encode(state))
    return (time.perf_counter() - start) / rounds * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per measurement")
    args = parser.parse_args()
    start = time.perf_counter()
    games = [record(seed) for seed in range(args.games)]
    elapsed = time.perf_counter() - start
    actions = sum(len(steps) for _, _, steps in games)
    print(
        f"{args.games} random 4-player games, {actions / args.games:.0f} actions each; "
        f"with the policy choosing: {actions / elapsed:,.0f} actions/s"
    )
    games_s, actions_s = replay_rate(games, with_view=False)
    print(f"legal actions + validating apply: {games_s:,.0f} games/s, {actions_s:,.0f} actions/s")
    _, view_s = replay_rate(games, with_view=True)
    print(f"... + the acting seat's view: {view_s:,.0f} actions/s")
    print(f"through a table (parse, checks, log, the actor's view): {table_rate(games):,.0f}/s")
    state = mid_auction_state()
    codec = _codec_us(state)
    table = mid_auction_table()
    stored = len(orjson.dumps(table.to_data()))
    snapshot = len(encode(table.state).encode())
    print(
        f"mid-auction 4-player snapshot: rules' state {snapshot} bytes, stored table (seats, "
        f"action log, state) {stored} bytes; encode + decode of the state: {codec:.1f} us"
    )
    print(
        f"engine: {games_s:.0f} games/s (4 players), {actions_s:.0f} actions/s, "
        f"stored snapshot {stored} bytes, codec {codec:.1f} us"
    )


if __name__ == "__main__":
    main()
