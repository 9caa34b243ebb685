"""The wording of the catalogs, read as a reviewer of each language would (docs/translating.md).

- Style: every msgid and msgstr keeps the placeholders of its msgid, one colon at most outside
  quoted names, one minus sign (U+2212, never a hyphen before a number), the language's quotes
  and no quotes of its own around a name placeholder (``%(card)s`` arrives quoted).
- Persons: no sentence about a seat assumes a gender in Russian, French or Spanish.
- Each game in its own words: every label and sentence of a game, in each language, is
  rendered and checked against that game's forbidden terms (the hand is « réserve » in
  Biblios' French and « main » in 1347's; the discard pile « отбой » in Biblios' Russian and
  « сброс » in 1347's...).
- Read as a native speaker: no "0 cards" where a sentence can say "no card", no "3 of 2", no
  count glued to a player's name ("Bot 2 4 cards"), lower case after a colon in es/fr/ru, no
  comma before « ou » / «o», Spanish articles that agree with the glossary's nouns.
- The log in one tense, card names quoted in every language, house rules marked as such (in
  the rules and in the catalog's supply actions).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from babel import Locale
from babel.messages.catalog import Message
from babel.messages.pofile import read_po

from api.games import serve
from api.games.biblios import msgids as biblios_texts
from api.games.biblios import rules_msgids as biblios_rules
from api.games.game1347 import msgids as texts_1347
from api.games.game1347 import rules_msgids as rules_1347
from api.http.routes import web_client_labels as play_texts
from api.http.routes.web_client import translated
from api.i18n import SUPPORTED, InContext, WithZero, get_localizer
from api.i18n import msgids as shared_texts
from tests.api import test_i18n as biblios_cases
from tests.api import test_localized_1347 as cases_1347
from tests.api.helpers import game_localizer

#: Every label the web client uses, of every installed game's table.
TEXTS = play_texts.labels(serve())

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
    "Spared by the plague",
    "Excluded (penalty)",
    "Passed",
    "Playing",
    "their decision now",
    "online",
    "offline",
    "Person",
    "Spectator",
}
GENDERED = {
    "ru": re.compile(
        r"\(а\)|\(-?ась\)|\bза него\b|\bон\b|\bона\b|\bСдался\b|\bсдался\b|\bПогиб\b|"
        r"\bпогиб\b|\bЗаменён\b|\bзаменён\b|"
        r"%\((?:seat|to|from|loser)\)s [а-яё]+(?:л|ла|лся|лась|[её]н|[её]на|нн|нна|ят|ята)\b"
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


#: A seat's label that opens with a participle or a past tense agrees with the player's gender
#: (« Épargné », «Librado», «Пощажён», «Погиб»): a label says it with a noun or a verb in the
#: present (« Victime de la peste », «A salvo de la plaga», «Чума пощадила»).
GENDERED_LABEL = {
    "ru": re.compile(
        r"^[а-яё]*(?:[её]н|[её]на|ан|ана|ян|яна|ит|ита|ут|ута|л|ла|лся|лась|гиб)\b", re.I
    ),
    "fr": re.compile(r"^[\w-]*(?:é|ée|és|ées)\b", re.I),
    "es": re.compile(r"^\w*(?:ado|ada|ados|adas|ido|ida|idos|idas)\b", re.I),
}


def about_a_person(message: Message) -> bool:
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    return any(PERSONS & set(PLACEHOLDER.findall(i)) for i in ids) or ids[0] in SEAT_LABELS


def gendered(lang: str, message: Message) -> list[str]:
    """The translations of ``message`` (about a player) that assume the player's gender."""
    found = []
    for text in texts_of(message)[1 if isinstance(message.id, str) else 2 :]:
        label = first_id(message) in SEAT_LABELS and GENDERED_LABEL[lang].search(text)
        if GENDERED[lang].search(text) or label:
            found.append(text)
    return found


