"""The project's packages compiled once per test session, for every process the tests start.

With ``PYTHONDONTWRITEBYTECODE=1`` in the environment (this machine's sessions set it, as the
container image does), Python writes no ``__pycache__``: each gunicorn worker, RQ worker,
``scripts/serve`` child and test process would compile ``api/`` and ``engine/`` from source
again, about 0.3 s of CPU each (docs/testing.md). Python still reads bytecode it finds, so
the test session writes it once, where Python would (``__pycache__``, ignored by git); only
stale or missing files are compiled again. The container image compiles its own at build.
"""

from __future__ import annotations

import compileall
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: What the processes the tests start import: the API and engine, the test support and the
#: benchmarks' clients (``python -m bench.flood``).
PACKAGES = ("api", "engine", "support", "bench")


def compile_project(root: Path = ROOT) -> bool:
    """Compile each package's missing or stale bytecode; False if a file could not be."""
    return all(compileall.compile_dir(root / name, quiet=2) for name in PACKAGES)
