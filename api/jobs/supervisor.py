"""Keep a few processes running: ``python -m api.jobs.supervisor [--remove DIR] --child NAME
COMMAND... ...``.

``scripts/serve`` runs the API (gunicorn) and the background workers under it. A child that
exits while the supervisor is not stopping is restarted after a pause that doubles from
``FIRST_PAUSE`` to ``LONGEST_PAUSE`` seconds (back to the first after it ran ``HEALTHY``
seconds), and each exit and restart is logged: one process failing (a worker on a Redis error
it could not ride out, gunicorn's master on a crash) is no reason to stop the others. A child
that exits within ``SETTLE`` seconds of its very first start could not start at all (a port in
use, a setting that cannot be used): that stops everything, with that child's status, so a
mistake is seen at once instead of retried forever.

SIGTERM or SIGINT stops every child (SIGTERM: gunicorn finishes its requests, a worker its
job) and waits for them up to ``STOP_TIMEOUT`` seconds, then kills what is left; then removes
``--remove``'s directory (the metrics directory ``scripts/serve`` makes for its two gunicorns).
"""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from types import FrameType

FIRST_PAUSE = 1.0
LONGEST_PAUSE = 30.0
HEALTHY = 60.0
SETTLE = 5.0
#: gunicorn's graceful stop (GUNICORN_TIMEOUT, 30 s by default) and a margin.
STOP_TIMEOUT = 40.0
TICK = 0.1


def say(message: str) -> None:
    print(f"supervisor: {message}", file=sys.stderr, flush=True)


@dataclass
class Child:
    """One supervised command and the state of its process."""

    name: str
    command: list[str]
    process: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    settled: bool = False  # it has once run SETTLE seconds
    pause: float = FIRST_PAUSE
    restart_at: float | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(self.command)
        self.started = time.monotonic()
        self.restart_at = None

    def exited(self) -> int | None:
        """The status of a process that has exited since the last look (None: running, or
        not started)."""
        if self.process is None:
            return None
        status = self.process.poll()
        if status is not None:
            self.process = None
        return status


class Supervisor:
    def __init__(self, children: Sequence[Child], remove: str | None = None) -> None:
        self.children = list(children)
        self.stopping = False
        #: A directory removed once every child has stopped.
        self.remove = remove

    def stop(self, signum: int, frame: FrameType | None) -> None:
        self.stopping = True

    def run(self) -> int:
        """Run until asked to stop, or until a child cannot start; the exit status."""
        signal.signal(signal.SIGTERM, self.stop)
        signal.signal(signal.SIGINT, self.stop)
        for child in self.children:
            child.start()
            say(f"started {child.name} (pid {child.process.pid})")  # type: ignore[union-attr]
        status = 0
        while not self.stopping and not status:
            now = time.monotonic()
            for child in self.children:
                status = status or self._look_after(child, now)
            time.sleep(TICK)
        self._stop_all()
        if self.remove:
            shutil.rmtree(self.remove, ignore_errors=True)
        return status

    def _look_after(self, child: Child, now: float) -> int:
        """Restart ``child`` when due; non-zero: it could not start, stop everything."""
        if child.process is not None and now - child.started >= SETTLE:
            child.settled = True
        status = child.exited()
        if status is not None and not self.stopping:
            ran = now - child.started
            how = f"exited with status {status}"
            if status < 0:
                how = f"was killed by {signal.Signals(-status).name}"
            if not child.settled:
                say(f"{child.name} {how} as it started: stopping")
                return status if status > 0 else 1
            if ran >= HEALTHY:
                child.pause = FIRST_PAUSE
            say(f"{child.name} {how} after {ran:.1f} s: restarting it in {child.pause:g} s")
            child.restart_at = now + child.pause
            child.pause = min(child.pause * 2, LONGEST_PAUSE)
        if child.restart_at is not None and now >= child.restart_at:
            child.start()
            say(f"restarted {child.name} (pid {child.process.pid})")  # type: ignore[union-attr]
        return 0

    def _stop_all(self) -> None:
        running = [child.process for child in self.children if child.process is not None]
        for process in running:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + STOP_TIMEOUT
        for process in running:
            try:
                process.wait(max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


USAGE = "usage: python -m api.jobs.supervisor [--remove DIR] --child NAME COMMAND... ..."


def parse(argv: Sequence[str]) -> tuple[list[Child], str | None]:
    """``[--remove DIR]``, then ``--child NAME COMMAND...`` repeated."""
    remove = None
    if len(argv) >= 2 and argv[0] == "--remove":
        remove, argv = argv[1], argv[2:]
    children: list[Child] = []
    for word in argv:
        if word == "--child":
            children.append(Child("", []))
        elif not children:
            raise SystemExit(USAGE)
        elif not children[-1].name:
            children[-1].name = word
        else:
            children[-1].command.append(word)
    if not children or not all(child.command for child in children):
        raise SystemExit(USAGE)
    return children, remove


if __name__ == "__main__":
    sys.exit(Supervisor(*parse(sys.argv[1:])).run())
