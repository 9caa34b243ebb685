"""Reference material: the games served and their parameters, each game's localized catalog
and rules, and the service's health.

``/v1/catalog/<game>`` and ``/v1/rules/<game>`` exist once per game the app serves
(``api.games``), each documented with its game's schemas: ``blueprint()`` builds them when the
app is created.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from flask import Response, request
from flask_smorest import Blueprint

from ...games import GameEdge
from ...i18n import SUPPORTED
from ...schemas import common as schemas
from ...schemas import openapi_fields
from ..reading import Call, documented, load_query, route

_LANG_QUERY = schemas.LangQuery()
#: What a language-free operation takes: no parameter (an unknown one is 400, as everywhere).
_NO_QUERY = schemas.NoQuery()
_LANG_PARAMETER = [{"in": "query", "schema": schemas.LangQuery}]
_TEXT_HEADERS = {"Content-Language": openapi_fields.content_language(SUPPORTED)}


def _localized_get(blp: Blueprint, rule: str, schema: Any, description: str) -> Any:
    """A GET of a localized text (``lang``, no key) answered with ``schema``, documented."""

    def register(view: Any) -> Any:
        return route(blp, rule, methods=["GET"])(
            documented(
                blp.doc(
                    parameters=_LANG_PARAMETER,
                    security=[],
                    responses={200: {"headers": copy.deepcopy(_TEXT_HEADERS)}},
                ),
                blp.response(200, schema, description=description),
            )(view)
        )

    return register


def blueprint(served: Mapping[str, GameEdge]) -> Blueprint:
    """The reference routes for the games ``served``, and the health check."""
    blp = Blueprint("reference", __name__, url_prefix="/v1", description="Catalog, rules, health.")
    for edge in served.values():
        _localized_get(blp, f"/catalog/{edge.id}", edge.catalog_schema, "The game's components.")(
            _catalog_of(edge)
        )
        _localized_get(blp, f"/rules/{edge.id}", schemas.Rules, "The rules as localized sections.")(
            _rules_of(edge)
        )
    route(blp, "/game-types", methods=["GET"])(
        documented(
            blp.doc(security=[], operationId="game_types"),
            blp.response(
                200,
                schemas.GameTypes,
                description="Every game served, with what it may be created with.",
            ),
        )(game_types)
    )
    route(blp, "/health", methods=["GET"])(
        documented(
            blp.doc(security=[]),
            blp.response(200, schemas.Health, description="The API and its store are up."),
            blp.alt_response(503, schema=schemas.Health, description="Redis cannot be reached."),
        )(health)
    )
    return blp


def _catalog_of(edge: GameEdge) -> Callable[[], Response]:
    def catalog() -> Response:
        call = Call.of(request.environ)
        load_query(call, _LANG_QUERY)
        catalog = edge.localizer(call.locale).catalog()
        return call.answer(catalog, headers=_cacheable())

    catalog.__name__ = f"catalog_{edge.id}"
    catalog.__doc__ = f"The cards and other components of {edge.id}, localized."
    return catalog


def _rules_of(edge: GameEdge) -> Callable[[], Response]:
    def rules() -> Response:
        call = Call.of(request.environ)
        load_query(call, _LANG_QUERY)
        rules = edge.localizer(call.locale).rules()
        return call.answer(rules, headers=_cacheable())

    rules.__name__ = f"rules_{edge.id}"
    rules.__doc__ = f"The rules of {edge.id} as sections, in the request's language."
    return rules


def game_types() -> Response:
    """The games this server runs, and what each may be created with.

    For each game: its player counts, variants, first seat and own options (each a field of
    `POST /v1/games` for it), with their types, ranges and defaults, and its bots. Language-free:
    the game's catalog names its variants and options. A client builds its new-game form from
    it."""
    call = Call.of(request.environ)
    load_query(call, _NO_QUERY)
    body = {"games": [edge.game_type() for edge in call.services.edges.values()]}
    return call.answer(body, headers=_cacheable(), text=False)


def health() -> Response:
    """Whether the API can reach its store (Redis)."""
    call = Call.of(request.environ)
    load_query(call, _NO_QUERY)
    up = call.services.store.ping()
    body = {"status": "ok" if up else "degraded", "store": "ok" if up else "unavailable"}
    return call.answer(body, 200 if up else 503, {"Cache-Control": "no-store"}, text=False)


def _cacheable() -> dict[str, str]:
    return {"Cache-Control": "public, max-age=3600"}