@pytest.mark.parametrize("lang", ["ru", "fr", "es"])
def test_no_sentence_about_a_seat_assumes_a_gender(lang: str) -> None:
    found = [text for m in catalog(lang) if about_a_person(m) for text in gendered(lang, m)]
    assert found == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ru", "%(seat)s сдался(-ась): теперь за него играет бот."),
        ("ru", "%(seat)s не успел(а) вовремя."),
        ("ru", "Погиб от чумы"),
        ("ru", "%(seat)s сдался."),
        ("ru", "%(seat)s исключён из аукциона."),
        ("ru", "%(seat)s пощажена чумой."),
        ("fr", "Remplacé par un bot"),
        ("fr", "à lui de décider"),
        ("es", "A %(seat)s se le acabó el tiempo: un bot decidió por él."),
        ("es", "Aniquilado por la plaga"),
        ("es", "%(seat)s elige a %(loser)s como perdedor."),
    ],
)
def test_the_gender_check_catches_known_patterns(lang: str, text: str) -> None:
    assert GENDERED[lang].search(text)


@pytest.mark.parametrize(
    ("lang", "label", "text", "instead"),
    [
        ("ru", "Spared by the plague", "Пощажён чумой", "Чума пощадила"),
        ("ru", "Killed by the plague", "Погиб от чумы", "Жертва чумы"),
        ("ru", "Resigned", "Сдалась", "Партия сдана"),
        ("fr", "Spared by the plague", "Épargné par la peste", "Échappe à la peste"),
        ("es", "Spared by the plague", "Librado de la plaga", "A salvo de la plaga"),
        ("es", "online", "conectado", "en línea"),
    ],
)
def test_the_gender_check_catches_participles_in_seat_labels(
    lang: str, label: str, text: str, instead: str
) -> None:
    assert gendered(lang, Message(label, text))
    assert not gendered(lang, Message(label, instead))


# ----- each game in its own words ----------------------------------------------------------

