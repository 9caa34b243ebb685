"""Learning (play-contract, "Learning: replays, the expert's review, hints, tutorials"): a hint
at a seat's decision, a finished game replayed step by step (from the store, or from an export
document), and the expert's review of it.

The searches run on the bots' worker, never here: a hint's request waits for its job a moment
at most (``api.play.hints``), a review is queued and read back (``api.play.reviews``). What a
replay shows is the engine's (``engine.replay``: each step as the seat saw it then), rendered
and localized as the game's view and log are.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from flask import Response, request
from flask_smorest import Blueprint

from engine import RuleViolation, Table
from engine.replay import ALL, Page, replay, replay_export

from ...games import GameEdge
from ...i18n import Localizer
from ...play.presenting import dress_view, seat_names, shown_fairness
from ...play.refusals import broke_a_rule
from ...play.reviews import READY, ReviewDesk
from ...play.store import GameRecord
from ...schemas import common as schemas
from ...schemas import openapi_fields
from ..admission import waiting_outside
from ..examples import EXAMPLE_ACTION, EXAMPLE_GAME, OTHER_ACTION
from ..problems import Problem
from ..reading import (
    Call,
    documented,
    etag,
    invalid_token,
    load_empty,
    load_query,
    parse_json,
    read_json_body,
    route,
)
from .problem_docs import problem_responses

blp = Blueprint(
    "learning",
    __name__,
    url_prefix="/v1",
    description="Learn from games: hints, replays and the expert's review.",
)

_LANG_QUERY = schemas.LangQuery()
_REPLAY_QUERY = schemas.ReplayQuery()
_EMPTY = schemas.EmptyRequest()
_SEAT_TOKEN = [{"seatToken": []}]
# The documents' examples are the first served game's (shared code names no game): markers
# the app's document fills in (api.http.examples).
_SEAT_OR_PORTAL = [{"seatToken": []}, {"portalKey": []}]
#: A real export document (a 2-player Biblios game of two greedy bots, seed 6, as
#: ``GET /v1/games/{id}/export`` gave it): the example of ``POST /v1/replays``' body
#: (``tests/api/test_learning.py`` replays it).
REPLAY_EXPORT_EXAMPLE = json.loads(
    (Path(__file__).parent / "replay_example.json").read_text(encoding="utf-8")
)
_ERRORS = {
    400: "The body or query is not valid (`errors` lists the fields).",
    401: "Missing, malformed or foreign token.",
    404: "No such game (a replay: or not over yet, or no such seat as `as`; a review: never "
    "asked for).",
    409: "The game is not over yet (`game_not_over`).",
    413: "The body is over the size limit.",
    422: "The request breaks a rule (`code` says which).",
    429: "Too many requests.",
    503: "Redis cannot be reached, or the hint did not come in time (`hint_unavailable`, "
    "with `Retry-After`).",
}


# --- Hints ------------------------------------------------------------------------------------


@route(blp, "/games/<game_id>/hint", methods=["POST"])
@documented(
    blp.doc(
        operationId="hint",
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        security=_SEAT_TOKEN,
        responses={200: {"headers": {"ETag": {**openapi_fields.ETAG, "required": True}}}},
    ),
    blp.response(
        200,
        schemas.HintResponse,
        description="The expert's choice from the caller's view, with its chance.",
        example={
            "action": EXAMPLE_ACTION,
            "chance": 0.62,
            "alternatives": [{"action": OTHER_ACTION, "chance": 0.48}],
        },
    ),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 413, 422, 429, 503),
)
def hint(game_id: str) -> Response:
    """Ask the expert for a hint at the caller's decision (seat token required; body empty).

    The hint is searched on the bots' worker from the caller's view alone, never from what the
    other seats hold; the request waits for it at most 3 s, else 503 `hint_unavailable` with
    `Retry-After` (asking again then finds the same search, done). Every hint given is told to
    every seat as the event `hint_given` (a new version) and counted in the export. Checks:
    404, 413, 400, 401, then 422: `hints_off` (the game was created without `"hints": true`),
    `game_over`, `seat_resigned`, `seat_taken_over`, `not_your_turn` (the seat has no decision
    to make; `waiting_for` lists the people the game waits for). While it waits, the request
    holds none of the places its server runs requests in: nobody else waits for it.
    """
    call = Call.of(request.environ)
    record = call.game(game_id)
    load_empty(call, _EMPTY)
    load_query(call, _LANG_QUERY)
    seat = call.seat(record, True)
    services, environ = call.services, call.environ
    hinted = services.games.hint(
        game_id, record, seat, services.hints, lambda: waiting_outside(environ)
    )
    headers = {"ETag": etag(hinted.written.record.version), "Cache-Control": "no-store"}
    return call.answer(hinted.advice, headers=headers)


# --- Replays ----------------------------------------------------------------------------------


def _viewer(query: dict[str, Any], players: int) -> int | str:
    """The replay's viewer (``as``): a seat of the game, or everything shown; 404
    ``not_found`` for a seat the game does not have (as a path naming one)."""
    chosen = query["as_"]
    if chosen == ALL:
        return ALL
    if int(chosen) >= players:
        raise Problem(404, "not_found")
    return int(chosen)


def _present_page(
    page: Page,
    edge: GameEdge,
    table: Table,
    game_id: str,
    names: list[str],
    loc: Localizer,
    external_ids: list[str | None],
    fairness: tuple[dict[str, Any], dict[str, Any]],
    reviewed: dict[int, dict[str, Any]],
) -> dict[str, Any]:
    """A page of a replay as the contract's JSON: each step's view and events rendered and
    localized as the game's view and log are (``fairness``: as shown before the end, and at
    it); a step the expert reviewed carries its review."""
    players = len(table.seats)
    steps = []
    for step in page.steps:
        final = step["seat"] is None
        view = dress_view(
            game_id,
            edge,
            step["version"],
            step["view"],
            names,
            loc,
            external_ids=external_ids,
            connected=[False] * players,
            clock=None,
            fairness=fairness[1] if final else fairness[0],
            hints=table.hints,
        )
        events = []
        for event in step["events"]:
            event["text"] = loc.event_text(event, names)
            events.append(event)
        shown = {**step, "view": view, "events": events}
        decision = reviewed.get(step["index"])
        if decision is not None:
            shown["review"] = decision
        steps.append(shown)
    return {"game": edge.id, "players": players, "steps": steps, "next": page.next}


def _reviewed(reviews: ReviewDesk, game_id: str, viewer: int | str) -> dict[int, dict[str, Any]]:
    """The reviewed decisions of the replay's seat (all seats' with everything shown) by step,
    when the game's review is ready."""
    kept = reviews.read(game_id)
    if kept is None or kept.get("status") != READY:
        return {}
    return {
        decision["index"]: decision
        for entry in kept["seats"]
        if viewer == ALL or entry["seat"] == viewer
        for decision in entry["decisions"]
    }


