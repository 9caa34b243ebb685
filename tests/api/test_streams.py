"""Live updates over a real gunicorn (2 gevent workers) and a private Redis (play-contract,
"Live updates"): ``GET /v1/games/{id}/stream`` read as raw Server-Sent Events, and its tickets.

The server runs with a 1 s keep-alive and 2 s of presence, so the tests see comment lines and
presence lapse quickly. Every stream is read by :class:`SseStream`, a raw HTTP/1.1 client whose
thread decodes the chunked body into events and comment lines. What a stream may show is checked
against the truth: the tables and events the store publishes (captured with SSUBSCRIBE), the
engine's ``secrets`` of each seat at each version, and ``GET /v1/games/{id}`` at that version.
"""

from __future__ import annotations

import contextlib
import json
import queue
import random
import re
import secrets
import socket
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import orjson
import pytest
import redis
from flask import Flask

from api.live.tickets import ticket_key
from api.play.service import decode_events, snapshot
from api.play.store import SEATS_CHANGED, GameStore, Write, game_key, updates_channel
from engine import Table, get_game
from engine.biblios.cards import CARD_IDS
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    Game,
    act,
    assert_problem,
    bearer,
    choose,
    create_game,
    first_legal,
    game_localizer,
    view_of,
)
from tests.api.portal_support import PortalCredentials, portal, write_portals

_NAMES = [game_localizer("en", "biblios").vocabulary.card(card_id)["name"] for card_id in CARD_IDS]
UNIQUE_NAME = {
    card_id: name for card_id, name in zip(CARD_IDS, _NAMES, strict=True) if _NAMES.count(name) == 1
}
KEEPALIVE = 1.0
PRESENCE = 2.0
WAIT = 10.0  # seconds a test waits for what should come at once

# ----- a raw SSE client ---------------------------------------------------------------------------


@dataclass
class SseEvent:
    event: str
    id: str | None
    data: Any


_CLOSED = object()


class SseStream:
    """One ``GET`` of a stream over a raw socket: its status and headers, then a thread that
    decodes the chunked body into :class:`SseEvent` and comment lines (with their arrival
    times) until the server closes it."""

    def __init__(self, port: int, path: str, headers: dict[str, str] | None = None) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
        lines = [f"GET {path} HTTP/1.1", "Host: 127.0.0.1", "Accept: text/event-stream"]
        lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        self.file = self.sock.makefile("rb")
        self.status = int(self.file.readline().split()[1])
        self.headers: dict[str, str] = {}
        while (line := self.file.readline().rstrip(b"\r\n")) != b"":
            name, _, value = line.decode().partition(":")
            self.headers[name.strip().lower()] = value.strip()
        self.items: queue.Queue[Any] = queue.Queue()
        self.comments: list[float] = []
        self.retry: int | None = None  # the last `retry:` field (milliseconds)
        self.body = b""
        if self.status == 200:
            self.sock.settimeout(60)
            threading.Thread(target=self._read, daemon=True).start()
        else:
            self.body = self.file.read(int(self.headers.get("content-length", "0")))
            self.close()

    @property
    def problem(self) -> dict:
        return json.loads(self.body)

    def _read(self) -> None:
        pending: dict[str, Any] = {}
        data: list[str] = []
        text = b""
        try:
            while (size_line := self.file.readline()) and (size := int(size_line, 16)):
                text += self.file.read(size)
                self.file.readline()
                *complete, text = text.split(b"\n")
                for line in (raw.decode() for raw in complete):
                    if line == "":
                        if data:
                            payload = json.loads("\n".join(data))
                            self.items.put(SseEvent(pending.get("event", "message"),
                                                    pending.get("id"), payload))  # fmt: skip
                        pending, data = {}, []
                    elif line.startswith(":"):
                        self.comments.append(time.monotonic())
                    elif line.startswith("retry:"):
                        self.retry = int(line.removeprefix("retry:"))
                    else:
                        name, _, value = line.partition(":")
                        value = value.removeprefix(" ")
                        if name == "data":
                            data.append(value)
                        else:
                            pending[name] = value
        except (OSError, ValueError):
            pass
        finally:
            self.items.put(_CLOSED)

    def next(self, timeout: float = WAIT) -> SseEvent:
        """The next event (comments are only counted); fails if the stream ends first."""
        item = self.items.get(timeout=timeout)
        assert item is not _CLOSED, "the stream closed"
        return item

    def update(self, timeout: float = WAIT) -> dict:
        event = self.next(timeout)
        assert event.event == "update", event
        assert event.id == str(event.data["version"])
        return event.data

    def until(self, version: int, timeout: float = WAIT) -> list[dict]:
        """The updates up to the one of ``version``."""
        got = [self.update(timeout)]
        while got[-1]["version"] < version:
            got.append(self.update(timeout))
        assert got[-1]["version"] == version, [u["version"] for u in got]
        return got

    def quiet(self, seconds: float) -> bool:
        """Whether no event comes for ``seconds``."""
        try:
            item = self.items.get(timeout=seconds)
        except queue.Empty:
            return True
        self.items.put(item)
        return False

    def closed_by_server(self, timeout: float = WAIT) -> bool:
        return self.items.get(timeout=timeout) is _CLOSED

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()


