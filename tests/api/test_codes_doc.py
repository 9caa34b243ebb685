"""docs/codes.md is written from the declarations (``support.codes_doc``, ``make codes``): the
committed file is what the generator writes, it names every code each installed game declares
in that game's section, and only installed games (a game a test registers is not there)."""

from __future__ import annotations

import re

from api.http import problems
from api.schemas.code_docs import API_CODES, API_PROBLEM_FIELDS, SHARED_CODES
from engine.registry import INSTALLED
from engine.table import STATUSES, TABLE_EVENTS
from support import codes_doc
from tests.api.helpers import built_edge


def sections(text: str) -> dict[str, str]:
    """``## `` heading → its text."""
    parts = re.split(r"^## ", text, flags=re.MULTILINE)[1:]
    return {part.split("\n", 1)[0]: part for part in parts}


def rows(section: str) -> dict[str, list[str]]:
    """The first code of each table row (`code`) → the row's cells."""
    found = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        code = next((c for c in cells[:2] if re.fullmatch(r"`\w+`", c)), None)
        if line.startswith("|") and code is not None:
            found.setdefault(code.strip("`"), cells)
    return found


def test_the_committed_codes_md_is_what_the_generator_writes() -> None:
    assert codes_doc.TARGET.read_text(encoding="utf-8") == codes_doc.render(), (
        "docs/codes.md is stale: run `make codes`"
    )
    assert codes_doc.main(["--check"]) == 0


def test_every_code_a_game_declares_is_in_its_section() -> None:
    doc = sections(codes_doc.render())
    shared = rows(doc["Codes every game shares"])
    for code, (status, _) in {**SHARED_CODES, **API_CODES}.items():
        assert str(status) in shared[code], code
        for field in API_PROBLEM_FIELDS.get(code, ()):
            assert f"`{field.name}`" in shared[code][2], (code, field.name)
    assert set(TABLE_EVENTS) <= set(shared)
    assert all(f"`{status}`" in doc["Codes every game shares"] for status in STATUSES)
    assert len(INSTALLED) >= 2
    for game_id in INSTALLED:
        edge = built_edge(game_id)
        section = doc[edge.name or game_id]
        own = rows(section)
        declared = {**edge.game.violations, **edge.game.prompts}
        declared.update({kind: event.params for kind, event in edge.game.events.items()})
        for code, fields in declared.items():
            assert code in own, (game_id, code)
            for field in fields:
                assert f"`{field.name}`" in section, (game_id, code, field.name)
        for code in edge.game.violations:
            assert own[code][2], f"{game_id}: say when `{code}` is raised (its problem_texts)"
        for kind in edge.game.events:
            assert own[kind][4], f"{game_id}: say what `{kind}` means (its event_texts)"
        for code in edge.game.prompts:
            assert own[code][2], f"{game_id}: say whom `{code}` is said to (its prompt_texts)"


def test_a_game_a_test_registers_is_not_documented() -> None:
    from api import games
    from tests.games.nim.edge import EDGE

    games.register(EDGE)
    try:
        text = codes_doc.render()
    finally:
        games.unregister("nim")
    assert "`nim`" not in text and "Nim" not in text
    assert text == codes_doc.TARGET.read_text(encoding="utf-8")


def test_the_declared_statuses_are_those_answered() -> None:
    declared = {code: status for code, (status, _) in {**SHARED_CODES, **API_CODES}.items()}
    for code, status in problems.REFUSAL_STATUS.items():
        assert declared[code] == status, code
    for status, code in problems._HTTP_CODES.items():
        assert declared[code] == status, code


def test_the_shared_codes_are_the_rules_the_tables_and_the_replays() -> None:
    """What every game shares is its rules' common codes (the engine tests' list), the table's
    and the replay's: nothing is documented as shared that no part of the engine declares."""
    from engine.replay import VIOLATIONS as REPLAY_VIOLATIONS
    from engine.table import TABLE_VIOLATIONS
    from tests.engine.shared_codes import SHARED_CODES as RULES

    assert set(SHARED_CODES) == RULES | set(TABLE_VIOLATIONS) | set(REPLAY_VIOLATIONS)
    for code, fields in {**TABLE_VIOLATIONS, **REPLAY_VIOLATIONS}.items():
        assert API_PROBLEM_FIELDS.get(code, ()) == fields, code


def test_every_text_names_a_declared_code_and_param() -> None:
    """A text for a code or a param the game does not declare would be shown nowhere."""
    for game_id in INSTALLED:
        edge = built_edge(game_id)
        game = edge.game
        events = {kind: event.params for kind, event in game.events.items()}
        shared = {code: API_PROBLEM_FIELDS.get(code, ()) for code in SHARED_CODES}
        for texts, declared in (
            (edge.problem_texts, {**shared, **game.violations}),
            (edge.event_texts, events),
            (edge.prompt_texts, game.prompts),
        ):
            names = {field.name for fields in declared.values() for field in fields}
            for key in texts:
                code, _, param = key.partition(".")
                if code == "*":
                    assert param in names, (game_id, key)
                    continue
                assert code in declared, (game_id, key)
                assert not param or param in {f.name for f in declared[code]}, (game_id, key)


def test_every_code_raised_or_worded_is_in_the_doc() -> None:
    """Every code ``engine/`` and ``api/`` raise (the scan of ``test_openapi_problems``) is declared
    with its status (shared, the API's, or its game's own), and every code the API words
    (``api.i18n.msgids.ERRORS``, the proxy's included) is in docs/codes.md."""
    from api.i18n import msgids
    from api.schemas.openapi_fields import base_codes
    from tests.api.test_openapi_problems import raised

    undeclared = {
        call.where: call.code
        for call in raised()
        if call.code not in SHARED_CODES
        and call.code not in API_CODES
        and not (call.scope and call.code in built_edge(call.scope).game.violations)
    }
    assert not undeclared, undeclared
    text = codes_doc.TARGET.read_text(encoding="utf-8")
    assert not [code for code in base_codes(msgids.ERRORS) if f"`{code}`" not in text]
