"""One client floods the service, another plays: ``python -m bench.flood [--proxy]``.

Starts a private ``redis-server`` and gunicorn as configured for production
(``gunicorn.conf.py``: 2 gevent workers of 1,000 connections each), with ``--proxy`` behind
``docker/haproxy.cfg`` (Debian's haproxy; the API then trusts one proxy), then:

1. a well-behaved client (``--players`` threads, from 127.0.0.1) plays complete 4-player
   games one real move per request for ``--seconds``, with nothing else going on: the
   baseline;
2. an attacker process (from 127.0.0.2, another address of this machine's loopback, or from
   ``--addresses`` of them, 127.0.0.2 onwards, each socket from the next) opens
   ``--idle`` sockets, each sending ``GET /v1/games/<id>/stream HTTP/1.0`` and never reading
   a byte, ``--silent`` sockets that send nothing at all, and ``--dribblers`` sockets, each
   sending the headers of a 16,000-byte ``POST /v1/games`` and then its body a byte a second.
   It holds that many open: a socket the server closes (seen from the kernel's TCP state,
   still without reading) is replaced after ``--reconnect`` seconds;
3. once the attacker holds its sockets (or after ``--settle`` seconds), the client plays again
   for ``--seconds``, and a health check is timed every second.

Everything goes to loopback addresses, and stops by itself. ``--caps off`` runs the API
without its stream caps (``BIBLIOS_CLIENT_STREAMS=0``, ``BIBLIOS_WORKER_STREAMS=0``) to show
what they are for (each client's connections are capped by the proxy: ``--proxy``). The last
line reads ``flood: <i> idle + <s> silent + <d> dribblers, moves p50 <a> p99 <b> max <c> ms,
<n> moves/s (baseline p99 <d> ms, <m> moves/s), health max <h> ms, errors <e>``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field

import requests

from bench.load import game_moves
from support.gunicorn_server import GunicornServer
from support.haproxy_server import HaproxyServer
from support.redis_server import RedisServer

ATTACKER = "127.0.0.2"
SEATS = 4
TIMEOUT = 10.0  # seconds the well-behaved client waits for an answer (a longer one: an error)
_TCP_CLOSE_WAIT = 8  # tcp_info's state once the peer has closed (linux/tcp_states.h)


# ----- the attacker (a process of its own: its loop must not slow the client's) -------------


def peer_closed(sock: socket.socket) -> bool:
    """Whether the server has closed ``sock``, read from the kernel (nothing is read)."""
    try:
        state = struct.unpack("B", sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 1))[0]
    except OSError:
        return True
    return state != 1  # anything but ESTABLISHED: closed, or closing


def attacker_address(index: int, addresses: int) -> str:
    """The loopback address the ``index``-th socket comes from: 127.0.0.2 onwards, in turn."""
    if not 1 <= addresses <= 250:
        raise ValueError(f"1 to 250 addresses, got {addresses}")
    return f"127.0.0.{2 + index % addresses}"


def attack(
    port: int,
    stream_path: str,
    counts: dict[str, int],
    seconds: float,
    reconnect: float,
    addresses: int = 1,
) -> None:
    """Hold ``counts`` sockets of each kind open for ``seconds``, from ``addresses`` loopback
    addresses: ``idle`` (an unread stream request), ``silent`` (nothing sent) and ``dribbler``
    (a body a byte a second); prints one JSON line of counts every second."""
    stream_request = f"GET {stream_path} HTTP/1.0\r\n\r\n".encode()
    body_head = (
        b"POST /v1/games HTTP/1.1\r\nHost: flood\r\nContent-Type: application/json\r\n"
        b"Content-Length: 16000\r\n\r\n"
    )
    first = {"idle": stream_request, "silent": b"", "dribbler": body_head}
    held: dict[socket.socket, str] = {}
    waiting = [(0.0, kind) for kind, count in counts.items() for _ in range(count)]
    opened = replaced = failed = connects = 0
    stop = time.monotonic() + seconds
    last_report = last_drip = last_scan = 0.0
    while (now := time.monotonic()) < stop:
        due = [kind for when, kind in waiting if when <= now]
        waiting = [(when, kind) for when, kind in waiting if when > now]
        for kind in due:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.settimeout(2)
            try:
                sock.bind((attacker_address(connects, addresses), 0))
                connects += 1
                sock.connect(("127.0.0.1", port))
                sock.sendall(first[kind])
            except OSError:
                failed += 1
                sock.close()
                waiting.append((time.monotonic() + reconnect, kind))
                continue
            sock.setblocking(False)
            held[sock] = kind
            opened += 1
        if now - last_drip >= 1:
            last_drip = now
            for sock, kind in list(held.items()):
                if kind == "dribbler":
                    with contextlib.suppress(OSError):
                        sock.send(b" ")
        if now - last_scan < 0.5:
            time.sleep(0.05)
            continue
        last_scan = now
        for sock, kind in list(held.items()):
            if peer_closed(sock):
                del held[sock]
                sock.close()
                replaced += 1
                waiting.append((time.monotonic() + reconnect, kind))
        if now - last_report >= 1:
            last_report = now
            report = {"held": len(held), "opened": opened, "replaced": replaced, "failed": failed}
            print(json.dumps(report), flush=True)
    for sock in held:
        sock.close()


# ----- the well-behaved client ------------------------------------------------------------------


@dataclass
class Play:
    """What the client's moves took."""

    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    health: list[float] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> tuple[float, float, float, float]:
        ordered = sorted(self.latencies) or [float("nan")]

        def at(p: float) -> float:
            return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))] * 1000

        return at(50), at(99), ordered[-1] * 1000, len(self.latencies) / self.seconds


