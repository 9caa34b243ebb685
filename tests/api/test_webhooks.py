"""Portals' webhooks (play-contract, "Portals"): Standard Webhooks signatures (checked by a real
HTTP receiver on loopback with the ``standardwebhooks`` library), delivered at least once by a
real background worker (``python -m api.jobs.worker``) with retries and backoff, never waited for by
a request, to URLs that come only from the configuration."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import orjson
import pytest
import redis
import requests
from flask import Flask
from rq.job import Job
from rq.registry import FailedJobRegistry
from standardwebhooks import Webhook

from api.config import DEFAULT_WEBHOOK_RETRY_INTERVALS, Config
from api.http.serving import services_of
from api.play.queues import WEBHOOKS
from api.play.service import load_table
from api.play.store import outbox_key
from api.portals import webhooks
from support.redis_server import free_port
from support.worker_process import WorkerProcess
from tests.api.helpers import Api, assert_problem, bearer
from tests.api.portal_support import (
    PortalCredentials,
    Receiver,
    enqueued_webhooks,
    portal,
    write_portals,
)

HOOKED = portal("hooked", webhooks=True)
QUIET = portal("quiet")  # no webhook_url
FAST = "1,1,1,1,1"  # seconds between tries in these tests (the default spans hours)


class FakeClock:
    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiver = Receiver(HOOKED.webhook_secret)
    yield receiver
    receiver.close()


@pytest.fixture
def portals_file(tmp_path: Path, receiver: Receiver) -> Path:
    return write_portals(tmp_path / "portals.toml", HOOKED, QUIET, webhook_url=receiver.url)


@pytest.fixture
def app(make_app: Callable[..., Flask], portals_file: Path) -> Flask:
    return make_app(BIBLIOS_PORTALS_FILE=str(portals_file), BIBLIOS_WEBHOOK_RETRY_INTERVALS=FAST)


@pytest.fixture
def api(app: Flask) -> Api:
    return Api(app.test_client())


@pytest.fixture
def worker(redis_url: str, portals_file: Path, tmp_path: Path) -> Iterator[WorkerProcess]:
    metrics = tmp_path / "worker-metrics"
    metrics.mkdir()
    env = {
        "BIBLIOS_PORTALS_FILE": str(portals_file),
        "PROMETHEUS_MULTIPROC_DIR": str(metrics),
        "BIBLIOS_WORKER_METRICS_PORT": str(free_port()),
    }
    with WorkerProcess(redis_url, env) as process:
        yield process


def create(api: Api, who: PortalCredentials = HOOKED, **body) -> dict:
    reply = api.post("/v1/games", {"game": "biblios", **body}, headers=who.auth)
    assert reply.status == 201, reply
    return reply.json


def act(api: Api, game: dict, seat: int, action: dict) -> dict:
    token = game["seats"][seat]["token"]
    reply = api.post(f"/v1/games/{game['id']}/actions", action, headers=bearer(token))
    assert reply.status == 200, reply
    return reply.json


def queued(redis_url: str) -> list[dict]:
    """The messages waiting in the queue (no worker running): type, id and parsed body."""
    messages = []
    for job in enqueued_webhooks(redis_url):
        portal_id, message_id, body = job.args
        messages.append({"portal": portal_id, "id": message_id, **orjson.loads(body)})
    return messages


def first_legal(view: dict) -> dict:
    template = view["legal_actions"][0]
    if template["type"] == "bid":
        return {"type": "bid", "amount": template["min"]}
    if template["type"] == "pay":
        return {"type": "refuse"}
    return dict(template)


# --- What each write tells ------------------------------------------------------------------


def test_creation_tells_whom_the_game_waits_for(api: Api, redis_url: str) -> None:
    game = create(api, seats=[{"name": "Ana", "external_id": "u-1"}, {"bot": "greedy"}])
    (message,) = queued(redis_url)
    assert message["portal"] == "hooked"
    assert message["id"] == f"msg_{game['id']}_0_turn_0"
    assert message["type"] == "game.turn" and message["timestamp"].endswith("Z")
    assert message["data"] == {
        "game_id": game["id"],
        "version": 0,
        "seat": 0,
        "external_id": "u-1",
        "deadline": None,
    }


def test_several_decisions_in_a_row_give_one_turn(api: Api, redis_url: str) -> None:
    game = create(api, seats=[{"name": "Ana", "external_id": "u-1"}, {"name": "Bo"}])
    waiting = [0]
    while waiting == [0]:  # Ana's gift turn: several decisions, one game.turn
        view = api.get(f"/v1/games/{game['id']}", headers=bearer(game["seats"][0]["token"])).json
        act(api, game, 0, first_legal(view))
        waiting = api.get(f"/v1/games/{game['id']}").json["to_act"]
    turns = [(m["data"]["seat"], m["data"]["version"]) for m in queued(redis_url)]
    version = api.get(f"/v1/games/{game['id']}").json["version"]
    assert version > 1
    assert turns == [(0, 0), (waiting[0], version)]


def test_a_clock_sends_deadlines_takeovers_and_the_end(
    make_app: Callable[..., Flask], portals_file: Path, redis_url: str
) -> None:
    clock = FakeClock()
    api = Api(make_app(clock=clock, BIBLIOS_PORTALS_FILE=str(portals_file)).test_client())
    game = create(api, seats=[{"name": "Ana", "external_id": "u-1"}, {"bot": "greedy"}],
                  turn_seconds=60)  # fmt: skip
    (turn,) = queued(redis_url)
    assert turn["data"]["deadline"] == "2027-01-15T08:01:00.000Z"
    for _ in range(3):  # three timeouts in a row: the seat is taken over, the bots finish
        clock.now += 61
        api.get(f"/v1/games/{game['id']}")
    messages = queued(redis_url)
    kinds = [m["type"] for m in messages]
    assert kinds[-2:] == ["game.seat_taken_over", "game.finished"]
    taken, finished = messages[-2], messages[-1]
    assert taken["data"] == {
        "game_id": game["id"],
        "version": taken["data"]["version"],
        "seat": 0,
        "external_id": "u-1",
        "reason": "timeout",
    }
    assert finished["data"]["version"] == taken["data"]["version"]
    result = finished["data"]["result"]["seats"]
    assert [(s["seat"], s["external_id"], s["status"]) for s in result] == [
        (0, "u-1", "taken_over"),
        (1, None, "playing"),
    ]
    assert sorted(s["rank"] for s in result) == [1, 2] and all(
        isinstance(s["points"], int) for s in result
    )
    view = api.get(f"/v1/games/{game['id']}").json
    assert view["result"]["seats"][0]["rank"] == result[0]["rank"]


def test_a_portal_without_a_webhook_url_gets_nothing(api: Api, redis_url: str) -> None:
    create(api, QUIET, seats=[{"name": "Ana"}, {"bot": "greedy"}])
    assert queued(redis_url) == []


def test_urls_never_come_from_a_request(api: Api, redis_url: str) -> None:
    reply = api.post(
        "/v1/games",
        {"game": "biblios", "players": 2, "webhook_url": "http://127.0.0.1:1/steal"},
        headers=HOOKED.auth,
    )
    assert "webhook_url" in assert_problem(reply, 400, "invalid_request")["errors"]
    create(api, players=2)
    job = enqueued_webhooks(redis_url)[0]
    assert job.func_name == "api.portals.webhooks.deliver"
    portal_id, message_id, body = job.args  # the portal, never a URL
    assert portal_id == "hooked" and message_id.startswith("msg_")
    assert "127.0.0.1" not in repr(job.args) and "/hooks/" not in repr(job.args)


def test_each_message_is_retried_with_backoff(api: Api, redis_url: str) -> None:
    create(api, players=2)
    job = enqueued_webhooks(redis_url)[0]
    assert job.retries_left == 5 and job.retry_intervals == [1, 1, 1, 1, 1]


def test_a_message_keeps_its_writers_schedule_whoever_relays_it(
    make_app: Callable[..., Flask], portals_file: Path, redis_url: str
) -> None:
    """A writer that died before relaying leaves its messages to a worker's sweep, whose own
    configuration may differ: the message keeps the writer's retry schedule, recorded with it
    in the outbox (an entry written before the schedule was recorded takes the relayer's)."""
    writer = make_app(BIBLIOS_PORTALS_FILE=str(portals_file), BIBLIOS_WEBHOOK_RETRY_INTERVALS="2,2")
    game = create(Api(writer.test_client()), seats=[{"name": "Ana"}, {"name": "Bo"}])
    (relayed,) = enqueued_webhooks(redis_url)
    assert relayed.retry_intervals == [2, 2]
    services = services_of(writer)
    record = services.store.load(game["id"])
    assert record is not None
    # as the writer left them had it died right after its write: the entries, no job yet
    entries = services.games.outbox.entries(game["id"], None, record, load_table(record))
    assert [orjson.loads(e)["p"]["job"] for e in entries] == [relayed.id]
    old = orjson.loads(entries[0])
    old["p"].pop("retry", None)  # as written before the schedule was recorded
    raw = redis.Redis.from_url(redis_url)
    for entry in (*entries, orjson.dumps(old).decode()):
        relayed.delete()
        raw.rpush(outbox_key(game["id"]), entry)
        sweeper = services_of(make_app(BIBLIOS_PORTALS_FILE=str(portals_file))).games.outbox
        assert sweeper.sweep() == 1
        (relayed,) = enqueued_webhooks(redis_url)
        schedule = [2, 2] if entry in entries else list(DEFAULT_WEBHOOK_RETRY_INTERVALS)
        assert (relayed.id, relayed.retry_intervals) == (old["p"]["job"], schedule)


def test_the_default_retries_are_at_least_5_tries_over_10_minutes() -> None:
    intervals = Config.from_env({}).webhook_retry_intervals
    assert intervals == DEFAULT_WEBHOOK_RETRY_INTERVALS
    assert 1 + len(intervals) >= 5 and sum(intervals) >= 600
    assert list(intervals) == sorted(intervals)  # backing off
    with pytest.raises(ValueError, match="BIBLIOS_WEBHOOK_RETRY_INTERVALS"):
        Config.from_env({"BIBLIOS_WEBHOOK_RETRY_INTERVALS": "5,x"})


# --- Delivery by a real worker ----------------------------------------------------------------


def test_a_real_worker_delivers_signed_messages(
    api: Api, receiver: Receiver, worker: WorkerProcess
) -> None:
    game = create(
        api,
        seats=[{"name": "Ana", "external_id": "u-1"}, {"bot": "greedy"},
               {"name": "Chen", "external_id": "u-3"}],
    )  # fmt: skip
    act(api, game, 0, {"type": "resign"})
    act(api, game, 2, {"type": "resign"})  # nobody left: the bots finish the game
    try:
        receiver.wait_for(lambda got: any(d.json["type"] == "game.finished" for d in got), 20)
    except AssertionError as error:
        raise AssertionError(f"{error}\nworker log:\n{worker.log_tail()}") from None
    delivered = receiver.delivered()
    assert all(d.verified for d in receiver.deliveries)  # every signature checked out
    kinds = [d.json["type"] for d in delivered]
    assert kinds.count("game.finished") == 1 and "game.turn" in kinds
    for delivery in delivered:
        assert delivery.headers["content-type"] == "application/json"
        assert delivery.headers["webhook-signature"].startswith("v1,")
        assert abs(int(delivery.headers["webhook-timestamp"]) - delivery.at) < 60
        assert set(delivery.json) == {"type", "timestamp", "data"}
        assert delivery.json["data"]["game_id"] == game["id"]
    finished = next(d for d in delivered if d.json["type"] == "game.finished").json["data"]
    statuses = [(s["external_id"], s["status"]) for s in finished["result"]["seats"]]
    assert statuses == [("u-1", "resigned"), (None, "playing"), ("u-3", "resigned")]
    port = worker.env["BIBLIOS_WORKER_METRICS_PORT"]
    metrics = requests.get(f"http://127.0.0.1:{port}/metrics", timeout=5).text
    counted = re.search(r'biblios_webhook_deliveries_total\{outcome="delivered"\} (\S+)', metrics)
    assert counted and float(counted.group(1)) == len(delivered), metrics


@pytest.mark.servers
def test_the_review_s_job_tells_the_portal_it_is_ready(
    api: Api, receiver: Receiver, worker: WorkerProcess
) -> None:
    """``game.review_ready`` comes from the review's job on the bots' worker, once, signed like
    every message; the portal's key may ask for the review as well as a person's seat."""
    game = create(api, seats=[{"name": "Ana", "external_id": "u-1"}, {"bot": "greedy"}])
    act(api, game, 0, {"type": "resign"})
    path = f"/v1/games/{game['id']}/review"
    assert api.post(path, headers=HOOKED.auth).status == 202
    assert api.post(path, headers=bearer(game["seats"][0]["token"])).status == 202  # the same
    try:
        receiver.wait_for(lambda got: any(d.json["type"] == "game.review_ready" for d in got), 60)
    except AssertionError as error:
        raise AssertionError(f"{error}\nworker log:\n{worker.log_tail()}") from None
    ready = [d for d in receiver.delivered() if d.json["type"] == "game.review_ready"]
    assert len(ready) == 1 and ready[0].verified
    assert ready[0].json["data"] == {"game_id": game["id"]}
    assert ready[0].headers["webhook-id"] == f"msg_{game['id']}_review_ready"
    assert api.get(path, headers=HOOKED.auth).json["status"] == "ready"
    assert_problem(api.get(path, headers=QUIET.auth), 404, "game_not_found")


@pytest.mark.parametrize("end", ["clock", "resign", "bots"])
def test_every_end_is_told_and_listed_wherever_it_is_written(
    make_app: Callable[..., Flask],
    portals_file: Path,
    receiver: Receiver,
    worker: WorkerProcess,
    end: str,
) -> None:
    """One composition root (issue 24): a portal game ended by its clock on the worker, with
    no request touching it, tells the portal of each takeover and of the end, with the result's
    external ids, and is listed as over; the same for an end by resignations and for bots
    alone (both written by requests)."""
    people = [{"name": "Ana", "external_id": "u-1"}, {"name": "Bo", "external_id": "u-2"}]
    if end == "clock":  # the app's clock is ten minutes behind: every timeout is overdue
        api = Api(make_app(clock=lambda: time.time() - 600,
                           BIBLIOS_PORTALS_FILE=str(portals_file)).test_client())  # fmt: skip
        game = create(api, seats=people, turn_seconds=5)
    elif end == "resign":
        api = Api(make_app(BIBLIOS_PORTALS_FILE=str(portals_file)).test_client())
        game = create(api, seats=[*people, {"bot": "greedy"}])
        act(api, game, 0, {"type": "resign"})
        act(api, game, 1, {"type": "resign"})
    else:
        api = Api(make_app(BIBLIOS_PORTALS_FILE=str(portals_file)).test_client())
        game = create(api, seats=[{"bot": "greedy"}, {"bot": "random"}])
    try:
        receiver.wait_for(lambda got: any(d.json["type"] == "game.finished" for d in got), 20)
    except AssertionError as error:
        raise AssertionError(f"{error}\nworker log:\n{worker.log_tail()}") from None
    told = [d.json for d in receiver.delivered() if d.json["data"]["game_id"] == game["id"]]
    kinds = [message["type"] for message in told]
    versions = [message["data"]["version"] for message in told]
    assert versions == sorted(versions), kinds  # in the order the writes were made
    result = told[-1]["data"]["result"]["seats"]
    if end == "clock":
        taken = [m["data"]["seat"] for m in told if m["type"] == "game.seat_taken_over"]
        assert sorted(taken) == [0, 1] and kinds[-1] == "game.finished", kinds
        assert [(s["external_id"], s["status"]) for s in result] == [
            ("u-1", "taken_over"),
            ("u-2", "taken_over"),
        ]
    elif end == "resign":
        assert kinds[-1] == "game.finished" and "game.seat_taken_over" not in kinds, kinds
        assert [(s["external_id"], s["status"]) for s in result] == [
            ("u-1", "resigned"),
            ("u-2", "resigned"),
            (None, "playing"),
        ]
    else:
        assert kinds == ["game.finished"]
        assert [s["external_id"] for s in result] == [None, None]
    listed = api.get("/v1/games", query={"status": "over"}, headers=HOOKED.auth).json["games"]
    assert [g["id"] for g in listed] == [game["id"]]
    view = api.get(f"/v1/games/{game['id']}").json  # the API's result says the same
    assert [s["external_id"] for s in view["result"]["seats"]] == [s["external_id"] for s in result]


def test_a_receiver_failing_twice_gets_the_same_message_a_third_time(
    make_app: Callable[..., Flask], portals_file: Path, receiver: Receiver, worker: WorkerProcess
) -> None:
    receiver.fail_first = 2
    # 2 s between tries: RQ schedules in whole seconds, so a try comes 1 to 2 s after the last
    api = Api(make_app(BIBLIOS_PORTALS_FILE=str(portals_file),
                       BIBLIOS_WEBHOOK_RETRY_INTERVALS="2,2").test_client())  # fmt: skip
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}])
    try:
        receiver.wait_for(lambda got: len(got) == 1, 20)
    except AssertionError as error:
        raise AssertionError(f"{error}\nworker log:\n{worker.log_tail()}") from None
    tries = list(receiver.deliveries)
    assert [d.answered for d in tries] == [500, 500, 204]
    assert {d.id for d in tries} == {f"msg_{game['id']}_0_turn_0"}
    assert len({d.body for d in tries}) == 1  # one webhook-id, one body
    assert all(d.verified for d in tries)  # each try signed, and verified
    assert tries[1].at - tries[0].at >= 0.9 and tries[2].at - tries[1].at >= 0.9  # waited


