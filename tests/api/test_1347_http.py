"""1347 served through the API (docs/1347-api.md): whole games over HTTP for 2 to 5 players,
people and bots; every action type accepted with the event that answers it; every error code
the rules raise as a problem+json in four languages; every seat's view checked against the
engine's own oracle of secrets (``Game.secrets``) on the state stored in Redis, and against the
view's schema (``View1347``, strictly: no undocumented key); the event log; the catalog and the
rules; clocks and resigning; the export of a finished game, verified by the engine.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest
import redis
from flask import Flask

from api import create_app
from api.config import Config
from api.http.serving import services_of
from api.i18n import msgids as shared_texts
from api.play.store import game_key
from engine.game1347 import GAME
from engine.game1347.actions import ACTION_TYPES
from engine.game1347.cards import CARD_IDS
from engine.verify import verify
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    Game,
    Reply,
    assert_problem,
    bearer,
    document_check,
    game_localizer,
    if_match,
    table_of,
)
from tests.api.test_play import FakeClock

LANGS = ("en", "es", "fr", "ru")
SEED = 7_312_945_806_411  # distinctive digits: easy to spot in a body
#: A custom selection with every building type: every action and every event can happen.
EVERY_TYPE = {
    "farm": 2,
    "brewery": 3,
    "marketplace": 2,
    "office": 3,
    "monastery": 2,
    "hospital": 3,
    "castle": 3,
    "guard_tower": 2,
    "fortune_teller": 3,
    "pipers_hut": 2,
    "palace": 2,
    "treasury": 3,
}
#: The event that answers each action type, by the acting seat (docs/1347-decisions.md).
ANSWER = {
    "supply": "supply_chosen",
    "enter": "building_entered",
    "play_pass": "pass_played",
    "choose_loser": "loser_chosen",
    "give": "cards_given",
    "perform": "action_performed",
    "decline": "action_declined",
}
#: Private parameters of events, shown to their audience only until the game is over.
PRIVATE = {
    "cards_dealt": "cards",
    "cards_drawn": "cards",
    "nun_looked": "card",
    "building_entered": "cards",
    "cards_given": "cards",
}
#: The error codes of 1347 (docs/codes.md, "1347") that a well-formed request can meet (the others
#: are refused first by the schemas: 400 with field errors).
RULE_CODES = {
    "game_over",
    "not_your_turn",
    "illegal_action",
    "invalid_row",
    "wrong_look_count",
    "invalid_position",
    "duplicate_position",
    "unknown_card",
    "duplicate_card",
    "card_not_in_hand",
    "card_not_committable",
    "no_pass",
    "invalid_loser",
    "wrong_card_count",
}


# ----- helpers -------------------------------------------------------------------------------


def create(api: Api, players: int | None = None, **body: Any) -> Game:
    """A game of 1347 created over HTTP (201 expected)."""
    request = {"game": "1347", **body}
    if players is not None:
        request["players"] = players
    reply = api.post("/v1/games", request)
    assert reply.status == 201, reply
    data = reply.json
    return Game(id=data["id"], tokens=[s["token"] for s in data["seats"]], created=data)


def fill(rnd: random.Random, template: dict) -> dict:
    """An action from a legal template: its selections filled at random (an empty list is
    sometimes sent, sometimes left out)."""
    action = {"type": template["type"]}
    for key in ("row", "seat"):
        if key in template:
            action[key] = template[key]
    for key in ("look", "cards"):
        selection = template.get(key)
        if selection is None:
            continue
        picked = rnd.sample(selection["from"], rnd.randint(selection["min"], selection["max"]))
        if picked or rnd.random() < 0.5:
            action[key] = picked
    return action


def view_of(api: Api, game: Game, seat: int | None, lang: str | None = None) -> dict:
    token = None if seat is None else game.tokens[seat]
    reply = api.get(game.path, headers=bearer(token), query={"lang": lang} if lang else None)
    assert reply.status == 200, reply
    return reply.json


def post(api: Api, game: Game, seat: int, action: Any, lang: str | None = None) -> Reply:
    query = {"lang": lang} if lang else None
    return api.post(game.path + "/actions", action, headers=bearer(game.tokens[seat]), query=query)


Step = Callable[[int, dict, dict, Reply], None]


def play(
    api: Api,
    game: Game,
    rnd: random.Random,
    *,
    on_step: Step | None = None,
    before: Callable[[int, dict], None] | None = None,
    lang: str | None = None,
    max_steps: int = 3000,
) -> dict:
    """Play ``game`` to its end over HTTP, each person choosing from their own view only."""
    query = {"lang": lang} if lang else None
    view = api.get(game.path, query=query).json
    for _ in range(max_steps):
        if view["phase"] == "over":
            return view
        (seat,) = view["to_act"]
        own = view_of(api, game, seat, lang)
        assert own["seat"] == seat and own["version"] == game.version, own
        if before is not None:
            before(seat, own)
        action = fill(rnd, rnd.choice(own["legal_actions"]))
        headers = {**bearer(game.tokens[seat]), **if_match(game.version)}
        reply = api.post(game.path + "/actions", action, headers=headers, query=query)
        assert reply.status == 200, (action, reply)
        view = reply.json["view"]
        assert view["version"] == game.version + 1
        game.version += 1
        game.actions.append((seat, action))
        if on_step is not None:
            on_step(seat, own, action, reply)
    raise AssertionError(f"game {game.id} not over after {max_steps} actions")


def quoted(document: Any) -> set[str]:
    return set(re.findall(r'"([^"\\]*)"', json.dumps(document)))


def conforms(document: dict, name: str) -> None:
    """``document`` conforms to the OpenAPI document's schema ``name`` (strict: a key the
    schema does not name fails)."""
    document_check().component_validator(name).validate(document)


# ----- fixtures --------------------------------------------------------------------------------


@pytest.fixture
def raw(games_redis: redis.Redis) -> redis.Redis:
    """What the API stored (on a cluster too: ``tests/conftest.py``)."""
    return games_redis


@pytest.fixture(scope="module")
def module_app(redis_server: RedisServer) -> Iterator[Flask]:
    """One app on the private Redis for the module's long tours."""
    if not redis_server.is_running():
        redis_server.start()
    app = create_app(Config.from_env({"REDIS_URL": redis_server.url}))
    app.config["TESTING"] = False
    yield app
    services_of(app).store.close()


