"""Live updates under load: ``python -m bench.streams``.

Starts a private ``redis-server`` and gunicorn as configured for production (``gunicorn.conf.py``:
2 gevent workers, or ``--workers``; 15 s keep-alive, 30 s presence), then:

1. moves/s with no stream open, by ``bench.load``'s method: wrk, one connection per simulated
   client, each playing complete 4-player games one real move per request;
2. opens 1,000 streams (250 4-player games x 4 seats, each with its seat token) from one
   asyncio client reading raw HTTP/1.1, and waits for every stream's first ``update``;
3. plays moves on the watched games at a steady rate (the games in turn, each move the one
   ``bench.load.game_moves`` computes for it), and times each move's delivery: from the move's
   response to the ``update`` of that version at the three other seats' streams; then the
   same while a wrk run saturates the server (for information: that run is not counted);
4. moves/s again, by the same method (new games), with the 1,000 streams open;
5. closes the streams, waits until the server has dropped them all, and measures moves/s
   without; steps 2, 4 and 5 are repeated (``--rounds``), and the medians compared: runs on a
   shared 2-core machine vary by far more than the 10 % to be measured.

The streams are read throughout (wrk runs in a thread). Prints the figures; the last line reads
``streams: <n> streams, delivery p50 <a> p99 <b> max <c> ms, moves/s <x> without <y> with
(ratio <r>), errors <e>``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import resource
import signal
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import requests

from bench.load import game_moves, prepare_clients, require_wrk, run_wrk
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer

SEATS = 4


@dataclass
class Watched:
    """A watched game: its id, seat tokens, and the moves still to play."""

    id: str
    tokens: list[str]
    moves: list[tuple[int, dict]]
    version: int = 0


@dataclass
class Deliveries:
    """When each (game, seat, version) update arrived, and the errors seen."""

    arrived: dict[tuple[int, int, int], float] = field(default_factory=dict)
    first: set[tuple[int, int]] = field(default_factory=set)  # (game, seat) with an update
    errors: list[str] = field(default_factory=list)
    open: int = 0


# ----- a raw HTTP/1.1 client on asyncio ----------------------------------------------------------


async def read_head(reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
    status = int((await reader.readline()).split()[1])
    headers = {}
    while (line := (await reader.readline()).rstrip(b"\r\n")) != b"":
        name, _, value = line.decode().partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers


async def follow(
    host: str, port: int, index: int, game: Watched, seat: int, out: Deliveries
) -> None:
    """Read one seat's stream until it closes: the arrival time of each update's ``id``."""
    reader, writer = await asyncio.open_connection(host, port)
    request = (
        f"GET /v1/games/{game.id}/stream HTTP/1.1\r\nHost: {host}\r\n"
        f"Authorization: Bearer {game.tokens[seat]}\r\nAccept: text/event-stream\r\n\r\n"
    )
    writer.write(request.encode())
    counted = False
    try:
        status, _ = await read_head(reader)
        if status != 200:
            out.errors.append(f"stream {game.id}/{seat}: {status}")
            return
        out.open, counted = out.open + 1, True
        rest = b""
        while size := int(await reader.readline(), 16):
            chunk = rest + await reader.readexactly(size)
            await reader.readexactly(2)
            now = time.monotonic()
            *lines, rest = chunk.split(b"\n")
            for line in lines:
                if line.startswith(b"id: "):
                    out.arrived[(index, seat, int(line[4:]))] = now
                    out.first.add((index, seat))
    except (OSError, asyncio.IncompleteReadError, ValueError):
        pass
    finally:
        out.open -= counted
        writer.close()


class Mover:
    """Posts moves over a few keep-alive connections."""

    def __init__(self, host: str, port: int, connections: int) -> None:
        self.host, self.port = host, port
        self.idle: asyncio.Queue[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = (
            asyncio.Queue()
        )
        self.connections = connections

    async def start(self) -> None:
        for _ in range(self.connections):
            self.idle.put_nowait(await asyncio.open_connection(self.host, self.port))

    async def post(self, path: str, token: str, version: int, body: dict) -> tuple[int, float]:
        """Post one move; its status and when its response had fully arrived."""
        reader, writer = await self.idle.get()
        data = json.dumps(body, separators=(",", ":")).encode()
        writer.write(
            (
                f"POST {path} HTTP/1.1\r\nHost: {self.host}\r\nAuthorization: Bearer {token}\r\n"
                f'If-Match: "{version}"\r\nContent-Type: application/json\r\n'
                f"Content-Length: {len(data)}\r\n\r\n"
            ).encode()
            + data
        )
        status, headers = await read_head(reader)
        await reader.readexactly(int(headers.get("content-length", "0")))
        done = time.monotonic()
        if headers.get("connection", "").lower() == "close":
            writer.close()
            reader, writer = await asyncio.open_connection(self.host, self.port)
        self.idle.put_nowait((reader, writer))
        return status, done

    def close(self) -> None:
        while not self.idle.empty():
            self.idle.get_nowait()[1].close()


# ----- the phases ---------------------------------------------------------------------------------


def create_watched(base_url: str, games: int, seed: int) -> list[Watched]:
    session = requests.Session()
    watched = []
    for n in range(games):
        game_seed = seed + n
        body = {"game": "biblios", "players": SEATS, "seed": game_seed}
        created = session.post(f"{base_url}/v1/games", json=body, timeout=30)
        created.raise_for_status()
        data = created.json()
        tokens = [s["token"] for s in data["seats"]]
        watched.append(Watched(data["id"], tokens, game_moves(game_seed)))
    session.close()
    return watched


async def open_streams(host: str, port: int, watched: list[Watched], out: Deliveries) -> list:
    """Open every seat's stream of every watched game (100 connecting at a time) and wait for
    each first update."""
    gate = asyncio.Semaphore(100)
    tasks = []

    async def one(index: int, seat: int) -> None:
        async with gate:
            task = asyncio.ensure_future(follow(host, port, index, watched[index], seat, out))
            tasks.append(task)
            while (index, seat) not in out.first and not task.done():
                await asyncio.sleep(0.01)

    await asyncio.gather(*(one(i, s) for i in range(len(watched)) for s in range(SEATS)))
    return tasks


async def play_steadily(
    mover: Mover, watched: list[Watched], rate: float, seconds: float, out: Deliveries
) -> list[float]:
    """Moves at ``rate`` per second for ``seconds``, the games in turn; the delays from each
    move's response to its update at the other seats' streams, in seconds."""
    moves: list[tuple[int, int, int, float]] = []  # game, mover, version, response time

    async def one(index: int) -> None:
        game = watched[index]
        if not game.moves:
            return
        seat, action = game.moves.pop(0)
        path = f"/v1/games/{game.id}/actions"
        status, done = await mover.post(path, game.tokens[seat], game.version, action)
        if status != 200:
            out.errors.append(f"move {game.id} v{game.version}: {status}")
            return
        game.version += 1
        moves.append((index, seat, game.version, done))

    started = time.monotonic()
    pending = []
    for n in range(int(rate * seconds)):
        await asyncio.sleep(max(0.0, started + n / rate - time.monotonic()))
        pending.append(asyncio.ensure_future(one(n % len(watched))))
    await asyncio.gather(*pending)
    await asyncio.sleep(2)  # the last deliveries
    delays = []
    for index, seat, version, done in moves:
        for other in range(SEATS):
            if other == seat:
                continue
            arrived = out.arrived.get((index, other, version))
            if arrived is None:
                out.errors.append(f"no update {version} at seat {other} of game {index}")
            else:
                delays.append(arrived - done)
    return delays


def moves_per_second(url: str, clients: int, seconds: int, games: int, directory: Path) -> float:
    directory.mkdir()
    prepare_clients(url, clients, games, directory)
    result = run_wrk(url, clients, seconds, directory, repeat=False)
    if result["status_errors"] or result["socket_errors"] or result["exhausted"]:
        raise RuntimeError(f"wrk: {result}")
    return result["requests"] / result["duration_us"] * 1e6


def workers_rss(server: GunicornServer) -> int:
    """The resident memory of gunicorn's workers, in bytes (Linux's /proc)."""
    assert server.process is not None
    master = server.process.pid
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    total = 0
    for pid in children:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1]) * 1024
    return total


def followed_channels(redis_server: RedisServer) -> int:
    """How many games' channels the API processes follow (0: every stream has ended)."""
    with redis_server.client() as client:
        return len(client.execute_command("PUBSUB", "SHARDCHANNELS"))


