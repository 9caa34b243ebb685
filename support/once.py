"""What one test run builds once for all of its processes.

``scripts/test`` spreads the suite over several pytest processes (pytest-xdist), and a module's
tests may land in more than one of them: a module-scoped fixture is then built once in each,
and some cost seconds of CPU (a TypeScript compiler run, a generated client). ``built_once``
builds such a thing once per run, in a directory the run's processes share (pytest-xdist's
recipe for a session fixture that runs once: the parent of the workers' temporary
directories), under a lock; the other processes wait for it and read what it left.
"""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

#: Written last into a directory whose build ended without an error.
DONE = ".built"


def built_once(factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]) -> Path:
    """The directory ``name`` of this run, made by ``build(directory)`` in the first process
    that asks for it; the others wait, then find it made. A build that fails leaves nothing
    behind: the next process that asks builds again (and fails as the first did)."""
    root = factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the run's directory: each worker's own is under it
    directory = root / name
    with open(root / f".{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (directory / DONE).exists():
            shutil.rmtree(directory, ignore_errors=True)
            directory.mkdir()
            build(directory)
            (directory / DONE).touch()
    return directory
