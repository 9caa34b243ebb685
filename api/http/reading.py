"""Reading a request: who calls, what they ask, and the answer they get (api-contract "Auth",
play-contract "Portals").

**The one way through every route.** Each route starts with ``call = Call.of(request.environ)``
and reads everything of its request through ``call``: the game it names (``call.game``), the
caller's seat or portal (``call.seat``, ``call.portal``), the body (``call.action``,
``read_json_body(call)``, ``load_json(call)``, ``load_empty(call, ...)``), the query
(``load_query(call, ...)``), the language (``call.locale``); and answers through it
(``call.answer``). A ``Call`` holds the request's WSGI environ, the services of the app
serving it, and what was verified once: the portal whose key it carries, the stored game it
names (read once: the rate limits may have read it first). It is made once per request and
kept under one key of the environ (``CALL_KEY``): the one channel between the rate limits'
check, which runs before the route, and the route; everything else passes as arguments.
Handlers read the environ (PEP 3333) rather than werkzeug's parsed request where a move reads
it: each lookup through Flask's proxies costs more than what it then reads (docs/benchmarks.md,
"The two fast paths").

A move's path crosses four modules of ``api``: its route, this reader, the service
(``api.play.service``) and the presenter (``api.play.presenting``), none calling back into
one before it (``tests/api/test_move_path.py``).

A request's ``Authorization: Bearer <credential>`` is a portal's key (checked against the
configured portals' hashes, in constant time) or a seat token of the game it names (checked
against that game's token hashes, in constant time). A portal key never acts as a seat: with
it a portal reads its own games as a spectator, and another portal's game is 404 to it, as if
it did not exist. The rate limits (``api.http.limits``) count the identity that matched
(``Call.identity``).

**Bodies validated once** per distinct body, then remembered by their bytes (``ValidatedBodies``).

Players send the same few actions over and over (``{"type":"pass"}``, a bid of 2, a card
id...), and checking a body is a pure function of its bytes: the same bytes always parse and
validate to the same value, or to the same refusal. So each process remembers the validated
value of the last few thousand small bodies, and a body seen before skips the JSON parser and
the schema, which are most of what reading an action costs. Nothing is weakened: a body is
only ever remembered after it passed every check, refusals are never remembered (they are
checked, and their errors worded in the request's language, each time), and every caller gets
its own fresh copy of the value.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import orjson
from flask import request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from ..i18n import N_, request_locale
from ..i18n.field_messages import Message, translate_errors
from ..play.seat_tokens import InvalidToken, bearer_token, seat_of, token_hash
from ..play.service import RESIGN
from ..play.store import GameRecord
from ..portals.registry import Portal, bearer_credential
from ..schemas import common as schemas
from .admission import BODY_LATE
from .problems import Problem
from .responses import JsonResponse, json_response
from .serving import app_of, services_at

if TYPE_CHECKING:
    from flask.blueprints import BlueprintSetupState
    from flask_smorest import Blueprint

    from ..composition import Services

GAME_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
#: How ``Call.identity`` names a portal: this prefix, then the portal's id.
PORTAL_IDENTITY = "p:"
#: The environ key of the request's ``Call`` (``Call.of``).
CALL_KEY = "biblios.call"
_UNSET: Any = object()


def invalid_token() -> Problem:
    return Problem(401, "invalid_token", headers={"WWW-Authenticate": "Bearer"})


def invalid_portal_key() -> Problem:
    return Problem(401, "invalid_portal_key", headers={"WWW-Authenticate": "Bearer"})


class Call:
    """One request, as the routes read it: its WSGI environ, its app's services, and who is
    calling (found once)."""

    __slots__ = ("_game_id", "_portal", "_record", "environ", "services")

    def __init__(self, environ: dict[str, Any], services: Services) -> None:
        self.environ = environ
        self.services = services
        self._portal: Any = _UNSET
        self._game_id: str | None = None
        self._record: GameRecord | None = None

    @classmethod
    def of(cls, environ: dict[str, Any]) -> Call:
        """The request's ``Call`` (made on first use: by the rate limits or by the route)."""
        call = environ.get(CALL_KEY)
        if call is None:
            call = environ[CALL_KEY] = cls(environ, services_at(environ))
        return call

    @property
    def portal(self) -> Portal | None:
        """The portal whose key the request carries (None: no portal key, or open mode)."""
        portal = self._portal
        if portal is _UNSET:
            portals = self.services.config.portals
            credential = None
            if not portals.open:
                credential = bearer_credential(self.environ.get("HTTP_AUTHORIZATION"))
            portal = self._portal = portals.authenticate(credential)
        return portal

    @property
    def locale(self) -> str:
        """The language of the answer's texts (negotiated once per request)."""
        return request_locale(self.environ)

    def require_portal(self) -> Portal:
        """The request's portal; 401 ``invalid_portal_key`` without a valid portal key."""
        portal = self.portal
        if portal is None:
            raise invalid_portal_key()
        return portal

    def _read(self, game_id: str) -> GameRecord | None:
        """The stored game (read once per request)."""
        if self._game_id == game_id:
            return self._record
        record = self.services.store.load(game_id) if GAME_ID.fullmatch(game_id) else None
        self._game_id, self._record = game_id, record
        return record

    def game(self, game_id: str) -> GameRecord:
        """The game the request names: 404 ``game_not_found`` when there is none, when it is
        no longer served, or when the caller is a portal and the game is not its own."""
        record = self._read(game_id)
        if record is None or record.game not in self.services.edges:
            raise Problem(404, "game_not_found", {"id": game_id})
        portal = self.portal
        if portal is not None and record.meta.get("portal") != portal.id:
            raise Problem(404, "game_not_found", {"id": game_id})
        return record

    def seat(self, record: GameRecord, required: bool) -> int | None:
        """The seat of the request's bearer token; None for a spectator (no token, or the
        game's portal). 401 when the token is no seat's of this game, or a seat is
        ``required`` and the caller has none (a portal key never acts as a seat)."""
        if self.portal is not None:
            if required:
                raise invalid_token()
            return None
        try:
            token = bearer_token(self.environ.get("HTTP_AUTHORIZATION"))
            if token is None:
                if required:
                    raise InvalidToken
                return None
            return seat_of(token, record.token_hashes)
        except InvalidToken:
            raise invalid_token() from None

    def action(self, schema: Schema) -> dict[str, Any]:
        """The action of the body: the game's (``schema``), or a resignation (every game's: any
        seat, any time); 413, 415, 400 as ``read_json_body`` and ``load_body`` (validated once
        per distinct body: ``ValidatedBodies``)."""
        return _ACTIONS.load(schema, read_json_body(self))

    def answer(
        self,
        data: Any,
        status: int = 200,
        headers: Mapping[str, str] | None = None,
        text: bool = True,
    ) -> JsonResponse:
        """The JSON answer (``api.http.responses.json_response``); ``text``: it carries
        sentences, in the request's language (``locale``)."""
        return json_response(data, status, headers, text, lang=self.locale if text else None)

    def identity(self, game_id: object, remote_addr: str | None) -> str:
        """Whom the rate limits count: only an identity the request proved (a portal key, or
        a seat token that matched ``game_id``, the game the path names), else the client's
        address (``remote_addr``: behind ``BIBLIOS_TRUSTED_PROXIES`` proxies, the address they
        saw). A made-up credential is never an identity of its own: it counts as its
        address."""
        portal = self.portal
        if portal is not None:
            return PORTAL_IDENTITY + portal.id
        authorization = self.environ.get("HTTP_AUTHORIZATION")
        if authorization and isinstance(game_id, str):
            try:
                token = bearer_token(authorization)
                record = self._read(game_id) if token is not None else None
                if token is not None and record is not None:
                    seat_of(token, record.token_hashes)
                    return "s:" + token_hash(token)[:32]
            except InvalidToken:
                pass
        return "a:" + (remote_addr or "unknown")