# ----- fixtures -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def durable() -> Iterator[RedisServer]:
    """This module's Redis, keeping its data across a restart (the outage test)."""
    with RedisServer(appendonly=True) as server:
        yield server


@pytest.fixture(scope="module")
def server(durable: RedisServer) -> Iterator[GunicornServer]:
    with GunicornServer(
        durable.url,
        workers=2,
        BIBLIOS_STREAM_KEEPALIVE=str(KEEPALIVE),
        BIBLIOS_PRESENCE_SECONDS=str(PRESENCE),
        BIBLIOS_REDIS_TIMEOUT="0.5",
    ) as running:
        yield running


@pytest.fixture
def http(server: GunicornServer, durable: RedisServer) -> Iterator[Api]:
    if not durable.is_running():
        durable.start()
    api = Api(base_url=server.url)
    yield api
    api.close()


@pytest.fixture
def raw(durable: RedisServer) -> Iterator[redis.Redis]:
    with durable.client() as client:
        yield client


@pytest.fixture
def streams(server: GunicornServer) -> Iterator[Callable[..., SseStream]]:
    """``open(game, seat=None, ticket=, last=, lang=, token=, query=)``: a stream (``last``:
    its Last-Event-ID; ``token``: a bearer token of one's choice; ``query``: more of the query
    string), closed after the test."""
    opened: list[SseStream] = []

    def open_stream(
        game: Game | str,
        seat: int | None = None,
        *,
        ticket: str | None = None,
        last: int | str | None = None,
        lang: str | None = None,
        token: str | None = None,
        query: str | None = None,
    ) -> SseStream:
        game_id = game if isinstance(game, str) else game.id
        parts = [f"ticket={ticket}"] if ticket else []
        parts += [f"lang={lang}"] if lang else []
        parts += [query] if query else []
        path = f"/v1/games/{game_id}/stream" + ("?" + "&".join(parts) if parts else "")
        headers = {}
        if seat is not None:
            assert isinstance(game, Game)
            headers.update(bearer(game.tokens[seat]))
        if token is not None:
            headers.update(bearer(token))
        if last is not None:
            headers["Last-Event-ID"] = str(last)
        stream = SseStream(server.port, path, headers)
        opened.append(stream)
        return stream

    yield open_stream
    for stream in opened:
        stream.close()


def subscribers(raw: redis.Redis, game: Game) -> int:
    """How many connections (one per API process) follow the game's channel."""
    return int(raw.execute_command("PUBSUB", "SHARDNUMSUB", updates_channel(game.id))[1])


def eventually(check: Callable[[], bool], timeout: float = WAIT) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return check()


def seqs(updates: list[dict]) -> list[int]:
    return [event["seq"] for update in updates for event in update["events"]]


def move(http: Api, game: Game) -> dict:
    """The seat to act plays its first legal action; the response's JSON."""
    (seat,) = view_of(http, game, None)["to_act"]
    reply = act(http, game, seat, first_legal(view_of(http, game, seat)), match=game.version)
    assert reply.status == 200, reply
    return reply.json


# ----- fan-out across processes -------------------------------------------------------------------