# ----- whole games ---------------------------------------------------------------------------


def check_views(api: Api, raw: redis.Redis, game: Game) -> None:
    """Every seat's view (and the spectator's) shows nothing the engine's oracle says it may not
    see on the stored state, nor the seed before the end, and conforms to ``View1347``."""
    table = table_of(raw.hget(game_key(game.id), "s"))
    over = table.is_over()
    for seat in (None, *range(game.players)):
        if seat is not None and game.tokens[seat] is None:
            continue  # a bot's seat: no token reads it
        view = view_of(api, game, seat)
        conforms(view, "View1347")
        leaked = GAME.secrets(table.state, seat) & quoted(view)
        assert not leaked, f"seat {seat} sees {sorted(leaked)[:5]}"
        if not over:
            assert not re.search(rf"\b{table.state.seed}\b", json.dumps(view)), seat
        assert "seat_info" not in view and len(view["players_info"]) == game.players


def check_log(api: Api, game: Game, over: bool) -> list[dict]:
    """The log as each seat may read it: private cards only for their audience, until the end;
    then for everyone. Returns the spectator's log."""
    logs = {}
    for seat in (None, *range(game.players)):
        if seat is not None and game.tokens[seat] is None:
            continue
        token = None if seat is None else game.tokens[seat]
        log = api.get(game.path + "/events", headers=bearer(token)).json["events"]
        assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
        for event in log:
            assert event["text"].strip(), event
            private = PRIVATE.get(event["type"])
            if private is None:
                continue
            audience = {event["seat"]}
            if event["type"] == "cards_given":
                audience.add(event["params"]["to"])
            assert (private in event["params"]) == (over or seat in audience), (seat, event)
        logs[seat] = log
    return logs[None]


SEATINGS = [
    (2, "first_game", [{"name": "Ana"}, {"bot": "greedy"}], {}),
    (3, "one_type_per_class", [{"name": "Ana"}, {"name": "Boris"}, {"bot": "random"}], {}),
    (4, "mixed", [{}, {}, {}, {}], {"plague_spares_fewest_rats": True}),
    (
        5,
        "custom",
        [{"name": "Ana"}, {"bot": "greedy"}, {"name": "Chen"}, {"bot": "random"}, {}],
        {"buildings": EVERY_TYPE},
    ),
]