@pytest.mark.servers
def test_a_message_nobody_accepts_ends_in_the_failed_registry(
    make_app: Callable[..., Flask], portals_file: Path, receiver: Receiver, redis_url: str
) -> None:
    receiver.fail_first = 99
    api = Api(make_app(BIBLIOS_PORTALS_FILE=str(portals_file),
                       BIBLIOS_WEBHOOK_RETRY_INTERVALS="1,1").test_client())  # fmt: skip
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}])
    with WorkerProcess(redis_url, {"BIBLIOS_PORTALS_FILE": str(portals_file)}) as worker:
        connection = redis.Redis.from_url(redis_url)
        failed = FailedJobRegistry(WEBHOOKS, connection=connection)
        end = time.time() + 20
        while time.time() < end and not failed.get_job_ids():
            time.sleep(0.1)
        assert failed.get_job_ids() == [webhooks.job_id(game["id"], 0, 0)], worker.log_tail()
        log = worker.log.read_text(errors="replace")
    assert len(receiver.deliveries) == 3  # the first try and two retries
    # one line per failed try: which try, what went wrong, when the next comes; no traceback
    message = f"msg_{game['id']}_0_turn_0"
    tries = [line for line in log.splitlines() if f"webhook {message} to portal hooked" in line]
    assert [line.split(": ", 1)[1] for line in tries] == [
        f"webhook {message} to portal hooked: try 1 of 3 failed (answered 500); next try in 1 s",
        f"webhook {message} to portal hooked: try 2 of 3 failed (answered 500); next try in 1 s",
        f"webhook {message} to portal hooked: try 3 of 3 failed (answered 500); no try left",
    ], log
    assert "Traceback" not in log and "WebhookFailed" not in log, log


