"""Portals' webhooks (play-contract, "Portals"): what each write tells a portal, signed per
the Standard Webhooks specification, delivered at least once by the background worker.

A promiser (``WebhookNotifier``) turns each write of a portal's game into messages, recorded
with the write in the game's outbox and relayed as one RQ job per message on the webhooks'
queue (``api.play.queues.WEBHOOKS``) by ``api.play.outbox``: a write that landed has its
messages, whatever dies after it; nothing delivers in a request, so none waits for a portal's
server.
A worker (``python -m api.jobs.worker webhooks``) POSTs each message to the portal's
``webhook_url`` as read from *its own* configuration when it runs (a job names the portal,
never a URL: URLs come only from the portals file), signed with the portal's
``webhook_secret`` by the ``standardwebhooks`` library (headers ``webhook-id``,
``webhook-timestamp``, ``webhook-signature``). A 2xx answer delivers the message; anything
else (another status, a redirect, a timeout, a refused connection) fails the attempt, and RQ
tries again after each of ``BIBLIOS_WEBHOOK_RETRY_INTERVALS`` (default 8 tries over about 4.4
hours) as the writing process had it: the schedule is recorded with the message in the outbox,
so a worker's sweep that relays it keeps it. Each try is signed afresh (a new
``webhook-timestamp``); the ``webhook-id`` and the body are the message's own, fixed when it
was made, so a receiver can drop repeats by id.

Bounds, so that one portal's slow or hanging server costs the others nothing (issue 38): a try
waits at most ``DELIVERY_TIMEOUT`` seconds to connect and as much for each read of the answer
(and RQ stops a job after ``JOB_TIMEOUT``), and each portal has at most ``PORTAL_CONCURRENCY``
messages queued or being delivered at once (RQ's concurrency limit, ``rq.RateLimit``, keyed by
portal): the portal's other messages wait in RQ's own waiting set, oldest first, and join the
queue as slots free up, so the queue never holds more than ``PORTAL_CONCURRENCY`` messages of
any one portal, and a portal whose endpoint hangs holds at most ``PORTAL_CONCURRENCY`` workers.
The webhooks' workers are ``PORTAL_CONCURRENCY`` + 1 by default (``scripts/serve``'s
``BIBLIOS_WEBHOOK_WORKERS``, 3), so one portal failing leaves a worker free for the others,
which take their messages at once; each more portal that may fail at the same time needs
``PORTAL_CONCURRENCY`` more workers (``docs/portal-webhooks.md``, "Fair between portals", and
``bench/webhook_fairness.py``).

Messages, in the envelope ``{"type", "timestamp", "data"}``:

``game.turn``
    ``{game_id, version, seat, external_id, deadline}``: the write made the game wait for a
    person it was not waiting for just before (one per such seat; creation included);
``game.seat_taken_over``
    ``{game_id, version, seat, external_id, reason}``: a seat was taken over by the bot
    (``reason``: ``"timeout"``);
``game.seat_reclaimed``
    ``{game_id, version, seat, external_id}``: a seat taken over was reclaimed by its person;
``game.finished``
    ``{game_id, version, result}``: the game ended; ``result.seats`` lists each seat's
    ``seat``, ``external_id``, ``status``, ``points``, ``rank`` and ``standing``;
``game.review_ready``
    ``{game_id}``: the expert's review of the finished game, asked for with ``POST
    /v1/games/{id}/review``, is ready (``GET`` it); sent by the review's job, not by a write
    (``review_ready``).

Webhook ids are ``msg_<game id>_<version>_<kind>[_<seat>]``: one per message, whatever the
number of tries.

A game's messages are delivered in the order they were made, each one only once the ones before
it were delivered (or failed for good), and a try cut short by a worker's death is tried again
after the retry interval, not after RQ's expiry of a started job
(``api.portals.delivery_order``).
"""

from __future__ import annotations