def test_a_move_reaches_the_streams_held_by_every_process(
    server: GunicornServer, http: Api, raw: redis.Redis, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=101)
    bots = [{"bot": "greedy"}] * 4
    opened: list[SseStream] = []
    with ThreadPoolExecutor(9) as pool:
        for _ in range(12):  # until both processes hold some: opened at once, beside a busy one
            busy = pool.submit(create_game, Api(base_url=server.url), 4, seats=bots)
            opened += pool.map(lambda n: streams(game, n % 3 if n % 3 < 2 else None), range(8))
            busy.result()
            if subscribers(raw, game) == 2:
                break
    assert subscribers(raw, game) == 2, "every stream landed in the same process"
    assert len(raw.client_list(_type="pubsub")) == 2  # one connection per process, not per stream
    for stream in opened:
        assert stream.status == 200 and stream.update()["version"] == 0

    answer = move(http, game)

    told = [(e["seq"], e["type"]) for e in answer["events"]]
    for stream in opened:
        update = stream.update()
        assert update["version"] == 1
        assert [(e["seq"], e["type"]) for e in update["events"]] == told
    for stream in opened:
        stream.close()
    assert eventually(lambda: subscribers(raw, game) == 0)  # the last stream out unsubscribes


def test_open_streams_take_no_places_from_moves(
    http: Api, streams: Callable[..., SseStream]
) -> None:
    """Each worker runs 3 requests at once (``GUNICORN_ACTIVE_REQUESTS``, ``api.http.admission``);
    a stream holds its place only until it starts: with four times as many streams open as the
    two workers have places, moves and reads are answered at once."""
    game = create_game(http, 2, seed=103)
    opened = [streams(game, n % 3 if n % 3 < 2 else None) for n in range(24)]
    for stream in opened:
        assert stream.status == 200 and stream.update()["version"] == 0
    started = time.monotonic()
    for _ in range(6):
        move(http, game)
    assert time.monotonic() - started < WAIT / 2
    for stream in opened:
        assert stream.until(6)[-1]["version"] == 6


# ----- the first message, Last-Event-ID -----------------------------------------------------------


def test_the_first_message_is_the_callers_current_view(
    http: Api, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 3, seed=102, names=["Ana", "Boris", "Chen"])
    move(http, game)
    for seat in (None, 0, 2):
        stream = streams(game, seat, lang="fr")
        assert stream.status == 200
        assert stream.headers["content-type"] == "text/event-stream; charset=utf-8"
        assert stream.headers["cache-control"] == "no-store"
        assert stream.headers["content-language"] == "fr"
        first = stream.update()
        assert first == {"version": 1, "view": first["view"], "events": []}
        token = {} if seat is None else bearer(game.tokens[seat])
        assert first["view"] == http.get(game.path, headers=token, query={"lang": "fr"}).json


def test_last_event_id_resumes_with_every_event_since_exactly_once(
    http: Api, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=103)
    stream = streams(game, 0)
    got = [stream.update()]
    for _ in range(3):
        move(http, game)
    got += stream.until(3)
    stream.close()
    for _ in range(4):  # nobody follows
        move(http, game)

    resumed = streams(game, 0, last=got[-1]["version"]).update()

    assert resumed["version"] == 7
    log = http.get(game.path + "/events", headers=bearer(game.tokens[0])).json["events"]
    everything = [e for e in log if e["seq"] > 2]  # after the creation's (version 0)
    assert seqs([*got, resumed]) == [e["seq"] for e in everything]
    assert [e for u in (*got, resumed) for e in u["events"]] == everything
    from_start = streams(game, 0, last=0).update()
    assert from_start["events"] == log  # Last-Event-ID 0: the creation's events too
    assert streams(game, 0, last=10**9).update()["events"] == []  # no such version: none
    current = streams(game, 0, last=7)  # the client has version 7's message: nothing again
    assert current.quiet(1.5)
    move(http, game)
    assert [u["version"] for u in current.until(8)] == [8]


def test_across_reconnections_each_version_and_event_comes_once(
    http: Api, streams: Callable[..., SseStream]
) -> None:
    """A raw SSE client that reconnects with its Last-Event-ID, often while nothing moved (the
    case that sent the current version again as a view-only update), and at version 0 with
    ``0``: every version once, every event of the log once, in order, the creation's first."""
    game = create_game(http, 2, seed=107)
    got: list[dict] = []
    last = 0
    for round_ in range(12):
        stream = streams(game, 0, last=last)
        if round_ == 0 or game.version > last:
            got += stream.until(game.version)
        else:
            assert stream.quiet(0.3), "the current version came again"
        for _ in range((round_ + 1) % 3):  # one, two or no moves before the next reconnection
            move(http, game)
            got += stream.until(game.version)
        stream.close()
        last = got[-1]["version"]
    versions = [update["version"] for update in got]
    assert versions == sorted(set(versions)) and versions[-1] == game.version
    log = http.get(game.path + "/events", headers=bearer(game.tokens[0])).json["events"]
    assert [e for update in got for e in update["events"]] == log


