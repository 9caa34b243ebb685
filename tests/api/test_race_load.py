"""Races under load: many games at once, several clients racing on every move of each.

Eight games (2, 3 and 4 players, both variants) are played to their end at the same time
through a real gunicorn (2 sync workers). Each game has three client threads, as if one player
had three devices: for every move the three read the view of the seat to act, pick the same
action (from a generator seeded by the game and the version) and post it at the same moment,
each with ``If-Match`` naming the version it read.

Whatever the interleaving: every request gets a definite answer (200, 409, 412 or 422 — never a
5xx, never a timeout); exactly one of the racing posts wins each version and the others are
refused, so no action is applied twice; the accepted versions go up by exactly one, none is
accepted twice and none is lost (the final version is the number of 200s and the number of
actions in the replayed log).

``test_races.py`` races two to six threads on one game at a time; this is the same contract
with 24 threads on 8 games at once.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from dataclasses import dataclass, field

import redis

from api.play.store import game_key
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    Attempt,
    Game,
    bearer,
    check_race_outcome,
    choose,
    create_game,
    if_match,
)

GAMES = [(2, "standard"), (3, "medieval_bluff"), (4, "standard"), (2, "medieval_bluff")] * 2
RACERS = 3
MAX_ROUNDS = 600  # far more moves than a game takes


@dataclass
class Race:
    """One game and its racers' shared state: who acts next, and every post made."""

    game: Game
    seed: int
    barrier: threading.Barrier
    seat: int
    over: bool = False
    rounds: int = 0
    attempts: list[Attempt] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def racer(base_url: str, race: Race, number: int) -> None:
    """Read the seat's view, wait for the others, post the move, wait for the others; again."""
    api = Api(base_url=base_url)
    game = race.game
    try:
        for _ in range(MAX_ROUNDS):
            seat = race.seat
            seen = api.get(game.path, headers=bearer(game.tokens[seat]))
            if seen.status != 200:
                race.failures.append(f"racer {number}: view answered {seen!r}")
                race.barrier.abort()
                return
            view = seen.json
            action = choose(random.Random(f"{race.seed}:{view['version']}"), view)
            race.barrier.wait(timeout=60)  # all three have read: post at the same moment
            reply = api.post(
                game.path + "/actions",
                action,
                headers={**bearer(game.tokens[seat]), **if_match(view["version"])},
            )
            with race.lock:
                race.attempts.append(Attempt(number, seat, view["version"], action, reply))
                if reply.status == 200:
                    after = reply.json["view"]
                    race.over = after["phase"] == "over"
                    race.seat = after["to_act"][0] if after["to_act"] else seat
                    race.rounds += 1
            race.barrier.wait(timeout=60)  # the winner has told who acts next
            if race.over:
                return
        race.failures.append(f"racer {number}: the game did not end")
    except threading.BrokenBarrierError:
        race.failures.append(f"racer {number}: a racer dropped out")
    except Exception as exc:  # a timeout, a refused connection: no definite answer
        race.failures.append(f"racer {number}: {exc!r}")
        race.barrier.abort()
    finally:
        api.close()


def test_many_games_with_racing_clients_through_gunicorn(
    gunicorn: GunicornServer, http: Api, redis_server: RedisServer
) -> None:
    races = []
    for i, (players, variant) in enumerate(GAMES):
        game = create_game(http, players, variant=variant, seed=700 + i)
        first = game.created["view"]["to_act"][0]
        races.append(Race(game, 700 + i, threading.Barrier(RACERS), first))
    threads = [
        threading.Thread(target=racer, args=(gunicorn.url, race, n), daemon=True)
        for race in races
        for n in range(RACERS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=240)
    assert not any(thread.is_alive() for thread in threads), "a racer is stuck"

    with redis_server.client() as raw:
        for race in races:
            check_one_game(http, race, raw)
    total = Counter(a.reply.status for race in races for a in race.attempts)
    assert total[200] == sum(race.rounds for race in races) and total[412] > 0, total


def check_one_game(http: Api, race: Race, raw: redis.Redis) -> None:
    game, attempts = race.game, race.attempts
    assert not race.failures, race.failures
    assert race.over and http.get(game.path).json["phase"] == "over"
    # Definite answers only; versions +1 each, none lost, the log replays to the stored state,
    # every winner's events are in the log.
    check_race_outcome(http, game, attempts, raw.hget(game_key(game.id), "s"))
    final = int(raw.hget(game_key(game.id), "v"))
    landed = [a for a in attempts if a.reply.status == 200]
    assert final == len(landed) == race.rounds
    for a in landed:
        assert a.reply.headers["ETag"] == f'"{a.version + 1}"'
    # Every version was raced by all three, and exactly one of them won it: the same action
    # was never applied twice.
    raced = Counter(a.version for a in attempts)
    won = Counter(a.version for a in landed)
    assert set(raced) == set(range(final)) and min(raced.values()) >= RACERS, raced
    assert set(won) == set(range(final)) and set(won.values()) == {1}, won
    for a in attempts:
        if a.reply.status != 200:
            assert a.reply.status in (409, 412, 422), a.reply
            assert a.reply.json["code"] in ("conflict", "stale_version") or a.reply.status == 422
