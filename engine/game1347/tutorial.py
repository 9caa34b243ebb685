"""1347's tutorial (``engine.tutorial``): a first 2-player game of the first-game buildings in
which the learner (seat 0) meets each rule of the rules text once.

The deal is fixed (``SEED``). The other seat is the tutor, a scripted bot that plays the
greedy bot's moves except where its script steers the game to what the learner must meet: in
the first rounds it enters a Castle for Swords when it holds none (P48), and whenever it holds
Swords and the learner entered a building before it this round, it follows the learner there
with them, so that the learner meets a Sword contest and gives half its hand (P36, P54).

The lessons (``LESSONS``) each apply at the first of the learner's prompts that shows their
rule at work: its decisions first (the supply, the nun row, entering, the premium and the
standard action, giving to a Sword, the final round, the end), then what the view shows
(influence, rats, Swords, the plague's nuns), then the game's parts at the prompts left (the
goal, the round, the row, the classes, the setup, the buildings...).
"""

from __future__ import annotations

import random

from ..protocol import Field, Setup
from ..tutorial import Lesson, Tutorial
from .bots import _best_entry, _Ctx, greedy_bot
from .cards import CARD_INDEX, KIND_OF, SWORD
from .state import RESOLVE

#: The fixed deal: 2 players, the first-game buildings, the learner first.
SEED = 1
#: The rounds in which the tutor goes for Swords when it holds none.
SWORD_ROUNDS = 4
TUTOR = "tutor"
START_RATS = 10


def tutor_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """The tutor: the greedy bot's moves, but for its script (module docstring)."""
    if legal and legal[0]["type"] in ("enter", "play_pass"):
        entry = _entry(view, legal)
        if entry is not None:
            return entry
    return greedy_bot(view, legal, rnd)


def _entry(view: dict, legal: list[dict]) -> dict | None:
    """Where the script enters, if it says."""
    me = view["seat"]
    hand = view["seat_info"][me]["hand"]
    swords = [card for card in hand if KIND_OF[CARD_INDEX[card]] == SWORD]
    entered = [info["entered"] for info in view["seat_info"] if info["seat"] != me]
    templates = {t["row"]: t for t in legal if t["type"] == "enter"}
    if swords and entered[0] is not None and not view["final_round"]:
        return {"type": "enter", "row": entered[0]["row"], "cards": swords}
    castle = next((c["row"] for c in view["row"] if c["type"] == "castle"), None)
    if not swords and castle is not None and view["round"] <= SWORD_ROUNDS:
        return _best_entry(_Ctx(view), view, templates[castle])[1]
    return None


# --- The lessons: each applies at a view of the learner's, giving its params ----------------


def _deciding(view: dict) -> bool:
    return bool(view["legal_actions"])


def _prompt(code: str):  # noqa: ANN202
    """The lesson applies at a prompt ``code`` of the learner's, with the prompt's params."""

    def applies(view: dict) -> dict | None:
        prompt = view["prompt"]
        return dict(prompt["params"]) if prompt["code"] == code else None

    return applies


def _in_round(last: int, first: int = 1):  # noqa: ANN202
    """The lesson applies at any decision of rounds ``first`` to ``last``."""

    def applies(view: dict) -> dict | None:
        return {} if _deciding(view) and first <= view["round"] <= last else None

    return applies


def _look_nun(view: dict) -> dict | None:
    if view["prompt"]["code"] != "choose_supply":
        return None
    return {} if any(t["look"]["max"] > 0 for t in view["legal_actions"]) else None


def _perform(level: str):  # noqa: ANN202
    def applies(view: dict) -> dict | None:
        prompt = view["prompt"]
        if prompt["code"] != "perform_action" or prompt["params"]["level"] != level:
            return None
        return {key: prompt["params"][key] for key in ("row", "building")}

    return applies


def _sword(view: dict) -> dict | None:
    prompt = view["prompt"]
    if prompt["code"] != "give_cards" or prompt["params"]["reason"] != "sword":
        return None
    return {key: prompt["params"][key] for key in ("to", "count")}


