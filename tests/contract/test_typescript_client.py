"""TypeScript types generated from openapi.yaml type a small client with no cast and no ``any``.

The pinned tools (``ts/package.json`` and its lock: openapi-typescript, openapi-fetch,
TypeScript 5) are installed with ``npm ci`` into ``ts/node_modules`` the first time (and again
whenever the lock changes); openapi-typescript writes ``ts/src/schema.d.ts`` from the committed
document, and ``tsc --strict`` compiles ``ts/src/client.ts`` (a typed client that switches on
the discriminated unions: games, actions, legal-action templates, cards, events) against it. The
issue's own example of a wrong action body must not compile, nor an action of the other game
where a game's own union (``ActionBiblios``, ``Action1347``) is expected.

Every program is type-checked in one compiler run (support/tsc.py): the generated types and the
standard declarations are read and checked once, and each program's diagnostics are read apart
(a program that must not compile fails with its own diagnostic, in its own file).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from support.npm import npm_ci as install
from support.once import built_once
from support.tsc import Checked, check

ROOT = Path(__file__).resolve().parents[2]
TS = Path(__file__).resolve().parent / "ts"
BIN = TS / "node_modules" / ".bin"


def npm_ci() -> None:
    """The pinned packages of ``TS``, installed from its lock (support.npm)."""
    install(TS)


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=TS, capture_output=True, text=True, timeout=300)


def generate(out: Path, *options: str) -> None:
    """openapi-typescript's types of the committed document, written to ``out``."""
    done = run(
        str(BIN / "openapi-typescript"), str(ROOT / "openapi.yaml"), "-o", str(out), *options
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "⚠" not in done.stdout + done.stderr, done.stdout + done.stderr  # no warning


#: The programs that must not compile (each for its own reason: the tests below).
MUST_NOT_COMPILE = ("src/wrong.ts", "src/wrong_game.ts", "src/defaults_required.ts")


def generate_types() -> Path:
    """``src/schema.d.ts``: the types as openapi-typescript makes them by default; and
    ``src/schema-requests.d.ts``: with ``--default-non-nullable false`` (the README's advice
    for request bodies)."""
    npm_ci()
    out = TS / "src" / "schema.d.ts"
    generate(out)
    generate(TS / "src" / "schema-requests.d.ts", "--default-non-nullable", "false")
    return out


def check_programs(into: Path) -> None:
    """Every program of this module type-checked in one compiler run, with the client's
    options (tsconfig.json: strict, no unchecked index), the types generated first: the
    client, the programs that must not compile, and ``src/defaults.ts`` twice, against the
    types made with ``--default-non-nullable false`` (``src/defaults.ts`` itself) and against
    the default ones (``src/defaults_required.ts``, the same code importing ``./schema``).
    The diagnostics are saved to ``into``."""
    generate_types()
    defaults = (TS / "src" / "defaults.ts").read_text()
    assert defaults.count('from "./schema-requests";') == 1
    required = defaults.replace('from "./schema-requests";', 'from "./schema";')
    (TS / "src" / "defaults_required.ts").write_text(required)
    check(TS, [*MUST_NOT_COMPILE, "src/defaults.ts"], config="tsconfig.json").save(
        into / "checked.json"
    )


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> Checked:
    """:func:`check_programs`, once in a run of several test processes (support/once.py):
    the types are written into ``TS`` by one process alone."""
    return Checked.load(
        built_once(tmp_path_factory, "ts-contract", check_programs) / "checked.json"
    )


@pytest.fixture(scope="module")
def generated_types(checked: Checked) -> Path:
    """``src/schema.d.ts``, generated (:func:`generate_types`) before the programs' check."""
    return TS / "src" / "schema.d.ts"


def code_of(source: Path) -> str:
    """The TypeScript source without its comments."""
    text = re.sub(r"/\*.*?\*/", "", source.read_text(), flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def test_the_typed_client_compiles_strictly(checked: Checked) -> None:
    client = TS / "src" / "client.ts"
    code = code_of(client)
    assert not re.search(r"\bany\b", code), "no `any` in the client"
    assert not re.search(r"\bas\s+[A-Za-z{\[(]|<[A-Za-z]+>\s*\w", code), "no cast in the client"
    assert "@ts-" not in code and "!." not in code and "!;" not in code
    # the client, the generated types and the standard declarations: not one diagnostic
    assert not checked.beyond(MUST_NOT_COMPILE), checked.text()


def test_a_wrong_action_body_does_not_compile(checked: Checked) -> None:
    found = checked.of("src/wrong.ts")
    assert [d.code for d in found] == [2353], checked.text()  # an excess property
    assert "'amount' does not exist" in found[0].message, checked.text(found)


def test_an_action_of_the_other_game_does_not_compile(checked: Checked) -> None:
    """The per-game unions: a 1347 action is no `ActionBiblios`."""
    found = checked.of("src/wrong_game.ts")
    assert [d.code for d in found] == [2322], checked.text()  # not assignable
    assert '"supply"' in found[0].message, checked.text(found)


def test_request_bodies_may_leave_out_defaulted_fields(checked: Checked) -> None:
    """The README's advice: with ``--default-non-nullable false`` a create request needs only
    what has no default (``{game: "1347", players: 3}``); by default it needs every field."""
    assert not checked.of("src/defaults.ts"), checked.text()
    found = checked.of("src/defaults_required.ts")
    assert found and all(d.code in (2739, 2741) for d in found), checked.text()  # missing ones
    assert all("is missing" in d.message for d in found), checked.text(found)
    lines = (TS / "src" / "defaults.ts").read_text().splitlines()
    requests = {n for n, line in enumerate(lines, 1) if line.startswith("export const")}
    assert len(requests) == 2 and {d.line for d in found} == requests, checked.text(found)


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
