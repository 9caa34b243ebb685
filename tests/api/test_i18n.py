"""The localization layer: catalogs, negotiation, and every text rendered in every language."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from babel.numbers import get_group_symbol

from api import create_app, i18n
from api.config import Config
from api.i18n import DEFAULT, SUPPORTED, get_localizer, negotiate
from engine.biblios.cards import CARD_IDS, CATEGORIES, CHURCH_EFFECTS
from tests.api.helpers import game_localizer

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
POT = LOCALES / "messages.pot"
NAMES = ["Ana", "Boris", "Chloé", "Dmitri"]
FOREIGN = [lang for lang in SUPPORTED if lang != "en"]
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def msg_key(message: Any) -> tuple[str | None, Any]:
    msgid = tuple(message.id) if isinstance(message.id, (list, tuple)) else message.id
    return (message.context, msgid)


def pot_keys(path: Path) -> set[tuple[str | None, Any]]:
    return {msg_key(m) for m in read_catalog(path) if m.id}


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


# --- Catalog completeness -----------------------------------------------------------------


def test_pot_is_up_to_date(tmp_path: Path) -> None:
    """A msgid added to the code without running `scripts/i18n extract` fails here."""
    env = dict(os.environ, I18N_POT=str(tmp_path / "fresh.pot"))
    pybabel = Path(sys.executable).parent / "pybabel"
    if pybabel.exists():
        env["PYBABEL"] = str(pybabel)
    result = subprocess.run(
        ["bash", str(ROOT / "scripts" / "i18n"), "extract"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    fresh, stored = pot_keys(tmp_path / "fresh.pot"), pot_keys(POT)
    assert fresh - stored == set(), "run scripts/i18n extract (and translate the new msgids)"
    assert stored - fresh == set(), "run scripts/i18n extract (msgids were removed)"


@pytest.mark.parametrize("lang", SUPPORTED)
def test_every_msgid_is_translated(lang: str) -> None:
    catalog = read_catalog(LOCALES / lang / "LC_MESSAGES" / "messages.po", lang)
    assert catalog.fuzzy is False, "the header must not be fuzzy"
    entries = {msg_key(m): m for m in catalog if m.id}
    missing = pot_keys(POT) - entries.keys()
    assert not missing, f"{lang}: run scripts/i18n update and translate {sorted(missing)[:5]}"
    stale = entries.keys() - pot_keys(POT)
    assert not stale, f"{lang}: msgids no longer in messages.pot: {sorted(stale)[:5]}"
    for message in entries.values():
        assert "fuzzy" not in message.flags, f"{lang}: fuzzy entry {message.id!r}"
        ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        assert all(s.strip() for s in strings), f"{lang}: untranslated {message.id!r}"
        if message.pluralizable:
            assert len(strings) == catalog.num_plurals, f"{lang}: plural forms of {ids[0]!r}"
        expected = set().union(*(placeholders(i) for i in ids))
        for string in strings:
            assert placeholders(string) == expected, f"{lang}: placeholders of {ids[0]!r}"
            assert "%" not in PLACEHOLDER.sub("", string), f"{lang}: stray % in {string!r}"


@pytest.mark.parametrize("lang", SUPPORTED)
def test_babel_checkers_are_clean(lang: str) -> None:
    catalog = read_catalog(LOCALES / lang / "LC_MESSAGES" / "messages.po", lang)
    problems = [(message.id, errors) for message, errors in catalog.check()]
    assert problems == []


@pytest.mark.parametrize("lang", SUPPORTED)
def test_plural_forms_header(lang: str) -> None:
    catalog = read_catalog(LOCALES / lang / "LC_MESSAGES" / "messages.po", lang)
    assert catalog.plural_forms == Catalog(locale=lang).plural_forms
    # CLDR as the locked Babel has it: Spanish and French have a "many" form (for millions).
    assert catalog.num_plurals == {"en": 2, "es": 3, "fr": 3, "ru": 3}[lang]


@pytest.mark.parametrize(
    ("lang", "n", "text"),
    [
        ("es", 1, "1 carta"),
        ("es", 3, "3 cartas"),
        ("es", 1_000_000, "1.000.000 de cartas"),
        ("es", 2_000_000, "2.000.000 de cartas"),
        ("es", 1_000_001, "1.000.001 cartas"),
        ("fr", 0, "0 carte"),
        ("fr", 1, "1 carte"),
        ("fr", 2, "2 cartes"),
        ("fr", 1_000_000, "1\u202f000\u202f000 de cartes"),
        ("fr", 1_000_001, "1\u202f000\u202f001 cartes"),
    ],
)
def test_many_form_is_used_for_millions(lang: str, n: int, text: str) -> None:
    assert game_localizer(lang, "biblios").vocabulary.cards(n) == text


def test_catalogs_are_compiled_in_memory_and_ignore_mo_files(tmp_path: Path) -> None:
    shutil.copytree(LOCALES, tmp_path / "locales")
    (tmp_path / "locales" / "es" / "LC_MESSAGES" / "messages.mo").write_bytes(b"stale junk")
    translations = i18n.load_translations("es", tmp_path / "locales")
    assert translations.gettext("Monks") == "Monjes"


def test_locales_dir_comes_from_the_configuration(tmp_path: Path) -> None:
    shutil.copytree(LOCALES, tmp_path / "locales")
    po = tmp_path / "locales" / "es" / "LC_MESSAGES" / "messages.po"
    po.write_text(po.read_text(encoding="utf-8").replace('"Monjes"', '"Monjes (copia)"'))
    create_app(Config.from_env({"BIBLIOS_LOCALES_DIR": str(tmp_path / "locales")}))
    try:
        assert i18n.locales_dir() == tmp_path / "locales"
        assert game_localizer("es", "biblios").vocabulary.category_name("monks") == "Monjes (copia)"
    finally:
        create_app(Config.from_env({}))
    assert i18n.locales_dir() == LOCALES
    assert game_localizer("es", "biblios").vocabulary.category_name("monks") == "Monjes"


# --- Plurals and numbers ------------------------------------------------------------------

RU_PLURALS = {
    1: ("1 карта", "1 Очко Победы", "1 Золото"),
    2: ("2 карты", "2 Очка Победы", "2 Золота"),
    5: ("5 карт", "5 Очков Победы", "5 Золота"),
    11: ("11 карт", "11 Очков Победы", "11 Золота"),
    21: ("21 карта", "21 Очко Победы", "21 Золото"),
    22: ("22 карты", "22 Очка Победы", "22 Золота"),
    25: ("25 карт", "25 Очков Победы", "25 Золота"),
}


@pytest.mark.parametrize("n", sorted(RU_PLURALS))
def test_russian_plurals(n: int) -> None:
    ru = game_localizer("ru", "biblios")
    assert (ru.vocabulary.cards(n), ru.vocabulary.points(n), ru.vocabulary.gold(n)) == RU_PLURALS[n]


def test_plurals_in_other_languages() -> None:
    en, es, fr = (
        game_localizer("en", "biblios"),
        game_localizer("es", "biblios"),
        game_localizer("fr", "biblios"),
    )
    assert [
        en.vocabulary.cards(1),
        en.vocabulary.cards(3),
        en.vocabulary.gold(5),
        en.vocabulary.points(1),
    ] == [
        "1 card",
        "3 cards",
        "5 gold",
        "1 victory point",
    ]
    assert [es.vocabulary.cards(1), es.vocabulary.cards(3), es.vocabulary.gold(3)] == [
        "1 carta",
        "3 cartas",
        "3 de oro",
    ]
    assert [fr.vocabulary.cards(1), fr.vocabulary.cards(3), fr.vocabulary.gold(3)] == [
        "1 carte",
        "3 cartes",
        "3 Or",
    ]


def test_ngettext_uses_the_catalog_plural_rule() -> None:
    ru = game_localizer("ru", "biblios")
    forms = [ru.ngettext("%(count)s card", "%(count)s cards", n) for n in (1, 3, 7, 11, 21)]
    assert forms == ["%(count)s карта", "%(count)s карты", "%(count)s карт"] + [
        "%(count)s карт",
        "%(count)s карта",
    ]


@pytest.mark.parametrize("lang", SUPPORTED)
def test_numbers_are_formatted_per_locale(lang: str) -> None:
    text = game_localizer(lang, "biblios").number(1234)
    if lang == "en":
        assert text == "1,234"
    elif lang in ("fr", "ru"):
        separator = get_group_symbol(lang)
        assert separator.isspace() and text == f"1{separator}234"
    else:
        assert text.replace(get_group_symbol(lang), "") == "1234"


# --- Negotiation --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "header", "expected"),
    [
        ("es", "fr", "es"),  # ?lang wins
        ("ru", None, "ru"),
        ("es-MX", None, "es"),  # regional tags fall back
        ("fr_CA", "ru", "fr"),
        ("FR", None, "fr"),  # case-insensitive
        ("de", "ru", "ru"),  # an unsupported ?lang is ignored
        ("", "es", "es"),
        ("x" * 500, None, "en"),
        (None, "fr-CH, fr;q=0.9, en;q=0.8", "fr"),
        (None, "en;q=0.5, es;q=0.9", "es"),  # quality values honoured
        (None, "de, ru;q=0.2, es;q=0.1", "ru"),
        (None, "en;q=0, ru;q=0.5", "ru"),
        (None, "ru;q=0", "en"),  # q=0: not acceptable
        (None, "en;q=0, *", "es"),  # any language except English
        (None, "es-419", "es"),
        (None, "pt-BR, de", "en"),  # nothing supported
        (None, "es;q=abc, fr", "fr"),  # a malformed range is skipped
        (None, ";;;,,q=,\x00\uffff", "en"),  # garbage never raises
        (None, "es;q=2", "en"),
        (None, "a" * 10_000, "en"),
        (None, "", "en"),
        (None, None, "en"),
    ],
)
def test_negotiate(lang: str | None, header: str | None, expected: str) -> None:
    assert negotiate(lang, header) == expected


def test_get_localizer_is_cached_and_falls_back_to_english() -> None:
    assert game_localizer("fr", "biblios") is game_localizer("fr", "biblios")
    assert game_localizer("fr-BE", "biblios") is game_localizer("fr", "biblios")
    assert get_localizer("xx").locale == DEFAULT
    assert {game_localizer(lang, "biblios").locale for lang in SUPPORTED} == set(SUPPORTED)


# --- Every code Biblios may send (what docs/codes.md is written from) ------------------------


def declared_codes() -> dict[str, dict[str, tuple[list[str], list[str]]]]:
    """{kind: {code: (params, private params)}} as the code declares them: the errors every game
    shares and the API's (``api.schemas.code_docs``, and every code the API words, those of the
    proxy included), Biblios's own violations, events and prompts, and the table's events."""
    from api.schemas.code_docs import API_CODES, API_PROBLEM_FIELDS, SHARED_CODES
    from engine.biblios import GAME
    from engine.table import TABLE_EVENTS

    def names(fields: Any) -> list[str]:
        return [field.name for field in fields]

    shared = {code for code in i18n.msgids.ERRORS if "." not in code} | set(SHARED_CODES)
    errors = {code: (names(API_PROBLEM_FIELDS.get(code, ())), []) for code in shared}
    assert set(API_CODES) <= shared, "every code of the API has its sentence"
    errors.update({code: (names(fields), []) for code, fields in GAME.violations.items()})
    events = {
        kind: (
            names(f for f in declared.params if not f.private),
            names(f for f in declared.params if f.private),
        )
        for kind, declared in {**GAME.events, **TABLE_EVENTS}.items()
    }
    prompts = {code: (names(fields), []) for code, fields in GAME.prompts.items()}
    return {"error": errors, "events": events, "prompts": prompts}


CODES = declared_codes()
ERROR_CODES = sorted(CODES["error"])
EVENT_TYPES = sorted(CODES["events"])
PROMPT_CODES = sorted(CODES["prompts"])

#: A value for every parameter name Biblios and the API declare (a new name must be added here).
SAMPLES: dict[str, Any] = {
    "action": "bid",
    "adjust": [{"category": "holy_books", "delta": -1}, {"category": "pigments", "delta": -1}],
    "amount": 4,
    "auction": 1,
    "card": "monks-C",
    "id": "Xq3vL9pT2mRf",
    "version": 12,
    "cards": ["gold-2-01", "gold-3-04"],
    "category": "forbidden_tomes",
    "check": "fairness",
    "count": 2,
    "currency": "gold",
    "delta": 2,
    "due": 5,
    "expected": 2,
    "first_seat": 1,
    "from": 2,
    "game": "biblios",
    "given": 1,
    "keep": 1,
    "key": "3f1c2a9e-move-1",
    "bot": "clever",
    "name": "Ana",
    "bots": ["greedy", "random"],
    "max": 66,
    "min": 4,
    "pass_only": False,
    "operation": "preview",
    "paid": 3,
    "phase": "auction",
    "players": 3,
    "public": 2,
    "reason": "unsold",
    "required": 2,
    "seat": 1,
    "source": "public",
    "to": "keep",
    "value": 7,
    "variant": "medieval_bluff",
    "variants": ["standard", "medieval_bluff"],
    "vp": [8, 5, 8],
    "waiting_for": 2,
    "winners": [0],
}

#: Other values that select another sentence: each is rendered too.
VARIANTS: dict[str, list[Any]] = {
    "action": ["place", "take", "church", "pass", "pay", "refuse", "nonsense"],
    "adjust": [[]],
    "currency": ["cards"],
    "pass_only": [True],
    "phase": ["over"],
    "reason": ["excluded", "timeout"],
    "source": ["keep", "auction"],
    "to": ["auction", "public"],
    "waiting_for": [None],
    "winners": [[0, 2], []],
    "variant": ["standard"],
}

CHURCH_CODES = {"church_acquired", "church_resolved", "resolve_church", "wait_church"}


def sample_params(code: str, names: list[str]) -> list[dict[str, Any]]:
    missing = [name for name in names if name not in SAMPLES]
    assert not missing, f"{code} declares new parameters {missing}: add samples to this test"
    base = {name: SAMPLES[name] for name in names}
    if code in CHURCH_CODES:
        base["card"] = "church-up2-1"
    if code in ("auction_opened", "bid", "auction_won", "pay", "wait_pay", "paid"):
        base.setdefault("card", "manuscripts-H")
    out = [base]
    for name in names:
        for value in VARIANTS.get(name, []):
            out.append({**base, name: value})
    if code == "resolve_church":
        out += [{"card": f"church-{effect}-1"} for effect in ("up1", "down1", "down2")]
        out.append({"card": "church-updown"})
    if code == "place_card":
        out += [{**base, "keep": 0, "auction": 0, "public": 1}, {**base, "keep": 0}]
    return out


def render_all() -> list[tuple[str, str, dict[str, Any]]]:
    """(kind, code, params) for every code, type and parameter variant."""
    cases = []
    for code in ERROR_CODES:
        cases += [("error", code, p) for p in sample_params(code, CODES["error"][code][0])]
    for code in EVENT_TYPES:
        params, private = CODES["events"][code]
        for p in sample_params(code, params + private):
            cases.append(("event", code, p))
            hidden = {k: v for k, v in p.items() if k not in private}
            if hidden != p:
                cases.append(("event", code, hidden))
    for code in PROMPT_CODES:
        cases += [("prompt", code, p) for p in sample_params(code, CODES["prompts"][code][0])]
    return cases


CASES = render_all()


def render(lang: str, kind: str, code: str, params: dict[str, Any]) -> str:
    loc = game_localizer(lang, "biblios")
    if kind == "error":
        return loc.error(code, params, NAMES)
    if kind == "event":
        seat = None if code in ("game_created", "phase_changed", "card_discarded") else 1
        return loc.event_text({"type": code, "seat": seat, "params": params}, NAMES)
    return loc.prompt(code, params, NAMES)


def test_the_declarations_were_read() -> None:
    assert {"game_over", "not_your_turn", "deck_gold_removal", "store_unavailable"} <= set(
        ERROR_CODES
    )
    assert len(EVENT_TYPES) >= 18 and "card_transferred" in EVENT_TYPES
    assert len(PROMPT_CODES) == 11
    assert CODES["events"]["card_drawn"] == ([], ["card"])
    assert CODES["prompts"]["place_card"][0] == ["card", "keep", "auction", "public"]


@pytest.mark.parametrize("lang", SUPPORTED)
def test_every_code_renders(lang: str) -> None:
    generic = {
        game_localizer(lang, "biblios").gettext(m)
        for m in (i18n.msgids.ERROR_OTHER, i18n.msgids.EVENT_OTHER, i18n.msgids.PROMPT_OTHER)
    }
    for kind, code, params in CASES:
        text = render(lang, kind, code, params)
        where = f"{lang} {kind} {code} {params}"
        assert text.strip(), where
        assert "%(" not in text and "{" not in text and "}" not in text, f"{where}: {text}"
        assert "?" not in text, f"{where}: a parameter is missing in {text!r}"
        if params.get("action") != "nonsense":
            assert text not in generic, f"{where}: fell back to the generic sentence"


ENGLISH_WORDS = re.compile(
    r"\b(the|cards?|players?|bids?|you|your|auction|penalty|discard|waiting)\b", re.IGNORECASE
)


@pytest.mark.parametrize("lang", FOREIGN)
def test_no_english_left(lang: str) -> None:
    for kind, code, params in CASES:
        text = render(lang, kind, code, params)
        english = render("en", kind, code, params)
        where = f"{lang} {kind} {code} {params}: {text!r}"
        assert text != english, where
        assert not ENGLISH_WORDS.search(text), where


def test_private_cards_are_not_mentioned() -> None:
    for lang in SUPPORTED:
        loc = game_localizer(lang, "biblios")
        for event_type, params in [
            ("card_drawn", {}),
            ("card_placed", {"to": "keep"}),
            ("card_placed", {"to": "auction"}),
            ("card_transferred", {"from": 0}),
            ("card_removed", {}),
            ("paid", {"currency": "cards", "amount": 2, "count": 2}),
        ]:
            hidden = loc.event_text({"type": event_type, "seat": 1, "params": params}, NAMES)
            shown = loc.event_text(
                {"type": event_type, "seat": 1, "params": {**params, "card": "monks-C"}}, NAMES
            )
            assert loc.vocabulary.card_name("monks-C") not in hidden
            if event_type != "paid":
                assert loc.vocabulary.card_name("monks-C") in shown


def test_examples_in_english() -> None:
    en = game_localizer("en", "biblios")
    kept = {"type": "card_placed", "seat": 0, "params": {"to": "keep", "card": "monks-C"}}
    assert en.event_text(kept, NAMES) == "Ana keeps “Monk 2 (C)” face-down."
    hidden = {"type": "card_placed", "seat": 0, "params": {"to": "keep"}}
    assert en.event_text(hidden, NAMES) == "Ana keeps a card face-down."
    assert en.error("payment_too_small", {"paid": 3, "due": 5}).count("gold") == 2
    assert en.error("not_your_turn", {"waiting_for": 1}, NAMES).endswith("Boris.")
    assert en.prompt("wait_take", {"seat": 3}, NAMES) == (
        "Dmitri is choosing a card from the public space."
    )


def test_seats_without_names() -> None:
    assert (
        game_localizer("en", "biblios").prompt("wait_place", {"seat": 1})
        == "Player 2 is allocating cards."
    )
    assert (
        game_localizer("es", "biblios")
        .prompt("wait_place", {"seat": 0}, [])
        .startswith("Jugador 1")
    )
    assert (
        game_localizer("ru", "biblios")
        .prompt("wait_place", {"seat": 2}, ["Ana"])
        .startswith("Игрок 3")
    )


def test_rendering_never_raises() -> None:
    for lang in SUPPORTED:
        loc = game_localizer(lang, "biblios")
        generic = loc.gettext(i18n.msgids.ERROR_OTHER)
        assert loc.error("no_such_code", {"x": 1}) == generic
        assert loc.error("bid_too_low", None)
        assert loc.error("card_not_in_hand", {"card": ["not", "hashable"]})
        echoed = loc.error("unknown_card", {"card": "%(card)s{0}" * 20})
        assert "%(card)s{0}%(card)s{0}" in echoed and len(echoed) < 150  # shortened, verbatim
        assert loc.event_text({"type": "nonsense"}, NAMES)
        assert loc.event_text({"type": 5, "params": "x"}, None)
        assert loc.event_text({"type": "game_over", "params": {"winners": "x", "vp": 3}}, NAMES)
        assert loc.event_text({"type": "church_resolved", "params": {"adjust": [1, None]}}, [])
        assert loc.prompt("no_such_prompt", {}, NAMES)
        assert loc.prompt("bid", None, None)
        assert loc.prompt("place_card", {"card": "nope", "keep": "x"}, NAMES)


@pytest.mark.parametrize("lang", SUPPORTED)
def test_titles(lang: str) -> None:
    loc = game_localizer(lang, "biblios")
    statuses = (400, 401, 404, 405, 409, 412, 413, 422, 429, 500, 503)
    titles = [loc.title(status) for status in statuses]
    assert all(titles) and len(set(titles)) == len(titles)
    assert loc.title(418) == loc.gettext(i18n.msgids.TITLE_OTHER)


# --- Names, catalog, rules ------------------------------------------------------------------

CARD_NAMES = {
    "en": ("Monk 2 (C)", "Gold 3", "Forbidden Tome 1 (A)", "Church: +1 on one die"),
    "es": ("Monje 2 (C)", "Oro 3", "Tomo Prohibido 1 (A)", "Iglesia: «+1» con un dado"),
    "fr": (
        "Moine 2 (C)",
        "Or 3",
        "Grimoire Interdit 1 (A)",
        "Église\u00a0: «\u00a0+1\u00a0» avec un dé",
    ),
    "ru": ("Монах 2 (C)", "Золото 3", "Апокриф 1 (A)", "Церковь: «+1» с одним кубиком"),
}
CATEGORY_NAMES = {
    "en": ["Monks", "Pigments", "Forbidden Tomes", "Holy Books", "Manuscripts"],
    "es": ["Monjes", "Pigmentos", "Tomos Prohibidos", "Libros Sagrados", "Manuscritos"],
    "fr": ["Moines", "Pigments", "Grimoires Interdits", "Livres Sacrés", "Manuscrits"],
    "ru": ["Монахи", "Краски", "Апокрифы", "Священные книги", "Манускрипты"],
}


@pytest.mark.parametrize("lang", SUPPORTED)
def test_card_and_category_names(lang: str) -> None:
    loc = game_localizer(lang, "biblios")
    ids = ("monks-C", "gold-3-07", "forbidden_tomes-A", "church-up1-2")
    assert tuple(loc.vocabulary.card(card_id)["name"] for card_id in ids) == CARD_NAMES[lang]
    assert [loc.vocabulary.category_name(c) for c in CATEGORIES] == CATEGORY_NAMES[lang]
    card = loc.vocabulary.card("holy_books-H")
    assert card == {
        "id": "holy_books-H",
        "kind": "category",
        "category": "holy_books",
        "value": 2,
        "letter": "H",
        "name": card["name"],
    }
    assert (
        loc.vocabulary.card("holy_books-H") is card
    )  # built once per language, shared by every view
    assert loc.vocabulary.card_name("no-such-card") == "no-such-card"
    assert len({loc.vocabulary.phase_name(p) for p in ("gift", "auction", "over")}) == 3


@pytest.mark.parametrize("lang", SUPPORTED)
def test_catalog(lang: str) -> None:
    catalog = game_localizer(lang, "biblios").catalog()
    assert catalog["lang"] == lang and catalog["game"] == "biblios"
    assert [c["id"] for c in catalog["categories"]] == list(CATEGORIES)
    assert [c["name"] for c in catalog["categories"]] == CATEGORY_NAMES[lang]
    assert [c["effect"] for c in catalog["church"]] == list(CHURCH_EFFECTS)
    assert all(c["name"] and c["text"] for c in catalog["church"])
    cards = [card for c in catalog["categories"] for card in c["cards"]]
    cards += catalog["gold"] + [card for c in catalog["church"] for card in c["cards"]]
    assert sorted(card["id"] for card in cards) == sorted(CARD_IDS)
    assert len(cards) == 87 and all(card["name"] for card in cards)
    assert [p["id"] for p in catalog["phases"]] == ["gift", "auction", "over"]
    assert [v["id"] for v in catalog["variants"]] == ["standard", "medieval_bluff"]
    assert all(v["name"] and v["text"] for v in catalog["variants"])
    catalog["gold"].clear()
    assert len(game_localizer(lang, "biblios").catalog()["gold"]) == 33


RULE_SECTIONS = [
    "overview",
    "components",
    "setup",
    "gift_phase",
    "church_cards",
    "auction_phase",
    "penalty",
    "medieval_bluff",
    "end_of_game",
    "scoring",
    "ties",
]
RULE_TERMS = {
    "en": ["public space", "Forbidden Tomes", "auction pile", "penalty", "Medieval Bluff"],
    "es": ["espacio público", "Tomos Prohibidos", "pila de subasta", "multa", "Medieval Bluff"],
    "fr": [
        "place publique",
        "Grimoires Interdits",
        "pile d'Enchères",
        "pénalité",
        "Bluff médiéval",
    ],
    "ru": ["общее пространство", "Апокрифы", "штраф", "Средневековый блеф", "колода Аукциона"],
}


@pytest.mark.parametrize("lang", SUPPORTED)
def test_rules(lang: str) -> None:
    rules = game_localizer(lang, "biblios").rules()
    assert rules["lang"] == lang
    assert [s["id"] for s in rules["sections"]] == RULE_SECTIONS
    english = game_localizer("en", "biblios").rules()["sections"]
    for section, en_section in zip(rules["sections"], english, strict=True):
        assert section["title"] and section["text"]
        paragraphs = section["text"].split("\n\n")
        assert len(paragraphs) == len(en_section["text"].split("\n\n"))
        if lang != "en":
            assert section["text"] != en_section["text"]
    text = " ".join(f"{s['title']} {s['text']}" for s in rules["sections"]).replace("\u00a0", " ")
    for term in RULE_TERMS[lang]:
        assert term in text, f"{lang}: the rules never say {term!r}"
    for number in ("87", "66", "21", "12", "7", "60", "72", "80"):
        assert number in text
