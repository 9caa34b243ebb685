"""Every code block of README.md, clients/*/README.md and docs/*.md that a reader runs is run
(or compiled) by a test, or says in a comment why it is not (issue 40).

Each fenced block with a language is accounted for in one of three ways:

- run here: ``json`` and ``toml`` blocks are parsed, ``python`` doctests (``>>>``) run, the
  ``python`` blocks of ``RUN_HERE`` executed (with the names they assume given), ``js`` blocks
  compiled by Node (``node --check``: browser code, its names the page's);
- run by another test, named in ``RUN_ELSEWHERE`` (the block's first line → the test file,
  which must name the document);
- not run: the block says why in a comment holding ``not run``.

On top of that every ``python`` block compiles and every ``sh`` block parses (``bash -n``),
and the Python blocks a reader copies into a program type-check under ``mypy --strict`` (with
the names they assume declared: ``ASSUMED``; a fragment of a file is left out: ``FRAGMENTS``).
"""

from __future__ import annotations

import doctest
import json
import os
import re
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [
    ROOT / "README.md",
    *sorted((ROOT / "clients").glob("*/README.md")),
    *sorted((ROOT / "docs").glob("*.md")),
]
#: Blocks of a language a reader does not run (a page's markup).
NOT_CODE = {"", "html", "text"}


@dataclass(frozen=True)
class Block:
    document: Path
    line: int
    language: str
    text: str

    @property
    def first(self) -> str:
        return self.text.splitlines()[0] if self.text else ""

    @property
    def where(self) -> str:
        return f"{self.document.relative_to(ROOT)}:{self.line}"


def blocks() -> list[Block]:
    found = []
    for document in DOCUMENTS:
        text = document.read_text(encoding="utf-8")
        for match in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.M | re.S):
            language, body = match.groups()
            if language not in NOT_CODE:
                line = text[: match.start()].count("\n") + 1
                found.append(Block(document, line, language, body))
    return found


BLOCKS = blocks()

PYTHON_LIB = "tests/clients/test_python_client_lib.py"
TYPESCRIPT_LIB = "tests/clients/test_typescript_client_lib.py"
RECEIVERS = "tests/clients/test_webhook_receivers.py"
_VERIFIED = "webhook receiver in {}: every POST verified with the standardwebhooks package"
#: (document, first line) → the test file that runs the block.
RUN_ELSEWHERE = {
    ("README.md", "from biblios_api_client import Biblios"): PYTHON_LIB,
    ("clients/python/README.md", "from biblios_api_client import Biblios"): PYTHON_LIB,
    ("README.md", 'import { Biblios } from "biblios-api-client";'): TYPESCRIPT_LIB,
    ("clients/typescript/README.md", 'import { Biblios } from "biblios-api-client";'): (
        TYPESCRIPT_LIB
    ),
    ("clients/typescript/README.md", "try {"): TYPESCRIPT_LIB,
    ("docs/portal-webhooks.md", "// A portal's " + _VERIFIED.format("Node")): RECEIVERS,
    ("docs/portal-webhooks.md", '"""A portal\'s ' + _VERIFIED.format("Python")): RECEIVERS,
}


def _bid_too_low_api() -> Any:
    """An ``api`` whose ``act`` is refused with ``bid_too_low``, as the server words it."""
    import httpx

    from tests.clients.test_python_client_lib import lib

    body = {
        "type": "https://biblios.dev/problems/bid_too_low",
        "title": "Rule violation",
        "status": 422,
        "detail": "Bid at least 3.",
        "code": "bid_too_low",
        "params": {"min": 3},
    }

    class Api:
        def act(self, *args: Any) -> None:
            raise lib.Unprocessable(httpx.Response(422, json=body))

    return Api()


def _webhook_names() -> dict[str, Any]:
    return {"WEBHOOK_SECRET": "whsec_" + "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"}


def _check_webhook(names: dict[str, Any]) -> None:
    from standardwebhooks import Webhook

    body = json.dumps({"type": "game.turn", "timestamp": "2026-01-01T00:00:00Z", "data": {}})
    now = datetime.now(UTC)
    signature = Webhook(names["WEBHOOK_SECRET"]).sign("msg_1", now, body)
    headers = {
        "webhook-id": "msg_1",
        "webhook-timestamp": str(int(now.timestamp())),
        "webhook-signature": signature,
    }
    assert names["receive"](body.encode(), headers)["type"] == "game.turn"


def _problem_names() -> dict[str, Any]:
    return {"api": _bid_too_low_api(), "game_id": "g", "action": {}, "token": "t"}


#: (document, first line) → (the names the block assumes, a check of what it left).
RUN_HERE = {
    ("docs/engine.md", "from engine import Setup, Table, get_game"): (dict, None),
    ("docs/portals.md", "from standardwebhooks import Webhook, WebhookVerificationError"): (
        _webhook_names,
        _check_webhook,
    ),
    ("clients/python/README.md", "from biblios_api_client import Unprocessable, params_of"): (
        _problem_names,
        None,
    ),
}


