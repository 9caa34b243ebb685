"""Bots benchmark: ``python -m bench.bots [--games N] [--others N]``.

Plays N (default 1,000) seeded 2-player games of Biblios, the greedy bot against the random
bot through ``engine.Table``: game ``i`` has seed ``i``, the greedy bot in seat ``i % 2`` and
the variant alternating every two games (standard, standard, Medieval Bluff, Medieval Bluff...),
so each pair of a seat and a variant gets a quarter of the games. It prints the greedy bot's
win rate (strict wins, and with a shared first place counted as half a win) and the time of
each of its choices (measured around the bot function alone, not the engine's view: wall clock
and the thread's CPU time), then for information greedy-vs-greedy statistics and 3- and
4-player games (greedy in one seat, random in the others). The last line is the summary
docs/benchmarks.md quotes.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from typing import ClassVar

from engine import Setup, Table
from engine.biblios import Biblios, bots

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--others", type=int, default=200, help="games of each other line")
    args = parser.parse_args()
    games = args.games

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
    print(greedy_vs_greedy(args.others))
    for players in (3, 4):
        s, sh, m, t = versus_random(args.others, players)
        print(
            f"{players} players, greedy vs {players - 1} random, {args.others} games: "
            f"greedy wins {s / args.others:.1%} strictly, shares first in "
            f"{sh / args.others:.1%}; VP margin {m:+.1f}; choice p99 {percentile(t, 0.99):.3f} ms"
        )
    print(
        f"bots: greedy beats random in {rate:.1%} of {games} 2-player games "
        f"({strict / games:.1%} strict), choice p50 {p50:.3f} ms, p99 {p99:.3f} ms "
        f"(CPU p99 {percentile(cpu, 0.99):.3f} ms)"
    )


if __name__ == "__main__":
    main()
