"""Replays (play-contract, "Learning"): random games of every game (Biblios, 1347 and the
test-only Nim) at a table with people, bots, hints, a resignation and timeouts, replayed as
each seat and with everything shown, where

- each step's view is the one the table gave that seat live at the same point, and neither it
  nor the step's events show a card the seat could not see then (``Game.secrets``);
- with everything shown, every hand is shown and every event whole, only once the game is over;
- pages put together are the whole replay, and each step's version is the write it came after;
- an export document replays the same after the verifier's checks, and one that fails a check
  raises ``export_invalid`` naming it.
"""

from __future__ import annotations

import json
import random

import pytest

from engine import Game, RuleViolation, Setup, Table
from engine.export import export_game
from engine.replay import ALL, PAGE, replay, replay_export
from tests.engine.export_games import seats_of
from tests.engine.test_game_contract import GAMES, MAX_STEPS, quoted_ids, setups

pytestmark = pytest.mark.usefixtures("nim_registered")


class Played:
    """A game played at a table with each seat's live view (and what it may not see) recorded
    before each write, and the store's event count after each write (its versions)."""

    def __init__(self, game: Game, setup: Setup, rnd: random.Random) -> None:
        bots: list[str | None] = [None] * setup.players
        if setup.players >= 3:
            bots[-1] = "greedy"
        self.table, _ = Table.create(game, setup, bots, hints=True)
        self.live: dict[int, dict[int, dict]] = {}  # log entries → seat → view
        self.versions = [self.table.state.seq]
        resign_at = rnd.randrange(5, 60)
        for step in range(MAX_STEPS):
            self.record()
            if self.table.is_over():
                return
            if step == resign_at and self.table.seats[0].person:
                self.table.resign(0)
            else:
                seat = self.table.waiting_for()[0]
                draw = rnd.random()
                if draw < 0.05:
                    self.table.time_out(seat)
                elif draw < 0.1:
                    self.table.hint(seat)
                else:
                    view = self.table.view(seat)
                    self.table.act(seat, game.bots["random"](view, view["legal_actions"], rnd))
            self.versions.append(self.table.state.seq)
        pytest.fail("the game did not end")

    def record(self) -> None:
        entries = len(self.table.log.split())
        self.live[entries] = {s: self.table.view(s) for s in range(len(self.table.seats))}


def all_steps(table: Table, viewer: int | str, **options: object) -> list[dict]:
    steps: list[dict] = []
    start: int | None = 0
    while start is not None:
        page = replay(table, viewer, start, **options)  # type: ignore[arg-type]
        assert len(page.steps) <= PAGE
        steps += page.steps
        start = page.next
    return steps


def secrets_by_step(table: Table, seat: int) -> list[tuple[set[str], set[str]]]:
    """What ``seat`` may not see before and after each log entry, the game rebuilt apart."""
    game = table.game
    fresh, _ = table.restarted()
    found = []
    for text in table.log.split():
        before = game.secrets(fresh.state, seat)
        fresh.apply_entry(fresh.read_entry(text))
        found.append((before, game.secrets(fresh.state, seat)))
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_a_seats_replay_shows_what_it_saw_live_and_nothing_it_could_not_see(game: Game) -> None:
    for setup in setups(game, seeds=4):
        played = Played(game, setup, random.Random(setup.seed))
        table = played.table
        entries = table.log.split()
        assert any(e.startswith("?") for e in entries) or len(entries) < 20
        for seat in range(setup.players):
            steps = all_steps(table, seat)
            assert [s["index"] for s in steps] == list(range(len(entries) + 1))
            secrets = secrets_by_step(table, seat)
            compared = 0
            for step in steps[:-1]:
                index = step["index"]
                before, after = secrets[index]
                leaked = before & quoted_ids(step["view"])
                assert not leaked, f"step {index}: seat {seat} sees {sorted(leaked)[:5]}"
                shown = quoted_ids(step["events"])
                assert not before & after & shown, f"step {index}: events show seat {seat} more"
                if index in played.live:
                    assert step["view"] == played.live[index][seat], f"step {index}"
                    compared += 1
            assert steps[-1]["action"] is None and steps[-1]["events"] == []
            assert steps[-1]["view"] == played.live[len(entries)][seat]  # the end
            assert compared == len(played.live) - 1


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_everything_shown_only_once_over(game: Game) -> None:
    setup = setups(game, seeds=2)[-1]
    table, _ = Table.create(game, setup)
    with pytest.raises(ValueError, match="only once it is over"):
        replay(table, ALL)
    played = Played(game, setup, random.Random(3))
    table = played.table
    steps = all_steps(table, ALL)
    _, events = table.replay()
    shown = [event for step in steps for event in step["events"]]
    created = len(events) - len(shown)  # the setup's events come before the first step
    assert shown == [event.visible_to(None, True) for event in events[created:]]
    for step in steps:
        assert step["view"]["seat"] is None and step["view"]["legal_actions"] == []
        if "hands" in step["view"]:  # Biblios: every hand
            assert all(hand["cards"] is not None for hand in step["view"]["hands"])
        if "seat_info" in step["view"]:  # 1347: every hand, committed card and rat total
            assert all(info["hand"] is not None for info in step["view"]["seat_info"])
            assert all(card["card"] for card in step["view"]["nun_row"])


