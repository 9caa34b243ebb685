"""One client cannot starve the others (``api.http.stream_caps``, ``api.http.admission``'s body
deadline), over a real gunicorn and a private Redis. A client's connections are capped by the
proxy in front (``tests/api/test_proxy.py``), not by gunicorn.

A flooding client connects from 127.0.0.2 (any 127.x address is this machine's loopback), the
well-behaved one from 127.0.0.1, so that the server tells them apart as it would two hosts.
The flood itself at full size (thousands of sockets, dribblers, moves measured) is
``bench/flood.py``; these tests use hundreds of sockets.
"""

from __future__ import annotations

import contextlib
import json
import re
import socket
import time
from collections.abc import Iterator

import pytest
import requests

from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import PROBLEM_JSON, Api, act, create_game, first_legal, view_of

pytestmark = pytest.mark.servers  # gunicorn, started by each test

FLOODER = "127.0.0.2"
OTHER_CLIENT_BUDGET = 3.0  # seconds the well-behaved client's requests may take, each


def connect(port: int, source: str = FLOODER, timeout: float = 10.0) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", port))
    return sock


def read_answer(sock: socket.socket) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and body of the one answer on ``sock`` (read until it closes)."""
    data = b""
    while True:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            break
        if not chunk:
            break
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), headers, body


def assert_coded(status: int, headers: dict[str, str], body: bytes, expected: int, code: str):
    assert status == expected, (status, body)
    assert headers["content-type"].startswith(PROBLEM_JSON)
    assert int(headers["retry-after"]) >= 1
    problem = json.loads(body)
    assert problem["code"] == code and problem["status"] == expected
    return problem


def served_quickly(url: str) -> None:
    """The well-behaved client (127.0.0.1): health, a new game, a read and a move, each
    within ``OTHER_CLIENT_BUDGET`` seconds."""
    started = time.monotonic()
    assert requests.get(url + "/v1/health", timeout=OTHER_CLIENT_BUDGET).status_code == 200
    api = Api(base_url=url)
    try:
        game = create_game(api, players=2)
        view = view_of(api, game, 0)
        act(api, game, view["active_seat"], first_legal(view))
    finally:
        api.close()
    assert time.monotonic() - started < 4 * OTHER_CLIENT_BUDGET


@contextlib.contextmanager
def server(redis_server: RedisServer, **env: str) -> Iterator[GunicornServer]:
    with GunicornServer(redis_server.url, workers=1, **env) as running:
        yield running


@contextlib.contextmanager
def sockets() -> Iterator[list[socket.socket]]:
    held: list[socket.socket] = []
    try:
        yield held
    finally:
        for sock in held:
            sock.close()


# ----- unread streams from one address ------------------------------------------------------


def test_hundreds_of_unread_streams_from_one_address_do_not_starve_another_client(
    redis_server: RedisServer,
) -> None:
    """The attack of issue 25 at a tenth of its size: one worker that holds 200 connections,
    300 sockets from one address each asking for a stream and never reading: the streams over
    the cap are refused and their connections closed, so the worker keeps room for others."""
    with (
        server(
            redis_server,
            GUNICORN_WORKER_CONNECTIONS="200",
            BIBLIOS_CLIENT_STREAMS="20",
        ) as running,
        sockets() as held,
    ):
        api = Api(base_url=running.url)
        game = create_game(api, players=2)
        api.close()
        request = f"GET /v1/games/{game.id}/stream HTTP/1.0\r\n\r\n".encode()
        for _ in range(300):
            sock = connect(running.port)
            with contextlib.suppress(OSError):  # refused at once: the send may find it closed
                sock.sendall(request)
            held.append(sock)
        time.sleep(0.5)
        served_quickly(running.url)
        assert running.process is not None and running.process.poll() is None


# ----- streams --------------------------------------------------------------------------------


def open_stream(url: str, game_id: str, **headers: str) -> requests.Response:
    return requests.get(
        f"{url}/v1/games/{game_id}/stream", stream=True, timeout=10, headers=headers
    )


def test_streams_over_the_client_cap_are_refused_localized_and_counted_until_closed(
    redis_server: RedisServer,
) -> None:
    with server(redis_server, BIBLIOS_CLIENT_STREAMS="2") as running:
        api = Api(base_url=running.url)
        game = create_game(api, players=2)
        api.close()
        first, second = open_stream(running.url, game.id), open_stream(running.url, game.id)
        assert first.status_code == second.status_code == 200
        refused = open_stream(running.url, game.id, **{"Accept-Language": "fr"})
        problem = assert_coded(
            refused.status_code,
            {name.lower(): value for name, value in refused.headers.items()},
            refused.content,
            429,
            "too_many_streams",
        )
        assert "adresse IP" in problem["detail"]
        first.close()  # the server sees it gone at its next keep-alive line
        deadline = time.monotonic() + 30
        while True:
            again = open_stream(running.url, game.id)
            if again.status_code == 200:
                break
            again.close()
            assert time.monotonic() < deadline, "a closed stream was never given back"
            time.sleep(0.5)
        again.close()
        second.close()


def test_behind_a_trusted_proxy_streams_are_counted_per_forwarded_client(
    redis_server: RedisServer,
) -> None:
    with server(redis_server, BIBLIOS_CLIENT_STREAMS="1", BIBLIOS_TRUSTED_PROXIES="1") as running:
        api = Api(base_url=running.url)
        game = create_game(api, players=2)
        api.close()
        ana = open_stream(running.url, game.id, **{"X-Forwarded-For": "198.51.100.7"})
        boris = open_stream(running.url, game.id, **{"X-Forwarded-For": "198.51.100.8"})
        ana_again = open_stream(running.url, game.id, **{"X-Forwarded-For": "198.51.100.7"})
        assert (ana.status_code, boris.status_code, ana_again.status_code) == (200, 200, 429)
        for stream in (ana, boris, ana_again):
            stream.close()


def test_streams_over_the_worker_budget_are_refused_localized_and_their_connection_closed(
    redis_server: RedisServer,
) -> None:
    """However many addresses open streams, a worker holds ``BIBLIOS_WORKER_STREAMS`` of them:
    one more is 503 with Retry-After, in the client's language, and its connection is shut
    at once (a keep-alive client would otherwise hold it); a closed stream is given back."""
    env = {"BIBLIOS_WORKER_STREAMS": "2", "BIBLIOS_STREAM_KEEPALIVE": "1"}
    with server(redis_server, BIBLIOS_TRUSTED_PROXIES="1", **env) as running:
        api = Api(base_url=running.url)
        game = create_game(api, players=2)
        api.close()
        held = [
            open_stream(running.url, game.id, **{"X-Forwarded-For": f"198.51.100.{n}"})
            for n in (1, 2)
        ]
        assert [stream.status_code for stream in held] == [200, 200]
        with sockets() as refused:
            sock = connect(running.port, timeout=3)  # read_answer: closed within 3 s, or fails
            refused.append(sock)
            sock.sendall(
                f"GET /v1/games/{game.id}/stream HTTP/1.1\r\nHost: x\r\n"
                "X-Forwarded-For: 198.51.100.3\r\nAccept-Language: es\r\n\r\n".encode()
            )
            problem = assert_coded(*read_answer(sock), 503, "service_unavailable")
        assert "ocupado" in problem["detail"]
        served_quickly(running.url)  # requests are not streams: they are served
        held.pop().close()
        deadline = time.monotonic() + 30
        while (again := open_stream(running.url, game.id)).status_code != 200:
            again.close()
            assert time.monotonic() < deadline, "a closed stream was never given back"
            time.sleep(0.5)
        again.close()
        held[0].close()


# ----- bodies ---------------------------------------------------------------------------------

BODY = json.dumps({"game": "biblios", "players": 2}).encode()


@pytest.mark.parametrize("chunked", [False, True], ids=["content-length", "chunked"])
def test_a_dribbled_body_is_answered_408_at_the_deadline(
    redis_server: RedisServer, chunked: bool
) -> None:
    with server(redis_server, BIBLIOS_BODY_TIMEOUT="1") as running, sockets() as held:
        sock = connect(running.port, source="127.0.0.1")
        held.append(sock)
        framing = "Transfer-Encoding: chunked" if chunked else f"Content-Length: {len(BODY)}"
        sock.sendall(
            f"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Accept-Language: es\r\n{framing}\r\n\r\n".encode()
        )
        started = time.monotonic()
        sock.settimeout(0.25)
        answer = b""
        for byte in BODY:  # a byte every 0.25 s: the body would take 6 s
            piece = bytes([byte])
            with contextlib.suppress(OSError):
                sock.sendall(b"1\r\n" + piece + b"\r\n" if chunked else piece)
            with contextlib.suppress(TimeoutError):
                answer += sock.recv(65536)
            if b"\r\n\r\n" in answer:
                break
        waited = time.monotonic() - started
        assert answer.startswith(b"HTTP/1.1 408 "), answer
        assert 0.9 < waited < 3.0
        head, _, body_bytes = answer.partition(b"\r\n\r\n")
        length = int(re.search(rb"(?i)content-length: *([0-9]+)", head).group(1))
        sock.settimeout(10)
        while len(body_bytes) < length:
            body_bytes += sock.recv(65536)
        assert len(body_bytes) == length, answer + body_bytes
        body = json.loads(body_bytes)
        assert body["code"] == "request_timeout"
        assert body["detail"] == "El cuerpo de la solicitud no llegó a tiempo."
        with contextlib.suppress(ConnectionResetError):  # then the connection is closed
            assert sock.recv(65536) == b""
        assert time.monotonic() - started < 3.0


def test_a_body_that_arrives_in_time_is_served(redis_server: RedisServer) -> None:
    with server(redis_server, BIBLIOS_BODY_TIMEOUT="2") as running, sockets() as held:
        sock = connect(running.port, source="127.0.0.1")
        held.append(sock)
        sock.sendall(
            f"POST /v1/games HTTP/1.0\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(BODY)}\r\n\r\n".encode()
        )
        for half in (BODY[:10], BODY[10:]):
            time.sleep(0.5)
            sock.sendall(half)
        assert read_answer(sock)[0] == 201
