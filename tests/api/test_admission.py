"""``api.http.admission``: places handed out first come first served, and bodies read before
queueing.

The tests run greenlets in this process (no monkey-patching): the places only ever change
hands when a greenlet yields to gevent's hub, so the order of events is exact.
"""

from __future__ import annotations

import io
import json
import os
import runpy
import socket
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import gevent
import pytest
from flask import Flask
from gevent.event import Event

from api.http import admission as admission_module
from api.http.admission import (
    BODY_LATE,
    LAST_ANSWER,
    STREAMS_FULL,
    FairAdmission,
    FairSlots,
    is_stream,
    waiting_outside,
)
from api.http.stream_caps import StreamRefusals

ROOT = Path(__file__).resolve().parents[2]


def settle() -> None:
    """Let every greenlet that can run, run until it blocks (a few turns of the hub)."""
    for _ in range(5):
        gevent.sleep(0)


def queue_in_order(slots: FairSlots, ids: Iterable[int], got_in: list[int]) -> dict[int, Any]:
    """One greenlet per id, each asking for a place only once the previous one waits; each
    records its id when it gets in, then gives the place back."""

    def guest(ident: int) -> None:
        slots.acquire()
        got_in.append(ident)
        gevent.sleep(0.001)
        slots.release()

    guests = {}
    for ident in ids:
        guests[ident] = gevent.spawn(guest, ident)
        settle()  # it is now in the queue, behind those spawned before it
    return guests


# --- FairSlots ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "arrival"), [(1, [7, 2, 9, 0, 5, 3, 8, 1, 6, 4]), (3, [4, 1, 3, 0, 2, 5])]
)
def test_places_are_handed_out_in_arrival_order(size: int, arrival: list[int]) -> None:
    slots = FairSlots(size)
    for _ in range(size):  # this greenlet holds every place while the others arrive
        slots.acquire()
    got_in: list[int] = []

    guests = queue_in_order(slots, arrival, got_in)
    assert slots.waiting == len(arrival) and got_in == []
    for _ in range(size):
        slots.release()
    gevent.joinall(list(guests.values()), timeout=5, raise_error=True)

    assert got_in == arrival
    assert slots.free == size and slots.waiting == 0


def test_a_free_place_is_taken_at_once_without_yielding() -> None:
    slots = FairSlots(2)
    slots.acquire()
    slots.acquire()  # neither call blocked (this test would hang otherwise)
    assert slots.free == 0 and slots.waiting == 0
    slots.release()
    slots.release()
    assert slots.free == 2


def test_a_newcomer_cannot_take_a_place_released_to_a_waiter() -> None:
    slots = FairSlots(1)
    slots.acquire()
    got_in: list[str] = []

    def waiter() -> None:
        slots.acquire()
        got_in.append("waiter")
        gevent.sleep(0.01)
        slots.release()

    first = gevent.spawn(waiter)
    settle()
    assert slots.waiting == 1

    slots.release()  # the place goes to the waiter, which has not run yet
    assert not first.dead and got_in == []
    assert slots.free == 0  # not left free for whoever asks next

    slots.acquire()  # the newcomer (this greenlet) arrives now: it waits its turn
    got_in.append("newcomer")

    assert got_in == ["waiter", "newcomer"]
    assert first.dead
    slots.release()
    assert slots.free == 1 and slots.waiting == 0


@pytest.mark.parametrize("size", [0, -1, -10])
def test_fewer_than_one_place_is_refused(size: int) -> None:
    with pytest.raises(ValueError):
        FairSlots(size)


def test_a_waiter_killed_in_the_queue_gives_nothing_away_and_leaves_its_turn() -> None:
    slots = FairSlots(1)
    slots.acquire()
    got_in: list[int] = []
    guests = queue_in_order(slots, [0, 1, 2, 3], got_in)

    guests[1].kill()  # waiting, no place handed to it yet
    guests[2].kill()
    assert guests[1].dead and guests[2].dead
    assert slots.waiting == 2 and slots.free == 0

    slots.release()
    gevent.joinall([guests[0], guests[3]], timeout=5, raise_error=True)

    assert got_in == [0, 3]
    assert slots.free == 1 and slots.waiting == 0


