"""Hidden information over HTTP: a seat sees its own hand and what the rules let it know,
nothing else, until the game is over (R14, R30, "What each seat may see").

The truth is read from Redis (``engine.decode`` of the stored ``s`` field) after every action,
and what each seat legitimately knows is accumulated from it: everything that was ever public,
its own hand at every moment (so the cards it received in or lost to a penalty, or paid
face-down), and the cards it drew and kept while allocating. Every response to a seat — its
view, the action responses, the events log — must name no other card, nor the seed.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
import redis

from api.play.store import game_key
from engine.biblios.cards import CARD_IDS
from engine.biblios.state import GIFT, GameState
from support.redis_server import RedisServer
from tests.api.helpers import (
    Api,
    Game,
    Step,
    act,
    assert_problem,
    bearer,
    choose,
    create_game,
    game_localizer,
    play,
    table_of,
    view_of,
)

SEED_BASE = 7_312_945_806_411  # distinctive digits: easy to spot in a body
_NAMES = [game_localizer("en", "biblios").vocabulary.card(card_id)["name"] for card_id in CARD_IDS]
UNIQUE_NAME = {
    card_id: name for card_id, name in zip(CARD_IDS, _NAMES, strict=True) if _NAMES.count(name) == 1
}
# event type -> its private parameter, shown to everyone once the game is over (R30)
PRIVATE = {
    "card_drawn": "card",
    "card_transferred": "card",
    "card_removed": "card",
}


class Oracle:
    """What each seat (and the spectator, key None) may know, from the true stored state."""

    def __init__(self, raw: redis.Redis, game: Game) -> None:
        self.raw = raw
        self.game = game
        self.public: set[str] = set()
        self.own: dict[int, set[str]] = {s: set() for s in range(game.players)}
        self.state: GameState | None = None
        self.observe()

    def observe(self) -> GameState:
        state = table_of(self.raw.hget(game_key(self.game.id), "s")).state
        ids = lambda cards: {CARD_IDS[c] for c in cards}  # noqa: E731
        self.public |= ids(state.public) | ids(state.face_up)
        if state.auction is not None:
            self.public.add(CARD_IDS[state.auction.card])
        if state.church is not None:
            self.public.add(CARD_IDS[state.church[1]])
        for seat, hand in enumerate(state.hands):
            self.own[seat] |= ids(hand)
        if state.phase == GIFT:
            for card in (state.drawn, state.kept):
                if card is not None:
                    self.own[state.active].add(CARD_IDS[card])
        self.state = state
        return state

    def secret(self, seat: int | None) -> set[str]:
        known = self.public | (self.own[seat] if seat is not None else set())
        return set(CARD_IDS) - known

    def check(self, seat: int | None, body: bytes, where: str) -> None:
        """``body``, sent to ``seat`` while the game is not over, reveals nothing secret."""
        assert self.state is not None and self.state.phase != "over"
        text = body.decode()
        leaked = {c for c in self.secret(seat) if f'"{c}"' in text}
        assert not leaked, f"{where}: seat {seat} was shown {sorted(leaked)}"
        named = {c for c in self.secret(seat) if c in UNIQUE_NAME and UNIQUE_NAME[c] in text}
        assert not named, f"{where}: seat {seat} was told of {sorted(named)}"
        assert str(self.state.seed) not in text, f"{where}: the seed was shown to seat {seat}"
        data = json.loads(body)
        assert "seed" not in keys_of(data), where
        for view in views_in(data):
            check_view_shape(view, seat, self.state)
        for event in events_in(data):
            check_event_shape(event, seat)


def keys_of(data: Any) -> set[str]:
    if isinstance(data, dict):
        return set(data) | {k for v in data.values() for k in keys_of(v)}
    if isinstance(data, list):
        return {k for v in data for k in keys_of(v)}
    return set()


def views_in(data: dict) -> list[dict]:
    if "legal_actions" in data:
        return [data]
    return [data["view"]] if "view" in data else []


def events_in(data: dict) -> list[dict]:
    return data.get("events", [])


def check_view_shape(view: dict, seat: int | None, state: GameState) -> None:
    assert view["seat"] == seat
    for hand in view["hands"]:
        if hand["seat"] == seat:
            assert [c["id"] for c in hand["cards"]] == [CARD_IDS[c] for c in state.hands[seat]]
        else:
            assert hand["cards"] is None
    active = state.phase == GIFT and seat == state.active
    if not active:
        assert view["drawn"] is None and view["kept"] is None
    assert view["result"] is None
    if seat is None:
        assert view["legal_actions"] == []


def check_event_shape(event: dict, seat: int | None) -> None:
    kind, actor, params = event["type"], event["seat"], event["params"]
    if kind == "card_drawn" or (kind == "card_placed" and params["to"] != "public"):
        assert ("card" in params) == (seat == actor), event
    elif kind == "card_transferred":
        assert ("card" in params) == (seat in (actor, params["from"])), event
    elif kind == "card_removed":
        assert ("card" in params) == (seat == actor), event
    elif kind == "paid" and params["currency"] == "cards":
        assert ("cards" in params) == (seat == actor), event
    elif kind == "paid":
        assert "cards" in params  # a gold payment is shown to all (R21)


@pytest.fixture
def raw(redis_server: RedisServer, redis_url: str) -> redis.Redis:
    with redis_server.client() as client:
        yield client


@pytest.mark.parametrize("variant", ["standard", "medieval_bluff"])
@pytest.mark.parametrize(
    "players",
    [2, pytest.param(3, marks=pytest.mark.slow), pytest.param(4, marks=pytest.mark.slow)],
)  # the quick loop plays the two-seat games (2-4 s of CPU a game)
def test_no_response_reveals_what_a_seat_may_not_know(
    client: Api, raw: redis.Redis, players: int, variant: str
) -> None:
    seed = SEED_BASE + 10 * players + (variant == "standard")
    game = create_game(client, players, variant=variant, seed=seed)
    oracle = Oracle(raw, game)
    viewers: list[int | None] = [None, *range(players)]
    after = dict.fromkeys(viewers, 0)
    oracle.check(None, json.dumps(game.created).encode(), "create")
    penalties = 0

    def on_step(step: Step) -> None:
        nonlocal penalties
        state = oracle.observe()
        if state.phase == "over":
            return
        oracle.check(step.seat, step.reply.body, f"action {step.action}")
        penalties += step.action["type"] == "refuse"
        for viewer in viewers:
            token = None if viewer is None else game.tokens[viewer]
            reply = client.get(game.path, headers=bearer(token))
            oracle.check(viewer, reply.body, "view")
            if game.version % 6 == viewer or game.version % 50 == 0:
                log = client.get(
                    game.path + "/events", headers=bearer(token), query={"after": after[viewer]}
                )
                oracle.check(viewer, log.body, "events")
                if log.json["events"]:
                    after[viewer] = log.json["events"][-1]["seq"]

    end = play(client, game, random.Random(seed), on_step=on_step, lang="en")

    assert end["phase"] == "over" and penalties > 0
    # R30: once over, everything is shown to everyone, the seed too
    for viewer in viewers:
        view = view_of(client, game, viewer)
        assert view["result"]["seed"] == str(seed)
        assert all(h["cards"] is not None for h in view["hands"])
        token = None if viewer is None else game.tokens[viewer]
        for event in client.get(game.path + "/events", headers=bearer(token)).json["events"]:
            if event["type"] in PRIVATE:
                assert PRIVATE[event["type"]] in event["params"], event


def test_a_seat_cannot_act_for_another(client: Api) -> None:
    game = create_game(client, 3, seed=1)
    for seat in (1, 2):
        problem = assert_problem(
            act(client, game, seat, {"type": "place", "to": "keep"}), 422, "not_your_turn"
        )
        assert problem["params"] == {"waiting_for": 0}
    assert view_of(client, game, None)["version"] == 0


def test_a_seat_sees_only_its_own_hand(client: Api) -> None:
    game = create_game(client, 3, seed=4)
    play(client, game, random.Random(4), stop=lambda v: v["version"] >= 12)
    counts = [h["count"] for h in view_of(client, game, None)["hands"]]
    assert sum(counts) > 0
    for seat in range(3):
        hands = view_of(client, game, seat)["hands"]
        for hand in hands:
            if hand["seat"] == seat:
                assert len(hand["cards"]) == hand["count"] == counts[seat]
            else:
                assert hand["cards"] is None
    assert all(h["cards"] is None for h in view_of(client, game, None)["hands"])


def test_only_the_active_seat_sees_the_drawn_card(client: Api) -> None:
    game = create_game(client, 3, seed=4)
    drawn = view_of(client, game, 0)["drawn"]
    assert drawn is not None
    for seat in (None, 1, 2):
        view = client.get(game.path, headers=bearer(None if seat is None else game.tokens[seat]))
        assert view.json["drawn"] is None
        assert f'"{drawn["id"]}"' not in view.body.decode()
        log = client.get(
            game.path + "/events", headers=bearer(None if seat is None else game.tokens[seat])
        )
        assert f'"{drawn["id"]}"' not in log.body.decode()
    log = client.get(game.path + "/events", headers=bearer(game.tokens[0])).json["events"]
    assert log[1]["type"] == "card_drawn" and log[1]["params"] == {"card": drawn["id"]}


def test_a_token_of_game_a_is_refused_on_game_b(client: Api) -> None:
    a = create_game(client, 2, seed=1)
    b = create_game(client, 2, seed=1)
    assert_problem(client.get(b.path, headers=bearer(a.tokens[0])), 401, "invalid_token")
    reply = client.post(
        b.path + "/actions", {"type": "place", "to": "keep"}, headers=bearer(a.tokens[0])
    )
    assert_problem(reply, 401, "invalid_token")


@pytest.mark.slow  # the two-seat games above check the spectator's view at every step
def test_the_spectator_sees_only_public_information(client: Api, raw: redis.Redis) -> None:
    game = create_game(client, 3, seed=SEED_BASE, variant="medieval_bluff")
    oracle = Oracle(raw, game)

    def on_step(step: Step) -> None:
        if oracle.observe().phase == "over":
            return
        for path in (game.path, game.path + "/events"):
            reply = client.get(path, query={"lang": "fr"})
            oracle.check(None, reply.body, path)
            assert not re.search(r'"cards":\[\{', reply.body.decode()), "a hand was shown"

    play(client, game, random.Random(3), on_step=on_step)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def test_bots_timeouts_and_a_resignation_reveal_nothing(make_app, raw: redis.Redis) -> None:
    """A game with bots in two seats, a clock that runs out now and then, and a person who
    resigns: after every request, no view shown to a person or a spectator holds a card the
    engine's audit says that seat may not see now (``Game.secrets``), private event parameters
    reach only their audience, and the seed never shows before the end."""
    clock = FakeClock()
    client = Api(make_app(clock=clock).test_client())
    seed = SEED_BASE + 99
    reply = client.post(
        "/v1/games",
        {
            "game": "biblios",
            "seed": seed,
            "turn_seconds": 30,
            "seats": [{"name": "Ana"}, {"bot": "greedy"}, {"name": "Chen"}, {"bot": "random"}],
        },
    )
    assert reply.status == 201, reply
    created = reply.json
    game = Game(id=created["id"], tokens=[s["token"] for s in created["seats"]], created=created)
    people = [0, 2]
    rnd = random.Random(seed)
    timeouts = resigned = 0

    def check(seat: int | None, body: bytes, where: str) -> None:
        table = table_of(raw.hget(game_key(game.id), "s"))
        if table.is_over():
            return
        assert str(table.state.seed) not in body.decode(), f"{where}: seed shown to {seat}"
        data = json.loads(body)
        secret = table.game.secrets(table.state, seat)  # what the seat may not see now
        for view in views_in(data):
            leaked = {c for c in secret if f'"{c}"' in json.dumps(view)}
            assert not leaked, f"{where}: seat {seat} was shown {sorted(leaked)}"
        for event in events_in(data):  # events: each private part to its audience only
            check_event_shape(event, seat)

    for step in range(400):
        spectator = client.get(game.path)
        check(None, spectator.body, "spectator view")
        view = spectator.json
        if view["phase"] == "over":
            break
        (seat,) = view["to_act"]
        assert seat in people  # the bots never keep anyone waiting
        if step == 60:
            reply = client.post(
                game.path + "/actions", {"type": "resign"}, headers=bearer(game.tokens[2])
            )
            check(2, reply.body, "resign")
            people.remove(2)
            resigned += 1
            continue
        if step % 9 == 4:  # nobody acts in time: the stand-in decides
            clock.now += 30
            timeouts += 1
            for viewer in people:
                reply = client.get(game.path, headers=bearer(game.tokens[viewer]))
                check(viewer, reply.body, "view after a timeout")
            continue
        mine = view_of(client, game, seat)
        check(seat, json.dumps(mine).encode(), "own view")
        reply = act(client, game, seat, choose(rnd, mine))
        assert reply.status == 200, reply
        check(seat, reply.body, "action")
        for viewer in [None, *people]:
            token = None if viewer is None else game.tokens[viewer]
            log = client.get(game.path + "/events", headers=bearer(token))
            check(viewer, log.body, "events")
    assert client.get(game.path).json["phase"] == "over"
    assert timeouts > 5 and resigned == 1
