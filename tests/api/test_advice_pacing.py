"""The bots' worker's searches yield the CPU while the machine is busy (``api.jobs.pacing``;
issue 42's "nothing else slows"): a search told the machine is busy pauses after each slice,
resumes at full speed once it is not, never pauses longer than its bound, and finds the same
figures; ``MachineLoad`` sees other processes' CPU time; a real worker paces a hint while other
processes keep the CPUs busy, and the request still gets the engine's own hint."""

from __future__ import annotations

import math
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from flask import Flask

from api.http.serving import services_of
from api.jobs.pacing import MachineLoad, Pacer
from api.jobs.worker import queues_of, unpace_beside_clocks
from engine import Setup, Table, get_game
from engine.advice import hint
from support.worker_process import WorkerProcess
from tests.api.helpers import Api, bearer, table_of

BIBLIOS = get_game("biblios")


def first_view(seed: int) -> dict:
    table, _ = Table.create(BIBLIOS, Setup(2, seed, "standard"))
    return table.view(table.waiting_for()[0])


class Told:
    """What the pacer is told of the machine's load: busy (1.0) for the first ``busy`` looks,
    then quiet (0.0)."""

    def __init__(self, busy: int) -> None:
        self.busy = busy
        self.looks = 0

    def __call__(self) -> float:
        self.looks += 1
        return 1.0 if self.looks <= self.busy else 0.0


def test_a_search_told_the_machine_is_busy_pauses_then_resumes() -> None:
    view = first_view(1)
    told = Told(busy=5)
    pacer = Pacer(0.5, duty=0.5, max_pause=60, looks=told, fresh=lambda: True, slice_seconds=0.001)
    assert hint(BIBLIOS, view, pace=pacer) == hint(BIBLIOS, view)
    assert pacer.pauses == 5  # a pause after each slice while busy, none once quiet
    assert pacer.looked == told.looks > 5 and pacer.paused > 0


def test_a_search_pauses_no_longer_than_its_bound() -> None:
    view = first_view(2)
    told = Told(busy=10**9)
    pacer = Pacer(0.5, duty=0.5, max_pause=0.05, looks=told, fresh=lambda: True)
    assert hint(BIBLIOS, view, pace=pacer) == hint(BIBLIOS, view)
    # Pauses of its gap until 0.05 s are spent: as many as fit when each sleep lasts what it
    # asked, fewer on a loaded machine (one sleep of 5 ms lasted 153 ms in a CI run), never more.
    assert pacer.paused >= 0.05
    assert 1 <= pacer.pauses <= math.ceil(0.05 / pacer.gap) + 1
    assert pacer.looked == pacer.pauses  # once its pauses are spent, it no longer looks


def test_a_quiet_machine_or_no_pacing_never_pauses() -> None:
    view = first_view(3)
    quiet = Pacer(0.5, duty=0.1, max_pause=60, looks=Told(busy=0), fresh=lambda: True)
    off = Pacer(None, duty=0.1, max_pause=60, looks=Told(busy=10**9), fresh=lambda: True)
    unpaced = hint(BIBLIOS, view)
    for pacer in (quiet, off):
        assert hint(BIBLIOS, view, pace=pacer) == unpaced
        assert pacer.pauses == 0
    assert quiet.looked > 0 and off.looked == 0


def test_the_first_look_after_a_while_measures_the_load_afresh() -> None:
    """No recent sample of the load: the first look waits one window to measure it."""
    told = Told(busy=0)
    pacer = Pacer(0.5, duty=0.1, max_pause=60, looks=told, fresh=lambda: False)
    pacer()
    assert told.looks == 2 and pacer.pauses == 1 and pacer.paused > 0
    recent = Pacer(0.5, duty=0.1, max_pause=60, looks=told, fresh=lambda: True)
    recent()
    assert told.looks == 3 and recent.pauses == 0


