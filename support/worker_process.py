"""A real background worker (``python -m api.jobs.worker``) for tests, as its own process.

    with WorkerProcess(redis_url) as worker:   # RQ worker with its scheduler
        ...
        worker.log_tail()

Only the process this object started is ever signalled (SIGTERM, then SIGKILL).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

__all__ = ["WorkerProcess"]

ROOT = Path(__file__).resolve().parents[1]


class WorkerProcess:
    """One ``python -m api.jobs.worker [ROLE...]`` on the Redis at ``redis_url`` (``env`` adds
    variables; no role: every queue)."""

    def __init__(
        self, redis_url: str, env: dict[str, str] | None = None, roles: tuple[str, ...] = ()
    ) -> None:
        self.redis_url = redis_url
        self.env = env or {}
        self.roles = roles
        self.process: subprocess.Popen | None = None
        self.log = Path(tempfile.mkstemp(prefix="biblios-worker-", suffix=".log")[1])

    def start(self) -> None:
        env = {**os.environ, "REDIS_URL": self.redis_url, **self.env}
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "api.jobs.worker", *self.roles],
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        time.sleep(0.2)
        if self.process.poll() is not None:
            raise RuntimeError(f"the worker exited at once:\n{self.log_tail()}")

    def stop(self, timeout: float = 10) -> int | None:
        """SIGTERM (the current job finishes), then SIGKILL after ``timeout``; the exit code."""
        process, self.process = self.process, None
        if process is None:
            return None
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        return process.returncode

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])

    def __enter__(self) -> WorkerProcess:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
        self.log.unlink(missing_ok=True)
