"""Clocks, second version (play-contract): time banks, correspondence days, the start grace,
reclaiming a taken-over seat, over HTTP on a real Redis; time is moved through the app's
injectable clock, and a real worker applies a bank's timeout and a grace that ended early."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import orjson
import pytest
from flask import Flask

from api.http.serving import services_of
from api.play.presenting import rfc3339
from api.play.store import GameStore
from engine.verify import verify
from support.worker_process import WorkerProcess
from tests.api.helpers import Api, assert_problem, bearer, first_legal
from tests.api.portal_support import enqueued_webhooks, portal, write_portals
from tests.api.test_1347_http import fill

START = 1_800_000_000.0
T0 = "2027-01-15T08:00:00"  # START as RFC 3339


class FakeClock:
    def __init__(self, now: float = START) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def api(make_app: Callable[..., Flask], clock: FakeClock) -> Api:
    return Api(make_app(clock=clock).test_client())


def at(seconds: float) -> str:
    """START + ``seconds`` as the views write it (seconds below a minute)."""
    minutes, rest = divmod(seconds, 60)
    return f"2027-01-15T08:{int(minutes):02d}:{rest:06.3f}Z"


def create(api: Api, **body) -> dict:
    reply = api.post("/v1/games", {"game": "biblios", "seed": 7, **body})
    assert reply.status == 201, reply
    return reply.json


def read(api: Api, game: dict, token: str | None = None) -> dict:
    reply = api.get(f"/v1/games/{game['id']}", headers=bearer(token))
    assert reply.status == 200, reply
    return reply.json


def token(game: dict, seat: int) -> str:
    return game["seats"][seat]["token"]


def events(api: Api, game: dict) -> list[dict]:
    return api.get(f"/v1/games/{game['id']}/events").json["events"]


def reclaim(api: Api, game: dict, seat: int, as_token: str | None, **kwargs):
    path = f"/v1/games/{game['id']}/seats/{seat}/reclaim"
    headers = {**bearer(as_token), **kwargs.pop("headers", {})}
    return api.post(path, kwargs.pop("body", None), headers=headers, **kwargs)


# --- Creating -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clock_field", "field"),
    [
        ({"type": "bank", "initial_seconds": 60}, "increment_seconds"),
        ({"type": "bank", "initial_seconds": 9, "increment_seconds": 0}, "initial_seconds"),
        ({"type": "bank", "initial_seconds": 60, "increment_seconds": 3601}, "increment_seconds"),
        ({"type": "days", "days": 15}, "days"),
        ({"type": "days", "days": 0}, "days"),
        ({"type": "decision", "seconds": 4}, "seconds"),
        ({"type": "decision", "seconds": 30, "days": 2}, "days"),
        ({"type": "days", "days": 1, "start_grace_seconds": 604801}, "start_grace_seconds"),
        (
            {
                "type": "bank",
                "initial_seconds": 60,
                "increment_seconds": 0,
                "start_grace_seconds": -1,
            },
            "start_grace_seconds",
        ),
        ({"type": "hourglass", "seconds": 30}, "type"),
    ],
)
def test_a_clock_out_of_its_ranges_is_refused(api: Api, clock_field: dict, field: str) -> None:
    reply = api.post("/v1/games", {"game": "biblios", "players": 2, "clock": clock_field})
    errors = assert_problem(reply, 400, "invalid_request")["errors"]
    assert field in errors["clock"], errors


def test_turn_seconds_and_clock_together_are_refused(api: Api) -> None:
    body = {"turn_seconds": 30, "clock": {"type": "decision", "seconds": 30}}
    reply = api.post("/v1/games", {"game": "biblios", "players": 2, **body}, query={"lang": "fr"})
    errors = assert_problem(reply, 400, "invalid_request")["errors"]
    assert errors["clock"] == ["Indiquez turn_seconds ou clock, pas les deux."]


# --- The start grace ------------------------------------------------------------------------


def test_no_clock_runs_until_every_person_opened_the_game(api: Api, clock: FakeClock) -> None:
    bank = {"type": "bank", "initial_seconds": 60, "increment_seconds": 10}
    game = create(api, players=2, clock=bank)  # start_grace_seconds: 900 by default
    c = game["view"]["clock"]
    assert c["type"] == "bank" and c["grace_until"] == at(900)
    assert c["awaiting_seats"] == [0, 1]  # nobody has opened it yet
    assert c["seats"] == [
        {"seat": 0, "deadline": at(960), "remaining_seconds": 60.0, "running": False},
        {"seat": 1, "deadline": None, "remaining_seconds": 60.0, "running": False},
    ]
    assert (c["seat"], c["deadline"], c["turn_seconds"]) == (0, at(960), 60)  # first version's
    clock.now += 10
    assert read(api, game)["version"] == 0  # a spectator opens nothing
    first = read(api, game, token(game, 0))["clock"]  # one of two
    assert first["grace_until"] == at(900) and first["awaiting_seats"] == [1]
    clock.now += 10
    opened = read(api, game, token(game, 1))  # the last person: the clocks run from now
    seat0 = opened["clock"]["seats"][0]
    assert opened["clock"]["grace_until"] is None and opened["clock"]["awaiting_seats"] == []
    assert seat0 == {"seat": 0, "deadline": at(80), "remaining_seconds": 60.0, "running": True}
    clock.now += 15
    v = read(api, game, token(game, 0))
    assert v["clock"]["seats"][0]["remaining_seconds"] == 45.0
    assert [e["type"] for e in events(api, game)].count("timed_out") == 0


def test_the_grace_ends_by_itself(api: Api, clock: FakeClock) -> None:
    days = {"type": "decision", "seconds": 10, "start_grace_seconds": 30}
    game = create(api, players=2, clock=days)
    read(api, game, token(game, 0))  # seat 1 never comes
    clock.now += 39.5
    assert "timed_out" not in [e["type"] for e in events(api, game)]
    clock.now += 1
    assert [e["type"] for e in events(api, game)].count("timed_out") == 1


@pytest.mark.parametrize(
    ("kind", "grace"),
    [
        ({"type": "decision", "seconds": 60}, 900),
        ({"type": "bank", "initial_seconds": 180, "increment_seconds": 10}, 900),
        ({"type": "days", "days": 3}, 86400),
    ],
)
def test_the_start_grace_waits_a_quarter_of_an_hour_or_a_day_by_default(
    api: Api, clock: FakeClock, kind: dict, grace: int
) -> None:
    """Third version: a friend who opens the invitation after a few minutes finds the seat
    still theirs (the grace was 60 s, then three timeouts handed it to a bot)."""
    game = create(api, players=2, clock=kind)
    assert game["view"]["clock"]["grace_until"] == rfc3339(START + grace)
    read(api, game, token(game, 0))
    clock.now += grace - 1  # the friend is not there yet: nobody's time has run
    late = read(api, game, token(game, 0))["clock"]
    assert late["awaiting_seats"] == [1] and late["grace_until"] == rfc3339(START + grace)
    assert [s["running"] for s in late["seats"]] == [False, False]
    assert "timed_out" not in [e["type"] for e in events(api, game)]
    opened = read(api, game, token(game, 1))["clock"]  # the friend arrives: the clocks run
    assert opened["awaiting_seats"] == [] and opened["grace_until"] is None
    assert opened["seats"][0]["running"]


def test_a_game_of_one_person_and_bots_starts_when_that_person_opens_it(
    api: Api, clock: FakeClock
) -> None:
    game = create(
        api,
        seats=[{"name": "Ana"}, {"bot": "greedy"}],
        clock={"type": "days", "days": 2, "start_grace_seconds": 3600},
    )
    clock.now += 5
    v = read(api, game, token(game, 0))
    assert v["clock"]["grace_until"] is None
    assert v["clock"]["seats"][0]["deadline"] == "2027-01-17T08:00:05.000Z"  # 2 days later
    assert v["clock"]["type"] == "days" and v["clock"]["turn_seconds"] == 2 * 86400
    bot = {"seat": 1, "deadline": None, "remaining_seconds": None, "running": False}
    assert v["clock"]["seats"][1] == bot


def test_a_bot_s_seat_has_no_bank(api: Api) -> None:
    bank = {"type": "bank", "initial_seconds": 60, "increment_seconds": 0}
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}], clock=bank)
    seats = game["view"]["clock"]["seats"]
    assert [s["remaining_seconds"] for s in seats] == [60.0, None]


# --- Banks ----------------------------------------------------------------------------------


def test_a_bank_runs_only_while_its_seat_is_waited_for_and_gains_the_increment(
    api: Api, clock: FakeClock
) -> None:
    bank = {"type": "bank", "initial_seconds": 60, "increment_seconds": 10}
    game = create(api, players=2, clock={**bank, "start_grace_seconds": 0})
    clock.now += 20
    reply = api.post(
        f"/v1/games/{game['id']}/actions",
        {"type": "place", "to": "keep"},
        headers=bearer(token(game, 0)),
    )
    assert reply.status == 200, reply
    seats = reply.json["view"]["clock"]["seats"]
    assert seats[0]["remaining_seconds"] == 50.0  # 60 - 20 + 10
    assert seats[0]["deadline"] == at(70) and seats[0]["running"]  # seat 0 places again
    assert seats[1] == {"seat": 1, "deadline": None, "remaining_seconds": 60.0, "running": False}


def test_a_bank_at_zero_times_out_and_restarts(api: Api, clock: FakeClock) -> None:
    bank = {"type": "bank", "initial_seconds": 10, "increment_seconds": 0}
    game = create(api, players=2, clock={**bank, "start_grace_seconds": 0})
    clock.now += 10.5
    v = read(api, game)
    assert [e["type"] for e in events(api, game)].count("timed_out") == 1
    # seat 0 still places: its bank restarted at 10 s (the increment is 0) from the deadline
    assert v["to_act"] == [0]
    assert v["clock"]["seats"][0]["deadline"] == at(20)
    assert v["clock"]["seats"][0]["remaining_seconds"] == 9.5


# --- Reclaiming -----------------------------------------------------------------------------


def taken_over_game(api: Api, clock: FakeClock, **body) -> dict:
    """A game of two people whose seat 0 was taken over after three timeouts in a row."""
    game = create(api, seats=[{"name": "Ana"}, {"name": "Boris"}], turn_seconds=5, **body)
    for _ in range(3):
        clock.now += 5
        read(api, game)
    assert read(api, game)["seats"][0]["status"] == "taken_over"
    return game


def test_a_taken_over_seat_is_reclaimed_by_its_person(api: Api, clock: FakeClock) -> None:
    game = taken_over_game(api, clock)
    reply = reclaim(api, game, 0, token(game, 0), query={"lang": "es"})
    assert reply.status == 200, reply
    (event,) = reply.json["events"]
    assert event["type"] == "seat_reclaimed" and event["seat"] == 0
    assert event["text"] == "Ana recupera su asiento del bot y vuelve a jugar."
    view = reply.json["view"]
    assert view["seats"][0]["status"] == "playing"
    assert reply.headers["ETag"] == f'"{view["version"]}"'
    assert events(api, game)[-1]["type"] == "seat_reclaimed"
    # playing again: a second reclaim is a conflict, and the seat can act when its turn comes
    assert_problem(reclaim(api, game, 0, token(game, 0)), 409, "seat_not_taken_over")


def seconds_of(moment: str) -> float:
    return datetime.fromisoformat(moment.replace("Z", "+00:00")).timestamp()


def bank_taken_over_game(api: Api, clock: FakeClock, initial: int, increment: int) -> dict:
    """Ana's bank (seat 0) runs out three times in a row while Boris plays his decisions at
    once: the stand-in takes her seat over."""
    bank = {"type": "bank", "initial_seconds": initial, "increment_seconds": increment}
    game = create(
        api, seats=[{"name": "Ana"}, {"name": "Boris"}], clock={**bank, "start_grace_seconds": 0}
    )
    for _ in range(60):
        view = read(api, game, token(game, 1))
        if view["seats"][0]["status"] == "taken_over":
            return game
        if 1 in view["to_act"]:
            reply = api.post(
                f"/v1/games/{game['id']}/actions",
                first_legal(view),
                headers=bearer(token(game, 1)),
            )
            assert reply.status == 200, reply
        else:  # Ana's bank runs to its end
            clock.now = seconds_of(view["clock"]["seats"][0]["deadline"]) + 0.001
    raise AssertionError("seat 0 was never taken over")


@pytest.mark.parametrize(
    ("initial", "increment", "restart"),
    [
        (180, 10, 45.0),  # a quarter of 3 min
        (600, 30, 150.0),  # a quarter of 10 min
        (20, 0, 10.0),  # 10 s at least
        (30, 12, 12.0),  # the increment when it is more
        (7200, 30, 300.0),  # 5 min at most
        (600, 400, 300.0),  # even with a larger increment
    ],
)
def test_a_reclaimed_seat_s_bank_restarts_at_a_quarter_of_the_initial_bank(
    api: Api, clock: FakeClock, initial: int, increment: int, restart: float
) -> None:
    """Third version: after "Take my seat back" the bank restarts at the largest of the
    increment, 10 s and a quarter of the initial bank, at most 300 s (it was the increment, so
    the next slow decision lost the seat again). While the stand-in plays the seat, its clock
    shows no time (a frozen "0:10" was shown)."""
    game = bank_taken_over_game(api, clock, initial, increment)
    taken = read(api, game, token(game, 0))["clock"]["seats"][0]
    assert taken == {"seat": 0, "deadline": None, "remaining_seconds": None, "running": False}
    clock.now += 3
    reply = reclaim(api, game, 0, token(game, 0))
    assert reply.status == 200, reply
    seat0 = reply.json["view"]["clock"]["seats"][0]
    assert seat0 == {"seat": 0, "deadline": None, "remaining_seconds": restart, "running": False}
    view = reply.json["view"]
    while 0 not in view["to_act"]:  # Boris plays on until the game waits for Ana again
        view = read(api, game, token(game, 1))
        reply = api.post(
            f"/v1/games/{game['id']}/actions", first_legal(view), headers=bearer(token(game, 1))
        )
        assert reply.status == 200, reply
        view = reply.json["view"]
    seat0 = view["clock"]["seats"][0]
    assert seat0["running"] and seat0["remaining_seconds"] == restart
    assert seconds_of(seat0["deadline"]) == pytest.approx(clock.now + restart)
    clock.now += restart - 0.5  # not yet out of time
    assert read(api, game, token(game, 0))["seats"][0]["status"] == "playing"


def test_a_bank_game_reclaimed_exports_and_verifies(api: Api, clock: FakeClock) -> None:
    """The verifier replays a bank game's timeouts, takeover and reclaim from the export (the
    banks' times are the server's: the file holds which decisions timed out, not when)."""
    game = bank_taken_over_game(api, clock, 180, 10)
    assert reclaim(api, game, 0, token(game, 0)).status == 200
    for seat in (0, 1):  # both resign: the bots finish the game
        api.post(
            f"/v1/games/{game['id']}/actions", {"type": "resign"}, headers=bearer(token(game, seat))
        )
    document = orjson.loads(orjson.dumps(api.get(f"/v1/games/{game['id']}/export").json))
    assert sum(1 for item in document["actions"] if item.get("timeout")) == 3
    assert {"seat": 0, "action": {"type": "reclaim"}} in document["actions"]
    assert verify(document).ok


def test_reclaim_checks(api: Api, clock: FakeClock) -> None:
    game = taken_over_game(api, clock)
    assert_problem(reclaim(api, game, 0, None), 401, "invalid_token")
    assert_problem(reclaim(api, game, 0, token(game, 1)), 401, "invalid_token")  # not its seat
    assert_problem(reclaim(api, game, 5, token(game, 0)), 404, "not_found")
    missing = {"id": "nope-nope-nope"}
    assert_problem(reclaim(api, missing, 0, token(game, 0)), 404, "game_not_found")
    stale = {"If-Match": '"0"'}
    assert_problem(reclaim(api, game, 0, token(game, 0), headers=stale), 412, "stale_version")
    reply = reclaim(api, game, 0, token(game, 0), body={"x": 1})
    assert_problem(reply, 400, "invalid_request")
    assert_problem(reclaim(api, game, 1, token(game, 1)), 409, "seat_not_taken_over")
    # with an Idempotency-Key, a retry answers what the first did
    key = {"Idempotency-Key": "reclaim-1"}
    first = reclaim(api, game, 0, token(game, 0), headers=key)
    again = reclaim(api, game, 0, token(game, 0), headers=key)
    assert first.status == again.status == 200
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert again.json["view"]["version"] == first.json["view"]["version"]
    # a resigned seat stays resigned
    resigned = api.post(
        f"/v1/games/{game['id']}/actions", {"type": "resign"}, headers=bearer(token(game, 1))
    )
    assert resigned.status == 200, resigned
    assert_problem(reclaim(api, game, 1, token(game, 1)), 422, "seat_resigned")


def test_a_reclaimed_game_exports_and_verifies(api: Api, clock: FakeClock) -> None:
    game = taken_over_game(api, clock)
    assert reclaim(api, game, 0, token(game, 0)).status == 200
    for seat in (0, 1):  # both resign: the bots finish the game
        api.post(
            f"/v1/games/{game['id']}/actions", {"type": "resign"}, headers=bearer(token(game, seat))
        )
    document = api.get(f"/v1/games/{game['id']}/export").json
    assert {"seat": 0, "action": {"type": "reclaim"}} in document["actions"]
    assert [s["standing"] for s in document["result"]["seats"]] == ["resigned", "resigned"]
    report = verify(orjson.loads(orjson.dumps(document)))
    assert report.ok, report


def test_reclaiming_is_on_the_stream_and_told_to_the_portal(
    make_app: Callable[..., Flask], clock: FakeClock, tmp_path: Path, redis_url: str
) -> None:
    hooked = portal("hooked", webhooks=True)
    portals = write_portals(tmp_path / "portals.toml", hooked, webhook_url="http://127.0.0.1:9/")
    api = Api(make_app(clock=clock, BIBLIOS_PORTALS_FILE=str(portals)).test_client())
    seats = [{"name": "Ana", "external_id": "u-1"}, {"name": "Boris"}]
    reply = api.post(
        "/v1/games",
        {"game": "biblios", "seats": seats, "turn_seconds": 5},
        headers=hooked.auth,
    )
    game = reply.json
    for _ in range(3):
        clock.now += 5
        api.get(f"/v1/games/{game['id']}", headers=hooked.auth)
    assert reclaim(api, game, 0, token(game, 0)).status == 200
    messages = [orjson.loads(job.args[2]) for job in enqueued_webhooks(redis_url)]
    reclaimed = [m for m in messages if m["type"] == "game.seat_reclaimed"]
    assert len(reclaimed) == 1
    data = reclaimed[0]["data"]
    assert data == {
        "game_id": game["id"],
        "version": data["version"],
        "seat": 0,
        "external_id": "u-1",
    }


# --- The worker -----------------------------------------------------------------------------


@pytest.mark.servers
def test_a_real_worker_applies_a_bank_timeout_when_the_grace_ended_early(
    app: Flask, redis_url: str
) -> None:
    """The grace ends when both people have opened the game: the clock job is moved to the
    bank's end, and the worker applies it within 2 seconds."""
    api = Api(app.test_client())
    store: GameStore = services_of(app).store
    bank = {"type": "bank", "initial_seconds": 10, "increment_seconds": 0}
    with WorkerProcess(redis_url) as worker:
        game = create(api, players=2, clock={**bank, "start_grace_seconds": 3600})
        for seat in (0, 1):
            read(api, game, token(game, seat))
        deadline = store.load(game["id"]).deadline
        assert deadline is not None and deadline - time.time() < 10.5
        version = store.load(game["id"]).version

        def applied() -> bool:
            return store.load(game["id"]).version > version

        end = time.time() + 14
        while time.time() < end and not applied():
            time.sleep(0.02)
        if not applied():
            raise AssertionError(f"no timeout applied; worker log:\n{worker.log_tail()}")
        assert time.time() - deadline <= 2.0
    assert [e["type"] for e in events(api, game)].count("timed_out") == 1


