"""Learning over HTTP (play-contract, "Learning"): hints searched on the bots' worker from the
asking seat's view alone, replays of finished games (stored or exported) that show each seat
only what it saw at each step, and the expert's review queued on the worker."""

from __future__ import annotations

import dataclasses
import json
import random
import time
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
import redis
from flask import Flask

from api.composition import Services
from api.config import Config
from api.http.routes.learning import REPLAY_EXPORT_EXAMPLE
from api.http.serving import services_of
from api.i18n import SUPPORTED
from api.play.reviews import SEED, review_and_keep
from engine import get_game
from engine.advice import advice_random
from engine.advice import hint as engine_hint
from engine.search import evaluate
from support.worker_process import WorkerProcess
from tests.api.helpers import Api, assert_problem, bearer, game_localizer, table_of

#: The fields of a view that a replay shows differently from the live view: the clock and who
#: was connected are not replayed, and the live view's id and version are the request's.
VOLATILE = ("clock", "seats", "version")


def create(api: Api, game: str, players: int, seed: int, **fields: Any) -> dict:
    seats = [{"name": f"P{seat}"} for seat in range(players)]
    reply = api.post("/v1/games", {"game": game, "seats": seats, "seed": seed, **fields})
    assert reply.status == 201, reply
    return reply.json


def stored_table(app: Flask, game_id: str):  # noqa: ANN201
    return table_of(services_of(app).store.load(game_id).state)


def play_to_end(
    app: Flask, api: Api, created: dict, rnd: random.Random, seen: dict | None = None
) -> None:
    """Play a game to its end, each person's move the random bot's from its own view (a
    person resigns now and then); ``seen``: each seat's view and new events read after each
    write, by version, as the seat saw them live."""
    game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
    path = f"/v1/games/{game_id}"
    after = [0] * len(tokens)
    while True:
        table = stored_table(app, game_id)
        if seen is not None and not table.is_over():  # at the end, everything is shown
            for seat, token in enumerate(tokens):
                view = api.get(path, headers=bearer(token)).json
                events = api.get(f"{path}/events?after={after[seat]}", headers=bearer(token))
                for event in events.json["events"]:
                    after[seat] = max(after[seat], event["seq"])
                    seen.setdefault(("event", seat, event["seq"]), event)
                seen[("view", seat, view["version"])] = view
        if table.is_over():
            return
        seat = table.waiting_for()[0]
        view = table.game.view(table.state, seat)
        if rnd.random() < 0.01:
            action: dict = {"type": "resign"}
        else:
            action = table.game.bots["random"](view, view["legal_actions"], rnd)
        reply = api.post(f"{path}/actions", action, headers=bearer(tokens[seat]))
        assert reply.status == 200, reply


def replay_steps(api: Api, path: str, viewer: int | str, token: str | None) -> list[dict]:
    """Every step of a replay, page by page."""
    steps: list[dict] = []
    start: int | None = 0
    while start is not None:
        reply = api.get(f"{path}?as={viewer}&from={start}&limit=37", headers=bearer(token))
        assert reply.status == 200, reply
        steps += reply.json["steps"]
        start = reply.json["next"]
    return steps


def comparable(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in VOLATILE}


@pytest.mark.parametrize(
    ("game", "players", "seed"),
    [pytest.param("biblios", 3, 11, marks=pytest.mark.slow), ("1347", 3, 5)],
)  # the quick loop replays 1347's game (1 s of CPU; Biblios's, 2 s)
def test_a_replay_shows_each_seat_what_it_saw_at_each_step(
    app: Flask, game: str, players: int, seed: int
) -> None:
    """A random game of each game, replayed as each seat: every step's view is the one the seat
    was shown live at that version (whenever the step is the first after a write: the state
    between a person's move and the bots' after it was never shown to anyone), and every
    event is as the seat read it live. Only ``as=all`` shows more."""
    api = Api(app.test_client())
    rnd = random.Random(seed)
    created = create(api, game, players, seed)
    seen: dict = {}
    play_to_end(app, api, created, rnd, seen)
    path = f"/v1/games/{created['id']}/replay"
    tokens = [s["token"] for s in created["seats"]]
    compared_views = compared_events = 0
    for seat in range(players):
        steps = replay_steps(api, path, seat, tokens[(seat + 1) % players])
        assert [s["index"] for s in steps] == list(range(len(steps)))
        assert steps[-1]["seat"] is None and steps[-1]["action"] is None
        previous = -1
        for step in steps[:-1]:
            assert step["view"]["seat"] == seat
            live = seen.get(("view", seat, step["version"]))
            if step["version"] != previous and live is not None:
                assert comparable(step["view"]) == comparable(live), (seat, step["index"])
                compared_views += 1
            previous = step["version"]
            for event in step["events"]:
                shown = seen.get(("event", seat, event["seq"]))
                if shown is not None and event["type"] != "game_over":
                    assert event == shown, (seat, event)
                    compared_events += 1
    assert compared_views > 10 and compared_events > 50
    everything = replay_steps(api, path, "all", tokens[0])
    own = replay_steps(api, path, 0, tokens[0])
    assert len(everything) == len(own)
    assert any(a["view"] != b["view"] for a, b in zip(everything[1:-1], own[1:-1], strict=True))


