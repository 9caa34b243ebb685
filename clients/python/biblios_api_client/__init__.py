"""Biblios rules-engine API for Python: a thin layer over the client generated from
openapi.yaml (``biblios_api_client.generated``; its models are ``biblios_api_client.models``).
See clients/python/README.md."""

from . import models
from ._version import __version__
from .client import (
    OPERATIONS,
    Action,
    Action1347,
    AsyncBiblios,
    AsyncStream,
    Biblios,
    BibliosAction,
    BibliosTemplate,
    BibliosView,
    GameView,
    Retry,
    RetryNotice,
    Stream,
    Template1347,
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
from .generated.models import View1347
from .problems import ProblemParamsModel, params_of
from .sse import ServerSentEvent, SSEParser

__all__ = [
    "OPERATIONS",
    "Action",
    "Action1347",
    "ApiError",
    "AsyncBiblios",
    "AsyncStream",
    "BadRequest",
    "Biblios",
    "BibliosAction",
    "BibliosTemplate",
    "BibliosView",
    "Conflict",
    "GameView",
    "NotFound",
    "OutcomeUnknown",
    "PayloadTooLarge",
    "ProblemParamsModel",
    "RateLimited",
    "Retry",
    "RetryNotice",
    "SSEParser",
    "ServerSentEvent",
    "StaleVersion",
    "Stream",
    "Template1347",
    "Unauthorized",
    "Unavailable",
    "Unprocessable",
    "View1347",
    "__version__",
    "models",
    "params_of",
]
