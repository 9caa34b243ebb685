"""Operating the API: Prometheus metrics (counted where things happen, added up over gunicorn's
worker processes) and logs that never hold a secret (play-contract; issue "Scale out and
operate")."""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from flask import Flask

from engine import Setup, Table, get_game
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import Api, act, bearer, create_game, first_legal, view_of
from tests.api.portal_support import portal, write_portals
from tests.api.test_play import FakeClock


def metric(text: str, name: str, labels: str = "") -> float:
    """The value of one sample of the exposition ``text`` (0 when absent)."""
    pattern = re.escape(name) + (r"\{" + re.escape(labels) + r"\}" if labels else "") + r" (\S+)"
    found = re.search(r"^" + pattern + r"$", text, re.MULTILINE)
    return float(found.group(1)) if found else 0.0


def scrape(api: Api) -> str:
    reply = api.get("/metrics")
    assert reply.status == 200 and reply.headers["Cache-Control"] == "no-store"
    return reply.body.decode()


def test_bot_moves_and_timeouts_are_counted(make_app: Callable[..., Flask]) -> None:
    clock = FakeClock()
    api = Api(make_app(clock=clock).test_client())
    before = scrape(api)
    bots = ["greedy", "random"]
    create_game(api, 2, seed=5, first_seat=0, seats=[{"bot": bot} for bot in bots])
    created = scrape(api)
    expected, _ = Table.create(get_game("biblios"), Setup(2, 5, "standard", 0), bots)
    assert expected.state.phase == "over" and expected.bot_moves > 50
    moves = metric(created, "biblios_bot_moves_total") - metric(before, "biblios_bot_moves_total")
    assert moves == expected.bot_moves

    game = create_game(api, 2, seats=[{"name": "Ana"}, {"name": "Boris"}], turn_seconds=30)
    clock.advance(31)
    assert view_of(api, game, None)["version"] == 1  # the overdue decision, made on reading
    after = scrape(api)
    timeouts = metric(after, "biblios_timeouts_total") - metric(created, "biblios_timeouts_total")
    assert timeouts == 1
    # a stand-in's move counts among the bots' moves
    assert (
        metric(after, "biblios_bot_moves_total") - metric(created, "biblios_bot_moves_total") == 1
    )


def test_a_lost_race_and_a_conflict_are_counted(make_app: Callable[..., Flask]) -> None:
    from tests.api.test_status_codes import bump, interfere

    app = make_app(BIBLIOS_CAS_RETRIES="2", fresh=True)  # interfere() changes it
    api = Api(app.test_client())
    game = create_game(api, 2, seed=1)
    before = scrape(api)
    store = interfere(app, app.config["BIBLIOS"].redis_url, bump)
    reply = api.post(
        game.path + "/actions", {"type": "place", "to": "keep"}, headers=bearer(game.tokens[0])
    )
    assert reply.status == 409
    after = scrape(api)
    races = metric(after, "biblios_cas_races_total") - metric(before, "biblios_cas_races_total")
    conflicts = metric(after, "biblios_cas_conflicts_total") - metric(
        before, "biblios_cas_conflicts_total"
    )
    assert (races, conflicts) == (2, 1)
    store.other.close()


@pytest.fixture(scope="module")
def portal_server(
    redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory
) -> GunicornServer:
    if not redis_server.is_running():
        redis_server.start()
    folder = tmp_path_factory.mktemp("operate")
    portals = write_portals(folder / "portals.toml", ACME, webhook_url="http://127.0.0.1:9/hook")
    metrics = folder / "metrics"
    metrics.mkdir()
    with GunicornServer(
        redis_server.url,
        workers=2,
        BIBLIOS_PORTALS_FILE=str(portals),
        BIBLIOS_ACCESS_LOG="1",
        BIBLIOS_LOG_LEVEL="DEBUG",
        PROMETHEUS_MULTIPROC_DIR=str(metrics),
    ) as server:
        yield server


ACME = portal("acme", webhooks=True)


def test_metrics_add_up_over_the_worker_processes(portal_server: GunicornServer) -> None:
    api = Api(base_url=portal_server.url)
    # A route nobody else calls on this server (its start polls /v1/health, and on a busy
    # machine a poll it gave up on may still finish, and count, during the test).
    label = 'method="GET",route="/v1/game-types",status="200"'
    before = metric(scrape(api), "biblios_http_requests_total", label)

    def game_types(_: int) -> int:
        own = Api(base_url=portal_server.url)  # a connection of its own
        try:
            return own.get("/v1/game-types").status
        finally:
            own.close()

    with ThreadPoolExecutor(8) as pool:
        assert set(pool.map(game_types, range(200))) == {200}
    for _ in range(4):  # whichever process answers, it reports both processes' counts
        assert metric(scrape(api), "biblios_http_requests_total", label) - before == 200
    api.close()


def test_no_token_key_ticket_or_server_seed_is_ever_logged(
    portal_server: GunicornServer,
) -> None:
    api = Api(base_url=portal_server.url)
    secrets: list[str] = [ACME.key, ACME.webhook_secret or ""]
    # a game of bots only, over when created: its server seed is revealed in the answer
    finished = api.post(
        "/v1/games",
        {"game": "biblios", "seats": [{"bot": "greedy"}, {"bot": "random"}]},
        headers=ACME.auth,
    ).json
    secrets.append(finished["fairness"]["server_seed"])
    reply = api.post(
        "/v1/games",
        {"game": "biblios", "seats": [{"name": "Ana", "external_id": "u-1"}, {"name": "Bo"}]},
        headers=ACME.auth,
    )
    assert reply.status == 201
    game_id, tokens = reply.json["id"], [s["token"] for s in reply.json["seats"]]
    secrets += tokens
    path = f"/v1/games/{game_id}"
    view = api.get(path, headers=bearer(tokens[0])).json
    (seat,) = view["to_act"]
    action = first_legal(api.get(path, headers=bearer(tokens[seat])).json)
    moved = api.post(path + "/actions", action, headers=bearer(tokens[seat]))
    assert moved.status == 200
    ticket = api.post(path + "/stream-ticket", headers=bearer(tokens[0])).json["ticket"]
    secrets.append(ticket)
    # a refused ticket, a refused token, a token in the query string where none belongs
    assert api.get(path + f"/stream?ticket={ticket}x").status == 401
    assert api.get(path, headers=bearer(tokens[0][:-2] + "xy")).status == 401
    assert api.get(path + f"?lang=en&token={tokens[1]}").status in (200, 400)
    reissued = api.post(path + "/seats/1/token", headers=ACME.auth)
    assert reissued.status == 200
    secrets.append(reissued.json["token"])
    api.get("/v1/games", headers=ACME.auth)
    api.close()

    log = Path(portal_server.log).read_text(errors="replace")
    assert '"route": "/v1/games/<game_id>/actions"' in log  # the access log was written
    leaked = [secret[:8] + "..." for secret in secrets if secret and secret in log]
    assert not leaked, f"secrets in the server's log: {leaked}"


def test_act_helper_is_usable_with_metrics(make_app: Callable[..., Flask]) -> None:
    """The HTTP helpers and the metrics share one app: a move is one more POST counted."""
    api = Api(make_app().test_client())
    game = create_game(api, 2, seed=4)
    label = 'method="POST",route="/v1/games/<game_id>/actions",status="200"'
    before = metric(scrape(api), "biblios_http_requests_total", label)
    assert act(api, game, 0, {"type": "place", "to": "keep"}).status == 200
    assert metric(scrape(api), "biblios_http_requests_total", label) - before == 1
