"""Tutorials (play-contract, "Learning"): Biblios's and 1347's, each a fixed deal and scripted
bots, played to the end with the greedy bot in the learner's seat: every prompt of the
learner's seat gains the lesson that applies (``Table.view``), and the learner meets every
declared lesson, once, with its declared params, the number of a rule and a section of the
game's rules."""

from __future__ import annotations

import json
import random
import re

import pytest

import engine
from engine import Game, Setup, Table, get_game
from engine.export import export_game
from engine.fairness import Fairness
from engine.table import bot_function
from engine.tutorial import Lesson, Tutorial, lessons_shown
from engine.verify import verified_table, verify
from tests.engine.test_declarations import fields_conform
from tests.games.nim.rules import GAME as NIM

TUTORED = [get_game(game_id) for game_id in engine.game_ids() if get_game(game_id).info.tutorial]
RULE = {"biblios": (r"R(\d+)", 30), "1347": (r"P(\d+)", 75)}


def play(game: Game, hint_every: int = 0) -> tuple[Table, list[dict | None]]:
    """The tutorial played by the greedy bot in the learner's seat: the table and the lesson of
    each of the learner's prompts (``None``: none), read from its views."""
    table, _ = Table.create_tutorial(game, hints=hint_every > 0)
    learner = game.info.tutorial.learner
    lessons = []
    rnd = random.Random(0)
    decisions = 0
    while True:
        view = table.view(learner)
        lessons.append(view["prompt"].get("lesson"))
        if table.is_over():
            return table, lessons
        assert table.waiting_for() == (learner,)  # the scripted bots have moved
        decisions += 1
        if hint_every and decisions % hint_every == 0:
            table.hint(learner)
            assert table.view(learner)["prompt"].get("lesson") == lessons[-1]  # the same prompt
        table.act(learner, game.bots["greedy"](view, view["legal_actions"], rnd))


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.info.id)
def test_the_greedy_learner_meets_every_lesson_once(game: Game) -> None:
    tutorial = game.info.tutorial
    table, lessons = play(game)
    met = [lesson for lesson in lessons if lesson is not None]
    declared = {lesson.code: lesson for lesson in tutorial.lessons}
    codes = [lesson["code"] for lesson in met]
    assert len(codes) == len(set(codes)) and set(codes) == set(declared)  # each once
    pattern, last = RULE[game.info.id]
    for lesson in met:
        spec = declared[lesson["code"]]
        assert lesson == {
            "code": spec.code,
            "params": lesson["params"],
            "rule": spec.rule,
            "section": spec.section,
        }
        assert fields_conform(spec.params, json.loads(json.dumps(lesson["params"]))), lesson
        assert set(lesson["params"]) == {field.name for field in spec.params}, lesson
        number = re.fullmatch(pattern, lesson["rule"])
        assert number and 1 <= int(number[1]) <= last
        assert lesson["section"] in game.rules_sections
    # the learner's prompts are the table's: the same lessons when its log is replayed
    assert [lesson for _, lesson in lessons_shown(table)] == lessons
    assert [lesson for _, lesson in lessons_shown(table.replay()[0])] == lessons
    # a game's own sections each taught (Biblios plays no Medieval Bluff: a variant)
    taught = {lesson.section for lesson in tutorial.lessons}
    assert set(game.rules_sections) - taught <= {"medieval_bluff"}


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.info.id)
def test_a_tutorial_table_keeps_its_lessons_for_the_learner_alone(game: Game) -> None:
    tutorial = game.info.tutorial
    table, lessons = play(game, hint_every=7)  # hints change no prompt's lesson
    assert lessons == play(game)[1]
    again = Table.from_data(json.loads(json.dumps(table.to_data())))
    assert again.tutorial and again == table
    learner = tutorial.learner
    assert again.view(learner)["prompt"]["lesson"] == lessons[-1]
    for seat in range(tutorial.setup.players):
        if seat != learner:
            assert "lesson" not in table.view(seat)["prompt"]
    assert "lesson" not in table.view(None)["prompt"]
    assert table.seats[learner].bot is None
    assert all(bot_function(game, s.bot) for s in table.seats if s.bot is not None)
    # the same deal at an ordinary table has no lessons
    plain, _ = Table.create(game, tutorial.setup, list(tutorial.seats))
    assert not plain.tutorial and "lesson" not in plain.view(learner)["prompt"]


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.info.id)
def test_a_tutorial_exports_and_verifies(game: Game) -> None:
    table, _ = play(game, hint_every=9)
    seats = [{"name": None, "external_id": None}] * len(table.seats)
    document = json.loads(json.dumps(export_game(table, fairness=Fairness.seeded(), seats=seats)))
    assert document["tutorial"] is True and document["hints"] is True
    assert document["seats"][1]["bot"] == table.seats[1].bot  # the tutor, a bot of its own
    assert verify(document).ok
    assert verified_table(document) == table


def test_a_tutorials_bots_are_its_own() -> None:
    biblios = get_game("biblios")
    (name,) = biblios.info.tutorial.bots
    assert name not in biblios.bots and bot_function(biblios, name) is not None
    assert bot_function(biblios, "no-such-bot") is None
    with pytest.raises(ValueError, match="no tutorial"):
        Table.create_tutorial(NIM)


def test_a_tutorial_has_one_learner_and_lessons_of_their_own() -> None:
    setup = Setup(2, 1, "normal")
    lesson = Lesson("a", "R1", "play", lambda view: {})
    with pytest.raises(ValueError, match="one learner"):
        Tutorial(setup, ("bot", "bot"), {}, (lesson,))
    with pytest.raises(ValueError, match="codes of their own"):
        Tutorial(setup, (None, "bot"), {}, (lesson, lesson))
