"""The metrics the services count (prometheus-client): requests by route, method and status
with latency histograms, compare-and-set races and conflicts, bot moves, timeouts, webhook
deliveries, open streams. ``api.http.observability`` serves them at ``/metrics`` and counts
the requests; the services count the rest where it happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prometheus_client import Counter, Gauge, Histogram

if TYPE_CHECKING:
    from engine import Table

REQUESTS = Counter(
    "biblios_http_requests_total", "HTTP requests answered.", ["route", "method", "status"]
)
LATENCY = Histogram(
    "biblios_http_request_duration_seconds",
    "Time to answer an HTTP request (streams: until they end).",
    ["route", "method"],
    buckets=(0.002, 0.005, 0.01, 0.02, 0.035, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10),
)
CAS_RACES = Counter(
    "biblios_cas_races_total", "Writes that lost a compare-and-set race and were judged again."
)
CAS_CONFLICTS = Counter(
    "biblios_cas_conflicts_total", "Writes answered 409 conflict: every attempt lost its race."
)
BOT_MOVES = Counter("biblios_bot_moves_total", "Moves made by bots and stand-ins.")
TIMEOUTS = Counter("biblios_timeouts_total", "Decisions made by the stand-in at a deadline.")
WEBHOOKS = Counter(
    "biblios_webhook_deliveries_total", "Webhook delivery attempts, by outcome.", ["outcome"]
)
STREAMS = Gauge(
    "biblios_open_streams", "Live update streams open now.", multiprocess_mode="livesum"
)


def count_write(table: Table) -> None:
    """Count what a write to a game did: the moves of bots and stand-ins, the timeouts."""
    if table.bot_moves:
        BOT_MOVES.inc(table.bot_moves)
    if table.timeouts_applied:
        TIMEOUTS.inc(table.timeouts_applied)