import logging
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import orjson
import redis
from rq import Queue, RateLimit, Retry, get_current_job
from rq.job import Job
from standardwebhooks import Webhook

from engine import Table
from engine.table import PLAYING, TAKEN_OVER

from ..config import Config
from ..play import clocks, queues
from ..play.metrics import WEBHOOKS
from ..play.presenting import rfc3339
from ..play.service import load_table
from ..play.store import GameRecord
from ..schemas import common as schemas
from . import delivery_order
from .registry import Portal, Portals

if TYPE_CHECKING:
    from ..composition import Services

__all__ = [
    "Message",
    "WebhookFailed",
    "WebhookNotifier",
    "deliver",
    "job_id",
    "messages_of",
    "review_ready",
]

log = logging.getLogger(__name__)

TURN, FINISHED, TAKEN = "game.turn", "game.finished", "game.seat_taken_over"
RECLAIMED = "game.seat_reclaimed"
REVIEW_READY = "game.review_ready"
#: Seconds to connect, and to wait for each read of the portal's answer, per try.
DELIVERY_TIMEOUT = 5.0
#: Seconds RQ lets one try run in all before stopping it (a server that answers drop by drop).
JOB_TIMEOUT = 15
#: Messages of one portal queued or being delivered at once, at most (the others wait).
PORTAL_CONCURRENCY = 2
USER_AGENT = "biblios-webhooks/1"
#: How long RQ keeps a message that failed every try (for an operator to look at).
FAILED_TTL = 7 * 24 * 3600


class WebhookFailed(Exception):
    """One try of a delivery failed (RQ retries it)."""


@dataclass(frozen=True)
class Message:
    """One webhook message: its id and its body (the envelope as JSON), fixed once made."""

    id: str
    type: str
    body: str


# --- What a write tells --------------------------------------------------------------------


def messages_of(
    game_id: str,
    before: GameRecord | None,
    after: GameRecord,
    table: Table,
    now: float,
    points: str | None = None,
) -> list[Message]:
    """The messages of one write (``before`` None: the game's creation), in the order they
    happened: seats taken over or reclaimed, then whom the game now waits for, then its end
    (``points``: the key of each seat's points in the game's result, ``GameEdge.result_points``;
    None: it scores none)."""
    previous = load_table(before) if before is not None else None
    external_ids = after.meta.get("external_ids") or []

    def external_id(seat: int) -> str | None:
        return external_ids[seat] if seat < len(external_ids) else None

    made: list[tuple[str, str, dict[str, Any]]] = []
    version = after.version
    if previous is not None:
        for seat, (was, now_held) in enumerate(zip(previous.seats, table.seats, strict=True)):
            if now_held.status == TAKEN_OVER and was.status != TAKEN_OVER:
                data = {
                    "game_id": game_id,
                    "version": version,
                    "seat": seat,
                    "external_id": external_id(seat),
                    "reason": "timeout",
                }
                made.append((TAKEN, f"taken_over_{seat}", data))
            elif was.status == TAKEN_OVER and now_held.status == PLAYING:
                data = {
                    "game_id": game_id,
                    "version": version,
                    "seat": seat,
                    "external_id": external_id(seat),
                }
                made.append((RECLAIMED, f"reclaimed_{seat}", data))
    waited = set(previous.waiting_for()) if previous is not None else set()
    deadlines = _seat_deadlines(after, table)
    for seat in table.waiting_for():
        if seat not in waited:
            deadline = deadlines.get(seat, after.deadline)
            data = {
                "game_id": game_id,
                "version": version,
                "seat": seat,
                "external_id": external_id(seat),
                "deadline": rfc3339(deadline) if deadline is not None else None,
            }
            made.append((TURN, f"turn_{seat}", data))
    if table.is_over() and (previous is None or not previous.is_over()):
        result = table.result() or {}
        seats = [
            {
                "seat": entry["seat"],
                "external_id": external_id(entry["seat"]),
                "status": entry.get("status"),
                "points": entry.get(points) if points else None,
                "rank": entry.get("rank"),
                "standing": entry.get("standing"),
            }
            for entry in result.get("seats", [])
        ]
        made.append(
            (
                FINISHED,
                "finished",
                {"game_id": game_id, "version": version, "result": {"seats": seats}},
            )
        )
    timestamp = rfc3339(now)
    return [
        Message(
            id=f"msg_{game_id}_{version}_{suffix}",
            type=kind,
            body=orjson.dumps({"type": kind, "timestamp": timestamp, "data": data}).decode(),
        )
        for kind, suffix, data in made
    ]