def test_a_waiter_killed_just_after_its_place_was_handed_over_passes_it_on() -> None:
    slots = FairSlots(1)
    slots.acquire()
    inside = 0
    most_inside = 0
    got_in: list[int] = []

    def guest(ident: int) -> None:
        nonlocal inside, most_inside
        slots.acquire()
        inside += 1
        most_inside = max(most_inside, inside)
        got_in.append(ident)
        gevent.sleep(0.005)
        inside -= 1
        slots.release()

    guests = []
    for ident in range(3):
        guests.append(gevent.spawn(guest, ident))
        settle()
    assert slots.waiting == 3

    # The kill is delivered before the hand-over wakes the waiter: it dies holding a place.
    guests[0].kill(block=False)
    slots.release()
    gevent.joinall(guests, timeout=5)

    assert all(g.dead for g in guests)
    assert got_in == [1, 2]  # the place went on, in order, once
    assert most_inside == 1
    assert slots.free == 1 and slots.waiting == 0


def test_killing_waiters_of_a_larger_pool_leaks_no_place() -> None:
    slots = FairSlots(3)
    for _ in range(3):
        slots.acquire()
    got_in: list[int] = []
    guests = queue_in_order(slots, range(8), got_in)

    guests[0].kill(block=False)  # each killed just as its place is handed over
    guests[1].kill(block=False)
    slots.release()
    slots.release()
    guests[5].kill()  # and one killed while still queued
    slots.release()
    gevent.joinall(list(guests.values()), timeout=5)

    assert all(g.dead for g in guests.values())
    assert got_in == [2, 3, 4, 6, 7]
    assert slots.free == 3 and slots.waiting == 0


# --- FairAdmission --------------------------------------------------------------------------


def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> None:
    return None


