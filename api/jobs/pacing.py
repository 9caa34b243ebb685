"""The bots' worker's searches yield the CPU to the API (issue 42: "nothing else slows").

A hint's or a review's search (``api.jobs.advice``) may take every CPU cycle the API leaves
between requests, and on a small machine that is enough to slow the players' moves even at the
idle scheduling class (docs/benchmarks.md, "Reviews and hints beside the API"). So the search
is paced: the engine calls its ``Pacer`` before every simulated decision
(``engine.search.evaluate``'s ``pace``), and the pacer lets it run in slices of ``SLICE``
seconds. At the end of a slice it looks how busy the rest of the machine kept the CPUs over the
last ``WINDOW`` seconds (``MachineLoad``: the machine's CPU time by ``/proc/stat``, less this
process's own); while that share is at least ``busy`` (``BIBLIOS_ADVICE_YIELD``), it sleeps
after each slice, so that the search runs ``duty`` of the time (``HINT_DUTY``,
``REVIEW_DUTY``), until the job has paused ``max_pause`` seconds in all
(``BIBLIOS_HINT_MAX_PAUSE``, ``BIBLIOS_REVIEW_MAX_PAUSE``); from then on it runs unpaced. So a
search always ends: its CPU time (a hint's budget, a review's ``BIBLIOS_REVIEW_CPU_SECONDS`` a
seat, both counted in CPU time, which a pause does not spend) plus ``max_pause`` of wall time
(and whatever its scheduling class leaves it). A paused search finds the same figures: the pacer
sees nothing of it and draws nothing from its generator.

Where ``/proc/stat`` cannot be read (not Linux), the search is never paced.
"""

from __future__ import annotations

import logging
import os
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

__all__ = ["HINT_DUTY", "REVIEW_DUTY", "MachineLoad", "Pacer", "machine_load"]

log = logging.getLogger(__name__)

#: Seconds of search between two looks at the machine's load.
SLICE = 0.005
#: Seconds over which the machine's load is measured (``/proc/stat`` counts in ticks of 10 ms:
#: over 0.1 s on 2 CPUs, a share to within about 0.1).
WINDOW = 0.1
#: A load measured over more than this many seconds is too old to tell the present: the pacer
#: waits one ``WINDOW`` to measure it afresh (a job's first look after the worker was idle).
STALE = 1.0
#: The share of the time a hint's search runs while the machine is busy: its CPU (0.2-0.9 s,
#: docs/benchmarks.md) spread over its pauses (``BIBLIOS_HINT_MAX_PAUSE``; none by default).
HINT_DUTY = 0.25
#: The share of the time a review's search runs while the machine is busy: it goes on slowly
#: while the API is busy, and at full speed once it is not.
REVIEW_DUTY = 0.1
_STAT = Path("/proc/stat")
#: The fields of ``/proc/stat``'s ``cpu`` line that count as busy: user, nice, system, irq and
#: softirq (not idle, iowait, steal, nor guest, which user already counts).
_BUSY_FIELDS = (0, 1, 2, 5, 6)


@dataclass(frozen=True)
class _Sample:
    at: float
    busy: float
    """Seconds of CPU time the whole machine has spent busy."""
    own: float
    """Seconds of CPU time this process has spent."""


