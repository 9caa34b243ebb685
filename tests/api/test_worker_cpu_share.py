"""A worker of the expert's advice alone (hints, reviews) takes only the CPU the API leaves
(``api.jobs.cpu_share``; issue 42's "nothing else slows"): by default it runs at the idle
scheduling class in a session of its own whose autogroup has the lowest weight, and so does the
scheduler it forks; the workers of the play (clocks, the bots' moves) and the webhooks, or one
told ``BIBLIOS_WORKER_CPU=normal``, run as started; a worker that cannot have a session of its
own never lowers the one it shares."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from api.jobs.cpu_share import AUTOGROUP_ENABLED, cpu_share_of
from api.jobs.worker import queues_of
from support.worker_process import ROOT, WorkerProcess, children_of

AUTOGROUPS = AUTOGROUP_ENABLED.exists() and AUTOGROUP_ENABLED.read_text().strip() == "1"
needs_autogroups = pytest.mark.skipif(not AUTOGROUPS, reason="no autogroups on this kernel")


def autogroup(pid: int) -> str:
    """``/proc/<pid>/autogroup``: the group's name and nice, e.g. ``/autogroup-88 nice 0``; empty
    for a process in the root group (a session never made since boot: a container's first
    process and its children, where CI may run this suite)."""
    return Path(f"/proc/{pid}/autogroup").read_text().strip()


def group_name(pid: int) -> str:
    """The autogroup's name, ``/`` for the root group."""
    return (autogroup(pid).split() or ["/"])[0]


def scheduler_of(pid: int, timeout: float = 30) -> list[int]:
    """The processes ``pid`` forked (RQ's scheduler): the worker takes the scheduler's locks,
    then forks it, so they may not be there yet when it serves its queues."""
    end = time.monotonic() + timeout
    while True:
        forked = [child for child, _ in children_of(pid)]
        if forked or time.monotonic() > end:
            return forked
        time.sleep(0.05)


@pytest.mark.parametrize(
    ("roles", "env", "share"),
    [
        (("advice",), {}, "idle"),
        (("reviews",), {}, "idle"),
        (("advice", "reviews"), {}, "idle"),
        (("advice",), {"BIBLIOS_WORKER_CPU": "normal"}, "normal"),
        (("bots",), {}, "normal"),  # the bots' moves: a person at the table waits for them
        (("advice", "clocks"), {}, "normal"),
        (("clocks",), {}, "normal"),
        (("webhooks",), {}, "normal"),
        ((), {}, "normal"),
        (("clocks",), {"BIBLIOS_WORKER_CPU": "idle"}, "idle"),
        (("advice",), {"BIBLIOS_WORKER_CPU": " "}, "idle"),
    ],
)
def test_only_the_searching_queues_take_the_cpu_left_by_default(
    roles: tuple[str, ...], env: dict[str, str], share: str
) -> None:
    assert cpu_share_of(queues_of(roles), env) == share


def test_an_unknown_cpu_share_is_refused() -> None:
    with pytest.raises(SystemExit, match="BIBLIOS_WORKER_CPU must be one of idle, normal"):
        cpu_share_of(queues_of(("advice",)), {"BIBLIOS_WORKER_CPU": "low"})


@needs_autogroups
@pytest.mark.servers
def test_an_advice_worker_takes_only_the_cpu_the_api_leaves(redis_url: str) -> None:
    """As ``scripts/serve``'s supervisor starts it (a child in the supervisor's session): the
    worker makes a session of its own, lowers that session's autogroup, and runs at the idle
    class, and so does RQ's scheduler, which it forks; this test's own group is untouched."""
    own_group, own_name = autogroup(os.getpid()), group_name(os.getpid())
    with WorkerProcess(redis_url, env={"BIBLIOS_WORKER_CPU": ""}, roles=("advice",)) as worker:
        assert worker.process is not None
        pid = worker.process.pid
        assert os.getsid(pid) == pid
        assert os.sched_getscheduler(pid) == os.SCHED_IDLE
        assert autogroup(pid).endswith(" nice 19")
        assert group_name(pid) not in {own_name, "/"}  # not this test's group, nor the root
        forked = scheduler_of(pid)
        assert forked, worker.log_tail()
        for child in forked:
            assert os.sched_getscheduler(child) == os.SCHED_IDLE
            assert autogroup(child) == autogroup(pid)
        assert "its session's autogroup at nice 19" in worker.log_tail()
    assert autogroup(os.getpid()) == own_group


@pytest.mark.servers
@pytest.mark.parametrize(
    ("roles", "env"),
    [(("clocks",), {}), (("bots",), {}), (("advice",), {"BIBLIOS_WORKER_CPU": "normal"})],
)
def test_other_workers_run_as_started(
    redis_url: str, roles: tuple[str, ...], env: dict[str, str]
) -> None:
    with WorkerProcess(redis_url, env=env, roles=roles) as worker:
        assert worker.process is not None
        pid = worker.process.pid
        assert os.sched_getscheduler(pid) == os.SCHED_OTHER
        assert os.getsid(pid) == os.getsid(os.getpid())
        if AUTOGROUPS:
            assert autogroup(pid) == autogroup(os.getpid())


@pytest.mark.servers
def test_a_worker_with_an_unknown_cpu_share_does_not_start(redis_url: str) -> None:
    worker = WorkerProcess(redis_url, env={"BIBLIOS_WORKER_CPU": "low"}, roles=("advice",))
    with pytest.raises(RuntimeError, match="BIBLIOS_WORKER_CPU must be one of idle, normal"):
        worker.start()


@needs_autogroups
def test_a_process_that_cannot_have_a_session_of_its_own_leaves_the_shared_one_alone() -> None:
    """A shell's foreground job leads its process group, so it cannot make a session of its
    own: lowering its autogroup would lower whatever shares its session (here, this test)."""
    own_group = autogroup(os.getpid())
    script = (
        "import logging, os, sys\n"
        "logging.basicConfig(level=logging.INFO, stream=sys.stdout)\n"
        "from api.jobs.cpu_share import take_the_cpu_left\n"
        "take_the_cpu_left()\n"
        "print('class', os.sched_getscheduler(0) == os.SCHED_IDLE, 'sid', os.getsid(0))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        process_group=0,  # a group's leader, in this test's session
        timeout=60,
        check=True,
    )
    assert f"class True sid {os.getsid(os.getpid())}" in done.stdout, done
    assert "start it in a session of its own (setsid)" in done.stdout
    assert autogroup(os.getpid()) == own_group
