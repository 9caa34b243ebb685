"""The games: create, view, act, and read the log (contract: ``/v1/games``)."""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from typing import Any

import orjson
from flask import Response, current_app, request
from flask_smorest import Blueprint

import engine
from engine import RuleViolation
from engine.state import from_data, to_data

from . import schemas
from .auth import InvalidToken, bearer_token, new_token, seat_of, token_hash
from .field_messages import Message
from .i18n import get_localizer
from .presenter import present_events, present_view, seat_names
from .problems import Problem, request_locale
from .store import GameExists, GameRecord, GameStore
from .texts import N_
from .web import documented, etag, json_response, load_body, load_query, tag_matches

blp = Blueprint("games", __name__, url_prefix="/v1/games", description="Play games of Biblios.")

_NO_FIXED_DECKS = Message(N_("Fixed decks are not enabled on this server."))
_GAME_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
# Schemas are built once: loading is thread-safe, building one per request is not cheap.
_LANG_QUERY = schemas.LangQuery()
_EVENTS_QUERY = schemas.EventsQuery()
_CREATE_REQUEST = schemas.CreateGameRequest()
_ACTION_REQUEST = schemas.ActionRequest()
_ERRORS = {
    400: "The body or query is not valid (`errors` lists the fields).",
    401: "Missing, malformed or foreign seat token.",
    404: "No such game.",
    409: "The action kept losing races against other writes.",
    412: "`If-Match` does not name the game's version.",
    413: "The body is over 16 KiB.",
    422: "The action breaks a rule (`code` says which).",
    429: "Too many requests.",
    503: "Redis cannot be reached; nothing was written.",
}


def _game_links(game_id: str) -> dict[str, Any]:
    """OpenAPI links to the operations on the same game (``game_id``: a runtime expression)."""
    return {
        name: {"operationId": operation, "parameters": {"game_id": game_id}}
        for name, operation in (("GetGame", "get_game"), ("Act", "act"), ("GetEvents", "events"))
    }


def _json_body(schema: type) -> dict[str, Any]:
    """The OpenAPI request body of an operation that takes a JSON document of ``schema``."""
    return {"required": True, "content": {"application/json": {"schema": schema}}}


_SEAT_TOKEN = [{"seatToken": []}]
_SEAT_TOKEN_OR_SPECTATOR = [{"seatToken": []}, {}]


def _errors(*statuses: int) -> list[Callable]:
    """The documentation of the problems an operation answers with."""
    return [
        blp.alt_response(
            status,
            schema=schemas.ProblemOut,
            description=_ERRORS[status],
            content_type="application/problem+json",
        )
        for status in statuses
    ]


def _store() -> GameStore:
    return current_app.extensions["biblios_store"]


def _load(game_id: str) -> GameRecord:
    record = _store().load(game_id) if _GAME_ID.fullmatch(game_id) else None
    if record is None:
        raise Problem(404, "game_not_found", {"id": game_id})
    return record


def _state_of(record: GameRecord) -> engine.GameState:
    """The engine state of a stored game (the engine's JSON, read with orjson for speed)."""
    return from_data(orjson.loads(record.state))


def _snapshot(state: engine.GameState) -> str:
    """The compact JSON of ``state`` to store (the same document ``engine.encode`` writes)."""
    return orjson.dumps(to_data(state)).decode()


def _caller_seat(record: GameRecord, required: bool) -> int | None:
    """The seat of the request's bearer token; None for a spectator (no token)."""
    try:
        token = bearer_token(request.headers.get("Authorization"))
        if token is None:
            if required:
                raise InvalidToken
            return None
        return seat_of(token, record.token_hashes)
    except InvalidToken:
        raise Problem(401, "invalid_token", headers={"WWW-Authenticate": "Bearer"}) from None


def _rule_problem(violation: RuleViolation) -> Problem:
    return Problem(422, violation.code, violation.params)


def _view_payload(game_id: str, record: GameRecord, state: engine.GameState, seat: int | None):
    loc = get_localizer(request_locale())
    names = seat_names(record.names, state.players, loc)
    return present_view(game_id, record.version, state, seat, names, loc), names, loc


@blp.route("", methods=["POST"])
@documented(
    blp.doc(
        operationId="create_game",
        requestBody=_json_body(schemas.CreateGameRequest),
        responses={201: {"links": _game_links("$response.body#/id")}},
    ),
    blp.response(201, schemas.CreateGameResponse, description="The game, with one token per seat."),
    *_errors(400, 413, 422, 429, 503),
)
def create_game() -> Response:
    """Create a game.

    Returns one secret seat token per seat (send it as `Authorization: Bearer <token>`) and the
    spectator's view. The first card is already drawn for the first seat.
    """
    load_query(_LANG_QUERY)
    body = load_body(_CREATE_REQUEST)
    deck = body.get("deck")
    if deck is not None and not current_app.config["BIBLIOS"].allow_fixed_deck:
        raise Problem(400, "invalid_request", errors={"deck": [_NO_FIXED_DECKS.format()]})
    seed = body["seed"] if "seed" in body else secrets.randbelow(schemas.MAX_SEED + 1)
    try:
        state, _ = engine.new_game(body["players"], body["variant"], body["first_seat"], seed, deck)
    except RuleViolation as violation:
        raise _rule_problem(violation) from None
    tokens = [new_token() for _ in range(state.players)]
    record = GameRecord(
        version=0,
        state=_snapshot(state),
        token_hashes=[token_hash(t) for t in tokens],
        names=body.get("names") or [],
    )
    while True:
        game_id = secrets.token_urlsafe(12)
        try:
            _store().create(game_id, record)
            break
        except GameExists:  # astronomically unlikely; draw another id
            continue
    view, names, _ = _view_payload(game_id, record, state, None)
    payload = {
        "id": game_id,
        "version": 0,
        "seats": [
            {"seat": seat, "name": names[seat], "token": token} for seat, token in enumerate(tokens)
        ],
        "view": view,
    }
    return json_response(
        payload,
        201,
        {"Location": f"/v1/games/{game_id}", "ETag": etag(0), "Cache-Control": "no-store"},
    )


