"""The games: create, view, act, and read the log (contract: ``/v1/games``).

The handlers read the request (404 → 413 → 400 → 401 → 412, the contract's order) and leave
deciding and writing to ``api.play.service``; what is game-specific comes from the game's edge.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from flask import Response, request
from flask_smorest import Blueprint

import engine
from engine.export import DECK

from ...games import GameEdge
from ...i18n import N_, SUPPORTED
from ...i18n.field_messages import Message
from ...play import event_log, service
from ...play.creation_keys import CreationKey, fingerprint
from ...play.presenting import present_events, present_view, seat_names
from ...play.refusals import broke_a_rule, stale_version
from ...play.store import GameRecord
from ...schemas import common as schemas
from ...schemas import openapi_fields
from ..examples import ACTION_EXAMPLES, CREATE_EXAMPLES
from ..problems import Problem
from ..reading import (
    Call,
    documented,
    etag,
    invalid_token,
    load_body,
    load_empty,
    load_json,
    load_query,
    route,
    tag_matches,
    versions_named,
)
from .problem_docs import problem_responses

blp = Blueprint("games", __name__, url_prefix="/v1/games", description="Play games.")

# Schemas are built once: loading is thread-safe, building one per request is not cheap.
_LANG_QUERY = schemas.LangQuery()
_EVENTS_QUERY = schemas.EventsQuery()
_GAME_CHOICES = Message(N_("Must be one of: %(choices)s."))
_NO_FIXED_DECKS = Message(N_("Fixed decks are not enabled on this server."))
_NO_TUTORIAL = Message(N_("This game has no tutorial."))
_ERRORS = {
    400: "The body or query is not valid (`errors` lists the fields).",
    401: "Missing, malformed or foreign seat token (`invalid_token`); creating with portals "
    "configured: no valid portal key (`invalid_portal_key`).",
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


def _json_body(component: str, examples: str) -> dict[str, Any]:
    """The OpenAPI request body of an operation that takes a JSON document of the union
    ``component`` (``examples``: the marker of the served games' examples, ``api.http.examples``:
    name → value, each valid and accepted on a fresh server)."""
    return {
        "required": True,
        "content": {
            "application/json": {
                "schema": openapi_fields.ref(component),
                "examples": examples,
            }
        },
    }


def _json_answer(component: str, headers: dict[str, Any]) -> dict[str, Any]:
    """A success answer of the JSON component ``component`` with ``headers``."""
    return {
        "content": {"application/json": {"schema": openapi_fields.ref(component)}},
        "headers": headers,
    }


_SEAT_TOKEN = [{"seatToken": []}]
_CONTENT_LANGUAGE = openapi_fields.content_language(SUPPORTED)


def _etag() -> dict[str, Any]:
    return copy.deepcopy({**openapi_fields.ETAG, "required": True})


def _text_headers() -> dict[str, Any]:
    """The headers of an answer with the game's version and texts."""
    return {"ETag": _etag(), "Content-Language": copy.deepcopy(_CONTENT_LANGUAGE)}


def _create_request(game: object, served: Mapping[str, GameEdge]) -> GameEdge:
    """The edge whose create request reads a body naming ``game`` among the games ``served``
    (the first served game's when ``game`` is none of them: its ``game`` field then reports
    the error)."""
    edge = served.get(game) if isinstance(game, str) else None
    return edge if edge is not None else next(iter(served.values()))


def _view_payload(
    call: Call, game_id: str, record: GameRecord, table: engine.Table, seat: int | None
):
    """The view of ``seat`` in the request's language, with the seats' names and the localizer
    that named them."""
    edge = call.services.edges[record.game]
    loc = edge.localizer(call.locale)
    names = seat_names(record, table, loc)
    now = call.services.games.clock()
    return present_view(edge, game_id, record, table, seat, names, loc, now), names, loc


IDEMPOTENCY_KEY = "Idempotency-Key"
IDEMPOTENT_REPLAYED = "Idempotent-Replayed"
_IDEMPOTENCY_KEY_SHAPE = re.compile(r"[A-Za-z0-9._:-]{1,64}")
_BAD_IDEMPOTENCY_KEY = Message(
    N_("1 to 64 letters, digits and the characters . _ : - (a UUID is a good key).")
)
_IDEMPOTENCY_KEY_PARAMETER = {
    "in": "header",
    "name": IDEMPOTENCY_KEY,
    "required": False,
    "schema": {"type": "string", "pattern": "^[A-Za-z0-9._:-]{1,64}$"},
    "description": (
        "Makes retrying safe: the answer to a request with the same key, seat and action is "
        "the first one's (header `Idempotent-Replayed: true`; the game as it is now, and the "
        "events of that write), and nothing is applied twice. Only the seat's last key is "
        "kept, and only with an action that was applied: a refused action keeps no key, so "
        "its retry is judged again. The same key with another action is 422 "
        "`idempotency_key_reused`."
    ),
}


