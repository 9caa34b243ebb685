"""The expert's advice, run by the bots' worker (play-contract, "Learning"): a hint's search
(``api.play.hints``) and a finished game's review (``api.play.reviews``). A request never
searches: it enqueues these jobs on the bots' queue and waits for a hint's result a moment at
most, or answers at once that a review is pending. Both searches yield the CPU while the
machine is busy, within bounds (``api.jobs.pacing``).
"""

from __future__ import annotations

from typing import Any

from engine import get_game
from engine.advice import hint

from ..composition import worker_services
from ..play.reviews import review_and_keep
from ..portals.webhooks import review_ready
from .pacing import HINT_DUTY, REVIEW_DUTY, Pacer

__all__ = ["hint_for", "review_game"]


def hint_for(game: str, view: dict[str, Any]) -> dict[str, Any] | None:
    """The expert's hint on ``view``, the asking seat's view of ``game`` (a game type's id):
    that view alone, never the state (``engine.advice.hint``); None when it has no decision.
    Paced (``BIBLIOS_ADVICE_YIELD``, ``BIBLIOS_HINT_MAX_PAUSE``): the same hint, later."""
    config = worker_services().config
    pacer = Pacer(config.advice_yield, HINT_DUTY, config.hint_max_pause)
    found = hint(get_game(game), view, pace=pacer)
    pacer.log_cost(f"the hint for seat {view.get('seat')}")
    return found


def review_game(game_id: str) -> bool:
    """Review the finished game ``game_id``, keep the review with it (``api.play.reviews``)
    and tell the game's portal (``game.review_ready``); False when the game is gone. Paced
    (``BIBLIOS_ADVICE_YIELD``, ``BIBLIOS_REVIEW_MAX_PAUSE``): the same review, later."""
    services = worker_services()
    config = services.config
    pacer = Pacer(config.advice_yield, REVIEW_DUTY, config.review_max_pause)
    record = review_and_keep(services, game_id, pacer)
    pacer.log_cost(f"the review of game {game_id}")
    if record is None:
        return False
    review_ready(services, game_id, record)
    return True
