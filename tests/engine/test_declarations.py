"""What each game declares it sends (engine.Field, engine.EventType: what the API documents
from) is what it sends, over random games of every game at a table (people, bots, a
resignation, timeouts):

- every event emitted is of a declared type (``Game.events``, or the table's:
  ``engine.table.TABLE_EVENTS``), names a seat exactly when its type says so, and carries
  exactly the declared params, each of its JSON type, the private ones in its private part (or
  public where the event makes them so);
- every rule violation raised by the actions tried (legal and not: fields drawn from the
  declaration and from what the view shows) carries exactly its code's declared params
  (``Game.violations``; the AST scan of ``tests/api/test_openapi_problems.py`` holds the names
  of every ``RuleViolation`` call to them as well);
- every view (each seat's and a spectator's, now and then and at the end) holds exactly the
  game's ``view_fields`` besides ``seat``, ``to_act`` and ``prompt``, each of its type, and
  the result its ``result_fields``, and its prompt is one of the game's ``prompts`` with
  exactly its params (every prompt declared is met in a few random games);
- the catalog holds exactly its ``catalog_fields``, and every entry the edge names is listed;
- the codes the table and the replay raise of their own (``engine.table.TABLE_VIOLATIONS``,
  ``engine.replay.VIOLATIONS``) are declared with exactly the params they are raised with,
  and ``hint_given`` is as the table declares it.

So the declarations and the code cannot drift apart."""

from __future__ import annotations

import ast
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import Event, Field, Game, RuleViolation, Setup, Table
from engine.replay import VIOLATIONS as REPLAY_VIOLATIONS
from engine.table import TABLE_EVENTS, TABLE_VIOLATIONS
from tests.engine.test_game_contract import GAMES, MAX_STEPS, setups

pytestmark = pytest.mark.usefixtures("nim_registered")
ENGINE = Path(__file__).resolve().parents[2] / "engine"


def conforms(spec: Field, value: Any) -> bool:
    """Whether ``value`` is of ``spec``'s declared JSON type (its choices, items, fields)."""
    if value is None:
        return spec.nullable
    if spec.type == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if spec.type == "boolean":
        return isinstance(value, bool)
    if spec.type == "string":
        return isinstance(value, str) and (not spec.choices or value in spec.choices)
    items = spec.items
    if spec.type == "union":
        if not isinstance(value, dict):
            return False
        member = next((m for m in items if m.name == value.get(spec.tag)), None)  # type: ignore[union-attr]
        rest = {key: item for key, item in value.items() if key != spec.tag}
        return member is not None and conforms(Field("", member.type, **_shape(member)), rest)
    if spec.type == "object":
        if isinstance(items, Field):  # one value under each of its keys
            return (
                isinstance(value, dict)
                and set(value) == set(spec.choices)
                and all(conforms(items, item) for item in value.values())
            )
        return isinstance(value, dict) and fields_conform(items, value)  # type: ignore[arg-type]
    if not isinstance(value, list):
        return False
    if isinstance(items, tuple):
        return all(isinstance(item, dict) and fields_conform(items, item) for item in value)
    return all(conforms(items, item) for item in value)  # type: ignore[arg-type]


def _shape(member: Field) -> dict[str, Any]:
    return {"items": member.items, "tag": member.tag}


def fields_conform(specs: tuple[Field, ...], data: dict) -> bool:
    """Whether ``data`` holds exactly ``specs``'s fields (the required ones at least), each of
    its type."""
    declared = {spec.name: spec for spec in specs}
    required = {spec.name for spec in specs if spec.required}
    return required <= set(data) <= set(declared) and all(
        conforms(declared[name], value) for name, value in data.items()
    )


