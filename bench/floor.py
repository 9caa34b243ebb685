"""The floor of the load benchmark: the production app plus one bare endpoint.

``POST /bench/floor/<id>`` reads a game's snapshot from Redis and writes it back with the same
compare-and-set an action uses, and answers through the same JSON writer, and does nothing
else: no rules, no view, no text. Served by the
same gunicorn setup as the real app, it measures what any action must cost, so the benchmark
can say how close the real action path comes to it. Never mounted by ``api.create_app``.
"""

from __future__ import annotations

from flask import Flask, Response, current_app

import api
from api.problems import Problem
from api.responses import json_response
from api.service import load_table
from api.store import Write


def create_app() -> Flask:
    app = api.create_app()
    app.add_url_rule("/bench/floor/<game_id>", "bench_floor", _floor, methods=["POST"])
    return app


def _floor(game_id: str) -> Response:
    store = current_app.extensions["biblios_store"]
    record = store.load(game_id)
    if record is None:
        raise Problem(404, "game_not_found", {"id": game_id})
    table = load_table(record)  # what the write publishes needs the event count
    write = Write(record.state, seq=table.state.seq, events="[]")
    if not store.compare_and_set(game_id, record.version, write):
        raise Problem(409, "conflict")
    # answered by the API's own JSON writer, as every endpoint's answers are (text=False: it
    # carries no sentence, so no Content-Language)
    return json_response({"version": record.version + 1}, text=False)
