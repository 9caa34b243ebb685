"""The Python library (clients/python) against the real server: gunicorn, the private Redis and
a worker for the clocks, over real HTTP.

Whole games of Biblios and 1347 in the four languages, a person's seat played through the
library beside bots while the seat follows the game live (sync and asyncio streams: every event
of the log comes once, in order, and the stream ends on ``event: end``); a clock that runs out
three times, the seat taken over and reclaimed; a resign; a stream broken by gunicorn replacing
its workers (SIGHUP) that resumes with Last-Event-ID; problems as typed errors; a portal's
listing and token re-issue; the generated code up to date; the wheel built and imported.
"""

from __future__ import annotations

import asyncio
import filecmp
import inspect
import logging
import random
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
import typing
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import requests

from support.gunicorn_server import GunicornServer
from tests.api.helpers import committed_document
from tests.api.portal_support import PortalCredentials
from tests.contract.test_python_client import action_1347, biblios_action

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "clients" / "python"
sys.path.insert(0, str(LIBRARY))

import biblios_api_client as lib  # noqa: E402
from biblios_api_client import models as m  # noqa: E402
from biblios_api_client.errors import PARAMS_MODELS  # noqa: E402
from biblios_api_client.generated.types import UNSET  # noqa: E402


class Models:
    """The library's generated models by name, as tests/contract's action helpers take them."""

    def __getattr__(self, name: str) -> Any:
        return getattr(m, name)


MODELS = Models()


@pytest.fixture
def api(server: GunicornServer, server_redis: str) -> Iterator[lib.Biblios]:
    with lib.Biblios(server.url, retry=lib.Retry(backoff=0.2)) as client:
        yield client


def decide(view: Any, rnd: random.Random) -> Any:
    """A legal decision for the seat's view, as the generated models."""
    template = rnd.choice(view.legal_actions)
    if isinstance(view, m.ViewBiblios):
        return biblios_action(MODELS, view, template, rnd)
    return action_1347(MODELS, template, rnd)


def create(
    api: lib.Biblios, keys: PortalCredentials, game: str, seats: list[dict], lang: str, **more: Any
) -> m.CreateGameResponse:
    body = {"game": game, "seats": seats, "seed": 7, **more}
    created = api.create(body, portal_key=keys.key, lang=lang)
    assert isinstance(created, m.CreateGameResponse)
    assert isinstance(created.view, m.ViewBiblios if game == "biblios" else m.View1347)
    return created


