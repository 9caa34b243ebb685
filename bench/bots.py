"""Bots benchmark: ``python -m bench.bots [--games N] [--games-1347 N] [--easy-games N]
[--others N] [--processes N] [--only levels|greedy]``.

Plays N (default 1,000) seeded 2-player games of Biblios, the greedy bot against the random
bot through ``engine.Table``: game ``i`` has seed ``i``, the greedy bot in seat ``i % 2`` and
the variant alternating every two games (standard, standard, Medieval Bluff, Medieval Bluff...),
so each pair of a seat and a variant gets a quarter of the games. It prints the greedy bot's
win rate (strict wins, and with a shared first place counted as half a win) and the time of
each of its choices (measured around the bot function alone, not the engine's view: wall clock
and the thread's CPU time), then for information greedy-vs-greedy statistics and 3- and
4-player games (greedy in one seat, random in the others).

Then the bot levels (``levels``): the expert against the greedy bot in ``--games`` seeded
2-player games of Biblios (seats alternating, variants alternating every two games) and
``--games-1347`` seeded 4-player games of 1347 (the expert in seat ``i % 4``, three greedy bots
in the others, the first_game selection); the easy bot against random and against greedy in
``--easy-games`` 2-player games of each game. Each expert choice is timed around the bot
function (wall clock and the thread's CPU time: the search is all CPU). ``--processes`` plays
the games in that many processes (the timings are then those of processes sharing the
machine). The last line is the summary docs/benchmarks.md quotes.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import time
from typing import ClassVar

from engine import Setup, Table
from engine.biblios import Biblios, bots
from engine.protocol import Bot, Game
from engine.registry import get_game

VARIANTS = ("standard", "medieval_bluff")


class _TimedBiblios(Biblios):
    """Biblios whose greedy bot records how long each of its choices takes."""

    times: ClassVar[list[int]] = []  # wall clock, nanoseconds
    cpu_times: ClassVar[list[int]] = []  # this thread's CPU time: without preemption

    @staticmethod
    def _timed_greedy(view: dict, legal: list[dict], rnd: random.Random) -> dict:
        start_cpu = time.thread_time_ns()
        start = time.perf_counter_ns()
        choice = bots.greedy_bot(view, legal, rnd)
        end = time.perf_counter_ns()
        _TimedBiblios.cpu_times.append(time.thread_time_ns() - start_cpu)
        _TimedBiblios.times.append(end - start)
        return choice

    bots: ClassVar = {"random": bots.random_bot, "greedy": _timed_greedy}


GAME = _TimedBiblios()


def play(seed: int, players: int, variant: str, seats: list[str]) -> dict:
    """One complete game of bots; its result (ranks, VP, gold per seat)."""
    table, _ = Table.create(GAME, Setup(players, seed, variant), seats)
    assert table.is_over()
    return table.result()


def percentile(sorted_values: list[int], q: float) -> float:
    """The ``q`` quantile (nearest rank) of sorted nanoseconds, in milliseconds."""
    if not sorted_values:
        return 0.0
    i = min(len(sorted_values) - 1, max(0, round(q * len(sorted_values)) - 1))
    return sorted_values[i] / 1e6


def versus_random(games: int, players: int) -> tuple[int, int, float, list[int]]:
    """Greedy in seat ``i % players`` of game ``i``, random elsewhere: strict wins, shared
    first places, mean VP margin over the best other seat, and the greedy choice times."""
    _TimedBiblios.times = []
    _TimedBiblios.cpu_times = []
    strict = shared = 0
    margin = 0
    for i in range(games):
        seat = i % players
        variant = VARIANTS[(i // players) % 2]
        names = ["random"] * players
        names[seat] = "greedy"
        result = play(i, players, variant, names)
        entries = {e["seat"]: e for e in result["seats"]}
        firsts = [s for s, e in entries.items() if e["rank"] == 1]
        if firsts == [seat]:
            strict += 1
        elif seat in firsts:
            shared += 1
        margin += entries[seat]["vp"] - max(e["vp"] for s, e in entries.items() if s != seat)
    return strict, shared, margin / games, sorted(_TimedBiblios.times)


def greedy_vs_greedy(games: int) -> str:
    """Sanity statistics of greedy against itself (2 players)."""
    _TimedBiblios.times = []
    first_seat_wins = ties = vp = gold = spread = 0
    for i in range(games):
        result = play(10_000 + i, 2, VARIANTS[i % 2], ["greedy", "greedy"])
        a, b = result["seats"]
        firsts = [e["seat"] for e in result["seats"] if e["rank"] == 1]
        if len(firsts) == 2:
            ties += 1
        elif firsts == [0]:
            first_seat_wins += 1
        vp += a["vp"] + b["vp"]
        gold += a["gold"] + b["gold"]
        spread += abs(a["vp"] - b["vp"])
    times = sorted(_TimedBiblios.times)
    return (
        f"greedy vs greedy, {games} 2-player games: seat 0 wins {first_seat_wins / games:.1%}, "
        f"shared {ties / games:.1%}; VP per seat {vp / (2 * games):.1f}, "
        f"|VP difference| {spread / games:.1f}, gold left per seat {gold / (2 * games):.1f}; "
        f"choice p99 {percentile(times, 0.99):.3f} ms"
    )


def greedy_section(games: int, others: int) -> None:
    """The greedy bot against random (and itself): the figures before the levels."""

    load = os.getloadavg()[0]
    start = time.perf_counter()
    strict, shared, margin, times = versus_random(games, 2)
    elapsed = time.perf_counter() - start
    cpu = sorted(_TimedBiblios.cpu_times)
    rate = (strict + shared / 2) / games
    p50, p99 = percentile(times, 0.50), percentile(times, 0.99)
    top = times[-1] / 1e6 if times else 0.0
    print(f"greedy vs random, {games} seeded 2-player games (seats and variants alternating)")
    after = os.getloadavg()[0]
    print(f"load average before: {load:.2f}, after: {after:.2f} ({os.cpu_count()} CPUs)")
    print(
        f"greedy wins {strict} strictly ({strict / games:.1%}), shares first place in {shared}; "
        f"win rate with a shared first as half a win: {rate:.1%}"
    )
    print(f"greedy VP margin over random: {margin:+.1f} per game; {elapsed:.1f} s")
    print(
        f"greedy choice time over {len(times)} choices: p50 {p50:.3f} ms, p99 {p99:.3f} ms, "
        f"max {top:.3f} ms (wall clock around each call)"
    )
    print(
        f"the same as CPU time of the thread: p50 {percentile(cpu, 0.50):.3f} ms, "
        f"p99 {percentile(cpu, 0.99):.3f} ms, max {cpu[-1] / 1e6 if cpu else 0.0:.3f} ms"
    )
    print(greedy_vs_greedy(others))
    for players in (3, 4):
        s, sh, m, t = versus_random(others, players)
        print(
            f"{players} players, greedy vs {players - 1} random, {others} games: "
            f"greedy wins {s / others:.1%} strictly, shares first in "
            f"{sh / others:.1%}; VP margin {m:+.1f}; choice p99 {percentile(t, 0.99):.3f} ms"
        )
    print(
        f"greedy: beats random in {rate:.1%} of {games} 2-player games "
        f"({strict / games:.1%} strict), choice p50 {p50:.3f} ms, p99 {p99:.3f} ms "
        f"(CPU p99 {percentile(cpu, 0.99):.3f} ms)"
    )


# --- The bot levels: easy and expert ------------------------------------------------------

_EXPERT_TIMES: list[tuple[int, int]] = []  # (wall, CPU) nanoseconds of each expert choice


def _timed(bot: Bot) -> Bot:
    """``bot``, each of its choices timed into ``_EXPERT_TIMES``."""

    def timed(view: dict, legal: list[dict], rnd: random.Random) -> dict:
        start_cpu = time.thread_time_ns()
        start = time.perf_counter_ns()
        choice = bot(view, legal, rnd)
        _EXPERT_TIMES.append((time.perf_counter_ns() - start, time.thread_time_ns() - start_cpu))
        return choice

    return timed


def level_game(job: tuple[str, str, str, int, int]) -> tuple[float, list[tuple[int, int]]]:
    """One seeded game of ``bot`` in seat ``i % players`` against ``others`` in the other
    seats: its share of the win (only seats that may win count) and the timed expert
    choices."""
    game_id, bot, others, players, i = job
    seats = [others] * players
    seat = i % players
    seats[seat] = bot
    variant = VARIANTS[(i // players) % 2] if game_id == "biblios" else "first_game"
    _EXPERT_TIMES.clear()
    table, _ = Table.create(TIMED_GAMES[game_id], Setup(players, i, variant), seats)
    result = table.result()
    eligible = result.get("eligible")
    winners = [
        e["seat"]
        for e in result["seats"]
        if e["rank"] == 1 and (eligible is None or e["seat"] in eligible)
    ]
    share = 1.0 / len(winners) if seat in winners else 0.0
    return share, list(_EXPERT_TIMES)


def _timed_game(game_id: str) -> Game:
    """The game ``game_id`` with its expert bot timed (a subclass: its bots table replaced)."""
    cls = type(get_game(game_id))
    timed_bots = {**cls.bots, "expert": _timed(cls.bots["expert"])}
    return type(f"Timed{cls.__name__}", (cls,), {"bots": timed_bots})()


TIMED_GAMES = {game_id: _timed_game(game_id) for game_id in ("biblios", "1347")}


def match(
    game_id: str, bot: str, others: str, players: int, games: int, processes: int
) -> tuple[float, list[tuple[int, int]]]:
    """``bot``'s win rate over ``games`` seeded games, and every expert choice's times."""
    jobs = [(game_id, bot, others, players, i) for i in range(games)]
    if processes > 1:
        with multiprocessing.Pool(processes) as pool:
            results = pool.map(level_game, jobs, chunksize=1)
    else:
        results = [level_game(job) for job in jobs]
    times = [t for _, game_times in results for t in game_times]
    return sum(share for share, _ in results) / max(1, games), times


def levels_section(games: int, games_1347: int, easy_games: int, processes: int) -> None:
    """The expert against greedy, the easy bot against random and greedy; the summary line."""
    load = os.getloadavg()[0]
    start = time.perf_counter()
    easy = {}
    for game_id in ("biblios", "1347"):
        rate, _ = match(game_id, "easy", "random", 2, easy_games, processes)
        versus_greedy, _ = match(game_id, "easy", "greedy", 2, easy_games, processes)
        easy[game_id] = rate
        print(
            f"easy vs random, {game_id}, {easy_games} 2-player games: {rate:.1%}; "
            f"easy vs greedy: {versus_greedy:.1%}"
        )
    biblios, times = match("biblios", "expert", "greedy", 2, games, processes)
    print(f"expert vs greedy, biblios, {games} 2-player games: {biblios:.1%}")
    print(_times_line("biblios", times))
    game1347, times_1347 = match("1347", "expert", "greedy", 4, games_1347, processes)
    print(f"expert vs 3 greedy, 1347, {games_1347} 4-player games: {game1347:.1%}")
    print(_times_line("1347", times_1347))
    every = times + times_1347
    wall = sorted(t for t, _ in every)
    cpu = sorted(c for _, c in every)
    print(
        f"expert, both games: {len(every)} choices, p99 {percentile(wall, 0.99):.1f} ms wall, "
        f"{percentile(cpu, 0.99):.1f} ms CPU; {time.perf_counter() - start:.0f} s in all, "
        f"{processes} process(es), load average before {load:.2f}, "
        f"after {os.getloadavg()[0]:.2f} ({os.cpu_count()} CPUs)"
    )
    print(
        f"bots: expert vs greedy biblios-2p {100 * biblios:.1f} % ({games} games), "
        f"1347-4p {100 * game1347:.1f} % ({games_1347} games), "
        f"expert p99 {percentile(cpu, 0.99):.1f} ms, "
        f"easy vs random {100 * min(easy.values(), default=0.0):.1f} %"
    )


def _times_line(game_id: str, times: list[tuple[int, int]]) -> str:
    wall = sorted(t for t, _ in times)
    cpu = sorted(c for _, c in times)
    return (
        f"  {game_id} expert choices: {len(times)}, wall p50 {percentile(wall, 0.5):.1f} ms, "
        f"p99 {percentile(wall, 0.99):.1f} ms, max {wall[-1] / 1e6 if wall else 0:.1f} ms; "
        f"CPU p50 {percentile(cpu, 0.5):.1f} ms, p99 {percentile(cpu, 0.99):.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="expert games of Biblios")
    parser.add_argument("--games-1347", type=int, default=400, help="expert games of 1347")
    parser.add_argument("--easy-games", type=int, default=1000, help="easy games of each")
    parser.add_argument("--greedy-games", type=int, default=1000, help="greedy vs random")
    parser.add_argument("--others", type=int, default=200, help="games of each other line")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--only", choices=("greedy", "levels"), help="one part only")
    args = parser.parse_args()
    if args.only != "levels":
        greedy_section(args.greedy_games, args.others)
    if args.only != "greedy":
        levels_section(args.games, args.games_1347, args.easy_games, args.processes)


if __name__ == "__main__":
    main()