def test_a_bad_last_event_id_is_400(http: Api, streams: Callable[..., SseStream]) -> None:
    game = create_game(http, 2, seed=104)
    for value in ("x", "-1", "1.5"):
        refused = streams(game, last=value)
        assert refused.status == 400
        assert refused.problem["code"] == "invalid_request"
        assert "Last-Event-ID" in refused.problem["errors"]


# ----- keep-alive, the end ------------------------------------------------------------------------


def test_a_comment_line_comes_every_keepalive(streams: Callable[..., SseStream], http: Api) -> None:
    stream = streams(create_game(http, 2, seed=105))
    stream.update()
    opened = time.monotonic()

    assert stream.quiet(3.4)  # comments only

    times = [opened, *stream.comments]
    assert len(stream.comments) >= 3
    assert max(b - a for a, b in zip(times, times[1:], strict=False)) <= KEEPALIVE + 0.5


def test_the_final_update_is_followed_by_end_and_the_server_closes(
    http: Api, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=106, seats=[{"name": "Ana"}, {"bot": "greedy"}])
    following = [streams(game, 0), streams(game)]
    for stream in following:
        stream.update()

    reply = act(http, game, 0, {"type": "resign"})  # no person left: the bot finishes the game
    assert reply.status == 200 and reply.json["view"]["phase"] == "over"

    for stream in following:
        final = stream.update()
        assert final["version"] == 1 and final["view"]["phase"] == "over"
        assert final["events"][0]["type"] == "resigned"
        assert final["events"][-1]["type"] == "game_over"
        end = stream.next()
        assert (end.event, end.data) == ("end", {"version": 1})
        assert stream.closed_by_server()
    late = streams(game, last=0)  # a finished game: its view, every event, the end
    log = http.get(game.path + "/events").json["events"]
    assert late.update()["events"] == log and log[-len(final["events"]) :] == final["events"]
    done = streams(game, last=1)  # the client has the final update: only the end
    assert done.next().event == "end" and done.closed_by_server()
    assert late.next().event == "end" and late.closed_by_server()


# ----- tickets ------------------------------------------------------------------------------------


def test_a_ticket_opens_its_seats_stream_once(
    http: Api, raw: redis.Redis, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 3, seed=107)
    path = game.path + "/stream-ticket"
    assert_problem(http.post(path), 401, "invalid_token")  # a seat token is required
    assert_problem(http.post(path, headers=bearer("A" * 43)), 401, "invalid_token")
    assert_problem(http.post("/v1/games/nosuchgame1/stream-ticket"), 404, "game_not_found")
    assert_problem(http.post(path, headers=bearer(game.tokens[1]), query={"x": 1}), 400,
                   "invalid_request")  # fmt: skip
    issued = http.post(path, headers=bearer(game.tokens[1]))
    assert issued.status == 200 and issued.headers["Cache-Control"] == "no-store"
    assert set(issued.json) == {"ticket", "expires_in"} and issued.json["expires_in"] == 60
    ticket = issued.json["ticket"]
    assert 55 <= raw.ttl(ticket_key(game.id, ticket)) <= 60

    stream = streams(game, ticket=ticket, token=game.tokens[0])  # the header is not read
    assert stream.update()["view"]["seat"] == 1

    for used in (ticket, "B" * 43, "short"):
        refused = streams(game, ticket=used)
        assert refused.status == 401 and refused.problem["code"] == "invalid_ticket"
        assert refused.headers["www-authenticate"] == "Bearer"


def test_a_ticket_expires_and_belongs_to_its_game(
    http: Api, raw: redis.Redis, streams: Callable[..., SseStream]
) -> None:
    game, other = create_game(http, 2, seed=108), create_game(http, 2, seed=109)
    ticket = http.post(game.path + "/stream-ticket", headers=bearer(game.tokens[0])).json["ticket"]
    raw.pexpire(ticket_key(game.id, ticket), 1)  # as if 60 s had passed
    time.sleep(0.05)
    assert streams(game, ticket=ticket).problem["code"] == "invalid_ticket"

    ticket = http.post(game.path + "/stream-ticket", headers=bearer(game.tokens[0])).json["ticket"]
    assert streams(other, ticket=ticket).status == 401  # another game's: refused, not used up
    assert streams(game, ticket=ticket).update()["view"]["seat"] == 0


