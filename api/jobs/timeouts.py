"""The clocks' job, run by the worker (``python -m api.jobs.worker``, RQ with its scheduler).

A write that starts a clock promises this job due at its deadline
(``api.play.timeout_scheduler.TimeoutScheduler``, on the ``CLOCKS`` queue of
``api.play.queues``), recorded with the write and relayed to the queue (``api.play.outbox``;
the worker's relay also schedules again every running clock from the games, ``api.jobs.relay``);
a worker runs it within about a second of the deadline. It writes through the worker's
``GameService``, built by the same composition root as the API's (``api.composition``), so its
writes promise the same jobs (the next clock's, a portal's webhooks) and have the same
listeners (a portal's listing). A
job only ever goes through the same compare-and-set as a request, so two workers, a worker and
a request, or a stale job can never apply a timeout twice: whoever writes first wins, the
others find nothing due.
"""

from __future__ import annotations

import time

from ..composition import worker_services

__all__ = ["EARLY_START", "apply_due_timeouts"]

EARLY_START = 1.5  # seconds: how early RQ's whole-second scheduler may start a job


def apply_due_timeouts(game_id: str, deadline: float) -> int | None:
    """Apply the timeouts due in ``game_id`` at ``deadline`` (nothing if none is due any
    more: the game moved on); returns the game's version afterwards (None: the game is gone).

    RQ's scheduler counts whole seconds and looks every second, so the job may start up to a
    second before ``deadline``: it then waits for it (a batch of jobs due in one second waits
    at most that second in all), which applies the timeout within a second of the deadline.
    """
    early = deadline - time.time()
    if 0 < early <= EARLY_START:
        time.sleep(early)
    written = worker_services().games.time_out(game_id)
    return None if written is None else written.record.version
