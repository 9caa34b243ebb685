"""The advice's worker takes only the CPU the API leaves (issue 42: "nothing else slows").

The expert's advice, the hints and the reviews, is searched on workers of its own
(``python -m api.jobs.worker advice``: ``api.play.queues``). Beside the API on one machine those
searches must not slow the players' requests, so a worker of the advice's queues alone runs,
by default (``BIBLIOS_WORKER_CPU``: ``idle``; ``normal`` leaves it as started):

- at the idle scheduling class (``SCHED_IDLE``), which its threads and the processes it forks
  (RQ's scheduler) inherit;
- in a session of its own whose autogroup has the lowest weight (nice 19 in
  ``/proc/self/autogroup``). Linux shares the CPU between sessions' autogroups first
  (``CONFIG_SCHED_AUTOGROUP``, on where ``/proc/sys/kernel/sched_autogroup_enabled`` reads 1)
  and only then between the processes of each, so the idle class alone counts for nothing
  against the API's own sessions: measured on the 2-core machine, a spinning process at the
  idle class in a session of its own took 8.3 s of CPU in a 10-s run of 32 playing clients
  and halved their moves/s (p99 ×2.5); in an autogroup at nice 19 it took 0.6 s and left them
  within their own spread (docs/benchmarks.md, "Reviews and hints beside the API").

The bots' moves are not advice: a person at the table waits for them, as for the API, so the
``clocks`` and ``bots`` workers that make them run as started.

A worker started as a session's leader (systemd, a container's first process, ``setsid``)
lowers its own session; one that is not makes itself one (``setsid``), unless it leads a
process group (a shell's foreground job), where it leaves the autogroup alone, which it shares
with whatever was started beside it, and says so in its log. Under a CPU cgroup of its own (a
container, a systemd unit with ``CPUWeight=``) the autogroup does not apply: give that cgroup
the lowest weight instead (``cpu_shares: 2`` in compose.yaml, ``CPUWeight=idle``).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from ..play.queues import HINTS, REVIEWS

__all__ = ["CHOICES", "cpu_share_of", "take_the_cpu_left"]

log = logging.getLogger(__name__)

#: ``BIBLIOS_WORKER_CPU``'s values.
CHOICES = ("idle", "normal")
#: The expert's advice (hints, reviews): searches that may take only the CPU the API leaves.
ADVICE = frozenset({HINTS, REVIEWS})
#: The lowest weight of an autogroup (``nice`` 19: 15 against a default group's 1024).
AUTOGROUP_NICE = 19
AUTOGROUP = Path("/proc/self/autogroup")
AUTOGROUP_ENABLED = Path("/proc/sys/kernel/sched_autogroup_enabled")


def cpu_share_of(served: Sequence[str], env: Mapping[str, str]) -> str:
    """``idle`` or ``normal``: ``BIBLIOS_WORKER_CPU`` if set, else ``idle`` for a worker of the
    advice's queues alone (``ADVICE``) and ``normal`` for any other (the clocks' timeouts, the
    bots' moves and the webhooks, part of the play, must not wait for the API to be quiet)."""
    chosen = env.get("BIBLIOS_WORKER_CPU", "").strip()
    if not chosen:
        return "idle" if served and set(served) <= ADVICE else "normal"
    if chosen not in CHOICES:
        raise SystemExit(f"BIBLIOS_WORKER_CPU must be one of {', '.join(CHOICES)}, got {chosen!r}")
    return chosen


def take_the_cpu_left() -> None:
    """Put this process at the idle scheduling class and its session's autogroup at the lowest
    weight (a session of its own first). Call it before any thread starts: the class is each
    thread's, inherited by the threads and processes started after."""
    if not hasattr(os, "SCHED_IDLE"):
        log.warning("no idle scheduling class here: this worker's searches take the CPU as the API")
        return
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except OSError as error:  # a sandbox that forbids it
        log.warning(
            "the idle scheduling class was refused (%s): the searches take the CPU as the API",
            error,
        )
        return
    if not _autogroups_on():
        log.info("at the idle scheduling class (no autogroups here)")
        return
    if not _own_session():
        log.warning(
            "at the idle scheduling class, but in its session's autogroup with whatever was "
            "started beside it, which Linux shares the CPU with as with the API: start it in a "
            "session of its own (setsid) so that it takes only the CPU the API leaves"
        )
        return
    try:
        AUTOGROUP.write_text(str(AUTOGROUP_NICE))
    except OSError as error:
        log.warning(
            "at the idle scheduling class, but its autogroup's weight could not be lowered (%s)",
            error,
        )
        return
    log.info("at the idle scheduling class, its session's autogroup at nice %d", AUTOGROUP_NICE)


def _autogroups_on() -> bool:
    try:
        return AUTOGROUP_ENABLED.read_text().strip() == "1" and AUTOGROUP.exists()
    except OSError:
        return False


def _own_session() -> bool:
    """Whether this process leads its session, making it one if it can (not a group's leader)."""
    if os.getsid(0) == os.getpid():
        return True
    try:
        os.setsid()
    except OSError:
        return False
    return True
