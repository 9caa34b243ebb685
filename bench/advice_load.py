"""The expert's advice beside a loaded API: ``python -m bench.advice_load``.

The claim under test (play-contract, "Learning"; issue 42's "nothing else slows"): a review or a
hint queued while 32 clients play leaves their p99 within the controls' spread, because a request
never searches (the review and the hint are searched on the advice's worker, ``api.jobs.advice``),
which takes only the CPU the API leaves. Measured as ``bench.expert_load`` does: a private
``redis-server``, gunicorn as ``bench.load`` runs it, one worker of the expert's advice (``python -m
api.jobs.worker advice``: the hints, then the reviews; at its own CPU share by default,
``api.jobs.cpu_share``, or as ``--priority`` says; its searches paced as configured,
``api.jobs.pacing``, or not at all with ``--no-yield``), and ``--rounds`` rounds of wrk runs of
``bench.load``'s moves (complete 4-player games of people, one move a request), alternated:

- without: nothing else runs (the control of the review runs);
- players: ``--hinters`` people each play a ``"hints": true`` game against the greedy bot
  without asking a hint, as quickly as ``bench.expert_load``'s persons (the control of the hint
  runs: what these people's own play costs the API, as ``bench.expert_load``'s greedy tables
  are the control of its expert tables);
- hint: the same people, now asking ``POST /v1/games/{id}/hint`` before each of their moves
  and playing the hint's move (a hint's request waits for the worker 3 s at most, else 503
  ``hint_unavailable``, counted);
- review: at the run's start, ``POST /v1/games/{id}/review`` of a finished 2-player Biblios
  game of two people (played over HTTP before the runs), so the worker searches the whole run
  (a Biblios review is some 20 s of CPU a seat: ``bench.review``); its status is polled, and
  the next round waits for it to be ready (a hint asked meanwhile would wait behind it: one
  worker runs one job at a time).

It prints each run's p99, each kind's figures, the CPU time the worker spent during each
kind's runs (all rounds) and what its searches paused (its log); the last line reads
``advice_load: p99_ms without <lo>-<hi> review <R> players <plo>-<phi> hint <H> within <yes|no>
reviews_ready <N>/<Q> hints <A> unavailable <U> errors <E>``: ``R`` and ``H`` the worst run of
their kind, ``within`` whether the review runs' median p99 lies within (or below) the spread of
the runs without (their lowest and highest p99), and the hint runs' within (or below) the
players' spread. The median, not every run: were the advice to cost nothing at all, the six
runs of a kind and its control would be alike, and the highest of them one of the kind's half
the time (three rounds), so "every run within" would fail one invocation in two by chance.
"""

from __future__ import annotations

import os
import re
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

import requests

from api.config import DEFAULT_ADVICE_YIELD
from bench.expert_load import PRIORITIES, person_action, start_worker, stop_worker
from bench.load import combined, prepare_clients, require_wrk, run_wrk, wrk_arguments
from engine import get_game
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer

