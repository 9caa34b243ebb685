"""Fault tolerance under load, through a real gunicorn (2 sync workers).

- Redis is stopped while several clients are playing games, then started again: while it is down
  every answer is a 503 ``store_unavailable`` (no 500, no other 5xx, no hang), and once it is back
  the same clients, without any restart, finish their games.
- With Redis's append-only file (fsync always), a restart, even after a crash (SIGKILL), loses no
  acknowledged move: every action answered 200 before the outage is in the state read back after
  it (version, and the same events in the replayed log).
- Malformed requests over raw sockets — binary, truncated, oversized or gzip bodies, a lying
  Content-Length, absurd headers — get a 4xx from gunicorn or the app, within seconds.

``test_faults.py`` covers single requests hitting a dead, dying or paused store; here the outage
happens under concurrent load, over real HTTP.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import signal
import socket
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import requests

from api.play.store import game_key
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import (
    PROBLEM_JSON,
    Api,
    Game,
    bearer,
    choose,
    create_game,
    if_match,
    snapshot,
    table_of,
)

ANSWER_WITHIN = 5.0  # seconds: any request, whatever the store's state


# ----- clients playing under load --------------------------------------------------------------


@dataclass
class Exchange:
    """One request of a client: when it was sent and answered, and what came back."""

    game: int
    method: str
    started: float
    ended: float
    status: int | None  # None: no HTTP answer at all
    code: str | None = None  # the problem's code
    version: int | None = None  # an accepted action: the version it made
    events: list[dict] = field(default_factory=list)  # an accepted action: its events


@dataclass
class Table:
    """What every client saw, shared between the client threads."""

    exchanges: list[Exchange] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, exchange: Exchange) -> None:
        with self.lock:
            self.exchanges.append(exchange)

    def accepted(self, game: int | None = None) -> list[Exchange]:
        with self.lock:
            return [
                e
                for e in self.exchanges
                if e.method == "POST" and e.status == 200 and game in (None, e.game)
            ]


class Player(threading.Thread):
    """Plays one game to its end over HTTP, as every seat in turn, with If-Match.

    On a 503 it waits a little and starts again from a fresh view (the failed action may or may
    not have landed); it never gives up before ``deadline``.
    """

    def __init__(self, base_url: str, number: int, game: Game, table: Table, deadline: float):
        super().__init__(name=f"player-{number}", daemon=True)
        self.base_url = base_url
        self.number = number
        self.game = game
        self.table = table
        self.deadline = deadline
        self.rnd = random.Random(number)
        self.session = requests.Session()
        self.over = False
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.play()
        except BaseException as exc:  # reported by the test
            self.error = exc
        finally:
            self.session.close()

    def send(self, method: str, path: str, seat: int, **kwargs: Any) -> tuple[int | None, Any]:
        started = time.monotonic()
        headers = {**bearer(self.game.tokens[seat]), **kwargs.pop("headers", {})}
        try:
            reply = self.session.request(
                method, self.base_url + path, headers=headers, timeout=ANSWER_WITHIN, **kwargs
            )
        except requests.RequestException:
            self.table.add(Exchange(self.number, method, started, time.monotonic(), None))
            time.sleep(0.05)
            return None, None
        ended = time.monotonic()
        body = reply.json() if reply.content else None
        exchange = Exchange(self.number, method, started, ended, reply.status_code)
        if reply.status_code != 200:
            problem = reply.headers.get("Content-Type", "").startswith(PROBLEM_JSON)
            exchange.code = body.get("code") if problem and isinstance(body, dict) else "?"
        elif method == "POST":
            exchange.version = body["view"]["version"]
            exchange.events = body["events"]
        self.table.add(exchange)
        return reply.status_code, body

    def play(self) -> None:
        path = self.game.path
        view: dict | None = None
        seat = 0
        while time.monotonic() < self.deadline:
            if view is None or view["seat"] != seat:
                status, view = self.send("GET", path, seat)
                if status != 200:
                    view = None
                    time.sleep(0.05)
                    continue
            if view["phase"] == "over":
                self.over = True
                return
            (to_act,) = view["to_act"]
            if to_act != seat:
                seat = to_act
                continue
            action = choose(self.rnd, view)
            status, body = self.send(
                "POST", path + "/actions", seat, json=action, headers=if_match(view["version"])
            )
            view = body["view"] if status == 200 else None
            if status == 200:
                seat = view["to_act"][0] if view["to_act"] else seat
            else:
                time.sleep(0.05)


def start_players(base_url: str, games: list[Game], table: Table, seconds: float) -> list[Player]:
    deadline = time.monotonic() + seconds
    players = [Player(base_url, i, game, table, deadline) for i, game in enumerate(games)]
    for player in players:
        player.start()
    return players


def wait_for(condition: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)


def finish(players: list[Player]) -> None:
    for player in players:
        player.join(timeout=120)
    for player in players:
        assert not player.is_alive(), f"{player.name} is stuck"
        assert player.error is None, f"{player.name}: {player.error!r}"
        assert player.over, f"{player.name} did not finish its game"


def stored(server: RedisServer, game: Game) -> tuple[int, str]:
    with server.client() as raw:
        version, state = raw.hmget(game_key(game.id), ["v", "s"])
    return int(version), state


def check_log_holds_every_accepted_move(
    server: RedisServer, http: Api, game: Game, accepted: list[Exchange], unanswered: int
) -> None:
    """The stored game replays to itself; its version is the accepted actions (plus at most
    the actions whose answer was a 503 but which landed); every accepted action's events are in
    the log, as the same events (the log may show more of them now: the game is over, R30)."""
    version, state = stored(server, game)
    decoded = table_of(state)
    replayed, _ = decoded.replay()
    assert snapshot(replayed) == state
    assert len(decoded.log.split()) == version
    versions = sorted(e.version for e in accepted)
    assert len(set(versions)) == len(versions), "a version was accepted twice"
    assert len(accepted) <= version <= len(accepted) + unanswered, (version, len(accepted))
    log = {e["seq"]: e for e in http.get(game.path + "/events").json["events"]}
    for exchange in accepted:
        for event in exchange.events:
            logged = log[event["seq"]]
            assert (logged["type"], logged["seat"]) == (event["type"], event["seat"]), event


# ----- fixtures ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def durable_gunicorn(durable_redis: RedisServer) -> Iterator[GunicornServer]:
    """A real gunicorn (2 workers) on the durable Redis (AOF, fsync always)."""
    if not durable_redis.is_running():
        durable_redis.start()
    with GunicornServer(durable_redis.url, BIBLIOS_REDIS_TIMEOUT="0.5") as server:
        yield server


@pytest.fixture
def durable_http(durable_gunicorn: GunicornServer, durable_redis: RedisServer) -> Iterator[Api]:
    """An ``Api`` over HTTP to that gunicorn, its Redis running and empty."""
    if not durable_redis.is_running():
        durable_redis.start()
    durable_redis.flushdb()
    api = Api(base_url=durable_gunicorn.url)
    yield api
    api.close()
    if not durable_redis.is_running():
        durable_redis.start()


def new_games(http: Api, count: int, seed: int) -> list[Game]:
    return [
        create_game(http, 2 + i % 3, variant=("standard", "medieval_bluff")[i % 2], seed=seed + i)
        for i in range(count)
    ]


# ----- (a) Redis down during load: 503s only, then recovery ------------------------------------


def test_redis_down_under_load_answers_only_503_then_the_games_finish(
    durable_gunicorn: GunicornServer, durable_http: Api, durable_redis: RedisServer
) -> None:
    games = new_games(durable_http, 6, seed=300)
    table = Table()
    players = start_players(durable_gunicorn.url, games, table, seconds=90)
    wait_for(lambda: len(table.accepted()) >= 60, 30, "the games to get going")

    durable_redis.stop()  # returns once the process is gone
    down = time.monotonic()
    wait_for(
        lambda: sum(e.started > down and e.status == 503 for e in table.exchanges) >= 30,
        10,
        "clients to meet the outage",
    )
    time.sleep(1.0)  # the outage lasts a second and a half or so
    up = time.monotonic()
    durable_redis.start()
    finish(players)

    exchanges = table.exchanges
    assert all(e.status is not None for e in exchanges), "a request got no answer"
    assert all(e.ended - e.started < ANSWER_WITHIN for e in exchanges)
    statuses = Counter(e.status for e in exchanges)
    assert set(statuses) <= {200, 503}, statuses
    # A write in flight when Redis went away may have been applied: those say so.
    assert {e.code for e in exchanges if e.status == 503} <= {
        "store_unavailable",
        "outcome_unknown",
    }
    assert "store_unavailable" in {e.code for e in exchanges if e.status == 503}
    during = [e for e in exchanges if e.started >= down and e.ended <= up]
    assert len(during) >= 30 and {e.status for e in during} == {503}, Counter(
        e.status for e in during
    )
    after = [e for e in exchanges if e.started > up and e.status == 200]
    assert {e.game for e in after} == set(range(len(games))), "not every client recovered"
    failed_posts = Counter(e.game for e in exchanges if e.method == "POST" and e.status == 503)
    for i, game in enumerate(games):
        check_log_holds_every_accepted_move(
            durable_redis, durable_http, game, table.accepted(i), failed_posts[i]
        )


# ----- (b) append-only Redis: a restart loses no acknowledged move ------------------------------


@pytest.mark.parametrize("how", ["stop", "crash"])
def test_a_redis_restart_loses_no_acknowledged_move(
    durable_gunicorn: GunicornServer, durable_http: Api, durable_redis: RedisServer, how: str
) -> None:
    """Twice during the games Redis goes down (SIGTERM, or SIGKILL: a crash) and comes back.
    Every move answered 200 before it went down is in what Redis holds when it is back."""
    games = new_games(durable_http, 4, seed=400 if how == "stop" else 500)
    table = Table()
    players = start_players(durable_gunicorn.url, games, table, seconds=90)
    for outage in (1, 2):
        wait_for(lambda n=outage: len(table.accepted()) >= 50 * n, 30, "moves to be made")
        if how == "crash":
            os.kill(durable_redis.pid, signal.SIGKILL)  # our own redis-server, by its pid
            wait_for(lambda: not durable_redis.is_running(), 10, "redis-server to die")
        else:
            durable_redis.stop()
        time.sleep(0.2)  # requests in flight get their answers (503s)
        acknowledged = {i: table.accepted(i) for i in range(len(games))}
        durable_redis.start()
        for i, game in enumerate(games):
            last = max((e.version for e in acknowledged[i]), default=0)
            assert stored(durable_redis, game)[0] >= last, (how, outage, i, last)
    finish(players)

    assert {e.status for e in table.exchanges} <= {200, 503}
    failed_posts = Counter(
        e.game for e in table.exchanges if e.method == "POST" and e.status == 503
    )
    for i, game in enumerate(games):
        check_log_holds_every_accepted_move(
            durable_redis, durable_http, game, table.accepted(i), failed_posts[i]
        )


# ----- (c) malformed requests over raw sockets ---------------------------------------------------


def exchange_raw(port: int, data: bytes, *, close_sending: bool = True) -> tuple[int | None, float]:
    """Send ``data`` as is on a new connection and read the answer until the server closes it.

    The bytes are sent from another thread, so an answer that comes before the server has read
    them all (a 413, a 431) is read too. ``close_sending`` half-closes the connection after the
    bytes (the server sees the end of the body). Returns the status (None: no answer) and the
    seconds until the connection was closed.
    """
    started = time.monotonic()
    received = b""
    with socket.create_connection(("127.0.0.1", port), timeout=ANSWER_WITHIN) as sock:

        def send() -> None:
            try:
                sock.sendall(data)
                if close_sending:
                    sock.shutdown(socket.SHUT_WR)
            except OSError:  # the server answered and closed before reading everything
                pass

        sender = threading.Thread(target=send, daemon=True)
        sender.start()
        try:
            while chunk := sock.recv(65536):
                received += chunk
        except ConnectionResetError:
            pass
        except TimeoutError:
            return None, time.monotonic() - started
        sender.join(timeout=ANSWER_WITHIN)
    elapsed = time.monotonic() - started
    if not received.startswith(b"HTTP/1."):
        return None, elapsed
    return int(received.split(b" ", 2)[1]), elapsed


def http_request(
    method: str,
    target: str,
    headers: list[tuple[str, str | bytes]] = (),
    body: bytes = b"",
    *,
    length: int | None = None,
) -> bytes:
    """A raw HTTP/1.1 request; ``length`` overrides the Content-Length (None: the body's)."""
    lines = [f"{method} {target} HTTP/1.1".encode(), b"Host: 127.0.0.1"]
    for name, value in headers:
        lines.append(
            name.encode() + b": " + (value if isinstance(value, bytes) else value.encode())
        )
    if not any(name.lower() == "transfer-encoding" for name, _ in headers):
        lines.append(b"Content-Length: %d" % (len(body) if length is None else length))
    lines.append(b"Connection: close")
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


def chunked(*parts: bytes, end: bool = True) -> bytes:
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in parts) + (b"0\r\n\r\n" if end else b"")


