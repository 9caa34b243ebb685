"""Load benchmark of the HTTP API against its floor: ``python -m bench.load``.

Starts a private ``redis-server`` and gunicorn (``gunicorn.conf.py``: gevent workers) serving the
production app plus the floor endpoint (``bench.floor``), and drives it with wrk, one connection
per simulated client:

1. moves: each client plays complete 4-player games from start to end, one move per request
   (with its seat token and ``If-Match``). The games are created over HTTP beforehand with known
   seeds, and their moves computed with the engine and the reference policy (the engine is
   deterministic), so wrk only replays them, in order, and every request is a real move;
2. floor: each client posts to the floor endpoint, which reads a mid-auction snapshot from
   Redis and writes it back with the same compare-and-set a move uses, and nothing else.

Both are measured warm, as a server that has been up for a while runs: a warm-up of each (its
own games; figures discarded) fills what the workers remember (validated bodies, sentences).
Then the two alternate, ``--rounds`` times ``--seconds`` each, so that a slow spell of the
machine falls on both rather than on one of them; the figures add the rounds up (p99: the
worst round's).

With ``--durable``, the durable mode (docs/durability.md): a replica of the private Redis on
loopback, and ``BIBLIOS_WAIT_REPLICAS=1``, so every move, and every write of the floor (the
same store's compare-and-set), is answered only once the replica has it.

It prints moves/s, the move latency percentiles, the error count, the floor's requests/s, and
the Redis memory per stored game; the last line reads
``load: ratio <R> moves/s <N> floor/s <F> p99_ms <P> errors <E>``.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

import requests

from api.play import service
from api.play.seat_tokens import new_token, token_hash
from api.play.store import GameRecord, GameStore, game_key
from bench.engine import mid_auction_state
from engine import Seat, Table, biblios
from support import biblios_policy as policy
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "bench" / "moves.lua"
FLOOR_GAME = "floor-{:04d}"
_RESULT = re.compile(r"RESULT (.*)")


def game_moves(seed: int) -> list[tuple[int, dict]]:
    """The (seat, action) of every move of the 4-player game of ``seed`` under the policy."""
    rnd = random.Random(seed)
    state, _ = biblios.new_game(4, "standard", 0, seed)
    moves = []
    while waiting := biblios.to_act(state):
        (seat,) = waiting
        action = policy.choose(rnd, state, seat, biblios.legal_actions(state, seat))
        biblios.apply_action(state, seat, action)
        moves.append((seat, action))
    return moves


def prepare_clients(
    base_url: str,
    clients: int,
    games_each: int,
    directory: Path,
    first_seed: int = 1,
    prefix: str = "/v1/games",
) -> list[str]:
    """Create the games over HTTP and write each client's moves, each posted to
    ``<prefix>/<id>/actions``; returns the game ids."""
    session = requests.Session()
    ids = []
    for client in range(clients):
        lines = []
        for n in range(games_each):
            seed = client * 1000 + n + first_seed
            created = session.post(
                f"{base_url}/v1/games", json={"game": "biblios", "players": 4, "seed": seed}
            )
            created.raise_for_status()
            game = created.json()
            ids.append(game["id"])
            tokens = [seat["token"] for seat in game["seats"]]
            for version, (seat, action) in enumerate(game_moves(seed)):
                body = json.dumps(action, separators=(",", ":"))
                path = f"{prefix}/{game['id']}/actions"
                lines.append(f"{path}\t{tokens[seat]}\t{version}\t{body}")
        (directory / f"client-{client}.tsv").write_text("\n".join(lines) + "\n")
    return ids


def prepare_floor(store: GameStore, clients: int, directory: Path) -> None:
    """A mid-auction game per floor client, and its one request."""
    snapshot = service.snapshot(
        Table(biblios.GAME, mid_auction_state(), [Seat(None) for _ in range(4)])
    )
    hashes = [token_hash(new_token()) for _ in range(4)]
    for client in range(clients):
        game = FLOOR_GAME.format(client)
        store.create(game, GameRecord("biblios", 0, snapshot, hashes, []), 0)
        line = f"/bench/floor/{game}\t-\t0\t" + '{"type":"pass"}'
        (directory / f"client-{client}.tsv").write_text(line + "\n")


def run_wrk(url: str, clients: int, seconds: int, directory: Path, repeat: bool) -> dict:
    """One wrk run, one thread and one connection per client; its RESULT figures."""
    command = [
        "wrk",
        f"--threads={clients}",
        f"--connections={clients}",
        f"--duration={seconds}s",
        "--timeout=10s",
        f"--script={SCRIPT}",
        url,
        "--",
        str(directory),
        *(["repeat"] if repeat else []),
    ]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    match = _RESULT.search(output)
    if match is None:
        raise RuntimeError(f"wrk printed no RESULT line:\n{output}")
    return {key: int(value) for key, value in (f.split("=") for f in match.group(1).split())}


def memory_per_game(redis_server: RedisServer, ids: list[str]) -> float:
    """Average ``MEMORY USAGE`` of the played games' keys, in bytes."""
    client = redis_server.client()
    sizes = [client.memory_usage(game_key(game), samples=0) or 0 for game in ids]
    return sum(sizes) / len(sizes)


