"""Helpers for the HTTP tests: one small client interface over the Flask test client and over
real HTTP (``requests``), game creation, fixed decks, and a random player that sees only what
its seat's view shows (``legal_actions`` and its own hand).
"""

from __future__ import annotations

import copy
import functools
import json
import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from api import games
from api.games import GameEdge
from api.i18n import Localizer
from engine import Table
from engine.biblios.cards import CARD_IDS, CATEGORIES, GOLD_CARDS_BY_VALUE, IS_CHURCH, KIND

PROBLEM_JSON = "application/problem+json"
CATEGORY_IDS = [c for c in CARD_IDS if KIND[CARD_IDS.index(c)] == "category"]
CHURCH_IDS = [c for i, c in enumerate(CARD_IDS) if IS_CHURCH[i]]
DRAW_PILE_SIZE = {2: 60, 3: 72, 4: 80}
REMOVED = {2: 27, 3: 15, 4: 7}
CARD_TOTAL = 87


# ----- one client interface for the Flask test client and for real HTTP ----------------------


@dataclass
class Reply:
    """An HTTP answer: status, headers (case-insensitive get), raw body, parsed JSON or None."""

    status: int
    headers: Mapping[str, str]
    body: bytes

    @property
    def json(self) -> Any:
        if not self.body:
            return None
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    @property
    def content_type(self) -> str:
        return (self.headers.get("Content-Type") or "").split(";")[0].strip()

    def __repr__(self) -> str:  # readable assertion messages
        return f"<Reply {self.status} {self.body[:300]!r}>"


# ----- every reply checked against the OpenAPI document ------------------------------------------

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi.yaml"


