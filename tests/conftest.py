"""Fixtures shared by every test: a private redis-server, started once per session.

The tests never use the machine's shared Redis (port 6379): they start their own on a free
port in a temporary directory and stop only that process.

With ``BIBLIOS_TEST_REDIS_CLUSTER=1`` the games live on a private three-master Redis Cluster
instead (``support.redis_cluster``): ``redis_url`` names one of its nodes, ``on_cluster`` is
true, and the apps of ``tests/api`` run with ``BIBLIOS_REDIS_CLUSTER=1`` and their job queue on
the private redis-server (``scripts/test`` runs the HTTP contract tests so).

A test that starts servers beyond the private Redis (gunicorn, a worker, ``scripts/serve``,
HAProxy, a Redis Cluster, Chromium, Node) is marked ``servers``: by its fixtures
(``SERVER_FIXTURES``), its folder (``SERVER_FOLDERS``) or an explicit ``@pytest.mark.servers``.
``scripts/test --quick`` leaves them out (docs/testing.md), and the tests marked ``slow``.

A fault test whose bounds are timings of the contract (a timeout within 2 s of its deadline,
moves' p99 under 1 s while thousands of streams are held) is marked ``alone`` as well:
``scripts/test`` runs it after the spread suite, by itself, so that the other test processes
and their servers do not share the 2 cores with what it times. An ``alone`` test also marked
``paired`` (the durable mode's failovers, the webhooks' fairness) has bounds several times what
it takes on a loaded machine: ``scripts/test`` runs those two at a time, after the others,
beside the cluster pass (docs/testing.md). An ``alone`` test marked ``busy`` (the stream
floods) keeps both cores busy for its whole length with room in its bounds, and one marked
``waits`` (the outbox's kill rounds and lost queue) spends most of its time waiting on its
clocks: ``scripts/test`` runs the ``busy`` ones at a lower CPU priority (niceness 5) beside the
``waits`` ones, which get most of the cores whenever they ask (a niceness counts because the
servers a test starts stay in its session: ``support``). ``scripts/test`` finds the ``alone``
tests' files by the mark written in them (``pytest.mark.alone``) and collects only those.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from api.play.redis_connect import Client, connect
from support.bytecode import compile_project
from support.redis_cluster import RedisCluster
from support.redis_server import RedisServer, RedisServerError

ON_CLUSTER = os.environ.get("BIBLIOS_TEST_REDIS_CLUSTER", "").strip() == "1"

#: Fixtures that start a server process of their own: a test using one is marked ``servers``.
SERVER_FIXTURES = frozenset(
    {
        "browser",
        "cluster_server",
        "durable_gunicorn",
        "gunicorn",
        "portal_server",
        "proxied",
        "redis_cluster",
        "server",
        "site",
        "worker",
    }
)
#: Folders whose every test starts a browser, Node or a server: marked ``servers``.
SERVER_FOLDERS = ("browser", "clients", "contract")


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # once, before xdist's processes start
        compile_project()  # the bytecode every process the tests start reads (support.bytecode)
    config.addinivalue_line(
        "markers",
        "servers: starts a server process beyond the private Redis (gunicorn, a worker, "
        "scripts/serve, HAProxy, a Redis Cluster, Chromium, Node); scripts/test --quick "
        "leaves it out",
    )
    config.addinivalue_line(
        "markers",
        "alone: a fault test timing the contract's bounds; scripts/test runs it after the "
        "spread suite, by itself",
    )
    config.addinivalue_line(
        "markers",
        "paired: an alone test whose bounds have room for more beside it (a failover "
        "followed within 10 s); scripts/test runs these two at a time, after the others, "
        "beside the cluster pass",
    )
    config.addinivalue_line(
        "markers",
        "busy: an alone test that keeps the cores busy, with room in its bounds; scripts/test "
        "runs it at niceness 5 beside the alone tests marked waits",
    )
    config.addinivalue_line(
        "markers",
        "waits: an alone test that mostly waits on its clocks; scripts/test runs it beside the "
        "alone tests marked busy, which yield it the cores",
    )
    config.addinivalue_line(
        "markers",
        "slow: a test of over a second of CPU whose family keeps a quicker case (or whose "
        "ground another test covers in-process); scripts/test --quick leaves it out, the whole "
        "suite runs it",
    )


#: Modules run first, in file order: Schemathesis's last test checks what its fuzzers did in
#: its own test process (their pool of games), so the module must not be split between
#: processes. xdist's work stealing hands each process a run of the collection and steals only
#: from the end of a process's share, never its head: first, the module stays whole. Its
#: fuzzers are also among the suite's longest tests, and begun first they never hold up its end.
#: (``scripts/test`` runs the module in a process of its own beside the spread suite; this
#: order holds for any other spread run, ``scripts/coverage``'s among them.)
FIRST = frozenset({"api/test_schemathesis.py"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    tests = Path(__file__).resolve().parent
    for item in items:
        folder = item.path.relative_to(tests).parts[0]
        if folder in SERVER_FOLDERS or SERVER_FIXTURES.intersection(item.fixturenames):
            item.add_marker(pytest.mark.servers)
    first = [item.path.relative_to(tests).as_posix() in FIRST for item in items]
    items[:] = [i for i, f in zip(items, first, strict=True) if f] + [
        i for i, f in zip(items, first, strict=True) if not f
    ]


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """The session's private Redis: ``.url``, ``.port``, ``.stop()``, ``.start()``.

    A test may stop it to simulate an outage; the ``redis_url`` fixture restarts it for the
    next test.
    """
    server = RedisServer()
    error: str | None = None
    try:
        server.start()
    except RedisServerError as exc:
        error = str(exc)
    if error is not None:
        server.close()
        pytest.fail(error, pytrace=False)
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(scope="session")
def redis_cluster() -> Iterator[RedisCluster]:
    """The session's private Redis Cluster (three masters on loopback)."""
    cluster = RedisCluster()
    error: str | None = None
    try:
        cluster.start()
    except RedisServerError as exc:
        error = str(exc)
    if error is not None:
        pytest.fail(error, pytrace=False)
    try:
        yield cluster
    finally:
        cluster.close()


@pytest.fixture(scope="session")
def on_cluster() -> bool:
    """Whether the games live on a Redis Cluster in this session."""
    return ON_CLUSTER


@pytest.fixture
def redis_url(redis_server: RedisServer, request: pytest.FixtureRequest) -> str:
    """The URL of the games' Redis, running and empty: the private redis-server's database 0,
    or a node of the private cluster (``BIBLIOS_TEST_REDIS_CLUSTER=1``)."""
    if not redis_server.is_running():
        redis_server.start()
    redis_server.flushdb()
    if ON_CLUSTER:
        cluster: RedisCluster = request.getfixturevalue("redis_cluster")
        cluster.flushall()
        return cluster.url
    return redis_server.url


@pytest.fixture
def games_redis(redis_url: str) -> Iterator[Client]:
    """A client of the games' Redis (``redis_url``), a cluster's when ``on_cluster``: for the
    tests that look at or change what the API stored."""
    client = connect(redis_url, cluster=ON_CLUSTER, decode_responses=True)
    try:
        yield client
    finally:
        client.close()
