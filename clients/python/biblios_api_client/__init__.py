"""Biblios rules-engine API for Python: a thin layer over the client generated from
openapi.yaml (``biblios_api_client.generated``; its models are ``biblios_api_client.models``).
See clients/python/README.md."""

from . import models
from ._version import __version__
from .client import (
    Action,
    Action1347,
    AsyncBiblios,
    AsyncStream,
    Biblios,
    BibliosAction,
    Retry,
    Stream,
)
from .errors import (
    ApiError,
    BadRequest,
    Conflict,
    NotFound,
    OutcomeUnknown,
    PayloadTooLarge,
    RateLimited,
    StaleVersion,
    Unauthorized,
    Unavailable,
    Unprocessable,
)
from .sse import ServerSentEvent, SSEParser

__all__ = [
    "Action",
    "Action1347",
    "ApiError",
    "AsyncBiblios",
    "AsyncStream",
    "BadRequest",
    "Biblios",
    "BibliosAction",
    "Conflict",
    "NotFound",
    "OutcomeUnknown",
    "PayloadTooLarge",
    "RateLimited",
    "Retry",
    "SSEParser",
    "ServerSentEvent",
    "StaleVersion",
    "Stream",
    "Unauthorized",
    "Unavailable",
    "Unprocessable",
    "__version__",
    "models",
]
