"""Perft-style regression: fixed seeds, a fixed deterministic policy, golden legal-action counts.

For 3 seeds × 2/3/4 players × both variants, the game is played by ``perft_action`` and at each
step the number of legal-action templates is recorded, with the number of steps and sha256
hashes of the final ``encode()`` and of the full event stream. Any change to the rules' outcome
shows up as a diff against ``golden/perft.json``. After an intended rule change, rewrite it:

    python -m tests.engine.biblios.test_perft --regenerate
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from engine import biblios
from tests.engine.biblios.helpers import PLAYER_COUNTS, VARIANTS, Guard, actor, gold_payment, ids

GOLDEN = Path(__file__).with_name("golden") / "perft.json"
SEEDS = (1, 42, 20240607)
CASES = [(seed, n, v) for seed in SEEDS for n in PLAYER_COUNTS for v in VARIANTS]


def perft_action(state: biblios.GameState, seat: int, legal: list[dict], step: int) -> dict:
    """Deterministic: a template picked by a hash of the step; bid the minimum; pay when the
    hand can (gold from the highest value, or the first cards of the hand) except one time in
    four, else refuse (the penalty, R24/R25)."""
    mix = (step * 2654435761) >> 16
    if legal[-1]["type"] == "refuse" and (legal[0]["type"] == "refuse" or mix % 4 == 0):
        return {"type": "refuse"}
    if legal[0]["type"] == "pay":
        if "count" in legal[0]:
            return {"type": "pay", "cards": ids(state.hands[seat][: legal[0]["count"]])}
        return {"type": "pay", "cards": gold_payment(state, seat, legal[0]["at_least"])}
    template = legal[mix % len(legal)]
    if template["type"] == "bid":
        return {"type": "bid", "amount": template["min"]}
    return template


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def run(seed: int, players: int, variant: str) -> dict:
    state, events = biblios.new_game(players, variant, seed % players, seed)
    counts = []
    tick = Guard()
    while state.phase != "over" and tick():
        seat = actor(state)
        legal = biblios.legal_actions(state, seat)
        counts.append(len(legal))
        events += biblios.apply_action(state, seat, perft_action(state, seat, legal, len(counts)))
    return {
        "seed": seed,
        "players": players,
        "variant": variant,
        "steps": len(counts),
        "counts": counts,
        "state_sha256": sha256(biblios.encode(state)),
        "events_sha256": sha256(json.dumps([list(e) for e in events], sort_keys=True)),
    }


def load() -> dict[tuple, dict]:
    entries = json.loads(GOLDEN.read_text())["games"]
    return {(e["seed"], e["players"], e["variant"]): e for e in entries}


@pytest.mark.parametrize(("seed", "players", "variant"), CASES)
def test_perft_matches_the_golden_file(seed, players, variant):
    golden = load()[(seed, players, variant)]
    got = run(seed, players, variant)
    assert got["steps"] == golden["steps"]
    first_diff = next(
        (i for i, (a, b) in enumerate(zip(got["counts"], golden["counts"], strict=True)) if a != b),
        None,
    )
    assert first_diff is None, f"legal-action counts differ first at step {first_diff}"
    assert got["state_sha256"] == golden["state_sha256"]
    assert got["events_sha256"] == golden["events_sha256"]


def test_golden_file_covers_every_case():
    assert sorted(load()) == sorted(CASES)


def regenerate() -> None:
    games = [run(*case) for case in CASES]
    lines = ",\n".join("    " + json.dumps(g, separators=(",", ":")) for g in games)
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text('{"games": [\n' + lines + "\n]}\n")
    print(f"wrote {GOLDEN} ({len(games)} games)")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python -m tests.engine.biblios.test_perft --regenerate")
    regenerate()