class SlowBody:
    """A request body that arrives only once ``arrived`` is set (a client sending slowly)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.arrived = Event()
        self.reads: list[int] = []

    def read(self, size: int = -1) -> bytes:
        self.reads.append(size)
        self.arrived.wait()
        return self.data[:size] if size >= 0 else self.data


class Stream:
    """A request body stream that records how it is read (and is no io.BytesIO)."""

    def __init__(self, data: bytes = b"", error: Exception | None = None) -> None:
        self.data = data
        self.error = error
        self.reads: list[int] = []

    def read(self, size: int = -1) -> bytes:
        self.reads.append(size)
        if self.error is not None:
            raise self.error
        return self.data[:size] if size >= 0 else self.data


def environ_with(stream: Any, length: str | None = None, **extra: str) -> dict[str, Any]:
    environ: dict[str, Any] = {"REQUEST_METHOD": "POST", "PATH_INFO": "/", "wsgi.input": stream}
    if length is not None:
        environ["CONTENT_LENGTH"] = length
    environ.update(extra)
    return environ


def body_app(seen: list[tuple[Any, bytes]]) -> Callable[..., list[bytes]]:
    """An app that records the stream it was given and what reading it all yields."""

    def app(environ: dict[str, Any], start: Callable[..., Any]) -> list[bytes]:
        stream = environ["wsgi.input"]
        seen.append((stream, stream.read() if isinstance(stream, io.BytesIO) else b""))
        start("200 OK", [])
        return [b"ok"]

    return app


@pytest.mark.parametrize("slots", [1, 3])
def test_at_most_n_requests_run_the_app_at_once_in_arrival_order(slots: int) -> None:
    running = 0
    most_running = 0
    started: list[int] = []

    def app(environ: dict[str, Any], start: Callable[..., Any]) -> list[bytes]:
        nonlocal running, most_running
        running += 1
        most_running = max(most_running, running)
        started.append(environ["id"])
        gevent.sleep(0.005)  # waits on something (Redis): others could run meanwhile
        running -= 1
        start("200 OK", [])
        return [b"ok"]

    admission = FairAdmission(app, slots, max_body=1024)
    requests = []
    for ident in range(12):
        requests.append(gevent.spawn(admission, {"id": ident, "wsgi.input": None}, start_response))
        gevent.sleep(0)
    gevent.joinall(requests, timeout=10, raise_error=True)

    assert [r.value for r in requests] == [[b"ok"]] * 12
    assert most_running == slots
    assert started == list(range(12))
    assert admission.slots.free == slots and admission.slots.waiting == 0


def test_a_request_waiting_outside_holds_no_place_while_it_waits() -> None:
    """One place: a request that waits on other work (a hint's search on the bots' worker)
    gives it back while it waits, so the requests behind it run meanwhile; it queues again
    for a place when its wait is over."""
    order: list[str] = []

    def app(environ: dict[str, Any], start: Callable[..., Any]) -> list[bytes]:
        if environ["id"] == "hint":
            order.append("hint waits")
            with waiting_outside(environ):
                gevent.sleep(0.2)  # the worker's search
            order.append("hint answers")
        else:
            order.append(environ["id"])
        start("200 OK", [])
        return [b"ok"]

    admission = FairAdmission(app, 1, max_body=1024)
    hint = gevent.spawn(admission, {"id": "hint", "wsgi.input": None}, start_response)
    gevent.sleep(0.01)
    others = [
        gevent.spawn(admission, {"id": f"move {n}", "wsgi.input": None}, start_response)
        for n in range(3)
    ]
    gevent.joinall([hint, *others], timeout=10, raise_error=True)
    assert order == ["hint waits", "move 0", "move 1", "move 2", "hint answers"]
    assert admission.slots.free == 1 and admission.slots.waiting == 0
    with waiting_outside({}):  # outside an admission: nothing to give back
        pass


def test_a_whole_body_is_read_into_memory_before_the_app_runs() -> None:
    stream = Stream(b"hello, world")
    seen: list[tuple[Any, bytes]] = []
    admission = FairAdmission(body_app(seen), 1, max_body=100)

    assert admission(environ_with(stream, "12"), start_response) == [b"ok"]

    assert stream.reads == [12]  # the declared length, read once, before the app
    (given, body), *_ = seen
    assert isinstance(given, io.BytesIO) and given is not stream
    assert body == b"hello, world"


def test_a_body_of_exactly_max_body_bytes_is_read_first() -> None:
    stream = Stream(b"x" * 100)
    seen: list[tuple[Any, bytes]] = []
    FairAdmission(body_app(seen), 1, max_body=100)(environ_with(stream, "100"), start_response)

    assert stream.reads == [100]
    assert seen[0][1] == b"x" * 100


def test_a_client_sending_its_body_slowly_holds_no_place() -> None:
    order: list[str] = []

    def app(environ: dict[str, Any], start: Callable[..., Any]) -> list[bytes]:
        order.append(environ["PATH_INFO"])
        body = environ["wsgi.input"].read() if environ.get("CONTENT_LENGTH") else b""
        start("200 OK", [])
        return [body]

    admission = FairAdmission(app, 1, max_body=1024)
    slow = SlowBody(b'{"type":"pass"}')
    dribbling = gevent.spawn(admission, environ_with(slow, "15", PATH_INFO="/slow"), start_response)
    settle()
    assert slow.reads == [15] and order == []  # reading its body, not in the queue
    assert admission.slots.free == 1

    quick = gevent.spawn(admission, environ_with(None, PATH_INFO="/quick"), start_response)
    quick.join(timeout=5)
    assert quick.successful() and order == ["/quick"]  # ran while the other still sends

    slow.arrived.set()
    dribbling.join(timeout=5)
    assert dribbling.value == [b'{"type":"pass"}']
    assert order == ["/quick", "/slow"]


def test_a_body_over_max_body_is_left_to_the_app_unread() -> None:
    stream = Stream(b"x" * 101)
    seen: list[tuple[Any, bytes]] = []
    FairAdmission(body_app(seen), 1, max_body=100)(environ_with(stream, "101"), start_response)

    assert stream.reads == []
    assert seen[0][0] is stream


def test_a_chunked_body_is_read_first_up_to_one_byte_over_max_body() -> None:
    """The app sees a chunked body whole, or one byte over the limit: too large (413)."""
    stream = Stream(b"x" * 150)
    seen: list[tuple[Any, bytes]] = []
    environ = environ_with(stream, None, HTTP_TRANSFER_ENCODING="chunked")
    FairAdmission(body_app(seen), 1, max_body=100)(environ, start_response)

    assert stream.reads == [101]
    assert seen[0][1] == b"x" * 101


class Client:
    """The connection's socket as gunicorn hands it to the app (``gunicorn.socket``)."""

    def __init__(self) -> None:
        self.shut: list[int] = []

    def shutdown(self, how: int) -> None:
        self.shut.append(how)


