"""Engine benchmark: ``python -m engine.bench [--games N]``.

Plays random complete 4-player games with the reference policy (``engine.policy``), then
replays them from their seeds, listing the legal actions and applying each action with full
validation at every step (the engine's own work, without the policy's), and again building
the acting seat's view at every step (what the API does per request); then measures the
snapshot of a mid-auction state. The last line is the summary the README quotes.
"""

from __future__ import annotations

import argparse
import random
import time

from . import policy
from .game import apply_action, legal_actions, new_game, to_act
from .state import AUCTION, GameState, decode, encode
from .views import view

Game = tuple[int, str, list[tuple[int, dict]]]  # seed, variant, (seat, action) per step


def record(seed: int, players: int = 4) -> Game:
    """One random complete game with the reference policy: its seed, variant and actions."""
    rnd = random.Random(seed)
    variant = "medieval_bluff" if seed % 2 else "standard"
    state, _ = new_game(players, variant, 0, seed)
    steps: list[tuple[int, dict]] = []
    seat = to_act(state)
    while seat is not None:
        action = policy.choose(rnd, state, seat, legal_actions(state, seat))
        apply_action(state, seat, action)
        steps.append((seat, action))
        seat = to_act(state)
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


def mid_auction_state(seed: int = 1) -> GameState:
    """A 4-player state half-way through the auction deck."""
    rnd = random.Random(seed)
    state, _ = new_game(4, "standard", 0, seed)
    half = None
    while True:
        seat = to_act(state)
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
    state = mid_auction_state()
    snapshot = len(encode(state).encode())
    codec = _codec_us(state)
    print(f"mid-auction 4-player snapshot: {snapshot} bytes; encode + decode: {codec:.1f} us")
    print(
        f"engine: {games_s:.0f} games/s (4 players), {actions_s:.0f} actions/s, "
        f"snapshot {snapshot} bytes, codec {codec:.1f} us"
    )


if __name__ == "__main__":
    main()
