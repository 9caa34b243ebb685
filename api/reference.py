"""Reference material: the localized catalog and rules, and the service's health."""

from __future__ import annotations

from flask import Response, current_app
from flask_smorest import Blueprint

from . import schemas
from .i18n import get_localizer
from .problems import request_locale
from .web import json_response, load_query

_LANG_QUERY = schemas.LangQuery()

blp = Blueprint("reference", __name__, url_prefix="/v1", description="Catalog, rules, health.")


@blp.route("/catalog/biblios", methods=["GET"])
@blp.doc(parameters=[{"in": "query", "schema": schemas.LangQuery}])
@blp.response(200, schemas.Catalog, description="Cards, categories, church effects, variants.")
def catalog() -> Response:
    """The cards, categories, church effects, phases and variants, localized."""
    load_query(_LANG_QUERY)
    return json_response(get_localizer(request_locale()).catalog(), headers=_cacheable())


@blp.route("/rules/biblios", methods=["GET"])
@blp.doc(parameters=[{"in": "query", "schema": schemas.LangQuery}])
@blp.response(200, schemas.Rules, description="The rules as localized sections.")
def rules() -> Response:
    """The rules of Biblios as sections (setup, gift phase, church cards, auction, penalty,
    Medieval Bluff, end of game and scoring...), in the request's language."""
    load_query(_LANG_QUERY)
    return json_response(get_localizer(request_locale()).rules(), headers=_cacheable())


@blp.route("/health", methods=["GET"])
@blp.response(200, schemas.Health, description="The API and its store are up.")
@blp.alt_response(503, schema=schemas.Health, description="Redis cannot be reached.")
def health() -> Response:
    """Whether the API can reach its store (Redis)."""
    up = current_app.extensions["biblios_store"].ping()
    body = {"status": "ok" if up else "degraded", "store": "ok" if up else "unavailable"}
    return json_response(body, 200 if up else 503, {"Cache-Control": "no-store"}, text=False)


def _cacheable() -> dict[str, str]:
    return {"Cache-Control": "public, max-age=3600"}
