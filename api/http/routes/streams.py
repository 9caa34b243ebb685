"""Live updates of a game (play-contract, "Live updates"): its stream, and tickets to open it.

``GET /v1/games/{id}/stream`` answers Server-Sent Events (``api.live.stream``); ``POST
/v1/games/{id}/stream-ticket`` gives a seat's one-use ticket for a browser's ``EventSource``,
which cannot send the token. Both check in the contract's order: 404 (unknown game), 400 (query,
``Last-Event-ID``), 401 (token or ticket); nothing is streamed before every check has passed.
"""

from __future__ import annotations

import hmac
import time
from collections.abc import Callable
from typing import Any

from flask import Response, copy_current_request_context, current_app, g, request
from flask_smorest import Blueprint
from marshmallow import Schema, ValidationError, fields, validate

from ...i18n.field_messages import at_least, length, localize, translate_errors
from ...live import GameStream, live_of
from ...play import metrics
from ...play.store import GameRecord
from ...schemas import common as schemas
from .. import observability
from ..problems import Problem
from ..reading import Call, documented, load_query, route
from .problem_docs import problem_responses

blp = Blueprint(
    "streams", __name__, url_prefix="/v1/games", description="Follow games as they are played."
)

_LAST_EVENT_ID = "Last-Event-ID"


@localize
class StreamQuery(schemas.LangQuery):
    ticket = fields.String(
        validate=length(high=100),
        metadata={
            "description": "A ticket from `POST /v1/games/{game_id}/stream-ticket`, instead of "
            "the `Authorization` header (which is then not read): the stream shows that "
            "ticket's seat. One use, within `expires_in` seconds."
        },
    )


@localize
class _LastEventIdHeader(Schema):
    last_event_id = fields.Integer(data_key=_LAST_EVENT_ID, validate=at_least(0))


class StreamEvent(Schema):
    """One Server-Sent Event of a game's stream, as `EventSource` hands it over."""

    id = fields.String(
        metadata={"description": "The game's version (an `update`'s `version`)."},
    )
    event = fields.String(required=True, validate=validate.OneOf(["update", "end"]))
    data = fields.String(
        required=True,
        metadata={
            "description": 'JSON. `update`: `{"version": <int>, "view": <the caller\'s view, '
            'as GET /v1/games/{game_id} answers it>, "events": [<event, as '
            'GET /v1/games/{game_id}/events lists it>...]}`. `end`: `{"version": <int>}`, '
            'with `"reason": "token_replaced"` when the seat\'s token was re-issued.'
        },
    )


class StreamTicket(Schema):
    ticket = fields.String(
        required=True, metadata={"description": "Send it as `?ticket=` to open the stream."}
    )
    expires_in = fields.Integer(
        required=True, metadata={"description": "Seconds the ticket can be used (one use)."}
    )


_STREAM_QUERY = StreamQuery()
_LANG_QUERY = schemas.LangQuery()
_LAST_EVENT_ID_HEADER = _LastEventIdHeader()
_STREAM_ERRORS = {
    400: "The query (or `Last-Event-ID`) is not valid (`errors` lists the fields).",
    401: "A malformed or foreign seat token (`invalid_token`), or a ticket that is unknown, "
    "expired or used (`invalid_ticket`).",
    404: "No such game.",
    429: "Too many requests.",
    503: "Redis cannot be reached; nothing was streamed.",
}
_TICKET_ERRORS = {
    **_STREAM_ERRORS,
    400: "The query is not valid (`errors` lists the fields).",
    401: "Missing, malformed or foreign seat token.",
    503: "Redis cannot be reached; no ticket was issued.",
}
_STREAM_DESCRIPTION = """Server-Sent Events, one `update` (unless `Last-Event-ID` names the current
version) then one per write of the game:

    id: 18
    event: update
    data: {"version": 18, "view": {...}, "events": [...]}

`view` is the caller's view at that version, exactly as `GET /v1/games/{game_id}` shows it to
the same seat (or spectator) in the same language; `events` are the events since the previous
message, as the caller may see them (on connect: those after `Last-Event-ID`, else none;
with `Last-Event-ID` the current version, nothing comes until the game moves). A
comment line (`: keep-alive`) comes at least every 15 seconds. After the last `update` of a
finished game: `event: end` with `data: {"version": n}`, and the server closes the stream. When
the seat's token is re-issued (a portal's `POST /v1/games/{game_id}/seats/{seat}/token`), the
old token's streams get `event: end` with `data: {"version": n, "reason": "token_replaced"}`
at once and close."""


def _last_event_id(call: Call) -> int | None:
    """The ``Last-Event-ID`` header: a version (400 when it is not a whole number ≥ 0)."""
    header = call.environ.get("HTTP_LAST_EVENT_ID")
    if header is None:
        return None
    try:
        loaded = _LAST_EVENT_ID_HEADER.load({_LAST_EVENT_ID: header})
    except ValidationError as error:
        raise Problem(400, "invalid_request", errors=translate_errors(error.messages)) from None
    return loaded["last_event_id"]


