"""What operators see (api.http.observability): request ids, JSON access logs without secrets,
and Prometheus metrics."""

from __future__ import annotations

import json
import re

import pytest
from flask import Flask

from tests.api.helpers import Api, assert_problem, bearer, create_game


def test_a_sane_request_id_is_echoed_and_carried_by_problems(client: Api) -> None:
    reply = client.get("/v1/games/nope-nope-nope", headers={"X-Request-Id": "req-42.a:b"})
    assert reply.headers["X-Request-Id"] == "req-42.a:b"
    assert assert_problem(reply, 404, "game_not_found")["request_id"] == "req-42.a:b"


@pytest.mark.parametrize("given", [None, "", "a b", "x" * 129, "a/b;c", "é"])
def test_otherwise_a_new_id_is_made(client: Api, given: str | None) -> None:
    headers = {} if given is None else {"X-Request-Id": given}
    reply = client.get("/v1/health", headers=headers)
    assert re.fullmatch(r"[0-9a-f]{32}", reply.headers["X-Request-Id"])


def test_the_access_log_is_json_without_secrets(
    make_app, capsys: pytest.CaptureFixture[str]
) -> None:
    client = Api(make_app(BIBLIOS_ACCESS_LOG="1").test_client())
    game = create_game(client, 2)
    token = game.tokens[0]
    client.post(game.path + "/actions", {"type": "place", "to": "keep"}, headers=bearer(token))
    client.get(game.path + "/events", query={"after": 1, "secret": "hush"})
    lines = [json.loads(line) for line in capsys.readouterr().err.splitlines() if line.strip()]
    access = [line for line in lines if line.get("logger") == "biblios.access"]
    assert [(a["method"], a["route"], a["status"]) for a in access] == [
        ("POST", "/v1/games", 201),
        ("POST", "/v1/games/<game_id>/actions", 200),
        ("GET", "/v1/games/<game_id>/events", 400),
    ]
    assert all(a["request_id"] and a["duration_ms"] >= 0 for a in access)
    text = json.dumps(lines)
    assert token not in text and "hush" not in text and "secret" not in text


def test_metrics_count_requests_by_route_and_status(app: Flask) -> None:
    client = Api(app.test_client())
    create_game(client, 2)
    client.get("/v1/games/nope-nope-nope")
    text = client.get("/metrics").body.decode()
    assert re.search(
        r'biblios_http_requests_total\{method="POST",route="/v1/games",status="201"\} \d', text
    )
    assert 'route="/v1/games/<game_id>",status="404"' in text
    assert "biblios_http_request_duration_seconds_bucket" in text
    for name in ("cas_races", "bot_moves", "timeouts", "webhook_deliveries", "open_streams"):
        assert f"biblios_{name}" in text