def _seat_deadlines(record: GameRecord, table: Table) -> dict[int, float]:
    """Each waiting seat's own deadline (a bank's, or after the start grace), when the game's
    clock keeps them (``api.play.clocks``)."""
    spec = clocks.ClockSpec.of(record.meta)
    if spec is None or not record.clock:
        return {}
    state = clocks.ClockState.from_json(record.clock)
    deadlines = {}
    for seat in table.waiting_for():
        if seat < len(state.seats) and (deadline := state.seat_deadline(seat)) is not None:
            deadlines[seat] = deadline
    return deadlines


def job_id(game_id: str, version: int, n: int) -> str:
    """The job of the ``n``th message of ``game_id``'s write of ``version``. RQ lets the messages
    a portal's limit holds back go by the second they were enqueued, then by job id: these ids
    sort as the game's messages were made, so they are delivered in that order (as long as none
    has to be tried again)."""
    return f"webhook-{game_id}-{version:012d}-{n:02d}"


class WebhookNotifier:
    """A promiser (``api.play.outbox``): each write of a game whose portal has a
    ``webhook_url`` promises its messages, queued by the relay (never delivered by a
    request)."""

    kind = "webhook"

    def __init__(
        self,
        portals: Portals,
        connection: redis.Redis,
        retry_intervals: Sequence[int],
        clock: Callable[[], float] = time.time,
        points: Mapping[str, str | None] | None = None,
    ) -> None:
        """:param points: each game's key of a seat's points in its result (its edge's
        ``result_points``; a game not there scores none)."""
        self.points = dict(points or {})
        self.queue = Queue(queues.WEBHOOKS, connection=connection)
        self.portals = portals
        self.retry_intervals = list(retry_intervals)
        self.clock = clock

    def promises(
        self, game_id: str, before: GameRecord | None, after: GameRecord, table: Table
    ) -> list[dict[str, Any]]:
        portal = self.portals.get(after.meta.get("portal"))
        if portal is None or portal.webhook_url is None:
            return []
        return [
            {
                "portal": portal.id,
                "id": message.id,
                "type": message.type,
                "body": message.body,
                "job": job_id(game_id, after.version, n),
                "retry": self.retry_intervals,
            }
            for n, message in enumerate(
                messages_of(
                    game_id, before, after, table, self.clock(), self.points.get(after.game)
                )
            )
        ]

    def keep(self, game_id: str, promise: dict[str, Any]) -> None:
        portal = self.portals.get(promise["portal"])
        if portal is None or portal.webhook_url is None:
            log.error(
                "webhook %s dropped: portal %r has no webhook_url", promise["id"], promise["portal"]
            )
            return
        if Job.exists(promise["job"], self.queue.connection):
            return  # queued by an earlier relay of this entry
        delivery_order.pending(self.queue.connection, promise["job"])
        message = Message(promise["id"], promise["type"], promise["body"])
        # The writer's schedule, whoever relays (a worker's sweep has its own configuration);
        # an entry written before the schedule was recorded takes the relayer's.
        self.enqueue(portal, message, promise["job"], promise.get("retry"))

    def enqueue(
        self,
        portal: Portal,
        message: Message,
        job: str | None = None,
        retry_intervals: Sequence[int] | None = None,
    ) -> None:
        """One job (id ``job``, default the message's) delivering ``message`` to ``portal``,
        tried again after each of ``retry_intervals`` (default: this notifier's), and held
        back while the portal has ``PORTAL_CONCURRENCY`` messages in flight."""
        intervals = list(self.retry_intervals if retry_intervals is None else retry_intervals)
        self.queue.enqueue(
            deliver,
            portal.id,
            message.id,
            message.body,
            job_id=job or message.id,
            retry=Retry(max=len(intervals), interval=intervals),
            rate_limit=RateLimit(f"biblios-webhooks:{portal.id}", PORTAL_CONCURRENCY),
            job_timeout=JOB_TIMEOUT,
            result_ttl=3600,
            failure_ttl=FAILED_TTL,
            description=f"webhook {message.type} to portal {portal.id}",
        )


