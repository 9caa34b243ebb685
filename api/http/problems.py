"""Errors as RFC 9457 problem+json, with a stable ``code`` and a localized ``detail``."""

from __future__ import annotations

from typing import Any

from flask import Flask, Response
from werkzeug.exceptions import HTTPException

from ..i18n import get_localizer, request_locale
from ..play.refusals import Refused
from .observability import request_id
from .responses import json_response
from .serving import current_services

PROBLEM_TYPE_BASE = "https://biblios.dev/problems/"

# The stable code of each HTTP error that reaches us as a werkzeug exception.
_HTTP_CODES = {
    400: "invalid_request",
    401: "invalid_token",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    412: "stale_version",
    413: "payload_too_large",
    415: "unsupported_media_type",
    429: "rate_limited",
    503: "store_unavailable",
}


class Problem(Exception):
    """An answer other than success: HTTP status, stable code, and what the sentence needs."""

    def __init__(
        self,
        status: int,
        code: str,
        params: dict[str, Any] | None = None,
        errors: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
        game: str | None = None,
        names: list[str] | None = None,
    ) -> None:
        super().__init__(code)
        self.status = status
        self.code = code
        self.params = params or {}
        self.errors = errors
        self.headers = headers or {}
        self.game = game  # whose vocabulary renders the detail (a game's own codes)
        self.names = names  # the players' names, for a detail that names a seat


#: The status of each refusal of the services (``api.play.refusals``) that is not 422 (a rule
#: of the game broken, a name refused...).
REFUSAL_STATUS = {
    "game_not_found": 404,
    "invalid_token": 401,
    "conflict": 409,
    "seat_not_taken_over": 409,  # a state conflict rather than a bad request
    "stale_version": 412,
    "hint_unavailable": 503,  # the bots' worker did not answer in time: ask again
}


def refused(refusal: Refused) -> Problem:
    """The problem that answers ``refusal``: its status, and the headers that status calls
    for (a 401's challenge, a 412's current ``ETag``)."""
    status = REFUSAL_STATUS.get(refusal.code, 422)
    headers = {}
    if status == 401:
        headers["WWW-Authenticate"] = "Bearer"
    elif status == 412:
        headers["ETag"] = f'"{refusal.params["version"]}"'
    if refusal.retry_after is not None:
        headers["Retry-After"] = str(refusal.retry_after)
    return Problem(
        status,
        refusal.code,
        refusal.params,
        headers=headers,
        game=refusal.game,
        names=refusal.names,
    )


def problem_response(problem: Problem) -> Response:
    locale = request_locale()
    game = problem.game  # a game's own problem: its texts, as the app serving it has them
    loc = current_services().localizer(locale, game) if game else get_localizer(locale)
    body: dict[str, Any] = {
        "type": PROBLEM_TYPE_BASE + problem.code,
        "title": loc.title(problem.status),
        "status": problem.status,
        "detail": loc.error(problem.code, _detail_params(problem), problem.names),
        "code": problem.code,
    }
    if problem.params:
        body["params"] = {name: _echo(value) for name, value in problem.params.items()}
    if problem.errors is not None:
        body["errors"] = problem.errors
    rid = request_id()
    if rid is not None:
        body["request_id"] = rid
    return json_response(body, problem.status, problem.headers, mimetype="application/problem+json")


def _detail_params(problem: Problem) -> dict[str, Any]:
    """What the detail sentence names: a 400's fields too (its ``errors``, as paths)."""
    if problem.code == "invalid_request" and problem.errors:
        fields = sorted(set(field_paths(problem.errors)))
        if fields:
            return {**problem.params, "fields": fields}
    return problem.params


def field_paths(errors: Any, prefix: str = "") -> list[str]:
    """The fields a 400's ``errors`` names, as dotted paths (``seats.0.name``); the errors of
    a whole object or of the body (``_schema``, ``_body``) name their parent (the body: none)."""
    if not isinstance(errors, dict):
        return [prefix] if prefix else []
    paths = []
    for key, value in errors.items():
        child = prefix if str(key).startswith("_") else f"{prefix}.{key}" if prefix else str(key)
        paths += field_paths(value, child)
    return paths


MAX_ECHO = 64  # characters of a request's value echoed back in a problem's params


def _echo(value: Any) -> Any:
    """A parameter as echoed back: a long string from the request is cut (a card id, a game
    id...); lists are cut the same way, item by item."""
    if isinstance(value, str) and len(value) > MAX_ECHO:
        return value[: MAX_ECHO - 1] + "…"
    if isinstance(value, list):
        return [_echo(item) for item in value[:MAX_ECHO]]
    return value


def _from_http_exception(exc: HTTPException) -> Response:
    status = exc.code or 500
    if status == 422:  # webargs' schema errors: the contract calls them 400 invalid_request
        status = 400
    code = _HTTP_CODES.get(status, "internal_error" if status >= 500 else "invalid_request")
    errors = None
    data = getattr(exc, "data", None)
    if isinstance(data, dict) and "messages" in data:
        errors = _flatten_messages(data["messages"])
    headers = {}
    valid_methods = getattr(exc, "valid_methods", None)
    if status == 405 and valid_methods:
        headers["Allow"] = ", ".join(valid_methods)
    return problem_response(Problem(status, code, errors=errors, headers=headers))


def _flatten_messages(messages: Any) -> dict[str, Any]:
    """webargs nests field errors under the location ("json", "query"): drop that level."""
    if isinstance(messages, dict) and len(messages) == 1:
        ((location, inner),) = messages.items()
        if location in ("json", "query", "headers", "form") and isinstance(inner, dict):
            return inner
    return messages if isinstance(messages, dict) else {"_schema": messages}


def register(app: Flask) -> None:
    """Answer every error of the app as problem+json (never an HTML page or a stack trace)."""
    app.register_error_handler(Problem, problem_response)
    app.register_error_handler(Refused, lambda refusal: problem_response(refused(refusal)))
    app.register_error_handler(HTTPException, _from_http_exception)

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:  # the last resort: logged, never leaked
        app.logger.exception("unexpected error")
        return problem_response(Problem(500, "internal_error"))
