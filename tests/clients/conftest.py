"""What the client libraries' tests share: once per test process, the portals' keys and
gunicorn with a worker for the clocks (the Python and the TypeScript library's tests play
against the same one); once per run (support/once.py), ``scripts/clients`` run into a temporary
directory (both libraries' tests compare its output with what is committed)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from support.gunicorn_server import GunicornServer
from support.npm import npm_ci
from support.once import built_once
from support.redis_server import RedisServer
from support.worker_process import WorkerProcess
from tests.api.portal_support import PortalCredentials, portal, write_portals

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def keys() -> PortalCredentials:
    return portal("lib")


@pytest.fixture(scope="session")
def slow_keys() -> PortalCredentials:
    """A portal that may create one game every 3 seconds: its second game right after the
    first is refused even when the first took over a second to create, as on a loaded machine
    (at one a second, a CI run at a third of the usual speed saw the second one accepted)."""
    return portal("slow")


@pytest.fixture(scope="session")
def library_redis() -> Iterator[RedisServer]:
    """The private redis-server of ``server``: its games and its worker's queues. Not the
    session's, which is tests/api's: that worker, left running after these tests, would serve
    the queues of the API tests that come later in the same process."""
    with RedisServer() as redis_server:
        yield redis_server


@pytest.fixture(scope="session")
def server(
    library_redis: RedisServer,
    keys: PortalCredentials,
    slow_keys: PortalCredentials,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[GunicornServer]:
    """gunicorn with two portals configured, and a worker for the clocks, on
    ``library_redis``."""
    url = library_redis.url
    portals = write_portals(tmp_path_factory.mktemp("portals") / "portals.toml", keys, slow_keys)
    portals.write_text(
        portals.read_text().replace(
            "[portals.slow]\n", '[portals.slow]\ncreate_rate_limit = "1 per 3 seconds"\n'
        )
    )
    with (
        GunicornServer(url, BIBLIOS_PORTALS_FILE=str(portals)) as gunicorn,
        WorkerProcess(url, env={"BIBLIOS_PORTALS_FILE": str(portals)}),
    ):
        yield gunicorn


@pytest.fixture
def server_redis(library_redis: RedisServer) -> str:
    """The URL of ``server``'s Redis, emptied: for a test that starts from an empty store."""
    library_redis.flushdb()
    return library_redis.url


def regenerate(out: Path) -> None:
    """``scripts/clients PY TS``: the Python package's generated parts written to ``PY``, the
    TypeScript library's to ``TS`` (its pinned openapi-typescript installed first), with the
    venv's Python named and nothing of the venv on ``PATH``."""
    npm_ci(ROOT / "clients" / "typescript")
    done = subprocess.run(
        [str(ROOT / "scripts" / "clients"), str(out / "py"), str(out / "ts")],
        capture_output=True,
        text=True,
        timeout=300,
        env={"BIBLIOS_PYTHON": sys.executable, "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture(scope="session")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """:func:`regenerate`'s directory, made once in a run of several test processes
    (support/once.py)."""
    return built_once(tmp_path_factory, "regenerated", regenerate)
