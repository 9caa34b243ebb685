"""Runtime configuration, read from the environment once at start-up.

- ``REDIS_URL`` → ``redis_url`` (default ``redis://localhost:6379/0``)
- ``BIBLIOS_ALLOW_FIXED_DECK`` → ``allow_fixed_deck`` (``1``/``true``/``yes``/``on``; default off)
- ``BIBLIOS_GAME_TTL`` → ``game_ttl`` (seconds; default 30 days)
- ``BIBLIOS_UNPLAYED_TTL`` → ``unplayed_ttl`` (seconds a game is kept while nobody has acted
  in it; default 1 day)
- ``BIBLIOS_CORS_ORIGINS`` → ``cors_origins`` (comma-separated; default none)
- ``BIBLIOS_MAX_BODY_BYTES`` → ``max_body_bytes`` (default 16384)
- ``BIBLIOS_MAX_EXPORT_BYTES`` → ``max_export_bytes`` (the largest export document
  ``POST /v1/replays`` reads; default 262144)
- ``BIBLIOS_CAS_RETRIES`` → ``cas_retries`` (default 5)
- ``BIBLIOS_REDIS_TIMEOUT`` → ``redis_timeout`` (seconds; default 1.0)
- ``BIBLIOS_RATE_LIMIT`` → ``rate_limit`` (per client, e.g. ``20/second;600/minute``; default off)
- ``BIBLIOS_LOCALES_DIR`` → ``locales_dir`` (the gettext catalogs; default the checkout's)
- ``BIBLIOS_ACCESS_LOG`` → ``access_log`` (``1``: a JSON line per request; default off)
- ``BIBLIOS_LOG_LEVEL`` → ``log_level`` (the app's logs; default ``INFO``)
- ``BIBLIOS_REDIS_CLUSTER`` → ``redis_cluster`` (``1``: ``REDIS_URL`` names a node of a Redis
  Cluster; default off)
- ``BIBLIOS_QUEUE_URL`` → ``queue_url`` (the job queue's Redis; default ``REDIS_URL``; required
  with a cluster: RQ needs a plain Redis)
- ``BIBLIOS_REDIS_SENTINELS`` → ``redis_sentinels`` (``host:port,host:port,...``: the games'
  Redis is the master these Sentinels name, and ``REDIS_URL`` gives only its database and
  password; default none)
- ``BIBLIOS_REDIS_SENTINEL_MASTER`` → ``sentinel_master`` (the master's name among the
  Sentinels; required with ``BIBLIOS_REDIS_SENTINELS``)
- ``BIBLIOS_QUEUE_SENTINEL_MASTER`` → ``queue_sentinel_master`` (the job queue's master among
  the same Sentinels; default the games' own when ``BIBLIOS_QUEUE_URL`` is unset, else none: the
  queue is ``BIBLIOS_QUEUE_URL``)
- ``BIBLIOS_WAIT_REPLICAS`` → ``wait_replicas`` (the durable mode: a write is acknowledged only
  once ``WAIT`` says this many replicas have it; default 0: off; docs/durability.md)
- ``BIBLIOS_WAIT_TIMEOUT`` → ``wait_timeout`` (seconds a write waits for its replicas, then 503
  ``outcome_unknown``; default 0.5)
- ``BIBLIOS_STREAM_KEEPALIVE`` → ``stream_keepalive`` (seconds between a stream's comment lines;
  default 15)
- ``BIBLIOS_PRESENCE_SECONDS`` → ``presence_seconds`` (seconds a seat counts as connected after
  its stream's last refresh; default 30)
- ``BIBLIOS_PORTALS_FILE`` → ``portals`` (TOML, ``api.portals.registry``; default none: open mode)
- ``BIBLIOS_CREATE_RATE_LIMIT`` → ``create_rate_limit`` (game creations per client; default
  ``30/minute;300/hour;1000/day`` in open mode, ``10/second;300/minute;3000/hour;20000/day``
  per portal with portals, where a portal's ``create_rate_limit`` in the portals file has the
  last word; ``off`` turns it off)
- ``BIBLIOS_TRUSTED_PROXIES`` → ``trusted_proxies`` (proxies in front whose
  ``X-Forwarded-For`` is believed; default 0)
- ``BIBLIOS_WEBHOOK_RETRY_INTERVALS`` → ``webhook_retry_intervals`` (seconds between a
  webhook's attempts, comma-separated; default ``5,30,120,600,1800,3600,10800``)
- ``BIBLIOS_CLIENT_STREAMS`` → ``client_streams`` (live streams one client may hold in each
  gunicorn worker; default 50; ``0``: no cap)
- ``BIBLIOS_WORKER_STREAMS`` → ``worker_streams`` (live streams each gunicorn worker holds in
  all, whoever holds them; default 600, and under gunicorn 60 % of
  ``GUNICORN_WORKER_CONNECTIONS`` (``gunicorn.conf.py``): the rest of a worker's connections
  are kept for requests; ``0``: no budget)
- ``BIBLIOS_BODY_TIMEOUT`` → ``body_timeout`` (seconds a request's body may take to arrive
  once its headers have; default 10)
- ``BIBLIOS_REVIEW_CPU_SECONDS`` → ``review_cpu_seconds`` (seconds of CPU the expert's review
  of one seat may spend on the bots' worker; default 60, the contract's bound)
- ``BIBLIOS_ADVICE_YIELD`` → ``advice_yield`` (the share of the machine's CPU time, 0..1, that
  other processes must use for the bots' worker's hint and review searches to yield the CPU:
  ``api.jobs.pacing``; default 0.25; ``off`` turns the pacing off)
- ``BIBLIOS_HINT_MAX_PAUSE`` → ``hint_max_pause`` (seconds one hint's search may pause in all;
  default 0: a hint is a person waiting, and is not paced)
- ``BIBLIOS_REVIEW_MAX_PAUSE`` → ``review_max_pause`` (seconds one review's search may pause in
  all; default 300)

A variable that is unset, empty or only blanks takes its default. A value that cannot be used
raises ``ValueError`` naming the variable, so a misconfigured server fails at start-up rather
than at its first request.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from limits import parse_many

from .play.redis_connect import Sentinels, Waiting
from .portals.registry import Portals, load_portals

__all__ = ["Config"]

DEFAULT_REDIS_URL = "redis://localhost:6379/0"
DEFAULT_GAME_TTL = 30 * 24 * 60 * 60
DEFAULT_UNPLAYED_TTL = 24 * 3600
DEFAULT_MAX_BODY_BYTES = 16 * 1024
#: An export document of a long 4-player game is over 16 KiB; a replay's body may be larger.
DEFAULT_MAX_EXPORT_BYTES = 256 * 1024
DEFAULT_CAS_RETRIES = 5
DEFAULT_REDIS_TIMEOUT = 1.0
DEFAULT_STREAM_KEEPALIVE = 15.0
DEFAULT_PRESENCE_SECONDS = 30.0
#: Live streams per client in each gunicorn worker (``api.http.stream_caps``; sizes:
#: docs/benchmarks.md). Connections per client are the proxy's to cap (``docker/haproxy.cfg``).
DEFAULT_CLIENT_STREAMS = 50
#: Live streams each gunicorn worker holds in all (``api.http.stream_caps``): 600 of its 1,000
#: connections, so that 400 stay for requests whoever opens streams (docs/benchmarks.md,
#: "Streams apart from moves").
DEFAULT_WORKER_STREAMS = 600
DEFAULT_BODY_TIMEOUT = 10.0
DEFAULT_WAIT_TIMEOUT = 0.5
_HOST_PORT = re.compile(r"(?P<host>[A-Za-z0-9_.\-]+|\[[0-9A-Fa-f:.]+\]):(?P<port>[0-9]{1,5})")
DEFAULT_REVIEW_CPU_SECONDS = 60.0
#: The searches on the bots' worker yield while other processes use a quarter of the machine.
DEFAULT_ADVICE_YIELD = 0.25
#: A hint's pauses in all: none by default. A person waits for it, within 3 s (play-contract,
#: "Learning"); paced with 1 s of pauses, half the hints asked beside 32 playing clients were
#: refused (503) to save the players some 10 ms of p99 (docs/benchmarks.md, "The searches paced").
DEFAULT_HINT_MAX_PAUSE = 0.0
#: A review's pauses in all: within its job's timeout (``api.play.reviews.JOB_TIMEOUT``) beside
#: its CPU bound.
DEFAULT_REVIEW_MAX_PAUSE = 300.0
#: Game creations per client in open mode (no portal configured), unless configured.
DEFAULT_CREATE_RATE_LIMIT = "30/minute;300/hour;1000/day"
#: Game creations per portal in closed mode, unless configured (the server's variable, or the
#: portal's ``create_rate_limit``): enough for a busy portal, too few to fill a small Redis
#: (20,000 unplayed games of about 5 KB each is about 100 MB a day).
DEFAULT_PORTAL_CREATE_RATE_LIMIT = "10/second;300/minute;3000/hour;20000/day"
#: Seconds between a webhook's attempts: 8 tries over about 4.4 hours (play-contract: at
#: least 5 tries over at least 10 minutes).
DEFAULT_WEBHOOK_RETRY_INTERVALS = (5, 30, 120, 600, 1800, 3600, 10800)
_OFF = frozenset({"off", "none", "0"})
_SECONDS = re.compile(r"[0-9]{1,6}")

_REDIS_SCHEMES = ("redis://", "rediss://", "unix://")
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True)
class Config:
    """The server's settings. Build it with :meth:`Config.from_env`."""

    redis_url: str = DEFAULT_REDIS_URL
    """Where game snapshots live (``REDIS_URL``)."""
    allow_fixed_deck: bool = False
    """Whether ``POST /v1/games`` accepts a ``deck`` (``BIBLIOS_ALLOW_FIXED_DECK``)."""
    game_ttl: int = DEFAULT_GAME_TTL
    """Seconds a game is kept after its last write (``BIBLIOS_GAME_TTL``), > 0."""
    unplayed_ttl: int = DEFAULT_UNPLAYED_TTL
    """Seconds a new game is kept while nobody has acted in it (``BIBLIOS_UNPLAYED_TTL``), > 0;
    never more than ``game_ttl``. Games created and never played go away in a day, not a
    month."""
    cors_origins: tuple[str, ...] = ()
    """Browser origins answered with CORS headers (``BIBLIOS_CORS_ORIGINS``)."""
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    """Largest accepted request body; larger ones are 413 (``BIBLIOS_MAX_BODY_BYTES``), > 0."""
    max_export_bytes: int = DEFAULT_MAX_EXPORT_BYTES
    """Largest export document ``POST /v1/replays`` reads (``BIBLIOS_MAX_EXPORT_BYTES``), > 0;
    larger ones are 413."""
    cas_retries: int = DEFAULT_CAS_RETRIES
    """How many times an action is judged and written before a lost race is answered 409
    ``conflict`` (``BIBLIOS_CAS_RETRIES``), >= 1."""
    redis_timeout: float = DEFAULT_REDIS_TIMEOUT
    """Connect and read timeout for Redis, in seconds (``BIBLIOS_REDIS_TIMEOUT``), > 0."""
    rate_limit: str = ""
    """Requests allowed per client (seat token, else address), in the ``limits`` notation;
    empty turns limiting off (``BIBLIOS_RATE_LIMIT``)."""
    redis_cluster: bool = False
    """Whether ``redis_url`` names a node of a Redis Cluster (``BIBLIOS_REDIS_CLUSTER``)."""
    queue_url: str | None = None
    """The Redis of the background jobs (RQ: clocks, webhooks), ``BIBLIOS_QUEUE_URL``;
    None: the games' own (``REDIS_URL``). RQ needs a plain Redis, not a cluster."""
    access_log: bool = False
    """A JSON log line per request (``BIBLIOS_ACCESS_LOG``)."""
    log_level: str = "INFO"
    """The app's log level (``BIBLIOS_LOG_LEVEL``: DEBUG, INFO, WARNING, ERROR)."""
    locales_dir: Path | None = None
    """Where the gettext catalogs are (``BIBLIOS_LOCALES_DIR``); None: the checkout's
    ``locales/``."""
    stream_keepalive: float = DEFAULT_STREAM_KEEPALIVE
    """Seconds between the comment lines that keep a live stream open through proxies
    (``BIBLIOS_STREAM_KEEPALIVE``), > 0."""
    presence_seconds: float = DEFAULT_PRESENCE_SECONDS
    """Seconds a seat counts as ``connected`` after its stream last said so; a stream says so
    every third of it (``BIBLIOS_PRESENCE_SECONDS``), > 0."""
    portals: Portals = Portals()
    """The portals of ``BIBLIOS_PORTALS_FILE`` (none: open mode)."""
    create_rate_limit: str | None = None
    """Game creations allowed per client (``BIBLIOS_CREATE_RATE_LIMIT``); None: the mode's
    default (``DEFAULT_CREATE_RATE_LIMIT`` in open mode, ``DEFAULT_PORTAL_CREATE_RATE_LIMIT``
    with portals); empty: off. A portal's own ``create_rate_limit`` has the last word."""
    trusted_proxies: int = 0
    """How many reverse proxies in front of the server append to ``X-Forwarded-For``
    (``BIBLIOS_TRUSTED_PROXIES``); 0: the client address is the connection's."""
    webhook_retry_intervals: tuple[int, ...] = DEFAULT_WEBHOOK_RETRY_INTERVALS
    """Seconds to wait before each retry of a failed webhook delivery
    (``BIBLIOS_WEBHOOK_RETRY_INTERVALS``): one more try per entry."""
    client_streams: int = DEFAULT_CLIENT_STREAMS
    """Live streams one client address may hold in each gunicorn worker
    (``BIBLIOS_CLIENT_STREAMS``); 0: no cap."""
    worker_streams: int = DEFAULT_WORKER_STREAMS
    """Live streams each gunicorn worker holds in all (``BIBLIOS_WORKER_STREAMS``), then 503
    ``service_unavailable`` with ``Retry-After``; 0: no budget."""
    body_timeout: float = DEFAULT_BODY_TIMEOUT
    """Seconds a request's body may take to arrive once its headers have
    (``BIBLIOS_BODY_TIMEOUT``), > 0: then 408 ``request_timeout``."""
    review_cpu_seconds: float = DEFAULT_REVIEW_CPU_SECONDS
    """Seconds of CPU the expert's review of one seat may spend (``BIBLIOS_REVIEW_CPU_SECONDS``),
    > 0: the review's job (``api.play.reviews``) stops searching that seat's decisions once it
    has (``engine.review.bounded``); its review then says ``complete: false``."""
    advice_yield: float | None = DEFAULT_ADVICE_YIELD
    """The share of the machine's CPU time (0..1) that other processes must use for the bots'
    worker's searches (hints, reviews) to yield the CPU (``BIBLIOS_ADVICE_YIELD``,
    ``api.jobs.pacing``); None: they never do."""
    hint_max_pause: float = DEFAULT_HINT_MAX_PAUSE
    """Seconds one hint's search may pause in all (``BIBLIOS_HINT_MAX_PAUSE``), >= 0."""
    review_max_pause: float = DEFAULT_REVIEW_MAX_PAUSE
    """Seconds one review's search may pause in all (``BIBLIOS_REVIEW_MAX_PAUSE``), >= 0."""

    redis_sentinels: tuple[tuple[str, int], ...] = ()
    """The Sentinels that name the games' master (``BIBLIOS_REDIS_SENTINELS``); empty: none."""
    sentinel_master: str = ""
    """The games' master's name among them (``BIBLIOS_REDIS_SENTINEL_MASTER``)."""
    queue_sentinel_master: str | None = None
    """The job queue's master's name among them (``BIBLIOS_QUEUE_SENTINEL_MASTER``); None: the
    queue is ``queue``'s URL."""
    wait_replicas: int = 0
    """Replicas that must have a write before it is acknowledged (``BIBLIOS_WAIT_REPLICAS``);
    0: the ordinary mode."""
    wait_timeout: float = DEFAULT_WAIT_TIMEOUT
    """Seconds a write waits for them (``BIBLIOS_WAIT_TIMEOUT``), > 0."""

    @property
    def queue(self) -> str:
        """The job queue's Redis URL."""
        return self.queue_url or self.redis_url

    @property
    def games_sentinels(self) -> Sentinels | None:
        """The Sentinels of the games' Redis, if it is found through them."""
        if not self.redis_sentinels:
            return None
        return Sentinels(self.redis_sentinels, self.sentinel_master)

    @property
    def queue_sentinels(self) -> Sentinels | None:
        """The Sentinels of the job queue's Redis, if it is found through them."""
        if not self.redis_sentinels or self.queue_sentinel_master is None:
            return None
        return Sentinels(self.redis_sentinels, self.queue_sentinel_master)

    @property
    def waiting(self) -> Waiting:
        """The durable mode's wait for replicas (``Waiting.on``: whether there is one)."""
        return Waiting(self.wait_replicas, self.wait_timeout)

    @property
    def creation_limit(self) -> str:
        """The limit on game creations per client in effect ("": none), for a portal without
        a ``create_rate_limit`` of its own."""
        if self.create_rate_limit is not None:
            return self.create_rate_limit
        return DEFAULT_CREATE_RATE_LIMIT if self.portals.open else DEFAULT_PORTAL_CREATE_RATE_LIMIT

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Config:
        """Read the settings from ``environ`` (default: ``os.environ``).

        :raises ValueError: a variable holds a value that cannot be used; the message names it.
        """
        env = os.environ if environ is None else environ
        queue_url = _redis_url(env, "BIBLIOS_QUEUE_URL", "") or None
        redis_cluster = _bool(env, "BIBLIOS_REDIS_CLUSTER", False)
        if redis_cluster and queue_url is None:
            raise ValueError(
                "BIBLIOS_REDIS_CLUSTER is on: set BIBLIOS_QUEUE_URL to a plain Redis for the job "
                "queue (RQ does not run on a Redis Cluster)"
            )
        sentinels = _host_ports(env, "BIBLIOS_REDIS_SENTINELS")
        master = _raw(env, "BIBLIOS_REDIS_SENTINEL_MASTER") or ""
        queue_master = _raw(env, "BIBLIOS_QUEUE_SENTINEL_MASTER")
        if sentinels and redis_cluster:
            raise ValueError(
                "BIBLIOS_REDIS_SENTINELS and BIBLIOS_REDIS_CLUSTER cannot both be set (a Redis "
                "Cluster fails over by itself)"
            )
        if sentinels and not master:
            raise ValueError(
                "BIBLIOS_REDIS_SENTINELS is set: set BIBLIOS_REDIS_SENTINEL_MASTER to the name "
                "the Sentinels know the games' master by"
            )
        if queue_master is not None and not sentinels:
            raise ValueError("BIBLIOS_QUEUE_SENTINEL_MASTER needs BIBLIOS_REDIS_SENTINELS")
        if sentinels and queue_master is None and queue_url is None:
            queue_master = master
        return cls(
            redis_url=_redis_url(env, "REDIS_URL", DEFAULT_REDIS_URL),
            redis_cluster=redis_cluster,
            queue_url=queue_url,
            redis_sentinels=sentinels,
            sentinel_master=master,
            queue_sentinel_master=queue_master,
            wait_replicas=_int(env, "BIBLIOS_WAIT_REPLICAS", 0, minimum=0),
            wait_timeout=_positive_float(env, "BIBLIOS_WAIT_TIMEOUT", DEFAULT_WAIT_TIMEOUT),
            allow_fixed_deck=_bool(env, "BIBLIOS_ALLOW_FIXED_DECK", False),
            game_ttl=_int(env, "BIBLIOS_GAME_TTL", DEFAULT_GAME_TTL, minimum=1),
            unplayed_ttl=_int(env, "BIBLIOS_UNPLAYED_TTL", DEFAULT_UNPLAYED_TTL, minimum=1),
            cors_origins=_csv(env, "BIBLIOS_CORS_ORIGINS"),
            max_body_bytes=_int(env, "BIBLIOS_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES, minimum=1),
            max_export_bytes=_int(
                env, "BIBLIOS_MAX_EXPORT_BYTES", DEFAULT_MAX_EXPORT_BYTES, minimum=1
            ),
            cas_retries=_int(env, "BIBLIOS_CAS_RETRIES", DEFAULT_CAS_RETRIES, minimum=1),
            redis_timeout=_positive_float(env, "BIBLIOS_REDIS_TIMEOUT", DEFAULT_REDIS_TIMEOUT),
            rate_limit=_rate_limit(env, "BIBLIOS_RATE_LIMIT"),
            locales_dir=_directory(env, "BIBLIOS_LOCALES_DIR"),
            access_log=_bool(env, "BIBLIOS_ACCESS_LOG", False),
            log_level=_log_level(env, "BIBLIOS_LOG_LEVEL"),
            stream_keepalive=_positive_float(
                env, "BIBLIOS_STREAM_KEEPALIVE", DEFAULT_STREAM_KEEPALIVE
            ),
            presence_seconds=_positive_float(
                env, "BIBLIOS_PRESENCE_SECONDS", DEFAULT_PRESENCE_SECONDS
            ),
            portals=_portals(env, "BIBLIOS_PORTALS_FILE"),
            create_rate_limit=_optional_rate_limit(env, "BIBLIOS_CREATE_RATE_LIMIT"),
            trusted_proxies=_int(env, "BIBLIOS_TRUSTED_PROXIES", 0, minimum=0),
            webhook_retry_intervals=_intervals(
                env, "BIBLIOS_WEBHOOK_RETRY_INTERVALS", DEFAULT_WEBHOOK_RETRY_INTERVALS
            ),
            client_streams=_int(env, "BIBLIOS_CLIENT_STREAMS", DEFAULT_CLIENT_STREAMS, minimum=0),
            worker_streams=_int(env, "BIBLIOS_WORKER_STREAMS", DEFAULT_WORKER_STREAMS, minimum=0),
            body_timeout=_positive_float(env, "BIBLIOS_BODY_TIMEOUT", DEFAULT_BODY_TIMEOUT),
            review_cpu_seconds=_positive_float(
                env, "BIBLIOS_REVIEW_CPU_SECONDS", DEFAULT_REVIEW_CPU_SECONDS
            ),
            advice_yield=_share(env, "BIBLIOS_ADVICE_YIELD", DEFAULT_ADVICE_YIELD),
            hint_max_pause=_seconds(env, "BIBLIOS_HINT_MAX_PAUSE", DEFAULT_HINT_MAX_PAUSE),
            review_max_pause=_seconds(env, "BIBLIOS_REVIEW_MAX_PAUSE", DEFAULT_REVIEW_MAX_PAUSE),
        )


def _raw(env: Mapping[str, str], name: str) -> str | None:
    """The stripped value of ``name``, or ``None`` when unset or blank."""
    value = env.get(name)
    if value is None or not value.strip():
        return None
    return value.strip()


def _redis_url(env: Mapping[str, str], name: str, default: str) -> str:
    value = _raw(env, name)
    if value is None:
        return default
    if not value.lower().startswith(_REDIS_SCHEMES):
        raise ValueError(
            f"{name} must be a Redis URL starting with redis://, rediss:// or unix://, "
            f"got {value!r}"
        )
    return value


def _host_ports(env: Mapping[str, str], name: str) -> tuple[tuple[str, int], ...]:
    """``host:port,host:port,...`` (an IPv6 address in brackets)."""
    found: list[tuple[str, int]] = []
    for item in _csv(env, name):
        match = _HOST_PORT.fullmatch(item)
        if match is None or not 0 < int(match["port"]) < 65536:
            raise ValueError(f"{name} must be host:port pairs, comma-separated, got {item!r}")
        found.append((match["host"].strip("[]"), int(match["port"])))
    return tuple(found)


def _bool(env: Mapping[str, str], name: str, default: bool) -> bool:
    value = _raw(env, name)
    if value is None:
        return default
    if value.lower() in _TRUE:
        return True
    if value.lower() in _FALSE:
        return False
    raise ValueError(f"{name} must be one of 1, true, yes, on, 0, false, no, off; got {value!r}")


def _int(env: Mapping[str, str], name: str, default: int, *, minimum: int) -> int:
    value = _raw(env, name)
    if value is None:
        return default
    try:
        number = int(value, 10)
    except ValueError:
        raise ValueError(f"{name} must be an integer, got {value!r}") from None
    if number < minimum:
        raise ValueError(f"{name} must be at least {minimum}, got {number}")
    return number


def _positive_float(env: Mapping[str, str], name: str, default: float) -> float:
    """A finite number of seconds, more than 0."""
    return _seconds(env, name, default, zero_allowed=False)


def _seconds(
    env: Mapping[str, str], name: str, default: float, *, zero_allowed: bool = True
) -> float:
    """A finite number of seconds, 0 or more (more than 0 unless ``zero_allowed``)."""
    value = _raw(env, name)
    if value is None:
        return default
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"{name} must be a number of seconds, got {value!r}") from None
    if not math.isfinite(number) or number < 0 or (number == 0 and not zero_allowed):
        bound = "0 or more" if zero_allowed else "more than 0"
        raise ValueError(f"{name} must be a finite number of seconds, {bound}, got {value!r}")
    return number