_REPLAY_EXAMPLE = {
    "game": EXAMPLE_GAME,
    "players": 2,
    "steps": [],
    "next": None,
}


@route(blp, "/games/<game_id>/replay", methods=["GET"])
@documented(
    blp.doc(
        operationId="replay_game",
        parameters=[{"in": "query", "schema": schemas.ReplayQuery}],
        security=_SEAT_OR_PORTAL,
        responses={200: {"headers": {"ETag": {**openapi_fields.ETAG, "required": True}}}},
    ),
    blp.response(
        200, schemas.ReplayPage, description="A page of the replay.", example=_REPLAY_EXAMPLE
    ),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 429, 503),
)
def replay_game(game_id: str) -> Response:
    """A finished game again, step by step (one of the game's seat tokens, or its portal key).

    `as=<seat>`: each step's view and events as that seat saw them at the time; `as=all`:
    every hand shown (the game is over: its export shows them too). Each step: the view before
    it (as `GET /v1/games/{id}` gave it), the action, and the events it made, localized as the
    log; a last step is the game's end. Pages of at most 100 steps from `from` (`next`: the
    next page's). Once the expert's review is ready, each reviewed decision carries it
    (`review`: the expert's choice, both chances, `mistake`). 404 `not_found` before the end.
    """
    call = Call.of(request.environ)
    services = call.services
    record = call.game(game_id)
    query = load_query(call, _REPLAY_QUERY)
    seat = call.seat(record, required=False)
    if seat is None and call.portal is None:
        raise invalid_token()
    now = services.games.current(game_id, record)
    record, table = now.record, now.table
    if not table.is_over():
        raise Problem(404, "not_found")
    viewer = _viewer(query, len(table.seats))
    versions = services.store.seqs(game_id)
    page = replay(table, viewer, query["from_"], query["limit"], versions or None)
    edge = services.edges[record.game]
    loc = edge.localizer(call.locale)
    names = seat_names(record, table, loc)
    fairness = (shown_fairness(record, False), shown_fairness(record, True))
    external_ids = record.meta.get("external_ids") or []
    payload = _present_page(
        page,
        edge,
        table,
        game_id,
        names,
        loc,
        external_ids,
        fairness,
        _reviewed(services.reviews, game_id, viewer),
    )
    headers = {"ETag": etag(record.version), "Cache-Control": "private, max-age=60"}
    return call.answer(payload, headers=headers)


