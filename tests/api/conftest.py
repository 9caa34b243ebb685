"""Fixtures of the HTTP tests: apps on the private Redis, Flask test clients wrapped as ``Api``."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from flask import Flask

from api import create_app
from api.config import Config
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import Api


@pytest.fixture
def make_app(
    redis_url: str, redis_server: RedisServer, on_cluster: bool
) -> Iterator[Callable[..., Flask]]:
    """``make_app(clock=None, **env)``: an app on the private Redis; ``env`` adds variables
    (fixed decks are allowed and game creations unlimited unless ``BIBLIOS_ALLOW_FIXED_DECK``
    and ``BIBLIOS_CREATE_RATE_LIMIT`` say otherwise); ``clock`` replaces the Unix time the
    games' clocks read."""
    apps: list[Flask] = []
    cluster_env = (
        {"BIBLIOS_REDIS_CLUSTER": "1", "BIBLIOS_QUEUE_URL": redis_server.url} if on_cluster else {}
    )

    def make(clock: Callable[[], float] | None = None, **env: str) -> Flask:
        environ = {
            "REDIS_URL": redis_url,
            "BIBLIOS_ALLOW_FIXED_DECK": "1",
            "BIBLIOS_CREATE_RATE_LIMIT": "off",
            **cluster_env,
            **env,
        }
        app = create_app(Config.from_env(environ), clock=clock)
        app.config["TESTING"] = False  # errors go through the handlers, as in production
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.extensions["biblios_store"].close()


@pytest.fixture
def app(make_app: Callable[..., Flask]) -> Flask:
    return make_app()


@pytest.fixture
def client(app: Flask) -> Api:
    """The app's Flask test client behind the ``Api`` interface."""
    return Api(app.test_client())


@pytest.fixture(scope="session")
def durable_redis() -> Iterator[RedisServer]:
    """A second private Redis that keeps its data across stop()/start() (AOF, fsync always),
    for the tests that take the store down and bring it back."""
    server = RedisServer(appendonly=True)
    server.start()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def durable_app(durable_redis: RedisServer) -> Iterator[Flask]:
    """An app on the durable Redis (running, database emptied), fixed decks allowed."""
    if not durable_redis.is_running():
        durable_redis.start()
    durable_redis.flushdb()
    environ = {
        "REDIS_URL": durable_redis.url,
        "BIBLIOS_ALLOW_FIXED_DECK": "1",
        "BIBLIOS_CREATE_RATE_LIMIT": "off",
        "BIBLIOS_REDIS_TIMEOUT": "0.5",
    }
    app = create_app(Config.from_env(environ))
    yield app
    app.extensions["biblios_store"].close()
    if not durable_redis.is_running():
        durable_redis.start()


@pytest.fixture(scope="session")
def gunicorn(redis_server: RedisServer) -> Iterator[GunicornServer]:
    """A real gunicorn (2 workers) on the session's private Redis, shared by the tests that
    talk real HTTP; stopped by its pid at the end."""
    with GunicornServer(redis_server.url) as server:
        yield server


@pytest.fixture
def http(gunicorn: GunicornServer, redis_url: str) -> Iterator[Api]:
    """An ``Api`` over real HTTP to the shared gunicorn (the private Redis up and empty)."""
    api = Api(base_url=gunicorn.url)
    yield api
    api.close()