KINDS = ("without", "players", "hint", "review")
#: Seconds the next round waits for the review of the last to be ready.
REVIEW_WAIT = 600
#: The worker's log line of a paced search (``api.jobs.pacing.Pacer.log_cost``).
PAUSED = re.compile(r"the (hint|review) .* paused ([0-9.]+) s in ([0-9]+) pauses")


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) the process ``pid`` has spent so far (``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pauses_logged(log: Path) -> dict[str, tuple[int, float]]:
    """From the worker's log: for hints and reviews, how many paused and their pauses in all."""
    found: dict[str, tuple[int, float]] = {"hint": (0, 0.0), "review": (0, 0.0)}
    for match in PAUSED.finditer(log.read_text(errors="replace")):
        jobs, seconds = found[match[1]]
        found[match[1]] = (jobs + 1, seconds + float(match[2]))
    return found


def finished_game(base_url: str, seed: int) -> tuple[str, str]:
    """A 2-player Biblios game of two people played to its end over HTTP (each passing or
    refusing when it may, else taking the first action offered): its id and a seat's token."""
    session = requests.Session()
    body = {"game": "biblios", "seats": [{"name": "Ana"}, {"name": "Bo"}], "seed": seed}
    created = session.post(f"{base_url}/v1/games", json=body)
    created.raise_for_status()
    game = created.json()
    tokens = [seat["token"] for seat in game["seats"]]
    path = f"{base_url}/v1/games/{game['id']}"
    while True:
        views = [session.get(path, headers=_bearer(token)).json() for token in tokens]
        if views[0]["result"] is not None:
            return game["id"], tokens[0]
        seat = next(n for n, view in enumerate(views) if view["legal_actions"])
        view = views[seat]
        reply = session.post(
            f"{path}/actions",
            json=person_action(view["legal_actions"]),
            headers={**_bearer(tokens[seat]), "If-Match": f'"{view["version"]}"'},
        )
        reply.raise_for_status()


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Review:
    """A finished game's review asked for at the run's start; polled until ready."""

    def __init__(self, base_url: str, game_id: str, token: str) -> None:
        self.url = f"{base_url}/v1/games/{game_id}/review"
        self.token = token
        self.asked = 0.0
        self.ready_after: float | None = None
        self.errors = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._poll, daemon=True)

    def __enter__(self) -> Review:
        self.asked = time.perf_counter()
        reply = requests.post(self.url, headers=_bearer(self.token), timeout=10)
        if reply.status_code != 202:
            self.errors += 1
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stop.set()
        self._thread.join(10)

    def wait_ready(self, timeout: float) -> float | None:
        """Seconds from the ask until the review was ready (polled), None if not in time."""
        session = requests.Session()
        end = time.perf_counter() + timeout
        while self.ready_after is None and time.perf_counter() < end:
            reply = session.get(self.url, headers=_bearer(self.token), timeout=10)
            if reply.status_code == 200 and reply.json()["status"] == "ready":
                self.ready_after = time.perf_counter() - self.asked
            else:
                time.sleep(1)
        return self.ready_after

    def _poll(self) -> None:
        session = requests.Session()
        while not self._stop.wait(1):
            reply = session.get(self.url, headers=_bearer(self.token), timeout=10)
            if reply.status_code != 200:
                self.errors += 1
            elif reply.json()["status"] == "ready":
                self.ready_after = time.perf_counter() - self.asked
                return


class Hinters:
    """``count`` people, each playing its hints game against the greedy bot, one game after the
    other, while running: asking a hint before every move and playing it (``ask``), or playing
    as ``bench.expert_load``'s quick persons without asking."""

    def __init__(self, base_url: str, count: int, first_seed: int, ask: bool = True) -> None:
        self.base_url = base_url
        self.count = count
        self.first_seed = first_seed
        self.ask = ask
        self.stop = threading.Event()
        self.hint_ms: list[float] = []
        self.unavailable = 0
        self.errors = 0
        self.failed: Counter[str] = Counter()
        self._threads: list[threading.Thread] = []

    def __enter__(self) -> Hinters:
        for n in range(self.count):
            thread = threading.Thread(target=self._play, args=(self.first_seed + n,), daemon=True)
            thread.start()
            self._threads.append(thread)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop.set()
        for thread in self._threads:
            thread.join(30)

    def _play(self, seed: int) -> None:
        session = requests.Session()
        seats = [{"name": "Ana"}, {"bot": "greedy"}]
        while not self.stop.is_set():
            body = {"game": "biblios", "seats": seats, "seed": seed, "hints": True}
            created = session.post(f"{self.base_url}/v1/games", json=body).json()
            path = f"{self.base_url}/v1/games/{created['id']}"
            headers = _bearer(created["seats"][0]["token"])
            seed += 1000
            while not self.stop.is_set():
                view = session.get(path, headers=headers).json()
                if view["result"] is not None:
                    break
                if not self.ask:
                    moved = session.post(
                        f"{path}/actions",
                        json=person_action(view["legal_actions"]),
                        headers={**headers, "If-Match": f'"{view["version"]}"'},
                    )
                    if moved.status_code != 200:
                        self.errors += 1
                        self.failed[f"move {moved.status_code}"] += 1
                        break
                    continue
                start = time.perf_counter()
                asked = session.post(f"{path}/hint", headers=headers)
                if asked.status_code == 503:
                    self.unavailable += 1
                    continue  # asking again finds the same search
                if asked.status_code != 200:
                    self.errors += 1
                    self.failed[f"hint {asked.status_code}"] += 1
                    break
                self.hint_ms.append((time.perf_counter() - start) * 1000)
                moved = session.post(  # hint_given made a version: the hint's ETag names it
                    f"{path}/actions",
                    json=asked.json()["action"],
                    headers={**headers, "If-Match": asked.headers["ETag"]},
                )
                if moved.status_code != 200:
                    self.errors += 1
                    self.failed[f"move {moved.status_code}"] += 1


