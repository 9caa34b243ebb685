"""A real background worker (``python -m api.jobs.worker``) for tests, as its own process.

    with WorkerProcess(redis_url) as worker:   # RQ worker with its scheduler
        ...
        worker.log_tail()

``start()`` returns once the worker serves its queues: registered with RQ and every queue's
scheduler running (a test's clock counts from a worker that is there, not from one still
importing on a busy machine). Only the process this object started is ever signalled
(SIGTERM, then SIGKILL), and the scheduler it forked, if that outlives it.

An advice worker here runs at the CPU share of any other (``BIBLIOS_WORKER_CPU=normal``, unless
``env`` says otherwise): in production it takes only the CPU the API leaves
(``api.jobs.cpu_share``), but the test processes keep this machine's CPUs busy, and a worker
that waited for them would not answer a hint within its 3 s.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis
from rq import Worker
from rq.scheduler import RQScheduler

from api.play.queues import PRIORITY, ROLES

__all__ = ["WorkerProcess", "children_of"]

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

    def start(self, timeout: float = 60) -> None:
        """Start the worker and wait (``timeout`` seconds at most) until it serves its queues."""
        env = {
            **os.environ,
            "REDIS_URL": self.redis_url,
            "BIBLIOS_WORKER_CPU": "normal",
            **self.env,
        }
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "api.jobs.worker", *self.roles],
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        queue = redis.Redis.from_url(env.get("BIBLIOS_QUEUE_URL") or self.redis_url)
        try:
            deadline = time.monotonic() + timeout
            while not self._serving(queue):
                if self.process.poll() is not None:
                    raise RuntimeError(f"the worker exited at once:\n{self.log_tail()}")
                if time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(
                        f"the worker did not start in {timeout} s:\n{self.log_tail()}"
                    )
                time.sleep(0.05)
        finally:
            queue.close()

    def _serving(self, queue: redis.Redis) -> bool:
        """Whether this worker is registered with RQ and a scheduler holds each of its queues."""
        assert self.process is not None
        if not any(worker.pid == self.process.pid for worker in Worker.all(connection=queue)):
            return False
        names = [name for role in self.roles for name in ROLES[role]] if self.roles else PRIORITY
        return all(queue.exists(RQScheduler.get_locking_key(name)) for name in names)

    def stop(self, timeout: float = 10) -> int | None:
        """SIGTERM (the current job finishes), then SIGKILL after ``timeout``; the exit code."""
        process, self.process = self.process, None
        if process is None:
            return None
        forked = children_of(process.pid)
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        _end(forked, timeout)
        return process.returncode

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])

    def __enter__(self) -> WorkerProcess:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
        self.log.unlink(missing_ok=True)


def children_of(pid: int) -> list[tuple[int, str]]:
    """The processes ``pid`` forked (RQ's scheduler), while it runs, each with its start time
    (so that a process given the same pid later is never taken for it)."""
    try:
        pids = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return [(int(child), start) for child in pids if (start := _started(int(child)))]


def _started(pid: int) -> str:
    """The start time of process ``pid`` (``/proc/<pid>/stat``), or "" if there is none."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return ""


def _end(forked: list[tuple[int, str]], timeout: float) -> None:
    """Wait ``timeout`` seconds for the worker's scheduler to stop with it (sent SIGTERM when
    the worker dies), then SIGKILL it: one at the idle class on a busy machine may get the
    CPU only once its Redis is gone, and then waits for Redis without end."""
    end = time.monotonic() + timeout
    for pid, start in forked:
        while _started(pid) == start and time.monotonic() < end:
            time.sleep(0.05)
        if _started(pid) == start:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
