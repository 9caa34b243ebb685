"""The container's health check: ``GET /v1/health`` on the address gunicorn listens on.

The address is the ``bind`` that ``gunicorn.conf.py`` itself computes from the environment
(``PORT``, else ``BIBLIOS_BIND``, else ``127.0.0.1:8000``), so the check follows whatever the
container was started with. A wildcard host (``0.0.0.0``, ``::``) is checked on loopback;
``unix:/path`` binds are checked over that socket.

Usage: ``python3 healthcheck.py [path/to/gunicorn.conf.py]`` (default: the one beside this
file). Exits 0 when the API answers 200 with ``{"status": "ok"}``, 1 otherwise, after printing
why (Docker keeps that line in ``docker inspect``'s health log).
"""

from __future__ import annotations

import http.client
import json
import runpy
import socket
import sys
from pathlib import Path

TIMEOUT = 4.0  # seconds; below the image's HEALTHCHECK --timeout
DEFAULT_PORT = 8000  # gunicorn's port when a bind names only a host
PATH = "/v1/health"


class UnixHTTPConnection(http.client.HTTPConnection):
    """HTTP over a Unix domain socket."""

    def __init__(self, path: str, timeout: float) -> None:
        super().__init__("localhost", timeout=timeout)
        self.socket_path = path

    def connect(self) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self.socket_path)


def gunicorn_bind(conf: Path) -> str:
    """The first address of ``bind`` in the gunicorn config file."""
    bind = runpy.run_path(str(conf)).get("bind") or [f"127.0.0.1:{DEFAULT_PORT}"]
    return bind if isinstance(bind, str) else bind[0]


def connection(bind: str) -> http.client.HTTPConnection:
    """A connection to the server listening on ``bind`` (gunicorn's address syntax)."""
    if bind.startswith("unix:"):
        return UnixHTTPConnection(bind.removeprefix("unix:").removeprefix("//"), TIMEOUT)
    if bind.startswith("fd://"):
        raise ValueError(f"cannot check a server bound to a file descriptor ({bind})")
    bind = bind.removeprefix("tcp://")
    if bind.startswith("["):  # [v6-address]:port
        host, _, rest = bind[1:].partition("]")
        port = rest.removeprefix(":") or str(DEFAULT_PORT)
    elif bind.count(":") == 1:
        host, port = bind.split(":")
    else:
        host, port = bind, str(DEFAULT_PORT)
    if host in ("", "0.0.0.0"):
        host = "127.0.0.1"
    elif host == "::":
        host = "::1"
    return http.client.HTTPConnection(host, int(port), timeout=TIMEOUT)


def check(conf: Path) -> str | None:
    """None when the API is healthy, else the reason it is not."""
    try:
        bind = gunicorn_bind(conf)
    except Exception as exc:  # a bad PORT makes gunicorn.conf.py raise, and gunicorn fail
        return f"cannot read the address from {conf}: {exc}"
    try:
        conn = connection(bind)
        conn.request("GET", PATH, headers={"Accept": "application/json"})
        response = conn.getresponse()
        body = response.read(4096)
        conn.close()
    except (OSError, ValueError, http.client.HTTPException) as exc:
        return f"{PATH} on {bind}: {exc}"
    if response.status != 200:
        return f"{PATH} on {bind}: HTTP {response.status} {body[:200]!r}"
    try:
        status = json.loads(body).get("status")
    except (ValueError, AttributeError):
        status = None
    if status != "ok":
        return f"{PATH} on {bind}: unexpected body {body[:200]!r}"
    return None


def main(argv: list[str]) -> int:
    conf = Path(argv[1]) if len(argv) > 1 else Path(__file__).with_name("gunicorn.conf.py")
    problem = check(conf)
    if problem:
        print(f"unhealthy: {problem}")
        return 1
    print("healthy")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
