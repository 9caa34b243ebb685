"""1347 engine benchmark: ``python -m bench.engine_1347 [--games N] [--bot-games N]``.

Plays random complete games of 1347 (a template uniformly, then random selections: the random
bot's way, without its view), then replays them from their seeds, listing the legal actions and
applying each action with full validation at every step (the rules' own work, without the
policy's); again building the acting seat's view at every step; and again through an
``engine.Table`` (what the API runs per request). Then it measures the snapshot of a mid-game
state (round 4 of 8, 4 and 5 players) and its encode + decode time, and, for information, the
greedy bot against the random one in seeded 2-player games with the greedy bot's choice time.
The last line is the summary.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from engine import Setup, Table
from engine.game1347 import GAME, apply_action, bots, decode, encode, legal_actions, new_game, view
from engine.game1347.game import to_act
from engine.game1347.state import GameState

VARIANTS = ("first_game", "one_type_per_class", "mixed")
Game = tuple[int, int, str, list[tuple[int, dict]]]  # seed, players, variant, (seat, action)s


def record(seed: int, players: int) -> Game:
    """One random complete game: its seed, players, variant and actions."""
    rnd = random.Random(seed)
    variant = VARIANTS[seed % len(VARIANTS)]
    state, _ = new_game(players, variant, seed)
    steps: list[tuple[int, dict]] = []
    while waiting := to_act(state):
        (seat,) = waiting
        action = bots.fill(rnd.choice(legal_actions(state, seat)), rnd)
        apply_action(state, seat, action)
        steps.append((seat, action))
    return seed, players, variant, steps


def replay_rate(games: list[Game], with_view: bool) -> tuple[float, float]:
    """Games/s and actions/s of legal-action listing + validating apply (+ the actor's view)."""
    start = time.perf_counter()
    total = 0
    for seed, players, variant, steps in games:
        state, _ = new_game(players, variant, seed)
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
    for seed, players, variant, steps in games:
        table, _ = Table.create(GAME, Setup(players, seed, variant))
        for seat, action in steps:
            table.act(seat, action)
            table.view(seat)
        total += len(steps)
    return total / (time.perf_counter() - start)


def mid_game(players: int, seed: int = 1) -> tuple[GameState, Table]:
    """A game of people at the start of round 4, as the rules' state and as the stored table."""
    rnd = random.Random(seed)
    table, _ = Table.create(GAME, Setup(players, seed, "mixed"))
    while table.state.round < 4:
        (seat,) = table.waiting_for()
        table.act(seat, bots.fill(rnd.choice(legal_actions(table.state, seat)), rnd))
    return table.state, table


def codec_us(state: GameState, rounds: int = 20000) -> float:
    start = time.perf_counter()
    for _ in range(rounds):
        decode(encode(state))
    return (time.perf_counter() - start) / rounds * 1e6


def greedy_vs_random(games: int) -> tuple[float, float, float, float]:
    """Seeded 2-player games, seats and selections alternating: the greedy bot's win rate (a
    shared first place as half a win), its VP margin, and its choice time p50/p99 (ms)."""
    times: list[float] = []

    def timed(view: dict, legal: list[dict], rnd: random.Random) -> dict:
        start = time.perf_counter()
        action = bots.greedy_bot(view, legal, rnd)
        times.append(time.perf_counter() - start)
        return action

    GAME.bots["timed_greedy"] = timed  # type: ignore[index]
    wins = margin = 0.0
    try:
        for seed in range(games):
            me = seed % 2
            names = ["random", "random"]
            names[me] = "timed_greedy"
            setup = Setup(2, seed, VARIANTS[seed // 2 % len(VARIANTS)])
            table, _ = Table.create(GAME, setup, names)
            seats = table.result()["seats"]
            if seats[me]["won"]:
                wins += 1 / sum(1 for s in seats if s["won"])
            margin += seats[me]["vp"] - seats[1 - me]["vp"]
    finally:
        del GAME.bots["timed_greedy"]  # type: ignore[attr-defined]
    times.sort()
    p50 = times[len(times) // 2] * 1e3
    p99 = times[int(len(times) * 0.99)] * 1e3
    return wins / games, margin / games, p50, p99


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="random 4-player games")
    parser.add_argument("--bot-games", type=int, default=1000, help="greedy vs random games")
    args = parser.parse_args()
    start = time.perf_counter()
    games = [record(seed, 4) for seed in range(args.games)]
    elapsed = time.perf_counter() - start
    actions = sum(len(steps) for *_, steps in games)
    print(
        f"{args.games} random 4-player games, {actions / args.games:.0f} actions each; "
        f"with the random policy choosing: {actions / elapsed:,.0f} actions/s"
    )
    games_s, actions_s = replay_rate(games, with_view=False)
    print(f"legal actions + validating apply: {games_s:,.0f} games/s, {actions_s:,.0f} actions/s")
    _, view_s = replay_rate(games, with_view=True)
    print(f"... + the acting seat's view: {view_s:,.0f} actions/s")
    table_s = table_rate(games[: max(1, args.games // 3)])
    print(f"through a table (act + the actor's view): {table_s:,.0f} actions/s")
    for players in (4, 5):
        state, table = mid_game(players)
        snapshot = len(encode(state).encode())
        stored = len(json.dumps(table.to_data(), separators=(",", ":")).encode())
        codec = codec_us(state)
        print(
            f"mid-game {players}-player snapshot (round 4): {snapshot} bytes, as a stored table "
            f"with its log {stored} bytes; encode + decode: {codec:.1f} us"
        )
    state, _ = mid_game(4)
    snapshot, codec = len(encode(state).encode()), codec_us(state)
    start = time.perf_counter()
    rate, margin, p50, p99 = greedy_vs_random(args.bot_games)
    print(
        f"greedy vs random, {args.bot_games} 2-player games: greedy wins {rate:.1%}, "
        f"VP margin {margin:+.1f}; choice p50 {p50:.3f} ms, p99 {p99:.3f} ms "
        f"({time.perf_counter() - start:.1f} s)"
    )
    print(
        f"engine_1347: {actions_s:.0f} actions/s, {view_s:.0f} with the view, snapshot "
        f"{snapshot} bytes, codec {codec:.1f} us, greedy {rate:.1%} p99 {p99:.3f} ms"
    )


if __name__ == "__main__":
    main()
