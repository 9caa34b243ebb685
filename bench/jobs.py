"""Background jobs per worker: ``python -m bench.jobs [--games N] [--messages N]``.

Starts a private ``redis-server`` and a webhook receiver on loopback (a threaded HTTP server
answering 204 at once), with one portal whose ``webhook_url`` is that receiver, then measures
what one worker process (``python -m api.jobs.worker ROLE``, as ``scripts/serve`` runs it) gets
through:

1. **clocks**: ``--games`` portal games are created with a clock whose deadline has already
   passed (the creating app's clock is set back), so that each scheduled job applies a timeout:
   it reads the game, writes it (compare-and-set), and runs the write's listeners (the next
   clock's job, the portal's listing, its webhooks, enqueued). A ``clocks`` worker is started,
   its scheduler moves the due jobs to the queue, and the rate is counted from the first
   applied timeout to the last (games read back from Redis);
2. **webhooks**: ``--messages`` messages spread over ``--portals`` portals are enqueued as the
   API enqueues them (signed, at most ``PORTAL_CONCURRENCY`` in flight per portal), a
   ``webhooks`` worker is started, and the rate is counted from the first delivery the
   receiver gets to the last.

Prints one line per kind: ``jobs: clocks <n> jobs in <s> s: <r> jobs/s`` and
``jobs: webhooks ...``.
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import redis

from api.app import create_app
from api.config import Config
from api.http.serving import services_of
from api.play.store import GameStore
from api.portals.registry import key_digest, new_key, new_webhook_secret
from api.portals.webhooks import Message, WebhookNotifier
from support.redis_server import RedisServer
from support.worker_process import WorkerProcess

TURN = 60  # seconds per decision; the games are created that long and more in the past


class Receiver:
    """Counts POSTs and answers each with 204 at once."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                self.rfile.read(int(self.headers.get("Content-Length", "0")))
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()
                with receiver.lock:
                    receiver.times.append(time.monotonic())

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/hook"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def portals_file(directory: Path, count: int, url: str) -> tuple[Path, list[str]]:
    """A portals file of ``count`` portals, all with ``url`` as webhook; their keys."""
    keys, lines = [], []
    for n in range(count):
        key = new_key()
        keys.append(key)
        lines += [
            f"[portals.p{n}]",
            f'key_sha256 = "{key_digest(key)}"',
            f'webhook_url = "{url}"',
            f'webhook_secret = "{new_webhook_secret()}"',
            "",
        ]
    path = directory / "portals.toml"
    path.write_text("\n".join(lines))
    return path, keys


def wait(condition: Any, timeout: float, what: str) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.02)
    raise SystemExit(f"bench.jobs: {what} not done within {timeout:g} s")


def clocks(environ: dict[str, str], key: str, games: int) -> float:
    """Jobs/s of one ``clocks`` worker applying due timeouts (see the module's docstring)."""
    app = create_app(Config.from_env(environ), clock=lambda: time.time() - TURN - 5)
    client = app.test_client()
    body = {"game": "biblios", "players": 2, "turn_seconds": TURN}
    ids = []
    for _ in range(games):
        reply = client.post("/v1/games", json=body, headers={"Authorization": f"Bearer {key}"})
        assert reply.status_code == 201, reply.get_data()
        ids.append(reply.get_json()["id"])
    store: GameStore = services_of(app).store

    def done() -> int:
        pipe = store.redis.pipeline(transaction=False)
        for game_id in ids:
            pipe.hget(f"biblios:game:{{{game_id}}}", "v")
        return sum(int(version) >= 1 for version in pipe.execute())

    with WorkerProcess(environ["REDIS_URL"], environ, roles=("clocks",)) as worker:
        wait(lambda: done() >= 1, 60, f"the first timeout ({worker.log_tail(5)})")
        first, start = done(), time.monotonic()
        wait(lambda: done() == games, 600, "the timeouts")
        seconds = time.monotonic() - start
    store.close()
    rate = (games - first) / seconds
    print(f"jobs: clocks {games - first} jobs in {seconds:.2f} s: {rate:.0f} jobs/s", flush=True)
    return rate


def webhooks(environ: dict[str, str], receiver: Receiver, messages: int) -> float:
    """Jobs/s of one ``webhooks`` worker delivering to a receiver that answers at once."""
    config = Config.from_env(environ)
    connection = redis.Redis.from_url(environ["REDIS_URL"])
    notifier = WebhookNotifier(config.portals, connection, config.webhook_retry_intervals)
    portals = list(config.portals.portals)
    body = '{"type":"game.turn","timestamp":"2026-01-01T00:00:00.000Z","data":{}}'
    for n in range(messages):
        notifier.enqueue(portals[n % len(portals)], Message(f"msg_bench_{n}", "game.turn", body))
    receiver.times.clear()
    with WorkerProcess(environ["REDIS_URL"], environ, roles=("webhooks",)):
        wait(lambda: len(receiver.times) >= 1, 60, "the first delivery")
        wait(lambda: len(receiver.times) == messages, 600, "the deliveries")
    times = receiver.times
    seconds = times[-1] - times[0]
    rate = (len(times) - 1) / seconds
    print(f"jobs: webhooks {len(times) - 1} jobs in {seconds:.2f} s: {rate:.0f} jobs/s")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="clock jobs (default 2000)")
    parser.add_argument("--messages", type=int, default=2000, help="deliveries (default 2000)")
    parser.add_argument("--portals", type=int, default=4, help="portals sharing them (4)")
    args = parser.parse_args()
    receiver = Receiver()
    with tempfile.TemporaryDirectory() as directory, RedisServer() as server:
        path, keys = portals_file(Path(directory), args.portals, receiver.url)
        environ = {
            "REDIS_URL": server.url,
            "BIBLIOS_PORTALS_FILE": str(path),
            "BIBLIOS_CREATE_RATE_LIMIT": "off",
        }
        clocks(environ, keys[0], args.games)
        server.flushdb()
        webhooks(environ, receiver, args.messages)
    receiver.close()


if __name__ == "__main__":
    main()