@pytest.mark.parametrize("chunked", [False, True])
def test_a_body_late_past_the_deadline_is_dropped_and_its_connection_shut_after_the_answer(
    chunked: bool,
) -> None:
    slow, client = SlowBody(b'{"type":"pass"}'), Client()
    framing = {"HTTP_TRANSFER_ENCODING": "chunked"} if chunked else {"CONTENT_LENGTH": "15"}
    environ = {**environ_with(slow), **framing, "gunicorn.socket": client}
    seen: list[tuple[Any, bytes]] = []
    admission = FairAdmission(body_app(seen), 1, max_body=1024, body_timeout=0.05)
    started = time.monotonic()
    answer = admission(environ, start_response)

    assert time.monotonic() - started < 1
    assert environ[BODY_LATE] is True and seen[0][1] == b""
    assert list(answer) == [b"ok"] and client.shut == []  # the answer goes out first
    answer.close()
    assert client.shut == [socket.SHUT_RDWR]
    assert admission.slots.free == 1


def test_a_body_in_time_is_not_marked_late() -> None:
    environ = {**environ_with(Stream(b"{}"), "2"), "gunicorn.socket": Client()}
    seen: list[tuple[Any, bytes]] = []
    answer = FairAdmission(body_app(seen), 1, max_body=1024, body_timeout=5)(
        environ, start_response
    )

    assert BODY_LATE not in environ and seen[0][1] == b"{}"
    assert answer == [b"ok"]  # the app's own answer, untouched


@pytest.mark.parametrize(
    "length", ["12x", "²", "٣", "-1", " 5", "5 ", "+5", "0x5", "1e2", "5.0", "", "0", None]
)
def test_a_malformed_missing_or_zero_content_length_leaves_the_body_alone(
    length: str | None,
) -> None:
    stream = Stream(b"hello, world")
    seen: list[tuple[Any, bytes]] = []
    FairAdmission(body_app(seen), 1, max_body=100)(environ_with(stream, length), start_response)

    assert stream.reads == []
    assert seen[0][0] is stream


def test_a_body_whose_read_fails_reaches_the_app_empty() -> None:
    stream = Stream(error=OSError("connection reset by peer"))
    seen: list[tuple[Any, bytes]] = []
    admission = FairAdmission(body_app(seen), 1, max_body=100)

    assert admission(environ_with(stream, "12"), start_response) == [b"ok"]

    assert stream.reads == [12]
    (given, body), *_ = seen
    assert isinstance(given, io.BytesIO) and body == b""
    assert admission.slots.free == 1


def test_the_place_is_given_back_when_the_app_raises() -> None:
    calls = 0

    def app(environ: dict[str, Any], start: Callable[..., Any]) -> list[bytes]:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise RuntimeError("boom")
        start("200 OK", [])
        return [b"ok"]

    admission = FairAdmission(app, 1, max_body=100)
    with pytest.raises(RuntimeError, match="boom"):
        admission(environ_with(None), start_response)
    assert admission.slots.free == 1 and admission.slots.waiting == 0

    assert admission(environ_with(None), start_response) == [b"ok"]  # would block forever


def test_a_request_waiting_for_a_place_goes_in_after_one_whose_app_raised() -> None:
    release_first = Event()

    def app(environ: dict[str, Any], start: Callable[..., Any]) -> list[bytes]:
        if environ["PATH_INFO"] == "/fails":
            release_first.wait()
            raise RuntimeError("boom")
        start("200 OK", [])
        return [b"ok"]

    admission = FairAdmission(app, 1, max_body=100)
    failing = gevent.spawn(admission, environ_with(None, PATH_INFO="/fails"), start_response)
    settle()
    waiting = gevent.spawn(admission, environ_with(None, PATH_INFO="/ok"), start_response)
    settle()
    assert admission.slots.waiting == 1

    release_first.set()
    gevent.joinall([failing, waiting], timeout=5)
    assert isinstance(failing.exception, RuntimeError)
    assert waiting.value == [b"ok"]
    assert admission.slots.free == 1


