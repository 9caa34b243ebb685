"""One way to reach a Redis: one server, a Redis Cluster (``BIBLIOS_REDIS_CLUSTER``), or the
master that Redis Sentinel names (``BIBLIOS_REDIS_SENTINELS``), and the durable mode's wait for
the replicas (``BIBLIOS_WAIT_REPLICAS``, docs/durability.md).

Every key the API writes carries a hash tag (``biblios:game:{<id>}``, ``biblios:seqs:{<id>}``,
``biblios:portal:{<portal>}:...``), so what one script or transaction touches lives in one slot
and the same commands run on either. The store's compare-and-set script publishes on the game's
sharded channel (``SPUBLISH biblios:updates:{<id>}``), which a cluster delivers from the game's
own shard. The job queue is the exception: RQ needs a plain Redis (``BIBLIOS_QUEUE_URL``), or a
master named by Sentinel.

Under Sentinel the client is redis-py's ``Sentinel.master_for``: each new connection asks the
Sentinels which server is the master, so after a failover a broken connection is rebuilt on the
promoted replica (the URL then gives only the database, user and password).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import redis
from redis.cluster import RedisCluster
from redis.connection import Connection, parse_url
from redis.sentinel import Sentinel, SentinelManagedConnection

__all__ = ["NOT_WAITING", "Client", "Sentinels", "Waiting", "connect", "limits_uri", "replicated"]

Client = redis.Redis | RedisCluster

#: The key a barrier writes (``replicated``) so that its ``WAIT`` has a write to wait for.
BARRIER_KEY = "biblios:replicated"


@dataclass(frozen=True)
class Sentinels:
    """The Sentinels that watch a master, and the master's name among them."""

    hosts: tuple[tuple[str, int], ...]
    master: str


@dataclass(frozen=True)
class Waiting:
    """The durable mode: how many replicas must have a write before it is acknowledged, and
    how long to wait for them (``WAIT``); ``replicas`` 0 is the ordinary mode."""

    replicas: int = 0
    timeout: float = 0.5

    @property
    def on(self) -> bool:
        return self.replicas > 0

    @property
    def milliseconds(self) -> int:
        return max(1, round(self.timeout * 1000))


#: The ordinary mode: a write is acknowledged once its server has it.
NOT_WAITING = Waiting()


def connect(
    url: str, *, cluster: bool, sentinels: Sentinels | None = None, **options: Any
) -> Client:
    """A client of ``url``: a :class:`redis.cluster.RedisCluster` that discovers the other
    nodes from this one when ``cluster``; the master of ``sentinels`` (``master_for``, with the
    database, user and password of ``url``) when given; else a :class:`redis.Redis` with its
    own pool. ``options`` are redis-py's (timeouts, ``decode_responses``...)."""
    if cluster:
        return RedisCluster.from_url(url, **options)
    if sentinels is not None:
        return sentinel_master(url, sentinels, **options)
    return redis.Redis(connection_pool=redis.ConnectionPool.from_url(url, **options))


class FollowingConnection(SentinelManagedConnection):
    """redis-py's connection to a Sentinel's master, except that it asks the Sentinels for the
    master's address every time it connects: redis-py 8 reconnects a connection that sends a
    command on a closed socket to the address it had (``send_packed_command``), so a client
    that retries without end (the worker's) kept trying the dead master after a failover."""

    def connect_check_health(
        self, check_health: bool = True, retry_socket_connect: bool = True
    ) -> None:
        if self._sock:
            return
        if self.connection_pool.is_master:
            self.host, self.port = self.connection_pool.get_master_address()
        # one try: the caller's retry asks the Sentinels again
        Connection.connect_check_health(self, check_health, retry_socket_connect=False)

    def read_response(self, *args: Any, **kwargs: Any) -> Any:
        """As redis-py's, except that a read cut short (a timeout, a signal) closes the
        connection, as every other redis-py connection does: a Sentinel's connection keeps it
        (redis/redis-py pull request 4292), and the reply it never read then answered the next
        command on it. The worker hung on SIGTERM: RQ's warm shutdown leaves its idle ``BLPOP``
        and its ``register_death`` read that ``BLPOP``'s reply until it was killed."""
        kwargs.setdefault("disconnect_on_error", True)
        return super().read_response(*args, **kwargs)

    def connect_to(self, address: tuple[str, int]) -> None:
        self.host, self.port = address
        Connection.connect_check_health(
            self, check_health=self.connection_pool.check_connection, retry_socket_connect=False
        )


def sentinel_master(url: str, sentinels: Sentinels, **options: Any) -> redis.Redis:
    """The master of ``sentinels`` as a :class:`redis.Redis` whose connections follow it."""
    parsed = parse_url(url)
    auth = {name: parsed[name] for name in ("db", "username", "password") if name in parsed}
    timeouts = {
        name: options[name]
        for name in ("socket_timeout", "socket_connect_timeout")
        if name in options
    }
    sentinel = Sentinel(list(sentinels.hosts), sentinel_kwargs=timeouts or None)
    return sentinel.master_for(
        sentinels.master, connection_class=FollowingConnection, **auth, **options
    )


def replicated(client: redis.Redis, waiting: Waiting, key: str = BARRIER_KEY) -> bool:
    """Whether ``waiting.replicas`` replicas have everything the master had written before this
    call: a small write of ``key`` (in a cluster, one in the slot of the data in question), then
    ``WAIT`` on the same connection (one round trip), which waits for the replicas to reach the
    master's offset after that write, so past every earlier write of any client. Raises
    redis-py's errors."""
    pipe = client.pipeline(transaction=False)
    pipe.set(key, "", px=60_000)
    pipe.wait(waiting.replicas, waiting.milliseconds)
    return int(pipe.execute()[1]) >= waiting.replicas


def limits_uri(url: str, *, cluster: bool) -> str:
    """``url`` as the ``limits`` library names the same server (``redis+cluster://`` for a
    cluster, whose storage takes the first node's address)."""
    if not cluster:
        return url
    scheme, _, rest = url.partition("://")
    host = rest.split("/", 1)[0]
    return f"{scheme}+cluster://{host}"
