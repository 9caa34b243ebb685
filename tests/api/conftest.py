"""Fixtures of the HTTP tests: apps on the private Redis, Flask test clients wrapped as ``Api``."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from flask import Flask

from api import create_app, games
from api.config import Config
from api.http.serving import services_of
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import Api


class AppShelf:
    """The apps of one test process, made once for each configuration and lent to each test
    that asks for that configuration (``make_app``): building an app builds its OpenAPI
    document, about a third of a second, and most HTTP tests want the same default app.

    What a lent app keeps between tests is what the API keeps between requests: connections,
    compiled schemas, the process-wide caches; the games' Redis is emptied before each test
    (``redis_url``). A test that changes its app (replaces its store, its configuration)
    asks for a ``fresh`` one, which is never lent again. Within one test, a second app of the
    same configuration is a new one: a test that wants two apps (two API processes) gets two.
    """

    def __init__(self) -> None:
        self._apps: dict[tuple, tuple[Flask, _Clock]] = {}

    def lend(
        self,
        environ: dict[str, str],
        clock: Callable[[], float] | None,
        lent: list[Flask],
        served: tuple[str, ...] | None = None,
    ) -> Flask:
        """The shelf's app of ``environ`` serving the games ``served`` (None: every game
        known) following ``clock``, unless one of ``lent`` (what this test holds already) is
        it: then a new one, which the test closes."""
        key = _key(environ, served)
        kept = self._apps.get(key)
        if kept is not None and all(app is not kept[0] for app in lent):
            app, shared_clock = kept
            shared_clock.follow(clock)
        else:
            shared_clock = _Clock(clock)
            app = make_one(environ, shared_clock, served)
            if kept is None:
                self._apps[key] = (app, shared_clock)
        lent.append(app)
        return app

    def is_shelved(self, app: Flask) -> bool:
        return any(app is kept for kept, _ in self._apps.values())

    def close(self) -> None:
        for app, _ in self._apps.values():
            services_of(app).store.close()


def make_one(
    environ: dict[str, str],
    clock: Callable[[], float] | None,
    served: tuple[str, ...] | None = None,
) -> Flask:
    """A new app of ``environ`` serving the games ``served`` whose games read ``clock``."""
    app = create_app(Config.from_env(environ), clock=clock, games=served)
    app.config["TESTING"] = False  # errors go through the handlers, as in production
    return app


class _Clock:
    """The Unix time a lent app's games read: the clock of the test it is lent to."""

    def __init__(self, clock: Callable[[], float] | None) -> None:
        self.follow(clock)

    def follow(self, clock: Callable[[], float] | None) -> None:
        self._clock = clock or time.time

    def __call__(self) -> float:
        return self._clock()


def _key(environ: dict[str, str], served: tuple[str, ...] | None = None) -> tuple:
    """A configuration as a key: the games served, and the variables, a file one names (a
    portals file) counted by its content."""
    key: list[tuple[str, object]] = [("games", served or games.known_ids())]
    for name, value in sorted(environ.items()):
        path = Path(value)
        if value.startswith("/") and path.is_file():
            value = "file:" + hashlib.sha256(path.read_bytes()).hexdigest()
        key.append((name, value))
    return tuple(key)


@pytest.fixture(scope="session")
def app_shelf() -> Iterator[AppShelf]:
    shelf = AppShelf()
    yield shelf
    shelf.close()


@pytest.fixture
def make_app(
    redis_url: str, redis_server: RedisServer, on_cluster: bool, app_shelf: AppShelf
) -> Iterator[Callable[..., Flask]]:
    """``make_app(clock=None, fresh=False, games=None, **env)``: an app on the private Redis
    serving ``games`` (ids; None: every game known, ``api.games.known_ids``); ``env`` adds
    variables (fixed decks are allowed and game creations unlimited unless
    ``BIBLIOS_ALLOW_FIXED_DECK`` and ``BIBLIOS_CREATE_RATE_LIMIT`` say otherwise); ``clock``
    replaces the Unix time the games' clocks read. The app is lent from the process's
    ``AppShelf``; ``fresh=True`` for one the test may change."""
    cluster_env = (
        {"BIBLIOS_REDIS_CLUSTER": "1", "BIBLIOS_QUEUE_URL": redis_server.url} if on_cluster else {}
    )
    lent: list[Flask] = []

    def make(
        clock: Callable[[], float] | None = None,
        fresh: bool = False,
        games: tuple[str, ...] | None = None,
        **env: str,
    ) -> Flask:
        environ = {
            "REDIS_URL": redis_url,
            "BIBLIOS_ALLOW_FIXED_DECK": "1",
            "BIBLIOS_CREATE_RATE_LIMIT": "off",
            **cluster_env,
            **env,
        }
        if fresh:
            app = make_one(environ, clock, games)
            lent.append(app)
            return app
        return app_shelf.lend(environ, clock, lent, games)

    yield make
    for app in lent:
        if not app_shelf.is_shelved(app):
            services_of(app).store.close()


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
    services_of(app).store.close()
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