@pytest.mark.parametrize(("players", "variant", "seats", "options"), SEATINGS)
def test_a_whole_game_over_http(
    client: Api, raw: redis.Redis, players: int, variant: str, seats: list, options: dict
) -> None:
    game = create(client, seats=seats, variant=variant, seed=SEED + players, **options)
    created = game.created
    assert created["view"]["game"] == "1347" and created["view"]["players"] == players
    assert created["view"]["variant"] == variant
    assert created["view"]["options"] == options
    assert [s["token"] is None for s in created["seats"]] == ["bot" in s for s in seats]
    rnd = random.Random(players)

    def step(seat: int, own: dict, action: dict, reply: Reply) -> None:
        events = reply.json["events"]
        assert events[0]["type"] == ANSWER[action["type"]] and events[0]["seat"] == seat
        assert all(e["text"].strip() for e in events)
        if game.version % 4 == 0:
            check_views(client, raw, game)
        if game.version % 40 == 0:
            check_log(client, game, over=False)

    final = play(client, game, rnd, on_step=step)
    check_views(client, raw, game)
    log = check_log(client, game, over=True)
    result = final["result"]
    assert final["phase"] == "over" and final["to_act"] == [] and final["legal_actions"] == []
    assert {e["seat"] for e in result["seats"]} == set(range(players))
    assert result["winners"] == [e["seat"] for e in result["seats"] if e["won"]]
    assert set(result["winners"]) <= set(result["survivors"]) == set(result["eligible"])
    assert all(e["rank"] == 1 for e in result["seats"] if e["won"])
    assert log[-1]["type"] == "game_over" and log[-1]["params"]["winners"] == result["winners"]
    assert final["prompt_code"] == "game_over"
    assert final["prompt_params"]["winners"] == result["winners"]
    names = [s["name"] for s in final["seats"]]
    assert [e["name"] for e in result["seats"]] == names
    assert [p["name"] for p in final["players_info"]] == names
    assert all(p["hand"] is not None and p["rats"] is not None for p in final["players_info"])
    assert len(result["reveal"]["hands"]) == players
    assert result["reveal"]["seed"] == str(SEED + players)
    types = {e["type"] for e in log}
    assert {"game_created", "cards_dealt", "round_started", "plague", "game_over"} <= types


def test_nobody_wins_when_nobody_survives_the_plague(client: Api) -> None:
    """P65: everyone killed, the option off → no winner anywhere (view, prompt, log, result)."""
    for seed in range(SEED, SEED + 40):
        game = create(client, seats=[{"bot": "random"}] * 3, seed=seed)
        final = game.created["view"]
        if not final["result"]["survivors"]:
            break
    else:
        pytest.fail("no seed where nobody survives")
    result = final["result"]
    assert result["winners"] == [] and result["eligible"] == []
    assert all(e["killed"] and not e["won"] and e["rank"] == 1 for e in result["seats"])
    log = client.get(game.path + "/events").json["events"]
    assert log[-1]["params"]["winners"] == []
    assert log[-1]["text"] == "The game is over: nobody survives the plague, so nobody wins."
    assert final["prompt"] == "The game is over: nobody wins."


# ----- every action and every error ------------------------------------------------------------


