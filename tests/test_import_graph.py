"""The import graph of ``engine`` and ``api``: no circle among the imports a module makes when
it is loaded (those at its top level, outside ``if TYPE_CHECKING:``), no import tucked inside a
function in ``api/`` (where it would hide a circle or a climb), and ``api``'s packages in
layers: none imports a package above it (``LAYERS``; each package's ``__init__`` says the same
in words)."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "api")
#: The packages of ``api``, lowest first. A module imports, as it loads, only from its own
#: package and from those below it; what stands above it, it may name in type hints alone
#: (under ``if TYPE_CHECKING:``). ``api`` itself is the top: the roots that build and start
#: everything (``api.app``, ``api.composition``, ``api.config``, the worker and its jobs in
#: ``api.jobs``).
LAYERS = (
    "api.i18n",
    "api.schemas",
    "api.games",
    "api.play",
    "api.portals",
    "api.live",
    "api.http",
    "api",
)
#: The packages that stand with the roots at the top (the worker's jobs build their services
#: with ``api.composition``).
ROOT_PACKAGES = ("api.jobs",)
#: Imports that still climb (left by the move into packages; the next commits remove them).
CLIMBS_LEFT = {
    ("api.portals.webhooks", "api.config"),
}
#: The one module that imports inside a function: the package loads its app factory on first
#: use (gevent must patch the standard library before Flask is imported).
LATE_IMPORTS = {"api"}


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


@functools.cache
def parsed(path: Path) -> ast.Module:
    """A module's syntax tree, parsed once per test process (the tests only read it)."""
    return ast.parse(path.read_text())


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _top_level_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """The imports run when the module loads: its body's, and those in its top-level ``if``
    and ``try`` blocks, but not ``if TYPE_CHECKING:``."""
    found: list[ast.Import | ast.ImportFrom] = []
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop(0)
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif isinstance(node, ast.If) and not _is_type_checking(node):
            pending += node.body + node.orelse
        elif isinstance(node, ast.Try):
            pending += node.body + node.orelse + node.finalbody
            for handler in node.handlers:
                pending += handler.body
    return found


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The project's modules that ``name`` imports as it loads."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in _top_level_imports(parsed(path)):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            submodules = [f"{module}.{alias.name}" for alias in node.names]
            # ``from package import submodule`` from inside ``package`` needs nothing of its
            # ``__init__`` (loaded first, as every ancestor is); an attribute of a package, or
            # a package from outside, is an edge to its ``__init__``.
            inside = name.startswith(module + ".")
            takes_attributes = any(m not in known for m in submodules)
            targets = submodules + [module] * (takes_attributes or not inside)
        for target in targets:
            if target in known and target != name:
                out.add(target)
    return out


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_import_circle() -> None:
    assert cycles(graph()) == []


def test_no_import_inside_a_function() -> None:
    late = [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for name, path in modules().items()
        if name.startswith("api") and name not in LATE_IMPORTS
        for function in ast.walk(parsed(path))
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef)
        for node in ast.walk(function)
        if isinstance(node, ast.Import | ast.ImportFrom)
    ]
    assert late == []


def layer(name: str) -> int:
    """The rank of ``name``'s package in ``LAYERS`` (the longest that holds it)."""
    if any(name == p or name.startswith(p + ".") for p in ROOT_PACKAGES):
        return LAYERS.index("api")
    ranks = [
        (len(package), rank)
        for rank, package in enumerate(LAYERS)
        if name == package or name.startswith(package + ".")
    ]
    return max(ranks)[1]


def climbs(edges: dict[str, set[str]]) -> set[tuple[str, str]]:
    """The imports of ``api`` from a package above the importer's."""
    return {
        (name, target)
        for name, targets in edges.items()
        if name.startswith("api")
        for target in targets
        if target.startswith("api") and layer(target) > layer(name)
    }


def test_no_package_imports_one_above_it() -> None:
    assert climbs(graph()) == CLIMBS_LEFT


def test_every_package_of_api_has_its_layer() -> None:
    """A new package of ``api`` takes its place in ``LAYERS`` (else it would count as the top,
    free to import anything)."""
    packages = {
        ".".join(path.relative_to(ROOT).parent.parts)
        for path in (ROOT / "api").glob("*/__init__.py")
    }
    assert packages <= {*LAYERS, *ROOT_PACKAGES}


def test_the_layers_check_finds_a_climb() -> None:
    edges = {"api.play.store": {"api.http.problems", "api.i18n"}, "api.http.access": {"api.play"}}
    assert climbs(edges) == {("api.play.store", "api.http.problems")}


def test_the_openapi_vocabulary_stands_below_what_uses_it() -> None:
    """The field types and headers (``api.schemas.openapi_fields``) import none of the schemas,
    games or routes; the document builder (``api.schemas.openapi``) is imported by the app
    alone."""
    edges = graph()
    assert edges["api.schemas.openapi_fields"] <= {"api.i18n"}
    users = {name for name, targets in edges.items() if "api.schemas.openapi" in targets}
    assert users == {"api.app"}


def test_the_check_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


#: The modules that keep something in ``app.extensions``, each under a private key it alone
#: reads, behind a typed accessor (``services_of``, ``limits_of``, ``client_streams_of``,
#: ``live_of``).
EXTENSION_OWNERS = {
    "api.http.serving",
    "api.http.limits",
    "api.http.stream_caps",
    "api.http.admission",
    "api.live",
}


def string_keyed_extensions() -> dict[str, list[str]]:
    """The modules of ``api`` that index ``<app>.extensions`` (by any key), with the lines."""
    found: dict[str, list[str]] = {}
    for name, path in modules().items():
        if not name.startswith("api"):
            continue
        lines = [line.strip() for line in path.read_text().splitlines() if ".extensions[" in line]
        if lines:
            found[name] = lines
    return found


def test_services_are_reached_through_their_typed_accessors() -> None:
    """No route or service looks a service up by a string key: the composition root's
    ``Services`` comes through ``api.http.serving.services_of`` (and the limits, the stream caps
    and live updates through their own module's accessor, their key private)."""
    found = string_keyed_extensions()
    assert set(found) <= EXTENSION_OWNERS, {
        k: v for k, v in found.items() if k not in EXTENSION_OWNERS
    }
    for name in found:
        assert all("[_" in line for line in found[name]), found[name]  # the private constant
