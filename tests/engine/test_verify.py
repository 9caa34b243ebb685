"""The verifier (play-contract: "Fair shuffles and game export"): finished games exported and
verified, as a function and as ``python -m engine.verify FILE``; then tampered with, each
tampering named as the first mismatch (exit 1); unreadable input and bad usage exit 2."""

from __future__ import annotations

import copy
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.fairness import Fairness
from engine.registry import INSTALLED
from engine.verify import Report, result_difference, verify
from engine.verify.__main__ import main
from tests.engine.export_games import Plan, biblios_deck, exported

ROOT = Path(__file__).resolve().parents[2]

PLANS = {
    "2p-people-committed-timeouts-resign": Plan(
        players=2, timeout_rate=0.1, resign=(1, 40), client_seed="Ana ♞"
    ),
    "3p-person-and-bots-committed-taken-over": Plan(
        players=3, bots=["greedy", None, None], taken_over=2, timeout_rate=0.1, client_seed="p-7"
    ),
    "4p-medieval-bluff-seeded": Plan(
        players=4,
        variant="medieval_bluff",
        mode="seeded",
        seed=2**63 + 5,
        bots=[None, "random", None, "greedy"],
        timeout_rate=0.05,
        resign=(2, 25),
    ),
    "3p-fixed-deck": Plan(
        players=3, mode="fixed_deck", seed=77, options={"deck": biblios_deck(3, 31)}, choices=4
    ),
    "4p-bots-only-committed": Plan(players=4, bots=["greedy", "random", "random", "greedy"]),
    "2p-medieval-bluff-committed-first-seat-1": Plan(
        players=2, variant="medieval_bluff", first_seat=1, timeout_rate=0.2, choices=9
    ),
}


@pytest.fixture(scope="module")
def documents() -> dict[str, dict]:
    """Each plan's export, as JSON read back."""
    return {name: json.loads(json.dumps(exported(plan)[0])) for name, plan in PLANS.items()}


@pytest.fixture(scope="module")
def rich(documents) -> dict:
    """A committed game with a person (seat 1), a bot (seat 0), timeouts and a take-over
    (seat 2)."""
    return documents["3p-person-and-bots-committed-taken-over"]