_CREATION_KEY_PARAMETER = {
    **_IDEMPOTENCY_KEY_PARAMETER,
    "description": (
        "Makes retrying a creation safe (after a lost answer, or a 503 `outcome_unknown`): "
        "the same caller (the portal; in open mode, the client's address) sending the same "
        "key with the same body gets the first creation's answer again (201, header "
        "`Idempotent-Replayed: true`: the same game and seat tokens, the game as it is now; a "
        "seat whose token was replaced since gets `null`), and no second game is created. "
        "The key is kept as long as its game (at least the unplayed games' TTL). The same key "
        "with another body is 422 `idempotency_key_reused`. Use an unguessable key (a UUID)."
    ),
}


@route(blp, "", methods=["POST"])
@documented(
    blp.doc(
        operationId="create_game",
        requestBody=_json_body("CreateGame", CREATE_EXAMPLES),
        parameters=[{"in": "query", "schema": schemas.LangQuery}, _CREATION_KEY_PARAMETER],
        responses={
            201: {
                "links": _game_links("$response.body#/id"),
                "headers": {
                    "Location": {**openapi_fields.LOCATION, "required": True},
                    **_text_headers(),
                },
            }
        },
    ),
    blp.response(201, schemas.CreateGameResponse, description="The game, with one token per seat."),
    *problem_responses(blp, _ERRORS, 400, 401, 413, 422, 429, 503),
)
def create_game() -> Response:
    """Create a game.

    Returns one secret seat token per seat (send it as `Authorization: Bearer <token>`), the
    game's `fairness` and the spectator's view. The first card is already drawn for the first
    seat. When the server has portals configured, a portal key is required (401 without one)
    and the game belongs to that portal; with none (open mode), anyone may create games.
    An `Idempotency-Key` makes a retry safe: the same key and body answer the same game.
    """
    call = Call.of(request.environ)
    load_query(call, _LANG_QUERY)
    idempotency_key = _idempotency_key(call.environ)
    data = load_json(call)
    services = call.services
    served = services.edges
    edge = _create_request(data.get("game"), served)
    try:
        body = load_body(edge.create_request, data)
    except Problem as problem:
        if data.get("game") != edge.id and problem.errors is not None:  # not a game served
            problem.errors["game"] = [_GAME_CHOICES.format(choices=", ".join(served))]
        raise
    config = services.config
    if DECK in body and not config.allow_fixed_deck:
        raise Problem(400, "invalid_request", errors={DECK: [_NO_FIXED_DECKS.format()]})
    if body.get("tutorial") and edge.game.info.tutorial is None:
        raise Problem(400, "invalid_request", errors={"tutorial": [_NO_TUTORIAL.format()]})
    extra_meta = None
    if not config.portals.open:  # closed mode: a portal's game
        portal = call.require_portal()
        listed = services.listing.reserve(portal.id)
        extra_meta = {"portal": portal.id, "listed": listed}
    key = None
    if idempotency_key is not None:
        key = CreationKey(
            call.identity(None, request.remote_addr), idempotency_key, fingerprint(data)
        )
    created = services.games.create(edge, body, extra_meta, key)
    game_id, record = created.game_id, created.record
    view, names, _ = _view_payload(call, game_id, record, created.table, None)
    payload = {
        "id": game_id,
        "version": record.version,
        "seats": [
            {"seat": seat, "name": names[seat], "token": token}
            for seat, token in enumerate(created.tokens)
        ],
        "fairness": view["fairness"],
        "view": view,
    }
    headers = {
        "Location": f"/v1/games/{game_id}",
        "ETag": etag(record.version),
        "Cache-Control": "no-store",
    }
    if created.replayed:
        headers[IDEMPOTENT_REPLAYED] = "true"
    return call.answer(payload, 201, headers)