def test_each_seat_s_bank_in_a_game_of_1347(api: Api, clock: FakeClock) -> None:
    """A ledger kept by the test: every seat waited for loses the time it waited, each
    decision adds the increment; the views' banks follow it decision after decision."""
    initial, increment = 120, 7
    bank = {"type": "bank", "initial_seconds": initial, "increment_seconds": increment}
    reply = api.post(
        "/v1/games",
        {"game": "1347", "players": 3, "seed": 5, "clock": {**bank, "start_grace_seconds": 0}},
    )
    assert reply.status == 201, reply
    game = reply.json
    ledger = [float(initial)] * 3
    rnd = random.Random(4)
    view = game["view"]
    for _ in range(12):
        waiting = view["to_act"]
        elapsed = rnd.choice([0.5, 3.0, 11.25])
        clock.now += elapsed
        seat = waiting[0]
        own = read(api, game, token(game, seat))
        template = rnd.choice(own["legal_actions"])
        action = {key: template[key] for key in ("type", "row", "seat") if key in template}
        for key in ("look", "cards"):
            if template.get(key) is not None:
                action[key] = template[key]["from"][: template[key]["min"]]
        reply = api.post(
            f"/v1/games/{game['id']}/actions", action, headers=bearer(token(game, seat))
        )
        assert reply.status == 200, (action, reply)
        for s in waiting:
            ledger[s] -= elapsed
        ledger[seat] += increment
        view = reply.json["view"]
        shown = [entry["remaining_seconds"] for entry in view["clock"]["seats"]]
        assert shown == pytest.approx(ledger), (waiting, seat)
        for entry in view["clock"]["seats"]:
            assert entry["running"] == (entry["seat"] in view["to_act"])


