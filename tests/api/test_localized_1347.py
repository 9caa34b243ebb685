"""1347 in Spanish, French and Russian: a whole game read with no English left, every event,
prompt and error code 1347 declares (docs/codes.md, "1347") rendered in the four languages,
Russian plurals (1, 2, 5, 11, 21) for every counted unit, and the glossary's terms in names,
catalog and rules (../shared/spec/1347-glossary.md; the choices it leaves open are in
docs/1347-api.md).
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from api.i18n import msgids as shared_texts
from api.schemas.code_docs import API_PROBLEM_FIELDS
from engine.game1347 import GAME
from engine.game1347.actions import ACTION_TYPES
from engine.game1347.buildings import BUILDING_TYPES
from engine.game1347.cards import CLASSES, KINDS
from engine.game1347.setup import VARIANTS
from tests.api.helpers import Api, assert_problem, bearer, game_localizer
from tests.api.test_1347_http import EVERY_TYPE, create, play, post
from tests.engine.shared_codes import SHARED_CODES

NAMES = ["Ana", "Boris", "Chen", "Dmitri"]
LANGS = ("en", "es", "fr", "ru")
FOREIGN = ("es", "fr", "ru")
# English words that none of the three languages uses in 1347's texts ("rat", "action",
# "influence", "position", "phase", "pile", "or", "Joker", "Hospital", "final" are French or
# Spanish too).
ENGLISH = re.compile(
    r"\b(the|cards?|players?|you|your|draws?|takes?|gives?|gains?|gets?|premium|standard|"
    r"buildings?|rounds?|row|supply|plague|wins?|nuns?|swords?|flutes?|passes|enters?|"
    r"reveals?|discards?|looks?|palace|castle|farm|tower|treasury|marketplace|office|"
    r"monastery|brewery|tent|hut|nobody|victory|tokens?|crown|killed|survived|starting|deck|"
    r"choose|hand|declines?|performs?|witch|monk|king|knight|merchant|peasant|church|"
    r"magic|royalty|chivalry|peasantry|is|are|and|of)\b",
    re.IGNORECASE,
)
SCRIPT = {
    "es": re.compile(r"[a-záéíóúñ]", re.I),
    "fr": re.compile(r"[a-zàâçéèêëîïôûù]", re.I),
    "ru": re.compile(r"[а-яё]", re.I),
}


def english_words(text: str) -> list[str]:
    for name in NAMES:
        text = text.replace(name, "")
    text = re.sub(r"\b[a-z_]+-\d+\b", "", text)  # ids echoed back ("magic-09")
    return ENGLISH.findall(text)


# ----- a whole game --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", FOREIGN)
def test_a_whole_game_reads_in_one_language(client: Api, lang: str) -> None:
    game = create(
        client, 4, names=NAMES, variant="custom", buildings=EVERY_TYPE, seed=1347, first_seat=0
    )
    texts: list[tuple[str, str]] = []

    def before(seat: int, own: dict) -> None:
        texts.append(("prompt", own["prompt"]))
        if len(texts) % 17 == 0:  # a refused action now and then
            for body, who in (({"type": "decline"}, (seat + 1) % 4), ({"type": "give"}, seat)):
                reply = post(client, game, who, body, lang)
                assert reply.status == 422 and reply.headers["Content-Language"] == lang
                texts.append(("error", reply.json["detail"]))
                texts.append(("title", reply.json["title"]))
            waiting = client.get(game.path, query={"lang": lang}).json
            texts.append(("waiting", waiting["prompt"]))

    def on_step(seat: int, own: dict, action: dict, reply: Any) -> None:
        texts.extend(("event", event["text"]) for event in reply.json["events"])

    final = play(client, game, random.Random(3), before=before, on_step=on_step, lang=lang)
    texts.append(("prompt", final["prompt"]))
    for seat in (None, 0):
        token = None if seat is None else game.tokens[seat]
        log = client.get(game.path + "/events", headers=bearer(token), query={"lang": lang})
        texts.extend(("log", event["text"]) for event in log.json["events"])
    view = client.get(game.path, query={"lang": lang}).json
    for card in view["result"]["reveal"]["hands"][0] + view["discard"]:
        texts.append(("card", card["name"]))
    for building in view["result"]["reveal"]["unused_buildings"]:
        texts.append(("building", f"{building['name']}: {building['supply_text']}"))
    kinds = {kind for kind, _ in texts}
    assert {"prompt", "event", "error", "log", "waiting", "card", "building"} <= kinds
    assert len(texts) > 500
    for kind, text in texts:
        assert text.strip(), kind
        assert not english_words(text), f"{lang} {kind}: {text!r} {english_words(text)}"
        assert SCRIPT[lang].search(text), f"{lang} {kind}: {text!r}"
        assert "%(" not in text and "{" not in text, f"{lang} {kind}: {text!r}"


# ----- every code in four languages ----------------------------------------------------------

#: What 1347 declares it sends (``engine/game1347/codes.py``): each code's params (events: public
#: and private).
EVENTS = {
    kind: (
        [f.name for f in declared.params if not f.private],
        [f.name for f in declared.params if f.private],
    )
    for kind, declared in GAME.events.items()
}
PROMPTS = {code: [f.name for f in fields] for code, fields in GAME.prompts.items()}
ERRORS = {
    **{code: [f.name for f in API_PROBLEM_FIELDS.get(code, ())] for code in SHARED_CODES},
    **{code: [f.name for f in fields] for code, fields in GAME.violations.items()},
}


#: A value for every parameter name 1347 declares (a new name must be added here).
SAMPLES: dict[str, Any] = {
    "action": "enter",
    "amount": 3,
    "building": "fortune_teller-2",
    "buildings": ["farm-1", "castle-3"],
    "candidates": [1, 2],
    "card": "magic-09",
    "cards": ["magic-09", "joker-02", "sword-01"],
    "class": "magic",
    "contest": "sword",
    "count": 2,
    "expected": 1,
    "final_round": False,
    "given": 3,
    "givers": [0, 2],
    "killed": [1],
    "kind": "sword",
    "level": "premium",
    "loser": 2,
    "losers": [1, 2],
    "max": 3,
    "min": 0,
    "nun_row": ["church-11", "church-03", "magic-08", "royalty-10", "farm-1"],
    "nuns": 9,
    "option": "guard_tower",
    "options": {},
    "phase": "supplies",
    "players": 3,
    "position": 3,
    "rats": [9, 12, 10],
    "reason": "sword",
    "round": 4,
    "rounds": 9,
    "row": 2,
    "seat": 1,
    "sent_to_reserve": [],
    "space": 2,
    "start_seat": 0,
    "supplies": ["joker", "sword"],
    "survivors": [0],
    "to": 2,
    "value": 7,
    "variant": "mixed",
    "variants": list(VARIANTS),
    "vp": [8, 12, 5],
    "waiting_for": 2,
    "winners": [0],
}
#: Other values that select another sentence: each is rendered too.
OTHER_VALUES: dict[str, list[Any]] = {
    "action": [*ACTION_TYPES, "nonsense"],
    "amount": [0, 1],
    "cards": [[]],
    "contest": ["flute"],
    "count": [0, 1, 21],
    "expected": [0, 2],
    "final_round": [True],
    "givers": [[]],
    "killed": [[]],
    "kind": ["joker", "flute", "pass", "gold"],
    "level": ["standard"],
    "max": [0],
    "min": [3],
    "nun_row": [[]],
    "option": [None, "buildings"],
    "options": [{"plague_spares_fewest_rats": True, "guard_tower": True}],
    "phase": ["enter", "resolve", "over"],
    "players": [2],
    "reason": ["guard_tower", "cards", "final_round", "hospital"],
    "sent_to_reserve": [["castle-4"]],
    "survivors": [[]],
    "variant": list(VARIANTS),
    "waiting_for": [None],
    "winners": [[0, 2], []],
}


def cases() -> list[tuple[str, str, dict[str, Any]]]:
    """(kind, code, params) for every code 1347 declares and its variants."""
    out = []

    def variants(names: list[str]) -> list[dict[str, Any]]:
        missing = [n for n in names if n not in SAMPLES]
        assert not missing, f"1347 declares new parameters {missing}"
        base = {n: SAMPLES[n] for n in names}
        return [base] + [{**base, n: v} for n in names for v in OTHER_VALUES.get(n, [])]

    for code, names in ERRORS.items():
        out += [("error", code, p) for p in variants(names)]
    for code, (public, private) in EVENTS.items():
        for p in variants(public + private):
            out.append(("event", code, p))
            hidden = {k: v for k, v in p.items() if k not in private}
            if hidden != p:
                out.append(("event", code, hidden))
    for code, names in PROMPTS.items():
        out += [("prompt", code, p) for p in variants(names)]
    return out


CASES = cases()


def render(lang: str, kind: str, code: str, params: dict[str, Any]) -> str:
    loc = game_localizer(lang, "1347")
    if kind == "error":
        return loc.error(code, params, NAMES)
    if kind == "event":
        return loc.event_text({"type": code, "seat": 1, "params": params}, NAMES)
    return loc.prompt(code, params, NAMES)


def test_the_declared_codes_were_read() -> None:
    assert len(EVENTS) == 29 and len(PROMPTS) == 11 and len(ERRORS) == 22
    assert {kind for kind, _, _ in CASES} == {"error", "event", "prompt"}
    assert len(CASES) > 150


@pytest.mark.parametrize("lang", LANGS)
def test_every_code_renders(lang: str) -> None:
    loc = game_localizer(lang, "1347")
    generic = {
        loc.gettext(m)
        for m in (shared_texts.ERROR_OTHER, shared_texts.EVENT_OTHER, shared_texts.PROMPT_OTHER)
    }
    for kind, code, params in CASES:
        text = render(lang, kind, code, params)
        where = f"{lang} {kind} {code} {params}"
        assert text.strip(), where
        assert "%(" not in text and "{" not in text and "}" not in text, f"{where}: {text}"
        assert "?" not in text, f"{where}: a parameter is missing in {text!r}"
        if params.get("action") != "nonsense":
            assert text not in generic, f"{where}: fell back to the generic sentence"


@pytest.mark.parametrize("lang", FOREIGN)
def test_no_english_left_in_any_code(lang: str) -> None:
    for kind, code, params in CASES:
        text = render(lang, kind, code, params)
        where = f"{lang} {kind} {code} {params}: {text!r}"
        assert text != render("en", kind, code, params), where
        assert not english_words(text), where


def test_examples_in_english() -> None:
    en = game_localizer("en", "1347")
    event = {"type": "cards_drawn", "seat": 0, "params": {"count": 2}}
    assert en.event_text(event, NAMES) == "Ana draws 2 cards."
    event["params"]["cards"] = ["magic-09", "joker-02"]
    assert en.event_text(event, NAMES) == "Ana draws: “Witch (3 nuns)” and “Joker”."
    event = {"type": "influence_gained", "seat": 2, "params": SAMPLES | {"amount": 1}}
    assert en.event_text(event, NAMES) == "Chen gains 1 influence point in Magic (now 7)."
    prompt = en.prompt("perform_action", {"building": "hospital-3", "level": "standard"})
    assert prompt == (
        "Perform or decline the standard action of “Hospital”. Discard up to 2 cards from your "
        "hand to discard as many rats."
    )
    assert en.error("invalid_loser", {"seat": 0, "candidates": [1, 3]}, NAMES) == (
        "Ana is not one of the players tied for fewest: choose Boris or Dmitri."
    )
    assert en.error("wrong_card_count", {"min": 0, "max": 2, "given": 3}) == (
        "Choose from 0 to 2 cards, not 3."
    )
    assert en.error("wrong_card_count", {"min": 3, "max": 3, "given": 0}) == (
        "Choose exactly 3 cards, not 0."
    )


def test_private_cards_are_not_mentioned() -> None:
    for lang in LANGS:
        loc = game_localizer(lang, "1347")
        witch = loc.vocabulary.card_name("magic-09")
        for event_type, params in [
            ("cards_dealt", {"count": 5}),
            ("cards_drawn", {"count": 1}),
            ("nun_looked", {"position": 2}),
            ("building_entered", {"row": 1, "building": "farm-1", "space": 1, "count": 1}),
            ("cards_given", {"to": 2, "count": 1, "reason": "sword"}),
        ]:
            hidden = loc.event_text({"type": event_type, "seat": 1, "params": params}, NAMES)
            private = "card" if event_type == "nun_looked" else "cards"
            value = "magic-09" if private == "card" else ["magic-09"]
            shown = loc.event_text(
                {"type": event_type, "seat": 1, "params": {**params, private: value}}, NAMES
            )
            assert witch not in hidden and witch in shown, (lang, event_type)


def test_rendering_never_raises() -> None:
    for lang in LANGS:
        loc = game_localizer(lang, "1347")
        assert loc.error("invalid_row", None)
        assert loc.error("card_not_in_hand", {"card": ["not", "hashable"]})
        assert loc.error("invalid_building_counts", {"class": 5, "given": "x"})
        assert loc.event_text({"type": "plague", "params": {"rats": "x", "killed": 3}}, NAMES)
        assert loc.event_text({"type": "cards_taken", "params": {"kind": 1, "cards": 2}}, [])
        assert loc.event_text({"type": "game_over", "params": {"winners": [9], "vp": [1]}}, [])
        assert loc.prompt("perform_action", {"building": "nope", "level": "premium"}, NAMES)
        assert loc.prompt("give_cards", {"count": "many"}, None)


# ----- plurals ---------------------------------------------------------------------------------

RU_UNITS = {
    "cards": ("карта", "карты", "карт", "карт", "карта"),
    "rats": ("крыса", "крысы", "крыс", "крыс", "крыса"),
    "nuns": ("монахиня", "монахини", "монахинь", "монахинь", "монахиня"),
    "vp": (
        "победное очко",
        "победных очка",
        "победных очков",
        "победных очков",
        "победное очко",
    ),
    "vp_tokens": (
        "жетон победного очка",
        "жетона победных очков",
        "жетонов победных очков",
        "жетонов победных очков",
        "жетон победного очка",
    ),
    "influence": ("очко влияния", "очка влияния", "очков влияния", "очков влияния", "очко влияния"),
    "rounds": ("раунд", "раунда", "раундов", "раундов", "раунд"),
    "players": ("игрок", "игрока", "игроков", "игроков", "игрок"),
}
RU_KINDS = {
    "joker": ("джокер", "джокера", "джокеров", "джокеров", "джокер"),
    "sword": ("Меч", "Меча", "Мечей", "Мечей", "Меч"),
    "flute": ("Флейта", "Флейты", "Флейт", "Флейт", "Флейта"),
    "pass": (
        "Охранная грамота",
        "Охранные грамоты",
        "Охранных грамот",
        "Охранных грамот",
        "Охранная грамота",
    ),
    "gold": ("карта Золота", "карты Золота", "карт Золота", "карт Золота", "карта Золота"),
}
COUNTS = (1, 2, 5, 11, 21)


@pytest.mark.parametrize("unit", sorted(RU_UNITS))
def test_russian_plurals_of_every_unit(unit: str) -> None:
    vocabulary = game_localizer("ru", "1347").vocabulary
    got = tuple(getattr(vocabulary, unit)(n) for n in COUNTS)
    assert got == tuple(f"{n} {form}" for n, form in zip(COUNTS, RU_UNITS[unit], strict=True))


@pytest.mark.parametrize("kind", sorted(RU_KINDS))
def test_russian_plurals_of_every_kind_of_card(kind: str) -> None:
    vocabulary = game_localizer("ru", "1347").vocabulary
    got = tuple(vocabulary.kind_count(kind, n) for n in COUNTS)
    assert got == tuple(f"{n} {form}" for n, form in zip(COUNTS, RU_KINDS[kind], strict=True))


RU_SENTENCES = {
    ("rats_discarded", "amount"): ("{n} крысу", "{n} крысы", "{n} крыс", "{n} крыс", "{n} крысу"),
    ("rats_gained", "amount"): ("{n} крысу", "{n} крысы", "{n} крыс", "{n} крыс", "{n} крысу"),
    ("cards_drawn", "count"): ("{n} карту", "{n} карты", "{n} карт", "{n} карт", "{n} карту"),
    ("vp_taken", "count"): (
        "{n} жетон победного очка",
        "{n} жетона победных очков",
        "{n} жетонов победных очков",
        "{n} жетонов победных очков",
        "{n} жетон победного очка",
    ),
    ("deck_reshuffled", "count"): (
        "из {n} карты",
        "из {n} карт",
        "из {n} карт",
        "из {n} карт",
        "из {n} карты",
    ),
}


@pytest.mark.parametrize(("event", "name"), sorted(RU_SENTENCES))
def test_russian_plurals_inside_sentences(event: str, name: str) -> None:
    ru = game_localizer("ru", "1347")
    for n, form in zip(COUNTS, RU_SENTENCES[(event, name)], strict=True):
        text = ru.event_text({"type": event, "seat": 0, "params": {name: n}}, NAMES)
        assert form.format(n=n) in text, (n, text)


def test_plurals_in_spanish_and_french() -> None:
    es, fr = (game_localizer(lang, "1347").vocabulary for lang in ("es", "fr"))
    assert [es.rats(1), es.rats(3), es.nuns(0), es.vp(1), es.kind_count("joker", 2)] == [
        "1 rata",
        "3 ratas",
        "sin religiosas",  # a card without nuns: "Bruja (sin religiosas)", never "0 religiosas"
        "1 punto de victoria",
        "2 comodines",
    ]
    assert [fr.rats(0), fr.rats(3), fr.nuns(0), fr.vp(8), fr.kind_count("pass", 2)] == [
        "0 rat",  # French counts 0 in the singular
        "3 rats",
        "sans Nonne",
        "8 PV",
        "2 Laissez-passer",
    ]


# ----- names, catalog and rules --------------------------------------------------------------

#: The glossary's terms (the es column as the rulebook writes it).
GLOSSARY = {
    "classes": {
        "en": ["Peasantry", "Bourgeoisie", "Church", "Chivalry", "Magic", "Royalty"],
        "es": ["Campesinado", "Burguesía", "Iglesia", "Caballería", "Hechicería", "Realeza"],
        "fr": ["Paysannerie", "Bourgeoisie", "Clergé", "Chevalerie", "Magie", "Noblesse"],
        "ru": ["Крестьянство", "Бюргерство", "Церковь", "Рыцарство", "Магия", "Корона"],
    },
    "buildings": {
        "en": [
            "Farm",
            "Brewery",
            "Marketplace",
            "Office",
            "Monastery",
            "Hospital",
            "Castle",
            "Guard Tower",
            "Fortune-teller's Tent",
            "Piper's Hut",
            "Palace",
            "Treasury",
        ],
        "es": [
            "Granja",
            "Cervecería",
            "Mercado",
            "Oficina",
            "Monasterio",
            "Hospital",
            "Castillo",
            "Torre Vigía",
            "Tienda del adivino",
            "Cabaña del flautista",
            "Palacio",
            "Tesoro Público",
        ],
        "fr": [
            "Ferme",
            "Brasserie",
            "Marché",
            "Bureau",
            "Monastère",
            "Hôpital",
            "Château",
            "Tour de guet",
            "Tente de la voyante",
            "Cabane du flûtiste",
            "Palais",
            "Trésor",
        ],
        "ru": [
            "Ферма",
            "Пивоварня",
            "Рынок",
            "Контора",
            "Монастырь",
            "Госпиталь",
            "Замок",
            "Сторожевая башня",
            "Шатёр гадалки",
            "Хижина флейтиста",
            "Дворец",
            "Казна",
        ],
    },
    "kinds": {
        "en": ["Population card", "Joker", "Sword", "Flute", "Pass card", "Gold"],
        "es": ["Carta de población", "Comodín", "Espada", "Flauta", "Salvoconducto", "Oro"],
        "fr": ["Carte Population", "Joker", "Épée", "Flûte", "Laissez-passer", "Or"],
        "ru": ["Карта населения", "Джокер", "Меч", "Флейта", "Охранная грамота", "Золото"],
    },
}
RULE_TERMS = {
    "en": ["nun row", "replacement deck", "premium action", "standard action", "Black Death"],
    "es": [
        "fila de Religiosas",
        "mazo de Reserva",
        "acción preferente",
        "acción normal",
        "Peste Negra",
        "jugador inicial",
        "suministro",
        "hereda la corona",
    ],
    "fr": [
        "rangée des Nonnes",
        "pioche de Remplacement",
        "action privilégiée",
        "action normale",
        "Peste noire",
        "premier joueur",
        "réserve générale",
        "hérite de la couronne",
    ],
    "ru": [
        "ряд монахинь",
        "запасн",
        "приоритетное действие",
        "обычное действие",
        "Чёрная смерть",
        "первого игрока",
        "общий запас",
        "наследует корону",
    ],
}


@pytest.mark.parametrize("lang", LANGS)
def test_names_follow_the_glossary(lang: str) -> None:
    catalog = game_localizer(lang, "1347").catalog()
    assert [c["id"] for c in catalog["classes"]] == list(CLASSES)
    assert [c["name"] for c in catalog["classes"]] == GLOSSARY["classes"][lang]
    assert [t["type"] for t in catalog["building_types"]] == list(BUILDING_TYPES)
    assert [t["name"] for t in catalog["building_types"]] == GLOSSARY["buildings"][lang]
    assert [k["id"] for k in catalog["kinds"]] == list(KINDS)
    assert [k["name"] for k in catalog["kinds"]] == GLOSSARY["kinds"][lang]
    assert all(card["name"] for card in catalog["cards"])
    names = {p["id"]: p["name"] for p in catalog["phases"]}
    assert len(set(names.values())) == len(names) == 4
    assert len({v["name"] for v in catalog["variants"]}) == 4


@pytest.mark.parametrize("lang", LANGS)
def test_rules(lang: str) -> None:
    rules = game_localizer(lang, "1347").rules()
    assert rules["lang"] == lang
    assert [s["id"] for s in rules["sections"]] == list(GAME.rules_sections)
    english = game_localizer("en", "1347").rules()["sections"]
    for section, en_section in zip(rules["sections"], english, strict=True):
        paragraphs = section["text"].split("\n\n")
        assert len(paragraphs) == len(en_section["text"].split("\n\n"))
        if lang != "en":
            assert section["text"] != en_section["text"]
            assert section["title"] != en_section["title"]
    text = " ".join(f"{s['title']} {s['text']}" for s in rules["sections"]).replace("\u00a0", " ")
    for term in RULE_TERMS[lang] + GLOSSARY["buildings"][lang] + GLOSSARY["classes"][lang]:
        assert term in text, f"{lang}: the rules never say {term!r}"
    for number in ("84", "15", "51", "60", "10", "9", "8", "20"):
        assert re.search(rf"\b{number}\b", text), number
    if lang != "en":
        assert not english_words(text), english_words(text)


def test_french_punctuation_has_no_break_spaces() -> None:
    fr = game_localizer("fr", "1347")
    text = fr.prompt("wait_choose_supply", {"seat": 0}, NAMES) + fr.error("no_pass", {})
    text += fr.event_text({"type": "cards_drawn", "seat": 0, "params": {"cards": ["gold-01"]}})
    assert " :" not in text and " ;" not in text
    assert "\u00a0:" in text


def test_problem_details_follow_the_request_language(client: Api) -> None:
    game = create(client, 3, first_seat=0, seed=1347)
    details = {
        lang: assert_problem(
            post(client, game, 0, {"type": "play_pass"}, lang), 422, "illegal_action"
        )["detail"]
        for lang in LANGS
    }
    assert details == {
        "en": "You cannot play a Pass at this moment.",
        "es": "No puedes jugar un Salvoconducto en este momento.",
        "fr": "Vous ne pouvez pas jouer de Laissez-passer pour le moment.",
        "ru": "Сейчас вы не можете сыграть Охранную грамоту.",
    }


@pytest.mark.parametrize("lang", LANGS)
def test_two_copies_of_a_building_in_the_row_read_apart(lang: str) -> None:
    """Two Farms in the row (issue 26, item 10): every event and prompt about one of them
    names its position in the row, so the log never reads the same for both."""
    loc = game_localizer(lang, "1347")
    for event_type, params in [
        ("building_entered", {"building": "farm-1", "space": 1, "count": 1}),
        ("cards_revealed", {"building": "farm-1", "cards": ["magic-09"]}),
        ("action_performed", {"building": "farm-1", "level": "premium"}),
        ("action_declined", {"building": "farm-1", "level": "standard"}),
        ("supply_chosen", {"building": "farm-1"}),
    ]:
        texts = [
            loc.event_text({"type": event_type, "seat": 1, "params": {**params, "row": r}}, NAMES)
            for r in (1, 2)
        ]
        assert texts[0] != texts[1], (lang, event_type, texts)
        assert "1" in texts[0] and "2" in texts[1]
    for code, params in [
        ("perform_action", {"level": "premium"}),
        ("wait_perform_action", {"level": "standard", "seat": 2}),
        ("choose_loser", {"contest": "sword", "candidates": [1, 2]}),
    ]:
        texts = [
            loc.prompt(code, {**params, "row": r, "building": "farm-2"}, NAMES) for r in (1, 2)
        ]
        assert texts[0] != texts[1], (lang, code, texts)
