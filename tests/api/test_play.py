"""Play with people over HTTP (play-contract: "Seats", "Clocks", "Resigning"): bots in seats,
external ids, resigning, clocks with lazy timeouts, all localized; time is driven through the
app's injectable clock."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from flask import Flask

from tests.api.helpers import Api, assert_problem, bearer, choose

LANGS = ("en", "es", "fr", "ru")


class FakeClock:
    """The Unix time the app's clocks read, moved by the test."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def api(make_app: Callable[..., Flask], clock: FakeClock) -> Api:
    return Api(make_app(clock=clock).test_client())


def create(api: Api, **body) -> dict:
    reply = api.post("/v1/games", {"game": "biblios", "seed": 7, **body})
    assert reply.status == 201, reply
    return reply.json


def view(api: Api, game: dict, token: str | None, lang: str = "en") -> dict:
    reply = api.get(f"/v1/games/{game['id']}", headers=bearer(token), query={"lang": lang})
    assert reply.status == 200, reply
    return reply.json


def act(api: Api, game: dict, token: str, action: dict, lang: str = "en"):
    return api.post(
        f"/v1/games/{game['id']}/actions", action, headers=bearer(token), query={"lang": lang}
    )


# --- Seats ---------------------------------------------------------------------------------


def test_seats_hold_people_and_bots_with_external_ids(api: Api) -> None:
    game = create(
        api,
        seats=[{"name": "Ana", "external_id": "u-1042"}, {"bot": "greedy"}, {"name": "Chen"}],
    )
    tokens = [seat["token"] for seat in game["seats"]]
    assert tokens[1] is None and tokens[0] and tokens[2]
    assert [seat["name"] for seat in game["seats"]] == ["Ana", "Bot 2", "Chen"]
    seats = game["view"]["seats"]
    assert seats[0] == {
        "seat": 0,
        "name": "Ana",
        "bot": None,
        "external_id": "u-1042",
        "status": "playing",
        "connected": False,
    }
    assert seats[1]["bot"] == "greedy" and seats[1]["external_id"] is None
    assert [s["name"] for s in view(api, game, tokens[2], "ru")["seats"]] == [
        "Ana",
        "Бот 2",
        "Chen",
    ]
    assert game["view"]["players"] == 3


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"seats": [{"bot": "clever"}, {}]}, "seats"),
        ({"seats": [{}, {}], "names": ["A", "B"]}, "seats"),
        ({"seats": [{}, {}], "players": 3}, "players"),
        ({"seats": [{}]}, "seats"),
        ({"seats": [{}, {}, {}, {}, {}]}, "seats"),
        ({"seats": [{"bot": "random", "external_id": "x"}, {}]}, "seats"),
        ({"seats": [{"external_id": ""}, {}]}, "seats"),
        ({"seats": [{"external_id": "x" * 65}, {}]}, "seats"),
        ({"seats": [{"name": "A", "extra": 1}, {}]}, "seats"),
        ({}, "players"),
        ({"players": 2, "turn_seconds": 4}, "turn_seconds"),
        ({"players": 2, "turn_seconds": 604801}, "turn_seconds"),
    ],
)
def test_bad_seats_and_clocks_are_400_with_field_errors(api: Api, body: dict, field: str) -> None:
    reply = api.post("/v1/games", {"game": "biblios", **body})
    problem = assert_problem(reply, 400, "invalid_request")
    assert field in problem["errors"], problem


def test_a_game_of_bots_is_over_when_created(api: Api) -> None:
    game = create(api, seats=[{"bot": "greedy"}, {"bot": "random"}, {"bot": "greedy"}])
    assert game["view"]["phase"] == "over" and game["version"] == 0
    assert all(seat["token"] is None for seat in game["seats"])
    log = api.get(f"/v1/games/{game['id']}/events").json["events"]
    assert log[-1]["type"] == "game_over"


def test_bots_move_inside_the_request_that_hands_them_the_turn(api: Api) -> None:
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}])
    token = game["seats"][0]["token"]
    rnd = random.Random(1)
    current = view(api, game, token)
    for _ in range(40):
        assert current["to_act"] == [0]  # the bot never keeps a person waiting
        reply = act(api, game, token, choose(rnd, current))
        assert reply.status == 200, reply
        assert reply.json["view"]["version"] == current["version"] + 1  # one write
        current = reply.json["view"]
        if current["phase"] == "over":
            break
        if any(e["seat"] == 1 for e in reply.json["events"]):
            return  # the bot's moves came back in the same answer
    pytest.fail("the bot never moved")


# --- Resigning -----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_resigning_out_of_turn(api: Api, lang: str) -> None:
    game = create(api, players=3, names=["Ana", "Boris", "Chen"])
    tokens = [seat["token"] for seat in game["seats"]]
    reply = act(api, game, tokens[2], {"type": "resign"}, lang)
    assert reply.status == 200, reply
    assert reply.json["events"][0]["type"] == "resigned"
    assert "Chen" in reply.json["events"][0]["text"]
    seats = reply.json["view"]["seats"]
    assert seats[2]["status"] == "resigned" and reply.json["view"]["legal_actions"] == []
    again = act(api, game, tokens[2], {"type": "pass"}, lang)
    problem = assert_problem(again, 422, "seat_resigned")
    assert again.headers["Content-Language"] == lang
    assert (problem["detail"].startswith("You have resigned")) == (lang == "en")
    assert view(api, game, tokens[2])["seat"] == 2  # its token still reads the game


def test_resign_takes_no_other_field(api: Api) -> None:
    game = create(api, players=2)
    reply = act(api, game, game["seats"][0]["token"], {"type": "resign", "amount": 3})
    assert "amount" in assert_problem(reply, 400, "invalid_request")["errors"]


