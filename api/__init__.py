"""The Biblios HTTP API: ``create_app()`` is the WSGI application factory (``api.app``).

``gunicorn 'api:create_app()'`` serves it; configuration comes from the environment
(``api.config``).

The package imports nothing itself: gunicorn's master reads ``gunicorn.conf.py`` before it
forks, and each gevent worker must patch the standard library before Flask, redis-py and what
they use are imported (``ssl`` imported before the
patch is what gevent warns about: "Monkey-patching ssl after ssl has already been imported").
The factory and its module's names are loaded on first use.

The composition root: ``create_app(config, clock, games)`` (``api.app``) builds, through
``api.composition.build_services``, the services (store, game service, listing, hint and
review desks) and the edges of the games it serves (``games``: ids; default every game of the
engine's ``INSTALLED``), then the routes and the OpenAPI document from them. Nothing is built
at import time: a module declares (schemas, routes, a game's ``EDGE``), the root builds, so an
app may serve any set of games in any order. Routes reach the services through one typed
accessor, ``api.http.serving.services_of(app)`` (``current_services()``,
``services_at(environ)``), never a string key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import API_TITLE, API_VERSION, DOCS_ASSETS, SWAGGER_UI, create_app

__all__ = ["API_TITLE", "API_VERSION", "DOCS_ASSETS", "SWAGGER_UI", "create_app"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import app

        return getattr(app, name)
    raise AttributeError(f"module 'api' has no attribute {name!r}")
