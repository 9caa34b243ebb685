"""The app factory, ``create_app()`` (exported by the package: ``api.create_app``), and the
routes of the app itself (home page, icon, the interactive reference's assets).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from flask import Flask, Response, redirect, send_from_directory
from flask_cors import CORS
from flask_smorest import Api

from . import i18n, live
from .composition import build_services
from .config import Config
from .games import GameEdge
from .http import limits, observability, problems, serving, stream_caps
from .http.examples import GameExamples
from .http.routes import exports as export_routes
from .http.routes import games as game_routes
from .http.routes import learning as learning_routes
from .http.routes import portals as portal_routes
from .http.routes import reference
from .http.routes import streams as stream_routes
from .http.routes import web_client as play
from .play.store import OutcomeUnknown, StoreUnavailable
from .portals import webhooks
from .schemas import common as schemas
from .schemas import openapi, openapi_fields

API_TITLE = "Biblios rules engine"
DOCS_ASSETS = "/v1/docs/assets"  # the interactive reference's scripts and styles
#: Swagger UI, vendored from npm's swagger-ui-dist (the version is in its VERSION file).
SWAGGER_UI = Path(__file__).resolve().parent / "static" / "swagger-ui"
API_VERSION = "3.0.0"


class _ProblemApi(Api):
    """flask-smorest's Api, except that the ``default`` response of every operation documents
    what the app sends for any status the operation does not list (405...): an RFC 9457
    problem, not flask-smorest's own JSON error."""

    DEFAULT_ERROR_RESPONSE_NAME = "PROBLEM"

    def init_app(self, app: Flask, **kwargs: Any) -> None:
        super().init_app(app, **kwargs)
        openapi_fields.install(self)
        self.spec.components.response(
            self.DEFAULT_ERROR_RESPONSE_NAME,
            {
                "description": "Any other error, as an RFC 9457 problem.",
                "content": {"application/problem+json": {"schema": schemas.ProblemOut}},
            },
            lazy=True,
        )


def create_app(
    config: Config | None = None,
    clock: Callable[[], float] | None = None,
    games: Iterable[str] | None = None,
) -> Flask:
    """A configured app (``config`` defaults to the environment's; ``clock``, the Unix time
    the games' clocks read, to ``time.time``: tests drive time through it) serving the games
    ``games`` (ids, in that order; None: every installed game, then those plugged in with
    ``api.games.register``).

    The composition root: the services and the games' edges are built here
    (``api.composition.build_services``), then the routes and the document from them."""
    config = config or Config.from_env()
    services = build_services(config, clock or time.time, games)
    app = Flask(__name__)
    app.url_map.merge_slashes = False  # "//" is a 404 problem, not an HTML redirect
    app.config.update(
        BIBLIOS=config,
        MAX_CONTENT_LENGTH=config.max_body_bytes,
        API_TITLE=API_TITLE,
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/v1",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs",
        OPENAPI_SWAGGER_UI_URL=f"{DOCS_ASSETS}/",  # served by this app: no third-party CDN
        OPENAPI_SWAGGER_UI_CONFIG={"tryItOutEnabled": False, "displayRequestDuration": True},
        API_SPEC_OPTIONS={
            "info": {"description": _description(services.edges.values())},
            "components": {
                "securitySchemes": {
                    "seatToken": {
                        "type": "http",
                        "scheme": "bearer",
                        "description": "A seat token, as the game's creation returned it: acts "
                        "and sees as that seat.",
                    },
                    "portalKey": {
                        "type": "http",
                        "scheme": "bearer",
                        "description": "A portal's API key (the server keeps only its SHA-256, "
                        "in BIBLIOS_PORTALS_FILE): creates games when portals are configured, "
                        "lists the portal's games, re-issues seat tokens, reads its games as a "
                        "spectator. Never acts as a seat.",
                    },
                }
            },
            "webhooks": webhooks.openapi_webhooks(),
            # Operations that say nothing take any credential or none (spectators: the empty
            # requirement first); the others say what they need, or `security: []`.
            "security": [{}, {"seatToken": []}, {"portalKey": []}],
        },
    )
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    i18n.configure(config.locales_dir)
    observability.configure_logging(config.log_level)
    observability.init_app(app, config.access_log)
    serving.give_services(app, services)  # the routes' one way to them: serving.services_of
    live.install(app, config, services.store)
    limits.install(app, config)  # before any other before_request: a refused request costs little
    stream_caps.install(app, config)  # then the streams each client holds
    # the document's examples: the games served (api.http.examples)
    api = _ProblemApi(app, spec_kwargs={"extra_plugins": [GameExamples(services.edges)]})
    api.register_blueprint(game_routes.blp)
    api.register_blueprint(stream_routes.blp)
    api.register_blueprint(portal_routes.blp)
    api.register_blueprint(export_routes.blp)
    api.register_blueprint(learning_routes.blp)
    api.register_blueprint(reference.blueprint(services.edges))
    webhooks.document(api.spec)
    openapi.finish(api, services.edges)
    app.add_url_rule(f"{DOCS_ASSETS}/<path:filename>", "docs_assets", _docs_asset)
    app.add_url_rule("/", "home", _home)
    app.add_url_rule("/favicon.ico", "favicon", _favicon)
    app.register_blueprint(play.blueprint(services.edges))  # the reference web client at /play/
    problems.register(app)  # after Api(): our problem+json handlers replace flask-smorest's
    app.register_error_handler(
        StoreUnavailable,
        lambda exc: problems.problem_response(problems.Problem(503, "store_unavailable")),
    )
    app.register_error_handler(  # a lost reply to a write: not "nothing was changed"
        OutcomeUnknown,
        lambda exc: problems.problem_response(problems.Problem(503, "outcome_unknown")),
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
                "Idempotency-Key",
                "Accept-Language",
                "Last-Event-ID",
            ],
            expose_headers=list(openapi_fields.EXPOSED_HEADERS),
            methods=["GET", "HEAD", "POST", "OPTIONS"],  # every method the API serves
            max_age=600,
        )
    serving.install(app)
    return app


def _description(served: Iterable[GameEdge]) -> str:
    """The document's description: the games ``served``, each with its numbers of players."""
    named = [
        f"{edge.name or edge.id} ({edge.game.info.min_players}–{edge.game.info.max_players} "
        "players)"
        for edge in served
    ]
    games = named[0] if len(named) == 1 else f"{', '.join(named[:-1])} and {named[-1]}"
    board_games = "the board game" if len(named) == 1 else "the board games"
    return (
        f"Rules-engine API for {board_games} {games}, in English, Spanish, French and Russian. "
        "Errors are RFC 9457 problem+json with a stable `code`."
    )


PLAY_ICON = Path(__file__).resolve().parent / "static" / "play" / "icon.svg"


def _docs_asset(filename: str) -> Response:
    """A file of the interactive reference page (Swagger UI, vendored: ``SWAGGER_UI``)."""
    return send_from_directory(SWAGGER_UI, filename, max_age=86400)


def _home() -> Response:
    """``/``: the interactive reference."""
    return redirect("/v1/docs", 302)


def _favicon() -> Response:
    """What browsers ask every site for (the reference page names none): the web client's
    icon."""
    return send_from_directory(
        PLAY_ICON.parent, PLAY_ICON.name, mimetype="image/svg+xml", max_age=86400
    )
