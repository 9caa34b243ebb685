"""The TypeScript library (clients/typescript) against the real server: gunicorn, the private
Redis and a worker for the clocks, over real HTTP, from Node.

Its own tests (clients/typescript/test/*.test.ts, compiled with ``tsc --strict`` and run with
``node --test``) play whole games of Biblios and 1347 in the four languages beside bots while
the seat follows the game live, a clock that runs out to a takeover and a reclaim, a resign,
a stream broken by gunicorn replacing its workers (SIGHUP) that resumes with Last-Event-ID,
tickets, a re-issued token, problems as typed errors and a 429 waited out. Here: the pinned
tools installed (``npm ci``), the generated types up to date, no cast and no ``any`` in the
library or its tests, a 1347 action refused by the compiler for a Biblios view, the npm
tarball built, installed and used by the README's quickstart.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from support.gunicorn_server import GunicornServer
from support.npm import tsc_build
from support.once import built_once
from support.tsc import Checked, check
from tests.api.helpers import committed_document
from tests.api.portal_support import PortalCredentials

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "clients" / "typescript"
API_VERSION = committed_document()["info"]["version"]


def run(
    *command: str, cwd: Path = LIBRARY, env: dict[str, str] | None = None, timeout: float = 600
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )


@pytest.fixture(scope="module")
def built() -> Path:
    """The library compiled (``dist/``) and its tests compiled (``build-test/``), strictly."""
    for config in ("tsconfig.json", "tsconfig.test.json"):
        tsc_build(LIBRARY, config)
    return LIBRARY / "build-test"


def code_of(source: Path) -> str:
    """TypeScript without its comments and string literals' contents."""
    text = re.sub(r"/\*.*?\*/", "", source.read_text(), flags=re.S)
    text = re.sub(r"(?<![:\\])//[^\n]*", "", text)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"|`[^`]*`', '""', text)


def test_the_library_and_its_tests_have_no_cast_and_no_any() -> None:
    sources = sorted((LIBRARY / "src").glob("*.ts")) + sorted((LIBRARY / "test").glob("*.ts"))
    assert len(sources) >= 10
    for source in sources:
        code = code_of(source)
        assert not re.search(r"\bany\b", code), f"`any` in {source.name}"
        assert not re.search(r"\bas\s+[A-Za-z{\[(]", code), f"a cast in {source.name}"
        old_cast = r"(?:[=(,:?]|\breturn)\s*<[A-Za-z][\w.\[\]\"]*>\s*[\w(]"
        assert not re.search(old_cast, code), f"a cast in {source.name}"
        assert "@ts-" not in code and "!." not in code and "!;" not in code, source.name
    config = json.loads((LIBRARY / "tsconfig.json").read_text())["compilerOptions"]
    assert config["strict"] is True and config["noUncheckedIndexedAccess"] is True


def test_the_generated_types_and_the_version_are_up_to_date(regenerated: Path) -> None:
    """scripts/clients regenerates into a temporary directory (``regenerated``, tests/clients/
    conftest.py): the TypeScript library's generated parts are the committed ones."""
    for name in ("generated/schema.ts", "version.ts", "games.ts"):
        fresh, committed = regenerated / "ts" / name, LIBRARY / "src" / name
        assert fresh.read_text() == committed.read_text(), f"run scripts/clients: {name}"
    assert f'API_VERSION = "{API_VERSION}"' in (LIBRARY / "src" / "version.ts").read_text()
    assert json.loads((LIBRARY / "package.json").read_text())["version"] == API_VERSION


def test_a_1347_action_does_not_compile_for_a_biblios_view(compiled: Checked) -> None:
    found = compiled.of(WRONG_GAME)
    assert [d.code for d in found] == [2322], compiled.text()  # the one error, nothing else
    assert '"supply"' in found[0].message, compiled.text(found)
    assert not compiled.beyond(MUST_NOT_COMPILE), compiled.text()


@pytest.mark.parametrize("suite", ["sse", "games", "problems", "live"])
def test_the_librarys_own_tests_pass_against_the_real_server(
    built: Path,
    server: GunicornServer,
    server_redis: str,
    keys: PortalCredentials,
    slow_keys: PortalCredentials,
    suite: str,
) -> None:
    assert server.process is not None
    env = {
        "PATH": "/usr/bin:/bin",
        "BIBLIOS_URL": server.url,
        "BIBLIOS_PORTAL_KEY": keys.key,
        "BIBLIOS_SLOW_PORTAL_KEY": slow_keys.key,
        "BIBLIOS_GUNICORN_PID": str(server.process.pid),
    }
    done = run("node", "--test", str(built / "test" / f"{suite}.test.js"), env=env)
    summary = "\n".join(done.stdout.splitlines()[-12:])
    assert done.returncode == 0, done.stdout[-20000:] + done.stderr[-5000:]
    assert re.search(r"# fail 0\b", done.stdout) and not re.search(r"# pass 0\b", done.stdout)
    print(summary)


