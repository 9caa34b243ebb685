"""The engine is pure: no web framework, no store, no translations, no I/O (architecture)."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# The standard library the engine may use: data structures, its own randomness (bots draw from
# ``random.Random`` generators the table seeds), hashing, and importing the installed games.
ENGINE_IMPORTS = {
    "__future__",
    "abc",
    "collections",
    "dataclasses",
    "hashlib",
    "importlib",
    "itertools",
    "json",
    "operator",
    "random",
    "typing",
}
IO_CALLS = {"open", "print", "input", "exec", "eval", "__import__"}
# The one exemption: the command line ``python -m engine.verify`` (``biblios-verify``) must read
# a file and print. Its pure part is ``engine/verify/__init__.py``; only the shell below may
# also parse arguments and do that I/O (module → extra imports, extra calls).
CLI_SHELLS = {
    Path("verify/__main__.py"): ({"argparse", "sys"}, {"open", "print"}),
}


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
    modules = sorted(ENGINE.rglob("*.py"))
    assert len(modules) >= 18
    for path in modules:
        name = path.relative_to(ENGINE)
        imported, called = imports_and_calls(path)
        extra_imports, extra_calls = CLI_SHELLS.get(name, (set(), set()))
        imported -= extra_imports
        called -= extra_calls
        assert imported <= ENGINE_IMPORTS, f"{name} imports {sorted(imported - ENGINE_IMPORTS)}"
        assert not called & IO_CALLS, f"{name} calls {sorted(called & IO_CALLS)}"
