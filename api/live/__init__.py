"""Live updates (play-contract, "Live updates"): games followed as Server-Sent Events.

Rooms by job: ``hub`` (this process's one Redis subscriber connection, fanning the published
writes out to the local streams), ``stream`` (one client's stream: views, events, keep-alive,
presence, the end), ``tickets`` (one-use tickets for ``EventSource``), ``sse`` (the framing).
The routes are ``api.http.routes.streams``; the design and its reasons,
``docs/live-updates.md``.

May import ``portals``, ``play``, ``games``, ``schemas``, ``i18n`` and the engine.
``tests/test_import_graph.py`` holds this.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from flask import Flask

from ..play.store import GameStore
from .hub import Hub
from .stream import GameStream, StreamSettings
from .tickets import TICKET_SECONDS, TicketBook

if TYPE_CHECKING:
    from ..config import Config

__all__ = ["TICKET_SECONDS", "GameStream", "Live", "StreamSettings", "install", "live_of"]

_EXTENSION = "biblios_live"


@dataclass
class Live:
    """What the streams of one app share: the hub, the tickets, the settings."""

    hub: Hub
    tickets: TicketBook
    settings: StreamSettings

    def end_streams_when(self, stopping: Callable[[], bool], every: float = 0.5) -> None:
        """End every stream once ``stopping()`` is true (checked every ``every`` seconds): a
        worker told to stop then stops at once, and its clients reconnect elsewhere."""

        def watch() -> None:
            while not stopping():
                time.sleep(every)
            self.hub.stop()

        threading.Thread(target=watch, name="biblios-live-watch", daemon=True).start()


def install(app: Flask, config: Config, store: GameStore) -> Live:
    """Give ``app`` its live updates (``live_of(app)``); nothing connects before a stream."""
    live = Live(
        hub=Hub(
            config.redis_url, config.redis_timeout, config.redis_cluster, config.games_sentinels
        ),
        tickets=TicketBook(store.redis),
        settings=StreamSettings(
            keepalive=config.stream_keepalive,
            presence=config.presence_seconds,
            subscribe_timeout=config.redis_timeout,
        ),
    )
    app.extensions[_EXTENSION] = live
    return live


def live_of(app: Flask) -> Live:
    return app.extensions[_EXTENSION]
