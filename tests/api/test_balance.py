"""``api.balance``: connection counts shared by gunicorn's workers, and connections kept even
across the workers of a real gunicorn."""

from __future__ import annotations

import http.client
import os
import re
import shutil
import signal
import subprocess
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from api import balance
from api.balance import ConnectionCounts, Deferral
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer


@dataclass
class Worker:
    """What the master's pre_fork hook passes for a live worker: its slot, if it has one."""

    connection_slot: int | None


class NoSlot:
    """A worker object that was never given a slot attribute."""


# --- ConnectionCounts: the master's side ----------------------------------------------------


def test_assign_gives_the_first_slot_no_live_worker_holds() -> None:
    counts = ConnectionCounts(3)
    assert counts.slots == 3

    assert counts.assign([]) == 0
    assert counts.assign([Worker(0)]) == 1
    assert counts.assign([Worker(0), Worker(1)]) == 2
    assert counts.assign([Worker(2), Worker(0)]) == 1  # a gap left by a worker gone
    assert counts.assign([Worker(1), Worker(2)]) == 0


def test_assign_returns_none_when_every_slot_is_held() -> None:
    counts = ConnectionCounts(2)
    assert counts.assign([Worker(0), Worker(1)]) is None
    assert counts.assign([Worker(1), Worker(0), Worker(None)]) is None


def test_assign_ignores_workers_without_a_slot() -> None:
    counts = ConnectionCounts(2)
    assert counts.assign([Worker(None), NoSlot()]) == 0
    assert counts.assign([Worker(0), Worker(None), NoSlot()]) == 1


def test_a_released_slot_no_longer_counts_and_none_is_ignored() -> None:
    counts = ConnectionCounts(2)
    a = counts.assign([])
    b = counts.assign([Worker(a)])
    assert (a, b) == (0, 1)
    counts.opened(a)
    assert counts.holds_more(a)  # b holds 0

    counts.release(b)
    assert not counts.holds_more(a)  # a free slot is no worker holding less
    counts.release(None)  # a worker that had no slot: nothing to free
    assert not counts.holds_more(a)


def test_a_reassigned_slot_starts_again_from_zero() -> None:
    counts = ConnectionCounts(2)
    a = counts.assign([])
    b = counts.assign([Worker(a)])
    for _ in range(5):
        counts.opened(b)
    counts.opened(a)
    counts.release(b)  # that worker exited holding 5
    assert counts.assign([Worker(a)]) == b
    assert counts.holds_more(a) and not counts.holds_more(b)


# --- ConnectionCounts: a worker's side ------------------------------------------------------


def test_a_worker_holds_more_only_when_another_live_one_holds_fewer() -> None:
    counts = ConnectionCounts(4)
    a = counts.assign([])
    b = counts.assign([Worker(a)])
    assert not counts.holds_more(a) and not counts.holds_more(b)  # 0 and 0: a tie

    counts.opened(a)
    assert counts.holds_more(a) and not counts.holds_more(b)  # 1 against 0

    counts.opened(b)
    assert not counts.holds_more(a) and not counts.holds_more(b)  # 1 and 1: a tie

    counts.opened(b)
    counts.opened(b)
    assert counts.holds_more(b) and not counts.holds_more(a)  # 3 against 1

    counts.closed(b)
    counts.closed(b)
    assert not counts.holds_more(b)  # back to 1 and 1


def test_free_slots_are_not_workers_holding_fewer() -> None:
    counts = ConnectionCounts(8)
    only = counts.assign([])
    for _ in range(50):
        counts.opened(only)
    assert not counts.holds_more(only)  # the seven other slots are free (-1)


def test_holds_more_compares_with_the_least_loaded_of_several_workers() -> None:
    counts = ConnectionCounts(4)
    workers: list[Worker] = []
    for _ in range(3):
        workers.append(Worker(counts.assign(workers)))
    a, b, c = (w.connection_slot for w in workers)
    assert (a, b, c) == (0, 1, 2)
    for slot, held in ((a, 2), (b, 2), (c, 1)):
        for _ in range(held):
            counts.opened(slot)

    assert counts.holds_more(a) and counts.holds_more(b) and not counts.holds_more(c)
    counts.release(c)  # the least loaded one exits
    assert not counts.holds_more(a) and not counts.holds_more(b)


