"""The wording of the catalogs, read as a reviewer of each language would (docs/translating.md).

- Style: every msgid and msgstr keeps the placeholders of its msgid, one colon at most outside
  quoted names, one minus sign (U+2212, never a hyphen before a number), the language's quotes
  and no quotes of its own around a name placeholder (``%(card)s`` arrives quoted).
- Persons: no sentence about a seat assumes a gender in Russian, French or Spanish.
- Each game in its own words: every label and sentence of a game, in each language, is
  rendered and checked against that game's forbidden terms (the hand is « réserve » in
  Biblios' French and « main » in 1347's; the discard pile « отбой » in Biblios' Russian and
  « сброс » in 1347's...).
- The log in one tense, card names quoted in every language, house rules marked as such.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from babel.messages.catalog import Message
from babel.messages.pofile import read_po

from api.games.biblios import msgids as biblios_texts
from api.games.biblios import rules_msgids as biblios_rules
from api.games.game1347 import msgids as texts_1347
from api.games.game1347 import rules_msgids as rules_1347
from api.http.routes import web_client_labels as play_texts
from api.i18n import SUPPORTED, InContext, get_localizer
from api.i18n import msgids as shared_texts
from tests.api import test_i18n as biblios_cases
from tests.api import test_localized_1347 as cases_1347

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
STATIC = ROOT / "api" / "static" / "play"
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")
NAMES = ["Ana", "Boris", "Chloé", "Dmitri"]


def catalog(lang: str) -> list[Message]:
    with (LOCALES / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return [m for m in read_po(f, locale=lang) if m.id]


def texts_of(message: Message) -> list[str]:
    """The msgids and msgstrs of an entry."""
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    strings = [message.string] if isinstance(message.string, str) else list(message.string)
    return ids + strings


def first_id(message: Message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


# ----- style rules ----------------------------------------------------------------------------

#: The quotes of each language: (outer open, outer close, inner open, inner close).
QUOTES = {
    "en": ("“", "”", "‘", "’"),
    "es": ("«", "»", "“", "”"),
    "fr": ("«\u00a0", "\u00a0»", "“", "”"),
    "ru": ("«", "»", "„", "“"),
}
#: A quoted stretch of text, in any of the four languages' quotes.
QUOTED = re.compile(r"«[^«»]*»|“[^“”]*”|„[^„“]*“")
#: A hyphen used as a minus sign: before a number, after a space, a quote or the start.
HYPHEN_MINUS = re.compile(r"(?<![\w\-])-(?=\d)")
#: A name placeholder the catalog quotes itself (it arrives already quoted).
SELF_QUOTED = re.compile(r"[«“„\"']\s?%\((card|cards|building|buildings)\)s")
#: The entries whose whole point is a colon list or a quote: the quote template itself, and
#: an unknown id echoed back between quotes (an id, not a card's name).
STYLE_EXEMPT = {
    "There is no card with the id “%(card)s”.",
    "%(card)s",
    "1 to 64 letters, digits and the characters . _ : - (a UUID is a good key).",
}


def style_problems(lang: str, message: Message) -> Iterator[str]:
    msgid = first_id(message)
    if msgid in STYLE_EXEMPT:
        return
    expected = set(PLACEHOLDER.findall(msgid))
    for text in texts_of(message):
        where = f"{lang}: {text!r}"
        if set(PLACEHOLDER.findall(text)) != expected:
            yield f"{where}: placeholders differ from the msgid's"
        sentences = re.split(r"(?<=[.!?])\s+", QUOTED.sub("", text))
        if any(sentence.count(":") > 1 for sentence in sentences):
            yield f"{where}: two colons in one sentence"
        if HYPHEN_MINUS.search(text):
            yield f"{where}: a hyphen as a minus sign (use U+2212 −)"
        if SELF_QUOTED.search(text):
            yield f"{where}: quotes a name that arrives quoted"
        if '"' in text:
            yield f"{where}: straight double quotes"
    for text in texts_of(message)[1 if isinstance(message.id, str) else 2 :]:
        where = f"{lang}: {text!r}"
        outer_open, outer_close, inner_open, inner_close = QUOTES[lang]
        others = {q.strip() for quotes in QUOTES.values() for q in quotes}
        allowed = {q.strip() for q in QUOTES[lang]}
        if lang == "fr":
            if re.search(r"[^\u00a0\u202f][:;!?»]", text.replace("://", "")) and re.search(
                r"\s[:;!?»]", text
            ):
                yield f"{where}: French punctuation needs a no-break space before it"
            if re.search(r"«\s", text) and not re.search(r"«\u00a0", text):
                yield f"{where}: French guillemets need a no-break space inside"
        for quote in others - allowed:
            if quote in text:
                yield f"{where}: {quote!r} is not a quote of {lang}"


@pytest.mark.parametrize("lang", SUPPORTED)
def test_catalog_style(lang: str) -> None:
    problems = [p for m in catalog(lang) for p in style_problems(lang, m)]
    assert problems == [], "\n".join(problems[:20])


def test_the_style_check_catches_what_it_should() -> None:
    def problems(lang: str, msgid: str, msgstr: str) -> list[str]:
        return list(style_problems(lang, Message(msgid, msgstr)))

    assert problems("en", "%(seat)s plays %(card)s.", "%(seat)s plays %(card)s.") == []
    assert problems("ru", "%(seat)s plays %(card)s.", "%(seat)s играет %(card)s: −1: 2.")
    assert problems("es", "A die moves by −1.", "Un dado cambia en -1.")
    assert problems("es", "%(seat)s plays %(card)s.", "%(seat)s juega «%(card)s».")
    assert problems("fr", "%(seat)s plays.", "%(seat)s joue %(count)s.")
    assert problems("fr", "Game: over.", "Partie : finie.")  # a plain space before the colon
    assert problems("ru", "“%(name)s” is taken.", "“%(name)s” занято.")
    assert problems("fr", "Game: over.", "Partie\u00a0: finie.") == []


# ----- persons without a gender -------------------------------------------------------------

#: Placeholders that are players' names.
PERSONS = {"seat", "to", "from", "loser", "losers", "winners", "givers", "candidates", "killed"}
#: Labels shown next to a player's name.
SEAT_LABELS = {
    "Resigned",
    "Taken over by a bot",
    "Killed by the plague",
    "Excluded (penalty)",
    "Passed",
    "Playing",
    "their decision now",
    "Person",
    "Spectator",
}
GENDERED = {
    "ru": re.compile(
        r"\(а\)|\(-?ась\)|\bза него\b|\bон\b|\bона\b|\bСдался\b|\bсдался\b|\bПогиб\b|"
        r"\bпогиб\b|\bЗаменён\b|\bзаменён\b|%\((?:seat|to|from|loser)\)s [а-яё]+(?:л|ла|лся|лась)\b"
    ),
    "fr": re.compile(
        r"\(e\)|·e|\bà lui\b|\bà elle\b|\bRemplacée?\b|\bEmportée?\b|\bExclue?s?\b|"
        r"%\((?:seat|to|from|loser)\)s (?:est|a été) \w+ée?\b"
    ),
    "es": re.compile(
        r"\(a\)|o/a|\bél\b|\bella\b|\bSustituid[oa]\b|\bAniquilad[oa]\b|\bExcluid[oa]s?\b|"
        r"\bperdedora?\b|"
        r"%\((?:seat|to|from|loser)\)s (?:es|está|queda|ha sido) \w+(?:ado|ada|ido|ida)\b"
    ),
}


def about_a_person(message: Message) -> bool:
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    return any(PERSONS & set(PLACEHOLDER.findall(i)) for i in ids) or ids[0] in SEAT_LABELS


@pytest.mark.parametrize("lang", ["ru", "fr", "es"])
def test_no_sentence_about_a_seat_assumes_a_gender(lang: str) -> None:
    gendered = [
        text
        for message in catalog(lang)
        if about_a_person(message)
        for text in texts_of(message)[1 if isinstance(message.id, str) else 2 :]
        if GENDERED[lang].search(text)
    ]
    assert gendered == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ru", "%(seat)s сдался(-ась): теперь за него играет бот."),
        ("ru", "%(seat)s не успел(а) вовремя."),
        ("ru", "Погиб от чумы"),
        ("ru", "%(seat)s сдался."),
        ("fr", "Remplacé par un bot"),
        ("fr", "à lui de décider"),
        ("es", "A %(seat)s se le acabó el tiempo: un bot decidió por él."),
        ("es", "Aniquilado por la plaga"),
        ("es", "%(seat)s elige a %(loser)s como perdedor."),
    ],
)
def test_the_gender_check_catches_known_patterns(lang: str, text: str) -> None:
    assert GENDERED[lang].search(text)


# ----- each game in its own words ----------------------------------------------------------

#: Terms a game's screens never show in a language, with what the game says instead.
FORBIDDEN: dict[str, dict[str, list[tuple[str, str]]]] = {
    "biblios": {
        "en": [],
        "es": [(r"\btoken de puesto\b", "token de asiento"), (r"pila de descartes", "descarte")],
        "fr": [(r"\bmains?\b", "réserve (the hand)")],
        "ru": [(r"\bсброс\b", "отбой (the pile)"), (r"имя места без имени", "—")],
    },
    "1347": {
        "en": [],
        "es": [
            (r"\btoken de puesto\b", "token de asiento"),
            (r"pila de descarte\b", "pila de descartes"),
            (r"marcador(?:es)? de influencia", "pistas de influencia (tracks)"),
            (
                r"\ben (?:iglesia|campesinado|burguesía|caballería|hechicería|realeza)\b",
                "en la clase",
            ),
            (r"\besperan boca arriba", "se dejan boca arriba"),
        ],
        "fr": [
            (r"(?i)réserve(?!s? générale)", "main (the hand); réserve générale (the supply)"),
            (r"attendent face visible", "sont disposés face visible"),
            # The published French edition's words (docs/1347-decisions.md, Terms).
            (r"(?i)église", "le Clergé (the church class)"),
            (r"(?i)royauté", "la Noblesse (the royalty class)"),
            (r"(?i)sauf-conduit", "un Laissez-passer, les Laissez-passer (the Pass card)"),
            (r"(?i)approvisionn", "soutien (phase B, the supply action)"),
        ],
        "ru": [
            (r"(?i)\bотбо[йяюе]", "сброс (the pile)"),
            (r"\bохранн", "Охранная грамота, capitalized"),
            (r"имя места без имени", "—"),
            (r"(?i)очк\w* победы", "победные очки (Biblios' rulebook says Очки Победы)"),
        ],
    },
}
GAMES = {
    "biblios": (biblios_texts, biblios_rules, "biblios"),
    "1347": (texts_1347, rules_1347, "game1347"),
}


def msgids_in(value: Any) -> Iterator[str | tuple[str, str] | InContext]:
    """Every msgid in a texts module's value (dicts, tuples of sections, pairs)."""
    if isinstance(value, (str, InContext)):
        yield value
    elif isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value):
        yield value  # a singular/plural pair (or a (code, msgid) pair: both get translated)
    elif isinstance(value, dict):
        for item in value.values():
            yield from msgids_in(item)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from msgids_in(item)