JSON = [("Content-Type", "application/json")]
NOISE = random.Random(7).randbytes(4096)
CREATE = json.dumps({"game": "biblios", "players": 2}).encode()


def malformed_requests(game: Game) -> dict[str, tuple[bytes, bool]]:
    """Name → (raw request, half-close after it)."""
    act = game.path + "/actions"
    token = [("Authorization", f"Bearer {game.tokens[0]}")]
    place = json.dumps({"type": "place", "to": "keep"}).encode()
    mib = 1024 * 1024
    cases: dict[str, tuple[bytes, bool]] = {
        "random bytes": (http_request("POST", "/v1/games", JSON, NOISE), True),
        "random bytes, as a seat": (http_request("POST", act, JSON + token, NOISE[:300]), True),
        "binary garbage instead of a request": (NOISE[:2000] + b"\r\n\r\n", True),
        "a JSON document cut in the middle": (
            http_request("POST", "/v1/games", JSON, CREATE[: len(CREATE) // 2]),
            True,
        ),
        "an action cut in the middle": (
            http_request("POST", act, JSON + token, place[:-7]),
            True,
        ),
        "invalid UTF-8 in a JSON string": (
            http_request("POST", "/v1/games", JSON, b'{"game": "bib\xff\xfelios", "players": 2}'),
            True,
        ),
        "deeply nested JSON": (http_request("POST", act, JSON + token, b"[" * 15000), True),
        "gzip bytes": (
            http_request(
                "POST", act, [*JSON, *token, ("Content-Encoding", "gzip")], gzip.compress(place)
            ),
            True,
        ),
        "a 1 MiB body": (http_request("POST", act, JSON + token, b" " * mib), True),
        "a 1 MiB body, to create": (http_request("POST", "/v1/games", JSON, b"x" * mib), True),
        "a 1 MiB chunked body": (
            http_request(
                "POST",
                act,
                [*JSON, *token, ("Transfer-Encoding", "chunked")],
                chunked(*[b"x" * 65536] * 16),
            ),
            True,
        ),
        "Content-Length 1 MiB, 10 bytes sent": (
            http_request("POST", act, JSON + token, place[:10], length=mib),
            True,
        ),
        "Content-Length longer than the body": (
            http_request("POST", act, JSON + token, place, length=len(place) + 40),
            True,
        ),
        "Content-Length shorter than the body": (
            http_request("POST", "/v1/games", JSON, CREATE, length=9),
            True,
        ),
        "Content-Length not a number": (
            http_request("POST", act, [*JSON, *token, ("Content-Length", "ten")], place),
            True,
        ),
        "a negative Content-Length": (
            http_request("POST", act, JSON + token, place, length=-5),
            True,
        ),
        "two different Content-Lengths": (
            http_request("POST", act, [*JSON, *token, ("Content-Length", "3")], place),
            True,
        ),
        "Content-Length and chunked together": (
            http_request(
                "POST",
                act,
                [*JSON, *token, ("Transfer-Encoding", "chunked"), ("Content-Length", "4")],
                chunked(place),
            ),
            True,
        ),
        "a bad chunk size": (
            http_request(
                "POST", act, [*JSON, *token, ("Transfer-Encoding", "chunked")], b"zz\r\n{}\r\n"
            ),
            True,
        ),
        "a chunked body that never ends": (
            http_request(
                "POST",
                act,
                [*JSON, *token, ("Transfer-Encoding", "chunked")],
                chunked(place[:10], end=False),
            ),
            True,
        ),
        "a 64 KiB Authorization": (
            http_request("POST", act, [*JSON, ("Authorization", "Bearer " + "A" * 65536)], place),
            True,
        ),
        "an 8000-byte Authorization": (
            http_request("POST", act, [*JSON, ("Authorization", "Bearer " + "A" * 8000)], place),
            True,
        ),
        "a binary Authorization": (
            http_request(
                "POST", act, [*JSON, ("Authorization", b"Bearer \xff\xfe\x80\x81")], place
            ),
            True,
        ),
        "a NUL in a header": (
            http_request("POST", act, [*JSON, ("Authorization", "Bearer a\x00b")], place),
            True,
        ),
        "200 headers": (
            http_request(
                "POST", act, JSON + token + [(f"X-Noise-{i}", "x") for i in range(200)], place
            ),
            True,
        ),
        "95 headers of 8000 bytes, no token": (
            http_request(
                "POST", act, JSON + [(f"X-Noise-{i}", "y" * 8000) for i in range(95)], place
            ),
            True,
        ),
        "a header line without a colon": (
            http_request("POST", act, [*JSON, *token, ("X-Broken\r\nno colon here", "1")], place),
            True,
        ),
        "a 64 KiB URL": (http_request("GET", game.path + "?lang=" + "e" * 65536), True),
        "a 4000-byte query": (http_request("GET", game.path + "?lang=" + "e" * 4000), True),
        "an unknown method": (http_request("BREW", game.path), True),
        "HTTP/3.7": (http_request("GET", game.path).replace(b"HTTP/1.1", b"HTTP/3.7", 1), True),
    }
    return cases


CASES = list(malformed_requests(Game("x" * 16, ["t" * 43] * 2, {})))


@pytest.fixture(scope="module")
def target_game(gunicorn: GunicornServer, redis_server: RedisServer) -> Game:
    if not redis_server.is_running():
        redis_server.start()
    api = Api(base_url=gunicorn.url)
    try:
        return create_game(api, 2, seed=9)
    finally:
        api.close()


@pytest.mark.parametrize("name", CASES)
def test_malformed_requests_get_a_4xx(
    gunicorn: GunicornServer, target_game: Game, redis_server: RedisServer, name: str
) -> None:
    data, close_sending = malformed_requests(target_game)[name]
    status, elapsed = exchange_raw(gunicorn.port, data, close_sending=close_sending)
    assert status is not None and 400 <= status < 500, (name, status, gunicorn.log_tail(5))
    assert elapsed < ANSWER_WITHIN
    with redis_server.client() as raw:
        assert raw.hget(game_key(target_game.id), "v") == "0"  # nothing landed