def new_game(url: str, seed: int) -> tuple[str, list[str], list[tuple[int, dict]]]:
    created = requests.post(
        f"{url}/v1/games", json={"game": "biblios", "players": SEATS, "seed": seed}, timeout=30
    )
    created.raise_for_status()
    game = created.json()
    return game["id"], [seat["token"] for seat in game["seats"]], game_moves(seed)


def play(url: str, players: int, seconds: float, first_seed: int) -> Play:
    """``players`` threads, each playing its games' moves one request after another."""
    result = Play()
    stop = time.monotonic() + seconds
    lock = threading.Lock()

    def player(n: int) -> None:
        session = requests.Session()
        seed = first_seed + n * 1000
        while time.monotonic() < stop:
            try:
                game_id, tokens, moves = new_game(url, seed)
            except requests.RequestException as error:
                with lock:
                    result.errors.append(f"create: {error}")
                time.sleep(0.5)
                continue
            seed += 1
            for version, (seat, action) in enumerate(moves):
                if time.monotonic() >= stop:
                    return
                started = time.monotonic()
                try:
                    answer = session.post(
                        f"{url}/v1/games/{game_id}/actions",
                        json=action,
                        headers={
                            "Authorization": f"Bearer {tokens[seat]}",
                            "If-Match": f'"{version}"',
                        },
                        timeout=TIMEOUT,
                    )
                    ok = answer.status_code == 200
                    problem = "" if ok else f"{answer.status_code} {answer.text[:120]}"
                except requests.RequestException as error:
                    ok, problem = False, f"{type(error).__name__}"
                with lock:
                    if ok:
                        result.latencies.append(time.monotonic() - started)
                    else:
                        result.errors.append(problem)
                if not ok:
                    break  # a new game: this one's version is no longer known

    def health() -> None:
        """A check on each second of the run, on the clock: a late wake-up (32 busy threads
        share this process's GIL) delays one check, never the ones after it."""
        tick = stop - seconds
        while tick < stop:
            time.sleep(max(0.0, tick - time.monotonic()))
            started = time.monotonic()
            try:
                ok = requests.get(f"{url}/v1/health", timeout=TIMEOUT).status_code == 200
            except requests.RequestException:
                ok = False
            took = time.monotonic() - started
            with lock:
                result.health.append(took if ok else TIMEOUT)
            tick = max(tick + 1, time.monotonic())

    started = time.monotonic()
    threads = [threading.Thread(target=health)]  # first: 32 players' starts do not delay it
    threads += [threading.Thread(target=player, args=(n,)) for n in range(players)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    result.seconds = time.monotonic() - started
    return result


# ----- the run --------------------------------------------------------------------------------


def raise_open_files_limit() -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


def start_attacker(args: argparse.Namespace, port: int, stream_path: str) -> subprocess.Popen:
    command = [
        sys.executable,
        "-m",
        "bench.flood",
        "attack",
        str(port),
        stream_path,
        json.dumps({"idle": args.idle, "silent": args.silent, "dribbler": args.dribblers}),
        str(args.settle + args.seconds + 5),
        str(args.reconnect),
        str(args.addresses),
    ]
    return subprocess.Popen(command, stdout=subprocess.PIPE, text=True, start_new_session=True)


def read_counts(attacker: subprocess.Popen, until: float, wanted: int) -> dict:
    """The attacker's counts, once it holds ``wanted`` sockets or at ``until``."""
    counts: dict = {}
    assert attacker.stdout is not None
    while time.monotonic() < until:
        line = attacker.stdout.readline()
        if not line:
            break
        counts = json.loads(line)
        if counts["held"] >= wanted:
            break
    return counts


def run(args: argparse.Namespace, url: str, port: int) -> None:
    stream_game, _, _ = new_game(url, 999_999)
    baseline = play(url, args.players, args.seconds, first_seed=1)
    attacker = start_attacker(args, port, f"/v1/games/{stream_game}/stream")
    try:
        wanted = args.idle + args.silent + args.dribblers
        counts = read_counts(attacker, time.monotonic() + args.settle, wanted)
        flooded = play(url, args.players, args.seconds, first_seed=500)
        assert attacker.stdout is not None
        during = read_counts(attacker, time.monotonic() + 2, 10**9)
    finally:
        if attacker.poll() is None:
            attacker.send_signal(signal.SIGTERM)
        attacker.wait(timeout=30)
    b50, b99, bmax, brate = baseline.summary()
    p50, p99, worst, rate = flooded.summary()
    health_max = max(flooded.health or [float("nan")]) * 1000
    errors = len(flooded.errors)
    print(
        f"baseline: {len(baseline.latencies)} moves, p50 {b50:.1f} p99 {b99:.1f} max {bmax:.1f} ms"
    )
    print(
        f"attacker from {args.addresses} address(es), {ATTACKER} on: "
        f"held {counts.get('held', 0)} sockets before the client "
        f"played ({during.get('held', 0)} at the end), {during.get('opened', 0)} opened, "
        f"{during.get('replaced', 0)} closed by the server and replaced, "
        f"{during.get('failed', 0)} connections failed"
    )
    print(
        f"during the flood: {len(flooded.latencies)} moves, p50 {p50:.1f} p99 {p99:.1f} "
        f"max {worst:.1f} ms, {rate:.0f} moves/s; health p max {health_max:.0f} ms; "
        f"{errors} errors {sorted(set(flooded.errors))[:5]}"
    )
    print(
        f"flood: {args.idle} idle + {args.silent} silent + {args.dribblers} dribblers, "
        f"moves p50 {p50:.1f} p99 {p99:.1f} max {worst:.1f} ms, {rate:.0f} moves/s "
        f"(baseline p99 {b99:.1f} ms, {brate:.0f} moves/s), health max {health_max:.0f} ms, "
        f"errors {errors}"
    )


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "attack":
        port, path, counts, seconds, reconnect, addresses = sys.argv[2:8]
        raise_open_files_limit()
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        attack(
            int(port), path, json.loads(counts), float(seconds), float(reconnect), int(addresses)
        )
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--proxy", action="store_true", help="behind docker/haproxy.cfg")
    parser.add_argument("--idle", type=int, default=3000, help="unread stream requests held")
    parser.add_argument("--silent", type=int, default=0, help="sockets that send nothing")
    parser.add_argument("--dribblers", type=int, default=50, help="bodies sent a byte a second")
    parser.add_argument("--seconds", type=float, default=20, help="length of each play")
    parser.add_argument("--settle", type=float, default=15, help="longest wait for the flood")
    parser.add_argument("--players", type=int, default=4, help="the client's threads")
    parser.add_argument("--reconnect", type=float, default=0.2, help="seconds before a refill")
    parser.add_argument("--addresses", type=int, default=1, help="loopback addresses used")
    parser.add_argument("--caps", choices=["on", "off"], default="on", help="the API's caps")
    args = parser.parse_args()
    limit = raise_open_files_limit()
    if limit < 2 * (args.idle + args.silent + args.dribblers) + 1000:
        parser.error(f"the open files' hard limit ({limit}) is too low for {args.idle} sockets")
    random.seed(0)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    caps = {}
    if args.caps == "off":
        caps = {"BIBLIOS_CLIENT_STREAMS": "0", "BIBLIOS_WORKER_STREAMS": "0"}
    env = {"BIBLIOS_CREATE_RATE_LIMIT": "off", **caps}
    with RedisServer() as redis_server:
        if not args.proxy:
            with GunicornServer(redis_server.url, **env) as server:
                run(args, server.url, server.port)
            return
        env["BIBLIOS_TRUSTED_PROXIES"] = "1"
        with (
            GunicornServer(redis_server.url, **env) as server,
            HaproxyServer(f"127.0.0.1:{server.port}") as proxy,
        ):
            print(f"behind haproxy (maxconn {proxy.env['BIBLIOS_PROXY_MAXCONN']})")
            run(args, proxy.url, proxy.port)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
