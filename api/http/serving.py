"""The app that serves a request, kept in the request's WSGI environ, and its services.

``services_of(app)`` (``current_services()`` in a request, ``services_at(environ)`` on the hot
path) is the one way to the services the composition root built (``api.composition.Services``:
the store, the game service, the listing, the hint and review desks, the configuration); no
module names the key they are kept under.

The hot path's handlers read the request's WSGI environ once and pass it along rather than
look through Flask's context proxies (``current_app``, ``request``): each such lookup costs
more than what it then reads. ``install`` keeps the app there too, so that what they need of
it (its store, its service, its configuration) is one dictionary lookup away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from flask import Flask, current_app

if TYPE_CHECKING:
    from ..composition import Services

__all__ = ["APP_KEY", "app_of", "current_services", "install", "services_at", "services_of"]

APP_KEY = "biblios.app"
_SERVICES = "biblios_services"  # private: read through services_of


def give_services(app: Flask, services: Services) -> None:
    """Give ``app`` the services the composition root built for it (``services_of``)."""
    app.extensions[_SERVICES] = services


def services_of(app: Flask) -> Services:
    """The services of ``app`` (``api.composition.Services``)."""
    return app.extensions[_SERVICES]


def current_services() -> Services:
    """The services of the app serving the current request."""
    return current_app.extensions[_SERVICES]


def services_at(environ: dict[str, Any]) -> Services:
    """The services of the app serving the request of ``environ`` (the hot path's way: one
    dictionary lookup past the app: ``app_of`` inlined, a move reads it several times)."""
    app = environ.get(APP_KEY)
    if app is None:
        app = current_app.app_context().app
    return app.extensions[_SERVICES]


def install(app: Flask) -> None:
    """Keep ``app`` in the environ of every request it serves."""
    inner = app.wsgi_app

    def wsgi_app(environ: dict[str, Any], start_response: Any) -> Any:
        environ[APP_KEY] = app
        return inner(environ, start_response)

    app.wsgi_app = wsgi_app  # type: ignore[method-assign]


def app_of(environ: dict[str, Any]) -> Flask:
    """The app serving the request of ``environ`` (through ``current_app`` when the request
    context was made without the app's WSGI entry: ``app.test_request_context()``)."""
    app = environ.get(APP_KEY)
    return app if app is not None else current_app.app_context().app  # the app, not its proxy
