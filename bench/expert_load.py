"""Expert tables beside a loaded API: ``python -m bench.expert_load``.

The claim under test: a request that hands the turn to expert bots does not hold a worker for their
search (the moves are made by the background worker, ``api.jobs.bot_moves``), so other games'
latency does not change while expert tables are played. It starts a private ``redis-server``,
gunicorn as ``bench.load`` does, and one background worker serving the bots' queue (``python -m
api.jobs.worker bots``; ``--priority``: as the worker runs by itself by default, as the API does:
the bots' moves are part of the play, ``api.jobs.cpu_share``), then alternates ``--rounds`` triples
of wrk runs of ``bench.load``'s moves (complete 4-player games of people, one move a request):

- without: nothing else runs;
- greedy tables: ``--tables`` 4-player Biblios tables of one person and three greedy bots are
  played at the same time, each person (a thread) making its move as soon as the game waits
  for it; the bots move inside the persons' requests (the control: what the persons' own play
  costs the API);
- expert tables: the same with three experts, whose searches are made by the worker.

It prints each run's latency percentiles (p99: the worst round's), the moves the worker wrote,
and how long the persons' own requests took; the last line reads ``expert_load: p99_ms without
<A> greedy_tables <G> expert_tables <X> ratio <X/G> worker_moves <N> errors <E>``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests

from bench.load import combined, prepare_clients, require_wrk, run_wrk, wrk_arguments
from engine import get_game
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer

ROOT = Path(__file__).resolve().parents[1]


class BotTables:
    """``count`` tables of one person and three ``bot`` bots, played by threads while running."""

    def __init__(self, base_url: str, count: int, first_seed: int, bot: str) -> None:
        self.base_url = base_url
        self.bot = bot
        self.count = count
        self.first_seed = first_seed
        self.stop = threading.Event()
        self.expert_moves = 0
        self.person_ms: list[float] = []
        self.errors = 0
        self._threads: list[threading.Thread] = []

    def __enter__(self) -> BotTables:
        self.stop.clear()
        for n in range(self.count):
            thread = threading.Thread(target=self._play, args=(self.first_seed + n,), daemon=True)
            thread.start()
            self._threads.append(thread)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop.set()
        for thread in self._threads:
            thread.join(30)
        self._threads.clear()

    def _play(self, seed: int) -> None:
        """Play tables one after the other until told to stop: the person moves as soon as its
        view asks; the bots in the request, or the experts' searches on the worker."""
        session = requests.Session()
        seats = [{"name": "Ana"}, *[{"bot": self.bot}] * 3]
        while not self.stop.is_set():
            body = {"game": "biblios", "seats": seats, "seed": seed}
            created = session.post(f"{self.base_url}/v1/games", json=body).json()
            game_id, token = created["id"], created["seats"][0]["token"]
            headers = {"Authorization": f"Bearer {token}"}
            version = created["version"]
            seed += 1000
            while not self.stop.is_set():
                view = session.get(f"{self.base_url}/v1/games/{game_id}", headers=headers).json()
                if view["result"] is not None:
                    break
                moved = view["version"] - version
                if moved > 0:
                    self.expert_moves += moved
                version = view["version"]
                if not view["legal_actions"]:
                    time.sleep(0.2)  # the experts think on the worker
                    continue
                action = person_action(view["legal_actions"])
                start = time.perf_counter()
                reply = session.post(
                    f"{self.base_url}/v1/games/{game_id}/actions",
                    json=action,
                    headers={**headers, "If-Match": f'"{version}"'},
                )
                self.person_ms.append((time.perf_counter() - start) * 1000)
                if reply.status_code != 200:
                    self.errors += 1
                else:
                    version = reply.json()["view"]["version"]


def person_action(legal: list[dict]) -> dict:
    """A quick person: passing or refusing when it may, else the first action offered."""
    for template in legal:
        if template["type"] in ("pass", "refuse"):
            return {"type": template["type"]}
    return {k: v for k, v in legal[0].items() if k not in ("min", "max")}


#: How the worker is run beside the API: the command before it and its ``BIBLIOS_WORKER_CPU``
#: (None: its role's default, ``api.jobs.cpu_share``: the advice's worker takes only the CPU
#: the API leaves, the bots' runs as the API).
PRIORITIES: dict[str, tuple[list[str], str | None]] = {
    "default": ([], None),
    # Only the CPU the API leaves: the idle class, its own session's autogroup at the lowest
    # weight (``api.jobs.cpu_share``).
    "idle": ([], "idle"),
    # The idle class alone, as ``chrt --idle 0`` gives it: in a session of its own, whose
    # autogroup Linux shares the CPU with as with the API's.
    "idle-class": (["chrt", "--idle", "0"], "normal"),
    # On a core of its own (the last one), as on another host: run the benchmark itself on the
    # others (``taskset -c 0 python -m bench...`` on 2 cores) so the API never shares it.
    "apart": (["taskset", "-c", str((os.cpu_count() or 1) - 1)], None),
    "nice": (["nice", "-n", "10"], "normal"),
    "same": ([], "normal"),
}