# ----- presence -----------------------------------------------------------------------------------


def test_a_seat_is_connected_while_its_stream_is_open(
    http: Api, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=110)
    connected = lambda: [s["connected"] for s in view_of(http, game, 1)["seats"]]  # noqa: E731
    spectator = streams(game)
    spectator.update()
    assert connected() == [False, False]  # a spectator is nobody

    stream = streams(game, 0)
    first = stream.update()
    assert [s["connected"] for s in first["view"]["seats"]] == [True, False]
    time.sleep(PRESENCE + 0.5)  # refreshed while open
    assert connected() == [True, False]

    stream.close()
    closed = time.monotonic()
    assert eventually(lambda: connected() == [False, False], PRESENCE + 2)
    assert time.monotonic() - closed <= PRESENCE + 1.5


# ----- what the streams may show ------------------------------------------------------------------


@dataclass
class Truth:
    """The tables and events the store published, by version (captured with SSUBSCRIBE)."""

    raw: redis.Redis
    game: Game
    tables: dict[int, Table] = field(default_factory=dict)
    events: dict[int, list] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.tables[0] = Table.from_data(orjson.loads(self.raw.hget(game_key(self.game.id), "s")))
        self.pubsub = self.raw.pubsub()
        self.pubsub.ssubscribe(updates_channel(self.game.id))

    def catch_up(self, version: int) -> None:
        while version not in self.tables:
            message = self.pubsub.get_sharded_message(timeout=WAIT)
            assert message is not None, f"version {version} was not published"
            if message["type"] == "smessage":
                number, table, events = message["data"].split("\n", 2)
                self.tables[int(number)] = Table.from_data(orjson.loads(table))
                self.events[int(number)] = decode_events(events)


def check_update(truth: Truth, seat: int | None, update: dict) -> None:
    """The update shows ``seat`` no card it may not see at that version, nor any private part
    of an event it is not the audience of."""
    version = update["version"]
    truth.catch_up(version)
    table = truth.tables[version]
    hidden = get_game("biblios").secrets(table.state, seat)
    assert not hidden & strings_in(update["view"]), (seat, version, hidden & strings_in(update))
    text = json.dumps(update["view"], ensure_ascii=False)
    named = {card for card in hidden if card in UNIQUE_NAME and UNIQUE_NAME[card] in text}
    assert not named, (seat, version, named)
    published = {e.seq: e for v in range(version + 1) for e in truth.events.get(v, [])}
    for shown in update["events"]:
        event = published[shown["seq"]]
        private = event.private or {}
        if table.is_over() or seat in event.audience:
            assert shown["params"] == {**event.params, **private}
        else:
            assert shown["params"] == event.params, (seat, shown)
            assert not strings_in(private) & strings_in(shown), (seat, shown)
            names = {UNIQUE_NAME[c] for c in strings_in(private) if c in UNIQUE_NAME}
            assert not any(name in shown["text"] for name in names), (seat, shown)


def without_presence(view: dict) -> dict:
    """The view without ``connected`` (presence is not versioned: it depends on the time)."""
    seats = [{k: v for k, v in seat.items() if k != "connected"} for seat in view["seats"]]
    return {**view, "seats": seats}


def strings_in(data: Any) -> set[str]:
    if isinstance(data, dict):
        return {s for value in data.values() for s in strings_in(value)}
    if isinstance(data, list):
        return {s for value in data for s in strings_in(value)}
    return {data} if isinstance(data, str) else set()


def test_no_stream_shows_a_seat_what_it_may_not_see(
    http: Api, raw: redis.Redis, streams: Callable[..., SseStream]
) -> None:
    """A whole 4-player game with two bots and a resignation: every message of every seat's
    stream (one through a ticket) and a spectator's is checked against the published truth and
    against ``GET /v1/games/{id}`` for that seat at that version."""
    seats = [{"name": "Ana"}, {"bot": "greedy"}, {"name": "Chen"}, {"bot": "random"}]
    game = create_game(http, 4, seed=111, seats=seats)
    truth = Truth(raw, game)
    try:
        play_and_check(http, game, truth, streams)
    finally:
        truth.pubsub.close()


