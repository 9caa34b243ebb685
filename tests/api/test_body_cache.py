"""Validated bodies remembered by their bytes (``api.http.reading.ValidatedBodies``), and
remembered sentences (``api.i18n.rendering``): the same answers as checking and rendering every
time."""

from __future__ import annotations

from typing import Any

import pytest

from api.http.problems import Problem
from api.http.reading import ValidatedBodies
from tests.api.helpers import Api, act, bearer, create_game, game_localizer


def counting(validate: Any) -> tuple[ValidatedBodies, list[bytes]]:
    calls: list[bytes] = []

    def checked(kind: str, raw: bytes) -> dict[str, Any]:
        calls.append(raw)
        return validate(kind, raw)

    return ValidatedBodies(checked, size=4, max_body=64), calls


def test_a_body_seen_before_is_not_checked_again_and_each_caller_gets_its_own_copy() -> None:
    bodies, calls = counting(lambda kind, raw: {"type": "pay", "cards": ["gold-3-07"]})
    first = bodies.load("biblios", b'{"type":"pay","cards":["gold-3-07"]}')
    first["cards"].append("changed by the first caller")
    second = bodies.load("biblios", b'{"type":"pay","cards":["gold-3-07"]}')
    assert second == {"type": "pay", "cards": ["gold-3-07"]}
    assert len(calls) == 1


def test_the_same_bytes_of_another_kind_are_checked_by_that_kind() -> None:
    bodies, calls = counting(lambda kind, raw: {"kind": kind})
    assert bodies.load("biblios", b"{}") == {"kind": "biblios"}
    assert bodies.load("1347", b"{}") == {"kind": "1347"}
    assert len(calls) == 2


def test_a_refused_body_is_never_remembered() -> None:
    def refuse(kind: str, raw: bytes) -> dict[str, Any]:
        raise Problem(400, "invalid_request")

    bodies, calls = counting(refuse)
    for _ in range(3):
        with pytest.raises(Problem):
            bodies.load("biblios", b'{"type":"bid"}')
    assert len(calls) == 3


def test_long_bodies_and_values_orjson_cannot_write_are_checked_every_time() -> None:
    bodies, calls = counting(lambda kind, raw: {"amount": 2**70})
    assert bodies.load("biblios", b'{"amount":1180591620717411303424}') == {"amount": 2**70}
    assert bodies.load("biblios", b'{"amount":1180591620717411303424}') == {"amount": 2**70}
    assert bodies.load("biblios", b"{" + b" " * 100 + b"}") == {"amount": 2**70}
    assert len(calls) == 4  # twice for the value (once more to answer it), once for the long


def test_only_the_last_few_bodies_are_remembered() -> None:
    bodies, calls = counting(lambda kind, raw: {"raw": raw.decode()})
    for n in range(6):
        bodies.load("biblios", f'{{"n":{n}}}'.encode())
    bodies.load("biblios", b'{"n":0}')  # forgotten: size 4
    bodies.load("biblios", b'{"n":5}')  # remembered
    assert len(calls) == 7


def test_an_action_refused_once_is_refused_again_in_each_request_language(client: Api) -> None:
    """A 400 is worded in each request's own language, however often the same body comes."""
    game = create_game(client, 2, seed=1)
    bad = {"type": "bid", "amount": "two"}
    english = act(client, game, 0, bad)
    french = act(client, game, 0, bad, headers={"Accept-Language": "fr"})
    assert english.status == french.status == 400
    assert english.json["errors"] != french.json["errors"]
    assert english.headers.get("Content-Language") == "en"
    assert french.headers.get("Content-Language") == "fr"


def test_the_same_action_body_is_judged_on_each_game_state(client: Api) -> None:
    """Remembering a body skips its parsing, never the rules: the same bytes that were a legal
    move are a 422 once the game has moved on (R5: one card drawn per turn)."""
    game = create_game(client, 2, seed=1)
    view = client.get(game.path, headers=bearer(game.tokens[0])).json
    place = next(a for a in view["legal_actions"] if a["type"] == "place")
    assert act(client, game, 0, place).status == 200
    again = act(client, game, 0, place)
    assert again.status == 422


def test_a_remembered_sentence_is_the_one_rendered_afresh() -> None:
    loc = game_localizer("ru", "biblios")
    params = {"seat": 1, "card": "monks-A"}
    first = loc.prompt("wait_church", params, ["Ана", "Борис"])
    assert loc.prompt("wait_church", dict(params), ["Ана", "Борис"]) == first
    assert loc.prompt("wait_church", params, ["Ана", "Вера"]) != first  # other names
    assert "Борис" in first


def test_a_sentence_whose_parameters_hold_a_list_is_rendered_each_time() -> None:
    loc = game_localizer("es", "biblios")
    one = loc.prompt("game_over", {"winners": [0]}, ["Ana", "Boris"])
    two = loc.prompt("game_over", {"winners": [0, 1]}, ["Ana", "Boris"])
    assert "Ana" in one and "Boris" not in one
    assert "Ana" in two and "Boris" in two
