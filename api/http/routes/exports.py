"""A finished game as a document anyone can verify (play-contract, "Fair shuffles and game
export"): ``GET /v1/games/{id}/export``, checked offline by ``biblios-verify FILE``.

Anyone holding the game's id may export it once it is over (409 ``game_not_over`` before:
the export reveals the server seed); a portal's key reads only its own games (another
portal's game is 404). The document is ``engine.export.export_game``'s.
"""

from __future__ import annotations

from flask import Response, request
from flask_smorest import Blueprint

from engine.export import export_game

from ...play.presenting import fairness_of, seat_names
from ...schemas import common as schemas
from ...schemas import openapi_fields
from ..problems import Problem
from ..reading import Call, documented, etag, load_query, route
from .problem_docs import problem_responses

blp = Blueprint(
    "export",
    __name__,
    url_prefix="/v1/games",
    description="Export a finished game, to verify its shuffles and its result offline.",
)

_LANG_QUERY = schemas.LangQuery()
_ERRORS = {
    400: "The query is not valid.",
    401: "Malformed or foreign token.",
    404: "No such game (or another portal's).",
    409: "The game is not over yet (`game_not_over`).",
    429: "Too many requests.",
    503: "Redis cannot be reached.",
}


@route(blp, "/<game_id>/export", methods=["GET"])
@documented(
    blp.doc(
        operationId="export_game",
        parameters=[{"in": "query", "schema": schemas.LangQuery}],
        responses={
            200: {"content": {"application/json": {"schema": openapi_fields.ref("ExportDocument")}}}
        },
    ),
    blp.response(200, description="The game's export document, by `game`."),
    *problem_responses(blp, _ERRORS),
)
def export(game_id: str) -> Response:
    """The finished game as one JSON document: setup, fairness (the server seed revealed),
    seats, every action and the result. Verify it with `biblios-verify FILE` (or
    `python -m engine.verify FILE`): no server needed."""
    call = Call.of(request.environ)
    record = call.game(game_id)
    load_query(call, _LANG_QUERY)
    call.seat(record, required=False)  # 401 for a token that is no seat's
    now = call.services.games.current(game_id, record)  # due timeouts first: they may end the game
    record, table = now.record, now.table
    if not table.is_over():
        raise Problem(409, "game_not_over", {"id": game_id})
    names = seat_names(record, table, call.services.localizer(call.locale, record.game))
    external_ids = record.meta.get("external_ids") or []
    seats = [
        {
            "name": names[seat],
            "external_id": external_ids[seat] if seat < len(external_ids) else None,
        }
        for seat in range(len(table.seats))
    ]
    document = export_game(table, fairness=fairness_of(record), seats=seats)
    headers = {
        "ETag": etag(record.version),
        "Cache-Control": "private, max-age=60",
        "Content-Disposition": f'attachment; filename="{record.game}-{game_id}.json"',
    }
    return call.answer(document, headers=headers)