class Follower:
    """A thread following a game through ``Stream`` from its first event."""

    def __init__(self, api: lib.Biblios, game_id: str, token: str, lang: str) -> None:
        # the creation's events, at version 0: Last-Event-ID 0 streams them too
        assert api.events(game_id, token).events and api.game(game_id, token).version == 0
        self.before = 0
        self.stream = api.stream(game_id, token, last_event_id="0", lang=lang)
        self.updates: list[m.StreamUpdate] = []
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            for update in self.stream:
                self.updates.append(update)
        except BaseException as exc:  # reported by the test
            self.error = exc

    def wait_for(self, version: int, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while not (self.updates and self.updates[-1].version >= version):
            assert self.error is None, self.error
            assert time.monotonic() < deadline, f"no update for version {version}"
            time.sleep(0.05)

    def finish(self, timeout: float = 60) -> list[Any]:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the stream did not end"
        assert self.error is None, self.error
        return [event for update in self.updates for event in update.events]


def assert_same_log(
    api: lib.Biblios, game_id: str, token: str, streamed: list[Any], before: int
) -> None:
    """The stream's events are the log's from ``before`` (0: the creation's too, which
    Last-Event-ID 0 includes), each once, in order."""
    log = api.events(game_id, token)
    assert isinstance(log, m.EventsResponse)
    seen = [(e.seq, e.type_.value) for e in streamed]
    assert seen == [(e.seq, e.type_.value) for e in log.events[before:]]
    # parsed by type (lib.fast) as the generated code's trying every model gives it
    auth = {"Authorization": f"Bearer {token}"}
    raw = requests.get(f"{api.base_url}/v1/games/{game_id}/events", headers=auth, timeout=10)
    assert log == m.EventsResponse.from_dict(raw.json())
    raw = requests.get(f"{api.base_url}/v1/games/{game_id}", headers=auth, timeout=10)
    generated = m.ViewBiblios.from_dict if raw.json()["game"] == "biblios" else m.View1347.from_dict
    assert api.game(game_id, token) == generated(raw.json())


GAMES = [
    ("biblios", "en", ["greedy"]),
    ("biblios", "es", ["random", "easy"]),
    ("biblios", "fr", ["greedy", "random", "easy"]),
    ("biblios", "ru", ["greedy"]),
    ("1347", "en", ["greedy", "random"]),
    ("1347", "es", ["greedy"]),
    ("1347", "fr", ["easy", "greedy", "random"]),
    ("1347", "ru", ["random"]),
]


@pytest.mark.parametrize(("game", "lang", "bots"), GAMES)
def test_a_seat_plays_a_whole_game_beside_bots_and_follows_it_live(
    api: lib.Biblios, keys: PortalCredentials, game: str, lang: str, bots: list[str]
) -> None:
    seats = [{"name": "Ana", "external_id": f"ana-{game}-{lang}"}] + [{"bot": b} for b in bots]
    created = create(api, keys, game, seats, lang)
    token, rnd = created.seats[0].token, random.Random(f"{game}{lang}")
    follower = Follower(api, created.id, token, lang)
    resign_at = 6 if lang == "ru" else None  # one game of each ends with the person resigning
    moves, stale_decisions = 0, []

    def again(view: Any) -> Any:
        stale_decisions.append(view.version)
        return decide(view, rnd) if 0 in view.to_act else None

    while True:
        view = api.game(created.id, token, lang=lang)
        assert view.seat == 0
        if view.result is not None:
            break
        if 0 not in view.to_act:
            time.sleep(0.02)  # 1347: the others' simultaneous decisions
            continue
        if moves == resign_at:
            answer = api.resign(created.id, token, lang=lang)
            assert any(e.type_.value == "resigned" for e in answer.events)
            break
        # the first decision is sent against a version the game has left: re-read, re-decide
        version = view.version + 1000 if moves == 0 else view.version
        answer = api.act(
            created.id, decide(view, rnd), token, version=version, on_stale=again, lang=lang
        )
        assert isinstance(answer, m.ActionResponse) and answer.events
        moves += 1
        assert moves < 2000
    assert stale_decisions, "the stale version was not decided again"

    final = api.game(created.id, lang=lang)
    while final.result is None:  # after a resign, the bots finish the game
        time.sleep(0.05)
        final = api.game(created.id, lang=lang)
    streamed = follower.finish()
    assert follower.stream.end == m.StreamEnd(version=final.version)
    assert follower.updates[-1].view.result is not None
    assert_same_log(api, created.id, token, streamed, follower.before)

    export = api.export(created.id, lang=lang)
    assert isinstance(export, m.GameExportBiblios if game == "biblios" else m.GameExport1347)
    statuses = {seat.seat: seat.status.value for seat in export.result.seats}
    assert statuses[0] == ("resigned" if resign_at is not None else "playing")

    # the portal's listing finds the game by its player's external id
    listed = list(api.all_games(keys.key, external_id=f"ana-{game}-{lang}"))
    assert [g.id for g in listed] == [created.id]


def test_the_asyncio_client_plays_and_streams(
    server: GunicornServer, server_redis: str, keys: PortalCredentials
) -> None:
    async def play() -> None:
        async with lib.AsyncBiblios(server.url, lang="fr") as api:
            body = {"game": "1347", "seats": [{"name": "Ana"}, {"bot": "greedy"}], "seed": 3}
            created = await api.create(body, portal_key=keys.key)
            token, rnd = created.seats[0].token, random.Random(3)
            before = 0  # Last-Event-ID 0: the creation's events (version 0's) included
            stream = api.stream(created.id, token, last_event_id="0")
            streamed: list[Any] = []
            stale_views: list[Any] = []  # the views on_stale was given

            async def follow() -> None:
                async for update in stream:
                    assert isinstance(update, m.StreamUpdate)
                    streamed.extend(update.events)

            following = asyncio.create_task(follow())
            while True:
                view = await api.game(created.id, token)
                if view.result is not None:
                    break
                if 0 in view.to_act:
                    stale = view.version + 5 if not stale_views else view.version

                    async def again(fresh: Any) -> Any:  # the asyncio client's hooks are async
                        stale_views.append(fresh)
                        return decide(fresh, rnd)

                    await api.act(
                        created.id, decide(view, rnd), token, version=stale, on_stale=again
                    )
                else:
                    await asyncio.sleep(0.02)
            await asyncio.wait_for(following, 30)
            assert stream.end == m.StreamEnd(version=view.version)
            log = await api.events(created.id, token)
            assert [e.seq for e in streamed] == [e.seq for e in log.events[before:]]
            assert len(stale_views) == 1 and isinstance(stale_views[0], m.View1347)
            export = await api.export(created.id)
            assert isinstance(export, m.GameExport1347)

    # In a thread of its own: a test process that has driven Playwright's sync API has an event
    # loop running in its main thread, where asyncio.run refuses to start another.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, play()).result()


@pytest.mark.servers
def test_a_hint_a_replay_and_a_review_through_the_library(
    api: lib.Biblios, keys: PortalCredentials
) -> None:
    """The learning calls (play-contract, "Learning"): a hint from the worker, the finished
    game's replay page by page, its review queued and read back."""
    seats = [{"name": "Ana"}, {"bot": "greedy"}]
    created = create(api, keys, "biblios", seats, "en", hints=True)
    game_id, token = created.id, created.seats[0].token
    advice = api.hint(game_id, token)
    assert isinstance(advice, m.HintResponse) and len(advice.alternatives) <= 3
    api.resign(game_id, token)
    page = api.replay(game_id, 0, token, limit=10)
    assert isinstance(page, m.ReplayPage) and page.next_ == 10 and len(page.steps) == 10
    assert page.steps[0].action.to_dict() == {"type": "hint"}
    everything = api.replay(game_id, "all", keys.key, start=page.next_)
    while everything.next_ is not None:  # page by page to the game's end
        everything = api.replay(game_id, "all", keys.key, start=everything.next_)
    assert everything.steps[-1].seat is None
    exported = api.replay_export(api.export(game_id, token).to_dict(), 0, limit=10)
    assert [s.action.to_dict() for s in exported.steps] == [s.action.to_dict() for s in page.steps]
    assert api.request_review(game_id, token).status.value in ("pending", "ready")
    end = time.time() + 60
    while (review := api.review(game_id, token)).status.value != "ready":
        assert time.time() < end
        time.sleep(0.2)
    assert [seat.seat for seat in review.seats] == [0]


def actor_token(created: Any) -> str:
    """The token of the seat the new game waits for."""
    return created.seats[created.view.to_act[0]].token


def test_problems_are_typed_errors_with_code_and_params(
    api: lib.Biblios, keys: PortalCredentials
) -> None:
    created = create(api, keys, "biblios", [{"name": "Ana"}, {"name": "Boris"}], "en")
    waiting = next(seat for seat in created.seats if seat.seat not in created.view.to_act)
    details = set()
    for lang in ("en", "es", "fr", "ru"):
        with pytest.raises(lib.Unprocessable) as refused:
            api.act(created.id, {"type": "place", "to": "public"}, waiting.token, lang=lang)
        assert refused.value.code == "not_your_turn" and refused.value.status == 422
        assert isinstance(refused.value.problem, m.ProblemOut)
        typed = refused.value.typed_params  # ProblemParams' model of the code
        assert isinstance(typed, m.NotYourTurnProblemParams)
        assert typed.waiting_for == created.view.to_act[0]
        by_code = lib.params_of(refused.value, "not_your_turn")  # typed by its code
        assert by_code is typed and lib.params_of(refused.value, "stale_version") is None
        details.add(refused.value.detail)
    assert len(details) == 4  # in each language
    with pytest.raises(lib.Conflict) as playing:
        api.reclaim(created.id, waiting.seat, waiting.token)
    assert playing.value.code == "seat_not_taken_over"
    assert playing.value.params == {"seat": waiting.seat}
    assert playing.value.typed_params == m.SeatNotTakenOverProblemParams(seat=waiting.seat)
    with pytest.raises(lib.StaleVersion) as stale:
        api.act(
            created.id,
            {"type": "place", "to": "public"},
            created.seats[0].token,
            version=created.version + 5,
        )
    assert stale.value.code == "stale_version"
    with pytest.raises(lib.NotFound):
        api.game("no-such-game")
    with pytest.raises(lib.Conflict) as early:
        api.export(created.id)
    assert early.value.code == "game_not_over"
    with pytest.raises(lib.Unauthorized) as no_key:
        api.games("not-a-portal-key")
    assert no_key.value.code == "invalid_portal_key" and "portal key" in str(no_key.value)
    with pytest.raises(lib.BadRequest) as bad:
        api.create({"game": "biblios", "players": 9, "names": ["x" * 99]}, portal_key=keys.key)
    assert "names.0" in bad.value.detail and "players" in bad.value.detail  # the fields named
    assert "players: " in str(bad.value) and "names.0: " in str(bad.value)  # and their errors
    with pytest.raises(lib.NotFound) as unsupported:
        api.preview(created.id, {"type": "place", "to": "public"}, actor_token(created))
    assert unsupported.value.code == "not_supported_by_game"
    assert unsupported.value.params == {"game": "biblios", "operation": "preview"}
    with pytest.raises(lib.Unauthorized):
        list(api.stream(created.id, "not-a-token"))
    # an action resent with its key is answered as the first time, not applied twice
    actor = created.seats[created.view.to_act[0]]
    view = api.game(created.id, actor.token)
    action = decide(view, random.Random(1))
    first = api.act(created.id, action, actor.token, idempotency_key="k-1")
    again = api.act(created.id, action, actor.token, idempotency_key="k-1")
    assert again.view.version == first.view.version
    with pytest.raises(lib.Unprocessable) as reused:
        api.act(created.id, {"type": "resign"}, actor.token, idempotency_key="k-1")
    assert reused.value.code == "idempotency_key_reused" and reused.value.params == {"key": "k-1"}
    # so is a creation: the same key and body answer the same game and tokens
    body = {"game": "biblios", "players": 2}
    made = api.create(body, portal_key=keys.key, idempotency_key="c-1")
    remade = api.create(body, portal_key=keys.key, idempotency_key="c-1")
    assert remade.id == made.id
    assert [s.token for s in remade.seats] == [s.token for s in made.seats]
    with pytest.raises(lib.Unprocessable) as reused_key:
        api.create({**body, "players": 3}, portal_key=keys.key, idempotency_key="c-1")
    assert reused_key.value.code == "idempotency_key_reused"


def test_a_429_is_retried_after_its_retry_after(
    server: GunicornServer,
    server_redis: str,
    slow_keys: PortalCredentials,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The slow portal's second game within its window (3 s) is refused with Retry-After: the
    library waits as told and tries again; with one attempt only, the refusal is raised,
    typed."""
    body = {"game": "biblios", "seats": [{"name": "Ana"}, {"bot": "greedy"}]}
    with lib.Biblios(server.url, retry=lib.Retry(attempts=1)) as impatient:
        impatient.create(body, portal_key=slow_keys.key)
        with pytest.raises(lib.RateLimited) as refused:
            impatient.create(body, portal_key=slow_keys.key)
        assert refused.value.code == "rate_limited" and refused.value.retry_after is not None
    notices: list[lib.RetryNotice] = []
    with lib.Biblios(server.url, on_retry=notices.append) as patient:
        started = time.monotonic()
        with caplog.at_level(logging.DEBUG, logger="biblios_api_client"):
            ids = {patient.create(body, portal_key=slow_keys.key).id for _ in range(2)}
        assert len(ids) == 2 and time.monotonic() - started >= 0.5  # waited for the next window
    # the retry was told: to the hook, and in the log at debug level
    assert notices and notices[0].operation == "POST /v1/games" and notices[0].attempt == 1
    assert isinstance(notices[0].error, lib.RateLimited) and notices[0].wait > 0
    logged = [r.getMessage() for r in caplog.records if r.name == "biblios_api_client"]
    assert any(m.startswith("retrying POST /v1/games in ") and "429 rate_limited" in m
               for m in logged), logged  # fmt: skip


def test_a_reissued_token_ends_the_old_tokens_stream(
    api: lib.Biblios, keys: PortalCredentials
) -> None:
    created = create(api, keys, "biblios", [{"name": "Ana"}, {"bot": "greedy"}], "es")
    follower = Follower(api, created.id, created.seats[0].token, "es")
    follower.wait_for(created.version)
    fresh = api.reissue_token(created.id, 0, keys.key)
    assert isinstance(fresh, m.NewSeatToken) and fresh.seat == 0
    follower.finish(15)
    end = follower.stream.end
    assert isinstance(end, m.StreamEnd) and end.reason == m.StreamEndReason.TOKEN_REPLACED
    with pytest.raises(lib.Unauthorized):
        api.game(created.id, created.seats[0].token)
    assert api.game(created.id, fresh.token).seat == 0
    ticket = api.stream_ticket(created.id, fresh.token)
    assert isinstance(ticket, m.StreamTicket) and ticket.expires_in > 0


def test_a_clock_runs_out_the_seat_is_taken_over_and_reclaimed(
    api: lib.Biblios, keys: PortalCredentials
) -> None:
    """Seat 0 never plays: the worker times it out three times (5 s each), the greedy bot takes
    it over; its person takes it back through the library; both people then resign."""
    clock = {"type": "decision", "seconds": 5, "start_grace_seconds": 0}
    created = create(api, keys, "biblios", [{"name": "Ana"}, {"name": "Boris"}], "fr", clock=clock)
    absent, present = created.seats[0].token, created.seats[1].token
    follower = Follower(api, created.id, absent, "fr")
    rnd = random.Random(5)
    deadline = time.monotonic() + 90
    while True:
        assert time.monotonic() < deadline, "seat 0 was not taken over"
        view = api.game(created.id, present)
        if next(s for s in view.seats if s.seat == 0).status.value == "taken_over":
            break
        if 1 in view.to_act:
            api.act(created.id, decide(view, rnd), present, version=view.version, on_stale=None)
        time.sleep(0.2)
    answer = api.reclaim(created.id, 0, absent)
    assert isinstance(answer, m.ActionResponse)
    assert [e.type_.value for e in answer.events] == ["seat_reclaimed"]
    assert next(s for s in answer.view.seats if s.seat == 0).status.value == "playing"
    api.resign(created.id, absent)
    api.resign(created.id, present)
    streamed = follower.finish()
    kinds = [e.type_.value for e in streamed]
    assert kinds.count("timed_out") >= 3 and "seat_taken_over" in kinds
    assert kinds.index("seat_taken_over") < kinds.index("seat_reclaimed")
    assert_same_log(api, created.id, absent, streamed, follower.before)


def test_a_broken_stream_resumes_without_losing_or_repeating_an_event(
    api: lib.Biblios, keys: PortalCredentials, server: GunicornServer
) -> None:
    """gunicorn replaces its workers (SIGHUP, as on a deploy) while a seat follows its game and
    plays on: the stream reconnects with Last-Event-ID and the log comes through whole."""
    created = create(api, keys, "biblios", [{"name": "Ana"}, {"bot": "greedy"}], "ru")
    token, rnd = created.seats[0].token, random.Random(9)
    follower = Follower(api, created.id, token, "ru")
    follower.wait_for(created.version)
    assert server.process is not None
    moves = 0
    while True:
        view = api.game(created.id, token)
        if view.result is not None:
            break
        if 0 in view.to_act:
            api.act(created.id, decide(view, rnd), token, version=view.version)
            moves += 1
        if moves == 3 and follower.stream.reconnections == 0:
            server.process.send_signal(signal.SIGHUP)
            deadline = time.monotonic() + 30  # the reconnection is seen
            while follower.stream.reconnections == 0:
                assert time.monotonic() < deadline, "the stream did not break"
                time.sleep(0.05)
    streamed = follower.finish()
    assert follower.stream.reconnections >= 1
    assert follower.stream.end == m.StreamEnd(version=view.version)
    assert_same_log(api, created.id, token, streamed, follower.before)
    assert requests.get(server.url + "/v1/health", timeout=5).status_code == 200


@pytest.mark.parametrize("readme", ["README.md", "clients/python/README.md"])
def test_the_quickstart_plays_a_move_and_follows_the_game(
    server: GunicornServer, server_redis: str, keys: PortalCredentials, readme: str
) -> None:
    text = (ROOT / readme).read_text()
    start = text.index("```python\nfrom biblios_api_client import Biblios\n")
    snippet = text[start + len("```python\n") : text.index("```\n", start + 3)]
    assert len(snippet.splitlines()) <= 12
    snippet = snippet.replace("http://localhost:8000", server.url)
    snippet = snippet.replace('"greedy"}]})', f'"greedy"}}]}}, portal_key="{keys.key}")')
    scope: dict[str, Any] = {"print": lambda *args: None}
    exec(compile(snippet, readme, "exec"), scope)  # noqa: S102
    update = scope["update"]
    assert isinstance(update, m.StreamUpdate) and update.version > 0
    assert 0 in update.view.to_act


def test_the_generated_code_is_up_to_date(regenerated: Path) -> None:
    """scripts/clients regenerates into a temporary directory (``regenerated``, tests/clients/
    conftest.py): the same files as committed."""
    fresh = regenerated / "py"
    committed = LIBRARY / "biblios_api_client"
    for name in ("_version.py", "games.py", "problems.py"):  # problems.py: params_of's overloads
        assert (fresh / name).read_text() == (committed / name).read_text(), name

    def differences(compared: filecmp.dircmp) -> list[str]:
        found = [f"{compared.left}/{name}" for name in compared.diff_files]
        found += compared.left_only + compared.right_only
        for sub in compared.subdirs.values():
            found += differences(sub)
        return found

    generated = filecmp.dircmp(
        str(fresh / "generated"), str(committed / "generated"), ignore=["__pycache__"]
    )
    assert differences(generated) == [], "run scripts/clients and commit the result"
    api_version = committed_document()["info"]["version"]
    assert lib.__version__ == api_version


def test_the_action_aliases_are_the_document_s_unions() -> None:
    """``ActionBiblios`` and ``Action1347`` name the generated models of openapi.yaml's unions
    of the same names (the generated code has no type for a union component)."""
    schemas = committed_document()["components"]["schemas"]
    for alias, name in ((lib.ActionBiblios, "ActionBiblios"), (lib.Action1347, "Action1347")):
        members = {item["$ref"].rsplit("/", 1)[1] for item in schemas[name]["oneOf"]}
        assert {model.__name__ for model in typing.get_args(alias)} == members, name
    assert set(PARAMS_MODELS) == set(schemas["ProblemParams"]["properties"])


def test_the_template_aliases_are_the_views_legal_actions() -> None:
    """``TemplateBiblios`` and ``Template1347`` are the generated models a view's
    ``legal_actions`` holds; ``params_of`` has one overload per code of ``ProblemParams``."""
    for alias, view in ((lib.TemplateBiblios, m.ViewBiblios), (lib.Template1347, m.View1347)):
        annotation = str(view.__annotations__["legal_actions"])
        held = set(re.findall(r"\b\w+Template\w*", annotation))
        assert {model.__name__ for model in typing.get_args(alias)} == held, view.__name__
    assert lib.ViewBiblios is m.ViewBiblios and lib.View1347 is m.View1347
    schemas = committed_document()["components"]["schemas"]
    source = (LIBRARY / "biblios_api_client" / "problems.py").read_text()
    overloads = set(re.findall(r'code: Literal\["(\w+)"\]', source))
    assert overloads == set(schemas["ProblemParams"]["properties"])


def operations_of_the_document() -> set[str]:
    paths = committed_document()["paths"]
    methods = ("get", "put", "post", "patch", "delete")
    return {f"{m.upper()} {path}" for path, item in paths.items() for m in methods if m in item}


def test_every_operation_of_the_document_has_a_call_in_both_libraries() -> None:
    operations = operations_of_the_document()
    assert set(lib.OPERATIONS) == operations, "a call per operation (client.py OPERATIONS)"
    for name in set(lib.OPERATIONS.values()):
        assert callable(getattr(lib.Biblios, name, None)), name
        call = getattr(lib.AsyncBiblios, name, None)
        assert callable(call), name
        assert name == "stream" or inspect.iscoroutinefunction(call), name
    source = (ROOT / "clients" / "typescript" / "src" / "client.ts").read_text()
    block = source[source.index("export const OPERATIONS") :]
    block = block[: block.index("\n};")]
    typescript = dict(re.findall(r'"([A-Z]+ [^"]+)": "(\w+)"', block))
    assert set(typescript) == operations, "a call per operation (client.ts OPERATIONS)"
    for name in set(typescript.values()):
        assert re.search(rf"^  (async )?\*?{name}[<(]", source, re.M), name


def test_the_reference_calls(server: GunicornServer) -> None:
    """Game types, catalogs, rules and health, in both libraries' Python one (sync, asyncio)."""
    with lib.Biblios(server.url, lang="es") as api:
        types = api.game_types()
        assert {game.id for game in types.games} == {"biblios", "1347"}
        assert isinstance(api.catalog("biblios"), m.CatalogBiblios)
        assert isinstance(api.catalog("1347", lang="fr"), m.Catalog1347)
        assert isinstance(api.rules("1347"), m.Rules) and isinstance(api.health(), m.Health)
        with pytest.raises(ValueError, match="no game 'chess'"):
            api.catalog("chess")

    async def read() -> tuple[Any, ...]:
        async with lib.AsyncBiblios(server.url) as api:
            return await api.game_types(), await api.rules("biblios"), await api.health()

    with ThreadPoolExecutor(1) as pool:
        types, rules, health = pool.submit(asyncio.run, read()).result()
    assert isinstance(types, m.GameTypes) and isinstance(rules, m.Rules)
    assert isinstance(health, m.Health)


def test_a_stream_drops_what_it_delivered_already() -> None:
    """What a reconnection could bring twice (the creation's events again after
    ``Last-Event-ID: 0`` at version 0, a version already shown) is not delivered again."""
    from biblios_api_client.client import _Delivered

    delivered = _Delivered()
    created = {"version": 0, "view": {}, "events": [{"seq": 1}, {"seq": 2}]}
    assert delivered.fresh(created) == created
    assert delivered.fresh(created) is None  # reconnected with "0" before the first move
    moved = {"version": 3, "view": {}, "events": [{"seq": 2}, {"seq": 3}]}
    assert delivered.fresh(moved) == {**moved, "events": [{"seq": 3}]}
    assert delivered.fresh({"version": 3, "view": {}, "events": []}) is None
    assert delivered.fresh({"version": 4, "view": {}, "events": []}) is not None


def test_a_regional_language_tag_is_sent_as_its_language() -> None:
    """The document's `lang` is the `Lang` enum; the library sends `fr-CA` as `fr`, as the
    server reads it, and leaves out a value that is no language of the API."""
    with lib.Biblios("http://biblios.test") as api:
        assert api._lang("fr-CA") == m.Lang.FR and api._lang("es_MX") == m.Lang.ES
        assert api._lang("ru") == m.Lang.RU and api._lang(m.Lang.EN) == m.Lang.EN
        assert api._lang("english") is UNSET and api._lang(None) is UNSET


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The library's wheel, built offline from a copy of its sources (once for this module's
    two tests: each only reads it)."""
    tmp_path = tmp_path_factory.mktemp("wheel")
    source = tmp_path / "src"
    shutil.copytree(
        LIBRARY, source, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__")
    )
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
         "-w", str(tmp_path / "dist"), str(source)],
        capture_output=True,
        text=True,
        timeout=300,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout + built.stderr
    wheels = list((tmp_path / "dist").glob("*.whl"))
    assert [w.name for w in wheels] == [f"biblios_api_client-{lib.__version__}-py3-none-any.whl"]
    return wheels[0]


def test_the_wheel_builds_offline_and_imports(tmp_path: Path, wheel: Path) -> None:
    check = (
        "import sys; sys.path.insert(0, sys.argv[1]); import biblios_api_client as b; "
        "assert b.__file__.startswith(sys.argv[1]), b.__file__; "
        "from biblios_api_client.models import View1347; "
        "print(b.__version__, b.Biblios.__name__, b.AsyncBiblios.__name__)"
    )
    imported = subprocess.run(
        [sys.executable, "-c", check, str(wheel)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout.split() == [lib.__version__, "Biblios", "AsyncBiblios"]


def dependencies_of(*names: str) -> dict[str, list[Path]]:
    """The installed distributions ``names`` need (their requirements' closure, markers
    evaluated here), each with its top-level modules' paths."""
    from importlib import metadata

    from packaging.requirements import Requirement

    found: dict[str, list[Path]] = {}
    wanted = list(names)
    while wanted:
        requirement = Requirement(wanted.pop())
        if requirement.marker and not requirement.marker.evaluate({"extra": ""}):
            continue
        dist = metadata.distribution(requirement.name)
        name = dist.metadata["Name"].lower()
        if name in found:
            continue
        tops = {f.parts[0] for f in dist.files or () if f.parts[0] != ".."}
        found[name] = [
            Path(str(dist.locate_file(top)))
            for top in sorted(tops)
            if not top.endswith(".dist-info") and top != "__pycache__"
        ]
        wanted += dist.requires or []
    return found


def test_the_wheel_installs_into_an_empty_venv_and_runs_the_readme_quickstart(
    tmp_path: Path, wheel: Path, server: GunicornServer, keys: PortalCredentials
) -> None:
    """``pip install`` of the wheel into a fresh venv, and the README's quickstart run there
    as a script. Offline: pip installs the wheel alone (``--no-index``); its declared
    dependencies (httpx, attrs and theirs, nothing else) are linked from the locked
    environment (what ``pip install`` would fetch). The venv is made without pip of its own
    (``ensurepip`` was most of this test's CPU): the locked environment's pip installs into it
    (``pip --python``, which runs under the venv's interpreter)."""
    env = tmp_path / "env"
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(env)], check=True, timeout=120
    )
    python = env / "bin" / "python"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-index",
         "--no-deps", str(wheel)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    requires = subprocess.run(
        [str(python), "-c", "from importlib.metadata import requires; "
         "print('\\n'.join(requires('biblios-api-client')))"],
        capture_output=True, text=True, timeout=60, check=True,
    ).stdout.split("\n")  # fmt: skip
    linked = tmp_path / "dependencies"
    linked.mkdir()
    for paths in dependencies_of(*(r for r in requires if r.strip())).values():
        for path in paths:
            (linked / path.name).symlink_to(path)
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True, text=True, timeout=60, check=True,
    ).stdout.strip()  # fmt: skip
    Path(purelib, "dependencies.pth").write_text(f"{linked}\n")
    text = (LIBRARY / "README.md").read_text()
    start = text.index("```python\nfrom biblios_api_client import Biblios\n")
    snippet = text[start + len("```python\n") : text.index("```\n", start + 3)]
    snippet = snippet.replace("http://localhost:8000", server.url)
    snippet = snippet.replace('"greedy"}]})', f'"greedy"}}]}}, portal_key="{keys.key}")')
    (tmp_path / "quickstart.py").write_text(snippet)
    played = subprocess.run(
        [str(python), "quickstart.py"], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert played.returncode == 0, played.stdout + played.stderr
    lines = played.stdout.splitlines()
    assert lines and all(line.split()[0].isdigit() for line in lines), played.stdout
    alone = subprocess.run([str(python), "-c", "import flask"], capture_output=True, timeout=60)
    assert alone.returncode != 0  # the venv holds the wheel and its dependencies only
    located = subprocess.run(
        [str(python), "-c", "import biblios_api_client; print(biblios_api_client.__file__)"],
        capture_output=True, text=True, timeout=60, cwd=tmp_path, check=True,
    ).stdout  # fmt: skip
    assert located.startswith(purelib), located  # the installed wheel, not the sources


def test_server_sent_events_are_parsed_as_the_standard_says() -> None:
    parser = lib.SSEParser()
    lines = [
        ": keep-alive",
        "",
        "id: 18",
        "event: update",
        'data: {"a":',
        "data:  1}",
        "",
        "retry: 2000",
        "data",
        "",
        "event: end",
        "data: {}",
        "",
    ]
    events = [e for e in map(parser.feed, lines) if e is not None]
    assert events == [
        lib.ServerSentEvent(event="update", data='{"a":\n 1}', id="18"),
        lib.ServerSentEvent(event="message", data="", id="18"),
        lib.ServerSentEvent(event="end", data="{}", id="18"),
    ]
    assert parser.retry == 2000