def gunicorn_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, Any]:
    """The names ``gunicorn.conf.py`` defines, as gunicorn's master reads them."""
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))  # no directory of its own
    return runpy.run_path(str(ROOT / "gunicorn.conf.py"))


@pytest.mark.parametrize(("value", "expected"), [("", 3), ("1", 1), (" 8 ", 8)])
def test_the_active_requests_come_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, value: str, expected: int
) -> None:
    monkeypatch.setenv("GUNICORN_ACTIVE_REQUESTS", value)
    settings = gunicorn_settings(monkeypatch, tmp_path)
    assert settings["_active_requests"] == expected
    assert settings["worker_class"] == "gevent"  # gunicorn's own worker, nothing replaced


@pytest.mark.parametrize("value", ["0", "-2", "three", "2.5"])
def test_active_requests_that_are_not_a_positive_integer_are_refused(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, value: str
) -> None:
    monkeypatch.setenv("GUNICORN_ACTIVE_REQUESTS", value)
    with pytest.raises(ValueError, match="GUNICORN_ACTIVE_REQUESTS"):
        gunicorn_settings(monkeypatch, tmp_path)


def test_install_puts_fair_admission_around_a_flask_apps_wsgi_callable() -> None:
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = 1234
    app.config["BIBLIOS"] = SimpleNamespace(body_timeout=7.5, worker_streams=5)
    app.add_url_rule("/echo", "echo", lambda: b"ok", methods=["POST"])
    admission_module.install(app, 2)
    installed = app.wsgi_app
    assert isinstance(installed, FairAdmission)
    assert (installed.slots.free, installed.max_body, installed.body_timeout) == (2, 1234, 7.5)
    assert installed.stream_budget == 5
    answer = app.test_client().post("/echo", data=b"{}", content_type="application/json")
    assert (answer.status_code, answer.data) == (200, b"ok")
    assert installed.slots.free == 2  # the place was given back


