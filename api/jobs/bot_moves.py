"""The slow bots' job, run by the worker: one expert's move (``api.play.bot_scheduler``).

The job writes through the worker's ``GameService``, built by the same composition root as the
API's (``api.composition``): the same compare-and-set as a request, promising the same jobs
(``api.play.outbox``: a portal's webhooks, the clock of the person the game then waits for, and
the next slow bot's move), with the same listeners (a portal's listing). A job that finds
nothing pending (a resignation or another job came first) writes nothing.
"""

from __future__ import annotations

from ..composition import worker_services

__all__ = ["play_bot"]


def play_bot(game_id: str) -> int | None:
    """Make the slow bot's move pending in ``game_id`` (nothing if none is any more); the
    game's version afterwards (None: the game is gone)."""
    written = worker_services().games.play_bots(game_id)
    return None if written is None else written.record.version
