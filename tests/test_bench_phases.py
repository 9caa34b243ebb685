"""``bench.move_cost`` splits a request's bytecodes by phase, each phase named by the functions
that run it. A function renamed or moved would leave its phase empty and its bytecodes counted as
the framework's, silently: every function ``PHASES`` names must exist where it says."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bench.move_cost import PHASES

ROOT = Path(__file__).resolve().parents[1]


def _functions(path: Path) -> set[str]:
    """The names of every function and method defined in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


@pytest.mark.parametrize("where", sorted(PHASES))
def test_every_phase_names_a_function_that_exists(where: str) -> None:
    path, _, name = where.partition(":")
    assert (ROOT / path).is_file(), f"{path} is gone"
    assert name in _functions(ROOT / path), f"{path} defines no function {name}"
