"""What a move costs beyond the floor, counted: ``python -m bench.move_cost``.

Timings on a shared 2-core machine move by more than what one change to the hot path saves;
counts do not. This calls the production app's WSGI callable directly (no HTTP server; a
private ``redis-server``) and counts the Python bytecodes each request runs (``sys.settrace``
opcode events, by function): first for the moves of ``--games`` complete 4-player games, after
as many games of warm-up (what the workers remember is filled), then for as many requests to
the floor endpoint (``bench.floor``). It prints bytecodes per move, per floor request, each
request's bytecodes by phase (``PHASES``: the read, the checks, the rules, the view...), and
the functions that account for most of the difference.

Under callgrind (``valgrind --tool=callgrind``), ``--play none`` runs only the setup and
``--play moves`` or ``--play floor`` the same setup plus the requests without tracing, so the
difference of the totals, divided by the requests, is the CPU instructions per request.
"""

from __future__ import annotations

import argparse
import collections
import inspect
import io
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

from api.http import responses
from api.http.routes import games as game_routes
from api.play import presenting, service, store
from bench import floor as floor_endpoint
from bench.load import FLOOR_GAME, game_moves, prepare_floor
from engine.table import Table
from support.redis_server import RedisServer


def environ(path: str, body: str, token: str | None = None, version: int | None = None) -> dict:
    """A WSGI environ of a JSON POST, as gunicorn would make it."""
    raw = body.encode()
    env = {
        "REQUEST_METHOD": "POST",
        "PATH_INFO": path,
        "QUERY_STRING": "",
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_HOST": "127.0.0.1:8000",
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(raw)),
        "wsgi.input": io.BytesIO(raw),
        "wsgi.errors": sys.stderr,
        "wsgi.url_scheme": "http",
        "wsgi.version": (1, 0),
        "wsgi.multithread": False,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    if token is not None:
        env["HTTP_AUTHORIZATION"] = f"Bearer {token}"
    if version is not None:
        env["HTTP_IF_MATCH"] = f'"{version}"'
    return env


def call(app: Callable, env: dict) -> tuple[str, bytes]:
    """The status and body of one request to the WSGI callable ``app``."""
    status: list[str] = []
    body = b"".join(app(env, lambda s, headers, exc_info=None: status.append(s)))
    return status[0], body


def move_requests(app: Callable, first_seed: int, games: int) -> list[dict]:
    """Create ``games`` 4-player games over the app and return every move's request."""
    requests = []
    for seed in range(first_seed, first_seed + games):
        create = json.dumps({"game": "biblios", "players": 4, "seed": seed})
        status, body = call(app, environ("/v1/games", create))
        if not status.startswith("201"):
            raise RuntimeError(f"creating a game: {status} {body[:300]!r}")
        game = json.loads(body)
        tokens = [seat["token"] for seat in game["seats"]]
        path = f"/v1/games/{game['id']}/actions"
        for version, (seat, action) in enumerate(game_moves(seed)):
            requests.append(environ(path, json.dumps(action), tokens[seat], version))
    return requests


def play(app: Callable, requests: list[dict]) -> None:
    for env in requests:
        status, body = call(app, env)
        if not status.startswith("200"):
            raise RuntimeError(f"{env['PATH_INFO']}: {status} {body[:300]!r}")


#: The phases of a request, each named by the function that runs it, imported: a function
#: renamed or moved breaks this module's imports at once, rather than leave its phase empty. A
#: bytecode counts in the phase of the innermost such function on the stack, so the read of the
#: game counts as the read even when the checks ask for it; the rest is the framework's.
PHASES: dict[Callable[..., Any], str] = {
    store.GameStore.load: "read the game (Redis)",
    service.load_table: "decode the snapshot",
    game_routes.checked_action: "checks (body, seat token, If-Match)",
    Table.act: "rules (engine)",
    service.snapshot: "encode the snapshot",
    store.GameStore.compare_and_set: "compare-and-set (Redis)",
    service.GameService.act: "judging and writing (service)",
    Table.view: "view (engine: who sees what)",
    presenting.present_view: "view (cards, names, prompt, clock)",
    presenting.present_events: "events and their sentences",
    responses.json_response: "answer (JSON, headers)",
    game_routes.act: "the endpoint's own code",
    floor_endpoint.floor: "the endpoint's own code",
    floor_endpoint.write_back: "the endpoint's own code",
}


