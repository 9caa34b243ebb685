"""The reference web client at ``/play/`` (``docs/web-client.md``): static files and its texts.

The client is plain ES modules under ``api/static/play/`` that use only the public ``/v1`` API
from the same origin. Its files are served under a path that names their version (a hash of
their contents, ``/play/<version>/app.js``), so browsers may keep them for a year and a new
release is fetched at once; the page itself (``/play/``) is revalidated on every visit. The
seat token lives in the page's fragment (``#g=<game>&t=<token>``), which browsers never send:
every answer here also forbids sending the page's address as a ``Referer``.

No page may show the client in a frame (``frame-ancestors 'none'``), except a portal's pages on
the origins it lists in the portals file (``embed_origins``) when they open
``/play/?portal=<portal id>``: that page's policy names those origins, and the page carries
them (``<meta name="biblios-embed">``) so that ``embed.js`` talks with its host page only
(``docs/web-client.md``, "Embedding in a portal").

The client's own labels are msgids of ``play_texts`` in the project's catalogs, served per
language at ``/play/texts/<lang>.json``. The page itself comes in the request's language
(``?lang=``, else Accept-Language): its title, its loading line and its ``<noscript>`` line;
the script then titles the page after the game on screen, in the player's language.

The page also says who starts games (``<meta name="biblios-games">``): ``open`` when anyone may
(no portals file), else ``portal``: then games come from a portal, and the page offers no
new-game form (its requests would be refused), only the tables its links open.
"""

from __future__ import annotations

import hashlib
import html
import itertools
import logging
import mimetypes
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import orjson
from babel import Locale
from flask import Blueprint, Response, request

from ...games import GameEdge
from ...i18n import SUPPORTED, InContext, Localizer, WithZero, get_localizer
from ..problems import Problem
from ..reading import Call
from . import web_client_labels as play_texts

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parents[2] / "static" / "play"
VERSION_MARK = "__VERSION__"  # in index.html: where the versioned asset paths go
EMBED_MARK = "__EMBED__"  # in index.html: the embedding portal and its origins (JSON)
GAMES_MARK = "__GAMES__"  # in index.html: who starts games, "open" or "portal"
#: In index.html: the page's language and its words before the script runs (it then sets the
#: title from the game on screen and the player's language: app.js, game.js).
PAGE_MARKS = {
    "__LANG__": None,
    "__TITLE__": play_texts.SHARED["nav.home"],
    "__LOADING__": play_texts.SHARED["status.loading"],
    "__NOSCRIPT__": play_texts.NOSCRIPT,
}
IMMUTABLE = "public, max-age=31536000, immutable"
#: Everything comes from this origin: no inline script, no third-party host.
POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; "
)
HEADERS = {
    # ... and no framing, but by a portal's own origins (``page()``).
    "Content-Security-Policy": POLICY + "frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Opener-Policy": "same-origin",
}
_TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".svg": "image/svg+xml"}


class _Assets:
    """The client's files, read once: their contents, types and the version of them all."""

    def __init__(self, root: Path) -> None:
        digest = hashlib.sha256()
        self.files: dict[str, tuple[bytes, str]] = {}
        for path in sorted(p for p in root.rglob("*") if p.is_file()):
            name = path.relative_to(root).as_posix()
            data = path.read_bytes()
            digest.update(name.encode() + b"\0" + data + b"\0")
            kind = _TYPES.get(path.suffix) or mimetypes.guess_type(name)[0] or "text/plain"
            self.files[name] = (data, kind)
        self.version = digest.hexdigest()[:16]
        page = self.files.pop("index.html")[0].decode()
        self.template = page.replace(VERSION_MARK, self.version)
        self.pages: dict[tuple[str, bool, str | None, tuple[str, ...]], bytes] = {}

    def page(
        self, lang: str, open_mode: bool, portal: str | None = None, origins: tuple[str, ...] = ()
    ) -> bytes:
        """The page in ``lang``, telling its script who starts games (``open_mode``: anyone)
        and which portal frames it, from which origins (built once for each)."""
        key = (lang, open_mode, portal, origins)
        body = self.pages.get(key)
        if body is None:
            loc = get_localizer(lang)
            data = orjson.dumps({"portal": portal, "origins": origins}).decode() if portal else ""
            text = self.template.replace(EMBED_MARK, html.escape(data, quote=True))
            text = text.replace(GAMES_MARK, "open" if open_mode else "portal")
            for mark, msgid in PAGE_MARKS.items():
                text = text.replace(mark, html.escape(loc.gettext(msgid) if msgid else lang))
            body = self.pages[key] = text.encode()
        return body