class Tour:
    """Games played until every action type was accepted and every rule's error code was met;
    each error is sent again in the four languages at once (it changes nothing)."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self.actions: Counter[str] = Counter()
        self.errors: dict[str, dict[str, dict]] = {}
        self.bodies: dict[str, Any] = {}

    def done(self) -> bool:
        return set(self.actions) == set(ACTION_TYPES) and set(self.errors) >= RULE_CODES

    def expect(self, game: Game, seat: int, body: Any, code: str) -> None:
        """``body`` from ``seat`` is refused with ``code``; the first time, in four languages."""
        if code in self.errors:
            return
        reply = post(self.api, game, seat, body)
        assert_problem(reply, 422, code)
        problems = {}
        for lang in LANGS:
            localized = post(self.api, game, seat, body, lang)
            problem = assert_problem(localized, 422, code)
            assert localized.headers["Content-Language"] == lang
            problems[lang] = problem
        self.errors[code] = problems
        self.bodies[code] = body

    def probe(self, game: Game, seat: int, view: dict) -> None:
        """Wrong actions for the seat to act, chosen from what its view shows."""
        legal = {t["type"]: t for t in view["legal_actions"]}
        me = view["players_info"][seat]
        hand = [c["id"] for c in me["hand"]]
        other = (seat + 1) % game.players
        self.expect(game, other, {"type": "decline"}, "not_your_turn")
        if "supply" in legal:
            self.expect(game, seat, {"type": "enter", "row": 1}, "illegal_action")
            self.expect(game, seat, {"type": "supply", "row": len(view["row"]) + 1}, "invalid_row")
            looking = [t for t in view["legal_actions"] if t["look"]["max"] == 1]
            if looking:
                row = looking[0]["row"]
                self.expect(game, seat, {"type": "supply", "row": row}, "wrong_look_count")
                body = {"type": "supply", "row": row, "look": [6]}
                self.expect(game, seat, body, "invalid_position")
        if "enter" in legal:
            committable = legal["enter"]["cards"]["from"]
            self.expect(
                game, seat, {"type": "enter", "row": 1, "cards": ["nun-99"]}, "unknown_card"
            )
            if committable:
                body = {"type": "enter", "row": 1, "cards": [committable[0]] * 2}
                self.expect(game, seat, body, "duplicate_card")
            elsewhere = next(c for c in CARD_IDS if c not in hand)
            body = {"type": "enter", "row": 1, "cards": [elsewhere]}
            self.expect(game, seat, body, "card_not_in_hand")
            kept = [c for c in hand if c.startswith(("gold-", "pass-"))]
            if kept:
                body = {"type": "enter", "row": 1, "cards": kept[:1]}
                self.expect(game, seat, body, "card_not_committable")
            if "play_pass" not in legal:
                self.expect(game, seat, {"type": "play_pass"}, "no_pass")
        if "choose_loser" in legal:
            candidates = {t["seat"] for t in view["legal_actions"]}
            outsider = next(s for s in range(game.players) if s not in candidates)
            self.expect(game, seat, {"type": "choose_loser", "seat": outsider}, "invalid_loser")
        if "give" in legal:
            self.expect(game, seat, {"type": "give", "cards": []}, "wrong_card_count")
        if "perform" in legal:
            template = legal["perform"]
            if template["look"]["max"] == 2:
                body = {"type": "perform", "look": [2, 2]}
                self.expect(game, seat, body, "duplicate_position")
            if template["cards"]["max"] == 0 and hand:
                body = {"type": "perform", "cards": hand[:1], "look": template["look"]["from"][:0]}
                if template["look"]["max"] == 0:
                    self.expect(game, seat, body, "wrong_card_count")

    def run(self) -> None:
        for attempt in range(12):
            players = (5, 4, 3)[attempt % 3]
            game = create(
                self.api, players, variant="custom", buildings=EVERY_TYPE, seed=SEED + attempt
            )
            rnd = random.Random(attempt)

            def answered(seat: int, own: dict, action: dict, reply: Reply) -> None:
                first = reply.json["events"][0]
                assert first["type"] == ANSWER[action["type"]] and first["seat"] == seat
                self.actions[action["type"]] += 1

            play(self.api, game, rnd, before=partial(self.probe, game), on_step=answered)
            self.expect(game, 0, {"type": "decline"}, "game_over")
            if self.done():
                return


@pytest.fixture(scope="module")
def tour(module_app: Flask) -> Tour:
    tour = Tour(Api(module_app.test_client()))
    tour.run()
    return tour


def test_every_action_type_is_accepted_with_the_event_that_answers_it(tour: Tour) -> None:
    assert set(tour.actions) == set(ACTION_TYPES), tour.actions


def test_every_rule_error_is_a_problem_in_four_languages(tour: Tour) -> None:
    assert set(tour.errors) >= RULE_CODES, sorted(RULE_CODES - set(tour.errors))
    for code, problems in tour.errors.items():
        english = problems["en"]
        assert problems["en"]["title"] == "Not allowed by the rules"
        for lang, problem in problems.items():
            loc = game_localizer(lang, "1347")
            assert problem["detail"] != loc.gettext(shared_texts.ERROR_OTHER), (code, lang)
            assert "%(" not in problem["detail"] and "?" not in problem["detail"], problem
            if lang != "en":
                assert problem["detail"] != english["detail"], (code, lang, problem)
                assert problem["title"] != english["title"], (code, lang)
            assert problem.get("params") == english.get("params")


def test_each_error_names_what_went_wrong(tour: Tour) -> None:
    details = {code: problems["en"]["detail"] for code, problems in tour.errors.items()}
    assert details["illegal_action"] == "You cannot enter a building at this moment."
    assert details["invalid_position"] == "The nun row has no position 6: choose 1 to 5."
    assert details["unknown_card"] == "There is no card with the id “nun-99”."
    assert details["no_pass"] == "You hold no Pass to play."
    assert details["wrong_look_count"] == "Choose exactly 1 position in the nun row, not 0."
    assert details["duplicate_position"] == ("Position 2 of the nun row is chosen more than once.")
    assert details["card_not_committable"].endswith(
        "cannot be put on a building: only population cards, Jokers, Swords and Flutes can."
    )
    ru = tour.errors["wrong_look_count"]["ru"]["detail"]
    assert ru == "Выберите ровно 1 позицию в ряду монахинь, а не 0."


# ----- create options and shapes -------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": 6}, "players"),
        ({"players": 1}, "players"),
        ({"players": 3, "variant": "standard"}, "variant"),
        ({"players": 3, "variant": "custom"}, "buildings"),
        ({"players": 3, "buildings": EVERY_TYPE}, "buildings"),
        ({"players": 3, "variant": "custom", "buildings": {**EVERY_TYPE, "mill": 1}}, "buildings"),
        ({"players": 3, "variant": "custom", "buildings": {**EVERY_TYPE, "farm": 6}}, "buildings"),
        ({"players": 3, "variant": "custom", "buildings": {"farm": "5"}}, "buildings"),
        ({"players": 3, "variant": "custom", "buildings": [1, 2]}, "buildings"),
        ({"players": 3, "guard_tower": "yes"}, "guard_tower"),
        ({"players": 3, "guard_tower": 1}, "guard_tower"),
        ({"players": 3, "plague_spares_fewest_rats": None}, "plague_spares_fewest_rats"),
        ({"players": 3, "deck": []}, "deck"),
        ({"players": 3, "options": {}}, "options"),
        ({"players": 2, "names": ["Ana", "Boris", "Chen"]}, "names"),
        ({"seats": [{}] * 6}, "seats"),
    ],
)
@pytest.mark.parametrize("lang", LANGS)
def test_bad_create_requests_are_400_with_localized_field_errors(
    client: Api, body: dict, field: str, lang: str
) -> None:
    reply = client.post("/v1/games", {"game": "1347", **body}, query={"lang": lang})
    problem = assert_problem(reply, 400, "invalid_request")
    assert field in problem["errors"], problem
    assert reply.headers["Content-Language"] == lang
    english = client.post("/v1/games", {"game": "1347", **body}).json["errors"][field]
    assert (problem["errors"][field] == english) == (lang == "en"), problem


@pytest.mark.parametrize(
    ("body", "code", "params"),
    [
        ({"players": 3, "first_seat": 3}, "invalid_first_seat", {"players": 3}),
        (
            {"players": 3, "variant": "custom", "buildings": {**EVERY_TYPE, "farm": 4}},
            "invalid_building_counts",
            {"class": "peasantry", "given": 7},
        ),
    ],
)
def test_create_requests_against_the_rules_are_422(
    client: Api, body: dict, code: str, params: dict
) -> None:
    details = {}
    for lang in LANGS:
        reply = client.post("/v1/games", {"game": "1347", **body}, query={"lang": lang})
        problem = assert_problem(reply, 422, code)
        assert problem["params"] == params
        details[lang] = problem["detail"]
    assert len(set(details.values())) == 4, details
    if code == "invalid_building_counts":
        assert details["en"] == (
            "The building copies chosen in Peasantry add up to 7: they must add up to 5."
        )
        assert "en la clase Campesinado" in details["es"] and "в Крестьянстве" in details["ru"]


def test_the_options_reach_the_game(client: Api) -> None:
    only = {"farm": 5, "marketplace": 5, "hospital": 5, "guard_tower": 5, "palace": 5}
    game = create(
        client,
        2,
        variant="custom",
        buildings={**only, "pipers_hut": 5},
        guard_tower=True,
        plague_spares_fewest_rats=False,
        first_seat=1,
        seed=SEED,
    )
    view = game.created["view"]
    assert view["options"] == {
        "buildings": {**only, "pipers_hut": 5},
        "guard_tower": True,
        "plague_spares_fewest_rats": False,
    }
    assert view["start_seat"] == 1 and view["to_act"] == [1] and view["rounds"] == 10
    assert view["supply"] == {"joker": 15, "sword": None, "flute": 12, "pass": None, "gold": None}
    assert {card["type"] for card in view["row"]} <= {*only, "pipers_hut"}
    log = client.get(game.path + "/events").json["events"]
    assert log[0]["params"]["options"] == view["options"]
    default = create(client, 3, seed=SEED).created["view"]
    assert default["variant"] == "first_game" and default["options"] == {}


@pytest.mark.parametrize(
    ("body", "fields"),
    [
        ({"type": "supply"}, {"row"}),
        ({"type": "supply", "row": 1, "cards": []}, {"cards"}),
        ({"type": "enter", "row": "1"}, {"row"}),
        ({"type": "enter", "row": 1, "look": [1]}, {"look"}),
        ({"type": "play_pass", "row": 1}, {"row"}),
        ({"type": "choose_loser"}, {"seat"}),
        ({"type": "choose_loser", "seat": True}, {"seat"}),
        ({"type": "give", "cards": "farm-1"}, {"cards"}),
        ({"type": "perform", "look": [1, 2, 3, 4, 5, 1]}, {"look"}),
        ({"type": "perform", "look": [1.5]}, {"look"}),
        ({"type": "decline", "seat": 0}, {"seat"}),
        ({"type": "place", "to": "keep"}, {"type", "to"}),  # a Biblios action
        ({"type": "supply", "row": 1, "extra": 1}, {"extra"}),
        ({}, {"type"}),
    ],
)
def test_actions_are_validated_by_the_games_own_schema(
    client: Api, body: dict, fields: set[str]
) -> None:
    game = create(client, 3, first_seat=0, seed=SEED)
    problem = assert_problem(post(client, game, 0, body), 400, "invalid_request")
    assert set(problem["errors"]) == fields, problem


def test_list_fields_may_be_left_out(client: Api) -> None:
    game = create(client, 2, first_seat=0, seed=SEED)
    view = view_of(client, game, 0)
    plain = next((t for t in view["legal_actions"] if t["look"]["max"] == 0), None)
    assert plain is not None, "the seed deals a row card that does not look at the nun row"
    reply = post(client, game, 0, {"type": "supply", "row": plain["row"]})
    assert reply.status == 200, reply
    assert reply.json["events"][0]["type"] == "supply_chosen"


def test_the_view_is_rendered_with_names(client: Api) -> None:
    game = create(client, 3, names=["Ana", "Boris", "Chen"], first_seat=0, seed=SEED)
    view = view_of(client, game, 0, "es")
    conforms(view, "View1347")
    me = view["players_info"][0]
    assert me["name"] == "Ana" and me["rats"] == 10 and me["hand_count"] == 5
    for card in me["hand"]:
        assert card["kind"] == "population" and card["class"] and card["name"].endswith(")")
        assert ("religiosa" in card["name"]) or ("religiosas" in card["name"])
    assert [p["hand"] for p in view["players_info"][1:]] == [None, None]
    assert [p["rats"] for p in view["players_info"][1:]] == [None, None]
    for card in view["row"]:
        assert card["name"] and card["supply_text"].startswith("Acción de suministro")
    assert view["prompt"] == "Elige un edificio de la fila y ejecuta su acción de suministro."
    spectator = view_of(client, game, None, "fr")
    assert spectator["prompt"] == "Ana choisit une action de soutien."
    assert all(p["hand"] is None for p in spectator["players_info"])


# ----- catalog and rules -----------------------------------------------------------------------


def catalog_texts(catalog: dict) -> list[str]:
    """Every sentence of the catalog (names aside)."""
    texts = [v["text"] for v in catalog["variants"] + catalog["kinds"] + catalog["options"]]
    for entry in catalog["building_types"]:
        texts += [entry["premium"]["text"], entry["standard"]["text"]]
    return texts + [b["supply_text"] for b in catalog["buildings"]]


@pytest.mark.parametrize("lang", LANGS)
def test_catalog_and_rules_in_four_languages(client: Api, lang: str) -> None:
    reply = client.get("/v1/catalog/1347", query={"lang": lang})
    assert reply.status == 200 and reply.headers["Content-Language"] == lang
    catalog = reply.json
    conforms(catalog, "Catalog1347")
    english = client.get("/v1/catalog/1347", query={"lang": "en"}).json
    assert catalog["lang"] == lang and catalog["game"] == "1347"
    assert [c["id"] for c in catalog["cards"]] == list(CARD_IDS)
    assert len(catalog["buildings"]) == 60 and len(catalog["building_types"]) == 12
    assert [v["id"] for v in catalog["variants"]] == list(GAME.info.variants)
    texts, english_texts = catalog_texts(catalog), catalog_texts(english)
    assert all(text.strip() for text in texts)
    if lang != "en":
        assert all(a != b for a, b in zip(texts, english_texts, strict=True))
    rules = client.get("/v1/rules/1347", query={"lang": lang})
    assert rules.status == 200 and rules.headers["Content-Language"] == lang
    sections = rules.json["sections"]
    assert [s["id"] for s in sections] == list(GAME.rules_sections)
    assert all(s["title"].strip() and s["text"].strip() for s in sections)


# ----- clocks, resigning, export ---------------------------------------------------------------


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def timed(make_app: Callable[..., Flask], clock: FakeClock) -> Api:
    return Api(make_app(clock=clock).test_client())


def test_a_missed_decision_is_made_by_the_stand_in(timed: Api, clock: FakeClock) -> None:
    game = create(timed, 3, turn_seconds=10, first_seat=0, names=["Ana", "Boris", "Chen"])
    assert game.created["view"]["clock"]["seat"] == 0
    assert game.created["view"]["clock"]["turn_seconds"] == 10
    clock.advance(10.5)
    current = view_of(timed, game, None)
    assert current["version"] == 1 and current["to_act"] == [1]
    log = timed.get(game.path + "/events", query={"after": 0}).json["events"]
    timed_out = [e for e in log if e["type"] == "timed_out"]
    assert [e["seat"] for e in timed_out] == [0]
    assert timed_out[0]["text"] == "Ana runs out of time: a bot makes the decision for them."
    following = log[log.index(timed_out[0]) + 1]
    assert following["type"] == "supply_chosen" and following["seat"] == 0
    assert current["clock"]["seat"] == 1


def test_three_timeouts_in_a_row_take_the_seat_over(timed: Api, clock: FakeClock) -> None:
    game = create(timed, seats=[{"name": "Ana"}, {"bot": "greedy"}], turn_seconds=5, first_seat=0)
    clock.advance(15.5)
    current = view_of(timed, game, 0)
    types = [e["type"] for e in timed.get(game.path + "/events").json["events"]]
    assert types.count("timed_out") == 3 and types.count("seat_taken_over") == 1
    assert current["seats"][0]["status"] == "taken_over"
    assert current["phase"] == "over" and current["legal_actions"] == []
    reply = post(timed, game, 0, {"type": "decline"}, "ru")
    assert_problem(reply, 422, "game_over")


@pytest.mark.parametrize("lang", LANGS)
def test_resigning_out_of_turn(client: Api, lang: str) -> None:
    game = create(client, 3, names=["Ana", "Boris", "Chen"], first_seat=0, seed=SEED)
    reply = post(client, game, 2, {"type": "resign"}, lang)
    assert reply.status == 200, reply
    event = reply.json["events"][0]
    assert event["type"] == "resigned" and event["seat"] == 2 and "Chen" in event["text"]
    assert reply.json["view"]["seats"][2]["status"] == "resigned"
    again = post(client, game, 2, {"type": "decline"}, lang)
    problem = assert_problem(again, 422, "seat_resigned")
    assert again.headers["Content-Language"] == lang
    assert problem["detail"].startswith("You have resigned") == (lang == "en")
    assert view_of(client, game, 2)["seat"] == 2


def test_when_every_person_resigns_the_bots_finish_and_rank_them_last(client: Api) -> None:
    game = create(client, seats=[{"name": "Ana"}, {"name": "Boris"}, {"bot": "random"}])
    post(client, game, 1, {"type": "resign"})
    final = post(client, game, 0, {"type": "resign"}).json["view"]
    assert final["phase"] == "over"
    ranks = {e["seat"]: (e["rank"], e["status"]) for e in final["result"]["seats"]}
    assert ranks[2] == (1, "playing")
    assert {ranks[0][1], ranks[1][1]} == {"resigned"} and min(ranks[0][0], ranks[1][0]) > 1
    result = final["result"]
    assert result["winners"] == ([2] if 2 in result["eligible"] else [])
    assert [e["seat"] for e in result["seats"] if e["won"]] == result["winners"]
    log = client.get(game.path + "/events").json["events"]
    assert log[-1]["params"]["winners"] == result["winners"]


def test_the_stream_of_a_finished_game(client: Api) -> None:
    game = create(client, seats=[{"bot": "greedy"}, {"bot": "random"}], seed=SEED)
    reply = client.get(game.path + "/stream", query={"lang": "ru"})
    assert reply.status == 200 and reply.content_type == "text/event-stream", reply
    messages = []
    for block in reply.body.decode().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)
        if "event" in fields:
            messages.append((fields["event"], json.loads(fields["data"])))
    (kind, update), end = messages
    assert kind == "update" and end == ("end", {"version": 0})
    view = update["view"]
    assert view["game"] == "1347" and view["phase"] == "over"
    conforms(view, "View1347")
    assert view["prompt"].startswith("Игра окончена")


def test_a_finished_game_exports_and_verifies(client: Api) -> None:
    game = create(client, seats=[{"name": "Ana"}, {"bot": "greedy"}, {"bot": "random"}])
    play(client, game, random.Random(5))
    reply = client.get(game.path + "/export")
    assert reply.status == 200, reply
    document = reply.json
    assert document["game"] == "1347" and document["players"] == 3
    report = verify(json.loads(json.dumps(document)))
    assert report.ok, report
    forged = json.loads(json.dumps(document))
    forged["result"]["seats"][0]["vp"] += 1
    assert not verify(forged).ok


# ----- previews (issue 26, item 11) ------------------------------------------------------------


def preview(api: Api, game: Game, seat: int, action: Any, lang: str | None = None) -> Reply:
    query = {"lang": lang} if lang else None
    return api.post(game.path + "/preview", action, headers=bearer(game.tokens[seat]), query=query)


def test_a_preview_tells_what_a_play_does_and_never_a_hidden_card(
    client: Api, raw: redis.Redis
) -> None:
    """Before every action of a whole game: the preview conforms to ``Preview1347``, writes
    nothing (same version, same stored state), names no card the seat cannot see in its own
    view, and foretells what a supply action and entering then did to the seat."""
    game = create(client, 3, variant="custom", buildings=EVERY_TYPE, first_seat=0, seed=SEED)
    rnd = random.Random(26)
    kinds = Counter()

    def before(seat: int, own: dict) -> None:
        action = fill(rnd, rnd.choice(own["legal_actions"]))
        stored = raw.hgetall(game_key(game.id))
        reply = preview(client, game, seat, action)
        assert reply.status == 200, (action, reply)
        assert raw.hgetall(game_key(game.id)) == stored
        answer = reply.json
        conforms(answer, "Preview1347")
        assert answer["game"] == "1347" and answer["type"] == action["type"]
        seen = quoted(own)
        assert {c for c in quoted(answer) if c in CARD_SET} <= seen, (answer, action)
        after = post(client, game, seat, action)
        assert after.status == 200, after
        game.version += 1
        game.actions.append((seat, action))
        mine = next(p for p in after.json["view"]["players_info"] if p["seat"] == seat)
        was = next(p for p in own["players_info"] if p["seat"] == seat)
        kinds[action["type"]] += 1
        if action["type"] == "supply":
            drawn = [e for e in after.json["events"] if e["type"] == "cards_drawn"]
            assert mine["rats"] - was["rats"] == answer["rats"]
            assert sum(e["params"]["count"] for e in drawn) == answer["cards_drawn"]
            assert answer["when"] == "now"
        if action["type"] == "enter":
            assert answer["when"] == "resolution"
            assert answer["hand"] == -len(action.get("cards", []))
            assert [c["id"] for c in answer["cards_lost"]] == sorted(
                action.get("cards", []), key=CARD_IDS.index
            )
            assert sum(answer["influence"].values()) <= len(action.get("cards", []))

    # play() posts the action itself: the check above plays it, so play() is given the rest.
    view = client.get(game.path).json
    for _ in range(3000):
        if view["phase"] == "over":
            break
        (seat,) = view["to_act"]
        before(seat, view_of(client, game, seat))
        view = client.get(game.path).json
    assert view["phase"] == "over"
    assert {"supply", "enter", "perform"} <= set(kinds), kinds


def test_preview_refusals(client: Api) -> None:
    game = create(client, 3, first_seat=0, seed=SEED)
    supply = {"type": "supply", "row": 1, "look": []}
    assert_problem(preview(client, game, 1, supply, "es"), 422, "not_your_turn")
    assert_problem(preview(client, game, 0, {"type": "enter", "row": 1}), 422, "illegal_action")
    assert_problem(preview(client, game, 0, {"type": "supply", "row": 9}), 422, "invalid_row")
    assert_problem(preview(client, game, 0, {"type": "resign"}), 422, "invalid_action")
    assert_problem(preview(client, game, 0, {"type": "supply"}), 400, "invalid_request")
    reply = client.post(game.path + "/preview", supply)
    assert reply.status == 401, reply
    reply = client.post("/v1/games/nope/preview", supply, headers=bearer(game.tokens[0]))
    assert reply.status == 404, reply
    assert view_of(client, game, 0)["version"] == 0


CARD_SET = set(CARD_IDS)
