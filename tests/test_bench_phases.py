"""``bench.move_cost`` splits a request's bytecodes by phase, each phase named by the function
that runs it, imported (a function renamed or moved breaks the import). What an import cannot
see: a decorator that wraps a function without keeping it as ``__wrapped__`` (the tracer would
then never meet the code named), or a function the request path no longer calls (its phase
silently empty, its bytecodes counted as the framework's). So every phase is looked for in a
real, traced move and a real floor request."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import move_cost
from bench.move_cost import FRAMEWORK, PHASES, code_of

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("function", list(PHASES), ids=lambda function: function.__qualname__)
def test_every_phase_names_the_code_of_a_function_of_this_repository(function) -> None:
    code = code_of(function)
    assert code.co_name == function.__name__
    assert Path(code.co_filename).resolve().is_relative_to(ROOT), code.co_filename


def test_every_phase_is_met_by_a_traced_move_or_floor_request(
    redis_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("BIBLIOS_CREATE_RATE_LIMIT", "off")
    app = move_cost.floor_endpoint.create_app()
    moves = move_cost.move_requests(app, 900_001, 1)[:8]
    move_cost.prepare_floor(move_cost.store.GameStore(redis_url, ttl=600), 1, tmp_path)
    floor_path = f"/bench/floor/{move_cost.FLOOR_GAME.format(0)}"
    floors = [move_cost.environ(floor_path, json.dumps({"type": "pass"})) for _ in range(2)]

    _, move_phases = move_cost.bytecodes(app, moves)
    _, floor_phases = move_cost.bytecodes(app, floors)

    met = {phase for phase, count in (move_phases + floor_phases).items() if count > 0}
    assert set(PHASES.values()) <= met, set(PHASES.values()) - met
    assert move_phases[FRAMEWORK] > 0
