"""Per-client caps: how many connections and live streams one client may hold in a worker.

A gevent worker holds ``GUNICORN_WORKER_CONNECTIONS`` connections; past that it accepts
nobody until one closes. Without a cap, one client that opens that many sockets (streams it
never reads, say) shuts every other client out. So each worker counts, per client:

- **connections**, by the connection's peer address, from the moment the worker accepts one
  (``api.gunicorn_worker``): past ``BIBLIOS_CLIENT_CONNECTIONS``, the new connection is
  answered 429 ``too_many_connections`` with ``Retry-After`` and closed before the request is
  read (so the answer is in English, like gunicorn's other refusals). Behind trusted proxies
  (``BIBLIOS_TRUSTED_PROXIES``) every connection is a proxy's, carrying many clients: the
  proxy caps each of them (``docker/haproxy.cfg``) and this cap is off;
- **live streams**, by the client's address (the proxies' ``X-Forwarded-For`` entry when they
  are trusted): past ``BIBLIOS_CLIENT_STREAMS``, 429 ``too_many_streams`` with ``Retry-After``,
  localized, before anything is streamed (``api.stream_caps``).

The counts are each worker's own (a worker is one process, its greenlets one thread): with
``WEB_CONCURRENCY`` workers a client holds up to that many times the cap. Sizes and the flood
they hold against: ``docs/benchmarks.md``. No Flask here: gunicorn's master loads the worker,
which counts connections with this module, before the workers patch for gevent.
"""

from __future__ import annotations

from typing import Any

__all__ = ["RETRY_AFTER", "ClientCounts", "peer_address"]

#: Seconds a refused client is asked to wait (``Retry-After``).
RETRY_AFTER = 2


class ClientCounts:
    """What each client holds in this process, up to ``cap`` each."""

    def __init__(self, cap: int) -> None:
        if cap < 1:
            raise ValueError(f"a cap of at least 1, got {cap!r}")
        self.cap = cap
        self._held: dict[str, int] = {}

    def take(self, client: str) -> bool:
        """Count one more for ``client``; False (and nothing counted) when it holds the cap."""
        held = self._held.get(client, 0)
        if held >= self.cap:
            return False
        self._held[client] = held + 1
        return True

    def give_back(self, client: str) -> None:
        held = self._held.get(client, 0) - 1
        if held > 0:
            self._held[client] = held
        else:
            self._held.pop(client, None)

    def held(self, client: str) -> int:
        return self._held.get(client, 0)


def peer_address(addr: Any) -> str | None:
    """The address of a connection's peer as gunicorn hands it (None: a Unix socket's)."""
    if isinstance(addr, tuple) and addr and isinstance(addr[0], str):
        return addr[0]
    return None
