"""Portals: the services that run games for their players (play-contract, "Portals").

A portal authenticates with its API key (``Authorization: Bearer <key>``). The server knows
only the key's SHA-256, from the TOML file named by ``BIBLIOS_PORTALS_FILE``::

    [portals.acme]
    key_sha256 = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
    webhook_url = "https://acme.example/hooks/biblios"        # optional
    webhook_secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"  # with webhook_url
    create_rate_limit = "10/second;300/minute;3000/hour;20000/day"  # optional; "off": none
    embed_origins = ["https://acme.example", "https://www.acme.example"]  # optional

With no portal configured (no file) the server is in *open* mode: anyone may create games.
With at least one it is *closed*: creating a game needs a portal key, and the game belongs to
that portal. Keys are compared as hashes, in constant time, against every portal's.

``create_rate_limit`` caps the games a portal may create (``limits`` notation, counted in the
games' Redis by ``api.http.limits``; over it, 429 ``rate_limited`` with ``Retry-After``); without it
the server's ``BIBLIOS_CREATE_RATE_LIMIT`` applies, by default
``api.config.DEFAULT_PORTAL_CREATE_RATE_LIMIT``. ``"off"`` (or ``"none"``, ``"0"``) lifts it.

``embed_origins`` lists the origins (``scheme://host[:port]``, no path, no wildcard) whose
pages may show the web client in a frame: ``/play/?portal=<id>`` answers with
``Content-Security-Policy: frame-ancestors <those origins>`` and tells the page which origins
it may talk to with ``postMessage`` (``docs/web-client.md``, "Embedding in a portal").
Without it (or for any other address) ``/play/`` may not be framed at all.

``python -m api.portals.registry new <id> [--webhook-url URL] [--embed-origin ORIGIN ...]``
draws a key and a webhook secret and prints the key (shown once) and the TOML table to add.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import hashlib
import hmac
import json
import re
import secrets
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from limits import parse_many

__all__ = ["Portal", "Portals", "key_digest", "load_portals", "new_key", "new_webhook_secret"]

#: A portal's id: the name of its TOML table.
PORTAL_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: What a bearer credential may look like (RFC 6750 ``b64token``), at most 512 characters.
CREDENTIAL = re.compile(r"[A-Za-z0-9._~+/-]{1,512}=*")
KEY_PREFIX = "bpk_"  # makes a leaked key easy to recognise (secret scanners)
SECRET_PREFIX = "whsec_"
MIN_SECRET_BYTES, MAX_SECRET_BYTES = 24, 64
_HEX64 = re.compile(r"[0-9a-fA-F]{64}")
_PORTAL_KEYS = frozenset(
    {"key_sha256", "webhook_url", "webhook_secret", "create_rate_limit", "embed_origins"}
)
#: At most this many embedding origins per portal (each one a CSP source).
MAX_EMBED_ORIGINS = 32
#: An origin's host: a DNS name in ASCII (IDNs in punycode), an IPv4 or a bracketed IPv6.
_HOST = re.compile(
    r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*"
)
_IPV6 = re.compile(r"\[[0-9a-f:.]{2,45}\]")
_DEFAULT_PORTS = {"http": 80, "https": 443}
_OFF = frozenset({"off", "none", "0"})


def key_digest(key: str) -> str:
    """The hex SHA-256 of a portal key (what the portals file stores)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def new_key() -> str:
    """A fresh portal key: ``bpk_`` and 256 random bits, URL-safe base64."""
    return KEY_PREFIX + secrets.token_urlsafe(32)


