"""Fixtures shared by every test: a private redis-server, started once per session.

The tests never use the machine's shared Redis (port 6379): they start their own on a free
port in a temporary directory and stop only that process.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.redis_server import RedisServer, RedisServerError


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


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The URL of the private Redis, running and with database 0 empty."""
    if not redis_server.is_running():
        redis_server.start()
    redis_server.flushdb()
    return redis_server.url