def test_a_game_with_bank_timeouts_exports_and_verifies(api: Api, clock: FakeClock) -> None:
    bank = {"type": "bank", "initial_seconds": 10, "increment_seconds": 2}
    game = create(api, players=2, clock={**bank, "start_grace_seconds": 0})
    clock.now += 10.5  # seat 0's bank runs out: a timeout, then 2 s more
    clock.now += 2
    read(api, game)
    assert [e["type"] for e in events(api, game)].count("timed_out") == 2
    for seat in (0, 1):
        api.post(
            f"/v1/games/{game['id']}/actions", {"type": "resign"}, headers=bearer(token(game, seat))
        )
    document = api.get(f"/v1/games/{game['id']}/export").json
    assert sum(1 for item in document["actions"] if item.get("timeout")) == 2
    assert verify(orjson.loads(orjson.dumps(document))).ok


# --- Reads apply what fell due (issue 39) -----------------------------------------------------


def test_a_preview_applies_the_timeout_that_fell_due_before_answering(
    make_app: Callable[..., Flask], clock: FakeClock
) -> None:
    """Issue 39: a preview answered on a decision 1.5 s overdue without applying the timeout.
    Nobody ever sees an overdue state: the preview writes the due timeout first, as every read
    does (the store holds it before any other read), and answers for the game as it is now."""
    app = make_app(clock=clock)
    api = Api(app.test_client())
    decision = {"type": "decision", "seconds": 5, "start_grace_seconds": 0}
    game = create(api, game="1347", players=2, clock=decision)  # 1347 has previews
    seat = game["view"]["to_act"][0]
    action = fill(random.Random(39), read(api, game, token(game, seat))["legal_actions"][0])
    store = services_of(app).store
    clock.now += 6.5
    assert store.load(game["id"]).version == 0
    path = f"/v1/games/{game['id']}/preview"
    reply = api.post(path, action, headers=bearer(token(game, seat)))
    assert reply.status in (200, 409, 422), reply
    assert store.load(game["id"]).version >= 1  # written by the preview itself
    assert [e["type"] for e in events(api, game)].count("timed_out") == 1
