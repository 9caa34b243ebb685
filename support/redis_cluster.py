"""A private, throw-away Redis Cluster of three masters on loopback, for tests and benchmarks.

    with RedisCluster() as cluster:        # three redis-server --cluster-enabled, free ports
        use(cluster.url)                   # redis://127.0.0.1:<first port>/0 (cluster mode)
        cluster.nodes                      # the three RedisServer-like processes

Made the way operators make one: ``redis-server --cluster-enabled yes`` on each port, then
``redis-cli --cluster create ... --cluster-replicas 0`` (1 with ``RedisCluster(replicas=1)``).
Only the processes this object started are ever signalled; their temporary directories are
removed on close.
"""

from __future__ import annotations

import random
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType

import redis

from .redis_server import INSTALL_HINT, RedisServerError

__all__ = ["RedisCluster"]


class RedisCluster:
    """Three cluster-enabled redis-server processes joined into one cluster (``replicas``
    replicas per master: none by default)."""

    def __init__(self, masters: int = 3, startup_timeout: float = 30.0, replicas: int = 0) -> None:
        self.masters = masters
        self.replicas = replicas
        self.startup_timeout = startup_timeout
        self.directory = Path(tempfile.mkdtemp(prefix="biblios-cluster-"))
        self.ports: list[int] = []
        self._processes: list[subprocess.Popen[bytes]] = []
        self._commands: list[list[str]] = []

    @property
    def url(self) -> str:
        """The URL of one node; a cluster client discovers the others."""
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    @property
    def startup_nodes(self) -> list[tuple[str, int]]:
        return [("127.0.0.1", port) for port in self.ports]

    def start(self) -> None:
        """Start the nodes, join them, and wait until the cluster answers ``cluster_state:ok``.

        :raises RedisServerError: redis-server or redis-cli is missing, or the cluster did not
            come up in time.
        """
        server, cli = shutil.which("redis-server"), shutil.which("redis-cli")
        if server is None or cli is None:
            raise RedisServerError(f"redis-server and redis-cli are needed: {INSTALL_HINT}")
        for number in range(self.masters * (1 + self.replicas)):
            port = cluster_port(taken=self.ports)
            node_dir = self.directory / str(number)
            node_dir.mkdir()
            command = [
                server,
                "--port",
                str(port),
                "--bind",
                "127.0.0.1",
                "--cluster-enabled",
                "yes",
                "--cluster-config-file",
                str(node_dir / "nodes.conf"),
                "--cluster-node-timeout",
                "2000",
                "--dir",
                str(node_dir),
                "--save",
                "",
                "--appendonly",
                "no",
                # a replica's full sync starts at once, not after the default 5 s wait for
                # more replicas to share one transfer (most of the start-up with replicas)
                "--repl-diskless-sync-delay",
                "0",
                "--logfile",
                str(node_dir / "redis.log"),
            ]
            self._commands.append(command)
            self._processes.append(_spawn(command))
            self.ports.append(port)
        deadline = time.monotonic() + self.startup_timeout
        for port in self.ports:
            self._wait(lambda port=port: redis.Redis(port=port).ping(), deadline)
        create = [cli, "--cluster", "create", *(f"127.0.0.1:{p}" for p in self.ports)]
        result = subprocess.run(
            [*create, "--cluster-replicas", str(self.replicas), "--cluster-yes"],
            capture_output=True,
            text=True,
            timeout=self.startup_timeout,
        )
        if result.returncode != 0:
            self.close()
            raise RedisServerError(f"redis-cli --cluster create failed:\n{result.stdout}")
        for port in self.ports:
            self._wait(lambda port=port: _cluster_ok(port), deadline)
        for port in self.ports:
            self._wait(lambda port=port: _replicas_in_sync(port, self.replicas), deadline)
        # Every node knows every replica as its master's (by gossip, a moment after the syncs):
        # a master that does not yet would refuse its vote in a failover.
        self._wait(lambda: _topology_agreed(self.ports, self.masters * self.replicas), deadline)

    def kill(self, port: int) -> None:
        """kill -9 of the node listening on ``port`` (its slots' replica takes over once the
        others have found it gone: ``--cluster-node-timeout``, 2 s)."""
        process = self._processes[self.ports.index(port)]
        process.kill()
        process.wait()

    def restart(self, port: int) -> None:
        """Start the node of ``port`` again, with its cluster configuration: a master whose
        slots were taken over meanwhile comes back as the new master's replica."""
        number = self.ports.index(port)
        self._processes[number] = _spawn(self._commands[number])

    def pid_of(self, port: int) -> int:
        """The pid of the node listening on ``port``."""
        return self._processes[self.ports.index(port)].pid

    def flushall(self) -> None:
        """Empty every node."""
        for port in self.ports:
            with redis.Redis(port=port) as node:
                node.flushall()

    def _wait(self, ready, deadline: float) -> None:
        while time.monotonic() < deadline:
            try:
                if ready():
                    return
            except (redis.RedisError, OSError):
                pass
            time.sleep(0.05)
        self.close()
        raise RedisServerError("the Redis Cluster did not come up in time")

    def close(self) -> None:
        """Stop the nodes this object started and remove their directories."""
        for process in self._processes:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in self._processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self._processes.clear()
        self._commands.clear()
        shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self) -> RedisCluster:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _spawn(command: list[str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        command,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        process_group=0,  # support/__init__.py: a group of its own, in this session
    )


#: A node's cluster bus listens on its port + 10000, so a node's port is at most 55535.
BUS_OFFSET, HIGHEST_PORT = 10000, 55535


def cluster_port(taken: list[int]) -> int:
    """A loopback port for a node: free, with its bus port (+10000) free too."""
    for _ in range(200):
        port = random.randint(20000, HIGHEST_PORT)
        if port in taken or port + BUS_OFFSET in taken:
            continue
        if _free(port) and _free(port + BUS_OFFSET):
            return port
    raise RedisServerError("no free pair of ports for a cluster node")


def _free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def _cluster_ok(port: int) -> bool:
    with redis.Redis(port=port, decode_responses=True) as node:
        return node.cluster("info").get("cluster_state") == "ok"


def _topology_agreed(ports: list[int], replicas: int) -> bool:
    """Whether every node's ``CLUSTER NODES`` names the same ``replicas`` replicas, each with
    the same master, and sees every node connected."""
    views = []
    for port in ports:
        with redis.Redis(port=port, decode_responses=True) as node:
            lines = node.execute_command("CLUSTER", "NODES").splitlines()
        fields = [line.split() for line in lines]
        if len(fields) != len(ports) or any(f[7] != "connected" or "fail" in f[2] for f in fields):
            return False
        views.append({f[0]: f[3] for f in fields if "slave" in f[2].split(",")})
    return len(views[0]) == replicas and all(view == views[0] for view in views)


def _replicas_in_sync(port: int, replicas: int) -> bool:
    """Whether the node of ``port`` is a replica, or a master with ``replicas`` online."""
    with redis.Redis(port=port, decode_responses=True) as node:
        info = node.info("replication")
    if info["role"] != "master":
        return True
    online = [v for k, v in info.items() if k.startswith("slave") and isinstance(v, dict)]
    return sum(v.get("state") == "online" for v in online) >= replicas
