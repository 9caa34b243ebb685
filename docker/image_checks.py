"""Checks run inside the runtime image by scripts/container-test, as the image's user:

    docker run --rm -i --network=none -v "$PWD/requirements.lock:/mnt/requirements.lock:ro" \
        biblios-api python3 - /mnt/requirements.lock <docker/image_checks.py

- not root; no pip, setuptools or wheel; no build leftovers (the build venv, sources, wheels,
  lock files, the build's CA bundle, apt lists);
- the venv holds exactly what requirements.lock pins for this Python, plus the project, and
  that is what the project's metadata (pyproject.toml) requires, no more, no less (else
  requirements.lock is stale: scripts/lock);
- the project's code is installed once (in the venv's site-packages), and every module of the
  venv and the gunicorn config are compiled to bytecode;
- the code cannot be changed by the user it runs as;
- the gettext catalogs are where BIBLIOS_LOCALES_DIR says.

Standard library only (and ``packaging``, a locked dependency, for the lock's markers).
Prints each problem and exits 1 if there is any, else prints a summary and exits 0.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import re
import sys
import sysconfig
from pathlib import Path

PROJECT = "biblios-api"
VENV = Path("/opt/venv")
APP = Path("/app")
LOCALES = ("en", "es", "fr", "ru")
LEFTOVERS = (
    "/opt/tools",
    "/opt/build-ca.pem",
    "/src",
    "/tmp/wheels",
    "/tmp/requirements.lock",
    "/tmp/build-requirements.lock",
    "/root/.cache",
)
SKIP_DIRS = {"/proc", "/sys", "/dev", "/mnt"}
LOCK_LINE = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)\s*(?:;\s*(.*?))?\s*\\?$")

problems: list[str] = []


def problem(text: str) -> None:
    problems.append(text)
    print(f"image_checks: {text}")


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def locked(lock: Path) -> dict[str, str]:
    """What the lock pins for this interpreter: canonical name -> version."""
    from packaging.markers import Marker

    pins: dict[str, str] = {}
    for line in lock.read_text(encoding="utf-8").splitlines():
        match = LOCK_LINE.match(line)
        if match and (not match[3] or Marker(match[3]).evaluate()):
            pins[canonical(match[1])] = match[2]
    return pins


def check_user() -> None:
    if os.getuid() == 0 or os.getgid() == 0:
        problem(f"runs as uid {os.getuid()} gid {os.getgid()}: root")


def check_no_build_tools() -> None:
    for module in ("pip", "setuptools", "wheel", "_distutils_hack", "ensurepip"):
        if importlib.util.find_spec(module) is not None:
            problem(f"module {module} is importable in the runtime")
    for path in LEFTOVERS:
        if os.path.lexists(path):
            problem(f"build leftover {path}")
    for name in os.listdir(VENV / "bin"):
        if name.startswith(("pip", "wheel", "easy_install")):
            problem(f"build tool {VENV / 'bin' / name}")
    lists = Path("/var/lib/apt/lists")
    if lists.is_dir() and any(p.is_file() for p in lists.rglob("*")):
        problem("apt lists left in /var/lib/apt/lists")


def check_packages(lock: Path) -> None:
    want = locked(lock)
    dists = importlib.metadata.distributions()
    have = {canonical(dist.metadata["Name"]): dist.version for dist in dists}
    if PROJECT not in have:
        problem(f"{PROJECT} is not installed")
    have.pop(PROJECT, None)
    for name in sorted(set(want) | set(have)):
        if want.get(name) != have.get(name):
            problem(f"{name}: requirements.lock has {want.get(name)}, installed {have.get(name)}")


def check_requirements() -> None:
    """Like ``pip check``, from the project down: every requirement is installed in a version
    it accepts, and nothing installed is left over."""
    from packaging.requirements import Requirement

    installed = {canonical(d.metadata["Name"]): d for d in importlib.metadata.distributions()}
    needed: set[str] = set()
    todo = [(PROJECT, "")]
    seen: set[tuple[str, str]] = set()
    while todo:
        name, extra = todo.pop()
        if (name, extra) in seen:
            continue
        seen.add((name, extra))
        needed.add(name)
        dist = installed.get(name)
        if dist is None:
            continue  # reported by whoever requires it
        for line in dist.requires or []:
            req = Requirement(line)
            if req.marker and not req.marker.evaluate({"extra": extra}):
                continue
            dep = canonical(req.name)
            if dep not in installed:
                problem(f"{name} requires {req}: not installed (run scripts/lock)")
                continue
            version = installed[dep].version
            if not req.specifier.contains(version, prereleases=True):
                problem(f"{name} requires {req}: {version} is installed (run scripts/lock)")
            todo.append((dep, ""))
            todo.extend((dep, canonical(e)) for e in req.extras)
    for name in sorted(set(installed) - needed):
        problem(f"{name} is installed but nothing requires it (run scripts/lock)")


def check_code_once() -> int:
    """The project's modules exist once on the whole file system, in site-packages."""
    site = Path(sysconfig.get_paths()["purelib"])
    if not str(site).startswith(str(VENV)):
        problem(f"site-packages is {site}, not in {VENV}")
    modules = [
        str(f) for f in importlib.metadata.distribution(PROJECT).files or [] if f.suffix == ".py"
    ]
    if not modules:
        problem(f"{PROJECT} lists no Python files")
        return 0
    for package in {m.split("/")[0] for m in modules}:
        spec = importlib.util.find_spec(package)
        if spec is None or not (spec.origin or "").startswith(f"{site}/"):
            problem(f"package {package} is imported from {spec and spec.origin}, not {site}")
    depths = {m.count("/") + 1 for m in modules}
    wanted = set(modules)
    found: dict[str, list[str]] = {m: [] for m in modules}
    for root, dirs, files in os.walk("/"):
        dirs[:] = [d for d in dirs if os.path.join(root, d) not in SKIP_DIRS]
        parts = root.strip("/").split("/") if root != "/" else []
        for name in files:
            for depth in depths:
                tail = "/".join([*parts, name][-depth:])
                if tail in wanted:
                    found[tail].append(os.path.join(root, name))
    for module, paths in found.items():
        if len(paths) != 1:
            problem(f"{module} is on the file system {len(paths)} times: {paths}")
    return len(modules)