def test_no_request_waits_for_a_delivery(
    api: Api, receiver: Receiver, worker: WorkerProcess
) -> None:
    receiver.delay = 3.0
    started = time.monotonic()
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}, {"name": "Chen"}])
    act(api, game, 2, {"type": "resign"})
    act(api, game, 0, {"type": "resign"})
    elapsed = time.monotonic() - started
    receiver.wait_for(lambda got: len(got) >= 1, 20)  # the worker was delivering meanwhile
    assert elapsed < 1.5, elapsed


@pytest.mark.servers
def test_the_worker_reads_the_url_from_its_own_configuration(
    make_app: Callable[..., Flask], tmp_path: Path, receiver: Receiver, redis_url: str
) -> None:
    old = write_portals(tmp_path / "old.toml", HOOKED, webhook_url="http://127.0.0.1:1/old")
    api = Api(make_app(BIBLIOS_PORTALS_FILE=str(old)).test_client())
    create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}])  # enqueued while the URL was old
    moved = write_portals(tmp_path / "new.toml", HOOKED, webhook_url=receiver.url)
    with WorkerProcess(redis_url, {"BIBLIOS_PORTALS_FILE": str(moved)}) as worker:
        try:
            receiver.wait_for(lambda got: len(got) == 1, 20)
        except AssertionError as error:
            raise AssertionError(f"{error}\n{worker.log_tail()}") from None


