"""A private ``haproxy -f docker/haproxy.cfg`` in front of a gunicorn, for the tests and the
flood benchmark: the production proxy's own configuration, on a free port.

    with HaproxyServer("127.0.0.1:8001", BIBLIOS_PROXY_CLIENT_CONNECTIONS="20") as proxy:
        requests.get(proxy.url + "/v1/health")

Only the process this object started is ever signalled.
"""

from __future__ import annotations

import os
import resource
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from support.redis_server import free_port

__all__ = ["CONFIG", "HaproxyServer"]

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "docker" / "haproxy.cfg"
INSTALL_HINT = "install it with: apt-get install haproxy (scripts/system-deps test)"


def affordable_maxconn(ceiling: int = 9000) -> int:
    """The configuration's ``maxconn`` (9,000) or less: HAProxy needs two file descriptors a
    connection, and refuses to start when the hard limit cannot give them."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard == resource.RLIM_INFINITY:
        return ceiling
    return max(100, min(ceiling, (hard - 200) // 2))


class HaproxyServer:
    """``start()`` runs HAProxy on a free port of 127.0.0.1, forwarding requests to
    ``api_address`` and live streams to ``streams_address`` (default: the same gunicorn,
    ``BIBLIOS_ROLE=all``), and waits until it accepts connections; ``stop()`` ends that
    process by its pid."""

    def __init__(self, api_address: str, streams_address: str | None = None, **env: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {
            **os.environ,
            "BIBLIOS_PROXY_BIND": f"127.0.0.1:{self.port}",
            "BIBLIOS_API_ADDRESS": api_address,
            "BIBLIOS_STREAMS_ADDRESS": streams_address or api_address,
            "BIBLIOS_PROXY_MAXCONN": str(affordable_maxconn()),
            **env,
        }
        self.log = Path(tempfile.mkstemp(prefix="biblios-haproxy-", suffix=".log")[1])
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 10) -> None:
        executable = shutil.which("haproxy") or "/usr/sbin/haproxy"
        if not Path(executable).exists():
            raise RuntimeError(f"haproxy is not installed; {INSTALL_HINT}")
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [executable, "-db", "-f", str(CONFIG)],  # -db: in the foreground
                env=self.env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                process_group=0,  # support/__init__.py: a group of its own, in this session
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"haproxy exited early:\n{self.log.read_text(errors='replace')}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"haproxy did not listen in {timeout} s")

    def stop(self) -> None:
        process = self.process
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)

    def close(self) -> None:
        self.stop()
        self.log.unlink(missing_ok=True)

    def __enter__(self) -> HaproxyServer:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