def code_of(function: Callable[..., Any]) -> CodeType:
    """The code object that runs when ``function`` is called (beneath any decorator that kept
    the wrapped function as ``__wrapped__``)."""
    return inspect.unwrap(function).__code__  # type: ignore[attr-defined]


#: ``PHASES`` by the code object the tracer sees in each frame.
PHASE_OF_CODE: dict[CodeType, str] = {
    code_of(function): phase for function, phase in PHASES.items()
}
FRAMEWORK = "framework (Flask, werkzeug, hooks, metrics)"


def bytecodes(
    app: Callable, requests: list[dict]
) -> tuple[collections.Counter[str], collections.Counter[str]]:
    """The bytecodes ``requests`` run, by function (``module path:function``) and by phase."""
    counts: collections.Counter[str] = collections.Counter()
    phases: collections.Counter[str] = collections.Counter()

    def trace(frame: FrameType, event: str, arg: Any) -> Callable | None:
        frame.f_trace_opcodes = True
        code = frame.f_code
        key = f"{_short(code.co_filename)}:{code.co_name}"
        phase = _phase(frame)

        def opcode(frame: FrameType, event: str, arg: Any) -> Callable:
            if event == "opcode":
                counts[key] += 1
                phases[phase] += 1
            return opcode

        return opcode

    sys.settrace(trace)
    try:
        play(app, requests)
    finally:
        sys.settrace(None)
    return counts, phases


def _phase(frame: FrameType | None) -> str:
    """The phase of the innermost function of ``PHASES`` on ``frame``'s stack."""
    while frame is not None:
        phase = PHASE_OF_CODE.get(frame.f_code)
        if phase is not None:
            return phase
        frame = frame.f_back
    return FRAMEWORK


def _short(filename: str) -> str:
    for marker in ("site-packages/", "/lib/python3"):
        if marker in filename:
            return filename.split(marker, 1)[1]
    root = str(Path(__file__).resolve().parents[1]) + "/"
    return filename.removeprefix(root)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games measured (after as many)")
    parser.add_argument("--top", type=int, default=25, help="functions of the difference shown")
    parser.add_argument("--play", choices=("traced", "none", "moves", "floor"), default="traced")
    args = parser.parse_args()

    with RedisServer() as redis_server, tempfile.TemporaryDirectory() as tmp:
        os.environ["REDIS_URL"] = redis_server.url
        os.environ["BIBLIOS_CREATE_RATE_LIMIT"] = "off"
        app = floor_endpoint.create_app()
        warm_up = move_requests(app, 1, args.games)
        moves = move_requests(app, 1 + args.games, args.games)
        prepare_floor(store.GameStore(redis_server.url, ttl=3600), 1, Path(tmp))
        floor_path = f"/bench/floor/{FLOOR_GAME.format(0)}"
        floor = [environ(floor_path, '{"type":"pass"}') for _ in moves]
        play(app, warm_up)
        play(app, [environ(floor_path, '{"type":"pass"}') for _ in range(50)])
        if args.play != "traced":
            play(app, {"none": [], "moves": moves, "floor": floor}[args.play])
            print(f"requests {0 if args.play == 'none' else len(moves)}")
            return
        per_move, move_phases = bytecodes(app, moves)
        per_floor, floor_phases = bytecodes(app, floor)

    n = len(moves)
    move_total, floor_total = sum(per_move.values()) / n, sum(per_floor.values()) / n
    print(f"{n} moves of {args.games} games (after {args.games} of warm-up), {n} floor requests")
    print(f"bytecodes per move: {move_total:,.0f}; per floor request: {floor_total:,.0f}")
    print(f"{'by phase, per request':44} {'move':>7} {'floor':>7} {'beyond':>7}")
    for phase in sorted(
        set(move_phases) | set(floor_phases),
        key=lambda phase: floor_phases[phase] - move_phases[phase],
    ):
        move_n, floor_n = move_phases[phase] / n, floor_phases[phase] / n
        print(f"  {phase:42} {move_n:7,.0f} {floor_n:7,.0f} {move_n - floor_n:7,.0f}")
    print(f"beyond the floor: {move_total - floor_total:,.0f} per move; most of it in:")
    difference = {
        key: (per_move[key] - per_floor[key]) / n for key in set(per_move) | set(per_floor)
    }
    for key, value in sorted(difference.items(), key=lambda item: -item[1])[: args.top]:
        print(f"{value:8.1f}  {key}")


if __name__ == "__main__":
    main()
