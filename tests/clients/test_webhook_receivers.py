"""The webhook receivers of docs/portal-webhooks.md, in TypeScript (Node) and Python, as a
portal would run them, fed by the real worker: two portals, each with one receiver as its
``webhook_url``; a game of each portal (a person beside a bot, who resigns) delivers
``game.turn`` and then ``game.finished``, and once the portal asked for the expert's review
``game.review_ready``, each verified by the standardwebhooks package of its
language. A forged message is refused (400), and a repeat of a delivered one (the same
webhook-id, as a retry would bring) is acknowledged without being handled twice.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest
import requests
from standardwebhooks import Webhook

from api.portals.registry import key_digest
from support.gunicorn_server import GunicornServer
from support.npm import tsc_build
from support.redis_server import RedisServer, free_port
from support.worker_process import WorkerProcess
from tests.api.portal_support import PortalCredentials, portal
from tests.clients.test_typescript_client_lib import LIBRARY

ROOT = Path(__file__).resolve().parents[2]
RECEIVERS = {
    "typescript": LIBRARY / "examples" / "webhook-receiver.ts",
    "python": ROOT / "clients" / "python" / "examples" / "webhook_receiver.py",
}


@dataclass
class Receiver:
    language: str
    credentials: PortalCredentials
    port: int
    process: subprocess.Popen[str]
    output: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/webhooks"

    def lines(self) -> list[dict]:
        return [json.loads(line) for line in self.output.read_text().splitlines() if line]

    def wait_for(self, game_id: str, kind: str, timeout: float = 30) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines():
                if line["game"] == game_id and line["type"] == kind:
                    return line
            assert self.process.poll() is None, self.output.read_text()
            time.sleep(0.1)
        raise AssertionError(f"{self.language}: no {kind} for {game_id}: {self.lines()}")


def start_receiver(language: str, tmp: Path) -> Receiver:
    credentials = portal(f"portal-{language}", webhooks=True)
    assert credentials.webhook_secret is not None
    port = free_port()
    env = {
        "PATH": os.environ["PATH"],
        "WEBHOOK_SECRET": credentials.webhook_secret,
        "PORT": str(port),
    }
    if language == "typescript":
        command = ["node", str(LIBRARY / "build-test" / "examples" / "webhook-receiver.js")]
    else:
        command = [sys.executable, str(RECEIVERS["python"])]
    output = tmp / f"{language}.jsonl"
    process = subprocess.Popen(
        command, env=env, stdout=output.open("w"), stderr=subprocess.STDOUT, text=True
    )
    deadline = time.monotonic() + 20
    while True:
        try:
            requests.get(f"http://127.0.0.1:{port}/", timeout=1)
            break
        except requests.ConnectionError:
            assert process.poll() is None, output.read_text()
            assert time.monotonic() < deadline, "the receiver did not start"
            time.sleep(0.1)
    return Receiver(language, credentials, port, process, output)


@pytest.fixture(scope="module")
def receivers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Receiver]]:
    for config in ("tsconfig.json", "tsconfig.test.json"):  # dist/, then the example on it
        tsc_build(LIBRARY, config)
    tmp = tmp_path_factory.mktemp("receivers")
    started = {language: start_receiver(language, tmp) for language in RECEIVERS}
    yield started
    for receiver in started.values():
        receiver.process.terminate()
        receiver.process.wait(10)


@pytest.fixture(scope="module")
def own_redis() -> Iterator[RedisServer]:
    """A Redis of this module's own: in a test process that served the browser tests, their
    session-long worker (which knows no portal) would take webhook jobs from a shared one."""
    server = RedisServer()
    server.start()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(scope="module")
def api(
    own_redis: RedisServer,
    receivers: dict[str, Receiver],
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[GunicornServer]:
    lines = []
    for receiver in receivers.values():
        credentials = receiver.credentials
        lines += [
            f"[portals.{credentials.id}]",
            f'key_sha256 = "{key_digest(credentials.key)}"',
            f'webhook_url = "{receiver.url}"',
            f'webhook_secret = "{credentials.webhook_secret}"',
            "",
        ]
    portals = tmp_path_factory.mktemp("portals") / "portals.toml"
    portals.write_text("\n".join(lines))
    env = {"BIBLIOS_PORTALS_FILE": str(portals)}
    with (
        GunicornServer(own_redis.url, **env) as server,
        WorkerProcess(own_redis.url, env=env),
    ):
        yield server


@pytest.mark.parametrize("language", list(RECEIVERS))
def test_the_receiver_verifies_and_handles_a_games_webhooks(
    api: GunicornServer, receivers: dict[str, Receiver], language: str
) -> None:
    receiver = receivers[language]
    created = requests.post(
        f"{api.url}/v1/games",
        json={
            "game": "biblios",
            "seats": [{"name": "Ana", "external_id": "u-1"}, {"bot": "greedy"}],
        },
        headers=receiver.credentials.auth,
        timeout=10,
    ).json()
    token = created["seats"][0]["token"]
    turn = receiver.wait_for(created["id"], "game.turn")
    assert turn["seat"] == 0
    resigned = requests.post(
        f"{api.url}/v1/games/{created['id']}/actions",
        json={"type": "resign"},
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    )
    assert resigned.status_code == 200
    finished = receiver.wait_for(created["id"], "game.finished", timeout=60)
    assert sorted(finished["ranks"]) == [1, 2]
    review = f"{api.url}/v1/games/{created['id']}/review"  # the portal asks for the review
    asked = requests.post(review, headers=receiver.credentials.auth, timeout=10)
    assert asked.status_code == 202
    ready = receiver.wait_for(created["id"], "game.review_ready", timeout=60)
    assert ready["id"] == f"msg_{created['id']}_review_ready"
    assert requests.get(review, headers=receiver.credentials.auth, timeout=10).json() == {
        "status": "ready",
        "seats": [{"seat": 0, "decisions": [], "complete": True}],
    }

    # a forged message: refused; a repeat of a real one: acknowledged, not handled again
    body = json.dumps({"type": "game.turn", "timestamp": "2026-01-01T00:00:00Z",
                       "data": {"game_id": "forged", "seat": 0}})  # fmt: skip
    forged = requests.post(
        receiver.url,
        data=body,
        headers={
            "webhook-id": "msg_forged",
            "webhook-timestamp": str(int(time.time())),
            "webhook-signature": "v1,AAAA",
        },  # fmt: skip
        timeout=10,
    )
    assert forged.status_code == 400
    signer = Webhook(receiver.credentials.webhook_secret)
    now = datetime.now(UTC)
    signed = {
        "webhook-id": turn["id"],
        "webhook-timestamp": str(int(now.timestamp())),
        "webhook-signature": signer.sign(turn["id"], now, body),
    }
    again = requests.post(receiver.url, data=body, headers=signed, timeout=10)
    assert again.status_code == 204
    assert [line["id"] for line in receiver.lines()].count(turn["id"]) == 1
    assert not any(line["game"] == "forged" for line in receiver.lines())


@pytest.mark.parametrize("language", list(RECEIVERS))
def test_twenty_deliveries_at_once_give_twenty_whole_lines(
    receivers: dict[str, Receiver], language: str
) -> None:
    """Twenty signed deliveries sent at the same instant, each twice (a retry racing its
    first try): one whole line per delivery, none glued to another, none handled twice."""
    receiver = receivers[language]
    signer = Webhook(receiver.credentials.webhook_secret)
    before = len(receiver.lines())
    game = f"burst-{language}"

    def post(n: int) -> int:
        message_id = f"msg_{game}_{n}"
        data = {"game_id": game, "seat": n, "external_id": "u" * 500}
        body = json.dumps({"type": "game.turn", "timestamp": "2026-01-01T00:00:00Z", "data": data})
        now = datetime.now(UTC)
        headers = {
            "webhook-id": message_id,
            "webhook-timestamp": str(int(now.timestamp())),
            "webhook-signature": signer.sign(message_id, now, body),
        }
        start.wait()
        return requests.post(receiver.url, data=body, headers=headers, timeout=20).status_code

    start = threading.Barrier(40)
    with ThreadPoolExecutor(40) as pool:
        statuses = list(pool.map(post, [n % 20 for n in range(40)]))
    assert statuses == [204] * 40
    deadline = time.monotonic() + 10
    while len(receiver.output.read_text().splitlines()) < before + 20:
        assert time.monotonic() < deadline, receiver.output.read_text()
        time.sleep(0.05)
    time.sleep(0.3)  # a repeat handled twice would show now
    lines = receiver.lines()[before:]  # each line whole JSON (json.loads fails on glued ones)
    assert sorted(line["seat"] for line in lines) == list(range(20)), lines
    assert {line["game"] for line in lines} == {game}


def test_the_docs_show_the_receivers_as_they_are_tested() -> None:
    docs = (ROOT / "docs" / "portal-webhooks.md").read_text()
    for path in RECEIVERS.values():
        assert path.read_text().strip() in docs, f"docs/portal-webhooks.md shows {path.name}"
