"""The README stays short and true (issue 37): at most 300 lines, its links lead somewhere, its
map names every package there is, and it quotes no figure that a command prints (a test count
or a timing goes stale the day it is written; docs/testing.md and docs/benchmarks.md keep
those with their commands)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: A figure a command prints: a count of tests, a duration, a rate or a share.
PRINTED_FIGURE = re.compile(
    r"\b\d[\d,.]*\s*(?:tests?|passed|ms|s|seconds?|min|minutes?|moves/s|%)(?![\w/.-])"
)


def _prose() -> str:
    """The README without its code blocks (a block's comments and addresses are no figures)."""
    return re.sub(r"^```.*?^```", "", README, flags=re.M | re.S)


def _anchor(title: str) -> str:
    slug = re.sub(r"[^\w\- ]", "", title.strip().lower())
    return slug.replace(" ", "-")


def test_the_readme_is_at_most_300_lines() -> None:
    assert len(README.splitlines()) <= 300


def test_the_readme_quotes_no_figure_a_command_prints() -> None:
    found = PRINTED_FIGURE.findall(_prose())
    assert not found, f"figures that would drift from what a command prints: {found}"


def test_the_figure_pattern_catches_what_it_is_for() -> None:
    """So that the test above cannot pass by a pattern that matches nothing."""
    for stale in ("2,135 tests", "in 768 s", "p99 21 ms", "0.82 %", "12 minutes", "948 moves/s"):
        assert PRINTED_FIGURE.search(stale), stale
    for fine in ("Python 3.11", "127.0.0.1:8000", "2–4 players", "issue 37"):
        assert not PRINTED_FIGURE.search(fine), fine


def test_every_link_of_the_readme_leads_somewhere() -> None:
    anchors = {_anchor(line.lstrip("#")) for line in _prose().splitlines() if line.startswith("#")}
    for target in re.findall(r"\]\(([^)\s]+)\)", _prose()):
        if target.startswith(("http://", "https://")):
            continue
        if target.startswith("#"):
            assert target[1:] in anchors, target
        else:
            assert (ROOT / target.split("#")[0]).exists(), target


def test_the_map_names_every_package() -> None:
    """Each package of api/ and each game of engine/ is in the README's map."""
    the_map = README[README.index("## The map") : README.index("## Documentation")]
    for parent in ("api", "engine"):
        for package in sorted((ROOT / parent).iterdir()):
            if (package / "__init__.py").exists():
                assert f"`{package.name}/`" in the_map, f"{parent}/{package.name}/"


def test_every_page_of_docs_is_listed() -> None:
    listed = set(re.findall(r"\]\((docs/[\w./-]+\.md)\)", README))
    for page in sorted((ROOT / "docs").glob("*.md")):
        assert f"docs/{page.name}" in listed, page.name