def module_msgids(module: ModuleType) -> Iterator[str | tuple[str, str] | InContext]:
    for name, value in vars(module).items():
        if name.isupper() or name[0].isupper():
            yield from msgids_in(value)


def labels_used_by(folder: str) -> set[str]:
    """The client labels a game's table can show: the shared scripts' and its folder's."""
    code = "\n".join(p.read_text() for p in STATIC.glob("*.js"))
    code += "\n".join(p.read_text() for p in (STATIC / folder).glob("*.js"))
    used = {k for k in play_texts.TEXTS if f'"{k}"' in code}
    if folder == "biblios":
        used |= {f"turn.{to}" for to in ("keep", "auction", "public")}
    return used


def rendered(lang: str, game: str) -> Iterator[str]:
    """Every label and sentence of ``game`` in ``lang``."""
    texts, rules, folder = GAMES[game]
    loc = get_localizer(lang, game)
    msgids = [*module_msgids(texts), *module_msgids(rules), *module_msgids(shared_texts)]
    msgids += [play_texts.TEXTS[key] for key in sorted(labels_used_by(folder))]
    for msgid in msgids:
        if isinstance(msgid, InContext):
            if isinstance(msgid.message, tuple):
                for n in (1, 2, 5, 1_000_000):
                    yield loc.npgettext(msgid.context, *msgid.message, n)
            else:
                yield loc.pgettext(msgid.context, msgid.message)
        elif isinstance(msgid, tuple):
            for n in (1, 2, 5, 1_000_000):
                yield loc.ngettext(*msgid, n)
        else:
            yield loc.gettext(msgid)
    cases = biblios_cases if game == "biblios" else cases_1347
    for kind, code, params in cases.CASES:
        yield cases.render(lang, kind, code, params)
    yield from strings_in(loc.catalog())
    yield from strings_in(loc.rules())


