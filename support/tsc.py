"""Many TypeScript programs type-checked in one compiler run (support/tsc_program.cjs).

A test that checks that some small programs compile and others do not would otherwise start
``tsc`` once a program, each run reading and checking the same library, generated types and
standard declarations again. Here the programs are the root files of one ``Program``: the
shared files are checked once, and each file's diagnostics are read apart, so that a program
that must not compile is still seen to fail for its own reason (the diagnostic's file, code
and message), and one that must compile to have none.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().with_name("tsc_program.cjs")


@dataclass(frozen=True)
class Diagnostic:
    """One compiler diagnostic: ``file`` relative to the project (None if global)."""

    file: str | None
    line: int | None
    code: int
    category: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}({self.line}): {self.category.lower()} TS{self.code}: {self.message}"


@dataclass(frozen=True)
class Checked:
    """The diagnostics of one compiler run over several files."""

    diagnostics: tuple[Diagnostic, ...]

    def of(self, file: str) -> list[Diagnostic]:
        """The diagnostics of ``file`` (a path relative to the project, as it was given)."""
        return [d for d in self.diagnostics if d.file == file]

    def beyond(self, files: Iterable[str]) -> list[Diagnostic]:
        """The diagnostics of every other file, global ones included."""
        skip = set(files)
        return [d for d in self.diagnostics if d.file not in skip]

    def text(self, diagnostics: Iterable[Diagnostic] | None = None) -> str:
        return "\n".join(str(d) for d in (self.diagnostics if diagnostics is None else diagnostics))

    def save(self, path: Path) -> None:
        """Written to ``path`` as JSON (for the other test processes: support/once.py)."""
        path.write_text(json.dumps([asdict(d) for d in self.diagnostics]))

    @classmethod
    def load(cls, path: Path) -> Checked:
        """What ``save`` wrote."""
        return cls(tuple(Diagnostic(**d) for d in json.loads(path.read_text())))


def check(
    project: Path,
    files: Iterable[str] = (),
    *,
    config: str | None = None,
    options: Mapping[str, Any] | None = None,
    emit: Iterable[str] = (),
    compiler: Path | None = None,
    timeout: float = 600,
) -> Checked:
    """Type-checks one program in ``project`` with the TypeScript installed in ``compiler``'s
    node_modules (``project``'s by default): the root files
    of ``config`` (a tsconfig, if given) and ``files``, with the configuration's compiler
    options and ``options`` over them (as a tsconfig's ``compilerOptions``). Writes JavaScript
    for the files of ``emit`` only. A file path is relative to ``project``; so are the
    diagnostics' (a file beyond it: ``../``)."""
    project = project.resolve()
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node is needed to type-check TypeScript (Debian: apt-get install nodejs)")
    request = {
        "project": str(project),
        "config": config,
        "files": list(files),
        "options": dict(options or {}),
        "emit": list(emit),
        "compiler": None if compiler is None else str(compiler.resolve()),
    }
    done = subprocess.run(
        [node, str(SCRIPT), json.dumps(request)],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, f"{SCRIPT.name} in {project}:\n{done.stdout}{done.stderr}"
    return Checked(
        tuple(
            Diagnostic(d["file"], d["line"], d["code"], d["category"], d["message"])
            for d in json.loads(done.stdout)
        )
    )