def new_webhook_secret() -> str:
    """A fresh Standard Webhooks secret: ``whsec_`` and 32 random bytes in base64."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(32)).decode()


@dataclass(frozen=True)
class Portal:
    """One configured portal. The secret never shows in a repr (logs, tracebacks)."""

    id: str
    key_sha256: str = field(repr=False)
    webhook_url: str | None = None
    webhook_secret: str | None = field(default=None, repr=False)
    create_rate_limit: str | None = None
    """Games this portal may create (``limits`` notation; "": unlimited; None: the server's
    creation limit)."""
    embed_origins: tuple[str, ...] = ()
    """The origins whose pages may frame the web client for this portal (serialized as
    browsers do: lowercase, no default port); none: no framing."""


@dataclass(frozen=True)
class Portals:
    """The configured portals (none: open mode)."""

    portals: tuple[Portal, ...] = ()

    @property
    def open(self) -> bool:
        """Open mode: no portal is configured, anyone may create games."""
        return not self.portals

    def get(self, portal_id: str | None) -> Portal | None:
        return next((p for p in self.portals if p.id == portal_id), None)

    def authenticate(self, credential: str | None) -> Portal | None:
        """The portal whose key ``credential`` is, or None. The credential's hash is compared
        with every portal's in constant time (no early exit: the time says nothing about which
        portal, or how much of a hash, matched)."""
        if credential is None or not self.portals:
            return None
        digest = key_digest(credential)
        found = None
        for portal in self.portals:
            if hmac.compare_digest(digest, portal.key_sha256):
                found = portal
        return found


def bearer_credential(authorization: str | None) -> str | None:
    """The credential of an ``Authorization: Bearer <credential>`` header, or None (no header,
    another scheme, or not a well-formed credential)."""
    if not authorization:
        return None
    scheme, _, credential = authorization.strip().partition(" ")
    credential = credential.strip()
    if scheme.lower() != "bearer" or not CREDENTIAL.fullmatch(credential):
        return None
    return credential


# --- The portals file -------------------------------------------------------------------------


def load_portals(path: Path, variable: str = "BIBLIOS_PORTALS_FILE") -> Portals:
    """The portals of a TOML file; ValueError naming ``variable`` and the problem (never a
    secret) when the file cannot be used, so a misconfigured server does not start."""
    try:
        with path.open("rb") as stream:
            data = tomllib.load(stream)
    except OSError as error:
        raise ValueError(f"{variable}: cannot read {path}: {error.strerror or error}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ValueError(f"{variable}: {path} is not valid TOML: {error}") from None
    extra = sorted(set(data) - {"portals"})
    if extra:
        raise ValueError(f"{variable}: unknown top-level keys {extra} (only [portals.<id>])")
    tables = data.get("portals", {})
    if not isinstance(tables, dict) or not tables:
        raise ValueError(
            f"{variable}: {path} configures no portal; add a [portals.<id>] table, or unset "
            f"{variable} to run in open mode"
        )
    portals = [_portal(portal_id, table, variable) for portal_id, table in tables.items()]
    digests = [p.key_sha256 for p in portals]
    if len(set(digests)) != len(digests):
        raise ValueError(f"{variable}: two portals have the same key_sha256")
    return Portals(tuple(portals))


def _portal(portal_id: str, table: Any, variable: str) -> Portal:
    where = f"{variable}: [portals.{portal_id}]"
    if not PORTAL_ID.fullmatch(portal_id):
        raise ValueError(f"{where}: a portal id is 1-64 letters, digits, '_' or '-'")
    if not isinstance(table, dict):
        raise ValueError(f"{where} must be a table")
    unknown = sorted(set(table) - _PORTAL_KEYS)
    if unknown:
        raise ValueError(f"{where}: unknown keys {unknown} (known: {sorted(_PORTAL_KEYS)})")
    digest = table.get("key_sha256")
    if not isinstance(digest, str) or not _HEX64.fullmatch(digest):
        raise ValueError(f"{where}: key_sha256 must be the 64 hex digits of the key's SHA-256")
    url, secret = table.get("webhook_url"), table.get("webhook_secret")
    if (url is None) != (secret is None):
        raise ValueError(f"{where}: webhook_url and webhook_secret go together")
    if url is not None:
        _check_url(url, where)
        _check_secret(secret, where)
    limit = _creation_limit(table.get("create_rate_limit"), where)
    origins = _embed_origins(table.get("embed_origins"), where)
    return Portal(portal_id, digest.lower(), url, secret, limit, origins)


def _embed_origins(value: Any, where: str) -> tuple[str, ...]:
    """A portal's ``embed_origins``: each ``scheme://host[:port]`` (http or https, no path,
    query, fragment, credentials or wildcard), serialized as a browser's origin; in the
    file's order, each once."""
    if value is None:
        return ()
    if not isinstance(value, list):
        raise ValueError(
            f"{where}: embed_origins must be a list of origins like 'https://a.example'"
        )
    if len(value) > MAX_EMBED_ORIGINS:
        raise ValueError(f"{where}: embed_origins holds at most {MAX_EMBED_ORIGINS} origins")
    origins: list[str] = []
    for item in value:
        origin = embed_origin(item)
        if origin is None:
            raise ValueError(
                f"{where}: embed_origins: {item!r} is not an origin (scheme://host[:port], "
                "http or https, no path and no wildcard)"
            )
        if origin not in origins:
            origins.append(origin)
    return tuple(origins)


