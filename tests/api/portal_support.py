"""What the portal tests share: portals files, keys, and a real HTTP receiver of webhooks on
loopback that verifies every signature with the ``standardwebhooks`` library."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import redis
from rq import Queue
from rq.job import Job
from rq.rate_limit import RateLimitRegistry
from standardwebhooks import Webhook, WebhookVerificationError

from api.play.queues import WEBHOOKS
from api.portals.registry import key_digest, new_key, new_webhook_secret


@dataclass(frozen=True)
class PortalCredentials:
    id: str
    key: str
    webhook_secret: str | None = None

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.key}"}


def write_portals(path: Path, *portals: PortalCredentials, webhook_url: str | None = None) -> Path:
    """A portals file for ``portals`` (the ones with a secret get ``webhook_url``)."""
    lines = []
    for portal in portals:
        lines += [f"[portals.{portal.id}]", f'key_sha256 = "{key_digest(portal.key)}"']
        if portal.webhook_secret is not None and webhook_url is not None:
            lines += [
                f'webhook_url = "{webhook_url}"',
                f'webhook_secret = "{portal.webhook_secret}"',
            ]
        lines.append("")
    path.write_text("\n".join(lines))
    return path


def enqueued_webhooks(queue_url: str) -> list[Job]:
    """Every webhook message waiting for a worker, oldest first: those in the queue, then those
    RQ holds back while their portal has as many messages in flight as it may have."""
    connection = redis.Redis.from_url(queue_url)
    jobs = Queue(WEBHOOKS, connection=connection).get_jobs()
    waiting = [
        (score, job_id.decode())
        for registry in RateLimitRegistry.all(connection)
        for job_id, score in connection.zrange(registry.rate_limited_key, 0, -1, withscores=True)
    ]
    jobs += Job.fetch_many([job_id for _, job_id in sorted(waiting)], connection=connection)
    return jobs


def portal(portal_id: str, webhooks: bool = False) -> PortalCredentials:
    return PortalCredentials(portal_id, new_key(), new_webhook_secret() if webhooks else None)


@dataclass
class Delivery:
    """One POST the receiver got: its headers, its body, when, and whether its signature held."""

    headers: dict[str, str]
    body: bytes
    at: float
    verified: bool
    answered: int

    @property
    def json(self) -> Any:
        return json.loads(self.body)

    @property
    def id(self) -> str:
        return self.headers["webhook-id"]


@dataclass
class Receiver:
    """A webhook receiver on 127.0.0.1 (its own thread). ``fail(n)`` answers 500 to the first
    ``n`` tries of each message; ``delay`` makes it slow (only its first ``slow_posts`` POSTs
    when given); while ``hang`` is an event not set,
    every POST is read and never answered (recorded with ``answered`` 0), until it is set. Every
    signature is checked with ``standardwebhooks.Webhook(secret).verify``."""

    secret: str
    fail_first: int = 0
    delay: float = 0.0
    slow_posts: int | None = None
    hang: threading.Event | None = None
    deliveries: list[Delivery] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                headers = {name.lower(): value for name, value in self.headers.items()}
                try:
                    Webhook(receiver.secret).verify(body, headers)
                    verified = True
                except WebhookVerificationError:
                    verified = False
                hang = receiver.hang
                if hang is not None and not hang.is_set():
                    with receiver.lock:
                        receiver.deliveries.append(
                            Delivery(headers, body, time.time(), verified, 0)
                        )
                    hang.wait()
                    self.close_connection = True
                    return  # never answered: the sender gave up long ago
                with receiver.lock:
                    earlier = sum(d.id == headers.get("webhook-id") for d in receiver.deliveries)
                    status = 500 if earlier < receiver.fail_first or not verified else 204
                    receiver.deliveries.append(
                        Delivery(headers, body, time.time(), verified, status)
                    )
                    slow = (
                        receiver.slow_posts is None
                        or len(receiver.deliveries) <= receiver.slow_posts
                    )
                if receiver.delay and slow:
                    time.sleep(receiver.delay)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/hooks/biblios"

    def delivered(self) -> list[Delivery]:
        """The deliveries that succeeded, one per message, in arrival order."""
        with self.lock:
            return [d for d in self.deliveries if d.answered == 204]

    def wait_for(self, condition: Callable[[list[Delivery]], bool], timeout: float) -> None:
        end = time.time() + timeout
        while time.time() < end:
            if condition(self.delivered()):
                return
            time.sleep(0.05)
        with self.lock:
            seen = [(d.id, d.answered) for d in self.deliveries]
        raise AssertionError(f"not delivered in {timeout} s; seen: {seen}")

    def close(self) -> None:
        if self.hang is not None:
            self.hang.set()
        self.server.shutdown()
        self.server.server_close()
