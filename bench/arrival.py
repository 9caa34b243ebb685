"""A health check over new connections while a flood of unread streams ARRIVES:
``python -m bench.arrival [--addresses 30] [--seconds 12] [--shared]``.

Starts a private ``redis-server`` and ``scripts/serve`` as shipped (HAProxy on its public
port; the requests' gunicorn, 2 gevent workers of 1,000 connections; the streams' gunicorn, 1
worker of 1,000 connections, 900 streams; no background workers), or with ``--shared`` one
gunicorn for both (``BIBLIOS_STREAM_WORKERS=0``, as before issue 38's streams apart), then
``bench.flood``'s attacker (a process of its own): 3,000
``GET /v1/games/<id>/stream`` requests, never read, from 127.0.0.2 (or ``--addresses`` loopback
addresses), not sent again once refused. From the moment the attacker starts, a
``GET /v1/health`` on a new connection every 0.2 s: the time its connection took (a SYN the
kernel dropped, its accept queue full, shows as 1 s, 3 s, 7 s) and the time to its answer (the
wait in the workers' accept queues behind the crowd, and the workers' CPU). Last lines: the
slowest answer, the CPU seconds the workers and the attacker used, and the kernel's listen
overflow counters over the run (``/proc/net/netstat``). The CPU is counted apart for the
requests' workers, the streams' workers and HAProxy.
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
from support.redis_server import RedisServer
from support.serve_process import ServeProcess


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children") as listed:
        return [int(child) for child in listed.read().split()]


def workers_of(serve: ServeProcess) -> dict[str, list[int]]:
    """The processes whose CPU is counted: each gunicorn's workers, and HAProxy."""
    pids = serve.pids()
    found = {name: children(pids[name]) for name in ("api", "streams") if name in pids}
    if "proxy" in pids:
        found["proxy"] = [pids["proxy"]]
    return found


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
    parser.add_argument(
        "--shared", action="store_true", help="one gunicorn for streams and requests"
    )
    args = parser.parse_args()
    raise_open_files_limit()
    env = {"WEB_CONCURRENCY": "2", "BIBLIOS_WORKERS": "0"}
    if args.shared:
        env["BIBLIOS_STREAM_WORKERS"] = "0"
    with RedisServer() as redis_server, ServeProcess(redis_server.url, **env) as server:
        game_id, _, _ = new_game(server.url, 1)
        processes = workers_of(server)
        before = {name: sum(map(cpu_seconds, pids)) for name, pids in processes.items()}
        overflows_before = listen_overflows()
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
            used = {
                name: sum(map(cpu_seconds, pids)) - before[name] for name, pids in processes.items()
            }
        finally:
            attacker.terminate()
            counts = attacker.communicate(timeout=30)[0].splitlines()
        overflows = {k: v - overflows_before[k] for k, v in listen_overflows().items()}
        print(f"attacker: {counts[-1] if counts else '{}'}")
        cpu = ", ".join(f"{name} {seconds:.2f} s" for name, seconds in used.items())
        print(
            f"arrival: {args.idle} streams from {args.addresses} address(es)"
            f"{' (one gunicorn)' if args.shared else ''}: health slowest "
            f"{slowest[0] * 1000:.0f} ms (its connect {slowest[1] * 1000:.0f} ms); CPU: {cpu}, "
            f"attacker {attacker_cpu:.2f} s; {overflows}"
        )


if __name__ == "__main__":
    main()
