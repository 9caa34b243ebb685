"""The lookalike keys of names (api.i18n.lookalikes): TR39's confusable skeleton over Unicode's
table, with white space, format characters, digits and width folded first; and the table's
generator (scripts/confusables-table)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import unicodedata
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.i18n import SUPPORTED, get_localizer, lookalikes_table
from api.i18n.free_text import is_default_name
from api.i18n.lookalikes import lookalike_keys, prototypes, small_capitals
from tests.depth import examples

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


def _script(char: str) -> str:
    """The script a letter's Unicode name begins with: LATIN, CYRILLIC..."""
    return unicodedata.name(char, "?").split(" ")[0]


def _letters_of(script: str) -> list[str]:
    """Every letter of ``script`` in the Basic Multilingual Plane."""
    return [
        chr(code)
        for code in range(0x10000)
        if unicodedata.category(chr(code)).startswith("L") and _script(chr(code)) == script
    ]


def _glyph(char: str) -> str:
    """What ``char`` looks like: TR39's prototype, a small capital read as its capital
    (Cyrillic "т" is the small capital "ᴛ", read as "T")."""
    prototype = prototypes().get(char, char)
    return small_capitals().get(prototype, prototype)


@cache
def _lookalikes(letter: str, script: str) -> tuple[str, ...]:
    """The letters of ``script`` that a glance takes for ``letter`` in either case (names are
    read whatever their case): what they look like is what ``letter``, its capital or its
    small letter looks like."""
    wanted = {_glyph(form) for form in (letter, letter.upper(), letter.lower())}
    return tuple(c for c in _letters_of(script) if _glyph(c) in wanted)


def _default_names() -> list[str]:
    """Every default seat name of every language (the same for every game), seats 1 to 5."""
    names = []
    for lang in SUPPORTED:
        localizer = get_localizer(lang)
        for seat in range(5):
            names.extend(localizer.default_name(seat, bot) for bot in (False, True))
    return names


OTHER_SCRIPT = {"LATIN": "CYRILLIC", "CYRILLIC": "LATIN"}


@settings(max_examples=examples(300), deadline=None, derandomize=True)
@given(data=st.data())
def test_every_mixed_script_lookalike_of_a_default_name_is_one(data: st.DataObject) -> None:
    """Issue 38: "Boт 2" (a Cyrillic "т") and "БoT 2" (a Latin "o" and "T") passed for "Bot 2"
    and "Бот 2". Any letters of a default name, in any language, replaced by letters of the other
    script (Latin in a Cyrillic name, Cyrillic in a Latin one) that TR39 takes for them in either
    case, still read as a default name."""
    name = data.draw(st.sampled_from(_default_names()), label="name")
    written = []
    for char in name:
        script = _script(char)
        choices = _lookalikes(char, OTHER_SCRIPT[script]) if script in OTHER_SCRIPT else ()
        if choices and data.draw(st.booleans()):
            char = data.draw(st.sampled_from(choices))
        written.append(char)
    lookalike = "".join(written)
    assert is_default_name(lookalike), (name, lookalike, [hex(ord(c)) for c in lookalike])


@pytest.mark.parametrize("name", ["Bo\u0442 2", "\u0411oT 2", "\u0411\u043eT 2", "B\u041eT 2"])
def test_the_lookalikes_the_issue_found_are_default_names(name: str) -> None:
    assert is_default_name(name)
