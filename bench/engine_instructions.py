"""Instructions of the engine's hot loop, for callgrind: ``python -m bench.engine_instructions``.

Timings on a shared 2-core machine move by more than the few per cent a change of the engine
makes; instruction counts do not. Run this twice under callgrind, once with ``record`` (40
seeded 4-player games recorded with the reference policy) and once with ``replay`` (the same,
then replayed listing the legal actions and applying every action with full validation): the
difference is the replay's instructions::

    valgrind --tool=callgrind python -m bench.engine_instructions record
    valgrind --tool=callgrind python -m bench.engine_instructions replay

``--root`` runs another checkout's engine (its ``engine.bench`` or ``bench.engine`` module,
whichever it has), to compare two versions the same way.
"""

from __future__ import annotations

import argparse
import importlib
import sys


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("record", "replay"))
    parser.add_argument("--root", help="another checkout to measure (default: this one)")
    args = parser.parse_args()
    if args.root:
        sys.path.insert(0, args.root)
        for name in [m for m in sys.modules if m == "bench" or m.startswith("bench.")]:
            del sys.modules[name]
    try:
        bench = importlib.import_module("bench.engine")
    except ModuleNotFoundError:
        bench = importlib.import_module("engine.bench")  # before the redesign
    games = [bench.record(seed) for seed in range(1, 41)]
    if args.mode == "replay":
        bench.replay_rate(games, False)


if __name__ == "__main__":
    main()
