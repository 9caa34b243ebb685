"""A health check over new connections while a flood of unread streams ARRIVES:
``python -m bench.arrival [--addresses 30] [--seconds 12]``.

Starts a private ``redis-server`` and gunicorn as shipped (``gunicorn.conf.py``: 2 gevent
workers of 1,000 connections), then ``bench.flood``'s attacker (a process of its own): 3,000
``GET /v1/games/<id>/stream`` requests, never read, from 127.0.0.2 (or ``--addresses`` loopback
addresses), not sent again once refused. From the moment the attacker starts, a
``GET /v1/health`` on a new connection every 0.2 s: the time its connection took (a SYN the
kernel dropped, its accept queue full, shows as 1 s, 3 s, 7 s) and the time to its answer (the
wait in the workers' accept queues behind the crowd, and the workers' CPU). Last lines: the
slowest answer, the CPU seconds the workers and the attacker used, and the kernel's listen
overflow counters over the run (``/proc/net/netstat``).
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import time

from bench.flood import new_game, raise_open_files_limit
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children") as listed:
        return [int(child) for child in listed.read().split()]


def listen_overflows() -> dict[str, int]:
    with open("/proc/net/netstat") as netstat:
        lines = [line.split() for line in netstat if line.startswith("TcpExt:")]
    values = dict(zip(lines[0][1:], (int(v) for v in lines[1][1:]), strict=True))
    return {name: values.get(name, 0) for name in ("ListenOverflows", "ListenDrops")}


def health(port: int) -> tuple[float, float]:
    """(connect, answer) seconds of one health check on a new connection."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        connected = time.monotonic() - started
        sock.sendall(b"GET /v1/health HTTP/1.0\r\n\r\n")
        status_line = sock.recv(64).split(b"\r\n", 1)[0]
        if status_line.split(b" ")[1:2] != [b"200"]:
            raise RuntimeError(f"health did not answer 200: {status_line!r}")
    return connected, time.monotonic() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--addresses", type=int, default=1, help="the attacker's addresses")
    parser.add_argument("--idle", type=int, default=3000, help="unread stream requests")
    parser.add_argument("--seconds", type=float, default=12, help="how long health is timed")
    args = parser.parse_args()
    raise_open_files_limit()
    with (
        RedisServer() as redis_server,
        GunicornServer(redis_server.url, BIBLIOS_CREATE_RATE_LIMIT="off") as server,
    ):
        assert server.process is not None
        game_id, _, _ = new_game(server.url, 1)
        workers = children(server.process.pid)
        workers_before, overflows_before = sum(map(cpu_seconds, workers)), listen_overflows()
        command = [sys.executable, "-m", "bench.flood", "attack", str(server.port)]
        attacker = subprocess.Popen(
            [*command, f"/v1/games/{game_id}/stream", json.dumps({"idle": args.idle})]
            + [str(args.seconds + 10), "1000", str(args.addresses)],
            stdout=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        started, slowest = time.monotonic(), (0.0, 0.0)
        try:
            while (at := time.monotonic() - started) < args.seconds:
                connected, answered = health(server.port)
                print(
                    f"t {at:5.2f} s: connected in {connected * 1000:5.0f} ms, "
                    f"answered in {answered * 1000:5.0f} ms",
                    flush=True,
                )
                slowest = max(slowest, (answered, connected))
                time.sleep(0.2)
            attacker_cpu = cpu_seconds(attacker.pid)
        finally:
            attacker.terminate()
            counts = attacker.communicate(timeout=30)[0].splitlines()
        workers_cpu = sum(map(cpu_seconds, workers)) - workers_before
        overflows = {k: v - overflows_before[k] for k, v in listen_overflows().items()}
        print(f"attacker: {counts[-1] if counts else '{}'}")
        print(
            f"arrival: {args.idle} streams from {args.addresses} address(es): health slowest "
            f"{slowest[0] * 1000:.0f} ms (its connect {slowest[1] * 1000:.0f} ms); workers' CPU "
            f"{workers_cpu:.2f} s, attacker's {attacker_cpu:.2f} s; {overflows}"
        )


if __name__ == "__main__":
    main()