def play_and_check(http: Api, game: Game, truth: Truth, streams: Callable[..., SseStream]) -> None:
    ticket = http.post(game.path + "/stream-ticket", headers=bearer(game.tokens[2])).json["ticket"]
    following = {0: streams(game, 0), 2: streams(game, ticket=ticket), None: streams(game)}
    rnd = random.Random(111)
    seen: dict[int | None, list[dict]] = {who: [] for who in following}
    chen_moves = 0
    while True:
        for who, stream in following.items():
            update = stream.update()
            seen[who].append(update)
            check_update(truth, who, update)
            token = {} if who is None else bearer(game.tokens[who])
            expected = http.get(game.path, headers=token).json
            assert without_presence(update["view"]) == without_presence(expected)
            if len(seen[who]) > 1:  # every stream was open when it was rendered
                connected = [s["connected"] for s in update["view"]["seats"]]
                assert connected == [True, False, True, False]
        view = seen[None][-1]["view"]
        if view["phase"] == "over":
            break
        (seat,) = view["to_act"]
        if seat == 2 and chen_moves == 12:
            action = {"type": "resign"}
        else:
            chen_moves += seat == 2
            action = choose(rnd, view_of(http, game, seat))
        assert act(http, game, seat, action).status == 200

    assert any(e["type"] == "resigned" for u in seen[2] for e in u["events"])
    log = [e["seq"] for e in http.get(game.path + "/events").json["events"]]
    for who, stream in following.items():
        assert seqs(seen[who]) == log[2:]  # every event once, in order
        assert stream.next().event == "end" and stream.closed_by_server()


# ----- catching up --------------------------------------------------------------------------------


def test_a_write_that_was_not_published_is_caught_up_from_the_store(
    http: Api, durable: RedisServer, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=112)
    stream = streams(game, 1)
    stream.update()
    store = GameStore(durable.url, ttl=3600)
    try:  # a write nobody is told of: the stream will see a version it has not seen
        record = store.load(game.id)
        table = Table.from_data(orjson.loads(record.state))
        (seat,) = table.waiting_for()
        table.act(seat, first_legal(view_of(http, game, seat)))
        silent = Write(state=snapshot(table), seq=table.state.seq, events=None)
        assert store.compare_and_set(game.id, record.version, silent)
    finally:
        store.close()
    game.version = 1
    assert stream.quiet(0.5)

    move(http, game)

    update = stream.update()
    assert update["version"] == 2
    log = http.get(game.path + "/events", headers=bearer(game.tokens[1])).json["events"]
    assert update["events"] == log[2:]  # both writes' events, once


def test_opening_a_stream_applies_the_timeouts_due(
    http: Api, raw: redis.Redis, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=113, turn_seconds=60)
    created = len(http.get(game.path + "/events").json["events"])  # the creation's
    past = time.time() - 1  # the deadline has passed: the record's and seat 0's clock's
    clock = {"s": [[60, past - 60], [None, None]], "g": None, "o": []}
    raw.hset(game_key(game.id), mapping={"d": repr(past), "c": json.dumps(clock)})

    update = streams(game, last=0).update()

    assert update["version"] == 1
    assert update["events"][created]["type"] == "timed_out"  # right after the creation's


def test_a_stream_opens_the_game_and_hears_the_clocks_start(
    http: Api, streams: Callable[..., SseStream]
) -> None:
    """Clocks, second version: a seat's stream counts as opening the game; when the last
    person opens it (here by a read), the start grace ends and the open streams are told."""
    bank = {"type": "bank", "initial_seconds": 600, "increment_seconds": 5}
    game = create_game(http, 2, seed=114, clock={**bank, "start_grace_seconds": 3600})
    stream = streams(game, 0)
    first = stream.update()
    assert first["version"] == 1  # seat 0's stream opened the game: written
    assert first["view"]["clock"]["grace_until"] is not None
    assert not first["view"]["clock"]["seats"][0]["running"]
    opened = http.get(game.path, headers=bearer(game.tokens[1])).json  # the last person
    assert opened["version"] == 2 and opened["clock"]["grace_until"] is None
    update = stream.update()
    assert update["version"] == 2 and update["events"] == []
    assert update["view"]["clock"]["grace_until"] is None
    assert update["view"]["clock"]["seats"][0]["running"]