def review_ready(services: Services, game_id: str, record: GameRecord) -> None:
    """Tell the game's portal that its review is ready (``game.review_ready``; webhook id
    ``msg_<game id>_review_ready``), when it has a ``webhook_url``."""
    portal = services.config.portals.get(record.meta.get("portal"))
    outbox = services.games.outbox
    notifier = outbox.promisers.get(WebhookNotifier.kind) if outbox is not None else None
    if portal is None or portal.webhook_url is None or not isinstance(notifier, WebhookNotifier):
        return
    envelope = {
        "type": REVIEW_READY,
        "timestamp": rfc3339(notifier.clock()),
        "data": {"game_id": game_id},
    }
    message = Message(f"msg_{game_id}_review_ready", REVIEW_READY, orjson.dumps(envelope).decode())
    notifier.enqueue(portal, message)


# --- Delivering (a job run by the worker) --------------------------------------------------


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    """A redirect fails the try: the message goes only to the configured URL."""

    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


_OPENER = urllib.request.build_opener(_NoRedirects)


def sign(secret: str, message_id: str, body: str, at: datetime) -> dict[str, str]:
    """The Standard Webhooks headers of one try of a message."""
    return {
        "webhook-id": message_id,
        "webhook-timestamp": str(int(at.timestamp())),
        "webhook-signature": Webhook(secret).sign(message_id, at, body),
    }


def deliver(portal_id: str, message_id: str, body: str) -> int | None:
    """POST one message to its portal's configured ``webhook_url`` (one try; raises
    ``WebhookFailed`` for RQ to try again). Returns the portal's status; None when the portal
    has no webhook any more (the message is dropped, logged). Run as a job, a try holds a lease
    and waits for the earlier messages of its game (``api.portals.delivery_order``)."""
    job = get_current_job()
    if job is None:
        return _post(portal_id, message_id, body)
    with delivery_order.delivering(job):
        return _post(portal_id, message_id, body)


def _post(portal_id: str, message_id: str, body: str) -> int | None:
    """One try of a message (``deliver``)."""
    portal = Config.from_env().portals.get(portal_id)
    if portal is None or portal.webhook_url is None or portal.webhook_secret is None:
        log.error("webhook %s dropped: portal %r has no webhook_url now", message_id, portal_id)
        WEBHOOKS.labels("dropped").inc()
        return None
    headers = {
        **sign(portal.webhook_secret, message_id, body, datetime.now(UTC)),
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
    }
    request = urllib.request.Request(
        portal.webhook_url, data=body.encode("utf-8"), headers=headers, method="POST"
    )
    try:
        with _OPENER.open(request, timeout=DELIVERY_TIMEOUT) as answer:
            status = answer.status
    except urllib.error.HTTPError as error:  # 3xx (not followed), 4xx, 5xx
        error.close()
        raise _failed(message_id, portal_id, f"answered {error.code}") from None
    except (urllib.error.URLError, OSError, ValueError) as error:
        reason = getattr(error, "reason", error)
        raise _failed(message_id, portal_id, f"unreachable: {reason}") from None
    if not 200 <= status < 300:
        raise _failed(message_id, portal_id, f"answered {status}")
    WEBHOOKS.labels("delivered").inc()
    log.info("webhook %s delivered to portal %s (%s)", message_id, portal_id, status)
    return status