def test_when_nobody_is_left_the_bots_finish_the_game(api: Api) -> None:
    game = create(api, seats=[{"name": "Ana"}, {"name": "Boris"}, {"bot": "random"}])
    tokens = [seat["token"] for seat in game["seats"]]
    act(api, game, tokens[1], {"type": "resign"})
    reply = act(api, game, tokens[0], {"type": "resign"})
    final = reply.json["view"]
    assert final["phase"] == "over"
    statuses = {s["seat"]: s["status"] for s in final["result"]["seats"]}
    assert statuses == {0: "resigned", 1: "resigned", 2: "playing"}
    assert {s["seat"]: s["rank"] for s in final["result"]["seats"]}[2] == 1  # resigned: last
    assert_problem(act(api, game, tokens[0], {"type": "resign"}), 422, "game_over")


# --- Clocks --------------------------------------------------------------------------------


def test_the_clock_is_in_every_view(api: Api, clock: FakeClock) -> None:
    game = create(api, players=2, turn_seconds=60)
    v = game["view"]
    assert v["clock"] == {
        "type": "decision",  # turn_seconds is the decision clock's shorthand, without a grace
        "seats": [
            {
                "seat": 0,
                "deadline": "2027-01-15T08:01:00.000Z",
                "remaining_seconds": 60.0,
                "running": True,
            },
            {"seat": 1, "deadline": None, "remaining_seconds": None, "running": False},
        ],
        "grace_until": None,
        "awaiting_seats": [],
        "seat": 0,  # the first version's fields
        "deadline": "2027-01-15T08:01:00.000Z",
        "turn_seconds": 60,
        "text": "1 minute per decision",
    }
    ru = view(api, game, None, "ru")["clock"]["text"]
    assert ru == "1 минута на решение"
    assert create(api, players=2)["view"]["clock"] is None


def test_a_decision_gets_a_full_turn(api: Api, clock: FakeClock) -> None:
    game = create(api, players=2, turn_seconds=30)
    token = game["seats"][0]["token"]
    clock.advance(20)
    reply = act(api, game, token, {"type": "place", "to": "keep"})
    assert reply.json["view"]["clock"]["deadline"] == "2027-01-15T08:00:50.000Z"


def test_an_overdue_decision_is_made_by_the_stand_in_when_the_game_is_read(
    api: Api, clock: FakeClock
) -> None:
    game = create(api, players=2, turn_seconds=10, names=["Ana", "Boris"])
    clock.advance(10.5)
    current = view(api, game, None)
    assert current["version"] == 1  # the timeout was written before anyone could see it
    log = api.get(f"/v1/games/{game['id']}/events", query={"after": 2}).json["events"]
    assert log[0]["type"] == "timed_out" and log[0]["seat"] == 0
    assert log[0]["text"] == "Ana runs out of time: a bot makes the decision for them."
    # The next decision's clock runs from the missed deadline.
    assert current["clock"]["deadline"] == "2027-01-15T08:00:20.000Z"


def test_three_timeouts_in_a_row_take_the_seat_over(api: Api, clock: FakeClock) -> None:
    game = create(api, seats=[{"name": "Ana"}, {"bot": "greedy"}], turn_seconds=5)
    token = game["seats"][0]["token"]
    clock.advance(15.5)  # three decisions missed in a row
    current = view(api, game, token)
    types = [e["type"] for e in api.get(f"/v1/games/{game['id']}/events").json["events"]]
    assert types.count("timed_out") == 3 and types.count("seat_taken_over") == 1
    third = [i for i, kind in enumerate(types) if kind == "timed_out"][2]
    assert types[third + 1] == "seat_taken_over"  # timed_out, then seat_taken_over
    assert current["seats"][0]["status"] == "taken_over"
    assert current["phase"] == "over"  # no person left: the bots finished it
    reply = act(api, game, token, {"type": "pass"})
    assert_problem(reply, 422, "game_over")


def test_a_refused_late_action_still_writes_the_timeout_before_it(
    api: Api, clock: FakeClock
) -> None:
    game = create(api, players=2, turn_seconds=10)
    clock.advance(11)
    # Seat 1 acts out of turn: the overdue timeout of seat 0 is applied and written, then the
    # action is judged on the new state (seat 0 still allocates its cards) and refused.
    reply = act(api, game, game["seats"][1]["token"], {"type": "take", "card": "monks-A"})
    assert_problem(reply, 422, "not_your_turn")
    after = view(api, game, None)
    assert after["version"] == 1 and after["to_act"] == [0]
    log = api.get(f"/v1/games/{game['id']}/events", query={"after": 2}).json["events"]
    assert log[0]["type"] == "timed_out"


def test_a_late_action_is_judged_after_the_timeout(api: Api, clock: FakeClock) -> None:
    game = create(api, players=2, turn_seconds=10)
    token = game["seats"][0]["token"]
    before = view(api, game, token)
    clock.advance(11)
    action = choose(random.Random(3), before)  # legal before the deadline
    reply = act(api, game, token, action)
    if reply.status == 200:  # still legal after the stand-in's placement
        assert [e["type"] for e in reply.json["events"]][0] == "timed_out"
        assert reply.json["view"]["version"] == 1  # the timeout and the action: one write
    else:
        assert_problem(reply, 422, "quota_used")
        assert view(api, game, None)["version"] == 1


def test_if_none_match_sees_a_timeout(api: Api, clock: FakeClock) -> None:
    game = create(api, players=2, turn_seconds=10)
    path = f"/v1/games/{game['id']}"
    assert api.get(path, headers={"If-None-Match": '"0"'}).status == 304
    clock.advance(10)
    reply = api.get(path, headers={"If-None-Match": '"0"'})
    assert reply.status == 200 and reply.json["version"] == 1