@route(blp, "/replays", methods=["POST"])
@documented(
    blp.doc(
        operationId="replay_export",
        requestBody={
            "required": True,
            "content": {
                "application/json": {
                    "schema": openapi_fields.ref("ExportDocument"),
                    "examples": {
                        "biblios_2_players": {
                            "summary": "A finished 2-player Biblios game (two greedy bots)",
                            "value": REPLAY_EXPORT_EXAMPLE,
                        }
                    },
                }
            },
        },
        parameters=[{"in": "query", "schema": schemas.ReplayQuery}],
    ),
    blp.response(
        200, schemas.ReplayPage, description="A page of the replay.", example=_REPLAY_EXAMPLE
    ),
    *problem_responses(blp, _ERRORS, 400, 404, 413, 422, 429),
)
def replay_document() -> Response:
    """Replay a finished game from its export document (`GET /v1/games/{id}/export`), so a
    portal can replay a game the server no longer holds; no token needed.

    The document passes `biblios-verify`'s checks first (422 `export_invalid`, `check` naming
    the one that failed); then the answer is the replay's, as `GET /v1/games/{id}/replay`'s
    (`as`, `from`, `limit`, `lang` the same), the names and external ids the document's,
    the body up to 256 KiB (`BIBLIOS_MAX_EXPORT_BYTES`), not 16 KiB as other requests',
    each view's `id` empty (the document does not name the game's id).
    """
    call = Call.of(request.environ)
    document = parse_json(read_json_body(call, limit=call.services.config.max_export_bytes))
    query = load_query(call, _REPLAY_QUERY)
    players = document.get("players")
    viewer = _viewer(query, players if type(players) is int else 0)
    try:
        table, page = replay_export(document, viewer, query["from_"], query["limit"])
    except RuleViolation as violation:
        raise broke_a_rule(violation, str(document.get("game"))) from None
    edge = call.services.edges.get(table.game.info.id)
    if edge is None:  # a game this server does not serve
        raise Problem(422, "export_invalid", {"check": "document"})
    loc = edge.localizer(call.locale)
    seats = document["seats"]
    defaults = loc.default_names(tuple([holder.bot is not None for holder in table.seats]))
    names = [seats[s].get("name") or defaults[s] for s in range(len(table.seats))]
    external_ids = [seats[s].get("external_id") for s in range(len(table.seats))]
    fairness = (document["fairness"], document["fairness"])
    payload = _present_page(page, edge, table, "", names, loc, external_ids, fairness, {})
    return call.answer(payload, headers={"Cache-Control": "no-store"})


# --- The expert's review ----------------------------------------------------------------------


def _reviewable(call: Call, game_id: str) -> GameRecord:
    """The finished game whose review a person's seat or its portal asks for (404, 400, 401,
    409 ``game_not_over``)."""
    record = call.game(game_id)
    load_query(call, _LANG_QUERY)
    seat = call.seat(record, required=False)
    if seat is None and call.portal is None:
        raise invalid_token()
    now = call.services.games.current(game_id, record)
    if not now.table.is_over():
        raise Problem(409, "game_not_over", {"id": game_id})
    return now.record


_REVIEW_EXAMPLE = {
    "status": "ready",
    "seats": [
        {
            "seat": 0,
            "decisions": [
                {
                    "index": 4,
                    "played": OTHER_ACTION,
                    "expert": EXAMPLE_ACTION,
                    "chance_played": 0.48,
                    "chance_expert": 0.62,
                    "mistake": True,
                }
            ],
            "complete": True,
        }
    ],
}


@route(blp, "/games/<game_id>/review", methods=["POST"])
@documented(
    blp.doc(
        operationId="request_review",
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        security=_SEAT_OR_PORTAL,
        responses={202: {"headers": {"Location": {**openapi_fields.LOCATION, "required": True}}}},
    ),
    blp.response(
        202,
        schemas.ReviewOut,
        description="The review, queued (or as it is, when it was asked for before).",
        example={"status": "pending"},
    ),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 409, 413, 429, 503),
)
def request_review(game_id: str) -> Response:
    """Ask for the expert's review of a finished game (a person's seat token, or the game's
    portal key; body empty).

    It is queued on the bots' worker (never computed in a request): at each decision of each
    person's seat, from that seat's view alone, the expert's chance of winning after the move
    played and after its own choice. Asking again gives the same review. When it is ready, the
    portal hears `game.review_ready`. 409 `game_not_over` before the end.
    """
    call = Call.of(request.environ)
    load_empty(call, _EMPTY)
    record = _reviewable(call, game_id)
    kept = call.services.reviews.ask(game_id)
    headers = {"Location": f"/v1/games/{game_id}/review", "ETag": etag(record.version)}
    return call.answer(kept, 202, headers=headers)


@route(blp, "/games/<game_id>/review", methods=["GET"])
@documented(
    blp.doc(
        operationId="get_review",
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        security=_SEAT_OR_PORTAL,
    ),
    blp.response(
        200,
        schemas.ReviewOut,
        description="`pending`, or `ready` with each person's decisions.",
        example=_REVIEW_EXAMPLE,
    ),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 409, 429, 503),
)
def get_review(game_id: str) -> Response:
    """The expert's review of a finished game: `pending`, or `ready` with each person's seat and
    each of its decisions (`index`: the replay's step; the move `played`, the `expert`'s, their
    chances of winning 0..1, and `mistake` when the expert's is at least 0.10 better). 404
    `not_found` when none was asked for."""
    call = Call.of(request.environ)
    _reviewable(call, game_id)
    kept = call.services.reviews.read(game_id)
    if kept is None:
        raise Problem(404, "not_found")
    return call.answer(kept, headers={"Cache-Control": "no-store"})
