"""The document's compatibility is held: openapi.yaml against the last released document
(docs/openapi-released.yaml). A breaking change (support.openapi_compat) needs a raised major
version and CHANGELOG.md naming it under the current version."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from support.openapi_compat import breaking_changes, changelog_section, major

ROOT = Path(__file__).resolve().parents[2]


def load(path: Path) -> dict[str, Any]:
    """A YAML document, parsed by libyaml's safe loader when PyYAML has it (3-4 times quicker:
    this module is imported, so these parsed, by every test process collecting the suite)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(path.read_text(encoding="utf-8"), Loader=loader)  # noqa: S506


RELEASED = load(ROOT / "docs" / "openapi-released.yaml")
CURRENT = load(ROOT / "openapi.yaml")


def unexplained(released: dict, current: dict, changelog: str) -> list[str]:
    """The breaking changes of ``current`` that its version and the changelog do not own."""
    changes = breaking_changes(released, current)
    version = current["info"]["version"]
    if changes and major(version) <= major(released["info"]["version"]):
        return [f"{change} (the major version is not raised)" for change in changes]
    section = changelog_section(changelog, version)
    return [change for change in changes if f"`{change}`" not in section]


def test_every_breaking_change_is_in_the_changelog_under_a_new_major() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert unexplained(RELEASED, CURRENT, changelog) == []
    assert changelog_section(changelog, CURRENT["info"]["version"]).strip(), (
        "CHANGELOG.md has a section for the document's version"
    )


def test_the_released_document_is_a_release() -> None:
    """The kept copy is an OpenAPI document of a version the changelog has."""
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert RELEASED["openapi"].startswith("3.") and RELEASED["paths"]
    assert changelog_section(changelog, RELEASED["info"]["version"]).strip()


def schema(document: dict, name: str) -> dict:
    return document["components"]["schemas"][name]


def changed(edit: Any) -> dict:
    document = copy.deepcopy(RELEASED)
    edit(document)
    return document


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda d: d["paths"].pop("/v1/game-types"), "GET /v1/game-types"),
        (lambda d: d["components"]["schemas"].pop("Reveal1347"), "Reveal1347"),
        (lambda d: schema(d, "Reveal1347")["properties"].pop("seed"), "Reveal1347.seed"),
        (
            lambda d: schema(d, "Reveal1347")["properties"].update(
                seed={"type": "boolean"}, seeds=schema(d, "Reveal1347")["properties"]["seed"]
            ),
            "Reveal1347.seed",
        ),
        (lambda d: schema(d, "View1347")["properties"]["phase"]["enum"].pop(), "View1347.phase"),
        (lambda d: schema(d, "GameView")["oneOf"].pop(), "GameView"),
    ],
    ids=["operation", "component", "field", "type", "enum value", "union member"],
)
def test_a_breaking_change_is_found_and_must_be_explained(edit: Any, named: str) -> None:
    current = changed(edit)
    assert named in breaking_changes(RELEASED, current)
    current["info"]["version"] = "9.0.0"
    note = f"## 9.0.0\n\n- `{named}` changed.\n"
    assert unexplained(RELEASED, current, note) == []
    assert unexplained(RELEASED, current, "## 9.0.0\n\n- something else\n") == [named]
    current["info"]["version"] = RELEASED["info"]["version"]
    assert unexplained(RELEASED, current, note)  # a breaking change needs a new major


def test_additions_and_descriptions_are_not_breaking() -> None:
    def edit(document: dict) -> None:
        reveal = schema(document, "Reveal1347")
        reveal["properties"]["seed"]["description"] = "reworded"
        reveal["properties"]["new_field"] = {"type": "integer"}
        schema(document, "View1347")["properties"]["phase"]["enum"].append("new_phase")
        document["components"]["schemas"]["NewThing"] = {"type": "object"}
        document["paths"]["/v1/new"] = {"get": {"responses": {}}}

    assert breaking_changes(RELEASED, changed(edit)) == []
