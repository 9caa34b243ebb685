"""A game plugs in without touching the HTTP layer: the test-only Nim (tests/games/nim), served
through the real app on the private Redis — create, view, act, events, errors, catalog and
rules, in four languages (docs/adding-a-game.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from flask import Flask

from api import games
from tests.api.helpers import Api, assert_problem, bearer
from tests.games.nim.edge import EDGE

LANGS = ("en", "es", "fr", "ru")
TAKE_FIRST = {
    "en": "Take 1 to 3 stones.",
    "es": "Toma de 1 a 3 piedras.",
    "fr": "Prenez de 1 à 3 pierres.",
    "ru": "Возьмите от 1 до 3 камней.",
}


@pytest.fixture
def nim(make_app: Callable[..., Flask]) -> Iterator[Api]:
    """An app serving Nim (plugged in, then served by the app made afterwards: by default an
    app serves every game known)."""
    games.register(EDGE)
    try:  # Nim is not in the committed openapi.yaml: its replies are not checked against it
        yield Api(make_app().test_client(), check=False)
    finally:
        games.unregister("nim")


def create(api: Api, **body: object) -> dict:
    reply = api.post("/v1/games", {"game": "nim", "players": 2, "seed": 3, **body})
    assert reply.status == 201, reply
    return reply.json


def test_a_whole_game_of_nim_through_the_api(nim: Api) -> None:
    game = create(nim, stones=5, first_seat=0, names=["Ana", "Boris"])
    path = f"/v1/games/{game['id']}"
    tokens = [seat["token"] for seat in game["seats"]]
    assert game["view"]["game"] == "nim" and game["view"]["stones"] == 5
    assert [s["name"] for s in game["view"]["seats"]] == ["Ana", "Boris"]

    view = nim.get(path, headers=bearer(tokens[0])).json
    assert view["legal_actions"] == [{"type": "take", "min": 1, "max": 3}]
    assert view["prompt"] == TAKE_FIRST["en"]
    assert nim.get(path, headers=bearer(tokens[1])).json["prompt"] == "Ana is taking stones."

    moves = [(0, 3), (1, 1), (0, 1)]  # 5 → 2 → 1 → 0: Ana takes the last stone
    for version, (seat, count) in enumerate(moves, start=1):
        reply = nim.post(
            path + "/actions", {"type": "take", "count": count}, headers=bearer(tokens[seat])
        )
        assert reply.status == 200, reply
        assert reply.json["view"]["version"] == version
    final = reply.json
    assert final["view"]["result"]["seats"][0]["rank"] == 1
    assert final["view"]["prompt"] == "Ana wins."
    assert [e["text"] for e in final["events"]] == [
        "Ana takes 1 stone; 0 stones left.",
        "Ana wins.",
    ]

    log = nim.get(path + "/events").json["events"]
    assert [e["type"] for e in log] == ["game_created", "took", "took", "took", "game_over"]
    assert log[0]["text"] == "A pile of 5 stones: Ana takes first."


@pytest.mark.parametrize("lang", LANGS)
def test_nim_speaks_four_languages(nim: Api, lang: str) -> None:
    game = create(nim, first_seat=0)
    path = f"/v1/games/{game['id']}"
    token = game["seats"][0]["token"]
    view = nim.get(path, headers=bearer(token), query={"lang": lang}).json
    assert view["prompt"] == TAKE_FIRST[lang]

    reply = nim.post(
        path + "/actions", {"type": "take", "count": 4}, headers=bearer(token), query={"lang": lang}
    )
    problem = assert_problem(reply, 422, "wrong_stone_count")  # the game's own code
    assert reply.headers["Content-Language"] == lang
    assert problem["params"] == {"max": 3}
    english = "Take between 1 and 3 stones."
    assert (problem["detail"] == english) == (lang == "en")

    reply = nim.post(
        path + "/actions",
        {"type": "take", "count": 1},
        headers=bearer(game["seats"][1]["token"]),
        query={"lang": lang},
    )
    assert_problem(reply, 422, "not_your_turn")  # the shared codes still apply

    for kind in ("catalog", "rules"):
        reply = nim.get(f"/v1/{kind}/nim", query={"lang": lang})
        assert reply.status == 200 and reply.json["lang"] == lang
    rules = nim.get("/v1/rules/nim", query={"lang": lang}).json["sections"]
    assert [s["id"] for s in rules] == ["overview", "play"]
    if lang != "en":
        english_rules = nim.get("/v1/rules/nim", query={"lang": "en"}).json["sections"]
        assert all(a["text"] != b["text"] for a, b in zip(rules, english_rules, strict=True))


def test_nim_input_is_validated_by_its_own_schemas(nim: Api) -> None:
    reply = nim.post("/v1/games", {"game": "nim", "players": 3})
    assert "players" in assert_problem(reply, 400, "invalid_request")["errors"]
    reply = nim.post("/v1/games", {"game": "nim", "players": 2, "deck": []})
    assert "deck" in assert_problem(reply, 400, "invalid_request")["errors"]  # Biblios's field
    game = create(nim)
    reply = nim.post(
        f"/v1/games/{game['id']}/actions",
        {"type": "place", "to": "keep"},  # a Biblios action
        headers=bearer(game["seats"][0]["token"]),
    )
    assert set(assert_problem(reply, 400, "invalid_request")["errors"]) == {"type", "to", "count"}


def test_an_unknown_game_lists_the_games_served(nim: Api) -> None:
    reply = nim.post("/v1/games", {"game": "chess", "players": 2})
    problem = assert_problem(reply, 400, "invalid_request")
    assert "game" in problem["errors"]


def test_a_game_no_longer_served_is_not_found(make_app: Callable[..., Flask]) -> None:
    """A game an app does not serve is not found there, though another app (on the same
    store) created it: what an app serves is what ``create_app(games=...)`` named."""
    games.register(EDGE)
    try:
        game = create(Api(make_app().test_client(), check=False))
        without = Api(make_app(games=("biblios", "1347")).test_client(), check=False)
        assert_problem(without.get(f"/v1/games/{game['id']}"), 404, "game_not_found")
    finally:
        games.unregister("nim")
