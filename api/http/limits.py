"""Rate limits that cannot be dodged: counted per *verified* identity, in Redis.

Two limits, both per client and both counted in the games' Redis (so every API process and
host shares the counts), with the sliding-window-counter strategy of ``limits``:

- ``BIBLIOS_RATE_LIMIT`` (default off): every request, except the health check
  (``/v1/health``) and the metrics (``/metrics``), which a load balancer and Prometheus must
  always reach;
- ``BIBLIOS_CREATE_RATE_LIMIT``: game creations (``POST /v1/games``), on by default in both
  modes (``api.config``: in open mode anyone may create games; in closed mode each portal has
  its bucket, and a portal's ``create_rate_limit`` in the portals file replaces the server's).

The client is who the request *proved* to be (``api.http.reading.Call.identity``): a portal whose
key matched, or a seat whose token matched the game the path names. Anything else, a made-up
token included, counts as the client's address: presenting a new credential with each request
does not open a new bucket. The address is the connection's, unless the server is told how
many reverse proxies stand in front of it (``BIBLIOS_TRUSTED_PROXIES``): then werkzeug's
``ProxyFix`` takes the address those proxies saw from ``X-Forwarded-For`` (only their entries:
a client cannot choose its address by sending the header itself).

A request over a limit is 429 ``rate_limited`` with ``Retry-After`` (seconds). Every request
counts, refused ones too (401, 404...), but a creation without a portal's key in closed mode is
always answered 401 (what it lacks is the key, not time). If Redis cannot count, the request
goes on (the store answers 503 itself when Redis is down).
"""

from __future__ import annotations

import logging
import math
import time
from typing import TYPE_CHECKING

import redis
from flask import Flask, request
from limits import RateLimitItem, parse_many
from limits.errors import StorageError
from limits.storage import RedisClusterStorage, RedisStorage, Storage
from limits.strategies import SlidingWindowCounterRateLimiter
from werkzeug.middleware.proxy_fix import ProxyFix

from ..play.redis_connect import Sentinels, limits_uri, sentinel_master
from ..portals.registry import Portals
from .problems import Problem
from .reading import PORTAL_IDENTITY, Call

if TYPE_CHECKING:
    from ..config import Config

__all__ = ["RateLimits", "install", "limits_of"]

log = logging.getLogger(__name__)

CREATE_ENDPOINT = "games.create_game"
#: Never counted: what a load balancer probes and what Prometheus scrapes.
EXEMPT_ENDPOINTS = frozenset({"reference.health", "metrics"})
KEY_PREFIX = "biblios:limits"
_EXTENSION = "biblios_limits"  # private: read through limits_of


class RateLimits:
    """The limits of one app: ``check()`` runs before every request."""

    def __init__(
        self,
        redis_url: str,
        general: str,
        creation: str,
        timeout: float,
        cluster: bool = False,
        portals: Portals | None = None,
        sentinels: Sentinels | None = None,
    ) -> None:
        """:param creation: the creation limit of a client without one of its own.
        :param portals: the configured portals, whose ``create_rate_limit`` (when set) is their
            creation limit instead."""
        self.general: list[RateLimitItem] = _items(general)
        self.creation: list[RateLimitItem] = _items(creation)
        self.portal_creation: dict[str, list[RateLimitItem]] = {
            portal.id: _items(portal.create_rate_limit)
            for portal in (portals.portals if portals else ())
            if portal.create_rate_limit is not None
        }
        #: Closed mode: only portals create games.
        self.closed = portals is not None and not portals.open
        self.storage: Storage
        if cluster:
            self.storage = RedisClusterStorage(
                limits_uri(redis_url, cluster=True),
                key_prefix=KEY_PREFIX,
                wrap_exceptions=True,
                socket_timeout=timeout,
                socket_connect_timeout=timeout,
            )
        else:
            pool = (
                sentinel_master(
                    redis_url, sentinels, socket_timeout=timeout, socket_connect_timeout=timeout
                ).connection_pool
                if sentinels is not None
                else redis.ConnectionPool.from_url(
                    redis_url, socket_timeout=timeout, socket_connect_timeout=timeout
                )
            )
            self.storage = RedisStorage(
                "redis://", connection_pool=pool, key_prefix=KEY_PREFIX, wrap_exceptions=True
            )
        self.limiter = SlidingWindowCounterRateLimiter(self.storage)

    @property
    def active(self) -> bool:
        return bool(self.general or self.creation or any(self.portal_creation.values()))

    def check(self) -> None:
        """Count the request against its client's limits; 429 when one is used up."""
        if request.method == "OPTIONS":  # CORS preflights carry no credential
            return
        endpoint = request.endpoint
        if endpoint in EXEMPT_ENDPOINTS:
            return
        creating = endpoint == CREATE_ENDPOINT and request.method == "POST"
        if not self.general and not creating:
            return
        game_id = (request.view_args or {}).get("game_id")
        identity = Call.of(request.environ).identity(game_id, request.remote_addr)
        # In closed mode a creation without a portal's key is refused for that (401, naming
        # the missing key) however often it is tried: it is counted, never answered 429.
        refuse = not (creating and self.closed and not identity.startswith(PORTAL_IDENTITY))
        self._hit("all", identity, self.general, refuse)
        if creating:
            self._hit("create", identity, self._creation_of(identity), refuse)

    def _creation_of(self, identity: str) -> list[RateLimitItem]:
        """The creation limit of a client: its portal's own, else the server's."""
        if identity.startswith(PORTAL_IDENTITY):
            own = self.portal_creation.get(identity[len(PORTAL_IDENTITY) :])
            if own is not None:
                return own
        return self.creation

    def _hit(
        self, scope: str, identity: str, items: list[RateLimitItem], refuse: bool = True
    ) -> None:
        """Count the request in each of ``items``; 429 when one is used up and ``refuse``."""
        for item in items:
            try:
                if self.limiter.hit(item, scope, identity) or not refuse:
                    continue
                reset = self.limiter.get_window_stats(item, scope, identity).reset_time
            except StorageError as error:
                log.warning("rate limits not counted (Redis): %s", error)
                return
            retry_after = max(1, math.ceil(reset - time.time()))
            raise Problem(429, "rate_limited", headers={"Retry-After": str(retry_after)})


def _items(limits: str | None) -> list[RateLimitItem]:
    return parse_many(limits) if limits else []


def install(app: Flask, config: Config) -> RateLimits | None:
    """Trust ``BIBLIOS_TRUSTED_PROXIES`` proxies for the client address, and check the limits
    before every request (when any is configured)."""
    if config.trusted_proxies:
        count = config.trusted_proxies
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=count, x_proto=count)  # type: ignore[method-assign]
    limits = RateLimits(
        config.redis_url,
        config.rate_limit,
        config.creation_limit,
        config.redis_timeout,
        config.redis_cluster,
        config.portals,
        config.games_sentinels,
    )
    if not limits.active:
        return None
    app.before_request(limits.check)
    app.extensions[_EXTENSION] = limits
    return limits


def limits_of(app: Flask) -> RateLimits | None:
    """The rate limits ``install`` gave ``app`` (None: none is configured)."""
    return app.extensions.get(_EXTENSION)
