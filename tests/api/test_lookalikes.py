"""The lookalike keys of names (api.i18n.lookalikes): TR39's confusable skeleton over Unicode's
table, with white space, format characters, digits and width folded first; and the table's
generator (scripts/confusables-table)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
from pathlib import Path

import pytest

from api.i18n import lookalikes_table
from api.i18n.lookalikes import lookalike_keys, prototypes

ROOT = Path(__file__).resolve().parents[2]


def test_the_table_holds_unicodes_confusables() -> None:
    table = prototypes()
    assert lookalikes_table.UNICODE_VERSION == "13.0.0"
    assert len(table) == 6311  # every line of confusables.txt 13.0.0
    assert table["\u043e"] == "o" and table["0"] == "O" and table["1"] == "l"
    assert table["I"] == "l" and table["m"] == "rn" and table["\u00a0"] == " "


@pytest.mark.parametrize(
    ("one", "two"),
    [
        ("Bot 2", "B\u043et 2"),
        ("Bot 2", "\uff22\uff4f\uff54\u3000\uff12"),
        ("Bot 2", " Bot\u200b\u00a0\u00a0 2\ufeff "),
        ("Bot 2", "bot \u0968"),  # a Devanagari two
        ("Player 1", "PIayer l"),
        ("\u0411\u043e\u0442 2", "\u0411\u041e\u0422 2"),
        ("rn", "m"),
    ],
)
def test_lookalikes_share_a_key(one: str, two: str) -> None:
    assert set(lookalike_keys(one)) & set(lookalike_keys(two))


@pytest.mark.parametrize(("one", "two"), [("Bot 2", "Bot 3"), ("Ana", "Anna"), ("Bot 2", "Bot2")])
def test_different_names_do_not(one: str, two: str) -> None:
    assert not set(lookalike_keys(one)) & set(lookalike_keys(two))


def test_the_generator_writes_each_mapping_of_the_file(tmp_path: Path) -> None:
    loader = importlib.machinery.SourceFileLoader(
        "confusables_table", str(ROOT / "scripts" / "confusables-table")
    )
    spec = importlib.util.spec_from_loader("confusables_table", loader)
    assert spec is not None
    generator = importlib.util.module_from_spec(spec)
    loader.exec_module(generator)
    source = (
        "\ufeff# confusables.txt\n# Date: 2020-02-13, 01:38:49 GMT\n# Version: 13.0.0\n\n"
        "043E ;\t006F ;\tMA\t# ( о → o ) CYRILLIC SMALL LETTER O → LATIN SMALL LETTER O\n"
        "006D ;\t0072 006E ;\tMA\t# ( m → rn ) LATIN SMALL LETTER M → LATIN SMALL LETTER R, N\n"
    )
    text = generator.module(source.encode("utf-8"))
    assert 'UNICODE_VERSION = "13.0.0"' in text
    namespace: dict = {}
    exec(compile(text, "generated", "exec"), namespace)  # noqa: S102 (our own output)
    assert namespace["ENTRIES"].split() == ["043E>006F", "006D>0072+006E"]
