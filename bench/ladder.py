"""What each layer of a move costs under load: ``python -m bench.ladder``.

The load benchmark (``bench.load``) compares a move with its floor, a bare read and
compare-and-set. This one climbs from the floor to the move one layer at a time, each step an
endpoint of ``bench.floor`` served by the same app and gunicorn setup, driven by wrk with one
connection per client, as ``bench.load`` does:

1. floor: read a snapshot, write it back with compare-and-set;
2. checked: a real action request through every check before the rules (the game, the body,
   the seat token, ``If-Match``), then the floor's write;
3. ruled: the action judged and written by the service (rules, log, compare-and-set), answered
   with the new version only;
4. move: the real ``POST /v1/games/<id>/actions``, answered with the seat's view and the events
   with their sentences.

Steps 2 to 4 replay the moves of complete games, each step on games of its own. After a warm-up
of each step (figures discarded), ``--rounds`` rounds run the four in turn. With the two cores
busy throughout, a request of a step costs 2 cores / its rate; the script prints each step's
rate, its ratio to the floor's and its cost beyond the floor in microseconds of the machine.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from api.play.store import GameStore
from bench.load import (
    combined,
    prepare_clients,
    prepare_floor,
    require_wrk,
    run_wrk,
    wrk_arguments,
)
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer

#: Each climbing step and where its requests go (None: the floor's own requests).
STEPS = {"floor": None, "checked": "/bench/checked", "ruled": "/bench/ruled", "move": "/v1/games"}


def main() -> None:
    parser = wrk_arguments(__doc__.splitlines()[0], 8, "the four steps", 4, 4)
    parser.add_argument("--cores", type=int, default=2, help="cores the machine has")
    args = parser.parse_args()
    require_wrk()

    with RedisServer() as redis_server, tempfile.TemporaryDirectory() as tmp:
        app = "bench.floor:create_app()"
        with GunicornServer(redis_server.url, workers=args.workers, app=app) as server:
            store = GameStore(redis_server.url, ttl=3600)
            floor = Path(tmp, "floor")  # the floor's games are written back as they were
            floor.mkdir()
            prepare_floor(store, args.clients, floor)
            directories: dict[str, list[Path]] = {}
            for step, prefix in STEPS.items():
                directories[step] = []
                for n in range(args.rounds + 1):  # the warm-up's games, then each round's
                    if prefix is None:
                        directories[step].append(floor)
                        continue
                    directory = Path(tmp, f"{step}-{n}")
                    directory.mkdir()
                    first_seed = n * args.games + 1
                    prepare_clients(
                        server.url, args.clients, args.games, directory, first_seed, prefix
                    )
                    directories[step].append(directory)
            runs: dict[str, list[dict]] = {step: [] for step in STEPS}
            for n in range(args.rounds + 1):
                for step in STEPS:
                    seconds = args.warmup if n == 0 else args.seconds
                    run = run_wrk(
                        server.url, args.clients, seconds, directories[step][n], step == "floor"
                    )
                    if n:
                        runs[step].append(run)

    print(
        f"{args.clients} clients, {args.workers} gevent workers, {args.rounds} rounds of "
        f"{args.seconds} s per step, after {args.warmup} s of warm-up each"
    )
    rates = {}
    for step, step_runs in runs.items():
        total = combined(step_runs)
        rates[step] = total["requests"] / total["duration_us"] * 1e6
        errors = total["status_errors"] + total["socket_errors"]
        beyond = args.cores * 1e6 * (1 / rates[step] - 1 / rates["floor"])
        print(
            f"{step:8} {rates[step]:7,.0f}/s  ratio {rates[step] / rates['floor']:.3f}  "
            f"beyond the floor {beyond:5.1f} us  p99 {total['p99_us'] / 1000:.1f} ms  "
            f"errors {errors}"
            + ("  (clients ran out of moves: raise --games)" if total["exhausted"] else "")
        )


if __name__ == "__main__":
    main()
