"""``scripts/serve`` as a real process for tests: the API, the workers and their supervisor.

    with ServeProcess(redis_url, BIBLIOS_PORTALS_FILE=...) as serve:
        serve.url                      # http://127.0.0.1:<free port>
        serve.pids()                   # {"api": 123, "clocks-worker-1": 124, ...}
        serve.log_tail()

The script runs in a session of its own, as a deployment's does (a terminal's, systemd's), so
that the niceness of its streams' gunicorn counts against its requests' gunicorn only, not
against the test processes beside it (Linux shares the CPU between sessions' autogroups first,
then within each; support/__init__.py): in the test's session the spread suite's processes
starved its streams' gunicorn, at niceness 10. Started by a test at a lower CPU priority (a
niceness above 0: ``scripts/test``'s busy timed tests, at 5), it stays in the test's session,
a process group of its own, where that niceness counts: in a session of its own it would take
as much CPU as the tests it must yield to. Only the processes this object started (the
supervisor and its children) are ever signalled.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import requests

from support.redis_server import free_port

__all__ = ["ServeProcess"]

ROOT = Path(__file__).resolve().parents[1]
_STARTED = re.compile(r"supervisor: (?:re)?started (\S+) \(pid (\d+)\)")


class ServeProcess:
    """``scripts/serve`` on ``redis_url`` and a free port; ``env`` adds variables."""

    def __init__(self, redis_url: str, **env: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        #: The requests' and the streams' gunicorns behind the public port (its HAProxy).
        self.api_port, self.streams_port = free_port(), free_port()
        self.env = {
            **os.environ,
            "REDIS_URL": redis_url,
            "BIBLIOS_BIND": f"127.0.0.1:{self.port}",
            "BIBLIOS_API_ADDRESS": f"127.0.0.1:{self.api_port}",
            "BIBLIOS_STREAMS_ADDRESS": f"127.0.0.1:{self.streams_port}",
            "BIBLIOS_SYSTEM_DEPS": "0",  # the test machine is set up already
            "BIBLIOS_CREATE_RATE_LIMIT": "off",
            "WEB_CONCURRENCY": "1",
            **env,
        }
        self.env.pop("PORT", None)
        self.log = Path(tempfile.mkstemp(prefix="biblios-serve-", suffix=".log")[1])
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 60) -> None:
        own_session = os.nice(0) == 0  # else this process's niceness must count (above)
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [str(ROOT / "scripts" / "serve")],
                cwd=ROOT,
                env=self.env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=own_session,
                process_group=None if own_session else 0,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"scripts/serve exited:\n{self.log_tail()}")
            try:
                if requests.get(self.url + "/v1/health", timeout=1).status_code == 200:
                    return
            except requests.RequestException:
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"scripts/serve did not answer in {timeout} s:\n{self.log_tail()}")

    def pids(self) -> dict[str, int]:
        """Each child's pid, as the supervisor last logged it."""
        return {name: int(pid) for name, pid in _STARTED.findall(self.text())}

    def text(self) -> str:
        return self.log.read_text(errors="replace")

    def log_tail(self, lines: int = 60) -> str:
        return "\n".join(self.text().splitlines()[-lines:])

    def stop(self) -> int | None:
        """SIGTERM to the supervisor (it stops its children), then SIGKILL to its group."""
        process, self.process = self.process, None
        if process is None:
            return None
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=45)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=10)
        return process.returncode

    def __enter__(self) -> ServeProcess:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
        self.log.unlink(missing_ok=True)