def strict_schema(node: Any) -> Any:
    """An OpenAPI 3.1 schema as a strict JSON Schema: a documented object accepts no other
    property (the document has to name everything the API sends)."""
    if isinstance(node, list):
        return [strict_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = {k: strict_schema(v) for k, v in node.items()}
    if "properties" in node and "additionalProperties" not in node:
        node["additionalProperties"] = False
    return node


class DocumentCheck:
    """Checks replies against the OpenAPI document: a documented status (or the operation's
    ``default`` unless ``strict``), a documented content type, the body against its schema
    (objects strictly), the documented response headers (required ones present, every one
    of its schema). Paths the document does not list (``/play/``, ``/v1/docs``...) pass."""

    def __init__(self, document: dict) -> None:
        self.document = document
        self.components = strict_schema(document["components"])
        # a problem's params: those of its code (`ProblemParams`), none for a code without
        schemas = document["components"]["schemas"]
        self.params_by_code = (schemas.get("ProblemParams") or {}).get("properties", {})
        codes = schemas.get("ProblemOut", {}).get("properties", {}).get("code", {})
        self.codes_without_params = (
            set(codes.get("enum", ())) - set(self.params_by_code) if self.params_by_code else set()
        )
        self.routes = [
            (re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", path) + "$"), path)
            for path in document["paths"]
        ]

    def template(self, method: str, path: str) -> str | None:
        path = path.split("?", 1)[0]
        for rx, template in self.routes:
            if rx.match(path) and method.lower() in self.document["paths"][template]:
                return template
        return None

    @functools.cache  # noqa: B019 - one instance per document, kept for the session
    def _validator(self, method: str, template: str, status: str, content_type: str) -> Any:
        responses = self.document["paths"][template][method]["responses"]
        response = self._deref(responses[status])
        schema = strict_schema(response["content"][content_type]["schema"])
        return _json_validator({**schema, "components": self.components})

    @functools.cache  # noqa: B019 - one instance per document, kept for the session
    def component_validator(self, name: str) -> Any:
        """A validator of the component schema ``name`` (strict), built once: ``.validate(x)``
        raises on a document that does not conform."""
        return _json_validator(
            {"$ref": f"#/components/schemas/{name}", "components": self.components}
        )

    @functools.cache  # noqa: B019 - one instance per document, kept for the session
    def _header_validator(self, method: str, template: str, status: str, name: str) -> Any:
        responses = self.document["paths"][template][method]["responses"]
        return _json_validator(self._deref(responses[status])["headers"][name]["schema"])

    @functools.cache  # noqa: B019 - one instance per document, kept for the session
    def _params_validator(self, code: str) -> Any:
        """The validator of ``code``'s params, built when a reply first carries that code (a
        test meets a few of the fifty: building them all took most of a check's start)."""
        schema = strict_schema(self.params_by_code[code])
        return _json_validator({**schema, "components": self.components})

    def _deref(self, node: dict) -> dict:
        while "$ref" in node:
            _, kind, name = node["$ref"].rsplit("/", 2)
            node = self.document["components"][kind][name]
        return node

    def check(self, method: str, path: str, reply: Reply, strict: bool = False) -> str | None:
        """Raise AssertionError when ``reply`` is not what the document says; returns the
        path's template (None: not documented)."""
        method = method.lower()
        template = self.template(method, path)
        if template is None:
            return None
        responses = self.document["paths"][template][method]["responses"]
        status = str(reply.status)
        if status not in responses:
            assert not strict and "default" in responses, (
                f"{method.upper()} {template}: {reply.status} is not documented: {reply!r}"
            )
            status = "default"
        documented = self._deref(responses[status])
        for name, header in (documented.get("headers") or {}).items():
            value = reply.headers.get(name)
            assert value is not None or not header.get("required"), (template, status, name)
            if value is not None:
                self._header_validator(method, template, status, name).validate(value)
        content = documented.get("content")
        if not content:
            assert reply.body == b"", (template, status, reply)
            return template
        ctype = reply.content_type
        assert ctype in content, (method, template, reply.status, ctype)
        if ctype.endswith("json"):
            try:
                self._validator(method, template, status, ctype).validate(reply.json)
                if ctype == PROBLEM_JSON:
                    self.check_problem_params(reply.json)
            except Exception as error:
                raise AssertionError(
                    f"{method.upper()} {template} {reply.status}: {error}\n{reply!r}"
                ) from None
        return template

    def check_problem_params(self, problem: dict) -> None:
        """A problem's `params` are its code's (`ProblemParams[code]`, strictly); a code the
        document lists without parameters sends none."""
        code = problem.get("code")
        if code in self.params_by_code:
            assert "params" in problem, f"{code} without its params"
            self._params_validator(code).validate(problem["params"])
        elif code in self.codes_without_params:
            assert "params" not in problem, f"{code} has no params: {problem['params']!r}"


def _json_validator(schema: dict) -> Any:
    try:
        import jsonschema_rs

        return jsonschema_rs.Draft202012Validator(schema)
    except ImportError:  # pragma: no cover - schemathesis brings jsonschema_rs
        import jsonschema

        return jsonschema.Draft202012Validator(schema)


@functools.cache
def _parsed_document() -> dict:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's: 3-4 times quicker
    return yaml.load(DOCUMENT.read_text(encoding="utf-8"), Loader=loader)  # noqa: S506


def committed_document() -> dict:
    """openapi.yaml as committed, parsed once per test process (a copy of its own each call:
    the pure-Python parse took a third of a second each time)."""
    return copy.deepcopy(_parsed_document())


@functools.cache
def document_check() -> DocumentCheck:
    return DocumentCheck(committed_document())


class Api:
    """``request(method, path, json=..., data=..., headers=..., query=...)`` → :class:`Reply`.

    Wraps a Flask test client (``Api(app.test_client())``) or a base URL served over real
    HTTP (``Api(base_url="http://127.0.0.1:8000")``, with ``requests``). Every reply is
    checked against the OpenAPI document (:class:`DocumentCheck`) unless ``check=False``.
    """

    def __init__(
        self, flask_client: Any = None, *, base_url: str | None = None, check: bool = True
    ) -> None:
        self._client = flask_client
        self._base = base_url
        self._check = check
        self._session = None
        if base_url is not None:
            import requests

            self._session = requests.Session()

    def request(
        self,
        method: str,
        path: str,
        *,
        json_body: Any = None,
        data: bytes | str | None = None,
        headers: Mapping[str, str] | None = None,
        query: Mapping[str, Any] | None = None,
        content_type: str | None = None,
    ) -> Reply:
        headers = dict(headers or {})
        if json_body is not None:
            data = json.dumps(json_body)
            content_type = content_type or "application/json"
        if content_type is not None:
            headers["Content-Type"] = content_type
        if isinstance(data, str):
            data = data.encode()
        if self._session is not None:
            r = self._session.request(
                method, self._base + path, data=data, headers=headers, params=query, timeout=30
            )
            reply = Reply(r.status_code, r.headers, r.content)
        else:
            r = self._client.open(
                path, method=method, data=data, headers=headers, query_string=query or None
            )
            reply = Reply(r.status_code, r.headers, r.get_data())
        if self._check:
            document_check().check(method, path, reply)
        return reply

    def get(self, path: str, **kwargs: Any) -> Reply:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, body: Any = None, **kwargs: Any) -> Reply:
        return self.request("POST", path, json_body=body, **kwargs)

    def close(self) -> None:
        if self._session is not None:
            self._session.close()


def bearer(token: str | None) -> dict[str, str]:
    return {} if token is None else {"Authorization": f"Bearer {token}"}


def if_match(version: int | str) -> dict[str, str]:
    return {"If-Match": f'"{version}"'}


# ----- games -----------------------------------------------------------------------------------


@dataclass
class Game:
    id: str
    tokens: list[str]
    created: dict
    version: int = 0
    actions: list[tuple[int, dict]] = field(default_factory=list)  # (seat, action) accepted

    @property
    def players(self) -> int:
        return len(self.tokens)

    @property
    def path(self) -> str:
        return f"/v1/games/{self.id}"


def create_game(api: Api, players: int = 3, **fields: Any) -> Game:
    """Create a game over HTTP (201 expected); ``fields`` are added to the request body."""
    body = {"game": "biblios", "players": players, **fields}
    reply = api.post("/v1/games", body)
    assert reply.status == 201, reply
    data = reply.json
    return Game(id=data["id"], tokens=[s["token"] for s in data["seats"]], created=data)


def make_deck(players: int, top: list[str] = ()) -> list[str]:
    """A valid fixed draw pile (top first) starting with ``top``.

    The rest is filled with category cards, then church cards, then gold cards taken one of each
    value in turn, so that R9's gold removals (2 of each value for 2 players, 1 for 3) are left
    out.
    """
    size = DRAW_PILE_SIZE[players]
    chosen = list(top)
    rest = [c for c in CATEGORY_IDS + CHURCH_IDS if c not in chosen]
    golds = [
        CARD_IDS[GOLD_CARDS_BY_VALUE[v][n]] for n in range(11) for v in (1, 2, 3)
    ]  # gold-1-01, gold-2-01, gold-3-01, gold-1-02...
    rest += [c for c in golds if c not in chosen]
    deck = (chosen + rest)[:size]
    assert len(set(deck)) == size
    return deck


def payment(view: dict, template: dict) -> dict:
    """A payment for a ``pay`` template from the seat's own hand: the first ``count`` cards,
    or the largest gold cards until ``at_least`` is covered."""
    hand = next(h for h in view["hands"] if h["seat"] == view["seat"])["cards"]
    if "count" in template:
        return {"type": "pay", "cards": [c["id"] for c in hand[: template["count"]]]}
    golds = sorted((c for c in hand if c["kind"] == "gold"), key=lambda c: c["value"], reverse=True)
    paid, total = [], 0
    for card in golds:
        if total >= template["at_least"]:
            break
        paid.append(card["id"])
        total += card["value"]
    return {"type": "pay", "cards": paid}


def choose(rnd: random.Random, view: dict, refuse_rate: float = 0.1) -> dict:
    """A random legal action, chosen only from what ``view`` (the acting seat's) shows."""
    legal = view["legal_actions"]
    assert legal, view
    hand = next(h for h in view["hands"] if h["seat"] == view["seat"])["cards"]
    pay = next((t for t in legal if t["type"] == "pay"), None)
    if pay is not None and rnd.random() >= refuse_rate:
        if "count" in pay:
            return {"type": "pay", "cards": [c["id"] for c in rnd.sample(hand, pay["count"])]}
        return payment(view, pay)
    if legal[-1]["type"] == "refuse":
        return {"type": "refuse"}
    template = legal[rnd.randrange(len(legal))]
    if template["type"] == "bid":
        return {"type": "bid", "amount": min(template["min"] + rnd.randrange(3), template["max"])}
    return dict(template)


@dataclass
class Step:
    seat: int
    version: int  # the version the action was judged against
    view: dict  # the acting seat's view before the action
    action: dict
    reply: Reply


def play(
    api: Api,
    game: Game,
    rnd: random.Random,
    *,
    on_step: Callable[[Step], None] | None = None,
    max_actions: int = 2000,
    lang: str | None = None,
    stop: Callable[[dict], bool] | None = None,
) -> dict:
    """Play ``game`` to its end (or until ``stop(view)``) over HTTP with the random policy.

    Every step the acting seat reads its own view and posts its action with ``If-Match``; the
    version must grow by exactly one per accepted action. Returns the last view of the last
    acting seat.
    """
    query = {"lang": lang} if lang else None
    view = game.created["view"] if game.version == 0 else None
    if view is None:
        view = api.get(game.path, query=query).json
    for _ in range(max_actions):
        if view["phase"] == "over" or (stop is not None and stop(view)):
            return view
        (seat,) = view["to_act"]
        seen = api.get(game.path, headers=bearer(game.tokens[seat]), query=query)
        assert seen.status == 200, seen
        own = seen.json
        assert own["seat"] == seat and own["version"] == game.version, own
        assert seen.headers["ETag"] == f'"{game.version}"'
        action = choose(rnd, own)
        reply = api.post(
            game.path + "/actions",
            action,
            headers={**bearer(game.tokens[seat]), **if_match(game.version)},
            query=query,
        )
        assert reply.status == 200, (action, reply)
        view = reply.json["view"]
        assert view["version"] == game.version + 1, view["version"]
        assert reply.headers["ETag"] == f'"{game.version + 1}"'
        step = Step(seat, game.version, own, action, reply)
        game.version += 1
        game.actions.append((seat, action))
        if on_step is not None:
            on_step(step)
    raise AssertionError(f"game {game.id} not over after {max_actions} actions")


def act(
    api: Api, game: Game, seat: int, action: Any, *, match: int | None = None, **kwargs: Any
) -> Reply:
    """Post ``action`` as ``seat`` (optionally with If-Match)."""
    headers = {**bearer(game.tokens[seat]), **kwargs.pop("headers", {})}
    if match is not None:
        headers.update(if_match(match))
    reply = api.post(game.path + "/actions", action, headers=headers, **kwargs)
    if reply.status == 200:
        game.version = reply.json["view"]["version"]
        game.actions.append((seat, action))
    return reply


def view_of(api: Api, game: Game, seat: int | None) -> dict:
    reply = api.get(game.path, headers=bearer(None if seat is None else game.tokens[seat]))
    assert reply.status == 200, reply
    return reply.json


def hand_of(view: dict) -> list[dict]:
    return next(h for h in view["hands"] if h["seat"] == view["seat"])["cards"]


def assert_problem(reply: Reply, status: int, code: str) -> dict:
    """The reply is an RFC 9457 problem with this status and code, fully filled."""
    assert reply.status == status, reply
    assert reply.content_type == PROBLEM_JSON, reply.headers
    body = reply.json
    assert body["code"] == code, body
    assert body["status"] == status
    for name in ("type", "title", "detail"):
        assert isinstance(body[name], str) and body[name].strip(), body
    assert body["type"].endswith(code)
    assert reply.headers.get("Content-Language"), reply.headers
    return body


def first_legal(view: dict) -> dict:
    """The first legal template as an action (bids at their minimum, payments from the hand)."""
    template = dict(view["legal_actions"][0])
    if template["type"] == "bid":
        return {"type": "bid", "amount": template["min"]}
    if template["type"] == "pay":
        return payment(view, template)
    return template


def play_first_legal_until(
    api: Api, game: Game, done: Callable[[dict], bool], max_actions: int = 500
) -> dict:
    """Play the first legal action of the seat to act until ``done(spectator view)``."""
    view = view_of(api, game, None)
    for _ in range(max_actions):
        if done(view):
            return view
        (seat,) = view["to_act"]
        own = view_of(api, game, seat)
        reply = act(api, game, seat, first_legal(own), match=game.version)
        assert reply.status == 200, reply
        view = view_of(api, game, None)
    raise AssertionError("condition never reached")


__all__ = [
    "CARD_TOTAL",
    "CATEGORIES",
    "PROBLEM_JSON",
    "Api",
    "Game",
    "Reply",
    "Step",
    "act",
    "assert_problem",
    "bearer",
    "choose",
    "create_game",
    "first_legal",
    "hand_of",
    "if_match",
    "make_deck",
    "play",
    "play_first_legal_until",
    "view_of",
]


# ----- races -----------------------------------------------------------------------------------


@dataclass
class Attempt:
    thread: int
    seat: int
    version: int | None  # the If-Match sent, or None
    action: dict
    reply: Reply


def race_round(
    make_api: Callable[[], Api],
    game: Game,
    rnd: random.Random,
    threads: int = 4,
) -> list[Attempt]:
    """One round: ``threads`` clients (each its own) read their views, then post at once.

    Threads 0, 1 and 3 act as the seat the game waits for (0 and 1 with ``If-Match``, 3 without);
    thread 2 acts as another seat; further threads alternate. Each picks a random legal action
    from its own view (a seat with nothing to do tries a placement or a pass).
    """
    import threading

    spectator = make_api()
    view = spectator.get(game.path).json
    spectator.close()
    if view["phase"] == "over":
        return []
    (to_act,) = view["to_act"]
    barrier = threading.Barrier(threads)
    attempts: list[Attempt] = []
    lock = threading.Lock()

    plans = []
    for i in range(threads):
        seat = to_act if i % 4 != 2 else (to_act + 1 + i // 4) % game.players
        use_match = i % 4 in (0, 1)
        plans.append((i, seat, use_match, random.Random(rnd.random())))

    def run(i: int, seat: int, use_match: bool, own_rnd: random.Random) -> None:
        api = make_api()
        try:
            seen = api.get(game.path, headers=bearer(game.tokens[seat]))
            own = seen.json
            if own["legal_actions"]:
                action = choose(own_rnd, own)
            else:
                action = own_rnd.choice([{"type": "place", "to": "public"}, {"type": "pass"}])
            headers = bearer(game.tokens[seat])
            version = own["version"] if use_match else None
            if version is not None:
                headers.update(if_match(version))
            barrier.wait(timeout=30)
            reply = api.post(game.path + "/actions", action, headers=headers)
            with lock:
                attempts.append(Attempt(i, seat, version, action, reply))
        finally:
            api.close()

    workers = [threading.Thread(target=run, args=plan) for plan in plans]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=60)
    assert len(attempts) == threads, "a request got no answer"
    return attempts


def check_race_outcome(api: Api, game: Game, attempts: list[Attempt], stored_state: str) -> None:
    """Every version has exactly one action, none lost, every answer definite (never 500).

    ``attempts`` are all the posts ever made on the game; ``stored_state`` is the state as
    read from Redis at the end.
    """
    for attempt in attempts:
        assert attempt.reply.status in (200, 409, 412, 422), attempt.reply
        if attempt.reply.status != 200:
            body = attempt.reply.json
            assert attempt.reply.content_type == PROBLEM_JSON and body["detail"], attempt.reply
        if attempt.reply.status == 412:
            assert attempt.version is not None
    landed = [a for a in attempts if a.reply.status == 200]
    versions = sorted(a.reply.json["view"]["version"] for a in landed)
    final = api.get(game.path).json["version"]
    assert versions == list(range(1, final + 1)), versions  # one action per version, none lost
    for a in landed:
        if a.version is not None:  # landed with If-Match: exactly on the version it named
            assert a.reply.json["view"]["version"] == a.version + 1
    table = table_of(stored_state)
    assert len(table.log.split()) == final
    replayed, log_events = table.replay()
    assert snapshot(replayed) == stored_state  # the log replays to the stored state
    log = api.get(game.path + "/events").json["events"]
    assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
    by_seq = {e["seq"]: e for e in log}
    seen: list[int] = []
    for a in sorted(landed, key=lambda a: a.reply.json["view"]["version"]):
        events = a.reply.json["events"]
        assert events, a
        for event in events:  # what each winner was told is what the log holds
            assert by_seq[event["seq"]]["type"] == event["type"]
            assert by_seq[event["seq"]]["seat"] == event["seat"]
            seen.append(event["seq"])
    if seen:
        assert seen == list(range(3, len(log) + 1))  # seq 1, 2: creation and first draw


def table_of(stored: str | bytes) -> Table:
    """The table of a stored game's ``s`` field."""
    return Table.from_data(orjson.loads(stored))


def snapshot(table: Table) -> str:
    """A table as the store keeps it (the API's own encoding)."""
    return orjson.dumps(table.to_data()).decode()


@functools.cache
def built_edge(game_id: str) -> GameEdge:
    """``game_id``'s edge built as an app serving it builds it (``api.games.serve``), once per
    test process: for tests that read a game's schemas or texts outside an app."""
    return games.serve([game_id])[game_id]


def game_localizer(locale: str, game_id: str) -> Localizer:
    """``game_id``'s localizer of ``locale``, as an app serving it renders its texts."""
    return built_edge(game_id).localizer(locale)
