"""The Biblios HTTP API: ``create_app()`` is the WSGI application factory.

``gunicorn 'api:create_app()'`` serves it; configuration comes from the environment
(``api.config``).
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, request, send_from_directory
from flask_babel import Babel
from flask_cors import CORS
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_smorest import Api
from swagger_ui_bundle import swagger_ui_path

from . import games, problems, reference, schemas
from .auth import token_hash
from .config import Config
from .problems import request_locale
from .store import GameStore, StoreUnavailable

API_TITLE = "Biblios rules engine"
DOCS_ASSETS = "/v1/docs/assets"  # the interactive reference's scripts and styles
API_VERSION = "1.0.0"


class _ProblemApi(Api):
    """flask-smorest's Api, except that the ``default`` response of every operation documents
    what the app sends for any status the operation does not list (405...): an RFC 9457
    problem, not flask-smorest's own JSON error."""

    DEFAULT_ERROR_RESPONSE_NAME = "PROBLEM"

    def init_app(self, app: Flask, **kwargs: Any) -> None:
        super().init_app(app, **kwargs)
        self.spec.components.response(
            self.DEFAULT_ERROR_RESPONSE_NAME,
            {
                "description": "Any other error, as an RFC 9457 problem.",
                "content": {"application/problem+json": {"schema": schemas.ProblemOut}},
            },
            lazy=True,
        )


def create_app(config: Config | None = None) -> Flask:
    """A configured app (``config`` defaults to the environment's)."""
    config = config or Config.from_env()
    app = Flask(__name__)
    app.url_map.merge_slashes = False  # "//" is a 404 problem, not an HTML redirect
    app.config.update(
        BIBLIOS=config,
        MAX_CONTENT_LENGTH=config.max_body_bytes,
        API_TITLE=API_TITLE,
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/v1",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs",
        OPENAPI_SWAGGER_UI_URL=f"{DOCS_ASSETS}/",  # served by this app: no third-party CDN
        API_SPEC_OPTIONS={
            "info": {
                "description": "Rules-engine API for the board game Biblios (2–4 players), "
                "in English, Spanish, French and Russian. Errors are RFC 9457 problem+json "
                "with a stable `code`."
            },
            "components": {"securitySchemes": {"seatToken": {"type": "http", "scheme": "bearer"}}},
        },
    )
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    app.extensions["biblios_store"] = GameStore(
        config.redis_url, config.game_ttl, config.redis_timeout
    )
    Babel(app, locale_selector=request_locale)
    api = _ProblemApi(app)
    api.register_blueprint(games.blp)
    api.register_blueprint(reference.blp)
    app.add_url_rule(f"{DOCS_ASSETS}/<path:filename>", "docs_assets", _docs_asset)
    problems.register(app)  # after Api(): our problem+json handlers replace flask-smorest's
    app.register_error_handler(
        StoreUnavailable,
        lambda exc: problems.problem_response(problems.Problem(503, "store_unavailable")),
    )
    if config.rate_limit:
        Limiter(
            _client_key,
            app=app,
            default_limits=[config.rate_limit],
            storage_uri=config.redis_url,
            key_prefix="biblios:limits",
            swallow_errors=True,  # Redis down: the store answers 503 itself
            headers_enabled=True,
        )
    if config.cors_origins:
        CORS(
            app,
            origins=list(config.cors_origins),
            allow_headers=[
                "Authorization",
                "Content-Type",
                "If-Match",
                "If-None-Match",
                "Accept-Language",
            ],
            expose_headers=["ETag", "Location", "Content-Language"],
            max_age=600,
        )
    return app


def _docs_asset(filename: str) -> Response:
    """A file of the interactive reference page (Swagger UI, from swagger-ui-bundle)."""
    return send_from_directory(swagger_ui_path, filename, max_age=86400)


def _client_key() -> str:
    """Whom a rate limit counts: the seat token when there is one, else the address."""
    authorization = request.headers.get("Authorization")
    if authorization:
        return "t:" + token_hash(authorization)[:32]
    return "a:" + get_remote_address()