# --- Bodies validated once ---------------------------------------------------------------

Validate = Callable[[Any, bytes], dict[str, Any]]


class ValidatedBodies:
    """The validated value of a body, by ``(kind, body bytes)``.

    :param validate: ``validate(kind, raw)``: the checked value of ``raw`` for ``kind`` (what
        decides how a body is checked: a game's action schema...), or raises (a ``Problem``).
    :param size: how many distinct bodies are remembered (least recently used go first).
    :param max_body: longer bodies are checked every time (they are rare, and would fill the
        memory for nothing).
    """

    def __init__(self, validate: Validate, size: int = 4096, max_body: int = 512) -> None:
        self._validate = validate
        self.max_body = max_body
        self._encoded = functools.lru_cache(maxsize=size)(self._encode)

    def load(self, kind: Hashable, raw: bytes) -> dict[str, Any]:
        """The validated value of ``raw``: a fresh dict the caller may change."""
        if len(raw) > self.max_body:
            return self._validate(kind, raw)
        encoded = self._encoded(kind, raw)
        if encoded is None:  # a value orjson cannot write (an integer beyond 64 bits)
            return self._validate(kind, raw)
        return orjson.loads(encoded)

    def _encode(self, kind: Hashable, raw: bytes) -> bytes | None:
        try:
            return orjson.dumps(self._validate(kind, raw))
        except TypeError:
            return None


