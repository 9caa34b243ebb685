"""Live streams served apart from requests (issue 38) as ``scripts/serve`` runs them: HAProxy on
the one public port, a requests' gunicorn and a streams' gunicorn behind it.

Every client keeps its one base URL: the Python library and a browser's ``fetch`` (the web
client's way: a relative URL, the token in ``Authorization``, ``Last-Event-ID`` on a
reconnection) get their streams through the public port, from the streams' gunicorn. A stream
sent to the requests' gunicorn directly is refused at once, 421 ``misdirected_request``, coded
and localized, without ``Retry-After``; ``/v1/health`` answers on both.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest
import requests

from bench.flood import new_game
from support.redis_server import RedisServer
from support.serve_process import ServeProcess
from tests.api.test_streams import SseStream

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "clients" / "python"))

import biblios_api_client as lib  # noqa: E402

pytestmark = pytest.mark.servers  # scripts/serve: HAProxy and two gunicorns


def test_every_client_gets_its_streams_on_the_one_public_port(redis_server: RedisServer) -> None:
    with ServeProcess(redis_server.url, BIBLIOS_WORKERS="0") as serve:
        assert set(serve.pids()) == {"api", "streams", "proxy"}, serve.log_tail()
        game_id, tokens, moves = new_game(serve.url, 7)
        path = f"/v1/games/{game_id}/stream"
        # The web client's fetch: same origin, the token in a header.
        browser = SseStream(serve.port, path, {"Authorization": f"Bearer {tokens[0]}"})
        assert browser.status == 200, browser.body
        assert browser.update()["version"] == 0
        # The Python library, on the same base URL.
        updates: list[int] = []
        first = threading.Event()
        client = lib.Biblios(serve.url)

        def follow() -> None:
            for update in client.stream(game_id, tokens[1]):
                updates.append(update.version)
                first.set()
                if len(updates) == 2:
                    return

        follower = threading.Thread(target=follow, daemon=True)
        follower.start()
        assert first.wait(20), "the library's stream gave no first update"
        seat, action = moves[0]
        moved = requests.post(
            f"{serve.url}{path.removesuffix('/stream')}/actions",
            json=action,
            headers={"Authorization": f"Bearer {tokens[seat]}"},
            timeout=10,
        )
        assert moved.status_code == 200, moved.text
        assert browser.update()["version"] == 1
        follower.join(20)
        assert updates == [0, 1]
        browser.close()
        # Reconnecting with Last-Event-ID resumes after the version seen.
        again = SseStream(
            serve.port, path, {"Authorization": f"Bearer {tokens[0]}", "Last-Event-ID": "0"}
        )
        assert again.status == 200 and again.update()["version"] == 1
        again.close()
        client.close()


def test_a_stream_sent_to_the_requests_gunicorn_is_refused_421_and_health_answers_on_both(
    redis_server: RedisServer,
) -> None:
    with ServeProcess(redis_server.url, BIBLIOS_WORKERS="0") as serve:
        game_id, _, _ = new_game(serve.url, 8)
        path = f"/v1/games/{game_id}/stream"
        refused = SseStream(serve.api_port, path, {"Accept-Language": "es"})
        assert refused.status == 421
        assert "retry-after" not in refused.headers
        assert refused.headers["content-type"].startswith("application/problem+json")
        problem = refused.problem
        assert problem["code"] == "misdirected_request" and problem["status"] == 421
        assert "dirección pública" in problem["detail"]
        for port in (serve.api_port, serve.streams_port, serve.port):
            health = requests.get(f"http://127.0.0.1:{port}/v1/health", timeout=10)
            assert health.status_code == 200, (port, health.text)


def test_metrics_add_up_the_streams_workers_and_their_directory_goes_with_serve(
    redis_server: RedisServer,
) -> None:
    """``/metrics`` (the requests' gunicorn) counts the streams the streams' gunicorn holds:
    both write to one directory, which ``scripts/serve`` removes when it stops."""
    with ServeProcess(redis_server.url, BIBLIOS_WORKERS="0") as serve:
        directories = {
            name: environ_of(pid).get("PROMETHEUS_MULTIPROC_DIR")
            for name, pid in serve.pids().items()
            if name in ("api", "streams")
        }
        directory = directories["api"]
        assert directory and directories["streams"] == directory, directories
        game_id, _, _ = new_game(serve.url, 9)
        stream = SseStream(serve.port, f"/v1/games/{game_id}/stream")
        assert stream.update()["version"] == 0
        metrics = requests.get(f"{serve.url}/metrics", timeout=10).text
        assert "biblios_open_streams 1.0" in metrics, metrics[-2000:]
        stream.close()
    assert not Path(directory).exists()


def environ_of(pid: int) -> dict[str, str]:
    raw = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
    return dict(item.decode().partition("=")[::2] for item in raw if item)
