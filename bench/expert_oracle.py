"""What the Biblios expert's search could do if it knew more: ``python -m bench.expert_oracle
MODE [--games N] [--start I]``.

A diagnostic, not a bot: it plays seeded 2-player games of the expert's search against the
greedy bot as ``bench.bots`` seeds them (game ``i``: seed ``i``, the searching seat ``i % 2``,
the variant alternating every two games), but in a loop of its own that can hand the search the
true state. The search is the expert's (``engine.search`` over ``bots_levels.candidates`` with
the expert's budget and rollout players, in the auction phase; the gift phase is its policy's);
only its worlds differ (``MODE``):

- ``greedy``: no search, the greedy bot in that seat too (the seeds' baseline);
- ``policy``: no search, the expert's own policy (``expert_policy``) in that seat;
- ``expert``: worlds drawn from the view (``determinize``: the expert itself);
- ``oracle``: the true state (the auction deck shuffled again, the generator reseeded: it knows
  every hand and which cards are still to be auctioned, not their order);
- ``hand``: the true other hand only; the auction pile, the removed cards and the face-down
  discards drawn again among themselves.

The decisions' generators are ``random.Random(i * 100003 + k)`` (k: the game's k-th decision),
not the table's, so ``expert`` differs a little from ``bench.bots``'s games. It prints the
searching seat's win rate (a shared first place as a share) and the CPU p99 of its choices.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from engine import Setup, rng
from engine.biblios import GAME
from engine.biblios.bots import greedy_bot
from engine.biblios.bots_levels import EXPERT_BUDGET, RolloutPolicy, candidates
from engine.biblios.determinize import determinize
from engine.biblios.expert_policy import expert_policy
from engine.biblios.state import AUCTION, GameState
from engine.search import search

VARIANTS = ("standard", "medieval_bluff")
MODES = ("greedy", "policy", "expert", "oracle", "hand")


def _copy(state: GameState, rnd: random.Random) -> GameState:
    world = GAME.from_data(json.loads(json.dumps(GAME.to_data(state))))
    world.rng = rng.seed_state(rnd.getrandbits(64))
    return world


def oracle_world(state: GameState, rnd: random.Random) -> GameState:
    """The true state, but for the auction deck's order and the generator."""
    world = _copy(state, rnd)
    rnd.shuffle(world.pile)
    return world


def hand_world(state: GameState, rnd: random.Random) -> GameState:
    """The true hands; the auction pile, removed cards and face-down discards mixed anew."""
    world = _copy(state, rnd)
    pool = world.pile + world.removed + world.face_down
    rnd.shuffle(pool)
    a, b = len(world.pile), len(world.removed)
    world.pile, world.removed, world.face_down = pool[:a], sorted(pool[a : a + b]), pool[a + b :]
    return world


def play(i: int, mode: str, times: list[int]) -> float:
    """Game ``i``: the searching seat's share of the win."""
    me = i % 2
    state, _ = GAME.new_game(Setup(2, i, VARIANTS[(i // 2) % 2]))
    k = 0
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        view = GAME.view(state, seat)
        legal = view["legal_actions"]
        rnd = random.Random(i * 100003 + k)
        k += 1
        if seat != me or mode == "greedy":
            action = greedy_bot(view, legal, rnd)
        elif mode == "policy" or view["phase"] != AUCTION:
            action = expert_policy(view, legal, rnd)
        else:
            worlds = {
                "expert": determinize,
                "oracle": lambda _view, r: oracle_world(state, r),
                "hand": lambda _view, r: hand_world(state, r),
            }[mode]
            start = time.thread_time_ns()
            options = candidates(view, legal, wide=True)
            rollout = RolloutPolicy(me)
            action = search(GAME, view, options, worlds, rollout, rnd, EXPERT_BUDGET)
            times.append(time.thread_time_ns() - start)
        GAME.apply_action(state, seat, GAME.parse_action(action))
    winners = [e["seat"] for e in GAME.result(state)["seats"] if e["rank"] == 1]
    return 1.0 / len(winners) if me in winners else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--start", type=int, default=0, help="the first game's seed")
    args = parser.parse_args()
    started = time.perf_counter()
    times: list[int] = []
    wins = sum(play(i, args.mode, times) for i in range(args.start, args.start + args.games))
    times.sort()
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))] / 1e6 if times else 0.0
    print(
        f"expert_oracle {args.mode}: {100 * wins / args.games:.1f} % of {args.games} games "
        f"(seeds {args.start}-{args.start + args.games - 1}), CPU p99 {p99:.1f} ms, "
        f"{time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
