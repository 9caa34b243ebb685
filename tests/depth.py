"""How deep the suite digs: every example in the whole suite, a tenth in the quick loop.

``scripts/test`` runs each property with all its examples and each seeded sweep over all its
seeds. ``scripts/test --quick`` (``BIBLIOS_TEST_QUICK=1``) runs the same tests with a tenth of
them (at least 5), so that a contributor's inner loop answers in a minute while the whole suite
keeps its full depth (docs/testing.md).
"""

from __future__ import annotations

import os

__all__ = ["QUICK", "examples"]

#: Whether this run is the quick loop (``scripts/test --quick``).
QUICK = os.environ.get("BIBLIOS_TEST_QUICK", "").strip() == "1"


def examples(full: int, least: int = 5) -> int:
    """How many examples (or seeded games) a property runs: ``full`` in the whole suite, a
    tenth of it (at least ``least``, and at most ``full``) in the quick loop."""
    return min(full, max(least, full // 10)) if QUICK else full
