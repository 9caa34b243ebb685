"""Gunicorn settings for the Biblios API: ``gunicorn -c gunicorn.conf.py``.

Environment:

- ``PORT``: when set (as platforms that assign the port do), listen on ``0.0.0.0:$PORT``;
- ``BIBLIOS_BIND``: otherwise, the address to listen on (default ``127.0.0.1:8000``);
- ``WEB_CONCURRENCY``: worker processes (default 2);
- ``GUNICORN_TIMEOUT``: seconds before a silent worker is killed and restarted (default 30);
- ``BIBLIOS_ACCESS_LOG=1``: write an access log line per request to stdout.
"""

from __future__ import annotations

import os


def _positive_int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw, 10)
    except ValueError:
        raise ValueError(f"{name} must be a positive integer, got {raw!r}") from None
    if value < 1:
        raise ValueError(f"{name} must be a positive integer, got {raw!r}")
    return value


if os.environ.get("PORT", "").strip():
    bind = [f"0.0.0.0:{_positive_int('PORT', 8000)}"]
else:
    bind = [os.environ.get("BIBLIOS_BIND", "").strip() or "127.0.0.1:8000"]

wsgi_app = "api:create_app()"

workers = _positive_int("WEB_CONCURRENCY", 2)
worker_class = "sync"
timeout = _positive_int("GUNICORN_TIMEOUT", 30)
graceful_timeout = timeout
keepalive = 5

# Heartbeat files in memory rather than on a possibly slow or overlay disk (containers).
if os.path.isdir("/dev/shm"):
    worker_tmp_dir = "/dev/shm"

# No runtime control socket (gunicorn 27+): it would live in $HOME, which the container user
# cannot write, and two servers on one machine would fight over it. Older versions ignore this.
control_socket_disable = True

accesslog = "-" if os.environ.get("BIBLIOS_ACCESS_LOG", "").strip() == "1" else None
errorlog = "-"
loglevel = "info"
