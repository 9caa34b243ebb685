"""Reading a request: its body, its query, its entity tags (every reader takes the request's
``api.http.access.Call``, made once at the start of each route)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from flask import request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from ..i18n import N_
from ..i18n.field_messages import Message, translate_errors
from .admission import BODY_LATE
from .problems import Problem
from .serving import app_of

if TYPE_CHECKING:
    from .access import Call

_NOT_JSON = Message(N_("Not a valid JSON document."))
_NOT_AN_OBJECT = Message(N_("Expected a JSON object."))
_DUPLICATE_KEY = Message(N_("The key “%(key)s” appears more than once."))
JSON_TYPE = "application/json"
_VERSION_TAG = re.compile(r'\s*(?:W/)?"([0-9]{1,18})"\s*')  # an entity-tag (RFC 9110)
_LENGTH = re.compile(r"[0-9]{1,15}")


def load_body(schema: Schema, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a JSON object read by ``load_json``) validated against ``schema``: 400 when it
    does not fit."""
    return _load(schema, data)


def load_json(call: Call) -> dict[str, Any]:
    """The JSON object of the body: 413 when too large, 415 when it is not declared as JSON,
    400 when it is not one JSON object (duplicate keys included)."""
    return parse_json(read_json_body(call))


def load_empty(call: Call, schema: Schema) -> None:
    """A body that must be empty or ``{}`` (``schema``: the empty object's): 413, 400 else."""
    if request.content_length or request.headers.get("Transfer-Encoding"):
        _load(schema, load_json(call))


def read_json_body(call: Call, limit: int | None = None) -> bytes:
    """The raw body of a JSON request: 413 when too large (over ``limit`` bytes when given, else
    the app's ``MAX_CONTENT_LENGTH``), 415 when it is not declared as JSON."""
    environ = call.environ
    raw = _read_body(environ, limit)
    if environ.get("CONTENT_TYPE") == JSON_TYPE:  # the common case, without parsing
        return raw
    if request.mimetype != JSON_TYPE and (raw or request.mimetype):
        raise Problem(415, "unsupported_media_type", {"expected": JSON_TYPE})
    return raw


def parse_json(raw: bytes) -> dict[str, Any]:
    """The one JSON object of ``raw``: 400 when it is anything else (duplicate keys
    included)."""
    try:
        data = json.loads(raw, parse_constant=_not_json, object_pairs_hook=_unique_keys)
        # A lone surrogate ("\ud800") parses but cannot be written back as UTF-8 (in an error
        # message, a name, Redis): such a document is refused like any non-JSON body.
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except _DuplicateKey as duplicate:
        message = _DUPLICATE_KEY.format(key=duplicate.key[:40])
        raise Problem(400, "invalid_request", errors={"_body": [message]}) from None
    except (ValueError, RecursionError):  # UnicodeError is a ValueError; RecursionError: nesting
        raise Problem(400, "invalid_request", errors={"_body": [_NOT_JSON.format()]}) from None
    if not isinstance(data, dict):
        raise Problem(400, "invalid_request", errors={"_body": [_NOT_AN_OBJECT.format()]})
    return data


def _read_body(environ: dict[str, Any], limit: int | None = None) -> bytes:
    """The raw body: 413 when too large, 400 when it cannot be read whole, 408 when it did not
    arrive in time (``api.http.admission``)."""
    if environ.get(BODY_LATE):
        raise Problem(408, "request_timeout")
    declared = environ.get("CONTENT_LENGTH")
    if declared and "HTTP_TRANSFER_ENCODING" not in environ and _LENGTH.fullmatch(declared):
        return _read_declared(environ, int(declared), limit)
    return _read_other(limit)


def _read_declared(environ: dict[str, Any], length: int, limit: int | None = None) -> bytes:
    """A body of a declared length (nearly every request), read straight from the server's
    stream (PEP 3333's ``wsgi.input``, ``CONTENT_LENGTH`` bytes of it); every other body goes
    through werkzeug (``_read_other``).

    The one fast path of reading a request, kept for its measured cost: werkzeug's
    ``request.get_data`` (its stream wrapper, the length and type parsed again, the proxies to
    the request and the app) and werkzeug's copy of the headers as a response is sent
    (``api.http.responses``) cost a move 162,000 more CPU instructions, 10.6 % (callgrind), for
    a ratio to the floor some 7 % lower (docs/benchmarks.md, "No patched gunicorn").
    """
    if limit is None:
        limit = app_of(environ).config["MAX_CONTENT_LENGTH"]  # request.max_content_length's
    if limit is not None and length > limit:
        raise RequestEntityTooLarge()
    try:
        raw = environ["wsgi.input"].read(length) if length else b""
    except Exception:  # the server's own errors as it reads: the client gone...
        raise Problem(400, "invalid_request", errors={"_body": [_NOT_JSON.format()]}) from None
    if len(raw) < length:  # the client stopped before the end
        raise Problem(400, "invalid_request", errors={"_body": [_NOT_JSON.format()]})
    return raw


