"""What a portal does with its key (play-contract, "Portals"): list its games, and give a
player who lost their seat token a new one.

``GET /v1/games`` lists the portal's own games, newest first, a page at a time
(``api.portals.listing``); ``POST /v1/games/{id}/seats/{seat}/token`` replaces a person's seat token
(the old one stops working at once). Both need ``Authorization: Bearer <portal key>`` (401
``invalid_portal_key`` without one, in open mode too); another portal's game is 404 to a portal,
as if it did not exist.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Response, request
from flask_smorest import Blueprint

from ...i18n import N_, Localizer
from ...i18n.field_messages import Message
from ...play.presenting import rfc3339, seat_names
from ...play.seat_tokens import new_token, token_hash
from ...play.service import load_table
from ...play.store import GameRecord
from ...portals.listing import Listed, decode_cursor, encode_cursor
from ...schemas import common as schemas
from ..problems import Problem
from ..reading import Call, documented, load_empty, load_query, route
from .problem_docs import problem_responses

log = logging.getLogger(__name__)

blp = Blueprint(
    "portals",
    __name__,
    url_prefix="/v1/games",
    description="A portal's games: list them, re-issue a lost seat token (portal key needed).",
)

_LIST_QUERY = schemas.ListGamesQuery()
_LANG_QUERY = schemas.LangQuery()
_EMPTY = schemas.EmptyRequest()
_BAD_CURSOR = Message(N_("Not a cursor of this list: use next_cursor as it was given."))
_PORTAL_KEY = [{"portalKey": []}]
_ERRORS = {
    400: "The query or body is not valid (`errors` lists the fields).",
    401: "No valid portal key (`invalid_portal_key`).",
    404: "No such game, no such seat, or another portal's game.",
    413: "The body is over 16 KiB.",
    422: "The seat is a bot's (`bot_seat`).",
    429: "Too many requests.",
    503: "Redis cannot be reached; nothing was written.",
}


@route(blp, "", methods=["GET"])
@documented(
    blp.doc(
        operationId="list_games",
        parameters=[{"in": "query", "schema": schemas.ListGamesQuery}],
        security=_PORTAL_KEY,
    ),
    blp.response(200, schemas.GameList, description="A page of the portal's games."),
    *problem_responses(blp, _ERRORS, 400, 401, 429, 503),
)
def list_games() -> Response:
    """The portal's own games, newest first, a page at a time (portal key required).

    Filters: `status` (`active` or `over`) and `external_id` (games with a seat of that
    external id). Pass `next_cursor` as `cursor` for the next page; games created meanwhile
    never make a page repeat or skip one.
    """
    call = Call.of(request.environ)
    query = load_query(call, _LIST_QUERY)
    after = None
    if "cursor" in query:
        after = decode_cursor(query["cursor"])
        if after is None:
            raise Problem(400, "invalid_request", errors={"cursor": [_BAD_CURSOR.format()]})
    portal = call.require_portal()
    games, more = call.services.listing.page(
        portal.id,
        query["limit"],
        after=after,
        status=query.get("status"),
        external_id=query.get("external_id"),
    )
    now = call.services.games.clock()
    lang = call.locale
    payload = {
        "games": [
            _listed(listed, now, call.services.localizer(lang, listed.record.game))
            for listed in games
        ],
        "next_cursor": None if more is None else encode_cursor(more),
    }
    return call.answer(payload, headers={"Cache-Control": "no-store"})


def _listed(listed: Listed, now: float, loc: Localizer) -> dict[str, Any]:
    """A game of the listing, its seats named in ``loc``'s language."""
    record, table = listed.record, listed.table
    names = seat_names(record, table, loc)
    external_ids = record.meta.get("external_ids") or []
    return {
        "id": listed.game_id,
        "game": record.game,
        "players": len(table.seats),
        "phase": table.view(None).get("phase"),
        "version": record.version,
        "to_act": list(table.waiting_for()),
        "seats": [
            {
                "seat": seat,
                "name": names[seat],
                "bot": held.bot,
                "external_id": external_ids[seat] if seat < len(external_ids) else None,
                "status": held.status,
                "connected": record.presence.get(seat, 0.0) > now,
            }
            for seat, held in enumerate(table.seats)
        ],
        "created_at": rfc3339(float(record.meta.get("created_at", 0))),
        "updated_at": rfc3339(listed.updated_at),
    }


@route(blp, "/<game_id>/seats/<int:seat>/token", methods=["POST"])
@documented(
    blp.doc(
        operationId="reissue_token",
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        security=_PORTAL_KEY,
    ),
    blp.response(200, schemas.NewSeatToken, description="The seat's new token."),
    *problem_responses(blp, _ERRORS, 400, 401, 404, 413, 422, 429, 503),
)
def reissue_token(game_id: str, seat: int) -> Response:
    """Give a person's seat a new token (portal key required): for a player who lost theirs.

    The old token stops working at once. The body is empty (or `{}`). A bot's seat has no
    token: 422 `bot_seat`.
    """
    call = Call.of(request.environ)
    record = call.game(game_id)  # 404: unknown, or another portal's
    if seat >= len(record.token_hashes):
        raise Problem(404, "not_found")
    load_empty(call, _EMPTY)  # 413, 400
    load_query(call, _LANG_QUERY)
    portal = call.require_portal()  # 401
    loc = call.services.localizer(call.locale, record.game)
    if not record.token_hashes[seat]:
        raise _bot_seat(record, seat, loc)
    token = new_token()
    done = call.services.store.replace_token(game_id, seat, token_hash(token))
    if done == 0:
        raise Problem(404, "game_not_found", {"id": game_id})
    if done < 0:  # the seats never change: only a record changed under us gets here
        raise _bot_seat(record, seat, loc)
    log.info("portal %s re-issued the token of seat %s of game %s", portal.id, seat, game_id)
    return call.answer(
        {"seat": seat, "token": token}, headers={"Cache-Control": "no-store"}, text=False
    )


def _bot_seat(record: GameRecord, seat: int, loc: Localizer) -> Problem:
    names = seat_names(record, load_table(record), loc)
    return Problem(422, "bot_seat", {"seat": seat}, game=record.game, names=names)