@dataclass
class Figures:
    streams: int = 0
    opened_in: float = 0.0
    rss_per_stream: float = 0.0  # bytes of the workers' memory each open stream takes
    closed_early: int = 0  # streams that ended before the bench closed them
    delays: list[float] = field(default_factory=list)  # delivery, server idle but for the moves
    loaded_delays: list[float] = field(default_factory=list)  # delivery while wrk runs
    without: list[float] = field(default_factory=list)  # moves/s
    with_streams: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


async def run(
    args: argparse.Namespace, server: GunicornServer, redis_server: RedisServer, tmp: Path
) -> Figures:
    loop = asyncio.get_running_loop()
    host, port = "127.0.0.1", server.port
    figures = Figures()
    runs = iter(range(1000))

    async def wrk() -> float:
        name = f"run-{next(runs)}"
        return await loop.run_in_executor(
            None,
            moves_per_second,
            server.url,
            args.clients,
            args.seconds,
            args.wrk_games,
            tmp / name,
        )

    async def streams_gone() -> None:
        deadline = time.monotonic() + 60
        while followed_channels(redis_server) and time.monotonic() < deadline:
            await asyncio.sleep(0.5)

    figures.without.append(await wrk())
    watched = await loop.run_in_executor(None, create_watched, server.url, args.games, 10_000)
    for round_ in range(args.rounds):
        out = Deliveries()
        rss = workers_rss(server)
        started = time.monotonic()
        tasks = await open_streams(host, port, watched, out)
        figures.opened_in = max(figures.opened_in, time.monotonic() - started)
        figures.streams = len(tasks)
        if round_ == 0:
            figures.rss_per_stream = (workers_rss(server) - rss) / len(tasks)
        if round_ == 0:
            mover = Mover(host, port, connections=8)
            await mover.start()
            figures.delays = await play_steadily(
                mover, watched, args.rate, args.delivery_seconds, out
            )
            loaded = asyncio.ensure_future(wrk())  # the same, while wrk saturates the server
            figures.loaded_delays = await play_steadily(
                mover, watched, args.rate, args.seconds - 3, out
            )
            await loaded
            mover.close()
        figures.with_streams.append(await wrk())
        figures.closed_early += len(tasks) - out.open
        figures.errors += out.errors
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await streams_gone()
        figures.without.append(await wrk())
    return figures


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def raise_open_files_limit(needed: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(needed, hard), hard))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=250, help="watched 4-player games")
    parser.add_argument("--rate", type=float, default=50, help="moves/s on the watched games")
    parser.add_argument("--delivery-seconds", type=float, default=20, help="length of step 3")
    parser.add_argument("--clients", type=int, default=32, help="wrk's simulated clients")
    parser.add_argument("--seconds", type=int, default=12, help="length of each wrk run")
    parser.add_argument("--wrk-games", type=int, default=8, help="games prepared per wrk client")
    parser.add_argument("--rounds", type=int, default=2, help="wrk runs with streams open")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (gevent)")
    args = parser.parse_args()
    require_wrk()
    raise_open_files_limit(4 * args.games * SEATS + 1024)  # both ends of each stream, and more
    random.seed(0)
    # Stopped from outside: leave through the context managers, which stop Redis and gunicorn.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    with (
        RedisServer() as redis_server,
        tempfile.TemporaryDirectory() as tmp,
        # its 1,000 streams come from one address: no per-client cap (api.http.stream_caps)
        GunicornServer(
            redis_server.url,
            workers=args.workers,
            BIBLIOS_CLIENT_STREAMS="0",
        ) as server,
    ):
        figures = asyncio.run(run(args, server, redis_server, Path(tmp)))

    def summary(delays: list[float]) -> tuple[float, float, float, int]:
        ms = [max(0.0, d) * 1000 for d in delays]
        early = sum(d < 0 for d in delays)
        return percentile(ms, 50), percentile(ms, 99), max(ms), early

    p50, p99, worst, early = summary(figures.delays)
    loaded = summary(figures.loaded_delays)
    without = statistics.median(figures.without)
    with_streams = statistics.median(figures.with_streams)
    ratio = with_streams / without
    errors = len(figures.errors) + figures.closed_early
    print(
        f"gunicorn.conf.py: {args.workers} gevent workers; {figures.streams} streams "
        f"({args.games} 4-player games x {SEATS} seats, each with its seat token), all open with "
        f"their first update in {figures.opened_in:.1f} s; {figures.closed_early} ended early; "
        f"{figures.rss_per_stream / 1024:.0f} KB of worker memory each"
    )
    print(
        f"delivery: {len(figures.delays)} updates at the other seats' streams, "
        f"{args.rate:g} moves/s on the watched games: p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
        f"max {worst:.1f} ms from the move's response ({early} arrived before it: 0)"
    )
    print(
        f"delivery while wrk saturates the server: {len(figures.loaded_delays)} updates: "
        f"p50 {loaded[0]:.1f} ms, p99 {loaded[1]:.1f} ms, max {loaded[2]:.1f} ms"
    )
    runs = ", ".join(f"{x:,.0f}" for x in figures.without)
    runs_with = ", ".join(f"{x:,.0f}" for x in figures.with_streams)
    print(
        f"moves/s (wrk, {args.clients} clients, {args.seconds} s per run, runs alternating): "
        f"without streams {runs} (median {without:,.0f}); with {figures.streams} streams open "
        f"{runs_with} (median {with_streams:,.0f}): ratio {ratio:.2f}"
    )
    for error in figures.errors[:10]:
        print(f"error: {error}")
    print(
        f"streams: {figures.streams} streams, delivery p50 {p50:.1f} p99 {p99:.1f} "
        f"max {worst:.1f} ms, moves/s {without:.0f} without {with_streams:.0f} with "
        f"(ratio {ratio:.2f}), errors {errors}"
    )


if __name__ == "__main__":
    main()
