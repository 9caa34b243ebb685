"""``GET /v1/game-types``: the games served, built from each game's ``GameInfo``, and what a
client may create them with; every listed default and range is what ``POST /v1/games``
accepts (the lobby builds its form from it)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from flask import Flask

import engine
from api import games
from tests.api.helpers import Api, assert_problem
from tests.games.nim.edge import EDGE as NIM


def listed(api: Api) -> dict[str, dict]:
    reply = api.get("/v1/game-types")
    assert reply.status == 200, reply
    assert reply.headers["Cache-Control"].startswith("public")
    assert "Content-Language" not in reply.headers  # language-free: catalogs name things
    return {game["id"]: game for game in reply.json["games"]}


def test_the_shipped_games_are_listed_from_their_game_info(client: Api) -> None:
    found = listed(client)
    assert list(found) == list(engine.game_ids())
    biblios, plague = found["biblios"], found["1347"]
    assert biblios["name"] == "Biblios" and plague["name"] == "1347"
    assert biblios["players"] == {"min": 2, "max": 4, "default": 2}
    assert biblios["variants"] == {"values": ["standard", "medieval_bluff"], "default": "standard"}
    assert biblios["first_seat"] == {"default": 0} and plague["first_seat"] == {"default": None}
    assert biblios["options"] == [
        {"name": "deck", "type": "array", "default": None, "items": "string", "max_items": 87,
         "required": False}
    ]  # fmt: skip
    assert plague["players"] == {"min": 2, "max": 5, "default": 2}
    assert (
        plague["variants"]["default"] == "first_game" and "custom" in plague["variants"]["values"]
    )
    options = {option["name"]: option for option in plague["options"]}
    assert options["guard_tower"] == {
        "name": "guard_tower", "type": "boolean", "default": False, "required": False
    }  # fmt: skip
    buildings = options["buildings"]
    assert buildings["type"] == "object" and buildings["items"] == "integer"
    assert (buildings["minimum"], buildings["maximum"]) == (0, 5)
    assert buildings["variants"] == ["custom"] and buildings["required"] is True
    assert "farm" in buildings["keys"] and len(buildings["keys"]) == 12
    for game in found.values():
        assert set(game["bots"]) >= {"random", "easy", "greedy", "expert"}
        assert game["bot_levels"] == ["easy", "greedy", "expert"]  # weakest first


#: The names every screen gives the greedy bot, the "Normal" level people are offered.
NORMAL = {"en": "Normal bot", "es": "Bot normal", "fr": "Bot normal", "ru": "Обычный бот"}


@pytest.mark.parametrize("lang", ["en", "es", "fr", "ru"])
def test_each_game_s_catalog_names_its_own_bots(client: Api, lang: str) -> None:
    """The one declaration of a game's bots: the engine's ids and levels, its edge's names
    and lines (``Vocabulary.bot_texts``), in the catalog the lobby and the table read."""
    for game_id, game in listed(client).items():
        catalog = client.get(f"/v1/catalog/{game_id}?lang={lang}").json
        bots = {bot["id"]: bot for bot in catalog["bots"]}
        assert list(bots) == game["bots"]
        assert bots["greedy"]["name"] == NORMAL[lang]
        names = [bots[b]["name"] for b in game["bot_levels"]]
        lines = [bots[b]["text"] for b in game["bot_levels"]]
        assert len(set(names)) == len(names) and all(names) and len(set(lines)) == len(lines)


@pytest.mark.parametrize("game_id", ["biblios", "1347"])
def test_every_listed_range_and_default_is_what_creating_accepts(client: Api, game_id: str) -> None:
    game = listed(client)[game_id]
    players, variants = game["players"], game["variants"]
    required = {v for o in game["options"] if o["required"] for v in o.get("variants", [])}
    for count in range(players["min"], players["max"] + 1):
        reply = client.post("/v1/games", {"game": game_id, "players": count})
        assert reply.status == 201, reply
        assert reply.json["view"]["variant"] == variants["default"]
    for count in (players["min"] - 1, players["max"] + 1):
        assert_problem(
            client.post("/v1/games", {"game": game_id, "players": count}), 400, "invalid_request"
        )
    for variant in set(variants["values"]) - required:
        body = {"game": game_id, "players": players["default"], "variant": variant}
        assert client.post("/v1/games", body).status == 201
    body = {"game": game_id, "players": 2, "variant": "no_such_variant"}
    assert_problem(client.post("/v1/games", body), 400, "invalid_request")
    for variant in required:  # a required option left out
        body = {"game": game_id, "players": 2, "variant": variant}
        assert_problem(client.post("/v1/games", body), 400, "invalid_request")
    for option in game["options"]:
        if option["type"] == "boolean":
            for value in (True, False):
                body = {"game": game_id, "players": 2, option["name"]: value}
                assert client.post("/v1/games", body).status == 201
            body = {"game": game_id, "players": 2, option["name"]: "yes"}
            assert_problem(client.post("/v1/games", body), 400, "invalid_request")


@pytest.fixture
def nim(make_app: Callable[..., Flask]) -> Iterator[Api]:
    """The app with the test-only Nim served, as a third installed game would be."""
    games.register(NIM)
    try:  # Nim is not in the committed openapi.yaml: its replies are not checked against it
        yield Api(make_app().test_client(), check=False)
    finally:
        games.unregister("nim")


def test_a_registered_game_is_listed_with_no_edge_code_for_it(nim: Api) -> None:
    found = listed(nim)
    assert list(found) == ["biblios", "1347", "nim"]
    assert found["nim"] == {
        "id": "nim",
        "name": "nim",
        "players": {"min": 2, "max": 2, "default": 2},
        "variants": {"values": ["normal", "misere"], "default": "normal"},
        "first_seat": {"default": 0},
        "options": [
            {"name": "stones", "type": "integer", "default": 15, "minimum": 1, "maximum": 99,
             "required": False}
        ],
        "bots": ["random", "greedy"],
        "bot_levels": ["greedy"],
        "tutorial": False,
    }  # fmt: skip
    stones = found["nim"]["options"][0]
    for count, status in ((stones["maximum"], 201), (stones["maximum"] + 1, 400)):
        reply = nim.post("/v1/games", {"game": "nim", "players": 2, "stones": count})
        assert reply.status == status, reply
    created = nim.post("/v1/games", {"game": "nim", "players": 2}).json
    assert created["view"]["stones"] == stones["default"]
