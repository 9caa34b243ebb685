"""Unknown outcomes (issue "Hardening"): Redis paused with SIGSTOP while an action is written.
The reply is lost; the API reads the game back to settle what happened, answers the real result
when it can, and otherwise 503 ``outcome_unknown`` (never "nothing was changed"); the action is
never applied twice."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask

from api.http.serving import services_of
from api.play.store import GameStore
from support.redis_server import RedisServer
from tests.api.helpers import Api, act, assert_problem, bearer, create_game, view_of


@pytest.fixture
def paused_redis(redis_server: RedisServer) -> Iterator[Callable[[float], None]]:
    """``pause(seconds)``: SIGSTOP the private Redis now and SIGCONT it ``seconds`` later."""
    timers: list[threading.Timer] = []
    pid = redis_server.pid
    assert pid is not None

    def resume() -> None:
        os.kill(pid, signal.SIGCONT)

    def pause(seconds: float) -> None:
        os.kill(pid, signal.SIGSTOP)
        timer = threading.Timer(seconds, resume)
        timers.append(timer)
        timer.start()

    yield pause
    for timer in timers:
        timer.join()
    resume()


def pause_before_the_write(app: Flask, pause: Callable[[float], None], seconds: float) -> None:
    """The next compare-and-set of the app's store is sent to a Redis paused for ``seconds``."""
    store: GameStore = services_of(app).store
    armed = [True]

    def compare_and_set(*args: Any, **kwargs: Any) -> bool:
        if armed.pop() if armed else False:
            pause(seconds)
        return GameStore.compare_and_set(store, *args, **kwargs)

    store.compare_and_set = compare_and_set  # type: ignore[method-assign]


@pytest.fixture
def app(make_app: Callable[..., Flask]) -> Flask:
    return make_app(BIBLIOS_REDIS_TIMEOUT="0.3")


def test_a_write_found_applied_after_a_lost_reply_is_answered_as_done(
    app: Flask, paused_redis: Callable[[float], None]
) -> None:
    """Redis comes back while the API reads the game back: the write is found, and the
    answer is the action's real one."""
    api = Api(app.test_client())
    game = create_game(api, 2, seed=1)
    assert act(api, game, 0, {"type": "place", "to": "keep"}).status == 200  # scripts loaded
    pause_before_the_write(app, paused_redis, 0.45)  # longer than the 0.3 s timeout
    reply = act(api, game, 0, {"type": "place", "to": "public"})
    assert reply.status == 200, reply
    assert reply.json["view"]["version"] == 2
    assert view_of(api, game, 0)["version"] == 2


def test_a_write_that_cannot_be_settled_is_outcome_unknown_and_never_doubled(
    app: Flask, paused_redis: Callable[[float], None]
) -> None:
    api = Api(app.test_client())
    game = create_game(api, 2, seed=1)
    assert act(api, game, 0, {"type": "place", "to": "keep"}).status == 200  # scripts loaded
    pause_before_the_write(app, paused_redis, 2.5)  # longer than every read back
    reply = act(api, game, 0, {"type": "place", "to": "public"})
    problem = assert_problem(reply, 503, "outcome_unknown")
    assert "read the game again" in problem["detail"]
    for timer in threading.enumerate():
        if isinstance(timer, threading.Timer):
            timer.join()
    # Redis ran the write from its buffer when it woke up: applied once...
    assert view_of(api, game, 0)["version"] == 2
    # ...and a retry that names the version the client had read is refused, not applied again
    retried = act(api, game, 0, {"type": "place", "to": "public"}, match=1)
    assert_problem(retried, 412, "stale_version")
    assert view_of(api, game, 0)["version"] == 2


# ----- Idempotency-Key --------------------------------------------------------------------------


def test_a_retry_with_the_same_key_answers_the_first_answer_and_applies_nothing(
    app: Flask,
) -> None:
    api = Api(app.test_client())
    game = create_game(api, 2, seed=1)
    key = {"Idempotency-Key": "3f1c2a9e-move-1"}
    first = act(api, game, 0, {"type": "place", "to": "keep"}, match=0, headers=key)
    assert first.status == 200 and "Idempotent-Replayed" not in first.headers
    again = act(api, game, 0, {"type": "place", "to": "keep"}, match=0, headers=key)
    assert again.status == 200 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json == first.json  # the same answer: nothing moved since
    assert view_of(api, game, 0)["version"] == 1  # applied once
    # the same key with another action is refused, and applies nothing
    other = act(api, game, 0, {"type": "place", "to": "public"}, headers=key)
    problem = assert_problem(other, 422, "idempotency_key_reused")
    assert problem["params"] == {"key": "3f1c2a9e-move-1"}
    # a new key is a new action
    fresh = act(api, game, 0, {"type": "place", "to": "public"}, headers={"Idempotency-Key": "k2"})
    assert fresh.status == 200 and fresh.json["view"]["version"] == 2