def test_streams_catch_up_after_losing_their_subscription(
    http: Api, raw: redis.Redis, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=114)
    stream = streams(game)
    stream.update()
    assert eventually(lambda: subscribers(raw, game) == 1)

    raw.client_kill_filter(_type="pubsub")  # the process's subscription connection drops
    answers = [move(http, game), move(http, game)]  # likely before it is back

    got = stream.until(2)
    assert seqs(got) == [e["seq"] for a in answers for e in a["events"]]
    assert eventually(lambda: subscribers(raw, game) == 1)
    answers.append(move(http, game))
    assert seqs(stream.until(3)) == [e["seq"] for e in answers[-1]["events"]]


def test_streams_survive_a_redis_outage(
    http: Api, durable: RedisServer, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=115)
    following = [streams(game, 0), streams(game)]
    for stream in following:
        stream.update()

    durable.stop()
    time.sleep(KEEPALIVE * 2)
    assert all(stream.quiet(0.1) for stream in following)  # still open, comment lines only
    durable.start()
    assert eventually(lambda: http.get("/v1/health").status == 200)
    answer = move(http, game)

    for stream in following:
        assert seqs([stream.update()]) == [e["seq"] for e in answer["events"]]


# ----- refusals -----------------------------------------------------------------------------------


def test_refusals_come_before_anything_is_streamed(
    http: Api, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=116)
    cases = [
        (streams("nosuchgame1"), 404, "game_not_found"),
        (streams(game, lang="x" * 50), 400, "invalid_request"),
        (streams(game, query="after=1"), 400, "invalid_request"),
        (streams(game, ticket="x" * 101), 400, "invalid_request"),
        (streams(game, token="A" * 43), 401, "invalid_token"),
        (streams(game, ticket=secrets.token_urlsafe(32)), 401, "invalid_ticket"),
    ]
    for refused, status, code in cases:
        assert refused.status == status, refused.body
        assert refused.headers["content-type"] == "application/problem+json"
        assert refused.problem["code"] == code


def test_a_stream_is_counted_while_open_and_when_it_ends(app: Flask) -> None:
    """In-process (one metrics registry): the open streams gauge, and the request counted with
    its status once the stream has ended, as ``api.http.observability`` asks."""
    client = app.test_client()
    created = client.post("/v1/games", json={"game": "biblios", "players": 2, "seed": 118}).json
    path = f"/v1/games/{created['id']}/stream"

    def metric(name: str) -> float:
        text = client.get("/metrics").get_data(as_text=True)
        found = re.search(rf"^{re.escape(name)} ([0-9.e+]+)$", text, re.M)
        return float(found.group(1)) if found else 0.0

    counted = 'biblios_http_requests_total{method="GET",route="/v1/games/<game_id>/stream",'
    counted += 'status="200"}'
    before, opened = metric(counted), metric("biblios_open_streams")
    response = client.get(path, buffered=False)
    assert next(iter(response.response)).startswith(b"id: 0\nevent: update\n")
    assert metric("biblios_open_streams") == opened + 1 and metric(counted) == before

    response.close()

    assert metric("biblios_open_streams") == opened and metric(counted) == before + 1


# ----- a re-issued token (issue 25) ---------------------------------------------------------------


@pytest.fixture(scope="module")
def portal_server(
    durable: RedisServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[GunicornServer, PortalCredentials]]:
    """A closed-mode server on the same Redis, with one portal: a seat's token can be
    re-issued there."""
    acme = portal("acme")
    portals_file = write_portals(tmp_path_factory.mktemp("portals") / "portals.toml", acme)
    with GunicornServer(
        durable.url,
        workers=2,
        BIBLIOS_STREAM_KEEPALIVE=str(KEEPALIVE),
        BIBLIOS_PRESENCE_SECONDS=str(PRESENCE),
        BIBLIOS_PORTALS_FILE=str(portals_file),
    ) as running:
        yield running, acme


