"""The worker's relay (``api.play.outbox``): a thread of each worker that serves the clocks.

- Every ``SWEEP`` seconds it queues what the games' outboxes still hold: what a writer that died
  right after its write could not relay (``Outbox.sweep``).
- As often, it has RQ try again at once the webhook deliveries cut short by a worker's death
  (``api.portals.delivery_order.recover``).
- Every ``CLOCK_SWEEP`` seconds it schedules again the clock of every running game from the
  game itself (its stored deadline; the job is queued only when no job of its id exists), so
  that a queue that lost its jobs (emptied, or its Redis replaced) loses no timeout: one due
  meanwhile is applied within ``CLOCK_SWEEP`` seconds (and 1 s more for the scheduler). A
  sweep reads every game's deadline (``SCAN`` on every master, pipelines of
  ``api.play.store.SCAN_BATCH``): about a second of one Redis core per million games.

Several workers may each run one: every relay is idempotent (``api.play.outbox``).
"""

from __future__ import annotations

import logging
import threading
import time

from ..composition import Services
from ..play.outbox import SWEEP
from ..play.timeout_scheduler import TimeoutScheduler
from ..portals.delivery_order import recover

__all__ = ["CLOCK_SWEEP", "reschedule_clocks", "start_relay"]

log = logging.getLogger(__name__)

#: Seconds between two re-schedulings of every running clock from the games' deadlines.
CLOCK_SWEEP = 5.0


def start_relay(services: Services) -> threading.Thread:
    """Start the relay of ``services`` in a daemon thread (it lives as long as the worker)."""
    thread = threading.Thread(target=_run, args=(services,), name="outbox-relay", daemon=True)
    thread.start()
    return thread


def reschedule_clocks(services: Services) -> int:
    """Schedule the job of every running clock that has none; returns how many were looked at."""
    outbox = services.games.outbox
    assert outbox is not None
    scheduler = outbox.promisers["clock"]
    assert isinstance(scheduler, TimeoutScheduler)
    running = services.store.deadlines()
    for game_id, deadline in running:
        scheduler.schedule(game_id, deadline)
    return len(running)


def _run(services: Services) -> None:
    outbox = services.games.outbox
    assert outbox is not None
    clocks_due = time.monotonic()
    while True:
        started = time.monotonic()
        try:
            relayed = outbox.sweep()
            if relayed:
                log.info("relayed %d outbox entries left by writers", relayed)
            recovered = recover(outbox.queue)
            if recovered:
                log.warning("deliveries cut short, to be tried again: %s", recovered)
            if started >= clocks_due:
                clocks_due = started + CLOCK_SWEEP
                reschedule_clocks(services)
        except Exception:  # the relay outlives any one failure (Redis away...)
            log.exception("the relay's sweep failed")
        time.sleep(max(0.0, SWEEP - (time.monotonic() - started)))