def test_install_leaves_a_wsgi_app_that_is_not_flask_as_it_is() -> None:
    def plain(environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        start_response("204 No Content", [])
        return []

    admission_module.install(plain, 2)
    assert not hasattr(plain, "wsgi_app")


# ----- live streams, apart ----------------------------------------------------------------------


def stream_environ(game: str = "g1") -> dict[str, Any]:
    return {"PATH_INFO": f"/v1/games/{game}/stream", "REQUEST_METHOD": "GET"}


def test_a_stream_is_told_from_a_request_by_its_path() -> None:
    assert is_stream(stream_environ())
    for path in ("/v1/games/g1/stream-ticket", "/v1/games/g1", "/v1/games/g1/stream/x", "/"):
        assert not is_stream({"PATH_INFO": path})
    assert not is_stream({**stream_environ(), "REQUEST_METHOD": "POST"})  # the app's 405


def test_streams_over_the_budget_are_marked_and_closed_streams_given_back() -> None:
    seen: list[bool] = []

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        seen.append(STREAMS_FULL in environ)
        start_response("200 OK", [])
        return [b"data"]

    admission = FairAdmission(app, 3, 0, is_stream=is_stream, stream_budget=2)
    first = admission(stream_environ(), lambda *_: None)
    second = admission(stream_environ(), lambda *_: None)
    admission({"PATH_INFO": "/v1/health"}, lambda *_: None)  # a request is not a stream
    refused = admission(stream_environ(), lambda *_: None)
    assert seen == [False, False, False, True]
    assert admission.streams == 2
    assert isinstance(refused, list)  # the app's own answer: a refusal is never counted
    first.close()  # the server closes a stream's answer: its place is given back
    assert admission.streams == 1
    admission(stream_environ(), lambda *_: None)
    assert seen[-1] is False
    second.close()


def test_requests_do_not_queue_behind_streams_being_opened() -> None:
    """A stream that takes long to open holds the streams' one place, never the requests'."""
    opening = Event()
    order: list[str] = []

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        if is_stream(environ):
            opening.wait()
        order.append(environ["PATH_INFO"])
        start_response("200 OK", [])
        return []

    admission = FairAdmission(app, 1, 0, is_stream=is_stream, stream_budget=10)
    streams = [gevent.spawn(admission, stream_environ(str(n)), lambda *_: None) for n in (1, 2)]
    settle()
    request = gevent.spawn(admission, {"PATH_INFO": "/v1/health"}, lambda *_: None)
    request.join(timeout=2)
    assert order == ["/v1/health"]  # served while a stream is still opening
    assert admission.stream_slots.waiting == 1  # the second stream waits for the first
    opening.set()
    gevent.joinall(streams, timeout=2)
    assert order == ["/v1/health", "/v1/games/1/stream", "/v1/games/2/stream"]


def test_streams_over_the_budget_or_a_clients_cap_are_refused_at_once_without_the_app() -> None:
    """Issue 38, a crowd arriving: a refusal never waits behind the streams being opened (nor
    takes the app's pass), so the connections of thousands of refused streams are let go as
    fast as they come; the streams' counts are given back when they close."""
    opening = Event()
    reached: list[str] = []

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        reached.append(environ["REMOTE_ADDR"])
        opening.wait()  # every stream takes long to open
        start_response("200 OK", [])
        return [b"data"]

    refusals = StreamRefusals(client_cap=2, trusted_proxies=0)
    admission = FairAdmission(app, 1, 0, is_stream=is_stream, stream_budget=4, refusals=refusals)

    def stream(address: str) -> dict[str, Any]:
        return {**stream_environ(), "REMOTE_ADDR": address, "HTTP_ACCEPT_LANGUAGE": "fr"}

    opened = [gevent.spawn(admission, stream(a), lambda *_: None) for a in ("a", "a", "b")]
    settle()
    assert admission.streams == 3 and admission.stream_slots.waiting == 2
    answers: list[str] = []
    over_cap = admission(stream("a"), lambda status, headers: answers.append(status))
    opened.append(gevent.spawn(admission, stream("c"), lambda *_: None))  # the budget's last
    settle()
    over_budget_environ = stream("d")
    over_budget = admission(over_budget_environ, lambda status, headers: answers.append(status))
    assert answers == ["429 TOO MANY REQUESTS", "503 SERVICE UNAVAILABLE"]  # at once
    assert json.loads(b"".join(over_cap))["code"] == "too_many_streams"
    problem = json.loads(b"".join(over_budget))
    assert problem["code"] == "service_unavailable" and "occupé" in problem["detail"]
    assert over_budget_environ[LAST_ANSWER] is True  # its connection is shut once answered
    assert reached == ["a"]  # neither refusal reached the app
    opening.set()
    gevent.joinall(opened, timeout=2)
    assert reached == ["a", "a", "b", "c"]
    assert admission.client_streams == {"a": 2, "b": 1, "c": 1}
    for greenlet in opened:
        greenlet.value.close()  # the server closes the streams: their counts are given back
    assert (admission.streams, admission.client_streams) == (0, {})


def test_a_requests_gunicorn_refuses_every_stream_421_and_serves_the_rest() -> None:
    """Issue 38, streams apart: a requests' gunicorn (``BIBLIOS_ROLE=requests``) never opens a
    stream, whatever its budget: 421 ``misdirected_request`` in the client's language, without
    the app and without ``Retry-After`` (sent again, it is refused again), the last answer on
    its connection; every other request goes to the app."""
    reached: list[str] = []

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        reached.append(environ["PATH_INFO"])
        start_response("200 OK", [])
        return [b"ok"]

    refusals = StreamRefusals(client_cap=50, trusted_proxies=1)
    admission = FairAdmission(
        app, 1, 0, is_stream=is_stream, stream_budget=600, refusals=refusals, streams_here=False
    )
    statuses: list[tuple[str, list[tuple[str, str]]]] = []
    environ = {**stream_environ(), "HTTP_ACCEPT_LANGUAGE": "fr"}
    problem = json.loads(b"".join(admission(environ, lambda *a: statuses.append(a))))
    assert statuses[0][0] == "421 MISDIRECTED REQUEST"
    assert "Retry-After" not in dict(statuses[0][1])
    assert problem["code"] == "misdirected_request" and problem["status"] == 421
    assert "adresse publique" in problem["detail"]
    assert environ[LAST_ANSWER] is True and admission.streams == 0
    health = {**stream_environ(), "PATH_INFO": "/v1/health"}
    assert b"".join(admission(health, lambda *a: None)) == b"ok"
    assert reached == ["/v1/health"]


@pytest.mark.parametrize(("role", "share"), [("", 600), ("all", 600), ("streams", 900)])
def test_the_streams_share_follows_the_role(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, role: str, share: int
) -> None:
    """A streams' gunicorn serves nothing but streams and its health checks: 90 % of its
    connections go to streams, against 60 % where requests share them."""
    monkeypatch.delenv("BIBLIOS_WORKER_STREAMS", raising=False)
    monkeypatch.setenv("GUNICORN_WORKER_CONNECTIONS", "1000")
    monkeypatch.setenv("BIBLIOS_ROLE", role)
    settings = gunicorn_settings(monkeypatch, tmp_path)
    assert settings["raw_env"] == [f"BIBLIOS_WORKER_STREAMS={share}"]


@pytest.mark.parametrize(
    ("role", "nice", "expected"), [("streams", "", 10), ("streams", "0", 0), ("all", "", 0)]
)
def test_only_a_streams_gunicorn_lowers_its_cpu_priority(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, role: str, nice: str, expected: int
) -> None:
    monkeypatch.setenv("BIBLIOS_ROLE", role)
    monkeypatch.setenv("BIBLIOS_STREAMS_NICE", nice)
    assert gunicorn_settings(monkeypatch, tmp_path)["streams_nice"] == expected


@pytest.mark.parametrize("nice", ["20", "-1", "ten"])
def test_a_niceness_out_of_range_is_refused(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, nice: str
) -> None:
    monkeypatch.setenv("BIBLIOS_STREAMS_NICE", nice)
    with pytest.raises(ValueError, match="BIBLIOS_STREAMS_NICE"):
        gunicorn_settings(monkeypatch, tmp_path)


def test_an_unknown_role_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("BIBLIOS_ROLE", "stream")
    with pytest.raises(ValueError, match="BIBLIOS_ROLE"):
        gunicorn_settings(monkeypatch, tmp_path)


def test_stream_refusals_are_the_apps_problems_in_the_clients_language() -> None:
    refusals = StreamRefusals(client_cap=50, trusted_proxies=1)
    environ = {
        "REMOTE_ADDR": "10.0.0.1",
        "HTTP_X_FORWARDED_FOR": "203.0.113.9, 198.51.100.4",
        "QUERY_STRING": "lang=es",
        "HTTP_ACCEPT_LANGUAGE": "fr",
        "HTTP_X_REQUEST_ID": "probe-1",
    }
    assert refusals.client_of(environ) == "198.51.100.4"  # the address the proxy saw
    assert refusals.client_of({"REMOTE_ADDR": "10.0.0.1"}) == "10.0.0.1"
    started: list[Any] = []
    body = b"".join(refusals.refuse(environ, lambda *a: started.append(a), 429, "too_many_streams"))
    status, headers = started[0]
    fields = dict(headers)
    assert status == "429 TOO MANY REQUESTS"
    assert fields["Content-Type"] == "application/problem+json"
    assert (fields["Content-Language"], fields["Retry-After"]) == ("es", "2")
    assert fields["X-Request-Id"] == "probe-1" and int(fields["Content-Length"]) == len(body)
    problem = json.loads(body)
    assert problem["status"] == 429 and problem["request_id"] == "probe-1"
    assert problem["type"].endswith("/too_many_streams") and "IP" in problem["detail"]
    english = refusals.refuse(
        {"HTTP_X_REQUEST_ID": "x y"}, lambda *a: None, 503, "service_unavailable"
    )
    problem = json.loads(b"".join(english))
    assert problem["title"] and problem["detail"] and problem["request_id"] != "x y"


def test_reading_the_gunicorn_settings_leaves_the_environment_alone(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The streams' share of a worker's connections reaches the workers through gunicorn's
    ``raw_env``: a process that reads gunicorn.conf.py (a test, a tool) keeps its environment,
    so a later server of fewer connections is not handed a share it cannot hold."""
    monkeypatch.delenv("BIBLIOS_WORKER_STREAMS", raising=False)
    monkeypatch.setenv("GUNICORN_WORKER_CONNECTIONS", "1000")
    settings = gunicorn_settings(monkeypatch, tmp_path)
    assert "BIBLIOS_WORKER_STREAMS" not in os.environ
    assert settings["raw_env"] == ["BIBLIOS_WORKER_STREAMS=600"]
