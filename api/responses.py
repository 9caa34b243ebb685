"""The one JSON writer of the API: success answers and problem+json alike."""

from __future__ import annotations

import json
from typing import Any

import orjson
from flask import Response

from .i18n import request_locale

__all__ = ["json_response"]


def json_response(
    data: Any,
    status: int = 200,
    headers: dict[str, str] | None = None,
    text: bool = True,
    mimetype: str = "application/json",
    lang: str | None = None,
) -> Response:
    """A JSON answer (orjson); ``text`` marks one that carries localized sentences, so it says
    its language (``lang``, else the request's) and that it varies with the request's."""
    try:
        body = orjson.dumps(data)
    except TypeError:  # an integer beyond 64 bits echoed from a request
        body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    response = Response(body, status=status, content_type=mimetype)
    # Added after the body: werkzeug's ``set`` of Content-Type and Content-Length then has no
    # other headers to look through first.
    fields = response.headers
    if text:
        fields.add("Content-Language", lang or request_locale())
        fields.add(*_VARY)
    if headers:
        fields.extend(headers)
    return response


_VARY = ("Vary", "Accept-Language, Authorization")