class MachineLoad:
    """How busy the machine's other processes keep its CPUs: ``others()`` is the share (0..1)
    of all the CPUs' time that processes other than this one used over the last ``window``
    seconds, from ``/proc/stat`` (None when it cannot be read, or no sample is recent enough:
    ``fresh`` says whether one is)."""

    def __init__(self, window: float = WINDOW, stat: Path = _STAT) -> None:
        self.window = window
        self.stat = stat
        self.readable = True
        self._cpus = 1
        self._tick = 1.0 / os.sysconf("SC_CLK_TCK")
        self._samples: deque[_Sample] = deque()

    def fresh(self) -> bool:
        """Whether the last sample is recent enough for ``others()`` to tell the present."""
        return bool(self._samples) and time.monotonic() - self._samples[-1].at <= STALE

    def others(self) -> float | None:
        """The other processes' share of the machine's CPU time over the last ``window``
        seconds (or since the oldest recent sample); None if unknown."""
        sample = self._sample()
        if sample is None:
            return None
        samples = self._samples
        samples.append(sample)
        while len(samples) > 1 and (
            sample.at - samples[0].at > STALE or samples[1].at <= sample.at - self.window
        ):
            samples.popleft()
        base = samples[0]
        elapsed = sample.at - base.at
        if elapsed < self.window / 2:
            return None
        used = (sample.busy - base.busy) - (sample.own - base.own)
        return max(0.0, min(1.0, used / (elapsed * self._cpus)))

    def _sample(self) -> _Sample | None:
        if not self.readable:
            return None
        try:
            lines = self.stat.read_text().splitlines()
            fields = [int(f) for f in lines[0].split()[1:]]
        except (OSError, ValueError, IndexError):
            self.readable = False
            log.warning("%s cannot be read: the searches will not yield the CPU", self.stat)
            return None
        self._cpus = max(1, sum(line[:3] == "cpu" and line[3:4].isdigit() for line in lines))
        busy = sum(fields[i] for i in _BUSY_FIELDS if i < len(fields)) * self._tick
        return _Sample(time.monotonic(), busy, time.process_time())


_machine_load: MachineLoad | None = None


def machine_load() -> MachineLoad:
    """This process's ``MachineLoad`` (one for all its jobs: each starts from the samples of the
    ones before)."""
    global _machine_load
    if _machine_load is None:
        _machine_load = MachineLoad()
    return _machine_load


class Pacer:
    """A search's pace (``engine.search.Pace``): slices of ``slice_seconds``, each followed,
    while ``looks()`` says the other processes use at least ``busy`` of the machine, by a pause
    that leaves the search ``duty`` of the time, until ``max_pause`` seconds of pauses in all.
    ``looks``: the share now (``MachineLoad.others``, None when unknown); ``fresh``: whether it
    can tell the present (else the first look waits one ``WINDOW`` to measure it)."""

    def __init__(
        self,
        busy: float | None,
        duty: float,
        max_pause: float,
        looks: Callable[[], float | None] | None = None,
        fresh: Callable[[], bool] | None = None,
        slice_seconds: float = SLICE,
    ) -> None:
        if not 0 < duty <= 1:
            raise ValueError(f"duty must be above 0 and at most 1, got {duty}")
        self.busy = busy
        self.max_pause = max_pause if busy is not None else 0.0
        self.slice = slice_seconds
        self.gap = slice_seconds * (1 - duty) / duty
        self._looks = looks if looks is not None else machine_load().others
        self._fresh = fresh if fresh is not None else machine_load().fresh
        self.paused = 0.0
        """Seconds paused so far."""
        self.pauses = 0
        self.looked = 0
        """Looks at the machine's load so far."""
        self._slice_end = 0.0

    def __call__(self) -> None:
        now = time.monotonic()
        if now < self._slice_end:
            return
        if self.busy is not None and self.paused < self.max_pause:
            share = self._look()
            if share is not None and share >= self.busy:
                self._pause(self.gap)
        self._slice_end = time.monotonic() + self.slice

    def _look(self) -> float | None:
        """The share now; on the first look with no recent sample, after one ``WINDOW``."""
        if self.looked == 0 and not self._fresh():
            self._looks()
            self._pause(WINDOW)
        self.looked += 1
        return self._looks()

    def _pause(self, seconds: float) -> None:
        seconds = min(seconds, self.max_pause - self.paused)
        if seconds > 0:
            start = time.monotonic()
            time.sleep(seconds)
            self.paused += time.monotonic() - start
            self.pauses += 1

    def log_cost(self, what: str) -> None:
        """Log what the pacing cost ``what`` (a job), if it paused."""
        if self.pauses:
            log.info(
                "%s paused %.2f s in %d pauses (%d looks at the machine's load)",
                what,
                self.paused,
                self.pauses,
                self.looked,
            )
