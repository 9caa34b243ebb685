"""The background jobs' queues (RQ, on the plain Redis at ``BIBLIOS_QUEUE_URL``), by priority.

- ``CLOCKS``: the clocks' timeouts (``api.jobs.timeouts.apply_due_timeouts``), each due at a
  deadline that the play contract says is kept within 2 seconds;
- ``BOTS``: the slow bots' moves (``api.jobs.bot_moves.play_bot``: one expert's search and write),
  which a person waits for;
- ``WEBHOOKS``: the portals' webhook deliveries (``api.portals.webhooks.deliver``), which wait
  on other people's servers.

A worker serves the queues it is given in this order (RQ takes from the first non-empty one),
so a clock is never behind a delivery in a worker that serves both; ``scripts/serve`` runs one
worker per role, so a delivery that hangs never holds a clock either (``api.jobs.worker``).
"""

from __future__ import annotations

import redis

__all__ = ["BOTS", "CLOCKS", "PRIORITY", "ROLES", "WEBHOOKS", "enqueuing_connection"]

CLOCKS = "biblios-clocks"
BOTS = "biblios-bots"
WEBHOOKS = "biblios-webhooks"
#: Every queue, the most urgent first.
PRIORITY = (CLOCKS, BOTS, WEBHOOKS)
#: What ``python -m api.jobs.worker <role>...`` serves, by role: the game's own moves (a clock's
#: timeout, a bot's move: each job one write of at most one search) under ``clocks``, or the
#: bots' alone.
ROLES = {"clocks": (CLOCKS, BOTS), "bots": (BOTS,), "webhooks": (WEBHOOKS,)}


def enqueuing_connection(queue_url: str, timeout: float) -> redis.Redis:
    """A connection for enqueuing from a request or a job: it waits at most ``timeout``
    seconds for Redis (a write that cannot enqueue stands, and says so in the log)."""
    return redis.Redis.from_url(queue_url, socket_timeout=timeout, socket_connect_timeout=timeout)