@contextmanager
def cpus_kept_busy() -> Iterator[None]:
    """A spinning process per CPU (at the lowest priority), stopped at the end."""
    spinners = [
        subprocess.Popen(["nice", "-n", "19", sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 1)
    ]
    try:
        time.sleep(0.3)  # they start
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


def test_the_machines_load_sees_other_processes_cpu_time() -> None:
    if not Path("/proc/stat").exists():
        pytest.skip("no /proc/stat here")
    load = MachineLoad()
    assert load.others() is None and load.fresh()  # one sample: nothing to measure from yet
    with cpus_kept_busy():
        readings = []
        for _ in range(5):
            time.sleep(0.12)
            readings.append(load.others())
        # Right after the last reading: stopping the spinners once took over a second (its
        # ``STALE``) on a loaded machine, in a fresh clone's CI run.
        assert load.fresh()
    assert all(r is not None and 0 <= r <= 1 for r in readings)
    assert max(readings) >= 0.5, readings  # type: ignore[type-var]


@pytest.mark.servers
def test_a_real_worker_paces_a_hint_while_the_cpus_are_busy(app: Flask, redis_url: str) -> None:
    """Other processes keep every CPU busy: the worker's hint search pauses (its log says so,
    within ``BIBLIOS_HINT_MAX_PAUSE``), and the request gets the engine's hint of the view."""
    api = Api(app.test_client())
    body = {"game": "biblios", "seats": [{"name": "A"}, {"name": "B"}], "seed": 7, "hints": True}
    created = api.post("/v1/games", body).json
    seat = created["view"]["to_act"][0]
    token = created["seats"][seat]["token"]
    table = table_of(services_of(app).store.load(created["id"]).state)
    expected = hint(BIBLIOS, table.game.view(table.state, seat))
    env = {"BIBLIOS_ADVICE_YIELD": "0.25", "BIBLIOS_HINT_MAX_PAUSE": "0.5"}
    with WorkerProcess(redis_url, env=env, roles=("bots",)) as worker:
        with cpus_kept_busy():  # only once the worker serves: the spinning costs the suite CPU
            for _ in range(10):  # a busy machine: ask again after Retry-After, as a client does
                reply = api.post(f"/v1/games/{created['id']}/hint", headers=bearer(token))
                if reply.status != 503:
                    break
                time.sleep(int(reply.headers["Retry-After"]))
        assert reply.status == 200, (reply, worker.log_tail())
        log = worker.log_tail()
    assert reply.json == expected
    paused = [line for line in log.splitlines() if f"the hint for seat {seat} paused" in line]
    assert paused, log
    seconds = float(paused[0].split(" paused ")[1].split(" s ")[0])
    pauses = int(paused[0].split(" s in ")[1].split(" pauses")[0])
    assert 0 < seconds < 0.5 + 0.25, paused
    assert pauses >= 3, paused  # a first look's measure, then a pause after each busy slice


def test_a_reviews_job_may_run_its_pauses_besides_its_search(app: Flask) -> None:
    """RQ lets a review's job run the search's 900 s and the pauses it may make."""
    reviews = services_of(app).reviews
    assert reviews.timeout == 900 + services_of(app).config.review_max_pause


def test_a_worker_that_runs_the_clocks_never_pauses_a_search() -> None:
    """A worker serving the clocks and the hints' or reviews' queue runs one job at a time: a
    review paused while the machine is busy would hold the clocks' timeouts behind it (a
    browser test's 5 s clock saw no timeout in 15 s), so its searches are not paced; the
    advice's own worker keeps its setting (the ``clocks`` role has no advice to pace)."""
    for served, paced in (
        (queues_of(()), False),
        (queues_of(("clocks", "advice")), False),
        (queues_of(("clocks", "reviews")), False),
        (queues_of(("clocks",)), True),
        (queues_of(("bots",)), True),
        (queues_of(("advice",)), True),
        (queues_of(("reviews",)), True),
        (queues_of(("webhooks",)), True),
    ):
        env = {"BIBLIOS_ADVICE_YIELD": "0.25"}
        unpace_beside_clocks(served, env)
        assert (env["BIBLIOS_ADVICE_YIELD"] == "0.25") is paced, served
