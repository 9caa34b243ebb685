"""TypeScript types generated from openapi.yaml type a small client with no cast and no ``any``.

The pinned tools (``ts/package.json`` and its lock: openapi-typescript, openapi-fetch,
TypeScript 5) are installed with ``npm ci`` into ``ts/node_modules`` the first time (and again
whenever the lock changes); openapi-typescript writes ``ts/src/schema.d.ts`` from the committed
document, and ``tsc --strict`` compiles ``ts/src/client.ts`` (a typed client that switches on
the discriminated unions: games, actions, legal-action templates, cards, events) against it. The
issue's own example of a wrong action body must not compile, nor an action of the other game
where a game's own union (``ActionBiblios``, ``Action1347``) is expected.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from support.npm import npm_ci as install

ROOT = Path(__file__).resolve().parents[2]
TS = Path(__file__).resolve().parent / "ts"
BIN = TS / "node_modules" / ".bin"


def npm_ci() -> None:
    """The pinned packages of ``TS``, installed from its lock (support.npm)."""
    install(TS)


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=TS, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def generated_types() -> Path:
    npm_ci()
    out = TS / "src" / "schema.d.ts"
    done = run(str(BIN / "openapi-typescript"), str(ROOT / "openapi.yaml"), "-o", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "⚠" not in done.stdout + done.stderr, done.stdout + done.stderr  # no warning
    return out


def code_of(source: Path) -> str:
    """The TypeScript source without its comments."""
    text = re.sub(r"/\*.*?\*/", "", source.read_text(), flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def test_the_typed_client_compiles_strictly(generated_types: Path) -> None:
    client = TS / "src" / "client.ts"
    code = code_of(client)
    assert not re.search(r"\bany\b", code), "no `any` in the client"
    assert not re.search(r"\bas\s+[A-Za-z{\[(]|<[A-Za-z]+>\s*\w", code), "no cast in the client"
    assert "@ts-" not in code and "!." not in code and "!;" not in code
    done = run(str(BIN / "tsc"), "-p", "tsconfig.json")
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_wrong_action_body_does_not_compile(generated_types: Path) -> None:
    done = compile_alone("src/wrong.ts")
    assert done.returncode != 0
    assert "'amount' does not exist" in done.stdout, done.stdout


def test_an_action_of_the_other_game_does_not_compile(generated_types: Path) -> None:
    """The per-game unions: a 1347 action is no `ActionBiblios`."""
    done = compile_alone("src/wrong_game.ts")
    assert done.returncode != 0
    assert "wrong_game.ts" in done.stdout and '"supply"' in done.stdout, done.stdout


def compile_alone(source: str) -> subprocess.CompletedProcess[str]:
    return run(
        str(BIN / "tsc"),
        "--strict",
        "--noEmit",
        "--target",
        "ES2022",
        "--module",
        "ES2022",
        "--moduleResolution",
        "Bundler",
        source,
    )


def test_request_bodies_may_leave_out_defaulted_fields() -> None:
    """The README's advice: with ``--default-non-nullable false`` a create request needs only
    what has no default (``{game: "1347", players: 3}``); by default it needs every field."""
    npm_ci()
    out = TS / "src" / "schema-requests.d.ts"
    generate = [str(BIN / "openapi-typescript"), str(ROOT / "openapi.yaml"), "-o", str(out)]
    done = run(*generate)
    assert done.returncode == 0, done.stdout + done.stderr
    strict = compile_alone("src/defaults.ts")
    assert strict.returncode != 0 and "is missing" in strict.stdout, strict.stdout
    done = run(*generate, "--default-non-nullable", "false")
    assert done.returncode == 0, done.stdout + done.stderr
    relaxed = compile_alone("src/defaults.ts")
    assert relaxed.returncode == 0, relaxed.stdout + relaxed.stderr


def test_the_types_name_the_unions(generated_types: Path) -> None:
    types = generated_types.read_text()
    for line in (
        'GameView: components["schemas"]["ViewBiblios"] | components["schemas"]["View1347"];',
        'auction: components["schemas"]["AuctionViewBiblios"] | null;',
    ):
        assert line in types, line
    action = union_members(types, "Action")
    assert {"PlaceActionBiblios", "PassActionBiblios", "SupplyAction1347", "ResignAction"} <= action
    biblios, actions_1347 = (
        union_members(types, "ActionBiblios"),
        union_members(types, "Action1347"),
    )
    assert {"PlaceActionBiblios", "PayActionBiblios", "ResignAction"} <= biblios
    assert {"SupplyAction1347", "PlayPassAction1347", "ResignAction"} <= actions_1347
    assert not any(name.endswith("1347") for name in biblios)
    assert biblios | actions_1347 == action and biblios & actions_1347 == {"ResignAction"}
    assert union_members(types, "PayTemplateBiblios") == {
        "PayGoldTemplateBiblios",
        "PayCardsTemplateBiblios",
    }
    assert "PayTemplateBiblios" in union_members(types, "LegalActionBiblios")
    problems = re.search(r"\n        ProblemParams: \{(.*?)\n        \};", types, flags=re.S)
    assert problems is not None
    assert 'not_your_turn: components["schemas"]["NotYourTurnProblemParams"];' in problems.group(1)
    assert 'invalid_row: components["schemas"]["InvalidRowProblemParams1347"];' in problems.group(1)
    event = re.search(r"\n        Event: ([^\n]+);", types)
    assert event is not None
    members = set(re.findall(r'components\["schemas"\]\["(\w+)"\]', event.group(1)))
    assert {
        "CardPlacedEventBiblios",
        "CardsDrawnEvent1347",
        "GameCreatedEvent",
        "ResignedEvent",
    } <= members
    assert 'params: components["schemas"]["CardPlacedParamsBiblios"];' in types
    assert 'card: components["schemas"]["PopulationCard1347"] | null;' in types
    assert 'lang?: components["schemas"]["Lang"];' in types


def union_members(types: str, name: str) -> set[str]:
    """The components a generated union type names (``Name: A | B | ...;``, or over several
    lines: ``PayTemplateBiblios: {type: "pay"} & (A | B);``)."""
    found = re.search(rf"\n        {name}: (.+?);\n        (?:/\*\*|\w)", types, flags=re.S)
    assert found is not None, name
    return set(re.findall(r'components\["schemas"\]\["(\w+)"\]', found.group(1)))
