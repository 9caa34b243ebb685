"""What hanging portals cost the others: ``python -m bench.webhook_fairness [--workers W]
[--hanging H] [--seconds S] [--rate R]``.

Starts a private ``redis-server``, ``W`` webhooks workers (``python -m api.jobs.worker
webhooks``, as ``scripts/serve`` runs them) and two receivers on loopback: one that reads every
POST and never answers (the endpoint of ``H`` portals, each sent a message a second) and one that
answers 204 at once (the endpoint of one more portal, sent ``R`` messages a second). Messages are
enqueued as the API enqueues them (``WebhookNotifier.enqueue``: signed, at most
``PORTAL_CONCURRENCY`` in flight per portal) for ``S`` seconds, then the answering portal's
messages are waited for.

Prints the answering portal's delay (from enqueuing to arrival: p50, p99, the longest, how many
arrived), the hanging portals' tries, and each worker's resident memory:
``fairness: W workers, H hanging: answering portal n/m, p50 x s, p99 y s, max z s; hanging
tries t; worker RSS r MiB``.
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import orjson
import redis

from api.config import Config
from api.portals.registry import key_digest, new_key, new_webhook_secret
from api.portals.webhooks import Message, WebhookNotifier
from support.redis_server import RedisServer
from support.worker_process import WorkerProcess


class Receiver:
    """Records each POST's arrival; ``hang``: reads it and never answers (until closed)."""

    def __init__(self, hang: bool) -> None:
        self.arrivals: list[tuple[float, bytes]] = []
        self.lock = threading.Lock()
        self.released = threading.Event()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                with receiver.lock:
                    receiver.arrivals.append((time.time(), body))
                if hang:
                    receiver.released.wait()
                    self.close_connection = True
                    return
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/hooks"

    def close(self) -> None:
        self.released.set()
        self.server.shutdown()
        self.server.server_close()


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def run(workers: int, hanging: int, seconds: float, rate: float) -> str:
    stuck, quick = Receiver(hang=True), Receiver(hang=False)
    portals_file = Path(tempfile.mkdtemp(prefix="biblios-fairness-")) / "portals.toml"
    ids = [f"hanging{n}" for n in range(hanging)] + ["answering"]
    portals_file.write_text(
        "".join(
            f'[portals.{portal_id}]\nkey_sha256 = "{key_digest(new_key())}"\n'
            f'webhook_url = "{stuck.url if portal_id != "answering" else quick.url}"\n'
            f'webhook_secret = "{new_webhook_secret()}"\n'
            for portal_id in ids
        )
    )
    env = {"BIBLIOS_PORTALS_FILE": str(portals_file)}
    try:
        with RedisServer() as server:
            config = Config.from_env({"REDIS_URL": server.url, **env})
            connection = redis.Redis.from_url(server.url)
            notifier = WebhookNotifier(config.portals, connection, config.webhook_retry_intervals)
            processes = [
                WorkerProcess(server.url, env, roles=("webhooks",)) for _ in range(workers)
            ]
            for process in processes:
                process.start()
            sent = 0
            started = time.monotonic()
            next_hanging = started
            n = 0
            while time.monotonic() - started < seconds:
                now = time.monotonic()
                if now >= next_hanging:
                    next_hanging += 1.0
                    for portal_id in ids[:-1]:
                        body = orjson.dumps({"type": "game.turn", "data": {"n": n}}).decode()
                        message = Message(f"msg_{portal_id}_{n}", "game.turn", body)
                        notifier.enqueue(config.portals.get(portal_id), message)
                body = orjson.dumps({"type": "game.turn", "data": {"at": time.time()}}).decode()
                message = Message(f"msg_answering_{n}", "game.turn", body)
                notifier.enqueue(config.portals.get("answering"), message)
                sent += 1
                n += 1
                time.sleep(max(0.0, started + n / rate - time.monotonic()))
            end = time.monotonic() + 30
            while len(quick.arrivals) < sent and time.monotonic() < end:
                time.sleep(0.05)
            memory = max(rss_mib(process.process.pid) for process in processes if process.process)
            for process in processes:
                process.stop()
            connection.close()
    finally:
        stuck.close()
        quick.close()
    delays = sorted(at - orjson.loads(body)["data"]["at"] for at, body in quick.arrivals)
    delays = delays or [float("nan")]
    p99 = delays[max(0, int(len(delays) * 0.99) - 1)]
    return (
        f"fairness: {workers} workers, {hanging} hanging: answering portal "
        f"{len(quick.arrivals)}/{sent}, p50 {delays[len(delays) // 2]:.3f} s, p99 {p99:.3f} s, "
        f"max {delays[-1]:.3f} s; hanging tries {len(stuck.arrivals)}; "
        f"worker RSS {memory:.0f} MiB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--hanging", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--rate", type=float, default=10.0)
    args = parser.parse_args()
    print(run(args.workers, args.hanging, args.seconds, args.rate), flush=True)


if __name__ == "__main__":
    main()