def test_the_documented_export_document_replays(app: Flask) -> None:
    """``POST /v1/replays``' example in the reference is a real export document: it passes the
    verifier's checks and replays to its end, as each seat and with everything shown."""
    api = Api(app.test_client())
    document = REPLAY_EXPORT_EXAMPLE
    for viewer in ("all", *range(document["players"])):
        steps, start = [], 0
        while start is not None:
            reply = api.post(f"/v1/replays?as={viewer}&from={start}", document)
            assert reply.status == 200, reply
            steps += reply.json["steps"]
            start = reply.json["next"]
        assert len(steps) == len(document["actions"]) + 1
        assert steps[-1]["seat"] is None and steps[-1]["view"]["result"] is not None


def test_a_replay_is_read_with_a_token_once_the_game_is_over(app: Flask) -> None:
    api = Api(app.test_client())
    created = create(api, "biblios", 2, 3)
    path = f"/v1/games/{created['id']}"
    token = created["seats"][0]["token"]
    assert_problem(api.get(f"{path}/replay?as=0", headers=bearer(token)), 404, "not_found")
    play_to_end(app, api, created, random.Random(3))
    assert_problem(api.get(f"{path}/replay?as=0"), 401, "invalid_token")
    assert_problem(api.get(f"{path}/replay?as=2", headers=bearer(token)), 404, "not_found")
    bad = assert_problem(
        api.get(f"{path}/replay?as=9", headers=bearer(token)), 400, "invalid_request"
    )
    assert "as" in bad["errors"]
    reply = api.get(f"{path}/replay?as=all&lang=fr&limit=5", headers=bearer(token))
    assert reply.status == 200 and reply.headers["Content-Language"] == "fr"
    assert reply.json["next"] == 5 and len(reply.json["steps"]) == 5
    assert reply.json["game"] == "biblios" and reply.json["players"] == 2


def test_a_replay_of_an_export_document_is_the_stored_games_replay(app: Flask) -> None:
    """A 4-player game's document is over the 16 KiB of other requests' bodies: the replay
    reads it all the same."""
    api = Api(app.test_client())
    created = create(api, "biblios", 4, 8)
    play_to_end(app, api, created, random.Random(8))
    path = f"/v1/games/{created['id']}"
    token = created["seats"][1]["token"]
    document = api.get(f"{path}/export").json
    assert len(json.dumps(document)) > app.config["MAX_CONTENT_LENGTH"]
    stored = api.get(f"{path}/replay?as=1&limit=100", headers=bearer(token)).json
    exported = api.post("/v1/replays?as=1&limit=100", document).json
    for a, b in zip(stored["steps"], exported["steps"], strict=True):
        assert a["events"] == b["events"] and a["action"] == b["action"]
        assert a["view"]["hands"] == b["view"]["hands"]
    tampered = {**document, "actions": document["actions"][:-3]}
    problem = assert_problem(api.post("/v1/replays?as=1", tampered), 422, "export_invalid")
    assert problem["params"]["check"] in ("unfinished", "result")


def test_a_game_without_hints_refuses_one(app: Flask) -> None:
    api = Api(app.test_client())
    created = create(api, "biblios", 2, 4)
    assert created["view"]["hints"] is False
    token = created["seats"][0]["token"]
    reply = api.post(f"/v1/games/{created['id']}/hint", headers=bearer(token))
    assert_problem(reply, 422, "hints_off")