def strings_in(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings_in(item)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", SUPPORTED)
def test_each_game_uses_its_own_terms(game: str, lang: str) -> None:
    texts = set(rendered(lang, game))
    assert len(texts) > 300
    found = [
        f"{term!r} (say {instead}) in {text!r}"
        for term, instead in FORBIDDEN[game][lang]
        for text in sorted(texts)
        if re.search(term, text)
    ]
    assert found == [], "\n".join(found[:10])


def test_1347_s_french_follows_the_published_edition() -> None:
    """The French edition of 1347 says « le Clergé », « la Noblesse », « un Laissez-passer »,
    « soutien » (phase B) and « la voyante »; Biblios' French keeps « Église » (its Church
    cards)."""
    text = " ".join(rendered("fr", "1347")).replace("\u00a0", " ")
    for term in ("le Clergé", "la Noblesse", "un Laissez-passer", "les Laissez-passer"):
        assert term in text, term
    for term in ("action de soutien", "B. Soutien", "Tente de la voyante"):
        assert term in text, term
    old = re.findall(r"(?i)église|royauté|sauf-conduit|approvisionn\w*|diseuse", text)
    assert old == []
    names = get_localizer("fr", "1347").catalog()
    classes = {c["id"]: c["name"] for c in names["classes"]}
    kinds = {k["id"]: k["name"] for k in names["kinds"]}
    assert [classes["church"], classes["royalty"], kinds["pass"]] == [
        "Clergé",
        "Noblesse",
        "Laissez-passer",
    ]
    assert any("Église" in t for t in rendered("fr", "biblios"))


def test_the_russian_catalog_words_live_and_seed_for_players() -> None:
    """The stream's state is « На связи » (as « Нет связи »), the seed « Номер раздачи »: never
    a broadcast's « В эфире » or a literal « Зерно »; « Очки Победы » is Biblios' rulebook's
    and never on 1347's screens (FORBIDDEN)."""
    found = [
        text
        for message in catalog("ru")
        for text in texts_of(message)[1 if isinstance(message.id, str) else 2 :]
        if re.search(r"(?i)в эфире|\bзерн", text)
    ]
    assert found == []
    loc = get_localizer("ru", "1347")
    assert loc.gettext(play_texts.TEXTS["link.live"]) == "На связи"
    assert loc.gettext(play_texts.TEXTS["lobby.seed"]) == "Номер раздачи"
    assert not any(re.search(r"(?i)очк\w* победы", t) for t in rendered("ru", "1347"))


@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_gold_hint_reads_with_more_gold_than_due(lang: str) -> None:
    """Paying 3 gold for a bid of 1 is normal (no change is given): the hint names the gold
    selected and the minimum, never "3 of 1" ("Seleccionado: 3 de 1")."""
    hint = get_localizer(lang, "biblios").gettext(play_texts.TEXTS["pay.selected_gold"])
    text = hint % {"total": 3, "amount": 1}
    assert not re.search(r"3 (?:of|de|sur|из) 1", text), text
    assert re.search(r"(?i)gold|oro|\bor\b|золот", text), text


def test_the_french_hand_follows_each_game() -> None:
    biblios = set(rendered("fr", "biblios"))
    plague = set(rendered("fr", "1347"))
    assert "Votre réserve" in biblios and "Votre main" in plague
    assert "Votre réserve" not in plague and "Votre main" not in biblios


# ----- the log ------------------------------------------------------------------------------

PAST = re.compile(
    r"%\(seat\)s (?:\w+ed|drew|kept|put|took|won|paid|ran|made|gave|got|had|was|were|did)\b"
)


def test_the_english_log_is_in_the_present() -> None:
    events = [*biblios_texts.EVENTS.values(), *texts_1347.EVENTS.values()]
    events += list(shared_texts.EVENTS.values())
    past = [m for msgid in events for m in msgids_in(msgid) if PAST.search(str(m))]
    assert past == []


@pytest.mark.parametrize("lang", SUPPORTED)
def test_card_names_are_quoted_in_every_language(lang: str) -> None:
    open_, close = QUOTES[lang][0], QUOTES[lang][1]
    biblios = get_localizer(lang, "biblios")
    name = biblios.vocabulary.card_name("gold-2-01")
    event = {"type": "card_drawn", "seat": 0, "params": {"card": "gold-2-01"}}
    assert f"{open_}{name}{close}" in biblios.event_text(event, NAMES)
    plague = get_localizer(lang, "1347")
    name = plague.vocabulary.card_name("magic-09")
    event = {"type": "cards_drawn", "seat": 0, "params": {"count": 1, "cards": ["magic-09"]}}
    assert f"{open_}{name}{close}" in plague.event_text(event, NAMES)


@pytest.mark.parametrize("lang", SUPPORTED)
def test_a_church_card_reads_with_one_minus_sign_and_one_colon(lang: str) -> None:
    loc = get_localizer(lang, "biblios")
    adjust = [{"category": "forbidden_tomes", "delta": -1}, {"category": "holy_books", "delta": -1}]
    event = {
        "type": "church_resolved",
        "seat": 2,
        "params": {"card": "church-down2-1", "adjust": adjust},
    }
    text = loc.event_text(event, ["Ana", "Boris", "Bot 3"])
    assert "−1" in text and not HYPHEN_MINUS.search(text), text
    assert QUOTED.sub("", text).count(":") == 0, text
    if lang == "en":
        assert text == (
            "Bot 3 plays “Church: −1 on two dice” (Forbidden Tomes −1 and Holy Books −1)."
        )


# ----- house rules ---------------------------------------------------------------------------

#: How each language opens a note on this implementation's own decisions.
HOUSE_NOTE = {
    "en": "In this implementation",
    "es": "En esta implementación",
    "fr": "Dans cette implémentation",
    "ru": "В этой реализации",
}
#: The sections that state a decision of this project, not of the rulebook.
HOUSE_SECTIONS = {
    "biblios": {"auction_phase", "penalty", "medieval_bluff", "ties"},
    "1347": {"components", "supplies", "buildings", "scoring", "plague"},
}


@pytest.mark.parametrize("game", sorted(HOUSE_SECTIONS))
@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_rules_mark_this_implementation_s_decisions(game: str, lang: str) -> None:
    sections = {s["id"]: s["text"] for s in get_localizer(lang, game).rules()["sections"]}
    noted = {sid for sid, text in sections.items() if HOUSE_NOTE[lang] in text}
    assert noted == HOUSE_SECTIONS[game]
    for sid in noted:  # a note is a paragraph of its own
        assert any(p.startswith(HOUSE_NOTE[lang]) for p in sections[sid].split("\n\n")), sid
    paragraphs = [p for text in sections.values() for p in text.split("\n\n")]
    house = "\\b66\\b" if game == "biblios" else "placeholder|provisional|provisoire|временн"
    for paragraph in paragraphs:  # the maximum bid, the supply table: ours, and said so
        if re.search(house, paragraph):
            assert paragraph.startswith(HOUSE_NOTE[lang]), paragraph


def test_the_supply_note_follows_the_supply_table() -> None:
    """The rules call the supply table a placeholder exactly while its data file is one
    (README: "1347's supply actions"): replacing the file with the printed cards' actions
    fails here until the note goes too."""
    data = json.loads((ROOT / "engine" / "game1347" / "data" / "supply_actions.json").read_text())
    placeholder = str(data["source"]).startswith("placeholder")
    supplies = next(
        s["text"] for s in get_localizer("en", "1347").rules()["sections"] if s["id"] == "supplies"
    )
    assert ("placeholder table" in supplies) == placeholder
