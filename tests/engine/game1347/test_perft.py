"""Golden playthroughs: fixed seeds, a fixed deterministic policy, golden legal-action counts.

For 2 seeds × 2–5 players × the four building selections, the game is played by
``perft_action`` and at each step the number of legal templates and of items offered by their
selections is recorded, with the number of steps and sha256 hashes of the final ``encode()`` and
of the full event stream (private parameters and audiences included). Any change to the rules'
outcome shows up as a diff against ``golden/perft.json``. After an intended rule change:

    python -m tests.engine.game1347.test_perft --regenerate
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from engine import game1347 as g
from tests.engine.game1347.helpers import MAX_STEPS, PLAYER_COUNTS, VARIANTS, actor, options_for

GOLDEN = Path(__file__).with_name("golden") / "perft.json"
SEEDS = (1, 20240607)
CASES = [(seed, n, v) for seed in SEEDS for n in PLAYER_COUNTS for v in VARIANTS]


def perft_action(legal: list[dict], step: int) -> dict:
    """Deterministic: a template and selection sizes picked by a hash of the step; the first
    items of each selection."""
    mix = (step * 2654435761) >> 8
    template = legal[mix % len(legal)]
    action = {"type": template["type"]}
    for key, value in template.items():
        if isinstance(value, dict):
            size = value["min"] + (mix >> 4) % (value["max"] - value["min"] + 1)
            action[key] = value["from"][:size]
        elif key in ("row", "seat"):
            action[key] = value
    return action


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def run(seed: int, players: int, variant: str) -> dict:
    state, events = g.new_game(players, variant, seed, None, options_for(variant))
    counts = []
    while (seat := actor(state)) is not None:
        assert len(counts) < MAX_STEPS
        legal = g.legal_actions(state, seat)
        offered = sum(len(v["from"]) for t in legal for v in t.values() if isinstance(v, dict))
        counts.append([len(legal), offered])
        events += g.apply_action(state, seat, perft_action(legal, len(counts)))
    stream = json.dumps([[*e[:5], list(e.audience)] for e in events], separators=(",", ":"))
    return {
        "seed": seed,
        "players": players,
        "variant": variant,
        "steps": len(counts),
        "counts": counts,
        "winners": events[-1].params["winners"],
        "state_sha256": sha256(g.encode(state)),
        "events_sha256": sha256(stream),
    }


def load() -> dict[tuple[int, int, str], dict]:
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
    assert got["winners"] == golden["winners"]
    assert got["state_sha256"] == golden["state_sha256"]
    assert got["events_sha256"] == golden["events_sha256"]


def test_golden_file_covers_every_case():
    assert sorted(load()) == sorted(CASES)


def regenerate() -> None:
    games = [run(*case) for case in CASES]
    lines = ",\n".join("    " + json.dumps(game, separators=(",", ":")) for game in games)
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text('{"games": [\n' + lines + "\n]}\n")
    print(f"wrote {GOLDEN} ({len(games)} games)")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python -m tests.engine.game1347.test_perft --regenerate")
    regenerate()
