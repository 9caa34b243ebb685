"""The API's JSON writer (``api.http.responses``) and the app kept in each request's environ
(``api.http.serving``): what goes out on the wire, header by header, is what the answer set."""

from __future__ import annotations

import json
from collections.abc import Callable

import orjson
import pytest
from flask import Flask, current_app, request
from werkzeug.test import EnvironBuilder

from api.http.responses import JsonResponse, json_response
from api.http.serving import APP_KEY, app_of
from api.i18n.encoded import plain, pre_encoded
from tests.api.helpers import (
    Api,
    bearer,
    create_game,
    first_legal,
    game_localizer,
    if_match,
    view_of,
)


def _sent(app: Flask, method: str, path: str, **builder: object) -> tuple[str, list, bytes]:
    """Status, header list and body exactly as the app hands them to the WSGI server."""
    environ = EnvironBuilder(path=path, method=method, **builder).get_environ()  # type: ignore[arg-type]
    started: list = []
    body = b"".join(
        app(environ, lambda status, headers, exc=None: started.append((status, headers)))
    )
    ((status, headers),) = started
    return status, headers, body


def test_an_action_answer_sends_each_header_once_and_its_true_length(app: Flask) -> None:
    api = Api(app.test_client())
    game = create_game(api, players=2)
    seat = view_of(api, game, None)["to_act"][0]
    action = first_legal(view_of(api, game, seat))
    status, headers, body = _sent(
        app,
        "POST",
        f"{game.path}/actions",
        json=action,
        headers={**bearer(game.tokens[seat]), **if_match(0), "Accept-Language": "fr"},
    )
    assert status == "200 OK"
    names = [name for name, _ in headers]
    assert sorted(names) == sorted(
        ["Content-Type", "Content-Length", "Content-Language", "Vary", "ETag", "X-Request-Id"]
    )
    sent = dict(headers)
    assert sent["Content-Length"] == str(len(body))
    assert sent["Content-Type"] == "application/json"
    assert sent["Content-Language"] == "fr"
    assert sent["ETag"] == '"1"'
    assert all(isinstance(value, str) and "\n" not in value for _, value in headers)


def test_a_created_game_s_location_still_goes_through_werkzeug_s_rewriting(app: Flask) -> None:
    status, headers, _ = _sent(
        app, "POST", "/v1/games", json={"game": "biblios", "players": 2, "seed": 5}
    )
    assert status == "201 CREATED"
    locations = [value for name, value in headers if name == "Location"]
    assert len(locations) == 1 and locations[0].startswith("/v1/games/")


def _writer_app() -> Flask:
    """A bare Flask app whose routes answer through ``json_response`` (no store needed)."""
    app = Flask(__name__)

    @app.route("/located")
    def located() -> JsonResponse:
        return json_response({"ok": True}, 201, {"Location": "/v1/games/é"}, text=False)

    @app.route("/empty")
    def empty() -> JsonResponse:
        return JsonResponse(b"", status=204)

    @app.route("/plain")
    def plain() -> JsonResponse:
        return json_response({"ok": True}, headers={"Cache-Control": "no-store"}, lang="es")

    return app


def test_a_location_that_is_an_iri_is_sent_as_a_uri() -> None:
    status, headers, _ = _sent(_writer_app(), "GET", "/located")
    assert status == "201 CREATED"
    assert ("Location", "/v1/games/%C3%A9") in headers


def test_a_204_sends_no_content_length() -> None:
    status, headers, body = _sent(_writer_app(), "GET", "/empty")
    assert status == "204 NO CONTENT"
    assert body == b""
    assert "Content-Length" not in dict(headers)


def test_a_plain_answer_sends_the_headers_it_set_in_order() -> None:
    status, headers, body = _sent(_writer_app(), "GET", "/plain")
    assert status == "200 OK"
    assert headers == [
        ("Content-Type", "application/json"),
        ("Content-Length", str(len(body))),
        ("Content-Language", "es"),
        ("Vary", "Accept-Language, Authorization"),
        ("Cache-Control", "no-store"),
    ]


def test_each_request_finds_the_app_serving_it(make_app: Callable[..., Flask]) -> None:
    first, second = make_app(fresh=True), make_app(fresh=True)  # routes are added to them
    for app in (first, second):

        @app.route("/probe-serving")
        def probe() -> JsonResponse:
            kept = request.environ.get(APP_KEY)  # put there by the app's WSGI entry
            serving = current_app.app_context().app  # the app itself, not its proxy
            found = app_of(request.environ)
            return json_response({"mine": kept is serving and found is serving}, text=False)

    for app in (first, second):
        _, _, body = _sent(app, "GET", "/probe-serving")
        assert body == b'{"mine":true}'
        with app.test_request_context("/"):  # made without the app's WSGI entry
            assert app_of(request.environ) is app
    assert first.wsgi_app is not second.wsgi_app


def test_a_pre_encoded_value_is_written_as_its_json() -> None:
    card = {"id": "gold-2-09", "kind": "gold", "value": 2, "name": "Золото 2"}
    fragment = pre_encoded(card)
    assert orjson.dumps({"cards": [fragment, fragment]}) == orjson.dumps({"cards": [card, card]})


def test_the_standard_library_fallback_writes_pre_encoded_values_too() -> None:
    card = {"id": "gold-2-09", "name": "Or 2"}
    response = json_response({"card": pre_encoded(card), "big": 2**70}, text=False)
    assert json.loads(response.get_data()) == {"card": card, "big": 2**70}
    assert plain(orjson.Fragment(b'{"a":[1]}')) == {"a": [1]}  # any fragment: its bytes read
    with pytest.raises(TypeError):
        plain(object())  # not JSON: the standard library's error


def test_a_view_s_cards_are_the_vocabulary_s_card_objects(app: Flask) -> None:
    api = Api(app.test_client())
    game = create_game(api, players=2, seed=11)
    seat = view_of(api, game, None)["to_act"][0]
    headers = {**bearer(game.tokens[seat]), "Accept-Language": "ru"}
    drawn = api.get(game.path, headers=headers).json["drawn"]  # the card it must place
    assert drawn == game_localizer("ru", "biblios").vocabulary.card(drawn["id"])
    assert drawn["name"] and drawn["name"] != drawn["id"]
