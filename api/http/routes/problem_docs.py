"""The documentation of the problems an operation answers with: one helper for every
blueprint, so that each problem response of the document has the same schema, content type
and headers (``Retry-After`` with a 429, the ``Bearer`` challenge with a 401)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from flask_smorest import Blueprint

from ...schemas import common as schemas
from ...schemas import openapi_fields


def problem_responses(
    blp: Blueprint, descriptions: Mapping[int, str], *statuses: int
) -> list[Callable]:
    """``blp``'s response decorators for the problems of ``statuses`` (every status of
    ``descriptions`` when none is named), each described by ``descriptions``."""
    return [
        blp.alt_response(
            status,
            schema=schemas.ProblemOut,
            description=descriptions[status],
            content_type="application/problem+json",
            headers=openapi_fields.problem_headers(status),
        )
        for status in statuses or tuple(descriptions)
    ]
