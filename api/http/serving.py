"""The app that serves a request, kept in the request's WSGI environ.

The hot path's handlers read the request's WSGI environ once and pass it along rather than
look through Flask's context proxies (``current_app``, ``request``): each such lookup costs
more than what it then reads. ``install`` keeps the app there too, so that what they need of
it (its store, its service, its configuration) is one dictionary lookup away.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, current_app

__all__ = ["APP_KEY", "app_of", "install"]

APP_KEY = "biblios.app"


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