def _failed(message_id: str, portal_id: str, what: str) -> WebhookFailed:
    """A failed try, counted and logged in one line (which try of how many, and when the next
    comes; the worker logs no traceback for it): the exception that makes RQ try again."""
    WEBHOOKS.labels("failed").inc()
    attempt, tries, next_in = _tries()
    after = f"next try in {next_in} s" if next_in is not None else "no try left"
    log.warning(
        "webhook %s to portal %s: try %d of %d failed (%s); %s",
        message_id,
        portal_id,
        attempt,
        tries,
        what,
        after,
    )
    return WebhookFailed(f"{message_id}: portal {portal_id} {what}")


def _tries() -> tuple[int, int, int | None]:
    """This try's number, the number of tries, and the seconds before the next (None: none
    left), from the RQ job running it (outside a worker: the one try)."""
    job = get_current_job()
    intervals = list(job.retry_intervals or []) if job is not None else []
    left = (job.retries_left or 0) if job is not None else 0
    tries = len(intervals) + 1
    attempt = tries - left
    return attempt, tries, job.get_retry_interval() if job is not None and left else None


# --- The OpenAPI document ------------------------------------------------------------------

#: The envelope schema of each message type (documentation).
ENVELOPES = {
    TURN: schemas.webhook_envelope(TURN, schemas.WebhookTurnData),
    TAKEN: schemas.webhook_envelope(TAKEN, schemas.WebhookSeatTakenOverData),
    RECLAIMED: schemas.webhook_envelope(RECLAIMED, schemas.WebhookSeatReclaimedData),
    FINISHED: schemas.webhook_envelope(FINISHED, schemas.WebhookFinishedData),
    REVIEW_READY: schemas.webhook_envelope(REVIEW_READY, schemas.WebhookReviewReadyData),
}
_SUMMARIES = {
    TURN: "The game now waits for a person it was not waiting for (creation included).",
    TAKEN: "A seat was taken over by the bot after three timeouts in a row.",
    RECLAIMED: "A seat taken over after timeouts was reclaimed by its person.",
    FINISHED: "The game is over: each seat's external id, status, points and rank.",
    REVIEW_READY: "The expert's review of the finished game is ready (`GET .../review`).",
}
_HEADERS = {
    "webhook-id": "The message's id: the same on every try (drop repeats by it).",
    "webhook-timestamp": "When this try was signed (Unix seconds).",
    "webhook-signature": "`v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<body>` with the "
    "portal's webhook_secret (Standard Webhooks).",
}


def document(spec: Any) -> None:
    """Add the webhook envelopes to the OpenAPI document's schemas."""
    for schema in ENVELOPES.values():
        spec.components.schema(schema.__name__, schema=schema)


def openapi_webhooks() -> dict[str, Any]:
    """The webhooks a portal receives, as OpenAPI 3.1 would list them under ``webhooks``
    (this document is OpenAPI 3.0: the same map under ``x-webhooks``)."""
    return {
        kind: {
            "post": {
                "summary": _SUMMARIES[kind],
                "description": "POSTed to the portal's configured `webhook_url`, signed per "
                "the Standard Webhooks specification; retried with backoff until a 2xx answer "
                "(at least once).",
                "parameters": [
                    {
                        "in": "header",
                        "name": name,
                        "required": True,
                        "schema": {"type": "string"},
                        "description": description,
                    }
                    for name, description in _HEADERS.items()
                ],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {"$ref": f"#/components/schemas/{schema.__name__}"}
                        }
                    },
                },
                "responses": {"2XX": {"description": "Delivered (anything else is retried)."}},
            }
        }
        for kind, schema in ENVELOPES.items()
    }
