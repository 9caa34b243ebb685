"""The hash-locked requirement files (scripts/lock) cover pyproject.toml and agree.

``requirements-dev.lock`` is what ``.venv`` installs for the tests (scripts/_venv.sh),
``requirements.lock`` what the container and ``scripts/serve``'s ``.venv`` install and
``docker/build-requirements.lock`` what builds the container's wheel (and the serving
``.venv``'s editable install); all
three come from one run of scripts/lock. A package named in pyproject.toml that a lock lacks,
a package two locks pin differently, or an entry without a hash fails here.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
DEV_LOCK = ROOT / "requirements-dev.lock"
RUNTIME_LOCK = ROOT / "requirements.lock"
BUILD_LOCK = ROOT / "docker" / "build-requirements.lock"
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)")


def pins(lock: Path) -> dict[str, set[str]]:
    """Each package's pinned versions (one per environment marker, usually one in all)."""
    found: dict[str, set[str]] = {}
    for line in lock.read_text().splitlines():
        match = PIN.match(line)
        if match:
            found.setdefault(canonicalize_name(match[1]), set()).add(match[2])
    return found


def entries(lock: Path) -> list[str]:
    """The lock's entries, each with its continuation lines joined."""
    text = lock.read_text().replace("\\\n", " ")
    return [line for line in text.splitlines() if PIN.match(line)]


PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
RUNTIME = [Requirement(r) for r in PYPROJECT["project"]["dependencies"]]
DEV = [Requirement(r) for r in PYPROJECT["project"]["optional-dependencies"]["dev"]]
BUILD = [Requirement(r) for r in PYPROJECT["build-system"]["requires"]]


@pytest.mark.parametrize(
    ("lock", "required"),
    [
        (DEV_LOCK, RUNTIME + DEV + BUILD),
        (RUNTIME_LOCK, RUNTIME),
        (BUILD_LOCK, BUILD),
    ],
    ids=["dev", "runtime", "build"],
)
def test_every_package_pyproject_names_is_locked_in_a_version_it_allows(
    lock: Path, required: list[Requirement]
) -> None:
    locked = pins(lock)
    for requirement in required:
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{lock.name} lacks {name} (run scripts/lock)"
        for version in locked[name]:
            assert requirement.specifier.contains(version, prereleases=True), (
                f"{lock.name} pins {name}=={version}, outside {requirement}"
            )


@pytest.mark.parametrize("other", [RUNTIME_LOCK, BUILD_LOCK], ids=["runtime", "build"])
def test_the_locks_pin_each_shared_package_alike(other: Path) -> None:
    dev, theirs = pins(DEV_LOCK), pins(other)
    assert theirs.keys() <= dev.keys(), f"{other.name} has packages the dev lock lacks"
    differ = {name: (dev[name], theirs[name]) for name in theirs if dev[name] != theirs[name]}
    assert differ == {}, f"{other.name} and requirements-dev.lock disagree (run scripts/lock)"


@pytest.mark.parametrize("lock", [DEV_LOCK, RUNTIME_LOCK, BUILD_LOCK], ids=lambda p: p.name)
def test_every_entry_is_pinned_with_its_hashes(lock: Path) -> None:
    for entry in entries(lock):
        assert "--hash=sha256:" in entry, f"{lock.name}: no hash for {entry.split()[0]}"
