"""``npm ci`` for the tests' TypeScript projects (tests/contract/ts, clients/typescript): their
pinned tools and libraries installed from the lock, once per lock."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from pathlib import Path

import pytest

STAMP = ".biblios-lock.sha256"


def npm_ci(project: Path) -> Path:
    """Installs ``project``'s packages unless its node_modules already holds what its
    package-lock.json says; returns its ``node_modules/.bin``."""
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