def blueprint(served: Mapping[str, GameEdge]) -> Blueprint:
    """``/play/`` (the page), ``/play/<version>/<file>`` and ``/play/texts/<lang>.json`` (the
    labels of the games ``served``)."""
    blp = Blueprint("play", __name__, url_prefix="/play")
    if not (STATIC / "index.html").is_file():  # installed without its package data
        log.error("the web client's files are missing from %s: /play/ is not served", STATIC)
        return blp
    assets = _Assets(STATIC)
    texts: dict[str, bytes] = {}
    every_label = play_texts.labels(served)

    @blp.after_request
    def _secure(response: Response) -> Response:
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)  # the page may have its own policy
        return response

    @blp.get("/")
    def page() -> Response:
        """The client's page; its scripts and styles are named by version. With
        ``?portal=<id>`` of a portal that lists ``embed_origins``, those origins may frame it;
        any other page may not (an unknown or malformed id is the plain page)."""
        call = Call.of(request.environ)
        portals = call.services.config.portals
        portal = portals.get(request.args.get("portal", type=str)) if not portals.open else None
        lang = call.locale
        if portal is None or not portal.embed_origins:
            return _page(assets.page(lang, portals.open), lang)
        response = _page(assets.page(lang, portals.open, portal.id, portal.embed_origins), lang)
        ancestors = " ".join(portal.embed_origins)
        response.headers["Content-Security-Policy"] = POLICY + f"frame-ancestors {ancestors}"
        return response

    @blp.get(f"/{assets.version}/<path:name>")
    def asset(name: str) -> Response:
        """One of the client's files, cached for good: a new version has a new path."""
        found = assets.files.get(name)
        if found is None:
            raise Problem(404, "not_found")
        data, kind = found
        return _cached(data, kind, IMMUTABLE)

    @blp.get("/texts/<lang>.json")
    def labels(lang: str) -> Response:
        """The client's labels in ``lang``: ``{"lang", "texts": {key: text or plural forms}}``."""
        if lang not in SUPPORTED:
            raise Problem(404, "not_found")
        body = texts.get(lang)
        if body is None:
            body = texts[lang] = orjson.dumps(translated(get_localizer(lang), every_label))
        response = _cached(body, "application/json", "no-cache")
        response.headers["Content-Language"] = lang
        return response

    return blp


def translated(loc: Localizer, labels: Mapping[str, play_texts.Label]) -> dict[str, Any]:
    """Every label of ``labels`` (``play_texts.labels``) in ``loc``'s language. A plural label
    is its forms by CLDR plural category (``{"one": ..., "few": ..., "many": ...}``), which the
    browser picks with ``Intl.PluralRules``, and, for a count said in words when it is none
    (``WithZero``), ``"zero"``, which the browser picks for 0."""
    samples = _plural_samples(loc.locale)
    out: dict[str, Any] = {}
    for key, msgid in labels.items():
        if isinstance(msgid, WithZero):
            out[key] = {
                "zero": _label(loc, msgid.zero, samples),
                **_label(loc, msgid.counted, samples),
            }
        else:
            out[key] = _label(loc, msgid, samples)
    return {"lang": loc.locale, "texts": out}


def _label(
    loc: Localizer, msgid: str | tuple[str, str] | InContext, samples: dict[str, int]
) -> Any:
    """One label in ``loc``'s language: its text, or its plural forms by category."""
    if isinstance(msgid, InContext):
        context, message = msgid.context, msgid.message
        if isinstance(message, tuple):
            return {c: loc.npgettext(context, *message, n) for c, n in samples.items()}
        return loc.pgettext(context, message)
    if isinstance(msgid, tuple):
        return {cat: loc.ngettext(*msgid, n) for cat, n in samples.items()}
    return loc.gettext(msgid)


def _plural_samples(locale: str) -> dict[str, int]:
    """A whole number of each CLDR plural category that whole numbers reach in ``locale``
    (Spanish and French reach "many" only at whole millions)."""
    rule = Locale.parse(locale).plural_form
    samples: dict[str, int] = {}
    for n in itertools.chain(range(200), range(1_000_000, 10_000_001, 1_000_000)):
        samples.setdefault(rule(n), n)
    return samples


def _page(body: bytes, lang: str) -> Response:
    """The page in ``lang`` (the request's: ``?lang=``, else Accept-Language)."""
    response = _cached(body, "text/html; charset=utf-8", "no-cache")
    response.headers["Content-Language"] = lang
    response.headers["Vary"] = "Accept-Language"
    return response


def _cached(body: bytes, kind: str, cache_control: str) -> Response:
    """``body`` with a strong ETag; 304 when the client already has it."""
    tag = hashlib.sha256(body).hexdigest()[:20]
    response = Response(body, mimetype=None, content_type=kind)
    response.set_etag(tag)
    response.headers["Cache-Control"] = cache_control
    return response.make_conditional(request)