def test_a_replay_after_other_moves_tells_the_game_as_it_is_now(app: Flask) -> None:
    api = Api(app.test_client())
    game = create_game(api, 2, seed=1)
    key = {"Idempotency-Key": "move-a"}
    first = act(api, game, 0, {"type": "place", "to": "keep"}, headers=key)
    assert act(api, game, 0, {"type": "place", "to": "public"}).status == 200
    again = act(api, game, 0, {"type": "place", "to": "keep"}, headers=key)
    assert again.status == 200 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json["events"] == first.json["events"]  # that write's events
    assert again.json["view"]["version"] == 2  # the game now


def test_a_keyed_action_with_a_huge_number_is_judged_by_the_rules_not_a_500(app: Flask) -> None:
    """The key's fingerprint takes any JSON the schema lets through (integers beyond 64 bits
    too); a refused action keeps nothing, so the key is still free for the next action."""
    api = Api(app.test_client())
    game = create_game(api, 2, seed=1)
    key = {"Idempotency-Key": "big-1"}
    reply = act(api, game, 0, {"type": "bid", "amount": 10**30}, headers=key)
    assert reply.status == 422, reply
    assert view_of(api, game, 0)["version"] == 0
    done = act(api, game, 0, {"type": "place", "to": "keep"}, headers=key)
    assert done.status == 200 and "Idempotent-Replayed" not in done.headers


@pytest.mark.parametrize("key", ["", "a" * 65, "with space", "ключ", "a/b"])
def test_a_bad_idempotency_key_is_400(app: Flask, key: str) -> None:
    api = Api(app.test_client())
    game = create_game(api, 2, seed=1)
    reply = act(api, game, 0, {"type": "place", "to": "keep"}, headers={"Idempotency-Key": key})
    problem = assert_problem(reply, 400, "invalid_request")
    assert "Idempotency-Key" in problem["errors"]
    assert view_of(api, game, 0)["version"] == 0


def test_after_an_unknown_outcome_a_retry_with_the_key_is_never_applied_twice(
    app: Flask, paused_redis: Callable[[float], None]
) -> None:
    """The issue's scenario: the reply to a repeatable move is lost; the client retries the
    same request (with its Idempotency-Key, without If-Match) and gets the first answer."""
    api = Api(app.test_client())
    game = create_game(api, 2, seed=1)
    assert act(api, game, 0, {"type": "place", "to": "keep"}).status == 200  # scripts loaded
    key = {"Idempotency-Key": "retry-me"}
    pause_before_the_write(app, paused_redis, 2.5)
    lost = act(api, game, 0, {"type": "place", "to": "public"}, headers=key)
    assert_problem(lost, 503, "outcome_unknown")
    for timer in threading.enumerate():
        if isinstance(timer, threading.Timer):
            timer.join()
    retried = act(api, game, 0, {"type": "place", "to": "public"}, headers=key)
    assert retried.status == 200 and retried.headers["Idempotent-Replayed"] == "true"
    assert view_of(api, game, 0)["version"] == 2  # once


def test_a_refused_action_keeps_no_key_even_when_due_timeouts_were_written(
    make_app: Callable[..., Flask],
) -> None:
    """Issue 25: a deadline has passed, not yet applied; a keyed action that breaks a rule is
    422 while the timeout is written. Its key was never used by an applied action, so the
    same request again is judged again (422 again), never replayed as a success."""
    clock = _Clock()
    api = Api(make_app(clock=clock).test_client())
    created = api.post(
        "/v1/games", {"game": "biblios", "players": 2, "seed": 1, "turn_seconds": 10}
    )
    game_id, tokens = created.json["id"], [s["token"] for s in created.json["seats"]]
    clock.now += 11  # seat 0's decision is overdue
    key = {"Idempotency-Key": "G1", **bearer(tokens[1])}
    late = {"type": "take", "card": "monks-A"}  # seat 1 out of turn
    first = api.post(f"/v1/games/{game_id}/actions", late, headers=key)
    assert_problem(first, 422, "not_your_turn")
    assert api.get(f"/v1/games/{game_id}").json["version"] == 1  # the timeout was written
    again = api.post(f"/v1/games/{game_id}/actions", late, headers=key)
    assert_problem(again, 422, "not_your_turn")
    assert "Idempotent-Replayed" not in again.headers
    assert api.get(f"/v1/games/{game_id}").json["version"] == 1


class _Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now