def combined(runs: list[dict]) -> dict:
    """The rounds of one kind added up: requests and time summed, errors summed, each latency
    percentile the worst round's."""
    total = {key: sum(run[key] for run in runs) for key in runs[0]}
    for key in ("p50_us", "p95_us", "p99_us"):
        total[key] = max(run[key] for run in runs)
    return total


def wrk_arguments(
    description: str, seconds: int, rounds: str, warmup: int, games: int
) -> argparse.ArgumentParser:
    """The options of a benchmark that drives the app with wrk (``rounds``: what a round runs)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--clients", type=int, default=32, help="concurrent simulated clients")
    parser.add_argument("--seconds", type=int, default=seconds, help="length of each run")
    parser.add_argument("--rounds", type=int, default=2, help=f"rounds of {rounds}")
    parser.add_argument("--warmup", type=int, default=warmup, help="seconds of warm-up of each")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (gevent)")
    parser.add_argument("--games", type=int, default=games, help="games per client a round")
    return parser


def require_wrk() -> None:
    """Stop with a hint when wrk is missing."""
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: sudo apt-get install wrk")


def with_replica(primary: RedisServer, stack: ExitStack) -> None:
    """Start a replica of ``primary`` on loopback and wait until it is in sync."""
    replica = stack.enter_context(RedisServer(args=("--replicaof", "127.0.0.1", str(primary.port))))
    deadline = time.monotonic() + 30
    with primary.client() as client:
        while client.info("replication").get("connected_slaves", 0) < 1 or not any(
            isinstance(value, dict) and value.get("state") == "online"
            for value in client.info("replication").values()
        ):
            if time.monotonic() > deadline:
                raise RuntimeError(f"the replica on port {replica.port} did not sync")
            time.sleep(0.05)


def main() -> None:
    parser = wrk_arguments(__doc__.splitlines()[0], 10, "moves, then floor", 5, 5)
    parser.add_argument(
        "--durable",
        action="store_true",
        help="a replica, and every write waits for it (BIBLIOS_WAIT_REPLICAS=1)",
    )
    args = parser.parse_args()
    require_wrk()

    with ExitStack() as stack, tempfile.TemporaryDirectory() as tmp:
        redis_server = stack.enter_context(RedisServer())
        env = {}
        if args.durable:
            with_replica(redis_server, stack)
            env["BIBLIOS_WAIT_REPLICAS"] = "1"
        floor_dir = Path(tmp, "floor")
        floor_dir.mkdir()
        app = "bench.floor:create_app()"
        with GunicornServer(redis_server.url, workers=args.workers, app=app, **env) as server:
            prepare_floor(GameStore(redis_server.url, ttl=3600), args.clients, floor_dir)
            # the warm-up's games, then each round's: seeds that no other round plays
            move_dirs, ids = [], []
            for n in range(args.rounds + 1):
                directory = Path(tmp, f"moves-{n}")
                directory.mkdir()
                first_seed = n * args.games + 1
                ids += prepare_clients(server.url, args.clients, args.games, directory, first_seed)
                move_dirs.append(directory)
            if args.warmup:
                run_wrk(server.url, args.clients, args.warmup, move_dirs[0], repeat=False)
                run_wrk(server.url, args.clients, args.warmup, floor_dir, repeat=True)
            move_runs, floor_runs = [], []
            for directory in move_dirs[1:]:
                move_runs.append(run_wrk(server.url, args.clients, args.seconds, directory, False))
                floor_runs.append(run_wrk(server.url, args.clients, args.seconds, floor_dir, True))
        per_game = memory_per_game(redis_server, ids)

    moves, floor = combined(move_runs), combined(floor_runs)
    moves_s = moves["requests"] / moves["duration_us"] * 1e6
    floor_s = floor["requests"] / floor["duration_us"] * 1e6
    errors = sum(run["status_errors"] + run["socket_errors"] for run in (moves, floor))
    ratio = moves_s / floor_s
    p50, p95, p99 = (moves[f"p{p}_us"] / 1000 for p in (50, 95, 99))
    if args.durable:
        print("durable mode: one replica on loopback, every write waits for it (WAIT 1)")
    print(
        f"{args.clients} clients, {args.workers} gevent workers, {args.rounds} rounds of "
        f"{args.seconds} s each, after {args.warmup} s of warm-up: "
        f"{moves['requests']} moves of complete 4-player games"
    )
    if moves["exhausted"]:
        print(f"warning: {moves['exhausted']} clients ran out of prepared moves (raise --games)")
    for n, (m, f) in enumerate(zip(move_runs, floor_runs, strict=True), 1):
        m_s, f_s = (r["requests"] / r["duration_us"] * 1e6 for r in (m, f))
        print(f"round {n}: moves {m_s:,.0f}/s, floor {f_s:,.0f}/s, ratio {m_s / f_s:.2f}")
    print(f"moves: {moves_s:,.0f}/s, latency p50 {p50:.1f} ms, p95 {p95:.1f} ms, p99 {p99:.1f} ms")
    print(f"floor (read + compare-and-set of a mid-auction snapshot): {floor_s:,.0f}/s")
    print(f"redis memory per stored game: {per_game / 1024:.2f} KB ({len(ids)} games)")
    print(f"errors: {errors}")
    print(
        f"load: ratio {ratio:.2f} moves/s {moves_s:.0f} floor/s {floor_s:.0f} "
        f"p99_ms {p99:.1f} errors {errors}"
    )


if __name__ == "__main__":
    main()
