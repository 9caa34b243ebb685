"""The composition root builds what an app serves: ``create_app(games=...)`` names the games,
and their edges, schemas and the document's unions are built for that app, not when a module
is imported; so apps with any set of games, made in any order, each serve and document exactly
their own (issue 37)."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator

import pytest
from flask import Flask

from api import games
from api.http.routes.learning import REPLAY_EXPORT_EXAMPLE
from api.http.serving import services_of
from api.schemas.field_schema import FieldBuilder, Registry
from engine import get_game
from engine.protocol import Field
from tests.api.helpers import Api, assert_problem, bearer, first_legal
from tests.api.test_1347_http import fill
from tests.api.test_openapi import committed_spec, generated_spec
from tests.api.test_openapi_names import named_by_game
from tests.games.nim.edge import EDGE as NIM

#: Components only a game brings: the document of an app that serves it names them, and no other
#: app's does.
OWN_COMPONENTS = {
    "biblios": {"ViewBiblios", "ActionBiblios", "CreateGameRequestBiblios", "CatalogBiblios"},
    "1347": {"View1347", "Action1347", "CreateGameRequest1347", "Catalog1347", "Preview1347"},
    "nim": {"ViewNim", "CreateGameRequestNim", "CatalogNim"},
}
FIRST_MOVE: dict[str, Callable[[dict], dict]] = {
    "biblios": first_legal,
    "1347": lambda view: fill(random.Random(7), view["legal_actions"][0]),
    "nim": lambda view: {"type": "take", "count": 1},
}


@pytest.fixture
def nim_known() -> Iterator[None]:
    """Nim plugged in (known to the engine and to ``api.games``; served by the apps that
    name it)."""
    games.register(NIM)
    try:
        yield
    finally:
        games.unregister("nim")


def serves_exactly(app: Flask, served: tuple[str, ...]) -> None:
    """``app``'s game types, document (its unions, components, bots) and routes are those of
    ``served``, and a move of each works."""
    api = Api(app.test_client(), check=False)
    listed = api.get("/v1/game-types").json["games"]
    assert [game["id"] for game in listed] == list(served)
    document = api.get("/v1/openapi.json").json
    schemas = document["components"]["schemas"]
    for union in ("GameView", "CreateGame"):
        assert list(schemas[union]["discriminator"]["mapping"]) == list(served), union
    # every component is the API's own (or several games') or ends with a served game's name
    assert named_by_game(set(schemas), [game_id.title() for game_id in served]) == []
    for game_id, names in OWN_COMPONENTS.items():
        if game_id in served:
            assert names <= schemas.keys(), (game_id, names - schemas.keys())
        else:
            assert not names & schemas.keys(), (game_id, names & schemas.keys())
    described = document["info"]["description"]
    for game_id, name in (("biblios", "Biblios"), ("1347", "1347 ("), ("nim", "nim (")):
        assert (name in described) == (game_id in served), (served, described)
    bots = dict.fromkeys(bot for game_id in served for bot in get_game(game_id).bots)
    assert schemas["SeatRequest"]["properties"]["bot"]["enum"] == list(bots)
    paths = document["paths"]
    assert {p.removeprefix("/v1/catalog/") for p in paths if p.startswith("/v1/catalog/")} == set(
        served
    )
    for game_id in served:
        move_once(api, game_id)
    for game_id in OWN_COMPONENTS.keys() - set(served):
        reply = api.post("/v1/games", {"game": game_id, "players": 2})
        body = assert_problem(reply, 400, "invalid_request")
        assert game_id not in body["errors"]["game"][0]


def move_once(api: Api, game_id: str) -> None:
    reply = api.post("/v1/games", {"game": game_id, "players": 2, "seed": 5})
    assert reply.status == 201, reply
    created = reply.json
    path, tokens = f"/v1/games/{created['id']}", [s["token"] for s in created["seats"]]
    (seat,) = created["view"]["to_act"]
    view = api.get(path, headers=bearer(tokens[seat])).json
    moved = api.post(path + "/actions", FIRST_MOVE[game_id](view), headers=bearer(tokens[seat]))
    assert moved.status == 200, moved
    assert moved.json["view"]["version"] == view["version"] + 1


def test_apps_serve_the_games_they_are_made_with_in_any_order(
    make_app: Callable[..., Flask], nim_known: None
) -> None:
    """An app with 1347 alone, one with 1347 then Biblios, one with Nim alone, made one after
    the other in this process: each names exactly its games; and an app of every installed
    game made after them documents what openapi.yaml says (nothing the others built stayed)."""
    for served in (("1347",), ("1347", "biblios"), ("nim",)):
        serves_exactly(make_app(games=served, fresh=True), served)
    installed = make_app(games=("biblios", "1347"), fresh=True)
    assert generated_spec(installed) == committed_spec()


def test_an_unknown_game_is_refused_when_the_app_is_made(make_app: Callable[..., Flask]) -> None:
    with pytest.raises(KeyError, match="chess"):
        make_app(games=("biblios", "chess"), fresh=True)


#: An action of each game that no other game has: another game's body names a type its
#: schema does not know.
OWN_ACTION = {
    "biblios": {"type": "bid", "amount": 1},
    "1347": {"type": "supply", "row": 1, "look": []},
}


def test_apps_of_different_games_in_one_process_share_nothing_they_built(
    make_app: Callable[..., Flask],
) -> None:
    """1347 alone, then Biblios and 1347, then Biblios alone, then 1347 alone again, all alive
    at once in this process on one Redis: each app has its own built edges (schemas,
    localizers), documents only its games, takes its games' actions and refuses the others',
    and does not serve a stored game of a game it does not serve; the two 1347-only apps'
    documents are the same, whatever was built between them."""
    orders = (("1347",), ("biblios", "1347"), ("biblios",), ("1347",))
    apps = [make_app(games=served, fresh=True) for served in orders]
    for served, app in zip(orders, apps, strict=True):
        serves_exactly(app, served)
    first, both, biblios_only, last = apps
    for game_id, one, other in (
        ("1347", first, both),
        ("1347", first, last),
        ("biblios", both, biblios_only),
    ):
        mine, theirs = services_of(one).edges[game_id], services_of(other).edges[game_id]
        for built in (
            "view_schema",
            "create_schema",
            "action_schema",
            "catalog_schema",
            "localizers",
        ):
            assert getattr(mine, built) is not getattr(theirs, built), (game_id, built)
    assert generated_spec(first) == generated_spec(last)

    stored: dict[str, tuple[str, str]] = {}  # game id → (its path, a seat's token)
    for served, app in zip(orders, apps, strict=True):
        api = Api(app.test_client(), check=False)
        for game_id in served:
            created = api.post("/v1/games", {"game": game_id, "players": 2, "seed": 3}).json
            (seat,) = created["view"]["to_act"]
            path, token = f"/v1/games/{created['id']}", created["seats"][seat]["token"]
            stored[game_id] = (path, token)
            for other, action in OWN_ACTION.items():
                if other == game_id:
                    continue
                refused = api.post(path + "/actions", action, headers=bearer(token))
                body = assert_problem(refused, 400, "invalid_request")
                assert "type" in body["errors"], (served, game_id, body)
    for served, app in zip(orders, apps, strict=True):
        api = Api(app.test_client(), check=False)
        for game_id, (path, token) in stored.items():
            if game_id in served:
                assert api.get(path, headers=bearer(token)).status == 200
                continue
            assert_problem(api.get(path, headers=bearer(token)), 404, "game_not_found")
            moved = api.post(path + "/actions", OWN_ACTION[game_id], headers=bearer(token))
            assert_problem(moved, 404, "game_not_found")


def test_an_export_of_a_game_an_app_does_not_serve_is_not_replayed(
    make_app: Callable[..., Flask],
) -> None:
    """The reference's example export (a Biblios game) replays where Biblios is served, and is
    ``export_invalid`` (its ``document``) where only 1347 is."""
    body = copy.deepcopy(REPLAY_EXPORT_EXAMPLE)
    assert body["game"] == "biblios"
    for served, status in ((("1347",), 422), (("biblios",), 200), (("1347",), 422)):
        api = Api(make_app(games=served, fresh=True).test_client(), check=False)
        reply = api.post("/v1/replays?as=all", body)
        assert reply.status == status, (served, reply)
        if status == 422:
            assert assert_problem(reply, 422, "export_invalid")["params"] == {"check": "document"}


def test_a_component_name_is_one_shape_within_a_build_and_nothing_across_builds() -> None:
    """Two builds (two apps' edges) each make their own ``PieceNim``, of different shapes; one
    build giving the name two shapes is refused."""
    first = Field("piece", "object", items=(Field("size", "integer"),))
    second = Field("piece", "object", items=(Field("colour", "string"),))
    named = {"piece": ("PieceNim", None)}
    one, other = Registry(), Registry()
    made = FieldBuilder(components=named, registry=one).field(first, "piece").nested
    again = FieldBuilder(components=named, registry=one).field(first, "piece").nested
    elsewhere = FieldBuilder(components=named, registry=other).field(second, "piece").nested
    assert made is again is one["PieceNim"]
    assert elsewhere is other["PieceNim"] and set(elsewhere().fields) == {"colour"}
    with pytest.raises(ValueError, match="two shapes"):
        FieldBuilder(components=named, registry=one).field(second, "piece")


def test_a_seat_bot_is_checked_against_the_bots_of_the_game_created(
    make_app: Callable[..., Flask], nim_known: None
) -> None:
    """Nim has a greedy and a random bot, Biblios an easy and an expert too: served together,
    a Nim seat's expert is refused by Nim's create request (the stable code, in the request's
    language, naming Nim's bots only), while Biblios's takes it."""
    nim_bots = tuple(get_game("nim").bots)
    assert "expert" not in nim_bots and "expert" in get_game("biblios").bots
    api = Api(make_app(games=("biblios", "nim"), fresh=True).test_client(), check=False)
    seats = [{"bot": "expert"}, {"name": "Ana"}]
    for lang, sentence in (
        ("en", "Must be one of: {}."),
        ("fr", "Doit être l'une de ces valeurs\u00a0: {}."),
    ):
        reply = api.post(
            "/v1/games", {"game": "nim", "seats": seats}, headers={"Accept-Language": lang}
        )
        body = assert_problem(reply, 400, "invalid_request")
        assert body["errors"] == {"seats": {"0": {"bot": [sentence.format(", ".join(nim_bots))]}}}
    reply = api.post("/v1/games", {"game": "nim", "seats": [{"bot": "greedy"}, {"name": "Ana"}]})
    assert reply.status == 201, reply
    reply = api.post("/v1/games", {"game": "biblios", "seats": seats, "seed": 2})
    assert reply.status == 201, reply
    assert reply.json["view"]["seats"][0]["bot"] == "expert"
