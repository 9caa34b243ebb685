"""The one JSON writer of the API: success answers and problem+json alike."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import orjson
from flask import Response
from werkzeug.datastructures import Headers

from ..i18n import request_locale
from ..i18n.encoded import plain

__all__ = ["VARY", "JsonResponse", "json_response"]

#: Headers werkzeug rewrites as it sends a response (``Response.get_wsgi_headers``).
_REWRITTEN = frozenset(("location", "content-location"))


class JsonResponse(Response):
    """A response of ``json_response``: its headers are sent as they were set.

    werkzeug sends a copy of a response's headers, made to rewrite a ``Location`` or to drop
    what a 1xx, 204 or 304 must not carry. A JSON answer with a body and neither header needs
    none of that, and the copy (each header checked again as it is added) cost more than the
    rest of sending it; such a response sends its own headers, through werkzeug's documented
    ``Response.get_wsgi_headers`` (overridden here, nothing of werkzeug replaced). Measured
    with the body's fast path (``api.http.reading``): 162,000 CPU instructions a move, 10.6 %
    (docs/benchmarks.md, "The two fast paths").
    """

    rewritten = False
    """Whether the response carries a header werkzeug rewrites (then it makes its copy)."""

    def get_wsgi_headers(self, environ: dict[str, Any]) -> Headers:
        status = self.status_code
        if self.rewritten or status < 200 or status in (204, 304):
            return super().get_wsgi_headers(environ)
        return self.headers


def json_response(
    data: Any,
    status: int = 200,
    headers: Mapping[str, str] | None = None,
    text: bool = True,
    mimetype: str = "application/json",
    lang: str | None = None,
) -> JsonResponse:
    """A JSON answer (orjson); ``text`` marks one that carries localized sentences, so it says
    its language (``lang``, else the request's) and that it varies with the request's."""
    try:
        body = orjson.dumps(data)
    except TypeError:  # an integer beyond 64 bits echoed from a request
        body = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=plain).encode()
    response = JsonResponse(body, status=status, content_type=mimetype)
    # Added after the body: werkzeug's ``set`` of Content-Type and Content-Length then has no
    # other headers to look through first.
    fields = response.headers
    if text:
        fields.add("Content-Language", lang or request_locale())
        fields.add(*_VARY)
    if headers:
        for name, value in headers.items():
            fields.add(name, value)
            if name.lower() in _REWRITTEN:
                response.rewritten = True
    return response


_VARY = ("Vary", "Accept-Language, Authorization")
#: What an answer with localized sentences varies with (a header field: name, value).
VARY = _VARY
