"""The shipped server under an operator's conditions (gunicorn.conf.py, gevent workers): clients
that dribble their requests do not stall anyone else, and a stopping server finishes the
requests in flight."""

from __future__ import annotations

import contextlib
import gc
import json
import runpy
import signal
import socket
import statistics
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
import requests

from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer

BODY = json.dumps({"game": "biblios", "players": 2, "seed": 1}).encode()


@pytest.fixture(scope="module")
def server(redis_server: RedisServer) -> Iterator[GunicornServer]:
    if not redis_server.is_running():
        redis_server.start()
    with GunicornServer(redis_server.url, workers=2) as running:
        yield running


def begin_post(port: int, sent: bytes) -> socket.socket:
    """A ``POST /v1/games`` whose headers and the first ``sent`` bytes of the body are sent."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    head = (
        "POST /v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(BODY)}\r\nConnection: close\r\n\r\n"
    )
    sock.sendall(head.encode() + sent)
    return sock


def status_of(sock: socket.socket) -> int:
    answer = b""
    while b"\r\n" not in answer:
        chunk = sock.recv(4096)
        if not chunk:
            break
        answer += chunk
    return int(answer.split(b" ", 2)[1])


def test_slow_clients_do_not_stall_the_others(server: GunicornServer) -> None:
    """Twelve connections send their headers, then one byte of body every half second; every
    other client is answered meanwhile with p99 under a second (with sync workers, two such
    connections stalled the API for 30 s)."""
    stop = threading.Event()
    slow = [begin_post(server.port, b"") for _ in range(12)]

    def dribble() -> None:
        for position in range(len(BODY)):
            if stop.wait(0.5):
                return
            for sock in slow:
                with contextlib.suppress(OSError):
                    sock.sendall(BODY[position : position + 1])

    dribbler = threading.Thread(target=dribble, daemon=True)
    dribbler.start()
    took: list[float] = []
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        started = time.monotonic()
        reply = requests.get(server.url + "/v1/health", timeout=5)
        took.append(time.monotonic() - started)
        assert reply.status_code == 200
    stop.set()
    dribbler.join(5)
    for sock in slow:
        sock.close()
    took.sort()
    p99 = took[int(len(took) * 0.99) - 1]
    assert len(took) >= 50 and p99 < 1.0, (len(took), p99, statistics.median(took))


@pytest.mark.servers
def test_a_stopping_server_finishes_the_requests_in_flight(redis_url: str) -> None:
    server = GunicornServer(redis_url, workers=1)
    server.start()
    try:
        sock = begin_post(server.port, BODY[:10])  # in flight: half a body sent
        time.sleep(0.3)
        assert server.process is not None
        server.process.send_signal(signal.SIGTERM)
        time.sleep(0.5)
        sock.sendall(BODY[10:])
        assert status_of(sock) == 201  # answered, though the server is stopping
        sock.close()
        assert server.process.wait(timeout=20) == 0
        with pytest.raises(requests.ConnectionError):  # and then it is gone
            requests.get(server.url + "/v1/health", timeout=2)
    finally:
        server.close()


#: What gunicorn refuses before the app reads a request: the bytes, gunicorn's status, and the
#: status and code of the problem the proxy in front answers instead (``docker/haproxy.cfg``);
#: None: HAProxy refuses the request itself, before gunicorn sees it (more than 100 header
#: fields, what is not HTTP), with its own 400 page.
REFUSED = [
    pytest.param(
        b"GET /" + b"a" * 4200 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, 414, "uri_too_long",
        id="long-request-line",
    ),
    pytest.param(
        b"GET /v1/health HTTP/1.1\r\nHost: x\r\n"
        + b"".join(b"X-%d: 1\r\n" % n for n in range(120))
        + b"\r\n",
        431, 400, None,
        id="too-many-fields",
    ),
    pytest.param(
        b"GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 9000 + b"\r\n\r\n",
        431, 431, "header_fields_too_large",
        id="long-field",
    ),
    pytest.param(b"\x16\x03\x01 hello\r\n\r\n", 400, 400, None, id="not-http"),
    pytest.param(b"GET /v1/health HTTP/1.1\r\nHost x\r\n\r\n", 400, 400, None, id="bad-field"),
]  # fmt: skip


def answer_to(port: int, request_bytes: bytes) -> tuple[bytes, bytes]:
    """The head and body of the answer to ``request_bytes``, read until the server closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(request_bytes)
        answer = b""
        with contextlib.suppress(ConnectionResetError):
            while chunk := sock.recv(65536):
                answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return head, body


@pytest.mark.parametrize(("request_bytes", "status", "proxied_status", "code"), REFUSED)
def test_what_gunicorn_refuses_itself_it_answers_itself(
    server: GunicornServer,
    request_bytes: bytes,
    status: int,
    proxied_status: int,
    code: str | None,
) -> None:
    """gunicorn has no supported hook to word these answers: a directly exposed gunicorn gives
    its own (the proxy words them as problems: ``tests/api/test_proxy.py``)."""
    head, _ = answer_to(server.port, request_bytes)
    assert head.split(b" ", 2)[1] == str(status).encode(), head[:200]
    assert b"Connection: close" in head


def test_each_worker_sets_the_loaded_app_aside_from_full_collections(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """gunicorn.conf.py's ``post_worker_init`` freezes the objects of the loaded app
    (``gc.freeze``), so a full garbage-collection pass no longer stops the worker to walk
    them; the worker's streams still end when it is told to stop."""
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))  # no directory of its own
    config = runpy.run_path(str(Path(__file__).resolve().parents[2] / "gunicorn.conf.py"))
    ended_when: list[Callable[[], bool]] = []
    live = SimpleNamespace(end_streams_when=ended_when.append)
    worker = SimpleNamespace(wsgi=SimpleNamespace(extensions={"biblios_live": live}), alive=True)
    gc.unfreeze()
    try:
        assert gc.get_freeze_count() == 0
        config["post_worker_init"](worker)
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
    (stopping,) = ended_when
    assert stopping() is False
    worker.alive = False
    assert stopping() is True


def test_workers_patch_for_gevent_before_the_app_is_imported(server: GunicornServer) -> None:
    """gunicorn's master imports only what it needs (``api`` imports nothing itself), so each
    worker patches the standard library for gevent before Flask and redis-py are imported:
    gevent has nothing to warn about ("Monkey-patching ssl after ssl has already been
    imported")."""
    assert requests.get(server.url + "/v1/health", timeout=10).status_code == 200
    log = server.log.read_text(errors="replace")
    assert "Booting worker" in log
    assert "MonkeyPatchWarning" not in log
    assert "monkey.patch_all" not in log
