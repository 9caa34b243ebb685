"""The one composition root: the services of the API and of the worker, built the same way.

Every write of a game, wherever it happens (a request, a clock's timeout on the worker, a job
that moves bots), goes through a ``GameService`` built here, so it promises the same jobs
(``api.play.outbox``): the slow bots' next move (``BotScheduler``), the clock's next job
(``TimeoutScheduler``) and a portal's webhooks (``WebhookNotifier``), and has the same
listeners: for a portal's games the listing's indexes (``PortalIndex``).
``api.app.create_app`` builds one per app (with the edges of the games it serves:
``Services.edges``, built here by ``api.games.serve``, never at import time) and gives it to the
app (``api.http.serving.services_of``: the routes' one way to them); a worker process builds
one on first use (``worker_services``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from .config import Config
from .games import GameEdge, serve
from .i18n import Localizer, get_localizer
from .play.bot_scheduler import BotScheduler
from .play.hints import HintDesk
from .play.outbox import Outbox, Promiser
from .play.queues import enqueuing_connection
from .play.reviews import ReviewDesk
from .play.service import GameService, WriteListener
from .play.store import GameStore
from .play.timeout_scheduler import TimeoutScheduler
from .portals.listing import PortalIndex
from .portals.webhooks import WebhookNotifier

__all__ = ["Services", "build_services", "worker_services"]


@dataclass(frozen=True)
class Services:
    """What one process uses to read and write games."""

    config: Config
    store: GameStore
    listing: PortalIndex
    games: GameService
    hints: HintDesk
    reviews: ReviewDesk
    #: The games served, id → their built edge (``api.games.serve``), in the order given.
    edges: Mapping[str, GameEdge]

    def localizer(self, locale: str, game: str | None) -> Localizer:
        """The localizer of ``locale`` for ``game``: its edge's when it is a game served, else
        the texts every game shares."""
        edge = self.edges.get(game) if game is not None else None
        return edge.localizer(locale) if edge is not None else get_localizer(locale)


def build_services(
    config: Config,
    clock: Callable[[], float] = time.time,
    games: Iterable[str] | None = None,
) -> Services:
    """The services of ``config`` (``clock``: the Unix time the games' clocks read) for the
    games ``games`` (ids; None: every installed game, then those plugged in): their edges
    are built here (``api.games.serve``), not when a module is imported."""
    edges = serve(games)
    store = GameStore(
        config.redis_url,
        config.game_ttl,
        config.redis_timeout,
        config.redis_cluster,
        config.games_sentinels,
        config.waiting,
    )
    listing = PortalIndex(store)
    queue = enqueuing_connection(config.queue, config.redis_timeout, config.queue_sentinels)
    promisers: list[Promiser] = [
        BotScheduler(queue),
        TimeoutScheduler(queue),
        WebhookNotifier(
            config.portals,
            queue,
            config.webhook_retry_intervals,
            clock,
            points={game_id: edge.result_points for game_id, edge in edges.items()},
        ),
    ]
    listeners: list[WriteListener] = [] if config.portals.open else [listing]
    service = GameService(
        store,
        cas_retries=config.cas_retries,
        unplayed_ttl=config.unplayed_ttl,
        clock=clock,
        listeners=listeners,
        outbox=Outbox(store, queue, promisers, config.waiting),
    )
    return Services(
        config,
        store,
        listing,
        service,
        HintDesk(queue, config.redis_timeout),
        ReviewDesk(store, queue, config.review_max_pause),
        edges,
    )


@cache
def worker_services() -> Services:
    """The services of this worker process, from its environment (built on first use, then
    kept: a job reuses the connections of the jobs before it)."""
    return build_services(Config.from_env())
