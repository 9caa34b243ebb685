"""The production proxy (``docker/haproxy.cfg``, Debian's haproxy) in front of a real gunicorn:
it caps each client's connections with a coded 429, words gunicorn's own refusals as problems,
answers a dribbled body 408 without gunicorn ever seeing it, passes live streams through with
the client's address, and keeps serving another client while one floods it (with hundreds of
sockets; thousands: ``bench/flood.py --proxy``).
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator

import pytest
import requests

from support.gunicorn_server import GunicornServer
from support.haproxy_server import HaproxyServer
from support.redis_server import RedisServer
from tests.api.helpers import Api, create_game
from tests.api.test_client_caps import (
    BODY,
    assert_coded,
    connect,
    read_answer,
    served_quickly,
    sockets,
)
from tests.api.test_operating import REFUSED, answer_to

pytestmark = pytest.mark.servers  # HAProxy and gunicorn, started by each test


@contextlib.contextmanager
def proxied(redis_server: RedisServer, api_env: dict[str, str], **proxy_env: str) -> Iterator:
    with (
        GunicornServer(redis_server.url, workers=1, BIBLIOS_TRUSTED_PROXIES="1", **api_env) as api,
        HaproxyServer(f"127.0.0.1:{api.port}", **proxy_env) as proxy,
    ):
        yield api, proxy


def test_a_connection_over_the_proxys_cap_is_answered_429_and_others_are_served(
    redis_server: RedisServer,
) -> None:
    with (
        proxied(redis_server, {}, BIBLIOS_PROXY_CLIENT_CONNECTIONS="20") as (_, proxy),
        sockets() as held,
    ):
        held.extend(connect(proxy.port) for _ in range(20))
        time.sleep(0.3)  # HAProxy has accepted and counted them all
        refused = connect(proxy.port)
        held.append(refused)
        refused.sendall(b"GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
        status, headers, body = read_answer(refused)
        problem = assert_coded(status, headers, body, 429, "too_many_connections")
        assert "IP address" in problem["detail"]
        served_quickly(proxy.url)


def test_a_dribbled_body_is_answered_408_by_the_proxy(redis_server: RedisServer) -> None:
    with (
        proxied(redis_server, {}, BIBLIOS_PROXY_REQUEST_TIMEOUT="1s") as (_, proxy),
        sockets() as held,
    ):
        sock = connect(proxy.port, source="127.0.0.1")
        held.append(sock)
        sock.sendall(
            f"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(BODY)}\r\n\r\n".encode()
            + BODY[:5]
        )
        started = time.monotonic()
        status, _, body = read_answer(sock)
        assert status == 408
        assert json.loads(body)["code"] == "request_timeout"
        assert time.monotonic() - started < 3


def test_streams_pass_through_the_proxy_counted_per_client_address(
    redis_server: RedisServer,
) -> None:
    with proxied(redis_server, {"BIBLIOS_CLIENT_STREAMS": "2"}) as (_, proxy):
        api = Api(base_url=proxy.url)
        game = create_game(api, players=2)
        api.close()
        url = f"{proxy.url}/v1/games/{game.id}/stream"
        opened = [requests.get(url, stream=True, timeout=10) for _ in range(2)]
        assert [stream.status_code for stream in opened] == [200, 200]
        first = next(opened[0].iter_lines())  # the first message comes through at once
        assert first.startswith(b"id: ")
        refused = requests.get(url, stream=True, timeout=10, headers={"Accept-Language": "ru"})
        assert refused.status_code == 429
        assert refused.json()["code"] == "too_many_streams"
        assert "IP-адреса" in refused.json()["detail"]
        for stream in [*opened, refused]:
            stream.close()


@pytest.mark.parametrize("sockets_count", [300])
def test_hundreds_of_unread_streams_and_dribblers_through_the_proxy_do_not_starve_another_client(
    redis_server: RedisServer, sockets_count: int
) -> None:
    with (
        proxied(
            redis_server,
            {"GUNICORN_WORKER_CONNECTIONS": "200", "BIBLIOS_CLIENT_STREAMS": "20"},
            BIBLIOS_PROXY_CLIENT_CONNECTIONS="50",
            BIBLIOS_PROXY_API_CONNECTIONS="150",
        ) as (_, proxy),
        sockets() as held,
    ):
        api = Api(base_url=proxy.url)
        game = create_game(api, players=2)
        api.close()
        request = f"GET /v1/games/{game.id}/stream HTTP/1.0\r\n\r\n".encode()
        for index in range(sockets_count):
            sock = connect(proxy.port)
            with contextlib.suppress(OSError):
                if index % 10:
                    sock.sendall(request)
                else:  # a dribbler: headers, then the body's first byte
                    sock.sendall(
                        b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"
                    )
            held.append(sock)
        time.sleep(0.5)
        served_quickly(proxy.url)


@pytest.mark.parametrize(("request_bytes", "status", "proxied_status", "code"), REFUSED)
def test_what_gunicorn_refuses_itself_is_problem_json_through_the_proxy(
    redis_server: RedisServer,
    request_bytes: bytes,
    status: int,
    proxied_status: int,
    code: str | None,
) -> None:
    with proxied(redis_server, {}) as (_, proxy):
        head, body = answer_to(proxy.port, request_bytes)
        assert head.split(b" ", 2)[1] == str(proxied_status).encode(), head[:200]
        if code is None:  # HAProxy's own refusal of what it cannot parse: its own page
            assert requests.get(proxy.url + "/v1/health", timeout=5).status_code == 200
            return
        assert b"content-type: application/problem+json" in head.lower()
        problem = json.loads(body)
        assert problem["status"] == proxied_status and problem["code"] == code
        assert problem["type"].endswith("/" + code) and problem["detail"]
        assert b"bbbbbbbb" not in body and b"aaaaaaaa" not in body  # nothing of the client echoed
        assert requests.get(proxy.url + "/v1/health", timeout=5).status_code == 200