#: Terms a game's screens never show in a language, with what the game says instead.
FORBIDDEN: dict[str, dict[str, list[tuple[str, str]]]] = {
    "biblios": {
        "en": [],
        "es": [(r"\btoken de puesto\b", "token de asiento"), (r"pila de descartes", "descarte")],
        "fr": [(r"\bmains?\b", "réserve (the hand)")],
        "ru": [
            (r"\bсброс\b", "отбой (the pile)"),
            (r"имя места без имени", "—"),
            (r"\bлицом (?:вверх|вниз)", "лицевой стороной вверх / вниз (Biblios' glossary)"),
        ],
    },
    "1347": {
        "en": [],
        "es": [
            (r"\btoken de puesto\b", "token de asiento"),
            (r"pila de descarte\b", "pila de descartes"),
            (r"(?i)\bpistas?\b", "marcador de influencia (the rulebook's influence track)"),
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
            (r"лицев\w* сторон", "лицом вверх / рубашкой вверх (1347's glossary)"),
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
    used = {k for k in TEXTS if f'"{k}"' in code}
    if folder == "biblios":
        used |= {f"turn.{to}" for to in ("keep", "auction", "public")}
    return used


def rendered(lang: str, game: str) -> Iterator[str]:
    """Every label and sentence of ``game`` in ``lang``."""
    texts, rules, folder = GAMES[game]
    loc = game_localizer(lang, game)
    msgids = [*module_msgids(texts), *module_msgids(rules), *module_msgids(shared_texts)]
    for key in sorted(labels_used_by(folder)):
        label = TEXTS[key]
        msgids += [label.zero, label.counted] if isinstance(label, WithZero) else [label]
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
    names = game_localizer("fr", "1347").catalog()
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
    loc = game_localizer("ru", "1347")
    assert loc.gettext(TEXTS["link.live"]) == "На связи"
    assert loc.gettext(TEXTS["lobby.seed"]) == "Номер раздачи"
    assert not any(re.search(r"(?i)очк\w* победы", t) for t in rendered("ru", "1347"))


@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_gold_hint_reads_with_more_gold_than_due(lang: str) -> None:
    """Paying 3 gold for a bid of 1 is normal (no change is given): the hint names the gold
    selected and the minimum, never "3 of 1" ("Seleccionado: 3 de 1")."""
    hint = game_localizer(lang, "biblios").gettext(TEXTS["pay.selected_gold"])
    text = hint % {"total": 3, "amount": 1}
    assert not re.search(r"3 (?:of|de|sur|из) 1", text), text
    assert re.search(r"(?i)gold|oro|\bor\b|золот", text), text


def test_the_french_hand_follows_each_game() -> None:
    biblios = set(rendered("fr", "biblios"))
    plague = set(rendered("fr", "1347"))
    assert "Votre réserve" in biblios and "Votre main" in plague
    assert "Votre réserve" not in plague and "Votre main" not in biblios


# ----- the log ------------------------------------------------------------------------------

#: A verb in the past after a subject of the log: a player, or "nobody", "the row"...
PAST = re.compile(
    r"(?:%\((?:seat|winners|from|to)\)s|\b(?:[Nn]obody|[Ee]verybody|[Ee]very player|it|they|"
    r"row|deck|pile|game)) (?:\w+ed|bid|held|drew|kept|put|took|won|paid|ran|made|"
    r"gave|got|had|was|were|did|left|went|came)\b"
)


def test_the_english_log_is_in_the_present() -> None:
    """Every sentence of the log stays in the present ("Nobody bids for X: it is discarded",
    "The cards drawn are all of one type"), never half in the past."""
    events = [*biblios_texts.EVENTS.values(), *texts_1347.EVENTS.values()]
    events += list(shared_texts.EVENTS.values())
    for prompts in (biblios_texts.PROMPTS, texts_1347.PROMPTS):  # what the others are doing
        events += [msgid for key, msgid in prompts.items() if key.startswith("wait_")]
    past = [m for msgid in events for m in msgids_in(msgid) if PAST.search(str(m))]
    assert past == []


@pytest.mark.parametrize(
    "text",
    [
        "Nobody bid for %(card)s: it is discarded face-up.",
        "The row held a single building type; sent to the bottom of the replacement deck.",
        "The game is over: nobody survived the plague, so nobody wins.",
        "%(seat)s drew a card.",
        "%(seat)s won %(card)s with a bid of %(amount)s and is to pay or refuse.",
    ],
)
def test_the_tense_check_catches_the_past(text: str) -> None:
    assert PAST.search(text)


@pytest.mark.parametrize("lang", SUPPORTED)
def test_card_names_are_quoted_in_every_language(lang: str) -> None:
    open_, close = QUOTES[lang][0], QUOTES[lang][1]
    biblios = game_localizer(lang, "biblios")
    name = biblios.vocabulary.card_name("gold-2-01")
    event = {"type": "card_drawn", "seat": 0, "params": {"card": "gold-2-01"}}
    assert f"{open_}{name}{close}" in biblios.event_text(event, NAMES)
    plague = game_localizer(lang, "1347")
    name = plague.vocabulary.card_name("magic-09")
    event = {"type": "cards_drawn", "seat": 0, "params": {"count": 1, "cards": ["magic-09"]}}
    assert f"{open_}{name}{close}" in plague.event_text(event, NAMES)


@pytest.mark.parametrize("lang", SUPPORTED)
def test_a_church_card_reads_with_one_minus_sign_and_one_colon(lang: str) -> None:
    loc = game_localizer(lang, "biblios")
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
    "1347": {
        "components",  # nuns per class, the figures' names, VP tokens, a limited supply
        "setup",  # an open discard pile; the creator may name the starting player
        "building_selection",  # no Guard Tower in a random 2-player selection
        "supplies",  # in turn and in full, two eyes, lost draws; the placeholder table
        "enter",  # a Pass goes back to the supply and is never put on a building
        "swords_and_flutes",  # a Flute winner without rats gives nothing
        "two_players",  # the tie between two buildings
        "final_round",  # phases A to C and step a as usual
        "buildings",  # the supply's limit, the Hospital's, the Guard Tower's givers
        "scoring",  # VP tokens, majorities and Gold need a card, the Treasury "used"
        "plague",  # the ranking of the results
    },
}


@pytest.mark.parametrize("game", sorted(HOUSE_SECTIONS))
@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_rules_mark_this_implementation_s_decisions(game: str, lang: str) -> None:
    sections = {s["id"]: s["text"] for s in game_localizer(lang, game).rules()["sections"]}
    noted = {sid for sid, text in sections.items() if HOUSE_NOTE[lang] in text}
    assert noted == HOUSE_SECTIONS[game]
    for sid in noted:  # a note is a paragraph of its own
        assert any(p.startswith(HOUSE_NOTE[lang]) for p in sections[sid].split("\n\n")), sid
    paragraphs = [p for text in sections.values() for p in text.split("\n\n")]
    house = "\\b66\\b" if game == "biblios" else "placeholder|provisional|provisoire|временн"
    for paragraph in paragraphs:  # the maximum bid, the supply table: ours, and said so
        if re.search(house, paragraph):
            assert paragraph.startswith(HOUSE_NOTE[lang]), paragraph


def placeholder_table() -> bool:
    """Whether 1347's supply actions are still the spec's placeholder (the data file says)."""
    data = json.loads((ROOT / "engine" / "game1347" / "data" / "supply_actions.json").read_text())
    return str(data["source"]).startswith("placeholder")


def test_the_supply_note_follows_the_supply_table() -> None:
    """The rules call the supply table a placeholder exactly while its data file is one
    (docs/1347-api.md: "1347's supply actions"): replacing the file with the printed cards' actions
    fails here until the note goes too."""
    placeholder = placeholder_table()
    supplies = next(
        s["text"] for s in game_localizer("en", "1347").rules()["sections"] if s["id"] == "supplies"
    )
    assert ("placeholder table" in supplies) == placeholder


#: Decisions of this project that the rulebook does not state (docs/1347-decisions.md,
#: ``1347-rules.md``'s **Decision**s), each as the English rules word it: a paragraph that says
#: one is a note of this implementation, never the rulebook's text.
DECISIONS_1347 = {
    "the figures' names (P3)": r"a Peasant, a Merchant",
    "an open discard pile (P16)": r"look through it|everybody can see",
    "a starting player named by the creator (P19)": r"name the starting player|creator names",
    "no Guard Tower in a random 2-player game (P14)": r"leave the Guard Tower out|leave it out",
    "supplies in turn and in full (P25)": r"never at the same time",
    "two eyes, two positions (P28)": r"two eye symbols",
    "lost draws (P32)": r"draws are lost",
    "the Pass goes back to the supply (P30)": r"Pass played goes back|return it to the supply",
    "a Flute winner without rats (P37)": r"without rats gives nothing",
    "the 2-player tie between buildings (P40)": r"put a disc on a building first",
    "phases A to C in the final round (P41)": r"phases A, B and C and step a",
    "the Guard Tower's givers (P49)": r"givers are fixed|clockwise order from your left",
    "a majority needs a card (P60, P61)": r"at least one (?:such )?card",
    "the Treasury used (P61)": r"counts as used",
    "the VP tokens' value (P12)": r"token is worth 1 VP",
    "the ranking of the results (P65)": r"after the last survivor",
}


@pytest.mark.parametrize("decision", sorted(DECISIONS_1347))
def test_1347_s_rules_say_the_decisions_in_notes_only(decision: str) -> None:
    paragraphs = [
        p for s in game_localizer("en", "1347").rules()["sections"] for p in s["text"].split("\n\n")
    ]
    saying = [p for p in paragraphs if re.search(DECISIONS_1347[decision], p)]
    assert saying, f"the rules no longer say {decision}"
    assert all(p.startswith(HOUSE_NOTE["en"]) for p in saying), saying


#: How each language says that a supply action comes from the placeholder table.
PROVISIONAL = {
    "en": "this implementation's provisional table",
    "es": "tabla provisional de esta implementación",
    "fr": "table provisoire de cette implémentation",
    "ru": "временной таблице этой реализации",
}


@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_catalog_marks_the_placeholder_supply_actions(lang: str) -> None:
    """Every building card's ``supply_text`` (catalog, views) says its values are this
    implementation's placeholder while the data file is one, and only then."""
    placeholder = placeholder_table()
    texts = [b["supply_text"] for b in game_localizer(lang, "1347").catalog()["buildings"]]
    assert len(texts) == 60
    assert all((PROVISIONAL[lang] in text) == placeholder for text in texts), texts[:2]


# ----- read as a native speaker ---------------------------------------------------------------

#: A zero counted in words' place: "puts 0 cards", « pose 0 carte », «выкладывает 0 карт». A
#: range ("0 to 4") or a colon after it ("add up to 0:") is fine.
ZERO = re.compile(
    r"(?<![\d.,\u00a0\u202f−+-])0(?![\d.,])\s+(?!(?:to|à|a|al|до|y|and|et|и|or|o|ou|или)\b)"
    r"[^\W\d_]"
)
#: The parameters a sentence counts with.
COUNTED = ("count", "amount", "nuns", "paid", "given")
#: Counts the rules never let be 0: their sentences need no zero form.
NEVER_ZERO = {
    ("1347", "cards_dealt", "count"): "P16: every player is dealt 5 cards",
    ("1347", "deck_reshuffled", "count"): "P32: only a discard pile that holds cards is shuffled",
    ("1347", "rats_discarded", "amount"): "P11: said only when at least one rat goes",
    ("1347", "rats_gained", "amount"): "P35: said only for a population card of another class",
    ("1347", "influence_gained", "amount"): "P35, P41: said only when a marker moves",
    ("1347", "give_cards", "count"): "P36, P49: a seat with nothing to give is not asked",
    ("1347", "wait_give_cards", "count"): "P36, P49: a seat with nothing to give is not asked",
    ("biblios", "bid", "amount"): "a bid is at least 1",
    ("biblios", "auction_won", "amount"): "a bid is at least 1",
    ("biblios", "paid", "amount"): "a bid is at least 1",
    ("biblios", "paid", "count"): "a bid is at least 1 card",
    ("biblios", "pay", "amount"): "a bid is at least 1",
    ("biblios", "pay", "count"): "a bid is at least 1 card",
    ("biblios", "wait_pay", "amount"): "a bid is at least 1",
    ("biblios", "wrong_die_count", "given"): "choosing no die declines the card: never an error",
}


def zero_cases() -> Iterator[tuple[str, str, str, str]]:
    """(game, code, parameter, text) for every documented code with one count set to 0."""
    for game, cases in (("biblios", biblios_cases), ("1347", cases_1347)):
        for kind, code, params in cases.CASES:
            for name in COUNTED:
                value = params.get(name)
                if type(value) is not int or (game, code, name) in NEVER_ZERO:
                    continue
                for lang in SUPPORTED:
                    yield game, code, name, cases.render(lang, kind, code, {**params, name: 0})


def test_a_count_of_zero_is_said_in_words() -> None:
    """ "Ana enters «Farm» without putting down any card", never "puts 0 cards face down";
    "the nun row holds no nuns", never "0 nuns"."""
    found = sorted(
        {
            f"{game} {code} {name}=0: {text}"
            for game, code, name, text in zero_cases()
            if ZERO.search(text)
        }
    )
    assert found == [], "\n".join(found[:20])


@pytest.mark.parametrize(
    "text",
    [
        "Boris enters “Farm” (space 2) and puts 0 cards face down.",
        "Boris entre dans le bâtiment « Ferme » (case 2) et pose 0 carte face cachée.",
        "Boris посещает здание «Ферма» и выкладывает рубашкой вверх 0 карт.",
        "la fila de Religiosas tiene 0 religiosas",
    ],
)
def test_the_zero_check_catches_a_zero_count(text: str) -> None:
    assert ZERO.search(text)
    assert not ZERO.search("Choose from 0 to 3 cards, not 5.")


#: The web client's count labels that never count 0, each with why (the others say a zero in
#: words: ``WithZero``).
LABELS_NEVER_ZERO = {
    "clock.awaiting": "said only while someone's opening is awaited",
    "clock.correspondence": "a correspondence clock gives at least a day",
    "clock.days": "shown only for a day or more",
    "clock.per_day": "a clock the lobby offers gives at least 5 seconds",
    "clock.per_hour": "a clock the lobby offers gives at least 5 seconds",
    "clock.per_minute": "a clock the lobby offers gives at least 5 seconds",
    "clock.per_second": "a clock the lobby offers gives at least 5 seconds",
    "church.why_none": "said only while dice are still to choose",
    "church.why_more": "said only while dice are still to choose",
    "pay.legend_gold": "a price is at least 1",
    "pay.legend_cards": "a price is at least 1 card",
    "pay.why_cards": "said only while cards are still to choose",
    "pay.why_too_many": "said only when cards are too many",
    "pay.why_gold": "said only while gold is short",
    "result.wins_die": "a die shows at least 1",
    "plague.pick_exact": "a selection is shown only when it takes at least 1",
}


def client_label_at_zero(lang: str, key: str) -> str:
    """Label ``key`` as the web client shows it for a count of 0 in ``lang`` (its ``zero``
    form, else the plural form CLDR gives 0), its other numbers 2."""
    texts = translated(get_localizer(lang), TEXTS)["texts"]
    forms = texts[key]
    category = Locale.parse(lang).plural_form(0)
    text = forms["zero"] if "zero" in forms else forms.get(category, list(forms.values())[-1])
    return PLACEHOLDER.sub(lambda m: "0" if m.group(1) == "count" else "2", text)


def count_labels() -> list[str]:
    return sorted(
        key
        for key, label in TEXTS.items()
        if isinstance(label, (tuple, WithZero))
        or (isinstance(label, InContext) and isinstance(label.message, tuple))
    )


@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_web_client_says_a_zero_count_in_words(lang: str) -> None:
    """ "no cards in hand", « plus aucune », «нет крыс»: never "0 cards in hand", « encore 0 »
    or «0 крыс» on the table."""
    keys = count_labels()
    assert len(keys) > 15 and LABELS_NEVER_ZERO.keys() <= set(keys)
    found = {}
    for key in keys:
        if key in LABELS_NEVER_ZERO:
            continue
        text = client_label_at_zero(lang, key)
        if ZERO.search(text) or re.search(r"(?<![\d.,])0(?![\d.,])", text):
            found[key] = text
    assert found == {}


#: A player's name followed by a number: "gives Bot 2 4 cards", «отдаёт игроку Бот 2 4 карты».
NAME_THEN_NUMBER = re.compile(r"%\((?:" + "|".join(sorted(PERSONS)) + r")\)s\s+(?:%\(\w+\)s|\d)")


@pytest.mark.parametrize("lang", SUPPORTED)
def test_no_count_follows_a_player_s_name(lang: str) -> None:
    found = [
        text
        for message in catalog(lang)
        for text in texts_of(message)
        if NAME_THEN_NUMBER.search(text)
    ]
    assert found == []
    assert NAME_THEN_NUMBER.search("%(seat)s gives %(to)s %(count)s cards (Swords).")


#: "N of M" labels where N can never pass M (the client caps it), each with why.
N_OF_M = re.compile(r"%\((\w+)\)s (?:of|out of) %\((\w+)\)s")
BOUNDED = {
    "Round %(round)s of %(rounds)s": "the round never passes the game's rounds",
    "Dice changed: %(count)s of %(most)s.": "the client lets no more dice change",
    "%(done)s of %(quota)s": "a place takes no more than its quota",
    "rank %(rank)s of %(count)s": "a rank never passes the number of players",
    "Step %(step)s of %(steps)s": "a replay's step is one of its steps",
}


def test_n_of_m_appears_only_where_n_cannot_pass_m() -> None:
    """ "Seleccionadas: 3 de 2" reads as a mistake: a label whose first number may exceed the
    second (cards selected for a payment) says it another way."""
    found = [first_id(m) for m in catalog("en") if N_OF_M.search(first_id(m))]
    assert sorted(found) == sorted(BOUNDED)


@pytest.mark.parametrize("lang", SUPPORTED)
def test_a_payment_hint_reads_with_more_selected_than_due(lang: str) -> None:
    loc = game_localizer(lang, "biblios")
    cards = loc.gettext(TEXTS["pay.selected_cards"]) % {"count": 3, "due": 2}
    gold = loc.gettext(TEXTS["pay.selected_gold"]) % {"total": 3, "amount": 2}
    for text in (cards, gold):
        assert not re.search(r"3 (?:of|de|sur|из) 2", text), text
        assert "3" in text and "2" in text, text


#: Words a sentence may capitalize after a colon in es/fr/ru: names (players', seats', and the
#: games' own names of cards, buildings, classes, variants...) and phase letters ("A.").
def capitalized_names(lang: str) -> set[str]:
    names = {"Ana", "Boris", "Chen", "Chloé", "Dmitri", "Bot", "Jugador", "Joueur", "Игрок", "Бот"}
    for game in GAMES:
        loc = game_localizer(lang, game)
        catalog_ = loc.catalog()
        values = [
            v
            for key, entries in catalog_.items()
            if isinstance(entries, list)
            for entry in entries
            if isinstance(entry, dict)
            for k, v in entry.items()
            if k == "name" and isinstance(v, str)
        ]
        names |= {w for v in values for w in re.findall(r"[^\W\d_]+", v) if w[0].isupper()}
    return names


def named(word: str, names: set[str]) -> bool:
    """Whether ``word`` is one of ``names``, or its plural («Espadas», «Мечи»)."""
    return word in names or any(word.startswith(n) and len(n) >= 3 for n in names)


AFTER_COLON = re.compile(r":\s+[«„“]?\s?([^\W\d_][\w'’-]*)")


@pytest.mark.parametrize("lang", ["es", "fr", "ru"])
def test_a_colon_is_followed_by_lower_case(lang: str) -> None:
    """Spanish, French and Russian go on in lower case after a colon («Acción preferente: mira
    2 cartas», not «: Mira»), but for a name."""
    allowed = capitalized_names(lang)
    found = sorted(
        {
            text
            for game in GAMES
            for text in rendered(lang, game)
            for word in AFTER_COLON.findall(text)
            if word[0].isupper() and len(word) > 1 and not named(word, allowed)
        }
    )
    assert found == [], "\n".join(found[:20])


@pytest.mark.parametrize(("lang", "comma"), [("fr", ", ou "), ("es", ", o ")])
def test_no_comma_before_or(lang: str, comma: str) -> None:
    """« Effectuez-la ou renoncez-y », «Sube en 1 el dado que elijas o renuncia a la carta»:
    French and Spanish put no comma before « ou » / «o» (a clause in commas is rewritten)."""
    found = [
        text
        for message in catalog(lang)
        for text in texts_of(message)[1 if isinstance(message.id, str) else 2 :]
        if comma in text
    ]
    assert found == []


#: The gender of the Spanish nouns of the two glossaries (and of the words around them).
SPANISH_NOUNS = {
    "f": "pista fila carta ficha mano pila religiosa ronda fase clase acción subasta puja multa "
    "partida rata categoría posición espada flauta mayoría plaga victoria influencia torre "
    "granja oficina cervecería tienda cabaña iglesia preparación reserva puntuación letra "
    "selección opción variante",
    "m": "edificio mazo suministro marcador disco espacio dado comodín jugador turno puesto "
    "tablero descarte salvoconducto oro punto castillo palacio mercado monasterio hospital "
    "tesoro paso empate pago precio monje pigmento tomo libro manuscrito asiento bot reloj "
    "nombre juego símbolo ojo tipo",
}
SPANISH_ARTICLES = {
    "m": "el los un unos del al este estos ese esos ningún otro otros todos primer",
    "f": "la las una unas esta estas esa esas ninguna otra otras todas primera",
}
NUMBERS_ES = r"(?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte)"


def spanish_disagreements(text: str) -> list[str]:
    """Article and noun of different genders: «los pistas», «cada uno de los seis pistas»."""
    found = []
    for gender, other in (("m", "f"), ("f", "m")):
        articles = "|".join(SPANISH_ARTICLES[gender].split())
        nouns = "|".join(n + "(?:s|es)?" for n in SPANISH_NOUNS[other].split())
        pattern = rf"(?i)\b(?:{articles})\s+(?:{NUMBERS_ES}\s+)?(?:{nouns})\b"
        found += re.findall(pattern, text)
    return found


def test_spanish_articles_agree_with_the_glossary_s_nouns() -> None:
    found = sorted(
        {
            f"{pair!r} in {text!r}"
            for game in GAMES
            for text in rendered("es", game)
            for pair in spanish_disagreements(text)
        }
    )
    assert found == [], "\n".join(found[:20])
    assert spanish_disagreements("cada uno de los seis pistas de influencia") != []
    assert spanish_disagreements("en el pista de influencia, los pistas") != []
    assert spanish_disagreements("las pistas y el marcador") == []