def install(where: Path) -> None:
    """The npm tarball as ``npm pack`` alone makes it (its ``prepack`` script builds
    ``dist/``: none is there before), installed by ``npm install`` into an empty project. The
    machine may be offline: npm installs with ``--offline``, its one dependency, openapi-fetch,
    (and that one's) packed from the library's own pinned copies beside it. It is packed from
    a copy of the library's sources, so that no other test's ``dist/`` is touched."""
    project = where / "project"
    source = where / "library"
    project.mkdir()
    unbuilt = shutil.ignore_patterns("node_modules", "dist", "build-test", "*.tgz", ".biblios-*")
    shutil.copytree(LIBRARY, source, dirs_exist_ok=True, ignore=unbuilt)
    (source / "node_modules").symlink_to(LIBRARY / "node_modules")
    assert not (source / "dist").exists()
    done = run("npm", "pack", "--pack-destination", str(project), cwd=source)
    assert done.returncode == 0, done.stdout + done.stderr
    tarball = project / f"biblios-api-client-{API_VERSION}.tgz"
    assert tarball.exists(), list(project.iterdir())
    with tarfile.open(tarball) as archive:
        names = archive.getnames()
    assert "package/dist/index.js" in names and "package/dist/index.d.ts" in names
    assert "package/README.md" in names and not any("/test/" in n or "/src/" in n for n in names)
    tarballs = [tarball.name]
    for dependency in ("openapi-fetch", "openapi-typescript-helpers"):
        packed = run(
            "npm", "pack", "--pack-destination", str(project), "--ignore-scripts",
            cwd=LIBRARY / "node_modules" / dependency,
        )  # fmt: skip
        assert packed.returncode == 0, packed.stdout + packed.stderr
        tarballs.append(packed.stdout.strip().splitlines()[-1])
    (project / "package.json").write_text('{"type": "module", "private": true}\n')
    done = run(
        "npm", "install", "--offline", "--no-audit", "--no-fund", *(f"./{t}" for t in tarballs),
        cwd=project,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert (project / "node_modules" / "biblios-api-client" / "dist" / "index.js").exists()


READMES = ["README.md", "clients/typescript/README.md"]
#: The programs of ``compiled`` that must not compile (each for its own reason).
WRONG_GAME = "wrong-game.ts"
PROBLEM_WRONG = "problem_wrong.ts"
MUST_NOT_COMPILE = (WRONG_GAME, PROBLEM_WRONG)


def quickstart(readme: str) -> str:
    """The file of a README's TypeScript quickstart in the installed project."""
    return "quickstart-" + readme.removesuffix(".md").replace("/", "-") + ".ts"


#: The portal key written into the quickstarts when they are compiled: each test process puts
#: its own portal's in the JavaScript it runs (``on_the_server``).
KEY = "the-portal-key-of-this-run"
#: The file of ``installed`` that keeps ``pack_install_and_check``'s diagnostics.
CHECKED = "checked.json"


def pack_install_and_check(where: Path) -> None:
    """:func:`install` into ``where / "project"``, then this module's small programs compiled
    there (:func:`check_programs`)."""
    install(where)
    check_programs(where / "project")


def check_programs(installed: Path) -> None:
    """This module's small programs, type-checked strictly in one compiler run in the project
    where the tarball is installed (support/tsc.py; the library's declarations and the
    standard ones read and checked once), as a front end's project compiles them (``--strict
    --target ES2022 --module NodeNext --moduleResolution NodeNext --lib ES2022,DOM``):

    - each README's TypeScript quickstart, with a portal's key (``KEY``, emitted to
      JavaScript, to be run on the real server: ``on_the_server``);
    - clients/typescript/README.md's ``try { ... } catch`` block with the names it assumes
      declared (an api, a Biblios view, a token), and the same with a string's method called
      on ``error.params.min`` (a number: it must not compile);
    - test/wrong-game.ts.txt: a 1347 action for a Biblios view, against the library's sources
      (it must not compile).

    The diagnostics are saved to ``CHECKED``."""
    for readme in READMES:
        text = (ROOT / readme).read_text()
        start = text.index('```ts\nimport { Biblios } from "biblios-api-client";\n')
        snippet = text[start + len("```ts\n") : text.index("```\n", start + 5)]
        assert len(snippet.splitlines()) <= 14
        key = f'{{ bot: "greedy" }}] }}, {{ portalKey: "{KEY}" }});'
        snippet = snippet.replace('{ bot: "greedy" }] });', key)
        (installed / quickstart(readme)).write_text(snippet)
        (installed / quickstart(readme)).with_suffix(".js").unlink(missing_ok=True)
    text = (LIBRARY / "README.md").read_text()
    start = text.index("```ts\ntry {\n")
    block = text[start + len("```ts\n") : text.index("```\n", start + 5)]
    program = (
        'import { Biblios, isProblem, type ViewBiblios } from "biblios-api-client";\n'
        "declare const api: Biblios;\ndeclare const view: ViewBiblios;\n"
        "declare const token: string;\n"
        "export async function example(): Promise<void> {\n" + block + "}\n"
    )
    (installed / "problem_example.ts").write_text(program)
    wrong = program.replace("console.log(error.params.min,", "console.log(error.params.min.at(0),")
    assert wrong != program
    (installed / PROBLEM_WRONG).write_text(wrong)  # min is a number: no .at()
    wrong_game = (LIBRARY / "test" / "wrong-game.ts.txt").read_text()
    (installed / WRONG_GAME).write_text(wrong_game.replace("../src/", f"{LIBRARY}/src/"))
    quickstarts = [quickstart(readme) for readme in READMES]
    check(
        installed,
        [*quickstarts, "problem_example.ts", *MUST_NOT_COMPILE],
        options={
            "strict": True,
            "target": "ES2022",
            "module": "NodeNext",
            "moduleResolution": "NodeNext",
            "lib": ["ES2022", "DOM"],
        },
        emit=quickstarts,
        compiler=LIBRARY,  # the library's pinned TypeScript
    ).save(installed / CHECKED)


@pytest.fixture(scope="module")
def installed(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project where the tarball is installed and the programs compiled
    (:func:`pack_install_and_check`), once in a run of several test processes
    (support/once.py)."""
    return built_once(tmp_path_factory, "ts-library-installed", pack_install_and_check) / "project"


@pytest.fixture(scope="module")
def compiled(installed: Path) -> Checked:
    """The diagnostics of :func:`check_programs`."""
    return Checked.load(installed / CHECKED)


def on_the_server(installed: Path, readme: str, url: str, key: str) -> str:
    """The quickstart's JavaScript with this process's server and portal key in place of the
    README's address and ``KEY`` (the same literals the compiler emitted), beside it in the
    installed project; its file name."""
    emitted = (installed / quickstart(readme)).with_suffix(".js").read_text()
    address, placeholder = '"http://localhost:8000"', f'"{KEY}"'
    assert emitted.count(address) == 1 and emitted.count(placeholder) == 1, emitted
    emitted = emitted.replace(address, json.dumps(url)).replace(placeholder, json.dumps(key))
    program = installed / f"{quickstart(readme).removesuffix('.ts')}-{os.getpid()}.js"
    program.write_text(emitted)
    return program.name


@pytest.mark.parametrize("readme", READMES)
def test_the_readme_quickstart_plays_a_move_and_follows_the_game(
    readme: str,
    installed: Path,
    compiled: Checked,
    server: GunicornServer,
    keys: PortalCredentials,
    server_redis: str,
) -> None:
    """The README's TypeScript quickstart, compiled strictly against the installed tarball
    and run with Node: it creates a game, plays a move and reads the stream's next update."""
    assert not compiled.beyond(MUST_NOT_COMPILE), compiled.text()
    program = on_the_server(installed, readme, server.url, keys.key)
    played = run("node", program, cwd=installed, timeout=60)
    assert played.returncode == 0, played.stdout + played.stderr
    assert re.search(r"^version \d+: ", played.stdout, flags=re.M), played.stdout


def test_the_readme_problem_example_compiles_strictly(compiled: Checked) -> None:
    """clients/typescript/README.md's ``try { ... } catch`` block, compiled strictly against
    the installed tarball with the names it assumes declared (an api, a Biblios view, a
    token): ``isProblem`` narrows ``error.params`` to ``bid_too_low``'s, so ``.min`` is a
    number (a string's method on it does not compile)."""
    assert not compiled.of("problem_example.ts"), compiled.text()
    assert not compiled.beyond(MUST_NOT_COMPILE), compiled.text()
    found = compiled.of(PROBLEM_WRONG)
    assert [d.code for d in found] == [2339], compiled.text()  # no such property
    assert "'at' does not exist" in found[0].message, compiled.text(found)


def test_every_npm_package_is_pinned_with_its_hash() -> None:
    """package-lock.json pins every package the library installs to a version and an
    integrity hash (``npm ci`` refuses a tarball whose hash differs); the dependencies named
    in package.json are exact versions."""
    lock = json.loads((LIBRARY / "package-lock.json").read_text())
    packages = {name: entry for name, entry in lock["packages"].items() if name}
    assert packages
    for name, entry in packages.items():
        assert entry.get("integrity", "").startswith("sha512-"), name
    manifest = json.loads((LIBRARY / "package.json").read_text())
    for section in ("dependencies", "devDependencies"):
        for name, version in manifest[section].items():
            assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} {version}: pin it exactly"
