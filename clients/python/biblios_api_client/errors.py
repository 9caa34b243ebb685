"""Problems (RFC 9457 answers of the API) as typed exceptions carrying ``code`` and ``params``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
import httpx

from .generated import models
from .generated.models import ProblemOut, ProblemParams

if TYPE_CHECKING:
    from .problems import ProblemParamsModel

#: Each code's params model (openapi.yaml's ``ProblemParams``: ``NotYourTurnProblemParams``...).
PARAMS_MODELS: dict[str, type] = {
    field.name: getattr(models, field.type) if isinstance(field.type, str) else field.type
    for field in attrs.fields(ProblemParams)
}


class ApiError(Exception):
    """An answer of 400 or more: ``status``, the stable ``code`` (docs/codes.md), its
    ``params``, the localized ``title`` and ``detail``, the field ``errors`` of a 400, the
    ``request_id`` to quote in reports, ``retry_after`` (seconds, when the server said),
    ``problem``, the generated model of the whole answer (None if it was not a problem), and
    ``typed_params``, the ``params`` as their code's model (``ProblemParams``: a
    ``NotYourTurnProblemParams`` for ``not_your_turn``...; None for a code without params):
    ``params_of(error, "not_your_turn")`` (``biblios_api_client.problems``) gives it typed
    by its code."""

    status: int = 0

    def __init__(self, response: httpx.Response) -> None:
        try:
            body = response.json()
        except ValueError:
            body = None
        body = body if isinstance(body, dict) else {}
        self.status = response.status_code
        self.code: str = str(body.get("code", f"http_{response.status_code}"))
        self.params: dict[str, Any] = dict(body.get("params") or {})
        self.title: str = str(body.get("title", response.reason_phrase))
        self.detail: str = str(body.get("detail", ""))
        self.errors: dict[str, Any] = dict(body.get("errors") or {})
        self.request_id: str | None = body.get("request_id") or response.headers.get("X-Request-Id")
        self.retry_after = _retry_after(response.headers.get("Retry-After"))
        self.problem: ProblemOut | None = None
        self.typed_params: ProblemParamsModel | None = None
        model = PARAMS_MODELS.get(self.code)
        if model is not None and self.params:
            try:
                self.typed_params = model.from_dict(self.params)
            except (KeyError, TypeError, ValueError):
                self.typed_params = None
        if "code" in body:
            try:
                self.problem = ProblemOut.from_dict(body)
            except (KeyError, TypeError, ValueError):
                self.problem = None
        text = f"{self.status} {self.code}: {self.detail or self.title}"
        if self.errors:
            text += " " + "; ".join(
                f"{path}: {message}" for path, message in field_errors(self.errors)
            )
        super().__init__(text)


def field_errors(errors: Any, prefix: str = "") -> list[tuple[str, str]]:
    """A 400's ``errors`` as (dotted field path, its messages): ``("seats.0.name", "Longer
    than 40 characters.")``; the errors of a whole object or of the body (``_schema``,
    ``_body``) are its parent's."""
    if isinstance(errors, dict):
        pairs: list[tuple[str, str]] = []
        for key, value in errors.items():
            child = (
                prefix if str(key).startswith("_") else f"{prefix}.{key}" if prefix else str(key)
            )
            pairs += field_errors(value, child)
        return pairs
    messages = errors if isinstance(errors, list) else [errors]
    return [(prefix or "body", " ".join(str(m) for m in messages))]


class BadRequest(ApiError):
    """400: the request is not valid (``errors`` lists the fields)."""


class Unauthorized(ApiError):
    """401: a missing, malformed or foreign token or key."""


class NotFound(ApiError):
    """404: no such game (or not the portal's)."""


class Conflict(ApiError):
    """409: e.g. ``game_not_over`` (export), ``seat_not_taken_over`` (reclaim), ``conflict``."""


class StaleVersion(ApiError):
    """412 ``stale_version``: the game moved on since the version sent; read it and decide
    again (``act(..., on_stale=...)`` does it for you)."""


class PayloadTooLarge(ApiError):
    """413: the body is too large."""


class Unprocessable(ApiError):
    """422: a rule refused the action (``not_your_turn``, ``bid_too_low``...)."""


class RateLimited(ApiError):
    """429: too many requests or streams; ``retry_after`` says when to come back."""


class Unavailable(ApiError):
    """503: the store or the API is unavailable; nothing was done."""


class OutcomeUnknown(Unavailable):
    """503 ``outcome_unknown``: the action may have been applied. Retrying with the same
    Idempotency-Key is safe (the library does it); or read the game's version."""


_BY_STATUS: dict[int, type[ApiError]] = {
    400: BadRequest,
    401: Unauthorized,
    404: NotFound,
    409: Conflict,
    412: StaleVersion,
    413: PayloadTooLarge,
    422: Unprocessable,
    429: RateLimited,
    503: Unavailable,
}


def problem_error(response: httpx.Response) -> ApiError:
    """The typed exception for an error answer."""
    kind = _BY_STATUS.get(response.status_code, ApiError)
    error = kind(response)
    if kind is Unavailable and error.code == "outcome_unknown":
        error = OutcomeUnknown(response)
    return error


def _retry_after(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None  # an HTTP date: the caller's own backoff applies