@route(blp, "/<game_id>", methods=["GET"])
@documented(
    blp.doc(
        operationId="get_game",
        parameters=[{"in": "query", "schema": schemas.LangQuery}, openapi_fields.IF_NONE_MATCH],
        responses={
            200: {
                "links": _game_links("$request.path.game_id"),
                **_json_answer("GameView", _text_headers()),
            },
            304: {"headers": {"ETag": _etag()}},
        },
    ),
    blp.response(200, description="The game as the caller may see it."),
    blp.alt_response(304, description="The game has not moved since the `If-None-Match` version."),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 429, 503),
)
def get_game(game_id: str) -> Response:
    """The game as the caller's seat may see it (no token: the spectator's view).

    Send `If-None-Match: "<version>"` to poll cheaply: 304 while the game has not moved.
    """
    call = Call.of(request.environ)
    record = call.game(game_id)
    load_query(call, _LANG_QUERY)
    seat = call.seat(record, required=False)
    now = call.services.games.current(game_id, record, seat)  # due timeouts first
    headers = {"ETag": etag(now.record.version), "Cache-Control": "private, no-cache"}
    if tag_matches(call.environ.get("HTTP_IF_NONE_MATCH"), now.record.version):
        return Response(status=304, headers=headers)
    view, _, _ = _view_payload(call, game_id, now.record, now.table, seat)
    return call.answer(view, headers=headers)


@route(blp, "/<game_id>/actions", methods=["POST"])
@documented(
    blp.doc(
        operationId="act",
        requestBody=_json_body("Action", ACTION_EXAMPLES),
        parameters=[
            {"in": "query", "schema": schemas.LangQuery},
            openapi_fields.IF_MATCH,
            _IDEMPOTENCY_KEY_PARAMETER,
        ],
        security=_SEAT_TOKEN,
        responses={
            200: {"links": _game_links("$request.path.game_id"), "headers": _text_headers()}
        },
    ),
    blp.response(200, schemas.ActionResponse, description="The caller's new view and the events."),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 409, 412, 413, 422, 429, 503),
)
def act(game_id: str) -> Response:
    """Act as the caller's seat (seat token required).

    Checks run in the contract's order: 404, 413, 400, 401, 412 (`If-Match`), then the rules
    (422: game over, not your turn, then the action's own rules).
    """
    return _acted(game_id, checked_action(Call.of(request.environ), game_id))


def _acted(game_id: str, asked: ActionRequest) -> Response:
    """The answer to an action (or a reclaim) once it passed the HTTP checks: written by the
    service, the caller's new view and the events."""
    call, seat = asked.call, asked.seat
    written = call.services.games.act(
        game_id, asked.record, seat, asked.action, asked.matches, asked.idempotency_key
    )
    view, names, loc = _view_payload(call, game_id, written.record, written.table, seat)
    payload: dict[str, Any] = {
        "view": view,
        "events": present_events(written.events, seat, written.table, names, loc),
    }
    headers = {"ETag": etag(written.record.version)}
    if written.replayed:
        headers[IDEMPOTENT_REPLAYED] = "true"
    return call.answer(payload, headers=headers)


@route(blp, "/<game_id>/preview", methods=["POST"])
@documented(
    blp.doc(
        operationId="preview_action",
        requestBody=_json_body("Action", ACTION_EXAMPLES),
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        security=_SEAT_TOKEN,
        responses={200: _json_answer("ActionPreview", {"Content-Language": _CONTENT_LANGUAGE})},
    ),
    blp.response(200, description="What the action would cost and earn the caller's seat."),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 413, 422, 429, 503),
)
def preview_action(game_id: str) -> Response:
    """What an action would cost and earn the caller's seat, without playing it (seat token
    required; the body is the action as for `/actions`).

    Read-only: the action is not played and no clock moves; a timeout that fell due is
    applied first, as every read does, so the answer is for the game as it is now. Only what
    the seat may already know is told (a game's own rules say what: cards drawn are a count). An
    illegal action is the problem `/actions` would answer (422 with its `code`); a game without
    previews (Biblios) is 404 `not_supported_by_game` (params: `game`, `operation`). Checks:
    404, 413, 400, 401, then the rules.
    """
    call = Call.of(request.environ)
    record = call.game(game_id)
    edge = call.services.edges[record.game]
    action = call.action(edge.action_schema)
    load_query(call, _LANG_QUERY)
    seat = call.seat(record, True)
    if edge.preview_schema is None:
        raise Problem(404, "not_supported_by_game", {"game": record.game, "operation": "preview"})
    now = call.services.games.current(game_id, record, seat)  # due timeouts first
    record, table = now.record, now.table
    loc = edge.localizer(call.locale)
    try:
        if action.get("type") == service.RESIGN:
            raise engine.RuleViolation("invalid_action")
        table.check_can_act(seat)
        answer = edge.preview(table.state, seat, action, loc)
    except engine.RuleViolation as violation:
        names = seat_names(record, table, loc)
        raise broke_a_rule(violation, record.game, names) from None
    return call.answer(answer, headers={"Cache-Control": "no-store"})


_EMPTY = schemas.EmptyRequest()


