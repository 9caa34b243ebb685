"""No game is named outside its own edge: the routes, the webhooks and the web client's shared
files hold no game id, game package or game-specific field, so a third game is served by
adding its engine package, its edge and its client directory, and editing nothing shared.

A game's id may still appear in prose (the product is named Biblios: ``biblios-verify``,
``BIBLIOS_*``, the page's title); what is checked is code: Python string constants and
imports, JavaScript strings and module paths."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import engine.registry
from api import games
from tests.games.nim.rules import GAME as NIM

ROOT = Path(__file__).resolve().parents[2]
API = ROOT / "api"
SHARED_PYTHON = sorted((API / "http" / "routes").glob("*.py")) + [API / "portals/webhooks.py"]
#: The web client's shared files: everything but the games' own directories and vendor/ (its
#: page too: it preloads no game's table; and its stylesheet: each game's table brings its own).
SHARED_JS = sorted((API / "static" / "play").glob("*.js")) + [
    API / "static/play/index.html",
    API / "static/play/style.css",
]
#: Field names one game's engine uses that the shared code once read.
GAME_FIELDS = {"vp"}


def packages() -> set[str]:
    """Every game's package name (``game1347``), engine side and edge side."""
    modules = [
        *engine.registry.INSTALLED.values(),
        *map(games.edge_module, engine.registry.INSTALLED),
    ]
    return {module.rsplit(".", 1)[1] for module in modules}


def game_ids() -> set[str]:
    return {*engine.registry.INSTALLED, NIM.info.id}


def python_leaks(path: Path) -> list[str]:
    ids, pkgs = game_ids(), packages()
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if text in ids or text in GAME_FIELDS:
                found.append(f"{path.name}:{node.lineno}: the string {text!r}")
            elif any(name in text for name in (pkgs - ids) | {i for i in ids if not i.isalpha()}):
                found.append(f"{path.name}:{node.lineno}: {text[:60]!r}")
        elif isinstance(node, ast.ImportFrom | ast.Import):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [alias.name for alias in node.names]
            for name in names:
                if set(name.split(".")) & pkgs:
                    found.append(f"{path.name}:{node.lineno}: imports {name}")
    return found


def js_leaks(path: Path) -> list[str]:
    """Game packages' names and numeric ids anywhere; a game id as a module path's segment
    (``./biblios/``), an object's key (``biblios: ...``), a property's value (``id:
    "biblios"``) or a side of a comparison (``=== "biblios"``). A word id is also the
    product's name: ``SOURCE = "biblios"`` or ``"biblios:view"`` are not game knowledge."""
    words = "|".join(re.escape(i) for i in sorted(game_ids()))
    quoted = rf"[\"'`](?:{words})[\"'`]"
    pattern = "|".join(
        [
            *(re.escape(name) for name in sorted(packages() - game_ids())),
            *(re.escape(game_id) for game_id in sorted(game_ids()) if not game_id.isalpha()),
            rf"/(?:{words})/",
            rf"(?<![\w.:-])[\"']?(?:{words})[\"']?:\s",
            rf":\s*{quoted}",
            rf"[=!]==?\s*{quoted}",
            rf"{quoted}\s*[=!]==?",
            rf"\bcase\s+{quoted}",
        ]
    )
    return [f"{path.name}: {m.group(0)}" for m in re.finditer(pattern, path.read_text())]


@pytest.mark.parametrize("path", SHARED_PYTHON, ids=lambda p: p.name)
def test_no_shared_python_module_names_a_game(path: Path) -> None:
    assert python_leaks(path) == []


@pytest.mark.parametrize("path", SHARED_JS, ids=lambda p: p.name)
def test_no_shared_client_file_names_a_game(path: Path) -> None:
    assert js_leaks(path) == []


def test_the_checks_find_what_they_look_for(tmp_path: Path) -> None:
    """The checks above are not vacuous: each kind of leak they look for is found, in files
    that exist."""
    assert all(path.is_file() for path in [*SHARED_PYTHON, *SHARED_JS])
    assert len(SHARED_PYTHON) > 5
    module = tmp_path / "leaky.py"
    module.write_text(
        'from ..games.game1347 import texts\nA = {"biblios": 1}\nB = "supply_1347"\n'
        'C = entry.get("vp")\n'
    )
    assert len(python_leaks(module)) == 4
    script = tmp_path / "leaky.js"
    script.write_text(
        'const A = { biblios: () => import("./biblios/table.js") };\n'
        'const B = id === "1347";\nconst C = "./game1347/table.js";\n'
        'const D = [{ id: "biblios" }];\nif (game === "biblios") go();\n'
    )
    assert len(js_leaks(script)) == 6
    clean = tmp_path / "clean.js"
    clean.write_text(
        'localStorage.getItem("biblios.lang"); // Biblios: the brand\n'
        'export const SOURCE = "biblios";\naddEventListener("biblios:view", f);\n'
    )
    assert js_leaks(clean) == []
