"""Stream tickets: how a browser's ``EventSource``, which cannot send headers, opens a seat's
stream (``POST /v1/games/{id}/stream-ticket``, then ``GET .../stream?ticket=...``).

A ticket is 256 random bits, valid for one game, one use and :data:`TICKET_SECONDS`. Redis keeps
only its SHA-256, under the game's hash tag, with the seat and the hash of the token that asked
for it, and forgets it when it expires or is used (``GETDEL``: of two requests racing with one
ticket, one gets it). A ticket whose token has since been replaced opens nothing.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass

import redis

from ..play.redis_connect import Client
from ..play.store import StoreUnavailable

__all__ = ["TICKET_SECONDS", "Redeemed", "TicketBook", "ticket_key"]

#: How long a ticket can be used (play-contract: ``expires_in`` = 60).
TICKET_SECONDS = 60
_SHAPE = re.compile(r"[A-Za-z0-9_-]{43}")


def ticket_key(game_id: str, ticket: str) -> str:
    """The Redis key of a ticket: ``biblios:ticket:{<game id>}:<SHA-256 of the ticket>``."""
    digest = hashlib.sha256(ticket.encode()).hexdigest()
    return f"biblios:ticket:{{{game_id}}}:{digest}"


@dataclass(frozen=True)
class Redeemed:
    """What a ticket was issued for."""

    seat: int
    token_hash: str


class TicketBook:
    """Issues and redeems the tickets of one Redis (the games')."""

    def __init__(self, client: Client, seconds: int = TICKET_SECONDS) -> None:
        self._redis = client
        self.seconds = seconds

    def issue(self, game_id: str, seat: int, token_hash: str) -> str:
        """A new ticket for ``seat``'s stream of ``game_id``, asked for with that token.

        :raises StoreUnavailable: Redis cannot be reached.
        """
        ticket = secrets.token_urlsafe(32)
        try:
            self._redis.set(ticket_key(game_id, ticket), f"{seat}:{token_hash}", ex=self.seconds)
        except (redis.RedisError, OSError) as exc:
            raise StoreUnavailable(f"{type(exc).__name__}: {exc}") from exc
        return ticket

    def redeem(self, game_id: str, ticket: str) -> Redeemed | None:
        """Use ``ticket`` for ``game_id``: what it was issued for, or None (unknown, expired,
        used, or another game's). A ticket is gone once redeemed.

        :raises StoreUnavailable: Redis cannot be reached.
        """
        if not _SHAPE.fullmatch(ticket):
            return None
        try:
            value = self._redis.getdel(ticket_key(game_id, ticket))
        except (redis.RedisError, OSError) as exc:
            raise StoreUnavailable(f"{type(exc).__name__}: {exc}") from exc
        if value is None:
            return None
        if isinstance(value, bytes):
            value = value.decode()
        seat, _, token_hash = value.partition(":")
        return Redeemed(int(seat), token_hash)
