"""A private, throw-away ``redis-server`` for tests and benchmarks.

    from support.redis_server import RedisServer

    with RedisServer() as server:          # free port, temporary directory
        use(server.url)
        server.stop()                      # Redis goes down...
        server.start()                     # ...and comes back on the same port and directory

Only the process this object started is ever signalled; nothing else is touched.
"""

from __future__ import annotations

import atexit
import contextlib
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType

import redis

__all__ = ["RedisServer", "RedisServerError", "free_port"]

INSTALL_HINT = "install it with: apt-get install redis-server"


class RedisServerError(RuntimeError):
    """The private redis-server is missing, or could not be started."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class RedisServer:
    """One ``redis-server`` process on 127.0.0.1, started by :meth:`start`.

    :param port: the port to listen on; by default a free one is picked (and another one tried
        if it is taken by the time Redis starts).
    :param directory: Redis's working directory (AOF files, log); by default a temporary
        directory, removed by :meth:`close`.
    :param appendonly: keep data on disk (AOF, fsync every write) so it survives a restart.
    :param executable: the redis-server binary.
    :param startup_timeout: seconds to wait for the first PING answer.
    :param args: more of redis-server's options (``("--replicaof", "127.0.0.1", "6379")``).
    """

    def __init__(
        self,
        port: int | None = None,
        directory: str | Path | None = None,
        *,
        appendonly: bool = False,
        executable: str = "redis-server",
        startup_timeout: float = 10.0,
        args: tuple[str, ...] = (),
    ) -> None:
        self._fixed_port = port is not None
        self.port: int = port if port is not None else free_port()
        self._owns_directory = directory is None
        self.directory = Path(
            tempfile.mkdtemp(prefix="biblios-redis-") if directory is None else directory
        )
        self.directory.mkdir(parents=True, exist_ok=True)
        self.appendonly = appendonly
        self.executable = executable
        self.startup_timeout = startup_timeout
        self.args = args
        self._process: subprocess.Popen[bytes] | None = None
        atexit.register(self.stop)

    @property
    def url(self) -> str:
        """``redis://127.0.0.1:<port>/0``."""
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def pid(self) -> int | None:
        """The pid of the running server, or ``None``."""
        return self._process.pid if self.is_running() else None

    @property
    def log_path(self) -> Path:
        """The server's log file."""
        return self.directory / "redis.log"

    def is_running(self) -> bool:
        """Whether the process this object started is still alive."""
        return self._process is not None and self._process.poll() is None

    def start(self) -> None:
        """Start the server (same port and directory as before) and wait until it answers PING.

        Does nothing if it is already running.

        :raises RedisServerError: redis-server is not installed, or did not come up in time.
        """
        if self.is_running():
            return
        binary = shutil.which(self.executable)
        if binary is None:
            raise RedisServerError(
                f"{self.executable} was not found on PATH; the tests need a real Redis: "
                f"{INSTALL_HINT}"
            )
        attempts = 1 if (self._fixed_port or self._process is not None) else 5
        for attempt in range(attempts):
            if attempt:
                self.port = free_port()  # someone took the port we picked: pick another
            self._process = subprocess.Popen(
                self._command(binary),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                process_group=0,  # support/__init__.py: a group of its own, in this session
            )
            if self._wait_ready():
                return
            self.stop()
        raise RedisServerError(
            f"redis-server did not answer PING on 127.0.0.1:{self.port} within "
            f"{self.startup_timeout:g} s. Last lines of {self.log_path}:\n{self._log_tail()}"
        )

    def kill(self) -> None:
        """SIGKILL the server (no chance to save or tell anyone) and wait for it to exit."""
        process = self._process
        if process is not None and process.poll() is None:
            process.kill()
            process.wait(timeout=10)

    def stop(self) -> None:
        """Terminate the server (SIGTERM, then SIGKILL after 10 s) and wait for it to exit."""
        process = self._process
        if process is None or process.poll() is not None:
            return
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)

    def close(self) -> None:
        """Stop the server and remove the temporary directory, if this object made it."""
        self.stop()
        atexit.unregister(self.stop)
        if self._owns_directory:
            shutil.rmtree(self.directory, ignore_errors=True)

    def client(self) -> redis.Redis:
        """A new redis-py client (strings decoded) on this server; close it when done."""
        return redis.Redis(
            host="127.0.0.1", port=self.port, db=0, decode_responses=True, socket_timeout=5
        )

    def flushdb(self) -> None:
        """Empty database 0."""
        with self.client() as client:
            client.flushdb()

    def __enter__(self) -> RedisServer:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _command(self, binary: str) -> list[str]:
        command = [
            binary,
            "--port", str(self.port),
            "--bind", "127.0.0.1",
            "--save", "",
            "--appendonly", "yes" if self.appendonly else "no",
            "--dir", str(self.directory),
            "--logfile", str(self.log_path),
            "--daemonize", "no",
        ]  # fmt: skip
        if self.appendonly:
            command += ["--appendfsync", "always"]
        return command + list(self.args)

    def _wait_ready(self) -> bool:
        """Wait until the server answers PING; ``False`` if it died or timed out first."""
        deadline = time.monotonic() + self.startup_timeout
        while time.monotonic() < deadline:
            if not self.is_running():
                return False
            with (
                contextlib.suppress(redis.RedisError, OSError),
                redis.Redis(
                    host="127.0.0.1", port=self.port, socket_timeout=1, socket_connect_timeout=1
                ) as client,
            ):
                if client.ping():
                    return True
            time.sleep(0.02)
        return False

    def _log_tail(self, lines: int = 20) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"