def test_a_hint_waits_for_the_worker_a_moment_at_most(app: Flask, redis_url: str) -> None:
    """No worker serves the bots' queue: the request gives up after 3 s (503 with Retry-After)
    and nothing is logged. It waits blocked on the job's result stream, not polling: a few
    commands to Redis in its 3 s (polling every 20 ms sent some 300)."""
    api = Api(app.test_client())
    created = create(api, "biblios", 2, 4, hints=True)
    seat = created["view"]["to_act"][0]
    server = redis.Redis.from_url(redis_url)
    before = redis_commands(server)
    began = time.monotonic()
    reply = api.post(
        f"/v1/games/{created['id']}/hint", headers=bearer(created["seats"][seat]["token"])
    )
    assert 2.9 <= time.monotonic() - began < 6
    sent = redis_commands(server) - before
    assert_problem(reply, 503, "hint_unavailable")
    assert int(reply.headers["Retry-After"]) >= 1
    assert stored_table(app, created["id"]).log.count("?") == 0
    assert sent["xread"] <= 8 and sent.total() < 60, sent


def redis_commands(server: redis.Redis) -> Counter[str]:
    """How many commands of each kind the server has run (``INFO commandstats``)."""
    stats = server.info("commandstats")
    return Counter({name.removeprefix("cmdstat_"): entry["calls"] for name, entry in stats.items()})


@pytest.mark.servers
def test_a_hint_is_the_experts_choice_from_the_seats_view(app: Flask, redis_url: str) -> None:
    """The worker searches the asking seat's view (the engine's own hint of that view); every
    seat is told (``hint_given``), the export counts it; a seat without a decision is refused."""
    api = Api(app.test_client())
    created = create(api, "biblios", 3, 21, hints=True)
    game_id = created["id"]
    path = f"/v1/games/{game_id}"
    assert created["view"]["hints"] is True
    seat = created["view"]["to_act"][0]
    other = (seat + 1) % 3
    tokens = [s["token"] for s in created["seats"]]
    refused = assert_problem(
        api.post(f"{path}/hint", headers=bearer(tokens[other])), 422, "not_your_turn"
    )
    assert refused["params"]["waiting_for"] == [seat]
    table = stored_table(app, game_id)
    expected = engine_hint(table.game, table.game.view(table.state, seat))
    with WorkerProcess(redis_url, roles=("bots",)) as worker:
        for _ in range(10):  # a busy machine: ask again after Retry-After, as a client does
            reply = api.post(f"{path}/hint", headers=bearer(tokens[seat]))
            if reply.status != 503:
                break
            time.sleep(int(reply.headers["Retry-After"]))
        assert reply.status == 200, (reply, worker.log_tail())
    assert reply.json == expected
    assert set(reply.json) == {"action", "chance", "alternatives"}
    assert 0 <= reply.json["chance"] <= 1 and len(reply.json["alternatives"]) <= 3
    for token in tokens:
        events = api.get(f"{path}/events", headers=bearer(token)).json["events"]
        assert [e["seat"] for e in events if e["type"] == "hint_given"] == [seat]
    play_to_end(app, api, created, random.Random(2))
    document = api.get(f"{path}/export").json
    assert document["hints"] is True
    assert [s.get("hints", 0) for s in document["seats"]] == [int(s == seat) for s in range(3)]


@pytest.mark.servers
def test_the_experts_review_is_queued_on_the_worker(app: Flask, redis_url: str) -> None:
    """A person who resigned at once has no decision to review: the review is ready quickly,
    asked for again it is the same; before the end it is refused."""
    api = Api(app.test_client())
    body = {"game": "biblios", "seats": [{"name": "Ana"}, {"bot": "greedy"}], "seed": 2}
    created = api.post("/v1/games", body).json
    path, token = f"/v1/games/{created['id']}", created["seats"][0]["token"]
    assert_problem(api.post(f"{path}/review", headers=bearer(token)), 409, "game_not_over")
    assert api.post(f"{path}/actions", {"type": "resign"}, headers=bearer(token)).status == 200
    assert_problem(api.get(f"{path}/review", headers=bearer(token)), 404, "not_found")
    asked = api.post(f"{path}/review", headers=bearer(token))
    assert asked.status == 202 and asked.json == {"status": "pending"}
    assert asked.headers["Location"] == f"{path}/review"
    with WorkerProcess(redis_url, roles=("bots",)) as worker:
        end = time.time() + 60
        while api.get(f"{path}/review", headers=bearer(token)).json["status"] != "ready":
            assert time.time() < end, worker.log_tail()
            time.sleep(0.1)
    ready = api.get(f"{path}/review", headers=bearer(token)).json
    assert ready == {"status": "ready", "seats": [{"seat": 0, "decisions": [], "complete": True}]}
    assert api.post(f"{path}/review", headers=bearer(token)).json == ready
    assert get_game("biblios").expert is not None


