"""A throw-away Redis with replicas under three Sentinels, on 127.0.0.1, for tests and benchmarks.

    from support.redis_sentinel import SentinelSet

    with SentinelSet(replicas=2) as group:       # a primary, two replicas, three Sentinels
        use(group.sentinels, group.master_name)  # "127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3"
        group.primary.kill()                     # kill -9 of the primary...
        group.wait_for_failover()                # ...a replica is promoted

Every process is started here, on free ports, in temporary directories; only they are ever
signalled (by the pids this object holds).
"""

from __future__ import annotations

import contextlib
import secrets
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType

import redis

from support.redis_server import RedisServer, RedisServerError, free_port

__all__ = ["SentinelSet"]

QUORUM = 2
#: Options of every server of the set: a replica's full sync starts at once, not after the
#: 5 s Redis waits by default for more replicas to share one diskless transfer (on loopback
#: that wait was most of the set's start-up, and of a full resync after a failover).
SERVER_ARGS = ("--repl-diskless-sync-delay", "0")


class SentinelSet:
    """A primary, ``replicas`` replicas and three Sentinels that watch them as ``master_name``
    (down after ``down_after_ms`` milliseconds without an answer)."""

    def __init__(
        self, replicas: int = 1, master_name: str = "biblios", down_after_ms: int = 1000
    ) -> None:
        self.master_name = master_name
        self.down_after_ms = down_after_ms
        self.primary = RedisServer(args=SERVER_ARGS)
        self.replica_count = replicas
        self.servers: list[RedisServer] = [self.primary]
        self.sentinel_ports: list[int] = []
        #: Each Sentinel's run id, given in its configuration, so that each is told of the
        #: others at start (``known-sentinel``) instead of finding them by their hello
        #: messages, sent every 2 s.
        self._sentinel_ids: list[str] = []
        self._sentinels: list[subprocess.Popen[bytes]] = []
        self._directory = Path(tempfile.mkdtemp(prefix="biblios-sentinels-"))

    @property
    def sentinels(self) -> str:
        """``host:port,host:port,host:port``, as ``BIBLIOS_REDIS_SENTINELS`` takes them."""
        return ",".join(f"127.0.0.1:{port}" for port in self.sentinel_ports)

    @property
    def env(self) -> dict[str, str]:
        """The API's and the workers' variables for this set (not the durable mode's)."""
        return {
            "BIBLIOS_REDIS_SENTINELS": self.sentinels,
            "BIBLIOS_REDIS_SENTINEL_MASTER": self.master_name,
        }

    def start(self) -> None:
        self.primary.start()
        for _ in range(self.replica_count):
            replica = RedisServer(
                args=(*SERVER_ARGS, "--replicaof", "127.0.0.1", str(self.primary.port))
            )
            replica.start()
            self.servers.append(replica)
        self._wait(self._replicas_synced, "the replicas did not sync")
        self.sentinel_ports = [free_port() for _ in range(3)]
        self._sentinel_ids = [secrets.token_hex(20) for _ in range(3)]
        for index in range(3):
            self._start_sentinel(index)
        self._wait(self._sentinels_ready, "the Sentinels did not find each other")

    def _start_sentinel(self, index: int) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise RedisServerError("redis-server was not found on PATH")
        port = self.sentinel_ports[index]
        directory = self._directory / f"sentinel-{index}"
        directory.mkdir()
        config = directory / "sentinel.conf"
        others = "".join(
            f"sentinel known-sentinel {self.master_name} 127.0.0.1 {other} {run_id}\n"
            for other, run_id in zip(self.sentinel_ports, self._sentinel_ids, strict=True)
            if other != port
        )
        config.write_text(
            f"port {port}\nbind 127.0.0.1\ndir {directory}\nlogfile {directory}/sentinel.log\n"
            f"sentinel myid {self._sentinel_ids[index]}\n"
            f"sentinel monitor {self.master_name} 127.0.0.1 {self.primary.port} {QUORUM}\n"
            f"sentinel down-after-milliseconds {self.master_name} {self.down_after_ms}\n"
            f"sentinel failover-timeout {self.master_name} 5000\n"
            f"sentinel parallel-syncs {self.master_name} {max(1, self.replica_count)}\n"
            f"{others}"
        )
        process = subprocess.Popen(
            [binary, str(config), "--sentinel"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            process_group=0,  # support/__init__.py: a group of its own, in this session
        )
        self._sentinels.append(process)

    def sentinel(self, index: int = 0) -> redis.Redis:
        return redis.Redis(
            host="127.0.0.1",
            port=self.sentinel_ports[index],
            decode_responses=True,
            socket_timeout=2,
            socket_connect_timeout=2,
        )

    def master_port(self) -> int | None:
        """The master's port as the Sentinels' majority names it (None: no majority)."""
        votes: dict[int, int] = {}
        for index in range(len(self.sentinel_ports)):
            with contextlib.suppress(redis.RedisError, OSError), self.sentinel(index) as client:
                address = client.execute_command(
                    "SENTINEL", "GET-MASTER-ADDR-BY-NAME", self.master_name
                )
                if address:
                    votes[int(address[1])] = votes.get(int(address[1]), 0) + 1
        best = max(votes.items(), key=lambda item: item[1], default=None)
        return best[0] if best is not None and best[1] >= QUORUM else None

    def master(self) -> RedisServer:
        """The server the Sentinels name as the master now."""
        port = self.master_port()
        return next(server for server in self.servers if server.port == port)

    def wait_for_failover(self, timeout: float = 30) -> RedisServer:
        """Wait until the Sentinels name a master other than the first primary and it answers
        as a master; returns it."""
        old = self.primary.port

        def promoted() -> bool:
            port = self.master_port()
            if port is None or port == old:
                return False
            with (
                contextlib.suppress(redis.RedisError, OSError),
                redis.Redis(host="127.0.0.1", port=port, socket_timeout=1) as client,
            ):
                return client.info("replication")["role"] == "master"
            return False

        self._wait(promoted, "no replica was promoted", timeout)
        return self.master()

    def _replicas_synced(self) -> bool:
        with self.primary.client() as client:
            info = client.info("replication")
        online = [
            value
            for key, value in info.items()
            if key.startswith("slave") and isinstance(value, dict) and value["state"] == "online"
        ]
        return len(online) >= self.replica_count

    def _sentinels_ready(self) -> bool:
        for index in range(len(self.sentinel_ports)):
            try:
                with self.sentinel(index) as client:
                    state = client.sentinel_master(self.master_name)
            except (redis.RedisError, OSError):
                return False
            if state["num-other-sentinels"] < 2 or state["num-slaves"] < self.replica_count:
                return False
        return True

    def _wait(self, condition: object, message: str, timeout: float = 30) -> None:
        assert callable(condition)
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                raise RedisServerError(f"{message} within {timeout} s")
            time.sleep(0.05)

    def close(self) -> None:
        for process in self._sentinels:
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(timeout=10)
        for server in self.servers:
            server.close()
        shutil.rmtree(self._directory, ignore_errors=True)

    def __enter__(self) -> SentinelSet:
        try:
            self.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