@route(blp, "/<game_id>/seats/<int:seat>/reclaim", methods=["POST"])
@documented(
    blp.doc(
        operationId="reclaim_seat",
        parameters=[
            {"in": "query", "schema": schemas.LangQuery},
            openapi_fields.IF_MATCH,
            _IDEMPOTENCY_KEY_PARAMETER,
        ],
        security=_SEAT_TOKEN,
        responses={
            200: {"links": _game_links("$request.path.game_id"), "headers": _text_headers()}
        },
    ),
    blp.response(200, schemas.ActionResponse, description="The caller's new view and the events."),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 409, 412, 413, 422, 429, 503),
)
def reclaim_seat(game_id: str, seat: int) -> Response:
    """Take back a seat that the greedy bot took over after timeouts (the seat's own token).

    Any time before the end: event `seat_reclaimed`, the seat's status `playing` again, its
    count of timeouts in a row reset. The body is empty (or `{}`). Checks: 404, 413, 400, 401
    (a token that is not this seat's), 412 (`If-Match`), then 422 `game_over`, 422
    `seat_resigned` (a resigned seat stays resigned), 409 `seat_not_taken_over` (the seat is
    playing). An `Idempotency-Key` makes a retry safe, as for actions.
    """
    return _acted(game_id, checked_action(Call.of(request.environ), game_id, reclaimed=seat))


class ActionRequest(NamedTuple):
    """An action request that passed the HTTP checks: who asks what of which stored game."""

    call: Call
    record: GameRecord
    seat: int
    action: dict[str, Any]
    matches: Callable[[int], bool | None]
    """Whether ``If-Match`` names a version (None: the request has no ``If-Match``)."""
    idempotency_key: str | None


def checked_action(call: Call, game_id: str, reclaimed: int | None = None) -> ActionRequest:
    """An action request's checks before the rules, in the contract's order: 404, 413, 400,
    401, 412 (``If-Match``; with an ``Idempotency-Key`` the service judges it, as a retry may
    answer what it did first). ``bench.floor`` measures them on their own.

    ``reclaimed``: the seat a reclaim takes back (its path's; 404 when the game has no such
    seat, 401 when the caller's token is not that seat's): its body is empty (or ``{}``), its
    action ``reclaim``."""
    record = call.game(game_id)
    if reclaimed is None:
        action = call.action(call.services.edges[record.game].action_schema)
    else:
        if not 0 <= reclaimed < len(record.token_hashes):
            raise Problem(404, "not_found")
        load_empty(call, _EMPTY)  # 413, 400
        action = {"type": service.RECLAIM}
    load_query(call, _LANG_QUERY)
    environ = call.environ
    idempotency_key = _idempotency_key(environ)
    seat = call.seat(record, True)
    if reclaimed is not None and seat != reclaimed:
        raise invalid_token()
    matches = versions_named(environ.get("HTTP_IF_MATCH"))
    if idempotency_key is None and matches(record.version) is False:
        raise stale_version(record.version)
    return ActionRequest(call, record, seat, action, matches, idempotency_key)


def _idempotency_key(environ: dict[str, Any]) -> str | None:
    """The request's ``Idempotency-Key`` (400 when it is not 1 to 64 safe characters)."""
    key = environ.get("HTTP_IDEMPOTENCY_KEY")
    if key is None:
        return None
    if not _IDEMPOTENCY_KEY_SHAPE.fullmatch(key):
        raise Problem(
            400, "invalid_request", errors={IDEMPOTENCY_KEY: [_BAD_IDEMPOTENCY_KEY.format()]}
        )
    return key


@route(blp, "/<game_id>/events", methods=["GET"])
@documented(
    blp.doc(
        operationId="events",
        parameters=[{"in": "query", "schema": schemas.EventsQuery}],
        responses={200: {"headers": _text_headers()}},
    ),
    blp.response(
        200, schemas.EventsResponse, description="The game log, as the caller may see it."
    ),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 429, 503),
)
def events(game_id: str) -> Response:
    """The game log after sequence number `after` (default: all), each event with its sentence.

    Face-down cards appear only to the seats that may know them, until the game is over (R30).
    """
    call = Call.of(request.environ)
    record = call.game(game_id)
    query = load_query(call, _EVENTS_QUERY)
    seat = call.seat(record, required=False)
    now = call.services.games.current(game_id, record, seat)  # due timeouts first
    record, table = now.record, now.table
    shown = event_log.events_after(game_id, record.version, table, query["after"])
    loc = call.services.localizer(call.locale, record.game)
    names = seat_names(record, table, loc)
    payload = {
        "id": game_id,
        "version": record.version,
        "events": present_events(shown, seat, table, names, loc),
    }
    return call.answer(payload, headers={"ETag": etag(record.version)})