# --- One try, in process ----------------------------------------------------------------------


@pytest.fixture
def configured(monkeypatch: pytest.MonkeyPatch, portals_file: Path) -> None:
    monkeypatch.setenv("BIBLIOS_PORTALS_FILE", str(portals_file))


@pytest.mark.usefixtures("configured")
def test_one_try_succeeds_on_2xx_and_fails_otherwise(receiver: Receiver) -> None:
    body = '{"type":"game.turn","timestamp":"2026-01-01T00:00:00.000Z","data":{}}'
    assert webhooks.deliver("hooked", "msg_a", body) == 204
    receiver.fail_first = 5
    with pytest.raises(webhooks.WebhookFailed, match="answered 500"):
        webhooks.deliver("hooked", "msg_b", body)
    assert webhooks.deliver("nobody", "msg_c", body) is None  # portal gone: dropped
    assert webhooks.deliver("quiet", "msg_d", body) is None
    assert [d.verified for d in receiver.deliveries] == [True, True]


@pytest.mark.usefixtures("configured")
def test_a_try_to_a_server_that_never_answers_is_cut_short(receiver: Receiver) -> None:
    receiver.delay = 60  # takes the message, answers nothing for a minute
    started = time.monotonic()
    with pytest.raises(webhooks.WebhookFailed, match="unreachable"):
        webhooks.deliver("hooked", "msg_slow", "{}")
    assert time.monotonic() - started < webhooks.DELIVERY_TIMEOUT + 1
    assert webhooks.DELIVERY_TIMEOUT < webhooks.JOB_TIMEOUT  # RQ stops a try that drips