def key(block: Block) -> tuple[str, str]:
    return (str(block.document.relative_to(ROOT)), block.first)


def test_every_block_is_run_or_says_why_not() -> None:
    unaccounted = []
    for block in BLOCKS:
        runs_here = block.language in ("json", "toml", "js") or key(block) in RUN_HERE
        runs_here |= block.language == "python" and block.first.startswith(">>>")
        if runs_here or key(block) in RUN_ELSEWHERE or "not run" in block.text:
            continue
        unaccounted.append(f"{block.where} ({block.language}): {block.first}")
    assert not unaccounted, "run these, name their test, or say why not:\n" + "\n".join(unaccounted)
    assert set(RUN_HERE) <= {key(b) for b in BLOCKS}
    assert set(RUN_ELSEWHERE) <= {key(b) for b in BLOCKS}


@pytest.mark.parametrize(("document", "first"), sorted(RUN_ELSEWHERE))
def test_the_test_that_runs_a_block_names_its_document(document: str, first: str) -> None:
    test = (ROOT / RUN_ELSEWHERE[document, first]).read_text(encoding="utf-8")
    assert document in test or Path(document).name in test


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: b.where)
def test_the_block_compiles_and_what_can_run_here_runs(block: Block) -> None:
    if block.language == "python":
        if block.first.startswith(">>>"):
            parser = doctest.DocTestParser()
            test = parser.get_doctest(block.text, {}, block.where, block.where, 0)
            runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
            assert runner.run(test).failed == 0
            return
        code = compile(block.text, block.where, "exec", flags=0x2000)  # top-level await allowed
        if key(block) in RUN_HERE:
            make_names, check = RUN_HERE[key(block)]
            names: dict[str, Any] = {"__name__": "doc_block", **make_names()}
            exec(code, names)  # noqa: S102
            if check is not None:
                check(names)
    elif block.language == "json":
        json.loads(block.text)
    elif block.language == "toml":
        tomllib.loads(block.text)
    elif block.language == "sh":
        done = subprocess.run(["bash", "-n"], input=block.text, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
    elif block.language == "js":
        done = subprocess.run(
            ["node", "--check", "--input-type=module"],
            input=block.text,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr


#: What a Python block assumes, declared for the type checker: (document, first line) → the
#: lines before it. A block in ``IN_A_COROUTINE`` is checked as the body of a coroutine taking
#: the names its declarations give.
ASSUMED = {
    ("docs/portals.md", "from standardwebhooks import Webhook, WebhookVerificationError"): (
        "WEBHOOK_SECRET: str\n"
    ),
    ("clients/python/README.md", "from biblios_api_client import Unprocessable, params_of"): (
        "from biblios_api_client import Action, Biblios\n"
        "api: Biblios\ngame_id: str\ntoken: str\naction: Action\n"
    ),
}
IN_A_COROUTINE = {
    ("clients/python/README.md", "# not run as it is: top-level `async with` needs an event loop"
     " and a game (tests/clients does so)"): (
        "from biblios_api_client import AsyncBiblios\n\n\n"
        "async def block(game_id: str, token: str) -> None:\n"
    ),
}  # fmt: skip
#: Blocks that are a part of a file shown in place (a registry's line...), not a program.
FRAGMENTS = {"docs/adding-a-game.md"}


@pytest.mark.slow  # mypy over every Python block of the docs
def test_the_python_blocks_type_check_strictly(tmp_path: Path) -> None:
    """Every Python block a reader copies (not a doctest, not a fragment), with what it assumes
    declared, passes ``mypy --strict`` against the engine and the client library (issue 40: the
    quickstart's ``seats[0].token`` is ``str | None``; ``typed_params.min`` was caught only at
    run time)."""
    files = []
    for n, block in enumerate(BLOCKS):
        document = str(block.document.relative_to(ROOT))
        if block.language != "python" or block.first.startswith(">>>") or document in FRAGMENTS:
            continue
        code = ASSUMED.get(key(block), "") + block.text
        if key(block) in IN_A_COROUTINE:
            body = "".join(f"    {line}" for line in block.text.splitlines(True))
            code = IN_A_COROUTINE[key(block)] + body
        path = tmp_path / f"block_{n:02d}.py"
        path.write_text(code)
        files.append(path)
    assert len(files) >= 6
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
         "--no-incremental", "--cache-dir", str(tmp_path / "cache"), *map(str, files)],
        cwd=tmp_path, capture_output=True, text=True, timeout=600,
        env={**os.environ, "MYPYPATH": f"{ROOT}:{ROOT / 'clients' / 'python'}"},
    )  # fmt: skip
    where = {f"block_{n:02d}.py": block.where for n, block in enumerate(BLOCKS)}
    report = re.sub(r"block_\d\d\.py", lambda m: where[m.group(0)], done.stdout)
    assert done.returncode == 0, report
