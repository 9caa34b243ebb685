"""The tests' TypeScript projects (tests/contract/ts, clients/typescript): ``npm ci`` of their
pinned tools and libraries, once per lock, and ``tsc -p`` builds, once per content.

Test processes run side by side (``scripts/test`` spreads the suite over the cores), and
several modules need the same project installed and built: each step takes a lock on the
project (``flock``), so that no process reads a ``node_modules`` or a ``dist/`` another is
rewriting, and leaves a stamp (a SHA-256 of what the step read), so that what is already
installed or built is not done again, in this run or the next.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

STAMP = ".biblios-lock.sha256"
#: What a build never reads: the installed packages and what builds write.
_NOT_SOURCES = frozenset({"node_modules", "dist", "build-test", ".git"})


@contextmanager
def _locked(project: Path) -> Iterator[None]:
    """The project to this process alone until the block ends."""
    with open(project / ".biblios-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def npm_ci(project: Path) -> Path:
    """Installs ``project``'s packages unless its node_modules already holds what its
    package-lock.json says; returns its ``node_modules/.bin``."""
    with _locked(project):
        return _npm_ci(project)


def _npm_ci(project: Path) -> Path:
    modules = project / "node_modules"
    stamp = modules / STAMP
    digest = hashlib.sha256((project / "package-lock.json").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == digest and (modules / ".bin" / "tsc").exists():
        return modules / ".bin"
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail(f"npm is needed for {project.name} (Debian: apt-get install npm)")
    done = subprocess.run(
        [npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, f"npm ci failed in {project}:\n{done.stdout}\n{done.stderr}"
    stamp.write_text(digest)
    return modules / ".bin"


def tsc_build(project: Path, config: str = "tsconfig.json") -> None:
    """``tsc -p config`` in ``project`` (its packages installed first), unless the same
    sources, configurations and packages were already built into the configuration's
    ``outDir``; a compiler error fails the test with the compiler's output."""
    with _locked(project):
        _npm_ci(project)
        out_dir = project / _out_dir(project, config)
        stamp = project / "node_modules" / f".biblios-tsc-{config}.sha256"
        digest = _sources_digest(project)
        if out_dir.is_dir() and stamp.exists() and stamp.read_text() == digest:
            return
        stamp.unlink(missing_ok=True)
        done = subprocess.run(
            [str(project / "node_modules" / ".bin" / "tsc"), "-p", config],
            cwd=project,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, f"tsc -p {config} in {project}:\n{done.stdout}{done.stderr}"
        stamp.write_text(digest)


def _out_dir(project: Path, config: str) -> str:
    """The ``outDir`` of a configuration, following ``extends`` (plain JSON files)."""
    settings = json.loads((project / config).read_text())
    out_dir = settings.get("compilerOptions", {}).get("outDir")
    if out_dir is None and "extends" in settings:
        return _out_dir(project, settings["extends"])
    assert out_dir, f"{config} names no outDir"
    return str(out_dir)


def _sources_digest(project: Path) -> str:
    """A SHA-256 of every file of ``project`` a build may read (paths and contents), the
    package lock included, beyond what is installed or built."""
    digest = hashlib.sha256()
    for path in sorted(project.rglob("*")):
        relative = path.relative_to(project)
        if relative.parts[0] in _NOT_SOURCES or not path.is_file():
            continue
        if path.name.startswith(".biblios-") or path.suffix == ".tgz":
            continue
        digest.update(str(relative).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()
