"""Seat tokens: 256 random bits each, stored only as SHA-256 hashes, compared in constant time."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

TOKEN_BYTES = 32
_TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{43}")


def new_token() -> str:
    """A fresh seat token (URL-safe base64 of 256 random bits)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class InvalidToken(Exception):
    """The Authorization header is malformed, or its token is no seat's of this game."""


def bearer_token(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer`` header; None when there is no header."""
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not _TOKEN_SHAPE.fullmatch(token):
        raise InvalidToken
    return token


def seat_of(token: str, token_hashes: list[str]) -> int:
    """The seat whose stored hash matches ``token``; every hash is compared, in constant time."""
    digest = token_hash(token)
    found = -1
    for seat, stored in enumerate(token_hashes):
        if hmac.compare_digest(digest, stored):
            found = seat
    if found < 0:
        raise InvalidToken
    return found
