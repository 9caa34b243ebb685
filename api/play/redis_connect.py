"""One way to reach the games' Redis: one server, or a Redis Cluster (``BIBLIOS_REDIS_CLUSTER``).

Every key the API writes carries a hash tag (``biblios:game:{<id>}``, ``biblios:seqs:{<id>}``,
``biblios:portal:{<portal>}:...``), so what one script or transaction touches lives in one slot
and the same commands run on either. The store's compare-and-set script publishes on the game's
sharded channel (``SPUBLISH biblios:updates:{<id>}``), which a cluster delivers from the game's
own shard. The job queue is the exception: RQ needs a plain Redis (``BIBLIOS_QUEUE_URL``).
"""

from __future__ import annotations

from typing import Any

import redis
from redis.cluster import RedisCluster

__all__ = ["Client", "connect", "limits_uri"]

Client = redis.Redis | RedisCluster


def connect(url: str, *, cluster: bool, **options: Any) -> Client:
    """A client of ``url``: a :class:`redis.cluster.RedisCluster` that discovers the other
    nodes from this one when ``cluster``, else a :class:`redis.Redis` with its own pool.
    ``options`` are redis-py's (timeouts, ``decode_responses``...)."""
    if cluster:
        return RedisCluster.from_url(url, **options)
    return redis.Redis(connection_pool=redis.ConnectionPool.from_url(url, **options))


def limits_uri(url: str, *, cluster: bool) -> str:
    """``url`` as the ``limits`` library names the same server (``redis+cluster://`` for a
    cluster, whose storage takes the first node's address)."""
    if not cluster:
        return url
    scheme, _, rest = url.partition("://")
    host = rest.split("/", 1)[0]
    return f"{scheme}+cluster://{host}"