def _share(env: Mapping[str, str], name: str, default: float) -> float | None:
    """A share above 0, at most 1; None when turned off (``off``, ``none``, ``0``)."""
    value = _raw(env, name)
    if value is None:
        return default
    if value.lower() in _OFF:
        return None
    try:
        number = float(value)
    except ValueError:
        number = math.nan
    if not 0 < number <= 1:
        raise ValueError(f"{name} must be a share above 0 and at most 1, or off, got {value!r}")
    return number


def _log_level(env: Mapping[str, str], name: str) -> str:
    value = (_raw(env, name) or "INFO").upper()
    if value not in ("DEBUG", "INFO", "WARNING", "ERROR"):
        raise ValueError(f"{name} must be DEBUG, INFO, WARNING or ERROR, got {value!r}")
    return value


def _directory(env: Mapping[str, str], name: str) -> Path | None:
    value = _raw(env, name)
    if value is None:
        return None
    path = Path(value)
    if not path.is_dir():
        raise ValueError(f"{name} must be a directory, got {value!r}")
    return path


def _csv(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    value = _raw(env, name)
    if value is None:
        return ()
    return tuple(item.strip() for item in value.split(",") if item.strip())


def _rate_limit(env: Mapping[str, str], name: str) -> str:
    value = _raw(env, name)
    if value is None:
        return ""
    try:
        parse_many(value)
    except ValueError:
        raise ValueError(
            f"{name} must be limits like '20/second;600/minute', got {value!r}"
        ) from None
    return value


def _optional_rate_limit(env: Mapping[str, str], name: str) -> str | None:
    """A limit, "" when turned off (``off``, ``none``, ``0``), None when unset."""
    value = _raw(env, name)
    if value is None:
        return None
    if value.lower() in _OFF:
        return ""
    return _rate_limit(env, name)


def _portals(env: Mapping[str, str], name: str) -> Portals:
    value = _raw(env, name)
    if value is None:
        return Portals()
    return load_portals(Path(value), name)


def _intervals(env: Mapping[str, str], name: str, default: tuple[int, ...]) -> tuple[int, ...]:
    value = _raw(env, name)
    if value is None:
        return default
    items = [item.strip() for item in value.split(",")]
    if not 1 <= len(items) <= 30 or not all(_SECONDS.fullmatch(item) for item in items):
        raise ValueError(
            f"{name} must be 1 to 30 whole numbers of seconds, comma-separated, got {value!r}"
        )
    return tuple(int(item) for item in items)