def embed_origin(value: Any) -> str | None:
    """``value`` as a browser serializes its origin (``https://a.example``,
    ``http://127.0.0.2:8080``), or None when it is not exactly an http(s) origin."""
    if not isinstance(value, str) or not value.isascii() or len(value) > 300:
        return None
    try:
        parts = urlsplit(value.strip())
        port = parts.port
    except ValueError:
        return None
    scheme, host = parts.scheme.lower(), parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    if (
        scheme not in _DEFAULT_PORTS
        or parts.netloc.lower() != host + ("" if port is None else f":{port}")
        or port == 0
        or parts.path not in ("", "/")
        or parts.query
        or parts.fragment
        or "?" in value
        or "#" in value
        or not (_HOST.fullmatch(host) or _IPV6.fullmatch(host))
    ):
        return None
    if port is None or port == _DEFAULT_PORTS[scheme]:
        return f"{scheme}://{host}"
    return f"{scheme}://{host}:{port}"


def _creation_limit(value: Any, where: str) -> str | None:
    """A portal's ``create_rate_limit``: None when absent, "" when off, else the limits."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{where}: create_rate_limit must be a string like '300/minute'")
    value = value.strip()
    if value.lower() in _OFF:
        return ""
    try:
        parse_many(value)
    except ValueError:
        raise ValueError(
            f"{where}: create_rate_limit must be limits like '10/second;300/minute' or 'off', "
            f"got {value!r}"
        ) from None
    return value


def _check_url(url: Any, where: str) -> None:
    if not isinstance(url, str):
        raise ValueError(f"{where}: webhook_url must be a string")
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 (raises ValueError for a bad port)
    except ValueError:
        raise ValueError(f"{where}: webhook_url is not a URL: {url!r}") from None
    if parts.scheme not in ("https", "http") or not parts.hostname:
        raise ValueError(f"{where}: webhook_url must be an http:// or https:// URL: {url!r}")
    if parts.username or parts.password:
        raise ValueError(f"{where}: webhook_url must not carry credentials")
    if parts.fragment:
        raise ValueError(f"{where}: webhook_url must not have a fragment")


def _check_secret(secret: Any, where: str) -> None:
    if not isinstance(secret, str) or not secret.startswith(SECRET_PREFIX):
        raise ValueError(f"{where}: webhook_secret must be a Standard Webhooks secret (whsec_...)")
    try:
        raw = base64.b64decode(secret[len(SECRET_PREFIX) :], validate=True)
    except (binascii.Error, ValueError):
        raise ValueError(f"{where}: webhook_secret is not base64 after whsec_") from None
    if not MIN_SECRET_BYTES <= len(raw) <= MAX_SECRET_BYTES:
        raise ValueError(
            f"{where}: webhook_secret must hold {MIN_SECRET_BYTES} to {MAX_SECRET_BYTES} bytes"
        )


# --- python -m api.portals.registry new <id> ---------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m api.portals.registry", description="Make the credentials of a new portal."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    new = commands.add_parser("new", help="draw a portal key (and a webhook secret)")
    new.add_argument("id", help="the portal's id (letters, digits, '_' or '-')")
    new.add_argument("--webhook-url", help="where the server POSTs the portal's webhooks")
    new.add_argument(
        "--embed-origin",
        action="append",
        default=[],
        help="an origin whose pages may frame the web client (repeatable)",
    )
    args = parser.parse_args(argv)
    if not PORTAL_ID.fullmatch(args.id):
        parser.error("a portal id is 1-64 letters, digits, '_' or '-'")
    if args.webhook_url is not None:
        try:
            _check_url(args.webhook_url, "--webhook-url")
        except ValueError as error:
            parser.error(str(error))
    origins = [embed_origin(origin) for origin in args.embed_origin]
    if None in origins:
        parser.error("--embed-origin: scheme://host[:port], http or https, no path or wildcard")
    key = new_key()
    print(f"# The portal's API key (give it to the portal; it is shown only now):\n# {key}\n")
    print(f"[portals.{args.id}]")
    print(f'key_sha256 = "{key_digest(key)}"')
    if args.webhook_url is not None:
        print(f"webhook_url = {json.dumps(args.webhook_url)}")
        print(f'webhook_secret = "{new_webhook_secret()}"')
    if origins:
        print(f"embed_origins = {json.dumps(list(dict.fromkeys(origins)))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
