"""The floor of the load benchmark, and the steps between it and a move: the production app plus
three bare endpoints, never mounted by ``api.create_app``.

- ``POST /bench/floor/<id>`` reads a game's snapshot from Redis and writes it back with the same
  compare-and-set an action uses, answers through the same JSON writer, and does nothing else:
  no checks, no rules, no view, no text. Served by the same gunicorn setup as the real app, it
  measures what any action must cost, so the benchmark can say how close the real action path
  comes to it.
- ``POST /bench/checked/<id>/actions`` takes a real action request through every check an
  action passes before the rules (``api.http.routes.games.checked_action``: the game, the body, the
  seat token, ``If-Match``...), then writes the snapshot back as the floor does.
- ``POST /bench/ruled/<id>/actions`` is an action judged and written by the service as a real
  one is (the rules, the log, the compare-and-set), answered with the new version only: a move
  without its view and its events' sentences.

``bench.ladder`` measures each against the floor and the real move.
"""

from __future__ import annotations

from flask import Flask, Response, request

import api
from api.config import Config
from api.http.problems import Problem
from api.http.reading import Call
from api.http.responses import json_response
from api.http.routes.games import checked_action
from api.http.serving import current_services
from api.play.service import load_table
from api.play.store import GameRecord, GameStore, Write


def create_app(config: Config | None = None) -> Flask:
    """The production app (``config``: from the environment when None) plus the three bare
    endpoints."""
    app = api.create_app(config)
    app.add_url_rule("/bench/floor/<game_id>", "bench_floor", floor, methods=["POST"])
    app.add_url_rule(
        "/bench/checked/<game_id>/actions", "bench_checked", _checked, methods=["POST"]
    )
    app.add_url_rule("/bench/ruled/<game_id>/actions", "bench_ruled", _ruled, methods=["POST"])
    return app


def floor(game_id: str) -> Response:
    store = current_services().store
    record = store.load(game_id)
    if record is None:
        raise Problem(404, "game_not_found", {"id": game_id})
    return write_back(store, game_id, record)


def _checked(game_id: str) -> Response:
    asked = checked_action(Call.of(request.environ), game_id)
    return write_back(asked.call.services.store, game_id, asked.record)


def _ruled(game_id: str) -> Response:
    asked = checked_action(Call.of(request.environ), game_id)
    written = asked.call.services.games.act(
        game_id, asked.record, asked.seat, asked.action, asked.matches, asked.idempotency_key
    )
    return json_response({"version": written.record.version}, text=False)


def write_back(store: GameStore, game_id: str, record: GameRecord) -> Response:
    """``record``'s snapshot written back over itself with compare-and-set."""
    table = load_table(record)  # what the write publishes needs the event count
    write = Write(record.state, seq=table.state.seq, events="[]")
    if not store.compare_and_set(game_id, record.version, write):
        raise Problem(409, "conflict")
    # answered by the API's own JSON writer, as every endpoint's answers are (text=False: it
    # carries no sentence, so no Content-Language)
    return json_response({"version": record.version + 1}, text=False)
