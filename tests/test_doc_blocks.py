"""Every code block of README.md, clients/*/README.md and docs/*.md that a reader runs is run
(or compiled) by a test, or says in a comment why it is not (issue 40).

Each fenced block with a language is accounted for in one of three ways:

- run here: ``json`` and ``toml`` blocks are parsed, ``python`` doctests (``>>>``) run, the
  ``python`` blocks of ``RUN_HERE`` executed (with the names they assume given), ``js`` blocks
  compiled by Node (``node --check``: browser code, its names the page's);
- run by another test, named in ``RUN_ELSEWHERE`` (the block's first line → the test file,
  which must name the document);
- not run: the block says why in a comment holding ``not run``.

On top of that every ``python`` block compiles and every ``sh`` block parses (``bash -n``).
The Python blocks are not type-checked: mypy is not in requirements-dev.lock.
"""

from __future__ import annotations

import doctest
import json
import re
import subprocess
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
    ("README.md", "from engine import Setup, Table, get_game"): (dict, None),
    ("README.md", "from standardwebhooks import Webhook, WebhookVerificationError"): (
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