def check_bytecode() -> int:
    sources = [*VENV.glob("lib/python3*/site-packages/**/*.py"), APP / "gunicorn.conf.py"]
    missing = [s for s in sources if not Path(importlib.util.cache_from_source(str(s))).is_file()]
    for source in missing[:20]:
        problem(f"no bytecode for {source}")
    if len(missing) > 20:
        problem(f"... and {len(missing) - 20} more without bytecode")
    return len(sources)


def check_read_only_code() -> None:
    for path in (VENV, APP, VENV / "lib", APP / "gunicorn.conf.py"):
        if os.access(path, os.W_OK):
            problem(f"{path} is writable by uid {os.getuid()}")


def check_locales() -> None:
    where = os.environ.get("BIBLIOS_LOCALES_DIR")
    if where != str(APP / "locales"):
        problem(f"BIBLIOS_LOCALES_DIR is {where!r}, not {APP / 'locales'}")
        return
    for lang in LOCALES:
        if not (Path(where) / lang / "LC_MESSAGES" / "messages.po").is_file():
            problem(f"no {lang} catalog in {where}")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python3 - /path/to/requirements.lock <image_checks.py", file=sys.stderr)
        return 2
    check_user()
    check_no_build_tools()
    check_packages(Path(argv[1]))
    check_requirements()
    modules = check_code_once()
    compiled = check_bytecode()
    check_read_only_code()
    check_locales()
    if problems:
        return 1
    print(
        f"image_checks: ok (uid {os.getuid()}, {modules} project modules installed once, "
        f"{compiled} sources compiled, packages as locked and as required, no pip)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