def start_worker(
    redis_url: str, log: Path, role: str, priority: str, env: dict[str, str] | None = None
) -> subprocess.Popen:
    """``python -m api.jobs.worker <role>`` at ``priority`` (``PRIORITIES``), logging to ``log``
    (``env``: variables added to this process's)."""
    command, share = PRIORITIES[priority]
    env = {**os.environ, **(env or {}), "REDIS_URL": redis_url}
    if share is not None:
        env["BIBLIOS_WORKER_CPU"] = share
    with log.open("wb") as out:
        return subprocess.Popen(
            [*command, sys.executable, "-m", "api.jobs.worker", role],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own group: the job it forks ends with it
        )


def stop_worker(worker: subprocess.Popen) -> None:
    """Stops the bots' worker: a warm shutdown waits for the search under way, which at the
    idle class on a busy machine may take long; after 30 s the group is killed."""
    worker.terminate()
    try:
        worker.wait(30)
    except subprocess.TimeoutExpired:
        os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(30)


def main() -> None:
    parser = wrk_arguments(__doc__.splitlines()[0], 10, "the three runs", 5, 5)
    parser.add_argument("--tables", type=int, default=4, help="expert tables during 'with'")
    parser.add_argument(
        "--priority", choices=sorted(PRIORITIES), default="default", help="the bots' worker's"
    )
    args = parser.parse_args()
    require_wrk()
    get_game("biblios")

    with RedisServer() as redis_server, tempfile.TemporaryDirectory() as tmp:
        worker = start_worker(redis_server.url, Path(tmp, "worker.log"), "bots", args.priority)
        try:
            with GunicornServer(redis_server.url, workers=args.workers) as server:
                dirs = []
                for n in range(3 * args.rounds + 1):
                    directory = Path(tmp, f"moves-{n}")
                    directory.mkdir()
                    prepare_clients(
                        server.url, args.clients, args.games, directory, n * args.games + 1
                    )
                    dirs.append(directory)
                if args.warmup:
                    run_wrk(server.url, args.clients, args.warmup, dirs[0], repeat=False)
                runs: dict[str, list[dict]] = {"without": [], "greedy": [], "expert": []}
                tables: dict[str, list[BotTables]] = {"greedy": [], "expert": []}
                for n in range(args.rounds):
                    base = 1 + 3 * n
                    runs["without"].append(
                        run_wrk(server.url, args.clients, args.seconds, dirs[base], False)
                    )
                    for k, bot in enumerate(("greedy", "expert"), 1):
                        with BotTables(server.url, args.tables, 100 + n, bot) as playing:
                            runs[bot].append(
                                run_wrk(
                                    server.url, args.clients, args.seconds, dirs[base + k], False
                                )
                            )
                        tables[bot].append(playing)
        finally:
            stop_worker(worker)

    figures = {name: combined(done) for name, done in runs.items()}
    errors = sum(r["status_errors"] + r["socket_errors"] for r in figures.values())
    errors += sum(t.errors for played in tables.values() for t in played)
    print(
        f"{args.clients} clients, {args.workers} gevent workers, {args.rounds} rounds of "
        f"{args.seconds} s each of: nothing else, {args.tables} tables of one person and three "
        f"greedy bots, {args.tables} tables of one person and three experts (the bots' worker "
        f"at priority {args.priority!r})"
    )
    for name, runs_of in figures.items():
        rate = runs_of["requests"] / runs_of["duration_us"] * 1e6
        p50, p95, p99 = (runs_of[f"p{p}_us"] / 1000 for p in (50, 95, 99))
        print(f"{name}: {rate:,.0f} moves/s, p50 {p50:.1f} ms, p95 {p95:.1f} ms, p99 {p99:.1f} ms")
    for bot, played in tables.items():
        person = sorted(ms for t in played for ms in t.person_ms)
        if person:
            p99_person = person[min(len(person) - 1, round(0.99 * len(person)) - 1)]
            print(
                f"{bot} tables: the persons' {len(person)} moves p99 {p99_person:.1f} ms; "
                f"{sum(t.expert_moves for t in played)} moves written by the worker"
            )
    p99 = {name: figures[name]["p99_us"] / 1000 for name in figures}
    print(
        f"expert_load: p99_ms without {p99['without']:.1f} greedy_tables {p99['greedy']:.1f} "
        f"expert_tables {p99['expert']:.1f} ratio {p99['expert'] / p99['greedy']:.2f} "
        f"worker_moves {sum(t.expert_moves for t in tables['expert'])} errors {errors}"
    )


if __name__ == "__main__":
    main()