def _read_other(limit: int | None = None) -> bytes:
    """A chunked body, or one whose length werkzeug decides (a malformed Content-Length)."""
    if limit is not None:
        request.max_content_length = limit
    try:
        raw = request.get_data(cache=True)  # over MAX_CONTENT_LENGTH: werkzeug raises 413
        limit = request.max_content_length
        if (
            limit is not None
            and len(raw) >= limit
            and request.content_length is None
            and request.environ.get("wsgi.input_terminated")
            and request.input_stream.read(1)
        ):  # a streamed (chunked) body is cut at the limit, silently: more to read is too large
            raise RequestEntityTooLarge()
    except HTTPException:
        raise
    except Exception:  # the server's own errors as it reads: a bad chunk, the client gone...
        raise Problem(400, "invalid_request", errors={"_body": [_NOT_JSON.format()]}) from None
    declared = request.content_length
    if declared is not None and len(raw) < declared:  # the client stopped before the end
        raise Problem(400, "invalid_request", errors={"_body": [_NOT_JSON.format()]})
    return raw


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different (RFC 8259 leaves duplicates undefined: two
    parsers may read two different values; this one refuses them)."""
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return data


def _not_json(constant: str) -> None:
    """NaN and Infinity are JavaScript, not JSON (RFC 8259)."""
    raise ValueError(f"{constant} is not JSON")


def load_query(call: Call, schema: Schema) -> dict[str, Any]:
    """The query string, validated against ``schema`` (unknown parameters are refused)."""
    # the common case (no parameters): the defaults, loaded once
    if not call.environ.get("QUERY_STRING") or not request.args:
        defaults = _QUERY_DEFAULTS.get(schema)
        if defaults is None:
            defaults = _QUERY_DEFAULTS[schema] = _load(schema, {})
        return dict(defaults)
    repeated = [key for key, values in request.args.lists() if len(values) > 1]
    if repeated:  # which one was meant? (to_dict would silently keep the first)
        once = Message(GIVE_ONCE).format()
        raise Problem(400, "invalid_request", errors={key: [once] for key in repeated})
    return _load(schema, request.args.to_dict())


GIVE_ONCE = N_("Give this parameter only once.")
_QUERY_DEFAULTS: dict[Schema, dict[str, Any]] = {}


def _load(schema: Schema, data: dict[str, Any]) -> dict[str, Any]:
    try:
        return schema.load(data)
    except ValidationError as error:
        messages = error.messages if isinstance(error.messages, dict) else {"_body": error.messages}
        raise Problem(400, "invalid_request", errors=translate_errors(messages)) from None


def etag(version: int) -> str:
    return f'"{version}"'


def tag_matches(header: str | None, version: int) -> bool | None:
    """Whether an If-Match / If-None-Match header names ``version`` (None: no header).

    ``*`` matches any version; a list matches when one of its tags does; weak tags compare
    like strong ones (the version is the whole state); a malformed header matches nothing.
    """
    if header is None:
        return None
    if header == f'"{version}"':  # the common case: the one tag a client read
        return True
    header = header.strip()
    if header == "*":
        return True
    for candidate in header.split(","):
        match = _VERSION_TAG.fullmatch(candidate)
        if match and int(match.group(1)) == version:
            return True
    return False


def documented(*decorators: Callable) -> Callable:
    """flask-smorest's documentation decorators (``doc``, ``response``, ``alt_response``...),
    kept for the OpenAPI document only: the view runs without their wrappers.

    Each of them wraps the view in a layer that costs time on every request; the views here
    always return a finished ``Response``, so the layers have nothing to do.
    """

    def apply(view: Callable) -> Callable:
        wrapped = view
        for decorator in reversed(decorators):
            wrapped = decorator(wrapped)
        view._apidoc = wrapped._apidoc  # type: ignore[attr-defined]
        return view

    return apply