def _report_the_end(call: Call) -> Callable[[], None]:
    """What to do once the stream has ended: count it (and log it) as the request it was, in
    a copy of its request context (``api.http.observability`` counts a stream when it ends)."""
    started = g.get("started", time.perf_counter())
    request_id = g.get("request_id")
    access_log_on = call.services.config.access_log

    @copy_current_request_context
    def ended() -> None:
        g.request_id = request_id  # the log lines' id (this context has a new ``g``)
        metrics.STREAMS.dec()
        observability.stream_ended(200, started, access_log_on)

    return ended


def _ticket_seat(game_id: str, record: GameRecord, ticket: str) -> int:
    """The seat a ticket was issued for (used up now); 401 ``invalid_ticket`` if none."""
    redeemed = live_of(current_app).tickets.redeem(game_id, ticket)
    hashes = record.token_hashes
    if (
        redeemed is None
        or not 0 <= redeemed.seat < len(hashes)
        or not hmac.compare_digest(hashes[redeemed.seat], redeemed.token_hash)  # token replaced
    ):
        raise Problem(401, "invalid_ticket", headers={"WWW-Authenticate": "Bearer"})
    return redeemed.seat


@route(blp, "/<game_id>/stream", methods=["GET"])
@documented(
    blp.doc(
        operationId="stream",
        parameters=[
            {"in": "query", "schema": StreamQuery},
            {
                "in": "header",
                "name": _LAST_EVENT_ID,
                "required": False,
                "schema": {"type": "integer", "minimum": 0},
                "description": "The `id` of the last message received (EventSource sends it "
                "when it reconnects): the first message then carries every event since (`0`: "
                "every event, the creation's included). When it names the current version and "
                "no event is missing, no message comes until the game moves (the client has "
                "it): each version comes once.",
            },
        ],
    ),
    blp.response(
        200, StreamEvent, content_type="text/event-stream", description=_STREAM_DESCRIPTION
    ),
    *problem_responses(blp, _STREAM_ERRORS),
)
def stream(game_id: str) -> Response:
    """Follow the game live: its views and events as they happen (Server-Sent Events).

    With a seat token (or a ticket) the stream shows that seat's view and marks the seat
    `connected` while it is open; without, a spectator's. Opening it applies due timeouts.
    When the seat's token is re-issued, the old token's streams end at once (`end` with
    `"reason": "token_replaced"`) and the seat is no longer `connected`.
    """
    call = Call.of(request.environ)
    record = call.game(game_id)
    query = load_query(call, _STREAM_QUERY)
    after_version = _last_event_id(call)
    ticket = query.get("ticket")
    if ticket is None:
        seat = call.seat(record, required=False)
    else:
        seat = _ticket_seat(game_id, record, ticket)
    lang = call.locale
    live = live_of(current_app)
    body = GameStream(
        live.hub,
        call.services.games,
        live.settings,
        call.services.edges[record.game],
        game_id,
        seat,
        lang,
        client=call.environ.get("gunicorn.socket"),
        on_end=_report_the_end(call),
        token_hash=record.token_hashes[seat] if seat is not None else "",  # the one checked
    )
    body.open(after_version)
    metrics.STREAMS.inc()
    headers = {
        "Cache-Control": "no-store",
        "X-Accel-Buffering": "no",  # nginx: pass each message on at once
        "Content-Language": lang,
        "Vary": "Accept-Language, Authorization",
    }
    return Response(body, mimetype="text/event-stream", headers=headers, direct_passthrough=True)


@route(blp, "/<game_id>/stream-ticket", methods=["POST"])
@documented(
    blp.doc(
        operationId="stream_ticket",
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        security=[{"seatToken": []}],
    ),
    blp.response(200, StreamTicket, description="A ticket for one stream of the caller's seat."),
    *problem_responses(blp, _TICKET_ERRORS),
)
def stream_ticket(game_id: str) -> Response:
    """A one-use ticket to open the caller's seat's stream without headers (seat token required).

    Browsers' `EventSource` cannot send `Authorization`: open
    `GET /v1/games/{game_id}/stream?ticket=<ticket>` within `expires_in` seconds instead.
    """
    call = Call.of(request.environ)
    record = call.game(game_id)
    load_query(call, _LANG_QUERY)
    seat = call.seat(record, required=True)
    assert seat is not None
    tickets = live_of(current_app).tickets
    ticket = tickets.issue(game_id, seat, record.token_hashes[seat])
    payload: dict[str, Any] = {"ticket": ticket, "expires_in": tickets.seconds}
    return call.answer(payload, headers={"Cache-Control": "no-store"}, text=False)
