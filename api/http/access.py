"""Who is calling, and which games they may reach (api-contract "Auth", play-contract
"Portals").

A request's ``Authorization: Bearer <credential>`` is a portal's key (checked against the
configured portals' hashes, in constant time) or a seat token of the game it names (checked
against that game's token hashes, in constant time). A portal key never acts as a seat: with
it a portal reads its own games as a spectator, and another portal's game is 404 to it, as if
it did not exist. What was verified is kept for the request (in its WSGI environ), so the
rate limits (``api.http.limits``) count the identity that matched and the handlers do not check
twice.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from flask import request

from ..play.seat_tokens import InvalidToken, bearer_token, seat_of, token_hash
from ..play.store import GameRecord, GameStore
from ..portals.registry import Portal, bearer_credential
from .problems import Problem
from .serving import services_at

if TYPE_CHECKING:
    from ..config import Config

__all__ = [
    "GAME_ID",
    "PORTAL_IDENTITY",
    "caller_seat",
    "client_identity",
    "invalid_portal_key",
    "invalid_token",
    "load_game",
    "request_portal",
    "require_portal",
]

GAME_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
#: How ``client_identity`` names a portal: this prefix, then the portal's id.
PORTAL_IDENTITY = "p:"
_UNSET = object()
# What was verified, kept in the request's WSGI environ for the rest of the request.
_PORTAL_KEY = "biblios.portal"
_RECORD_KEY = "biblios.record"


def _config(environ: dict[str, Any]) -> Config:
    return services_at(environ).config


def _store(environ: dict[str, Any]) -> GameStore:
    return services_at(environ).store


def invalid_token() -> Problem:
    return Problem(401, "invalid_token", headers={"WWW-Authenticate": "Bearer"})


def invalid_portal_key() -> Problem:
    return Problem(401, "invalid_portal_key", headers={"WWW-Authenticate": "Bearer"})


def request_portal(environ: dict[str, Any] | None = None) -> Portal | None:
    """The portal whose key the request carries (None: no portal key, or open mode).

    ``environ``: the request's WSGI environ, when the caller has it at hand (a lookup through
    Flask's proxies saved); what was found is kept there for the rest of the request.
    """
    if environ is None:
        environ = request.environ
    portal = environ.get(_PORTAL_KEY, _UNSET)
    if portal is _UNSET:
        portals = _config(environ).portals
        credential = None
        if not portals.open:
            credential = bearer_credential(environ.get("HTTP_AUTHORIZATION"))
        portal = environ[_PORTAL_KEY] = portals.authenticate(credential)
    return portal  # type: ignore[return-value]


def require_portal() -> Portal:
    """The request's portal; 401 ``invalid_portal_key`` without a valid portal key."""
    portal = request_portal()
    if portal is None:
        raise invalid_portal_key()
    return portal


def _read(game_id: str, environ: dict[str, Any]) -> GameRecord | None:
    """The stored game (read once per request: the limits may have read it first)."""
    cached = environ.get(_RECORD_KEY)
    if cached is not None and cached[0] == game_id:
        return cached[1]
    record = _store(environ).load(game_id) if GAME_ID.fullmatch(game_id) else None
    environ[_RECORD_KEY] = (game_id, record)
    return record


def load_game(game_id: str, environ: dict[str, Any] | None = None) -> GameRecord:
    """The game the request names: 404 ``game_not_found`` when there is none, when it is no
    longer served, or when the caller is a portal and the game is not its own."""
    if environ is None:
        environ = request.environ
    record = _read(game_id, environ)
    if record is None or record.game not in services_at(environ).edges:
        raise Problem(404, "game_not_found", {"id": game_id})
    portal = request_portal(environ)
    if portal is not None and record.meta.get("portal") != portal.id:
        raise Problem(404, "game_not_found", {"id": game_id})
    return record


def caller_seat(
    record: GameRecord, required: bool, environ: dict[str, Any] | None = None
) -> int | None:
    """The seat of the request's bearer token; None for a spectator (no token, or the game's
    portal). 401 when the token is no seat's of this game, or a seat is ``required`` and the
    caller has none (a portal key never acts as a seat)."""
    if environ is None:
        environ = request.environ
    if request_portal(environ) is not None:
        if required:
            raise invalid_token()
        return None
    try:
        token = bearer_token(environ.get("HTTP_AUTHORIZATION"))
        if token is None:
            if required:
                raise InvalidToken
            return None
        return seat_of(token, record.token_hashes)
    except InvalidToken:
        raise invalid_token() from None


def client_identity() -> str:
    """Whom the rate limits count: only an identity the request proved (a portal key, or a
    seat token that matched the game the path names), else the client's address (behind
    ``BIBLIOS_TRUSTED_PROXIES`` proxies, the address they saw). A made-up credential is
    never an identity of its own: it counts as its address."""
    portal = request_portal()
    if portal is not None:
        return PORTAL_IDENTITY + portal.id
    authorization = request.headers.get("Authorization")
    game_id = (request.view_args or {}).get("game_id")
    if authorization and isinstance(game_id, str):
        try:
            token = bearer_token(authorization)
            record = _read(game_id, request.environ) if token is not None else None
            if token is not None and record is not None:
                seat_of(token, record.token_hashes)
                return "s:" + token_hash(token)[:32]
        except InvalidToken:
            pass
    return "a:" + (request.remote_addr or "unknown")
