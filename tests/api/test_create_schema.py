"""Each game's create request is derived from its engine declaration (``engine.GameInfo``:
players, variants, the first seat's default, options with types, ranges, defaults and
variants; ``api.schemas.create_schema``), so the edge restates none of it: the schema follows the
declaration, a game that brings no schema (the test-only Nim) gets one, and an option bound to
a variant is refused with any other, in the request's language."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from flask import Flask
from marshmallow import ValidationError

from api import games
from api.schemas.create_schema import create_schema
from engine.protocol import GameInfo, Option
from tests.api.helpers import Api, assert_problem, built_edge
from tests.games.nim.edge import EDGE as NIM

LANGS = ("en", "es", "fr", "ru")


@pytest.mark.parametrize("game_id", ["biblios", "1347"])
def test_the_installed_games_create_requests_follow_their_declarations(game_id: str) -> None:
    edge = built_edge(game_id)
    info = edge.game.info
    schema = edge.create_schema()
    fields = schema.fields
    assert fields["players"].validate.min == info.min_players  # type: ignore[union-attr]
    assert fields["players"].validate.max == info.max_players  # type: ignore[union-attr]
    assert list(fields["variant"].validate.choices) == list(info.variants)  # type: ignore[union-attr]
    assert fields["variant"].load_default == info.default_variant
    assert fields["first_seat"].load_default == info.default_first_seat
    assert {option.name for option in info.options} <= set(fields)
    loaded = schema.load({"game": game_id, "players": info.min_players})
    assert loaded["variant"] == info.default_variant


def test_a_declaration_makes_the_fields_and_their_checks() -> None:
    info = GameInfo(
        id="toy",
        min_players=2,
        max_players=3,
        variants=("plain", "grid"),
        schema_version=1,
        default_first_seat=None,
        options=(
            Option("size", "integer", default=5, minimum=3, maximum=9),
            Option("fast", "boolean", default=False),
            Option("tiles", "array", items="string", max_items=2),
            Option("cells", "object", items="integer", keys=("a", "b"), minimum=0,
                   maximum=4, variants=("grid",), required=True),
        ),
    )  # fmt: skip
    schema = create_schema(info, "CreateToy")()
    assert schema.load({"game": "toy", "players": 2, "size": 9, "fast": True, "tiles": ["x"]}) == {
        "game": "toy",
        "players": 2,
        "size": 9,
        "fast": True,
        "tiles": ["x"],
        "variant": "plain",
        "first_seat": None,
    }
    for bad, field in (
        ({"players": 4}, "players"),
        ({"players": 2, "variant": "hex"}, "variant"),
        ({"players": 2, "size": 10}, "size"),
        ({"players": 2, "size": "5"}, "size"),
        ({"players": 2, "fast": 1}, "fast"),
        ({"players": 2, "tiles": ["x", "y", "z"]}, "tiles"),
        ({"players": 2, "variant": "grid"}, "cells"),  # required with its variant
        ({"players": 2, "cells": {"a": 1}}, "cells"),  # and refused with another
        ({"players": 2, "variant": "grid", "cells": {"a": 5}}, "cells"),
        ({"players": 2, "variant": "grid", "cells": {"c": 1}}, "cells"),
        ({"players": 2, "colour": "red"}, "colour"),
    ):
        with pytest.raises(ValidationError) as refused:
            schema.load({"game": "toy", **bad})
        assert field in refused.value.messages, (bad, refused.value.messages)
    grid = {"game": "toy", "players": 3, "variant": "grid", "cells": {"a": 4}}
    assert schema.load(grid)["cells"] == {"a": 4}


@pytest.fixture
def nim(make_app: Callable[..., Flask]) -> Api:
    games.register(NIM)
    try:
        yield Api(make_app().test_client(), check=False)
    finally:
        games.unregister("nim")


def test_a_game_without_a_create_schema_gets_its_declarations(nim: Api) -> None:
    """Nim brings no create schema: its stones option (1 to 99) is checked as declared."""
    built = games.serve(["nim"])["nim"]
    assert not hasattr(NIM, "create_schema")  # declared: none; built: derived
    assert built.create_schema is not None
    assert built.create_schema.__name__ == "CreateGameRequestNim"
    reply = nim.post("/v1/games", {"game": "nim", "players": 2, "stones": 7, "seed": 1})
    assert reply.status == 201 and reply.json["view"]["stones"] == 7
    for stones in (0, 100, "7"):
        reply = nim.post("/v1/games", {"game": "nim", "players": 2, "stones": stones})
        assert "stones" in assert_problem(reply, 400, "invalid_request")["errors"]


@pytest.mark.parametrize("lang", LANGS)
def test_an_option_of_another_variant_is_refused_in_the_requests_language(
    client: Api, lang: str
) -> None:
    counts = {"farm": 5, "marketplace": 5, "monastery": 5, "castle": 5, "fortune_teller": 5,
              "palace": 5}  # fmt: skip
    reply = client.post(
        "/v1/games",
        {"game": "1347", "players": 3, "variant": "mixed", "buildings": counts},
        query={"lang": lang},
    )
    problem = assert_problem(reply, 400, "invalid_request")
    message = problem["errors"]["buildings"][0]
    assert (message == "Not with this variant.") == (lang == "en"), message


def test_a_1347_name_is_checked_as_every_name_is(client: Api) -> None:
    """Names of 1347 seats are normalized and checked like Biblios's (no bidirectional
    override, something visible)."""
    for name in ("\u202eAna", "   "):
        reply = client.post("/v1/games", {"game": "1347", "players": 2, "names": [name, "Boris"]})
        assert "names" in assert_problem(reply, 400, "invalid_request")["errors"]
    reply = client.post("/v1/games", {"game": "1347", "players": 2, "names": [" Ana ", "Boris"]})
    assert reply.status == 201
    assert [seat["name"] for seat in reply.json["view"]["seats"]] == ["Ana", "Boris"]
