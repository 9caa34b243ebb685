"""What one API core serves: ``python -m bench.capacity``.

Starts a private ``redis-server`` and gunicorn as shipped, with ``--workers`` gevent workers
(default 1), prepares complete 4-player games as ``bench.load`` does, and runs wrk (32
clients, one real move per request) for ``--seconds``, ``--rounds`` times. Each round reads
the CPU time the gunicorn workers and Redis used (Linux's ``/proc``), so the figure does not
depend on what else shares the machine: moves per second of API-worker CPU is what one fully
busy API core serves. Prints each round; the last line reads ``capacity: <m> moves per API
core-second (<r> moves per Redis core-second), <w> wall moves/s, errors <e>``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
from pathlib import Path

from bench.load import prepare_clients, require_wrk, run_wrk
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime (fields 14 and 15)


def workers_of(server: GunicornServer) -> list[int]:
    assert server.process is not None
    master = server.process.pid
    return [int(pid) for pid in Path(f"/proc/{master}/task/{master}/children").read_text().split()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=1, help="gunicorn workers (gevent)")
    parser.add_argument("--clients", type=int, default=32, help="wrk's simulated clients")
    parser.add_argument("--seconds", type=int, default=10, help="length of each round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds measured")
    parser.add_argument("--games", type=int, default=5, help="games per client a round")
    args = parser.parse_args()
    require_wrk()

    per_core, per_redis_core, wall, errors = [], [], [], 0
    with (
        RedisServer() as redis_server,
        tempfile.TemporaryDirectory() as tmp,
        GunicornServer(redis_server.url, workers=args.workers) as server,
    ):
        redis_pid = redis_server.client().info("server")["process_id"]
        directories = []
        for n in range(args.rounds + 1):  # a warm-up round first
            directory = Path(tmp, f"round-{n}")
            directory.mkdir()
            prepare_clients(server.url, args.clients, args.games, directory, n * args.games + 1)
            directories.append(directory)
        run_wrk(server.url, args.clients, 3, directories[0], repeat=False)
        for n, directory in enumerate(directories[1:], 1):
            workers = workers_of(server)
            before = sum(map(cpu_seconds, workers)), cpu_seconds(redis_pid)
            run = run_wrk(server.url, args.clients, args.seconds, directory, repeat=False)
            after = sum(map(cpu_seconds, workers)), cpu_seconds(redis_pid)
            moves = run["requests"]
            api_cpu, redis_cpu = after[0] - before[0], after[1] - before[1]
            per_core.append(moves / api_cpu)
            per_redis_core.append(moves / redis_cpu)
            wall.append(moves / run["duration_us"] * 1e6)
            errors += run["status_errors"] + run["socket_errors"]
            print(
                f"round {n}: {moves} moves in {run['duration_us'] / 1e6:.1f} s "
                f"({wall[-1]:,.0f}/s), API workers {api_cpu:.2f} CPU-s "
                f"({per_core[-1]:,.0f} moves per core-second), Redis {redis_cpu:.2f} CPU-s "
                f"({per_redis_core[-1]:,.0f} per core-second)"
            )
    print(
        f"capacity: {statistics.median(per_core):.0f} moves per API core-second "
        f"({statistics.median(per_redis_core):.0f} moves per Redis core-second), "
        f"{statistics.median(wall):.0f} wall moves/s, errors {errors}"
    )


if __name__ == "__main__":
    main()