# --- The body, the query, the entity tags -----------------------------------------------

_NOT_JSON = Message(N_("Not a valid JSON document."))
_NOT_AN_OBJECT = Message(N_("Expected a JSON object."))
_DUPLICATE_KEY = Message(N_("The key “%(key)s” appears more than once."))
JSON_TYPE = "application/json"
_VERSION_TAG = re.compile(r'\s*(?:W/)?"([0-9]{1,18})"\s*')  # an entity-tag (RFC 9110)
_ONE_TAG = re.compile(r'"([0-9]{1,18})"')
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
    a ratio to the floor some 7 % lower (docs/benchmarks.md, "The two fast paths").
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


def _validated_action(schema: Schema, raw: bytes) -> dict[str, Any]:
    """The action of a raw body: the game's (``schema``), or a resignation; 400 when it is
    neither."""
    data = parse_json(raw)
    return _load(_RESIGN_REQUEST if data.get("type") == RESIGN else schema, data)


_RESIGN_REQUEST = schemas.ResignRequest()
#: The process's validated actions, by (the action schema, the body): each app builds its games'
#: schemas (``api.games.build_edge``), so no entry of one app's is another's; an app's entries
#: go as the least recently used (they hold its schema until then).
_ACTIONS = ValidatedBodies(_validated_action)


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


def versions_named(header: str | None) -> Callable[[int], bool | None]:
    """Whether an ``If-Match`` header names a version (``tag_matches``), as a function of the
    version the service calls once it has read the game (None: no header).

    Made of builtins (a dictionary's ``get``, an integer's comparisons, a set's membership), so
    that nothing of the HTTP edge runs beneath the service: a move's path does not climb back
    (``tests/api/test_move_path.py``)."""
    if header is None:
        return _NO_HEADER
    one = _ONE_TAG.fullmatch(header)  # the common case: the one tag a client read
    if one is not None:
        return int(one.group(1)).__eq__
    if header.strip() == "*":
        return _ANY_VERSION
    named = (_VERSION_TAG.fullmatch(candidate) for candidate in header.split(","))
    return frozenset(int(match.group(1)) for match in named if match).__contains__


_NO_HEADER: Callable[[int], bool | None] = {}.get  # None, whatever the version
_ANY_VERSION: Callable[[int], bool | None] = (-1).__lt__  # True for every version (≥ 0)


@dataclass(frozen=True)
class Documented:
    """A route's view and its documentation twin: the view wrapped in flask-smorest's
    decorators (``documented``), which ``route`` documents and no request runs."""

    view: Callable[..., Any]
    twin: Callable[..., Any]


def documented(*decorators: Callable) -> Callable[[Callable[..., Any]], Documented]:
    """flask-smorest's documentation decorators (``doc``, ``response``, ``alt_response``...),
    for the OpenAPI document only: applied to a twin of the view, which ``route`` documents;
    the view runs without their wrappers.

    Each of them wraps the view in a layer that costs time on every request; the views here
    always return a finished ``Response``, so the layers have nothing to do. Measured
    (docs/benchmarks.md, "The two fast paths"): the same decorators left on the views cost a
    move 1,254 bytecodes more (+9.1 %)."""

    def apply(view: Callable[..., Any]) -> Documented:
        twin = view
        for decorator in reversed(decorators):
            twin = decorator(twin)
        return Documented(view, twin)

    return apply


def route(blp: Blueprint, rule: str, **options: Any) -> Callable[[Documented], Callable[..., Any]]:
    """``blp``'s ``rule``, answered by a ``documented`` view, through public interfaces only:
    flask-smorest's ``Blueprint.route`` adds the rule and documents it from the twin (what its
    decorators say); when the blueprint is registered on an app (Flask's ``Blueprint.record``,
    run after the rule is added), the endpoint's function becomes the view itself (Flask's
    ``App.endpoint``), so a request runs none of the wrappers."""

    def apply(routed: Documented) -> Callable[..., Any]:
        view, endpoint = routed.view, routed.view.__name__
        blp.route(rule, endpoint=endpoint, **options)(routed.twin)

        def run_the_view(state: BlueprintSetupState) -> None:
            state.app.endpoint(f"{state.name}.{endpoint}")(view)

        blp.record(run_the_view)
        return view

    return apply