@pytest.fixture
def small_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reviews that search 2 worlds a decision, whatever the seat's budget has left: a direct
    search of one decision needs no share of it to find the same figures."""
    for game in (get_game("biblios"), get_game("1347")):
        hint = replace(game.expert.hint, min_worlds=2, max_worlds=2)
        monkeypatch.setattr(type(game), "expert", replace(game.expert, hint=hint))


def services_with(app: Flask, config: Config) -> Services:
    """The app's own services (its store, the same Redis), with ``config``: what the review's
    job on the bots' worker runs with."""
    return dataclasses.replace(services_of(app), config=config)


@pytest.mark.usefixtures("small_reviews")
@pytest.mark.parametrize(
    ("game", "players", "seed"),
    [pytest.param("biblios", 2, 4, marks=pytest.mark.slow), ("1347", 4, 4)],
)  # the quick loop reviews 1347's game (1 s of CPU; Biblios's, 2.4 s)
def test_the_kept_reviews_figures_are_a_direct_searchs_from_the_seats_view(
    app: Flask, game: str, players: int, seed: int
) -> None:
    """A finished game of people, reviewed by the review's job (``review_and_keep``, in this
    process) and read with ``GET /v1/games/{id}/review``: at a few decisions of each seat, the
    step the review names is that seat's move in the replay, and the expert's choice and both
    chances are those of the engine's search run directly on the seat's view before that step,
    with the review's seed. Under a CPU bound too small for a whole seat, each seat's review is
    the beginning of the full one, the same figures, and says it is not complete."""
    api = Api(app.test_client())
    created = create(api, game, players, seed)
    play_to_end(app, api, created, random.Random(seed))
    path, token = f"/v1/games/{created['id']}", created["seats"][0]["token"]
    assert api.post(f"{path}/review", headers=bearer(token)).status == 202
    review_and_keep(services_with(app, Config()), created["id"])
    kept = api.get(f"{path}/review", headers=bearer(token)).json
    assert kept["status"] == "ready"
    assert [s["seat"] for s in kept["seats"]] == list(range(players))
    steps = replay_steps(api, f"{path}/replay", "all", token)
    table = stored_table(app, created["id"])
    engine_game, expert = table.game, table.game.expert
    fresh, _ = table.restarted()
    views = {}
    for index, text in enumerate(table.log.split()):
        entry = fresh.read_entry(text)
        if entry.seat is not None:
            views[index] = engine_game.view(fresh.state, entry.seat)
        fresh.apply_entry(entry)
    token_of = lambda action: engine_game.parse_action(action).token()  # noqa: E731
    checked = 0
    for reviewed in kept["seats"]:
        seat, decisions = reviewed["seat"], reviewed["decisions"]
        assert reviewed["complete"] and decisions, reviewed
        for decision in decisions[:: max(1, len(decisions) // 3)]:
            step = steps[decision["index"]]
            assert step["seat"] == seat and token_of(step["action"]) == token_of(decision["played"])
            view = views[decision["index"]]
            assert view["seat"] == seat
            candidates = expert.candidates(view)
            tokens = [token_of(c) for c in candidates]
            if token_of(decision["played"]) not in tokens:
                candidates.append(decision["played"])
                tokens.append(token_of(decision["played"]))
            direct = evaluate(
                engine_game,
                view,
                candidates,
                expert.determinize,
                expert.rollout(seat),
                advice_random(view, SEED),
                expert.hint,
                expert.horizon,
            )
            chosen = direct.advised(expert.hint.confidence)
            assert decision["expert"] == candidates[chosen], (seat, decision["index"])
            assert decision["chance_expert"] == direct.chance(chosen)
            played = tokens.index(token_of(decision["played"]))
            assert decision["chance_played"] == direct.chance(played)
            checked += 1
    assert checked >= 2 * players

    review_and_keep(services_with(app, Config(review_cpu_seconds=0.01)), created["id"])
    cut = api.get(f"{path}/review", headers=bearer(token)).json
    for full, short in zip(kept["seats"], cut["seats"], strict=True):
        assert short["decisions"] and short["complete"] is (short["decisions"] == full["decisions"])
        assert short["decisions"] == full["decisions"][: len(short["decisions"])]
    assert sum(not short["complete"] for short in cut["seats"]) >= players - 1


@pytest.mark.parametrize("game", ["biblios", "1347"])
def test_a_tutorial_played_over_http_shows_every_lesson_once(app: Flask, game: str) -> None:
    """``"tutorial": true``: the game's fixed deal and scripted bots, the caller's seat the
    learner's; played to its end by the greedy bot in the learner's seat, the learner's views
    show each declared lesson once, with its rule; the other seats' views show none."""
    api = Api(app.test_client())
    types = {t["id"]: t for t in api.get("/v1/game-types").json["games"]}
    assert types[game]["tutorial"] is True
    tutorial = get_game(game).info.tutorial
    refused = api.post("/v1/games", {"game": game, "tutorial": True, "players": 2})
    assert "players" in assert_problem(refused, 400, "invalid_request")["errors"]
    clocks = {
        "game": game,
        "tutorial": True,
        "turn_seconds": 60,
        "clock": {"type": "days", "days": 2},
    }
    assert (
        "clock" in assert_problem(api.post("/v1/games", clocks), 400, "invalid_request")["errors"]
    )
    reply = api.post("/v1/games", {"game": game, "tutorial": True, "hints": True})
    assert reply.status == 201, reply
    created = reply.json
    learner = tutorial.learner
    assert [s["token"] is not None for s in created["seats"]] == [
        bot is None for bot in tutorial.seats
    ]
    assert created["view"]["hints"] is True and "lesson" not in created["view"]
    path, token = f"/v1/games/{created['id']}", created["seats"][learner]["token"]
    seen: list[dict] = []
    for _ in range(2000):
        view = api.get(path, headers=bearer(token)).json
        if "lesson" in view:
            seen.append(view["lesson"])
        table = stored_table(app, created["id"])
        if table.is_over():
            break
        engine_view = table.game.view(table.state, learner)
        action = table.game.bots["greedy"](
            engine_view, engine_view["legal_actions"], random.Random(0)
        )
        assert api.post(f"{path}/actions", action, headers=bearer(token)).status == 200
    assert table.is_over()
    declared = {lesson.code: lesson.rule for lesson in tutorial.lessons}
    assert sorted(lesson["code"] for lesson in seen) == sorted(declared)  # each once
    assert all(lesson["rule"] == declared[lesson["code"]] for lesson in seen)
    assert all(lesson["rule"] in lesson["text"] for lesson in seen)
    assert len({lesson["text"] for lesson in seen}) == len(seen)  # each its own sentence
    ru = api.get(f"{path}?lang=ru", headers=bearer(token)).json.get("lesson")
    if ru is not None:  # the end's lesson, in Russian: the game's sentence for its code
        assert ru["text"] == game_localizer("ru", game).lesson(ru["code"], ru["rule"])
        sections = {s["id"] for s in api.get(f"/v1/rules/{game}?lang=ru").json["sections"]}
        assert ru["section"] in sections and f"{ru['rule']})" in ru["text"]


@pytest.mark.parametrize("game", ["biblios", "1347"])
def test_every_lesson_has_its_sentence_in_every_language(game: str) -> None:
    """Each lesson of the game's tutorial reads as a sentence of its own in en, es, fr and ru
    (translated, not the English msgid), quoting its rule's number ("(rule R19)")."""
    lessons = get_game(game).info.tutorial.lessons
    msgids = game_localizer("en", game).vocabulary.lesson_texts
    assert sorted(lesson.code for lesson in lessons) == sorted(msgids)
    for lang in SUPPORTED:
        loc = game_localizer(lang, game)
        texts = [loc.lesson(lesson.code, lesson.rule) for lesson in lessons]
        assert len(set(texts)) == len(texts), lang
        for lesson, text in zip(lessons, texts, strict=True):
            assert f" {lesson.rule})" in text, (lang, lesson.code, text)
            msgid = msgids[lesson.code]
            assert lang == "en" or loc.gettext(msgid) != msgid, (lang, lesson.code)