def check_event(game: Game, event: Event) -> None:
    declared = game.events.get(event.type) or TABLE_EVENTS.get(event.type)
    assert declared is not None, f"{event.type} is not declared"
    assert (event.seat is not None) == declared.seat, event
    # a private param is in the event's private part, or public when the event makes it so
    # (a card placed in the public space, R12)
    assert fields_conform(declared.params, {**event.params, **(event.private or {})}), event
    public = {spec.name for spec in declared.params if not spec.private}
    assert public <= set(event.params), event
    assert set(event.private or {}) <= {spec.name for spec in declared.params if spec.private}


def check_violation(game: Game, violation: RuleViolation) -> None:
    declared = game.violations.get(violation.code)
    if declared is not None:
        params = json.loads(json.dumps(violation.params))
        assert fields_conform(declared, params), (violation, declared)
        assert set(params) == {spec.name for spec in declared}, violation


#: What every game's view holds besides its ``view_fields`` (``Game.view``).
COMMON = {"seat", "to_act", "prompt"}


def check_prompt(game: Game, prompt: dict) -> None:
    declared = game.prompts[prompt["code"]]
    assert fields_conform(declared, prompt["params"]), (prompt, declared)
    assert set(prompt["params"]) == {spec.name for spec in declared}, prompt


def check_view(game: Game, view: dict) -> None:
    check_prompt(game, view["prompt"])
    own = {key: value for key, value in view.items() if key not in COMMON}
    assert set(view) >= COMMON, sorted(view)
    assert fields_conform(game.view_fields, own), own
    assert set(own) == {spec.name for spec in game.view_fields}, sorted(own)


def attempt(spec: Field, seen: list[str], rnd: random.Random) -> Any:
    """A value for an action's field, right or wrong: ids the view shows, numbers around."""
    if spec.type == "integer":
        return rnd.randint(-2, 20)
    if spec.type == "string":
        pool = list(spec.choices) or seen or ["x"]
        return rnd.choice([*pool, "no-such-id"])
    items = spec.items
    count = rnd.randint(0, 3)
    if isinstance(items, tuple):
        return [{part.name: attempt(part, seen, rnd) for part in items} for _ in range(count)]
    return [attempt(items, seen, rnd) for _ in range(count)]  # type: ignore[arg-type]


def play(game: Game, setup: Setup, rnd: random.Random) -> tuple[list[Event], set[str], Table]:
    """A game at a table (seat 0 resigns at some point, timeouts now and then, the last of 3
    or more seats a random bot), each decision tried first with a few actions drawn from the
    declaration: its events and the codes of the violations raised."""
    bots: list[str | None] = [None] * setup.players
    if setup.players >= 3:
        bots[-1] = "random"
    table, events = Table.create(game, setup, bots)
    codes: set[str] = set()
    resign_at = rnd.randrange(1, 60)
    for step in range(MAX_STEPS):
        if table.is_over():
            return events, codes, table
        if step == resign_at and table.seats[0].status == engine.PLAYING:
            events += table.resign(0)
            continue
        seat = table.waiting_for()[0]
        if rnd.random() < 0.05:
            events += table.time_out(seat)
            continue
        view = table.view(seat)
        if step % 5 == 0:
            for viewer in (None, *range(setup.players)):
                check_view(game, game.view(table.state, viewer))
        seen = sorted(set(re.findall(r'"([^"\\]*)"', json.dumps(view))))
        for _ in range(3):
            kind = rnd.choice(game.action_types)
            body = {"type": kind}
            body.update({s.name: attempt(s, seen, rnd) for s in game.action_fields[kind]})
            try:
                events += table.act(rnd.choice([seat, (seat + 1) % setup.players]), body)
            except RuleViolation as violation:
                check_violation(game, violation)
                codes.add(violation.code)
            else:
                break
        else:
            action = game.bots["random"](view, view["legal_actions"], rnd)
            events += table.act(seat, action)
    pytest.fail("the game did not end")


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.info.id)
def test_every_event_and_violation_is_as_declared(game: Game) -> None:
    emitted: set[str] = set()
    raised: set[str] = set()
    for setup in setups(game, seeds=8):
        events, codes, table = play(game, setup, random.Random(setup.seed))
        for viewer in (None, *range(setup.players)):
            check_view(game, game.view(table.state, viewer))
        result = game.result(table.state)
        assert fields_conform(game.result_fields, result), result
        for event in events:
            check_event(game, event)
        emitted |= {event.type for event in events}
        raised |= codes
    # the playouts reach most of what is declared (the rest: tests/api/test_openapi_problems.py)
    assert len(emitted & set(game.events)) >= len(game.events) * 2 // 3, emitted
    assert raised & set(game.violations), raised


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.info.id)
def test_every_prompt_is_declared_and_met(game: Game) -> None:
    met: set[str] = set()
    for setup in setups(game, seeds=6):
        state, _ = game.new_game(setup)
        rnd = random.Random(setup.seed)
        for _ in range(MAX_STEPS):
            for viewer in (None, *range(setup.players)):
                prompt = json.loads(json.dumps(game.prompt(state, viewer)))
                check_prompt(game, prompt)
                met.add(prompt["code"])
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            view = game.view(state, seat)
            action = game.bots["random"](view, view["legal_actions"], rnd)
            game.apply_action(state, seat, game.parse_action(action))
    assert met == set(game.prompts)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.info.id)