@blp.route("/<game_id>", methods=["GET"])
@documented(
    blp.doc(
        operationId="get_game",
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        security=_SEAT_TOKEN_OR_SPECTATOR,
        responses={200: {"links": _game_links("$request.path.game_id")}},
    ),
    blp.response(200, schemas.View, description="The game as the caller may see it."),
    blp.alt_response(304, description="The game has not moved since the `If-None-Match` version."),
    *_errors(400, 401, 404, 429, 503),
)
def get_game(game_id: str) -> Response:
    """The game as the caller's seat may see it (no token: the spectator's view).

    Send `If-None-Match: "<version>"` to poll cheaply: 304 while the game has not moved.
    """
    record = _load(game_id)
    load_query(_LANG_QUERY)
    seat = _caller_seat(record, required=False)
    headers = {"ETag": etag(record.version), "Cache-Control": "private, no-cache"}
    if tag_matches(request.headers.get("If-None-Match"), record.version):
        return Response(status=304, headers=headers)
    state = _state_of(record)
    view, _, _ = _view_payload(game_id, record, state, seat)
    return json_response(view, headers=headers)


@blp.route("/<game_id>/actions", methods=["POST"])
@documented(
    blp.doc(
        operationId="act",
        requestBody=_json_body(schemas.ActionRequest),
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        security=_SEAT_TOKEN,
        responses={200: {"links": _game_links("$request.path.game_id")}},
    ),
    blp.response(200, schemas.ActionResponse, description="The caller's new view and the events."),
    *_errors(400, 401, 404, 409, 412, 413, 422, 429, 503),
)
def act(game_id: str) -> Response:
    """Act as the caller's seat (seat token required).

    Checks run in the contract's order: 404, 413, 400, 401, 412 (`If-Match`), then the rules
    (422: game over, not your turn, then the action's own rules).
    """
    record = _load(game_id)
    action = load_body(_ACTION_REQUEST)
    load_query(_LANG_QUERY)
    seat = _caller_seat(record, required=True)
    if_match = request.headers.get("If-Match")
    if tag_matches(if_match, record.version) is False:
        raise Problem(
            412,
            "stale_version",
            {"version": record.version},
            headers={"ETag": etag(record.version)},
        )
    store = _store()
    for _ in range(current_app.config["BIBLIOS"].cas_retries):
        state = _state_of(record)
        try:
            events = engine.apply_action(state, seat, action)
        except RuleViolation as violation:
            raise _rule_problem(violation) from None
        if store.compare_and_set(game_id, record.version, _snapshot(state)):
            record.version += 1
            break
        record = _load(game_id)  # another write landed first: judge again on the new state
        if if_match is not None and not tag_matches(if_match, record.version):
            raise Problem(
                412,
                "stale_version",
                {"version": record.version},
                headers={"ETag": etag(record.version)},
            )
    else:
        raise Problem(409, "conflict")
    view, names, loc = _view_payload(game_id, record, state, seat)
    payload: dict[str, Any] = {
        "view": view,
        "events": present_events(events, seat, state, names, loc),
    }
    return json_response(payload, headers={"ETag": etag(record.version)})


@blp.route("/<game_id>/events", methods=["GET"])
@documented(
    blp.doc(
        operationId="events",
        parameters=[{"in": "query", "schema": schemas.EventsQuery}],
        security=_SEAT_TOKEN_OR_SPECTATOR,
    ),
    blp.response(
        200, schemas.EventsResponse, description="The game log, as the caller may see it."
    ),
    *_errors(400, 401, 404, 429, 503),
)
def events(game_id: str) -> Response:
    """The game log after sequence number `after` (default: all), each event with its sentence.

    Face-down cards appear only to the seats that may know them, until the game is over (R30).
    """
    record = _load(game_id)
    query = load_query(_EVENTS_QUERY)
    seat = _caller_seat(record, required=False)
    state = _state_of(record)
    after = query["after"]
    if after >= state.seq:
        shown: list[engine.Event] = []
    else:
        _, log = engine.replay(state)
        shown = [event for event in log if event.seq > after]
    loc = get_localizer(request_locale())
    names = seat_names(record.names, state.players, loc)
    payload = {
        "id": game_id,
        "version": record.version,
        "events": present_events(shown, seat, state, names, loc),
    }
    return json_response(payload, headers={"ETag": etag(record.version)})