def test_counts_written_in_a_forked_child_are_seen_by_the_parent() -> None:
    counts = ConnectionCounts(2)
    child_slot = counts.assign([])
    parent_slot = counts.assign([Worker(child_slot)])
    counts.opened(parent_slot)
    counts.opened(parent_slot)

    pid = os.fork()
    if pid == 0:  # the child: count three connections on its own slot, and go
        code = 1
        try:
            for _ in range(3):
                counts.opened(child_slot)
            code = 0
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0

    # The child's slot now holds 3: more than the parent's 2, as many as 3, fewer than 4.
    assert counts.holds_more(child_slot) and not counts.holds_more(parent_slot)
    counts.opened(parent_slot)
    assert not counts.holds_more(child_slot) and not counts.holds_more(parent_slot)
    counts.opened(parent_slot)
    assert counts.holds_more(parent_slot) and not counts.holds_more(child_slot)


def test_share_makes_one_array_for_the_whole_master(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(balance, "_shared", None)  # as in a master before its first fork
    assert balance.shared() is None
    first = balance.share()
    assert balance.share() is first and balance.shared() is first
    assert first.slots >= 2


# --- Deferral -------------------------------------------------------------------------------


def loaded_pair() -> tuple[ConnectionCounts, int, int]:
    """Two workers' slots, the first holding one connection more than the second."""
    counts = ConnectionCounts(2)
    busy = counts.assign([])
    idle = counts.assign([Worker(busy)])
    counts.opened(busy)
    return counts, busy, idle


def test_a_worker_holding_no_more_never_waits() -> None:
    counts, busy, idle = loaded_pair()
    deferral = Deferral()
    assert not deferral.should_wait(counts, idle)
    assert deferral.since is None


def test_a_worker_holding_more_waits_until_max_defer_then_accepts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(balance, "MAX_DEFER", 0.3)
    counts, busy, _ = loaded_pair()
    deferral = Deferral()

    started = time.monotonic()
    assert deferral.should_wait(counts, busy)
    while time.monotonic() - started < 0.1:
        assert deferral.should_wait(counts, busy)  # still within MAX_DEFER
        time.sleep(0.01)

    time.sleep(0.35)
    assert not deferral.should_wait(counts, busy)  # nobody took it in time: accept anyway
    assert deferral.since is None
    assert deferral.should_wait(counts, busy)  # the next connection: a new wait begins


def test_a_wait_ends_as_soon_as_the_load_is_even_and_the_next_one_starts_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(balance, "MAX_DEFER", 0.6)
    counts, busy, idle = loaded_pair()
    deferral = Deferral()

    assert deferral.should_wait(counts, busy)
    time.sleep(0.4)
    counts.opened(idle)  # another worker took a connection: even again
    assert not deferral.should_wait(counts, busy)

    counts.opened(busy)  # uneven again: the wait starts over, not from the first one
    assert deferral.should_wait(counts, busy)
    time.sleep(0.4)  # 0.8 s since the first wait began, 0.4 s since this one did
    assert deferral.should_wait(counts, busy)


# --- A real gunicorn with two workers -------------------------------------------------------

SS = shutil.which("ss")
CONNECTIONS = 16


def server_sockets(port: int, state: str) -> str:
    """``ss``'s lines of the server-side sockets of ``port`` in ``state``, with their pids."""
    return subprocess.run(
        [SS, "-tnpH", "state", state, f"( sport = :{port} )"],
        capture_output=True,
        text=True,
        timeout=10,
        check=True,
    ).stdout


def server_side_holders(port: int) -> dict[int, int]:
    """The pid holding the server side of each connection to ``port``, by client port."""
    listing = server_sockets(port, "established")
    holders: dict[int, int] = {}
    pattern = re.compile(rf":{port}\s+\S+:(\d+)\s+users:\(\(.*?pid=(\d+)")
    for line in listing.splitlines():
        match = pattern.search(line)
        if match:
            holders[int(match.group(1))] = int(match.group(2))
    return holders


def connected_server_sockets(port: int) -> int:
    """Server-side sockets of ``port`` still owned by a worker (in any state but listening)."""
    listing = server_sockets(port, "connected")
    return sum("pid=" in line for line in listing.splitlines())


def open_kept_alive(port: int) -> http.client.HTTPConnection:
    """A connection that asked for /v1/health, got its answer, and stays open."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", "/v1/health")
    reply = conn.getresponse()
    reply.read()
    assert reply.status == 200 and not reply.will_close
    return conn


def wait_for_both_workers(server: GunicornServer, timeout: float = 30) -> set[int]:
    """The pids of the two workers, once each has answered a request over a connection it
    accepted (so both have loaded the app and listen)."""
    seen: set[int] = set()
    deadline = time.monotonic() + timeout
    while len(seen) < 2:
        if time.monotonic() > deadline:
            pytest.fail(
                f"only workers {sorted(seen)} answered in {timeout} s:\n{server.log_tail()}"
            )
        conn = open_kept_alive(server.port)
        try:
            client_port = conn.sock.getsockname()[1]
            for _ in range(50):
                pid = server_side_holders(server.port).get(client_port)
                if pid is not None:
                    seen.add(pid)
                    break
                time.sleep(0.01)
        finally:
            conn.close()
        time.sleep(0.05)
    return seen


def wait_until_no_connections(port: int, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while connected_server_sockets(port):
        if time.monotonic() > deadline:
            pytest.fail(f"the workers still hold connections to :{port} after {timeout} s")
        time.sleep(0.02)
    time.sleep(0.2)  # the handlers that saw the close have given their count back


def open_together(port: int, count: int) -> list[http.client.HTTPConnection]:
    """``count`` connections made at once, then each asks for /v1/health and keeps open."""
    conns = [http.client.HTTPConnection("127.0.0.1", port, timeout=10) for _ in range(count)]
    try:
        for conn in conns:  # every connection is made before any request is sent
            conn.connect()
        for conn in conns:
            conn.request("GET", "/v1/health")
        for conn in conns:
            reply = conn.getresponse()
            reply.read()
            assert reply.status == 200 and not reply.will_close
    except BaseException:
        close_all(conns)
        raise
    return conns


def close_all(conns: list[http.client.HTTPConnection]) -> None:
    for conn in conns:
        conn.close()


def split_of(port: int, conns: list[http.client.HTTPConnection]) -> Counter[int]:
    """How many of ``conns`` each worker pid holds (looked at until all are seen, up to 2 s:
    well within gunicorn's 5 s keep-alive)."""
    ours = {conn.sock.getsockname()[1] for conn in conns}
    split: Counter[int] = Counter()
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:
        holders = server_side_holders(port)
        split = Counter(pid for client_port, pid in holders.items() if client_port in ours)
        if sum(split.values()) == len(conns):
            break
        time.sleep(0.05)
    return split


needs_ss = pytest.mark.skipif(
    SS is None, reason="ss (iproute2) is needed to see which worker holds each connection"
)


@pytest.fixture(scope="module")
def two_workers(redis_server: RedisServer) -> Iterator[tuple[GunicornServer, set[int]]]:
    """A real gunicorn with two workers, both booted, and their pids."""
    if not redis_server.is_running():
        redis_server.start()
    with GunicornServer(redis_server.url, workers=2) as server:
        yield server, wait_for_both_workers(server)


@needs_ss
def test_connections_opened_together_are_split_evenly_across_two_workers(
    two_workers: tuple[GunicornServer, set[int]],
) -> None:
    server, workers = two_workers
    wait_until_no_connections(server.port)

    conns = open_together(server.port, CONNECTIONS)
    try:
        split = split_of(server.port, conns)
    finally:
        close_all(conns)

    assert sum(split.values()) == CONNECTIONS, f"connections seen held: {dict(split)}"
    assert set(split) == workers, f"held by {dict(split)}, workers {sorted(workers)}"
    assert sorted(split.values()) in ([8, 8], [7, 9]), f"uneven split: {dict(split)}"


@needs_ss
def test_a_worker_that_fell_behind_takes_the_new_connections_until_even(
    two_workers: tuple[GunicornServer, set[int]],
) -> None:
    server, workers = two_workers
    wait_until_no_connections(server.port)
    ahead, behind = sorted(workers)
    half = CONNECTIONS // 2

    # While one worker is stopped, the other takes every connection, after waiting
    # MAX_DEFER for each one but the first for the stopped worker to take it.
    os.kill(behind, signal.SIGSTOP)
    try:
        started = time.monotonic()
        first = [open_kept_alive(server.port) for _ in range(half)]
        deferred = time.monotonic() - started
    finally:
        os.kill(behind, signal.SIGCONT)
    conns = first
    try:
        assert split_of(server.port, first) == Counter({ahead: half})
        assert deferred >= 0.8 * (half - 1) * balance.MAX_DEFER
        time.sleep(0.2)  # the stopped worker runs again

        conns = first + open_together(server.port, half)
        split = split_of(server.port, conns)
    finally:
        close_all(conns)

    assert sum(split.values()) == CONNECTIONS, f"connections seen held: {dict(split)}"
    assert split[behind] >= half - 1, f"the worker behind did not catch up: {dict(split)}"