def test_a_seat_sees_more_of_its_own_hand_than_a_replay_of_another_seat_shows() -> None:
    # Biblios: the seat's own hand is in its steps, the other's is not, all shows both
    game = GAMES[0]
    played = Played(game, Setup(2, 9, "standard", 0), random.Random(9))
    middle = len(played.table.log.split()) // 2
    own = replay(played.table, 0, middle, 1).steps[0]["view"]["hands"]
    every = replay(played.table, ALL, middle, 1).steps[0]["view"]["hands"]
    assert own[0]["cards"] == every[0]["cards"] and own[0]["cards"] is not None
    assert own[1]["cards"] is None and every[1]["cards"] is not None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_pages_and_versions(game: Game) -> None:
    setup = setups(game, seeds=3)[-1]
    played = Played(game, setup, random.Random(5))
    table = played.table
    whole = all_steps(table, 0)
    for limit in (1, 7, PAGE):
        assert all_steps(table, 0, limit=limit) == whole
    # as the store numbers its writes (one per call here), and as the replay finds them alone
    assert all_steps(table, 0, versions=played.versions) == whole
    written = sorted(played.live)  # the log entries before each write
    for version, entries in enumerate(written):
        assert whole[entries]["version"] == version
    assert whole[-1]["version"] == len(played.versions) - 1
    assert replay(table, 0, len(whole) - 1).next is None
    for bad in ({"start": -1}, {"limit": 0}, {"limit": PAGE + 1}):
        with pytest.raises(ValueError):
            replay(table, 0, **bad)  # type: ignore[arg-type]
    for viewer in (-1, len(table.seats), "everyone"):
        with pytest.raises(ValueError):
            replay(table, viewer)


def test_an_export_replays_the_same_after_the_verifiers_checks() -> None:
    from engine.fairness import Fairness

    game = GAMES[0]
    played = Played(game, Setup(3, 21, "standard", 0), random.Random(21))
    table = played.table
    document = json.loads(
        json.dumps(export_game(table, fairness=Fairness.seeded(), seats=seats_of(3)))
    )
    rebuilt, page = replay_export(document, 1)
    assert rebuilt == table
    assert page == replay(table, 1)
    assert replay_export(document, ALL, 50, 10)[1] == replay(table, ALL, 50, 10)

    tampered = {
        "document": {**document, "players": "three"},
        "fairness": {**document, "seed": "x"},
        "actions": {**document, "actions": document["actions"][::-1]},
        "unfinished": {**document, "actions": document["actions"][:-1]},
        "seats": {
            **document,
            "seats": [
                {**s, "status": "resigned"} if s["seat"] == 2 else s for s in document["seats"]
            ],
        },
        "result": {**document, "result": {**document["result"], "seats": []}},
    }
    for check, bad in tampered.items():
        with pytest.raises(RuleViolation) as caught:
            replay_export(bad, 0)
        assert (caught.value.code, caught.value.params) == ("export_invalid", {"check": check})
