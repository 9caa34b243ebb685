"""Which language a request is answered in (contract: ``?lang=``, then Accept-Language, else
English; regional tags fall back: ``es-MX`` → ``es``).

werkzeug parses the header (quality values, ``*``); Babel's ``negotiate_locale`` matches each
acceptable tag, best first, against the supported languages, so "es-MX, fr;q=0.9" is Spanish.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from babel import negotiate_locale
from flask import request
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

SUPPORTED: tuple[str, ...] = ("en", "es", "fr", "ru")
DEFAULT = "en"

_TAG = re.compile(r"^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$")
_MAX_HEADER = 4096


def supported(tag: object) -> str | None:
    """The supported language of a language tag (``"fr_CA"`` → ``"fr"``), or None."""
    if not isinstance(tag, str) or not _TAG.match(tag.strip()):
        return None
    try:
        found = negotiate_locale([tag.strip().replace("_", "-")], SUPPORTED, sep="-", aliases=None)
    except Exception:  # Babel must never turn a bad tag into a 500
        return None
    return found.lower() if found and found.lower() in SUPPORTED else None


@functools.lru_cache(maxsize=256)  # clients send a few header values, over and over
def negotiate(lang: str | None, accept_language: str | None) -> str:
    """The response language: ``lang`` (the query's) if supported, else the best acceptable
    language of the Accept-Language header, else English."""
    chosen = supported(lang)
    if chosen:
        return chosen
    if not isinstance(accept_language, str) or len(accept_language) > _MAX_HEADER:
        return DEFAULT
    ranges = parse_accept_header(accept_language, LanguageAccept)
    refused = {supported(tag) for tag, quality in ranges if quality <= 0}
    for tag, quality in ranges:
        if quality <= 0:
            continue
        if tag == "*":  # any language: the first supported one not refused with q=0
            chosen = next((lang for lang in SUPPORTED if lang not in refused), None)
        else:
            chosen = supported(tag)
        if chosen:
            return chosen
    return DEFAULT


def request_locale(environ: dict[str, Any] | None = None) -> str:
    """The language of the current request's texts (negotiated once per request, and kept in
    its WSGI environ; ``environ``: the request's, when the caller has it at hand)."""
    if environ is None:
        environ = request.environ
    locale = environ.get(_LOCALE_KEY)
    if locale is None:
        # given twice: neither (the request is a 400); no query string: no need to parse one
        langs = request.args.getlist("lang") if environ.get("QUERY_STRING") else []
        locale = environ[_LOCALE_KEY] = negotiate(
            langs[0] if len(langs) == 1 else None, environ.get("HTTP_ACCEPT_LANGUAGE")
        )
    return locale


_LOCALE_KEY = "biblios.locale"
