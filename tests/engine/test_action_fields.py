"""Each game's ``action_fields`` (engine.Field: what the API checks requests against and
documents) is what its ``parse_action`` reads: a body made to the declaration parses, to the
same action type; a field of the wrong JSON type, or an unknown action type, is refused as
``invalid_action``. So the declaration and the parser cannot drift apart."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import Field, Game, RuleViolation, get_game
from tests.games.nim.rules import GAME as NIM

GAMES = [get_game(game_id) for game_id in engine.game_ids()] + [NIM]


def sample(spec: Field) -> Any:
    """A value the declaration allows."""
    if spec.type == "integer":
        return 1
    if spec.type == "string":
        return spec.choices[0] if spec.choices else "x" * min(3, spec.max_length or 3)
    items = spec.items
    if isinstance(items, tuple):
        return [{part.name: sample(part) for part in items}]
    assert items is not None, spec
    return [sample(items)]


WRONG = {"integer": "1", "string": 1, "array": {"not": "a list"}}


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.info.id)
def test_every_action_type_is_declared_with_its_fields(game: Game) -> None:
    assert tuple(game.action_fields) == game.action_types


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.info.id)
def test_a_body_made_to_the_declaration_parses(game: Game) -> None:
    for kind, specs in game.action_fields.items():
        body = {"type": kind, **{spec.name: sample(spec) for spec in specs}}
        assert game.parse_action(body).type == kind, body
        optional = {spec.name for spec in specs if not spec.required}
        if optional:  # left out, a list means none
            lean = {key: value for key, value in body.items() if key not in optional}
            assert game.parse_action(lean).type == kind, lean


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.info.id)
def test_a_field_of_the_wrong_type_or_an_unknown_type_is_refused(game: Game) -> None:
    for kind, specs in game.action_fields.items():
        body = {"type": kind, **{spec.name: sample(spec) for spec in specs}}
        for spec in specs:
            wrong = {**body, spec.name: WRONG[spec.type]}
            with pytest.raises(RuleViolation) as refused:
                game.parse_action(wrong)
            assert refused.value.code == "invalid_action", wrong
    with pytest.raises(RuleViolation) as refused:
        game.parse_action({"type": "no_such_action"})
    assert refused.value.code == "invalid_action"
