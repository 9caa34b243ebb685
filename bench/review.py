"""The expert's advice benchmark: ``python -m bench.review [--games N] [--seed S] [--cap C]``.

What the contract bounds (play-contract, "Learning": at most 60 s of one core per seat for a
Biblios game; the figure for 1347 to be said): the CPU and wall time of reviewing one seat's
whole game (``engine.review``), for ``--games`` seeded 2-player Biblios games (standard) and
4-player 1347 games (first_game). Every seat is a person who plays the greedy bot's move, or
the random bot's one time in four (so there are mistakes to find); each seat is then reviewed
alone as the API's job reviews it (``engine.review.bounded`` with the job's seed, capped at
``--cap`` seconds of the process's CPU time a seat, ``BIBLIOS_REVIEW_CPU_SECONDS``' default 60),
timed around it (the process's CPU time and the wall clock: the search is all CPU, one core);
a seat cut short by the cap is marked ``cut short``. It prints each seat's decisions reviewed,
mistakes, simulated decisions spent and times, then per game the worst seat. Then a hint
(``engine.advice.hint``, what the API's request waits for, at most 3 s) at every
``HINT_EVERY``-th decision of those games, timed the same way. The last line is the summary
docs/benchmarks.md quotes: ``review: biblios_2p cpu_s max <M> mean <A> wall_s max <W>
hint_cpu_s max <H> | 1347_4p ...``.
"""

from __future__ import annotations

import argparse
import os
import random
import time

from engine import Setup, Table, get_game
from engine.advice import hint
from engine.review import bounded

#: The share of a person's moves that are the random bot's.
RANDOM_SHARE = 0.25
GAMES = (("biblios", 2, "standard"), ("1347", 4, "first_game"))
#: A hint is timed at every that many decisions of the games played.
HINT_EVERY = 5


def played(game_id: str, players: int, variant: str, seed: int) -> Table:
    """A seeded game of people, each move the greedy bot's or now and then the random bot's."""
    game = get_game(game_id)
    table, _ = Table.create(game, Setup(players, seed, variant, 0))
    rnd = random.Random(seed)
    while not table.is_over():
        (seat,) = table.waiting_for()
        view = table.view(seat)
        bot = game.bots["random" if rnd.random() < RANDOM_SHARE else "greedy"]
        table.act(seat, bot(view, view["legal_actions"], rnd))
    return table


def reviewed(table: Table, seat: int, cap: float) -> tuple[float, float, int, int, int, bool]:
    """CPU and wall seconds of reviewing ``seat`` (capped at ``cap`` CPU seconds, as the API's
    job does), its decisions, mistakes, moves spent and whether it is complete."""
    cpu, wall = time.process_time(), time.perf_counter()
    decisions, complete = bounded(table, [seat], 0, cap, time.process_time)[seat]
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    mistakes = sum(d.mistake for d in decisions)
    return cpu, wall, len(decisions), mistakes, sum(d.moves for d in decisions), complete


def hinted(table: Table) -> list[float]:
    """The CPU seconds of a hint at every ``HINT_EVERY``-th decision of ``table``'s game (from
    the deciding seat's view, the game rebuilt from its log)."""
    game = table.game
    fresh, _ = table.restarted()
    times = []
    for index, text in enumerate(table.log.split()):
        entry = fresh.read_entry(text)
        if index % HINT_EVERY == 0:
            view = game.view(fresh.state, entry.seat)
            cpu = time.process_time()
            hint(game, view)
            times.append(time.process_time() - cpu)
        fresh.apply_entry(entry)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games of each kind (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument(
        "--cap", type=float, default=60.0, help="CPU seconds a seat may take (default 60)"
    )
    args = parser.parse_args()
    load = os.getloadavg()[0]
    summary = []
    for game_id, players, variant in GAMES:
        budget = get_game(game_id).expert.review_moves  # type: ignore[union-attr]
        print(f"{game_id}, {players} players, {variant}: {budget:,} simulated decisions a seat")
        cpus, walls, hints = [], [], []
        for seed in range(args.seed, args.seed + args.games):
            table = played(game_id, players, variant, seed)
            hints += hinted(table)
            for seat in range(players):
                cpu, wall, decisions, mistakes, moves, complete = reviewed(table, seat, args.cap)
                cpus.append(cpu)
                walls.append(wall)
                print(
                    f"  seed {seed} seat {seat}: {decisions} decisions, {mistakes} mistakes, "
                    f"{moves:,} moves, cpu {cpu:.1f} s, wall {wall:.1f} s"
                    + ("" if complete else " (cut short)")
                )
        mean = sum(cpus) / len(cpus)
        print(
            f"  per seat: cpu max {max(cpus):.1f} s mean {mean:.1f} s, wall max {max(walls):.1f} s"
        )
        hint_mean = sum(hints) / len(hints)
        print(f"  {len(hints)} hints: cpu max {max(hints):.2f} s mean {hint_mean:.2f} s")
        summary.append(
            f"{game_id}_{players}p cpu_s max {max(cpus):.1f} mean {mean:.1f} "
            f"wall_s max {max(walls):.1f} hint_cpu_s max {max(hints):.2f}"
        )
    print(
        f"load average before: {load:.2f}, after: {os.getloadavg()[0]:.2f} ({os.cpu_count()} CPUs)"
    )
    print("review: " + " | ".join(summary))


if __name__ == "__main__":
    main()
