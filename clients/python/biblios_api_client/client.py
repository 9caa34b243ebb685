"""``Biblios`` (sync) and ``AsyncBiblios`` (asyncio): one object per portal or front end,
holding one pool of connections; tokens (a seat's, or the portal's key) are passed per call.

Every call goes through the generated code (``generated.api.*``: its request and its parsing
into the generated models); this layer adds the token, the retry rules and typed errors.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
import random
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any, TypeAlias

import httpx

from . import fast
from .errors import ApiError, StaleVersion, problem_error
from .games import (
    CATALOG_CALLS,
    RULES_CALLS,
    Catalog,
    CreateGameRequest,
    Export,
    GameAction,
    GameView,
)
from .generated.api.export import export_game
from .generated.api.games import (
    act,
    create_game,
    events,
    get_game,
    preview_action,
    reclaim_seat,
)
from .generated.api.learning import get_review, hint, replay_export, replay_game, request_review
from .generated.api.portals import list_games, reissue_token
from .generated.api.reference import game_types, get_v1_health
from .generated.api.streams import stream_ticket
from .generated.client import Client
from .generated.models import (
    ActionResponse,
    CreateGameResponse,
    EventsResponse,
    GameList,
    GameTypes,
    Health,
    HintResponse,
    Lang,
    ListedGame,
    ListGamesStatus,
    NewSeatToken,
    ReplayExportAs,
    ReplayGameAs,
    ReplayPage,
    ResignAction,
    ResignActionType,
    ReviewOut,
    Rules,
    StreamEnd,
    StreamTicket,
    StreamUpdate,
)
from .generated.types import UNSET
from .sse import SSEParser

log = logging.getLogger("biblios_api_client")

#: a decision: the generated model of an action of the game's (``ActionBiblios`` for a
#: ``ViewBiblios``, ``Action1347`` for a ``View1347``), or its JSON as a mapping
Action: TypeAlias = GameAction | Mapping[str, Any]
#: ``on_stale(view) -> action | None``: the game moved on; decide again on its new view
#: (None: give up, the StaleVersion error is raised)
OnStale: TypeAlias = Callable[[GameView], Action | None]
#: ``AsyncBiblios``'s ``on_stale``: the same, a coroutine function
AsyncOnStale: TypeAlias = Callable[[GameView], Awaitable[Action | None]]


@dataclass(frozen=True)
class RetryNotice:
    """A call about to be tried again: its ``operation`` (openapi.yaml's, as ``"POST
    /v1/games/{game_id}/actions"``), the try that failed (1: the first), the ``error`` (an
    ``ApiError``, or the transport's exception) and the seconds it waits first."""

    operation: str
    attempt: int
    error: Exception
    wait: float


#: ``on_retry(notice)``: told before each retry (``AsyncBiblios``: a coroutine function)
OnRetry: TypeAlias = Callable[[RetryNotice], None]
AsyncOnRetry: TypeAlias = Callable[[RetryNotice], Awaitable[None]]

#: Every operation of openapi.yaml and the call that makes it, on ``Biblios`` and
#: ``AsyncBiblios`` alike (tests/clients fails when the document has one without a call).
OPERATIONS: dict[str, str] = {
    "GET /v1/health": "health",
    "GET /v1/game-types": "game_types",
    "GET /v1/catalog/biblios": "catalog",
    "GET /v1/catalog/1347": "catalog",
    "GET /v1/rules/biblios": "rules",
    "GET /v1/rules/1347": "rules",
    "POST /v1/games": "create",
    "GET /v1/games": "games",
    "GET /v1/games/{game_id}": "game",
    "GET /v1/games/{game_id}/events": "events",
    "POST /v1/games/{game_id}/actions": "act",
    "POST /v1/games/{game_id}/preview": "preview",
    "POST /v1/games/{game_id}/seats/{seat}/reclaim": "reclaim",
    "POST /v1/games/{game_id}/seats/{seat}/token": "reissue_token",
    "GET /v1/games/{game_id}/export": "export",
    "POST /v1/games/{game_id}/stream-ticket": "stream_ticket",
    "GET /v1/games/{game_id}/stream": "stream",
    "POST /v1/games/{game_id}/hint": "hint",
    "GET /v1/games/{game_id}/replay": "replay",
    "POST /v1/replays": "replay_export",
    "POST /v1/games/{game_id}/review": "request_review",
    "GET /v1/games/{game_id}/review": "review",
}


_LANGS = frozenset(lang.value for lang in Lang)


@dataclass(frozen=True)
class Retry:
    """The retry rules: up to ``attempts`` tries in all for an answer that says nothing was
    done (429, 503, 409 ``conflict``) or, with an Idempotency-Key, ``outcome_unknown`` and a
    broken connection; the wait is the answer's Retry-After, else ``backoff`` doubled each time
    (with jitter), never more than ``max_wait`` seconds. Streams reconnect forever, waiting so."""

    attempts: int = 4
    backoff: float = 0.5
    max_wait: float = 30.0

    def wait(self, failures: int, retry_after: float | None = None) -> float:
        if retry_after is not None:
            return min(retry_after, self.max_wait)
        base = self.backoff * 2 ** max(0, failures - 1)
        return min(base * random.uniform(0.8, 1.2), self.max_wait)


class _Json:
    """An action or request given as a mapping, sent as it is."""

    def __init__(self, value: Mapping[str, Any]) -> None:
        self.value = dict(value)

    def to_dict(self) -> dict[str, Any]:
        return self.value


def _body(value: Any) -> Any:
    return _Json(value) if isinstance(value, Mapping) else value


def _if_match(version: int | None) -> Any:
    return UNSET if version is None else f'"{version}"'


@dataclass
class _Call:
    """One request: the generated operation, its arguments, the token, and whether repeating
    it is safe (a read, or a write with an Idempotency-Key)."""

    operation: ModuleType
    kwargs: dict[str, Any]
    token: str | None
    repeatable: bool


class _Base:
    def __init__(self, base_url: str, lang: str | None, retry: Retry | None) -> None:
        self.base_url = base_url.rstrip("/")
        self.lang = lang
        self.retry = retry or Retry()
        self._generated = Client(base_url=self.base_url)  # parses answers; sends nothing

    @staticmethod
    def _notice(call: _Call, failures: int, error: Exception, wait: float) -> RetryNotice:
        """The retry about to happen, logged at debug level."""
        request = call.operation._get_kwargs(**call.kwargs)
        method = request["method"].upper()
        paths = [key.split(" ", 1)[1] for key in OPERATIONS if key.startswith(method + " ")]
        path = next((p for p in paths if _matches(p, request["url"])), request["url"])
        operation = f"{method} {path}"
        reason = f"{error.status} {error.code}" if isinstance(error, ApiError) else repr(error)
        log.debug("retrying %s in %.2f s: try %d failed (%s)", operation, wait, failures, reason)
        return RetryNotice(operation, failures, error, wait)

    def _lang(self, lang: str | Lang | None) -> Lang | Any:
        """The ``lang`` to send: the document's ``Lang`` enum. A regional tag (``fr-CA``) is
        sent as its language, as the server would read it; another value is not sent (the
        server's answer is then in English)."""
        chosen = lang or self.lang
        if chosen is None:
            return UNSET
        if isinstance(chosen, Lang):
            return chosen
        tag = str(chosen).strip().replace("_", "-").lower()
        for value in (tag, tag.split("-", 1)[0]):
            if value in _LANGS:
                return Lang(value)
        return UNSET

    def _request(self, call: _Call) -> dict[str, Any]:
        request = call.operation._get_kwargs(**call.kwargs)
        if call.token:
            request["headers"] = {
                **request.get("headers", {}),
                "Authorization": f"Bearer {call.token}",
            }
        return request

    def _parse(self, call: _Call, response: httpx.Response) -> Any:
        if response.status_code == 200:
            if call.operation in (act, reclaim_seat):
                return fast.view_and_events(response.json(), ActionResponse)
            if call.operation is events:
                return fast.event_log(response.json())
            if call.operation is get_game:
                parsed = fast.view(response.json())
                if parsed is not None:
                    return parsed
        return call.operation._build_response(client=self._generated, response=response).parsed

    def _wait_for(self, call: _Call, failures: int, outcome: ApiError | Exception) -> float | None:
        """Seconds to wait before trying ``call`` again after ``outcome``; None: give up."""
        if failures >= self.retry.attempts:
            return None
        if isinstance(outcome, ApiError):
            if outcome.status == 429 or (outcome.status == 409 and outcome.code == "conflict"):
                return self.retry.wait(failures, outcome.retry_after)
            if outcome.status in (502, 504) and call.repeatable:  # a proxy's: maybe done
                return self.retry.wait(failures, outcome.retry_after)
            if outcome.status == 503:
                if outcome.code == "outcome_unknown" and not call.repeatable:
                    return None
                return self.retry.wait(failures, outcome.retry_after)
            return None
        if call.repeatable or isinstance(outcome, httpx.ConnectError):
            return self.retry.wait(failures)  # a request never sent is safe to send
        return None

    # ----- the calls, as data ---------------------------------------------------------

    def _create(
        self, request: Any, portal_key: str | None, key: str | None, lang: str | None
    ) -> _Call:
        kwargs = {
            "body": _body(request),
            "lang": self._lang(lang),
            "idempotency_key": key or uuid.uuid4().hex,
        }
        return _Call(create_game, kwargs, portal_key, repeatable=True)

    def _game(self, game_id: str, token: str | None, lang: str | None) -> _Call:
        return _Call(get_game, {"game_id": game_id, "lang": self._lang(lang)}, token, True)

    def _events(self, game_id: str, token: str | None, after: int, lang: str | None) -> _Call:
        kwargs = {"game_id": game_id, "after": after, "lang": self._lang(lang)}
        return _Call(events, kwargs, token, True)

    def _act(
        self, game_id: str, action: Action, token: str, version: int | None, key: str | None,
        lang: str | None,
    ) -> _Call:  # fmt: skip
        kwargs = {
            "game_id": game_id,
            "body": _body(action),
            "lang": self._lang(lang),
            "if_match": _if_match(version),
            "idempotency_key": key or uuid.uuid4().hex,
        }
        return _Call(act, kwargs, token, repeatable=True)

    def _preview(self, game_id: str, action: Action, token: str, lang: str | None) -> _Call:
        kwargs = {"game_id": game_id, "body": _body(action), "lang": self._lang(lang)}
        return _Call(preview_action, kwargs, token, repeatable=True)

    def _reclaim(
        self, game_id: str, seat: int, token: str, version: int | None, lang: str | None
    ) -> _Call:
        kwargs = {
            "game_id": game_id,
            "seat": seat,
            "lang": self._lang(lang),
            "if_match": _if_match(version),
            "idempotency_key": uuid.uuid4().hex,
        }
        return _Call(reclaim_seat, kwargs, token, repeatable=True)

    def _export(self, game_id: str, token: str | None, lang: str | None) -> _Call:
        return _Call(export_game, {"game_id": game_id, "lang": self._lang(lang)}, token, True)

    def _hint(self, game_id: str, token: str, lang: str | None) -> _Call:
        # Repeatable: asking again finds the same search (503 hint_unavailable: Retry-After).
        return _Call(hint, {"game_id": game_id, "lang": self._lang(lang)}, token, True)

    def _replay(
        self, game_id: str, viewer: int | str, token: str, start: int, limit: int,
        lang: str | None,
    ) -> _Call:  # fmt: skip
        kwargs = {
            "game_id": game_id,
            "as_": ReplayGameAs(str(viewer)),
            "from_": start,
            "limit": limit,
            "lang": self._lang(lang),
        }
        return _Call(replay_game, kwargs, token, True)

    def _replay_export(
        self, document: Any, viewer: int | str, start: int, limit: int, lang: str | None
    ) -> _Call:
        kwargs = {
            "body": _body(document),
            "as_": ReplayExportAs(str(viewer)),
            "from_": start,
            "limit": limit,
            "lang": self._lang(lang),
        }
        return _Call(replay_export, kwargs, None, True)

    def _request_review(self, game_id: str, token: str, lang: str | None) -> _Call:
        return _Call(request_review, {"game_id": game_id, "lang": self._lang(lang)}, token, True)

    def _review(self, game_id: str, token: str, lang: str | None) -> _Call:
        return _Call(get_review, {"game_id": game_id, "lang": self._lang(lang)}, token, True)

    def _games(
        self, portal_key: str, status: str | None, external_id: str | None, limit: int,
        cursor: str | None, lang: str | None,
    ) -> _Call:  # fmt: skip
        kwargs = {
            "lang": self._lang(lang),
            "status": UNSET if status is None else ListGamesStatus(status),
            "external_id": UNSET if external_id is None else external_id,
            "limit": limit,
            "cursor": UNSET if cursor is None else cursor,
        }
        return _Call(list_games, kwargs, portal_key, repeatable=True)

    def _reissue(self, game_id: str, seat: int, portal_key: str, lang: str | None) -> _Call:
        kwargs = {"game_id": game_id, "seat": seat, "lang": self._lang(lang)}
        return _Call(reissue_token, kwargs, portal_key, repeatable=False)

    def _game_types(self, lang: str | None) -> _Call:
        return _Call(game_types, {}, None, repeatable=True)

    def _catalog(self, game: str, lang: str | None) -> _Call:
        return _Call(_by_game(CATALOG_CALLS, game), {"lang": self._lang(lang)}, None, True)

    def _rules(self, game: str, lang: str | None) -> _Call:
        return _Call(_by_game(RULES_CALLS, game), {"lang": self._lang(lang)}, None, True)

    def _health(self) -> _Call:
        return _Call(get_v1_health, {}, None, repeatable=True)

    def _ticket(self, game_id: str, token: str, lang: str | None) -> _Call:
        kwargs = {"game_id": game_id, "lang": self._lang(lang)}
        return _Call(stream_ticket, kwargs, token, repeatable=False)

    # ----- streams ---------------------------------------------------------------------

    def _stream_request(
        self, game_id: str, token: str | None, last_event_id: str | None, lang: str | None
    ) -> dict[str, Any]:
        headers = {"Accept": "text/event-stream", "Cache-Control": "no-cache"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if last_event_id is not None:
            headers["Last-Event-ID"] = last_event_id
        params = {} if (lang or self.lang) is None else {"lang": lang or self.lang}
        return {
            "method": "GET",
            "url": f"{self.base_url}/v1/games/{game_id}/stream",
            "headers": headers,
            "params": params,
        }


def _by_game(operations: Mapping[str, ModuleType], game: str) -> ModuleType:
    """The operation of ``game`` (``"biblios"``, ``"1347"``); ValueError for another."""
    if game not in operations:
        raise ValueError(f"no game {game!r}: the games are {', '.join(operations)}")
    return operations[game]


def _matches(template: str, url: str) -> bool:
    """Whether ``url`` (a request's path) is the path ``template`` with its parameters."""
    parts, given = template.split("/"), url.split("?", 1)[0].split("/")
    return len(parts) == len(given) and all(
        p == g or (p.startswith("{") and p.endswith("}")) for p, g in zip(parts, given, strict=True)
    )


class _Delivered:
    """What a stream has delivered (the last version, the last event's seq), so that nothing
    comes twice across reconnections: a message of a version already delivered without a new
    event is dropped, and so is an event already delivered (``Last-Event-ID: 0`` sends the
    creation's events again to a client that reconnects before the game's first move)."""

    def __init__(self) -> None:
        self.version = -1
        self.seq = 0

    def fresh(self, data: dict[str, Any]) -> dict[str, Any] | None:
        """The update ``data`` without what was delivered already (None: nothing new)."""
        events = [e for e in data.get("events", ()) if e.get("seq", 0) > self.seq]
        if data["version"] <= self.version and not events:
            return None
        self.version = max(self.version, data["version"])
        if events:
            self.seq = events[-1]["seq"]
        return {**data, "events": events}


class Stream:
    """A game followed live, as a sync iterator of ``StreamUpdate`` (its ``version``, the
    caller's ``view`` and the ``events`` since the previous update). A broken connection is
    reopened with Last-Event-ID (nothing lost, nothing twice), backing off while it fails; the
    iteration ends on the server's ``event: end`` (``end`` then holds its ``StreamEnd``: the
    last ``version``, and ``reason`` ``token_replaced`` when the seat's token was re-issued).
    A problem other than 429, 502, 503 or 504 (a bad token, no such game) is raised as its
    ``ApiError``."""

    def __init__(
        self, owner: Biblios, game_id: str, token: str | None, last_event_id: str | None,
        lang: str | None,
    ) -> None:  # fmt: skip
        self._owner, self.game_id, self.token, self._lang = owner, game_id, token, lang
        self.last_event_id = last_event_id
        self.end: StreamEnd | None = None
        self.reconnections = 0
        self._delivered = _Delivered()

    def __iter__(self) -> Iterator[StreamUpdate]:
        owner, failures = self._owner, 0
        while True:
            request = owner._stream_request(
                self.game_id, self.token, self.last_event_id, self._lang
            )
            retry_after: float | None = None
            try:
                with owner._http.stream(**request, timeout=owner.stream_timeout) as response:
                    if response.status_code != 200:
                        response.read()
                        error = problem_error(response)
                        if error.status not in (429, 502, 503, 504):
                            raise error
                        retry_after = error.retry_after
                    else:
                        parser = SSEParser()
                        for line in response.iter_lines():
                            message = parser.feed(line)
                            if message is None:
                                continue
                            if message.event == "end":
                                self.end = StreamEnd.from_dict(json.loads(message.data))
                                return
                            if message.event == "update":
                                self.last_event_id = message.id
                                failures = 0
                                data = self._delivered.fresh(json.loads(message.data))
                                if data is not None:
                                    yield fast.view_and_events(data, StreamUpdate)
            except httpx.TransportError:
                pass  # dropped, timed out, or refused: reconnect
            failures += 1
            self.reconnections += 1
            time.sleep(owner.retry.wait(failures, retry_after))


class AsyncStream:
    """``Stream`` for asyncio: ``async for update in client.stream(game_id, token)``."""

    def __init__(
        self, owner: AsyncBiblios, game_id: str, token: str | None, last_event_id: str | None,
        lang: str | None,
    ) -> None:  # fmt: skip
        self._owner, self.game_id, self.token, self._lang = owner, game_id, token, lang
        self.last_event_id = last_event_id
        self.end: StreamEnd | None = None
        self.reconnections = 0
        self._delivered = _Delivered()

    async def __aiter__(self) -> AsyncIterator[StreamUpdate]:
        owner, failures = self._owner, 0
        while True:
            request = owner._stream_request(
                self.game_id, self.token, self.last_event_id, self._lang
            )
            retry_after: float | None = None
            try:
                async with owner._http.stream(**request, timeout=owner.stream_timeout) as response:
                    if response.status_code != 200:
                        await response.aread()
                        error = problem_error(response)
                        if error.status not in (429, 502, 503, 504):
                            raise error
                        retry_after = error.retry_after
                    else:
                        parser = SSEParser()
                        async for line in response.aiter_lines():
                            message = parser.feed(line)
                            if message is None:
                                continue
                            if message.event == "end":
                                self.end = StreamEnd.from_dict(json.loads(message.data))
                                return
                            if message.event == "update":
                                self.last_event_id = message.id
                                failures = 0
                                data = self._delivered.fresh(json.loads(message.data))
                                if data is not None:
                                    yield fast.view_and_events(data, StreamUpdate)
            except httpx.TransportError:
                pass
            failures += 1
            self.reconnections += 1
            await asyncio.sleep(owner.retry.wait(failures, retry_after))


# A stream's read timeout: the server sends a comment at least every 15 seconds, so a silence
# this long means the connection is gone.
STREAM_TIMEOUT = httpx.Timeout(10.0, read=45.0)


class Biblios(_Base):
    """The API, synchronously. ``Biblios("https://api.example", lang="fr")``; close it (or use
    it as a context manager) when done. Tokens: ``token`` is a seat's token (acts and sees as
    that seat; None: a spectator), ``portal_key`` the portal's API key."""

    def __init__(
        self,
        base_url: str,
        *,
        lang: str | None = None,
        retry: Retry | None = None,
        timeout: float = 10.0,
        httpx_client: httpx.Client | None = None,
        on_retry: OnRetry | None = None,
    ) -> None:
        super().__init__(base_url, lang, retry)
        self._http = httpx_client or httpx.Client(timeout=timeout)
        self.stream_timeout = STREAM_TIMEOUT
        self.on_retry = on_retry

    def __enter__(self) -> Biblios:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def _run(self, call: _Call) -> Any:
        failures = 0
        while True:
            request = self._request(call)
            request["url"] = self.base_url + request["url"]
            outcome: Exception
            try:
                response = self._http.request(**request)
            except httpx.TransportError as exc:
                failures += 1
                outcome, wait = exc, self._wait_for(call, failures, exc)
                if wait is None:
                    raise
            else:
                if response.status_code < 400:
                    return self._parse(call, response)
                error = problem_error(response)
                failures += 1
                outcome, wait = error, self._wait_for(call, failures, error)
                if wait is None:
                    raise error
            notice = self._notice(call, failures, outcome, wait)
            if self.on_retry is not None:
                self.on_retry(notice)
            time.sleep(wait)

    def create(
        self,
        request: CreateGameRequest | Mapping[str, Any],
        *,
        portal_key: str | None = None,
        lang: str | None = None,
        idempotency_key: str | None = None,
    ) -> CreateGameResponse:
        """A new game: its id, version, view and the seats' tokens. Sent with an
        Idempotency-Key (made up unless given; the same on every retry of this call), so a
        retry after a lost answer or ``outcome_unknown`` answers the same game."""
        return self._run(self._create(request, portal_key, idempotency_key, lang))

    def game(self, game_id: str, token: str | None = None, *, lang: str | None = None) -> GameView:
        """The game as the seat (or a spectator, or the portal) sees it."""
        return self._run(self._game(game_id, token, lang))

    def events(
        self, game_id: str, token: str | None = None, *, after: int = 0, lang: str | None = None
    ) -> EventsResponse:
        """The game's log after event ``after``, as the caller may see it."""
        return self._run(self._events(game_id, token, after, lang))

    def act(
        self,
        game_id: str,
        action: Action,
        token: str,
        *,
        version: int | None = None,
        on_stale: OnStale | None = None,
        idempotency_key: str | None = None,
        lang: str | None = None,
    ) -> ActionResponse:
        """Sends a decision with an Idempotency-Key (made up unless given; the same on every
        retry). With ``version`` (the view's the decision was made on) it is sent only if the
        game is still there (If-Match); if it moved on, ``on_stale(new_view)`` decides again
        (a new action, or None), else ``StaleVersion`` is raised."""
        for _ in range(self.retry.attempts):
            try:
                return self._run(self._act(game_id, action, token, version, idempotency_key, lang))
            except StaleVersion:
                if on_stale is None:
                    raise
                view = self.game(game_id, token, lang=lang)
                action, version, idempotency_key = on_stale(view), view.version, None
                if action is None:
                    raise
        return self._run(self._act(game_id, action, token, version, idempotency_key, lang))

    def resign(self, game_id: str, token: str, *, lang: str | None = None) -> ActionResponse:
        """The seat resigns (the greedy bot plays it to the end)."""
        resign = ResignAction(type_=ResignActionType.RESIGN)
        return self.act(game_id, resign, token, lang=lang)

    def preview(self, game_id: str, action: Action, token: str, *, lang: str | None = None) -> Any:
        """What ``action`` would do, nothing written."""
        return self._run(self._preview(game_id, action, token, lang))

    def reclaim(
        self, game_id: str, seat: int, token: str, *, version: int | None = None,
        lang: str | None = None,
    ) -> ActionResponse:  # fmt: skip
        """A seat taken over after timeouts goes back to its person."""
        return self._run(self._reclaim(game_id, seat, token, version, lang))

    def export(self, game_id: str, token: str | None = None, *, lang: str | None = None) -> Export:
        """A finished game's whole record (409 ``game_not_over`` before the end)."""
        return self._run(self._export(game_id, token, lang))

    def hint(self, game_id: str, token: str, *, lang: str | None = None) -> HintResponse:
        """The expert's hint at the seat's decision (a game created with ``hints``)."""
        return self._run(self._hint(game_id, token, lang))

    def replay(
        self, game_id: str, viewer: int | str, token: str, *, start: int = 0, limit: int = 100,
        lang: str | None = None,
    ) -> ReplayPage:  # fmt: skip
        """A page of a finished game's replay as seat ``viewer`` saw it (``"all"``: every hand
        shown); ``token``: a seat's, or the portal's key; ``next`` is the next page's start."""
        return self._run(self._replay(game_id, viewer, token, start, limit, lang))

    def replay_export(
        self, document: Any, viewer: int | str, *, start: int = 0, limit: int = 100,
        lang: str | None = None,
    ) -> ReplayPage:  # fmt: skip
        """A page of the replay of an export document (``export``'s), checked first."""
        return self._run(self._replay_export(document, viewer, start, limit, lang))

    def request_review(self, game_id: str, token: str, *, lang: str | None = None) -> ReviewOut:
        """Queue the expert's review of a finished game (again: the same review)."""
        return self._run(self._request_review(game_id, token, lang))

    def review(self, game_id: str, token: str, *, lang: str | None = None) -> ReviewOut:
        """The expert's review: ``pending``, or ``ready`` with each person's decisions."""
        return self._run(self._review(game_id, token, lang))

    def games(
        self, portal_key: str, *, status: str | None = None, external_id: str | None = None,
        limit: int = 50, cursor: str | None = None, lang: str | None = None,
    ) -> GameList:  # fmt: skip
        """One page of the portal's games, newest first (``next_cursor`` for the next)."""
        return self._run(self._games(portal_key, status, external_id, limit, cursor, lang))

    def all_games(
        self, portal_key: str, *, status: str | None = None, external_id: str | None = None,
        limit: int = 50, lang: str | None = None,
    ) -> Iterator[ListedGame]:  # fmt: skip
        """Every game of the portal, page after page."""
        cursor: str | None = None
        while True:
            page = self.games(
                portal_key, status=status, external_id=external_id, limit=limit,
                cursor=cursor, lang=lang,
            )  # fmt: skip
            yield from page.games
            if not page.next_cursor:
                return
            cursor = page.next_cursor

    def reissue_token(
        self, game_id: str, seat: int, portal_key: str, *, lang: str | None = None
    ) -> NewSeatToken:
        """A new token for the seat (the old one stops working; its streams end)."""
        return self._run(self._reissue(game_id, seat, portal_key, lang))

    def stream_ticket(self, game_id: str, token: str, *, lang: str | None = None) -> StreamTicket:
        """A one-use ticket to hand to a browser's EventSource (which cannot send headers)."""
        return self._run(self._ticket(game_id, token, lang))

    def game_types(self, *, lang: str | None = None) -> GameTypes:
        """The games this server plays: players, variants, bots, options."""
        return self._run(self._game_types(lang))

    def catalog(self, game: str, *, lang: str | None = None) -> Catalog:
        """Every card (and building) of ``game`` (``"biblios"``, ``"1347"``), with its texts."""
        return self._run(self._catalog(game, lang))

    def rules(self, game: str, *, lang: str | None = None) -> Rules:
        """The rules of ``game``, as sections of text."""
        return self._run(self._rules(game, lang))

    def health(self) -> Health:
        """Whether the server and its store answer (503 ``store_unavailable`` else)."""
        return self._run(self._health())

    def stream(
        self, game_id: str, token: str | None = None, *, last_event_id: str | None = None,
        lang: str | None = None,
    ) -> Stream:  # fmt: skip
        """Follow the game live (see ``Stream``). Python sends the token as a header, so no
        ticket is needed; ``last_event_id`` resumes where another stream stopped."""
        return Stream(self, game_id, token, last_event_id, lang)


class AsyncBiblios(_Base):
    """``Biblios`` for asyncio: the same calls, awaited; ``stream()`` is an async iterator."""

    def __init__(
        self,
        base_url: str,
        *,
        lang: str | None = None,
        retry: Retry | None = None,
        timeout: float = 10.0,
        httpx_client: httpx.AsyncClient | None = None,
        on_retry: AsyncOnRetry | None = None,
    ) -> None:
        super().__init__(base_url, lang, retry)
        self._http = httpx_client or httpx.AsyncClient(timeout=timeout)
        self.stream_timeout = STREAM_TIMEOUT
        self.on_retry = on_retry

    async def __aenter__(self) -> AsyncBiblios:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _run(self, call: _Call) -> Any:
        failures = 0
        while True:
            request = self._request(call)
            request["url"] = self.base_url + request["url"]
            outcome: Exception
            try:
                response = await self._http.request(**request)
            except httpx.TransportError as exc:
                failures += 1
                outcome, wait = exc, self._wait_for(call, failures, exc)
                if wait is None:
                    raise
            else:
                if response.status_code < 400:
                    return self._parse(call, response)
                error = problem_error(response)
                failures += 1
                outcome, wait = error, self._wait_for(call, failures, error)
                if wait is None:
                    raise error
            notice = self._notice(call, failures, outcome, wait)
            if self.on_retry is not None:
                await self.on_retry(notice)
            await asyncio.sleep(wait)

    async def create(
        self,
        request: CreateGameRequest | Mapping[str, Any],
        *,
        portal_key: str | None = None,
        lang: str | None = None,
        idempotency_key: str | None = None,
    ) -> CreateGameResponse:
        return await self._run(self._create(request, portal_key, idempotency_key, lang))

    async def game(
        self, game_id: str, token: str | None = None, *, lang: str | None = None
    ) -> GameView:
        return await self._run(self._game(game_id, token, lang))

    async def events(
        self, game_id: str, token: str | None = None, *, after: int = 0, lang: str | None = None
    ) -> EventsResponse:
        return await self._run(self._events(game_id, token, after, lang))

    async def act(
        self,
        game_id: str,
        action: Action,
        token: str,
        *,
        version: int | None = None,
        on_stale: AsyncOnStale | None = None,
        idempotency_key: str | None = None,
        lang: str | None = None,
    ) -> ActionResponse:
        """``Biblios.act``, with ``on_stale`` a coroutine function (``async def``)."""
        for _ in range(self.retry.attempts):
            try:
                call = self._act(game_id, action, token, version, idempotency_key, lang)
                return await self._run(call)
            except StaleVersion:
                if on_stale is None:
                    raise
                view = await self.game(game_id, token, lang=lang)
                decided: Any = on_stale(view)
                if inspect.isawaitable(decided):  # a plain function is tolerated too
                    decided = await decided
                action, version, idempotency_key = decided, view.version, None
                if action is None:
                    raise
        return await self._run(self._act(game_id, action, token, version, idempotency_key, lang))

    async def resign(self, game_id: str, token: str, *, lang: str | None = None) -> ActionResponse:
        resign = ResignAction(type_=ResignActionType.RESIGN)
        return await self.act(game_id, resign, token, lang=lang)

    async def preview(
        self, game_id: str, action: Action, token: str, *, lang: str | None = None
    ) -> Any:
        return await self._run(self._preview(game_id, action, token, lang))

    async def reclaim(
        self, game_id: str, seat: int, token: str, *, version: int | None = None,
        lang: str | None = None,
    ) -> ActionResponse:  # fmt: skip
        return await self._run(self._reclaim(game_id, seat, token, version, lang))

    async def export(
        self, game_id: str, token: str | None = None, *, lang: str | None = None
    ) -> Export:
        return await self._run(self._export(game_id, token, lang))

    async def hint(self, game_id: str, token: str, *, lang: str | None = None) -> HintResponse:
        return await self._run(self._hint(game_id, token, lang))

    async def replay(
        self, game_id: str, viewer: int | str, token: str, *, start: int = 0, limit: int = 100,
        lang: str | None = None,
    ) -> ReplayPage:  # fmt: skip
        return await self._run(self._replay(game_id, viewer, token, start, limit, lang))

    async def replay_export(
        self, document: Any, viewer: int | str, *, start: int = 0, limit: int = 100,
        lang: str | None = None,
    ) -> ReplayPage:  # fmt: skip
        return await self._run(self._replay_export(document, viewer, start, limit, lang))

    async def request_review(
        self, game_id: str, token: str, *, lang: str | None = None
    ) -> ReviewOut:
        return await self._run(self._request_review(game_id, token, lang))

    async def review(self, game_id: str, token: str, *, lang: str | None = None) -> ReviewOut:
        return await self._run(self._review(game_id, token, lang))

    async def games(
        self, portal_key: str, *, status: str | None = None, external_id: str | None = None,
        limit: int = 50, cursor: str | None = None, lang: str | None = None,
    ) -> GameList:  # fmt: skip
        return await self._run(self._games(portal_key, status, external_id, limit, cursor, lang))

    async def reissue_token(
        self, game_id: str, seat: int, portal_key: str, *, lang: str | None = None
    ) -> NewSeatToken:
        return await self._run(self._reissue(game_id, seat, portal_key, lang))

    async def stream_ticket(
        self, game_id: str, token: str, *, lang: str | None = None
    ) -> StreamTicket:
        return await self._run(self._ticket(game_id, token, lang))

    async def game_types(self, *, lang: str | None = None) -> GameTypes:
        return await self._run(self._game_types(lang))

    async def catalog(self, game: str, *, lang: str | None = None) -> Catalog:
        return await self._run(self._catalog(game, lang))

    async def rules(self, game: str, *, lang: str | None = None) -> Rules:
        return await self._run(self._rules(game, lang))

    async def health(self) -> Health:
        return await self._run(self._health())

    def stream(
        self, game_id: str, token: str | None = None, *, last_event_id: str | None = None,
        lang: str | None = None,
    ) -> AsyncStream:  # fmt: skip
        return AsyncStream(self, game_id, token, last_event_id, lang)
