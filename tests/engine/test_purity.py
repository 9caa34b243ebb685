"""The engine is pure: no web framework, no store, no translations, no I/O (architecture)."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# The standard library the rules may use; the benchmark (a script) may also time and parse
# its arguments, and the reference policy draws random numbers for the benchmark and tests.
RULES_IMPORTS = {"__future__", "collections", "itertools", "json", "operator", "typing"}
SCRIPT_IMPORTS = {"bench.py": {"argparse", "random", "time"}, "policy.py": {"random"}}
IO_CALLS = {"open", "print", "input", "exec", "eval", "__import__"}


def imports_and_calls(path: Path) -> tuple[set[str], set[str]]:
    tree = ast.parse(path.read_text())
    imported: set[str] = set()
    called: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            imported.add((node.module or "").split(".")[0])
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            called.add(node.func.id)
    return imported, called


def test_engine_imports_only_the_standard_library_it_needs() -> None:
    modules = sorted(ENGINE.glob("*.py"))
    assert len(modules) >= 12
    for path in modules:
        imported, called = imports_and_calls(path)
        allowed = RULES_IMPORTS | SCRIPT_IMPORTS.get(path.name, set())
        assert imported <= allowed, f"{path.name} imports {sorted(imported - allowed)}"
        if path.name != "bench.py":  # the benchmark prints its figures
            assert not called & IO_CALLS, f"{path.name} calls {sorted(called & IO_CALLS)}"