def main() -> None:
    parser = wrk_arguments(__doc__.splitlines()[0], 10, "the four runs", 5, 5)
    parser.set_defaults(rounds=3)
    parser.add_argument("--hinters", type=int, default=4, help="people asking hints")
    parser.add_argument(
        "--priority", choices=sorted(PRIORITIES), default="default", help="the advice's worker's"
    )
    parser.add_argument(
        "--no-yield",
        action="store_true",
        help="the worker's searches never yield the CPU (BIBLIOS_ADVICE_YIELD=off)",
    )
    args = parser.parse_args()
    require_wrk()
    get_game("biblios")
    worker_env = {"BIBLIOS_ADVICE_YIELD": "off"} if args.no_yield else {}
    pacing = (
        "not yielding"
        if args.no_yield
        else "yielding at " + (os.environ.get("BIBLIOS_ADVICE_YIELD") or str(DEFAULT_ADVICE_YIELD))
    )

    runs: dict[str, list[dict]] = {kind: [] for kind in KINDS}
    worker_cpu = dict.fromkeys(KINDS, 0.0)
    reviews: list[Review] = []
    hinters: list[Hinters] = []
    with RedisServer() as redis_server, tempfile.TemporaryDirectory() as tmp:
        worker_log = Path(tmp, "worker.log")
        worker = start_worker(redis_server.url, worker_log, "advice", args.priority, worker_env)
        try:
            with GunicornServer(redis_server.url, workers=args.workers) as server:
                dirs = []
                for n in range(len(KINDS) * args.rounds + 1):
                    directory = Path(tmp, f"moves-{n}")
                    directory.mkdir()
                    prepare_clients(
                        server.url, args.clients, args.games, directory, n * args.games + 1
                    )
                    dirs.append(directory)
                games = [finished_game(server.url, 500 + n) for n in range(args.rounds)]
                if args.warmup:
                    run_wrk(server.url, args.clients, args.warmup, dirs[0], repeat=False)
                for n in range(args.rounds):
                    base = 1 + len(KINDS) * n
                    wrk = [server.url, args.clients, args.seconds]
                    before = cpu_seconds(worker.pid)
                    runs["without"].append(run_wrk(*wrk, dirs[base], False))  # type: ignore[arg-type]
                    worker_cpu["without"] += cpu_seconds(worker.pid) - before
                    with Hinters(server.url, args.hinters, 200 + n, ask=False) as playing:
                        before = cpu_seconds(worker.pid)
                        runs["players"].append(run_wrk(*wrk, dirs[base + 1], False))  # type: ignore[arg-type]
                        worker_cpu["players"] += cpu_seconds(worker.pid) - before
                    hinters.append(playing)
                    with Hinters(server.url, args.hinters, 200 + n) as hinting:
                        before = cpu_seconds(worker.pid)
                        runs["hint"].append(run_wrk(*wrk, dirs[base + 2], False))  # type: ignore[arg-type]
                        worker_cpu["hint"] += cpu_seconds(worker.pid) - before
                    hinters.append(hinting)
                    with Review(server.url, *games[n]) as review:
                        before = cpu_seconds(worker.pid)
                        runs["review"].append(run_wrk(*wrk, dirs[base + 3], False))  # type: ignore[arg-type]
                        worker_cpu["review"] += cpu_seconds(worker.pid) - before
                    during = review.ready_after
                    reviews.append(review)
                    review.wait_ready(REVIEW_WAIT)
                    for kind in KINDS:
                        print(f"round {n + 1} {kind}: p99 {runs[kind][-1]['p99_us'] / 1000:.1f} ms")
                    ready = review.ready_after
                    print(
                        f"round {n + 1}: the review ready after "
                        + (f"{ready:.0f} s" if ready is not None else "(not in time)")
                        + (" (during its run)" if during is not None else "")
                    )
        finally:
            stop_worker(worker)
            paused = pauses_logged(worker_log)

    figures = {kind: combined(done) for kind, done in runs.items()}
    errors = sum(r["status_errors"] + r["socket_errors"] for r in figures.values())
    errors += sum(r.errors for r in reviews) + sum(h.errors for h in hinters)
    if errors:
        failed = sum((h.failed for h in hinters), Counter())
        print(
            "errors: "
            + ", ".join(
                f"{kind} runs {r['status_errors']} status {r['socket_errors']} socket"
                for kind, r in figures.items()
            )
            + f"; review polls {sum(r.errors for r in reviews)}; hinters {dict(failed)}"
        )
    print(
        f"{args.clients} clients, {args.workers} gevent workers, {args.rounds} rounds of "
        f"{args.seconds} s each of: nothing else, {args.hinters} "
        f"{'person' if args.hinters == 1 else 'people'} playing, the same asking a hint "
        f"before each move, a review asked at the start (the advice's worker at priority "
        f"{args.priority!r}, its searches {pacing})"
    )
    for kind, runs_of in figures.items():
        rate = runs_of["requests"] / runs_of["duration_us"] * 1e6
        p50, p95, p99 = (runs_of[f"p{p}_us"] / 1000 for p in (50, 95, 99))
        print(f"{kind}: {rate:,.0f} moves/s, p50 {p50:.1f} ms, p95 {p95:.1f} ms, p99 {p99:.1f} ms")
    ready = [r.ready_after for r in reviews if r.ready_after is not None]
    print(
        f"reviews: {len(ready)} of {len(reviews)} ready"
        + (f" (after {min(ready):.0f}-{max(ready):.0f} s)" if ready else "")
    )
    hint_ms = sorted(ms for h in hinters for ms in h.hint_ms)
    unavailable = sum(h.unavailable for h in hinters)
    if hint_ms:
        p99_hint = hint_ms[min(len(hint_ms) - 1, round(0.99 * len(hint_ms)) - 1)]
        print(
            f"hints: {len(hint_ms)} given, p50 {hint_ms[len(hint_ms) // 2]:.0f} ms, "
            f"p99 {p99_hint:.0f} ms; {unavailable} answered 503 hint_unavailable"
        )
    print(
        "the worker's CPU during the runs: "
        + ", ".join(f"{kind} {seconds:.1f} s" for kind, seconds in worker_cpu.items())
    )
    for kind, (jobs, seconds) in paused.items():
        print(f"{kind}s paused: {jobs} jobs, {seconds:.1f} s in all")
    spread = {
        kind: (min(p99s), max(p99s))
        for kind in ("without", "players")
        for p99s in [[run["p99_us"] / 1000 for run in runs[kind]]]
    }
    control_of = {"review": "without", "hint": "players"}
    worst = {kind: figures[kind]["p99_us"] / 1000 for kind in control_of}
    within = all(
        statistics.median(run["p99_us"] / 1000 for run in runs[kind]) <= spread[control][1]
        for kind, control in control_of.items()
    )
    for kind in KINDS:
        p99s = ", ".join(f"{run['p99_us'] / 1000:.1f}" for run in runs[kind])
        print(f"{kind} runs' p99 (ms): {p99s}")
    (low, high), (players_low, players_high) = spread["without"], spread["players"]
    print(
        f"advice_load: p99_ms without {low:.1f}-{high:.1f} review {worst['review']:.1f} "
        f"players {players_low:.1f}-{players_high:.1f} hint {worst['hint']:.1f} "
        f"within {'yes' if within else 'no'} reviews_ready {len(ready)}/{len(reviews)} "
        f"hints {len(hint_ms)} unavailable {unavailable} errors {errors}"
    )


if __name__ == "__main__":
    main()