def test_the_catalog_is_as_declared(game: Game) -> None:
    catalog = game.catalog()
    assert fields_conform(game.catalog_fields, catalog), catalog
    json.dumps(catalog)
    for spec in game.catalog_fields:
        key = spec.items[0] if isinstance(spec.items, tuple) else None
        if key is not None and key.choices:  # entries the edge names, by their key
            listed = [entry[key.name] for entry in catalog[spec.name]]
            assert sorted(listed) == sorted(key.choices), (spec.name, listed)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.info.id)
def test_a_new_games_violations_are_as_declared(game: Game) -> None:
    info = game.info
    for setup in (
        Setup(info.max_players + 1, 1, info.variants[0]),
        Setup(info.min_players, 1, info.variants[-1], options={"no_such": 1}),
        Setup(info.min_players, 1, info.variants[0], options={"deck": ["x"]}),
    ):
        try:
            game.new_game(setup)
        except RuleViolation as violation:
            check_violation(game, violation)


def raised_in(path: Path) -> list[tuple[str, frozenset[str]]]:
    """Every ``RuleViolation("code", name=...)`` of a module: its code and its params' names."""
    found = []
    for call in ast.walk(ast.parse(path.read_text())):
        if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "RuleViolation":
            code = call.args[0]
            assert isinstance(code, ast.Constant), f"{path}:{call.lineno}"
            found.append((code.value, frozenset(k.arg for k in call.keywords)))
    return found


@pytest.mark.parametrize(
    ("module", "declared"),
    [("table.py", TABLE_VIOLATIONS), ("replay.py", REPLAY_VIOLATIONS)],
    ids=["table", "replay"],
)
def test_the_engines_own_codes_are_declared(module: str, declared: dict) -> None:
    # the table's and the replay's codes (beside game_over and not_your_turn, every game's):
    # each declared with exactly the params it is raised with, each declared one raised
    raised = raised_in(ENGINE / module)
    shared = {"game_over", "not_your_turn"}
    for code, params in raised:
        if code not in shared:
            assert params == {spec.name for spec in declared[code]}, code
    assert {code for code, _ in raised} - shared == set(declared)


def test_a_hint_and_a_replays_violation_are_as_declared() -> None:
    game = engine.get_game("biblios")
    table, _ = Table.create(game, Setup(2, 1, "standard", 0), hints=True)
    (event,) = table.hint(0)
    check_event(game, event)
    violation = RuleViolation("export_invalid", check="actions")
    assert fields_conform(REPLAY_VIOLATIONS["export_invalid"], violation.params)
