"""Who is calling, and which games they may reach (api-contract "Auth", play-contract
"Portals"): the one way every route reads its request.

Each route starts with ``call = Call.of(request.environ)`` and hands ``call`` to what reads the
request (``api.http.reading``), checks access (``call.game``, ``call.seat``, ``call.portal``)
and writes the answer (``call.locale``). A ``Call`` holds the request's WSGI environ, the
services of the app serving it, and what was verified once: the portal whose key it carries,
the stored game it names (read once: the rate limits may have read it first). It is made once
per request and kept under one key of the environ (``CALL_KEY``): the only channel between the
rate limits' check, which runs before the route, and the route; everything else passes as
arguments. The routes read the environ (PEP 3333) rather than werkzeug's parsed request where
a move reads it: each lookup through Flask's proxies costs more than what it then reads
(docs/benchmarks.md, "The two fast paths").

A request's ``Authorization: Bearer <credential>`` is a portal's key (checked against the
configured portals' hashes, in constant time) or a seat token of the game it names (checked
against that game's token hashes, in constant time). A portal key never acts as a seat: with
it a portal reads its own games as a spectator, and another portal's game is 404 to it, as if
it did not exist. The rate limits (``api.http.limits``) count the identity that matched
(``Call.identity``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import request_locale
from ..play.seat_tokens import InvalidToken, bearer_token, seat_of, token_hash
from ..play.store import GameRecord
from ..portals.registry import Portal, bearer_credential
from .problems import Problem
from .serving import services_at

if TYPE_CHECKING:
    from ..composition import Services

__all__ = ["CALL_KEY", "GAME_ID", "PORTAL_IDENTITY", "Call", "invalid_portal_key", "invalid_token"]

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