def _final_round(view: dict) -> dict | None:
    return {} if _deciding(view) and view["final_round"] else None


def _own(view: dict) -> dict:
    return view["seat_info"][view["seat"]]


def _influence(view: dict) -> dict | None:
    gained = {name: value for name, value in _own(view)["influence"].items() if value}
    if not _deciding(view) or not gained:
        return None
    name = max(gained, key=gained.__getitem__)
    return {"class": name, "value": gained[name]}


def _rats(view: dict) -> dict | None:
    rats = _own(view)["rats"]
    return {"rats": rats} if _deciding(view) and rats != START_RATS else None


def _special_cards(view: dict) -> dict | None:
    if not _deciding(view):
        return None
    shown = list(_own(view)["hand"])
    for info in view["seat_info"]:
        entered = info["entered"]
        if entered is not None and entered["cards"]:
            shown += entered["cards"]
    swords = [card for card in shown if KIND_OF[CARD_INDEX[card]] == SWORD]
    return {"card": swords[0]} if swords else None


def _plague(view: dict) -> dict | None:
    seen = [entry["position"] for entry in view["nun_row"] if entry["card"] is not None]
    return {"position": seen[0]} if _deciding(view) and seen else None


def _resolving(view: dict) -> dict | None:
    return {} if _deciding(view) and view["phase"] == RESOLVE else None


def _discard(view: dict) -> dict | None:
    return {} if _deciding(view) and view["round"] > 1 and view["discard"] else None


def _enter_again(view: dict) -> dict | None:
    return {} if view["prompt"]["code"] == "enter_building" else None


_ROW = (Field("row", "integer"), Field("building", "string"))

#: 1347's lessons, the rules of a decision first: at a prompt, the first not shown yet that
#: applies (what the view shows next, then the game's parts at the prompts without one).
LESSONS = (
    Lesson("choose_supply", "P25", "supplies", _prompt("choose_supply")),
    Lesson("look_nun", "P28", "supplies", _look_nun),
    Lesson("enter_building", "P30", "enter", _prompt("enter_building")),
    Lesson("premium_action", "P38", "perform_actions", _perform("premium"), _ROW),
    Lesson("standard_action", "P40", "two_players", _perform("standard"), _ROW),
    Lesson(
        "sword_contest",
        "P36",
        "swords_and_flutes",
        _sword,
        (Field("to", "integer"), Field("count", "integer")),
    ),
    Lesson("final_round", "P41", "final_round", _final_round),
    Lesson(
        "scoring",
        "P59",
        "scoring",
        _prompt("game_over"),
        (Field("winners", "array", items=Field("", "integer")),),
    ),
    Lesson("goal", "P65", "overview", _in_round(3)),
    Lesson("round", "P21", "round", _in_round(3)),
    Lesson("building_row", "P23", "draw_buildings", _in_round(3)),
    Lesson("classes", "P2", "components", _in_round(3)),
    Lesson(
        "influence",
        "P35",
        "resolve_cards",
        _influence,
        (Field("class", "string"), Field("value", "integer")),
    ),
    Lesson("rats", "P11", "resolve_cards", _rats, (Field("rats", "integer"),)),
    Lesson("special_cards", "P54", "special_cards", _special_cards, (Field("card", "string"),)),
    Lesson("plague", "P64", "plague", _plague, (Field("position", "integer"),)),
    Lesson("setup", "P15", "setup", _in_round(5)),
    Lesson("first_game", "P14", "building_selection", _in_round(5)),
    Lesson("end_round", "P58", "end_round", _in_round(10, first=2)),
    Lesson("discard", "P39", "discard_cards", _discard),
    Lesson("resolve", "P34", "resolve", _resolving),
    Lesson("buildings", "P42", "buildings", _enter_again),
    Lesson("visibility", "P70", "visibility", _in_round(10, first=2)),
)

TUTORIAL = Tutorial(
    setup=Setup(2, SEED, "first_game", 0),
    seats=(None, TUTOR),
    bots={TUTOR: tutor_bot},
    lessons=LESSONS,
)
