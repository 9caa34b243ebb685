"""A real ``gunicorn -c gunicorn.conf.py`` process for the tests and the benchmarks, started
from the venv."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

from support.redis_server import free_port

ROOT = Path(__file__).resolve().parents[1]


class GunicornServer:
    """``start()`` runs gunicorn on a free port and waits for ``/v1/health``; ``stop()``
    terminates that process (and only it) by its pid and waits for it."""

    def __init__(
        self, redis_url: str, workers: int = 2, app: str | None = None, **env: str
    ) -> None:
        self.port = free_port()
        self.app = app  # a WSGI app other than gunicorn.conf.py's (the load benchmark's floor)
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {
            **os.environ,
            "REDIS_URL": redis_url,
            "BIBLIOS_BIND": f"127.0.0.1:{self.port}",
            "WEB_CONCURRENCY": str(workers),
            "BIBLIOS_ALLOW_FIXED_DECK": "1",
            "BIBLIOS_CREATE_RATE_LIMIT": "off",  # tests and benchmarks create games freely
            **env,
        }
        self.env.pop("PORT", None)  # would make gunicorn listen on 0.0.0.0:$PORT
        self.log = Path(tempfile.mkstemp(prefix="biblios-gunicorn-", suffix=".log")[1])
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 20) -> None:
        gunicorn = Path(sys.executable).with_name("gunicorn")
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [str(gunicorn), "-c", "gunicorn.conf.py", *([self.app] if self.app else [])],
                cwd=ROOT,
                env=self.env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                process_group=0,  # support/__init__.py: a group of its own, in this session
            )
        try:
            self.wait_serving(timeout)
        except RuntimeError:
            self.stop()
            raise

    def wait_serving(self, timeout: float = 20) -> None:
        """Wait until ``/v1/health`` answers 200. Each worker opens its own socket right after
        its fork (``reuse_port``): a new worker's pid is there before it listens, and with no
        worker listening a connection is refused."""
        assert self.process is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"gunicorn exited early:\n{self.log_tail()}")
            try:
                if requests.get(self.url + "/v1/health", timeout=1).status_code == 200:
                    return
            except requests.RequestException:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"gunicorn did not answer /v1/health in {timeout} s:\n{self.log_tail()}")

    def stop(self) -> int | None:
        """SIGTERM to our gunicorn master (it stops its workers), then wait; its exit code."""
        process = self.process
        if process is None:
            return None
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
        return process.returncode

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def close(self) -> None:
        self.stop()
        self.log.unlink(missing_ok=True)

    def __enter__(self) -> GunicornServer:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