def test_a_reissued_token_ends_the_old_tokens_streams_at_once(
    portal_server: tuple[GunicornServer, PortalCredentials], raw: redis.Redis
) -> None:
    """The attack of issue 25: a stream opened with token A kept the seat's private view (and
    its presence) after the portal re-issued the seat's token. Now every stream of the old
    token, on either process, ends at once with ``token_replaced``; the seat is no longer
    connected, and the old token opens nothing. Other streams go on."""
    server, acme = portal_server
    http = Api(base_url=server.url)
    created = http.post("/v1/games", {"game": "biblios", "players": 2}, headers=acme.auth)
    assert created.status == 201, created
    game = Game(created.json["id"], [s["token"] for s in created.json["seats"]], created.json)
    opened: list[SseStream] = []

    def stream(headers: dict[str, str], query: str = "") -> SseStream:
        opened.append(SseStream(server.port, f"{game.path}/stream{query}", headers))
        return opened[-1]

    try:
        ticket = http.post(game.path + "/stream-ticket", headers=bearer(game.tokens[0]))
        old = [stream(bearer(game.tokens[0])) for _ in range(3)]  # both processes, likely
        old.append(stream({}, f"?ticket={ticket.json['ticket']}"))
        others = [stream(bearer(game.tokens[1])), stream({})]
        for each in old + others:
            each.update()
        seated = lambda: [s["connected"] for s in view_of(http, game, None)["seats"]]  # noqa: E731
        assert seated() == [True, True]

        reissued = http.post(game.path + "/seats/0/token", headers=acme.auth)
        assert reissued.status == 200
        new_token = reissued.json["token"]
        for each in old:
            end = each.next(timeout=PRESENCE)  # at once: before any presence refresh
            assert (end.event, end.data) == ("end", {"version": 0, "reason": "token_replaced"})
            assert each.closed_by_server()
        assert seated() == [False, True]  # the presence ended with the token
        time.sleep(PRESENCE)  # no stream of the old token brings it back
        assert seated() == [False, True]

        # the new token moves; only the streams still allowed see it
        (seat,) = view_of(http, game, None)["to_act"]
        token = new_token if seat == 0 else game.tokens[1]
        reply = act(http, Game(game.id, [new_token, game.tokens[1]], game.created), seat,
                    first_legal(http.get(game.path, headers=bearer(token)).json))  # fmt: skip
        assert reply.status == 200, reply
        for each in others:
            assert each.update()["version"] == 1
        refused = stream(bearer(game.tokens[0]))
        assert refused.status == 401 and refused.problem["code"] == "invalid_token"
        fresh = stream(bearer(new_token))
        assert fresh.update()["view"]["seat"] == 0 and seated() == [True, True]
    finally:
        for each in opened:
            each.close()
        http.close()


def test_a_reissued_token_is_published_and_ends_the_presence(
    http: Api, durable: RedisServer, raw: redis.Redis
) -> None:
    """The store tells the game's channel in the same step as it replaces the token (the
    streams of every process hear it), ends the seat's presence, and from then on refuses to
    mark the seat present for the old token."""
    game = create_game(http, 2, seed=140)
    old_hash = raw.hget(game_key(game.id), "t")
    old_hash = json.loads(old_hash)[0]
    store = GameStore(durable.url, ttl=3600)
    pubsub = raw.pubsub()
    try:
        assert store.mark_present(game.id, 0, time.time() + 60, old_hash)
        pubsub.ssubscribe(updates_channel(game.id))
        assert pubsub.get_sharded_message(timeout=WAIT)["type"] == "ssubscribe"
        assert store.replace_token(game.id, 0, "f" * 64) == 1
        message = pubsub.get_sharded_message(timeout=WAIT)
        assert (message["type"], message["data"]) == ("smessage", SEATS_CHANGED.decode())
        assert raw.hget(game_key(game.id), "p0") is None
        assert not store.mark_present(game.id, 0, time.time() + 60, old_hash)
        assert raw.hget(game_key(game.id), "p0") is None
        assert store.mark_present(game.id, 0, time.time() + 60, "f" * 64)
    finally:
        pubsub.close()
        store.close()


def test_no_server_error_was_logged(server: GunicornServer) -> None:
    log = server.log.read_text(errors="replace")
    assert "Traceback" not in log and "[ERROR]" not in log, server.log_tail(60)


def test_a_stopping_server_ends_its_streams_at_once(
    server: GunicornServer, http: Api, streams: Callable[..., SseStream]
) -> None:
    game = create_game(http, 2, seed=117)
    following = [streams(game, n % 2) for n in range(6)]
    for stream in following:
        stream.update()
    http.close()  # an idle keep-alive connection would hold its worker for up to 5 s
    started = time.monotonic()

    assert server.stop() == 0

    assert time.monotonic() - started < 4  # not the 30 s graceful timeout
    for stream in following:
        assert stream.closed_by_server(1)  # no `end`: the game goes on, clients reconnect
        assert stream.retry is not None and 500 <= stream.retry <= 2500  # soon, spread out
