"""The background jobs' queues (RQ, on the plain Redis at ``BIBLIOS_QUEUE_URL``), by priority.

- ``CLOCKS``: the clocks' timeouts (``api.jobs.timeouts.apply_due_timeouts``), each due at a
  deadline that the play contract says is kept within 2 seconds;
- ``BOTS``: the slow bots' moves (``api.jobs.bot_moves.play_bot``: one expert's search and write),
  which a person waits for;
- ``HINTS``: the hints' searches (``api.jobs.advice.hint_for``, about a second), which a person
  asks for and waits 3 s at most;
- ``WEBHOOKS``: the portals' webhook deliveries (``api.portals.webhooks.deliver``), which wait
  on other people's servers;
- ``REVIEWS``: the expert's reviews of finished games (``api.jobs.advice.review_game``: a search
  at each person's decision, up to a minute of CPU per seat), which nobody waits for at a table:
  never served by a ``clocks`` worker, so that a review never holds a clock back.

The hints and the reviews are the expert's advice, apart from the bots' moves so that a worker
of them alone (the ``advice`` role) may take only the CPU the API leaves (``api.jobs.cpu_share``)
while the bots' moves, part of the play, are made as the API's requests are.

A worker serves the queues it is given in this order (RQ takes from the first non-empty one),
so a clock is never behind a delivery in a worker that serves both; ``scripts/serve`` runs
workers per role (three for the webhooks), so a delivery that hangs never holds a clock either,
nor another portal's deliveries (``api.jobs.worker``, ``api.portals.webhooks``).
"""

from __future__ import annotations

import redis

from .redis_connect import Sentinels, sentinel_master

__all__ = [
    "BOTS",
    "CLOCKS",
    "HINTS",
    "PRIORITY",
    "REVIEWS",
    "ROLES",
    "WEBHOOKS",
    "enqueuing_connection",
]

CLOCKS = "biblios-clocks"
BOTS = "biblios-bots"
HINTS = "biblios-hints"
WEBHOOKS = "biblios-webhooks"
REVIEWS = "biblios-reviews"
#: Every queue, the most urgent first.
PRIORITY = (CLOCKS, BOTS, HINTS, WEBHOOKS, REVIEWS)
#: What ``python -m api.jobs.worker <role>...`` serves, by role: the game's own moves (a clock's
#: timeout or a bot's move: each job one write or one search) under ``clocks``; the expert's
#: searches (the bots' moves, hints and reviews) under ``bots``; the expert's advice alone
#: (hints and reviews) under ``advice``.
ROLES = {
    "clocks": (CLOCKS, BOTS),
    "bots": (BOTS, HINTS, REVIEWS),
    "advice": (HINTS, REVIEWS),
    "webhooks": (WEBHOOKS,),
    "reviews": (REVIEWS,),
}


def enqueuing_connection(
    queue_url: str, timeout: float, sentinels: Sentinels | None = None
) -> redis.Redis:
    """A connection for enqueuing from a request or a job: it waits at most ``timeout``
    seconds for Redis (a write that cannot enqueue stands, and says so in the log); under
    Sentinel, to the master ``sentinels`` name (``queue_url`` gives its database)."""
    if sentinels is not None:
        return sentinel_master(
            queue_url, sentinels, socket_timeout=timeout, socket_connect_timeout=timeout
        )
    return redis.Redis.from_url(queue_url, socket_timeout=timeout, socket_connect_timeout=timeout)