def test_redirects_and_dead_ends_fail_the_try(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, receiver: Receiver
) -> None:
    class Redirect(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            self.send_response(307)
            self.send_header("Location", receiver.url)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Redirect)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        monkeypatch.setenv(
            "BIBLIOS_PORTALS_FILE", str(write_portals(tmp_path / "r.toml", HOOKED, webhook_url=url))
        )
        with pytest.raises(webhooks.WebhookFailed, match="307"):
            webhooks.deliver("hooked", "msg_r", "{}")
        assert receiver.deliveries == []  # the redirect was not followed
        dead = write_portals(tmp_path / "d.toml", HOOKED, webhook_url="http://127.0.0.1:1/")
        monkeypatch.setenv("BIBLIOS_PORTALS_FILE", str(dead))
        with pytest.raises(webhooks.WebhookFailed, match="unreachable"):
            webhooks.deliver("hooked", "msg_d", "{}")
    finally:
        server.shutdown()
        server.server_close()


def test_the_signature_is_the_standard_one() -> None:
    at = datetime.now(UTC)
    headers = webhooks.sign(HOOKED.webhook_secret, "msg_x", '{"a":"é"}', at)
    assert Webhook(HOOKED.webhook_secret).verify('{"a":"é"}'.encode(), headers) == {"a": "é"}
    assert headers["webhook-timestamp"] == str(int(at.timestamp()))


def test_jobs_keep_the_body_exactly(api: Api, redis_url: str) -> None:
    game = create(api, seats=[{"name": "Ána ♞", "external_id": "ü-1"}, {"bot": "greedy"}])
    job = Job.fetch(webhooks.job_id(game["id"], 0, 0), connection=redis.Redis.from_url(redis_url))
    assert orjson.loads(job.args[2])["data"]["external_id"] == "ü-1"