def run_cli(tmp_path: Path, document: object, *, raw: str | None = None):
    path = tmp_path / "game.json"
    path.write_text(raw if raw is not None else json.dumps(document), encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "engine.verify", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def mismatch(document: dict) -> str:
    report = verify(document)
    assert not report.ok and report.lines() == [f"not verified: {report.mismatch}"]
    return report.mismatch


# --- Verified games ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", PLANS)
def test_finished_games_verify_as_a_function(documents, name):
    document = documents[name]
    report = verify(document)
    assert report.ok, report.mismatch
    lines = report.lines()
    assert lines[0] == "verified" and len(lines) == 1 + document["players"]
    by_seat = {entry["seat"]: entry for entry in document["result"]["seats"]}
    ranks = [standing.rank for standing in report.ranking]
    assert ranks == sorted(ranks)
    for standing, line in zip(report.ranking, lines[1:], strict=True):
        entry = by_seat[standing.seat]
        assert standing.rank == entry["rank"] and standing.points == entry["vp"]
        assert standing.name == f"Player {standing.seat}"
        assert line.startswith(f"rank {standing.rank}  seat {standing.seat}  Player ")
        assert f"  {entry['vp']} points" in line
        assert line.endswith(f"({entry['status']})") == (entry["status"] != "playing")


@pytest.mark.parametrize("name", PLANS)
def test_finished_games_verify_as_a_command(tmp_path, documents, name):
    done = run_cli(tmp_path, documents[name])
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == verify(documents[name]).text() + "\n"
    assert done.stdout.startswith("verified\nrank 1  seat ") and done.stderr == ""


def test_the_plans_cover_what_they_claim(documents):
    statuses = {s["status"] for d in documents.values() for s in d["seats"]}
    assert statuses == {"playing", "resigned", "taken_over"}
    assert any(item.get("timeout") for d in documents.values() for item in d["actions"])
    assert {d["players"] for d in documents.values()} == {2, 3, 4}
    assert {d["variant"] for d in documents.values()} == {"standard", "medieval_bluff"}
    assert {d["fairness"]["mode"] for d in documents.values()} == {
        "committed",
        "seeded",
        "fixed_deck",
    }


@pytest.mark.parametrize("game_id", sorted(INSTALLED))
def test_every_installed_game_exports_and_verifies(tmp_path, game_id):
    """Game-agnostic: each of the engine's own games (Biblios, and 1347 once it is installed)
    at each player count, a person with timeouts beside bots, committed."""
    from engine import get_game

    info = get_game(game_id).info
    for players in range(info.min_players, info.max_players + 1):
        bots = [None] + ["random", "greedy"] * players
        plan = Plan(game=game_id, players=players, bots=bots[:players], timeout_rate=0.3)
        document, _ = exported(plan)
        assert document["format"] == f"{game_id}-game/1" and document["game"] == game_id
        report = verify(json.loads(json.dumps(document)))
        assert report.ok, report.mismatch
    done = run_cli(tmp_path, document)
    assert done.returncode == 0 and done.stdout.startswith("verified\n")


def test_standard_input(documents):
    document = documents["4p-bots-only-committed"]
    done = subprocess.run(
        [sys.executable, "-m", "engine.verify", "-"],
        cwd=ROOT,
        input=json.dumps(document),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout.startswith("verified\n")


# --- Tampering: each named as the first mismatch -------------------------------------------------


def test_a_changed_server_seed(rich, tmp_path):
    document = copy.deepcopy(rich)
    seed = document["fairness"]["server_seed"]
    document["fairness"]["server_seed"] = ("0" if seed[0] != "0" else "1") + seed[1:]
    assert mismatch(document) == "commitment does not match the server seed"
    done = run_cli(tmp_path, document)
    assert done.returncode == 1
    assert done.stdout == "not verified: commitment does not match the server seed\n"


def test_a_changed_commitment(rich, tmp_path):
    document = copy.deepcopy(rich)
    document["fairness"]["commitment"] = "0" * 64
    assert mismatch(document) == "commitment does not match the server seed"
    assert run_cli(tmp_path, document).returncode == 1


def test_a_changed_client_seed_gives_another_deal(rich, tmp_path):
    """The commitment still holds, but the seed derived from both seeds deals other cards:
    the replay cannot follow the recorded actions to the recorded result."""
    document = copy.deepcopy(rich)
    document["fairness"]["client_seed"] += "!"
    found = mismatch(document)
    assert re.match(r"(action \d+ \(seat \d, .*\) is not legal: |result differs: )", found)
    done = run_cli(tmp_path, document)
    assert done.returncode == 1 and done.stdout == f"not verified: {found}\n"


def test_a_changed_result(rich, tmp_path):
    document = copy.deepcopy(rich)
    entry = document["result"]["seats"][1]
    recorded = entry["rank"]
    entry["rank"] = recorded % 3 + 1
    expected = f"result differs: seat 1 rank {entry['rank']} != {recorded} (file != replay)"
    assert mismatch(document) == expected
    done = run_cli(tmp_path, document)
    assert done.returncode == 1 and done.stdout == f"not verified: {expected}\n"
    document = copy.deepcopy(rich)
    document["result"]["seats"][2]["vp"] += 1
    assert mismatch(document).startswith("result differs: seat 2 vp ")
    document = copy.deepcopy(rich)
    document["result"]["categories"]["monks"]["die"] = 9
    assert mismatch(document).startswith("result differs: categories monks die 9 != ")


def test_a_changed_status(rich):
    document = copy.deepcopy(rich)
    document["seats"][2]["status"] = "playing"  # it was taken over
    assert mismatch(document) == 'seat 2 status "playing" != "taken_over" (file != replay)'


def person_entries(document: dict) -> list[int]:
    """The indexes of the actions of the seats that stayed people's (not timeouts, not
    resignations)."""
    people = {s["seat"] for s in document["seats"] if s["bot"] is None and s["status"] == "playing"}
    assert people
    return [
        i
        for i, item in enumerate(document["actions"])
        if item["seat"] in people and not item.get("timeout") and item["action"]["type"] != "resign"
    ]


def test_a_changed_action(rich, tmp_path):
    document = copy.deepcopy(rich)
    index = next(
        i for i in person_entries(document) if document["actions"][i]["action"]["type"] == "bid"
    )
    item = document["actions"][index]
    item["action"] = {"type": "bid", "amount": 99}
    expected = f"action {index} (seat {item['seat']}, {json.dumps(item['action'])}) is not legal: "
    assert mismatch(document).startswith(expected)
    done = run_cli(tmp_path, document)
    assert done.returncode == 1 and done.stdout.startswith(f"not verified: {expected}")


def test_another_legal_looking_action_diverges(rich):
    """A place elsewhere is a legal action there, maybe, but not the recorded game."""
    document = copy.deepcopy(rich)
    places = [
        i for i in person_entries(document) if document["actions"][i]["action"]["type"] == "place"
    ]
    index = places[0]
    action = document["actions"][index]["action"]
    action["to"] = "public" if action["to"] != "public" else "keep"
    found = mismatch(document)
    step = re.match(r"action (\d+) ", found)
    assert (step and int(step.group(1)) >= index) or found.startswith("result differs: ")


def test_an_action_by_another_seat(rich):
    document = copy.deepcopy(rich)
    index = person_entries(document)[0]
    item = document["actions"][index]
    item["seat"] = (item["seat"] + 1) % 3
    found = mismatch(document)
    assert found.startswith(f"action {index} (seat {item['seat']}, ")
    assert "is not legal: not_your_turn" in found


def test_a_dropped_action(rich, tmp_path):
    document = copy.deepcopy(rich)
    index = person_entries(document)[3]
    del document["actions"][index]
    found = mismatch(document)
    step = re.match(r"action (\d+) \(seat \d, .*\) is not legal: ", found)
    assert step and int(step.group(1)) >= index, found
    assert run_cli(tmp_path, document).returncode == 1


def test_the_last_action_dropped(rich):
    document = copy.deepcopy(rich)
    document["actions"].pop()
    assert mismatch(document).startswith("the actions end before the game is over (it waits for ")


def test_an_action_after_the_end(rich):
    document = copy.deepcopy(rich)
    document["actions"].append(document["actions"][-1])
    index = len(document["actions"]) - 1
    assert mismatch(document).startswith(f"action {index} ") and "game_over" in mismatch(document)


def test_two_actions_reordered(rich, tmp_path):
    document = copy.deepcopy(rich)
    actions = document["actions"]
    index = next(i for i in range(len(actions) - 1) if actions[i]["seat"] != actions[i + 1]["seat"])
    actions[index], actions[index + 1] = actions[index + 1], actions[index]
    found = mismatch(document)
    assert found.startswith(f"action {index} (seat {actions[index]['seat']}, ")
    assert "not_your_turn" in found
    assert run_cli(tmp_path, document).returncode == 1


def test_a_timeout_turned_into_a_resignation(rich):
    document = copy.deepcopy(rich)
    index = next(i for i, item in enumerate(document["actions"]) if item.get("timeout"))
    document["actions"][index] = {
        "seat": document["actions"][index]["seat"],
        "action": {"type": "resign"},
    }
    assert mismatch(document).startswith("action ")


def test_a_changed_seed_or_deck(documents):
    seeded = copy.deepcopy(documents["4p-medieval-bluff-seeded"])
    seeded["seed"] += 1
    assert re.match(r"(action \d+ |result differs: )", mismatch(seeded))
    fixed = copy.deepcopy(documents["3p-fixed-deck"])
    fixed["seed"] += 1  # a fixed deck does not fix the auction's shuffle: the seed matters
    assert re.match(r"(action \d+ |result differs: )", mismatch(fixed))
    fixed = copy.deepcopy(documents["3p-fixed-deck"])
    fixed["deck"][0], fixed["deck"][5] = fixed["deck"][5], fixed["deck"][0]
    assert re.match(r"(action \d+ |result differs: )", mismatch(fixed))


def test_mode_and_shape_mismatches(rich, documents):
    cases = [
        ({"seed": 5}, "a committed game's export carries no seed (it is derived)"),
        ({"deck": ["monks-A"]}, "'deck' is given exactly in fixed_deck mode"),
        ({"format": "biblios-game/2"}, 'format "biblios-game/2" is not biblios-game/1'),
        ({"game": "chess"}, 'unknown game "chess" (known: '),
        ({"players": "3"}, 'players "3" is not a number of players'),
        ({"seats": []}, "seats: not a list of 3 seats"),
        ({"actions": {}}, "actions: not a list"),
        ({"fairness": {"mode": "seeded"}}, "fairness: "),
    ]
    for change, expected in cases:
        assert mismatch({**rich, **change}).startswith(expected), change
    hidden = copy.deepcopy(rich)
    hidden["fairness"]["server_seed"] = None
    assert mismatch(hidden) == "the server seed is not revealed"
    no_seed = {k: v for k, v in documents["4p-medieval-bluff-seeded"].items() if k != "seed"}
    assert mismatch(no_seed) == "a seeded game's export needs its seed (a whole number)"
    missing = {k: v for k, v in rich.items() if k != "result"}
    assert mismatch(missing) == "not a game export: no 'result'"
    bot = copy.deepcopy(rich)
    bot["seats"][0]["bot"] = "clever"
    assert mismatch(bot) == 'seat 0: "clever" is not one of biblios\'s bots'
    extra = copy.deepcopy(rich)
    extra["actions"][0]["by"] = "bot"
    assert mismatch(extra) == "action 0: not an object of seat, action and maybe timeout"
    padded = copy.deepcopy(rich)
    padded["actions"][0]["action"]["note"] = "x"
    assert mismatch(padded).endswith("is not written as biblios writes it")
    malformed = copy.deepcopy(rich)
    malformed["actions"][0]["action"] = {"type": "fly"}
    assert mismatch(malformed) == 'action 0 (seat 0, {"type": "fly"}) is not legal: invalid_action'
    assert mismatch([]) == "not a game export: not a JSON object"


# --- The command line ------------------------------------------------------------------------


def test_unreadable_input_and_usage_errors_exit_2(tmp_path, capsys):
    assert run_cli(tmp_path, None, raw="{not json").returncode == 2
    done = run_cli(tmp_path, [1, 2])
    assert done.returncode == 2 and "not a JSON object" in done.stderr and done.stdout == ""
    assert main([str(tmp_path / "absent.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    (tmp_path / "latin1.json").write_bytes(b'{"game": "\xe9"}')
    assert main([str(tmp_path / "latin1.json")]) == 2
    with pytest.raises(SystemExit) as usage:
        main([])
    assert usage.value.code == 2
    done = subprocess.run(
        [sys.executable, "-m", "engine.verify"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 2 and "usage: biblios-verify" in done.stderr


def test_main_in_process(tmp_path, capsys, rich):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(rich))
    assert main([str(path)]) == 0
    assert capsys.readouterr().out.startswith("verified\n")
    path.write_text(json.dumps({**rich, "seed": 1}))
    assert main([str(path)]) == 1
    assert capsys.readouterr().out.startswith("not verified: a committed game's export")


def test_result_difference_names_the_first_difference():
    assert result_difference({"a": 1}, {"a": 1}) is None
    seats = [{"seat": 0, "rank": 1}, {"seat": 1, "rank": 2}]
    swapped = [{"seat": 0, "rank": 1}, {"seat": 1, "rank": 1}]
    assert (
        result_difference({"seats": swapped}, {"seats": seats})
        == "seat 1 rank 1 != 2 (file != replay)"
    )
    assert result_difference({}, {"x": [1]}) == "x (missing) != [1] (file != replay)"
    assert result_difference({"x": [1, 2]}, {"x": [1]}) == "x [1, 2] != [1] (file != replay)"
    assert result_difference(None, {}) == "the result null != {} (file != replay)"
    assert Report(False, "x").text() == "not verified: x"


# ----- what a verification proves (docs/fair-shuffles.md; issue 25) -------------------------------


def test_a_server_that_grinds_its_seed_against_the_client_seed_still_verifies():
    """What the commitment does not prove: the client seed comes with the request that makes
    the commitment, so a dishonest server could try server seeds until the deal suits it (here:
    a gold card first) and commit to that one. The export verifies all the same, which is why
    the docs claim only that the deal was fixed at creation and played by the rules."""
    client_seed = "Ana ♞"
    for attempt in range(1000):
        fairness = Fairness.committed(attempt.to_bytes(32, "big"), client_seed)
        if biblios_deck(2, fairness.seed())[0].startswith("gold"):
            break
    else:
        pytest.fail("no ground seed found")
    document, _ = exported(Plan(players=2, client_seed=client_seed), fairness)
    assert document["fairness"]["commitment"] == fairness.commitment
    assert verify(document).ok


def test_the_docs_claim_only_what_a_verification_proves():
    """The docs once said that "not even the server" could steer a committed deal."""
    for path in (ROOT / "docs" / "fair-shuffles.md", ROOT / "docs" / "portals.md"):
        text = " ".join(path.read_text().split())
        assert "not even the server" not in text
        assert "not that the server could not have chosen" in text, path
    doc = " ".join((ROOT / "docs" / "fair-shuffles.md").read_text().split())
    assert "What a verification proves, and what it does not" in doc
    assert "claim only what holds" in doc


def beyond_doubles() -> Fairness:
    """A committed game's fairness whose seed a double cannot hold exactly, as all but about one
    committed seed in a thousand (of the 64-bit seeds, one in 2,048 is under 2**53, and about as
    many of the others end in enough zero bits, eleven for most): the tests below are about
    those, so they take one, the same each run, rather than a fresh one that fails them about
    one run in a thousand."""
    rnd = random.Random(36)
    while True:
        fairness = Fairness.committed(rnd.randbytes(32))
        if int(float(fairness.seed())) != fairness.seed():
            return fairness


@pytest.mark.parametrize("game_id", sorted(INSTALLED))
def test_the_result_gives_the_seed_as_a_string(game_id):
    """A committed seed is 64 bits, beyond JavaScript's exact integers (2**53 - 1): a result
    that shows it (Biblios's ``seed``, 1347's ``reveal.seed``) writes it as a decimal string."""
    plan = Plan(game=game_id, players=2, bots=["greedy", "random"])
    _, table = exported(plan, beyond_doubles())
    seed = table.game.setup_of(table.state).seed
    assert seed > 2**53
    result = table.game.view(table.state, None)["result"]
    assert result.get("reveal", result)["seed"] == str(seed)


def test_a_file_with_the_seed_as_a_number_verifies_unless_rounded():
    """A 1347 export written before the seed became a string still verifies; one a JavaScript
    program read and wrote back (the seed rounded to a double) fails on the seed."""
    plan = Plan(game="1347", players=2, bots=["greedy", "random"])
    document, table = exported(plan, beyond_doubles())
    document = json.loads(json.dumps(document))
    reveal = document["result"]["reveal"]
    seed = table.game.setup_of(table.state).seed
    assert reveal["seed"] == str(seed) and verify(document).ok
    reveal["seed"] = seed
    assert verify(document).ok, "a file of before, with the seed as a number"
    reveal["seed"] = int(float(seed))  # what JSON.parse keeps of it
    assert reveal["seed"] != seed
    assert (
        mismatch(document)
        == f"result differs: reveal seed {int(float(seed))} != {seed} (file != replay)"
    )
