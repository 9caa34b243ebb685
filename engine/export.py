"""A finished game as a self-contained document, and the game rebuilt from one (play-contract:
"Fair shuffles and game export"). Game-agnostic: any registered game exports the same way.

The document, its keys in this order::

    {"format": "biblios-game/1",      # "<game id>-game/1"
     "game": "biblios",               # the registered game's id
     "players": 3, "variant": "standard",
     "first_seat": 0,                 # as the game's setup holds it (null: drawn from the seed)
     "fairness": {...},               # engine.fairness.Fairness, server_seed revealed
     "seed": 1234,                    # seeded and fixed_deck modes only (see below)
     "deck": [...],                   # the Setup's options, each a key of its own: Biblios's
                                      #   fixed deck is "deck" (fixed_deck mode only)
     "hints": true,                   # the table's options that are on (``TABLE_KEYS``), only
     "tutorial": true,                #   then: hints allowed, the game's tutorial
     "seats": [{"seat": 0, "name": "Ana", "bot": null, "external_id": "u-1", "status": "playing",
                "hints": 2}],         # "hints": the hints the seat asked for (a game with hints)
     "actions": [{"seat": 0, "action": {...}},                   # people's and bots' actions
                 {"seat": 1, "action": {...}, "timeout": true},  # the stand-in's, on time-out
                 {"seat": 2, "action": {"type": "resign"}},      # a resignation
                 {"seat": 1, "action": {"type": "reclaim"}},     # a taken-over seat reclaimed
                 {"seat": 0, "action": {"type": "hint"}}],       # a hint asked for
     "result": {...}}                 # Table.result(): the game's result, statuses, final
                                      #   ranks, each seat with its external_id

``actions`` is every entry of the table's log in order (``engine.table``), each with its seat,
so a replay needs no bot: bots' and stand-ins' moves are ordinary entries.

``seed``: in ``committed`` mode it is absent, as the contract says: the verifier derives it from
the revealed server seed and the client seed. It is present in ``seeded`` mode, and in
``fixed_deck`` mode too, because a fixed deck does not fix every random draw (Biblios shuffles
the auction pile, R18, and draws the cards a refusal loses, R24/R25, from the seed).

The Setup's game-specific options (``Setup.options``) are top-level keys of their own, so
Biblios's fixed deck is the contract's ``"deck"``; an option may not be named like one of the
document's keys (``DOCUMENT_KEYS``). ``"deck"`` appears exactly in ``fixed_deck`` mode.

``seats`` merges what the caller knows (``name``, ``external_id``: the API's) with what the
table knows (``bot``, ``status``, and in a game with hints the count of each seat's).

A document that does not hold raises ``ExportMismatch``, whose ``check`` names the check that
failed (``CHECKS``) and whose message says what.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from .errors import RuleViolation
from .fairness import COMMITTED, FIXED_DECK, Fairness
from .protocol import Action, Game, Setup
from .registry import game_ids, get_game
from .table import HINT, OPTIONS, RECLAIM, RESIGN, STATUSES, TIMEOUT, Seat, Table, bot_function

FORMAT_VERSION = 1
#: The keys of every export document (``seed`` only outside ``committed`` mode).
DOCUMENT_KEYS = (
    "format",
    "game",
    "players",
    "variant",
    "first_seat",
    "fairness",
    "seed",
    "seats",
    "actions",
    "result",
)
#: The table's options, each a key of the document when it is on.
TABLE_KEYS = OPTIONS
#: The keys of each entry of ``seats`` (and ``hints`` in a game with hints).
SEAT_KEYS = ("seat", "name", "bot", "external_id", "status")
HINTS = "hints"
#: The option that fixes the deck (the contract's ``deck`` create field).
DECK = "deck"
#: The ``actions`` items that are not the game's actions, by the kind of log entry they are
#: (``engine.table.LogEntry``): a resignation (the contract's resign action), a taken-over
#: seat's reclaiming (``POST .../seats/{seat}/reclaim``), a hint asked for.
MARKERS = {RESIGN: {"type": "resign"}, RECLAIM: {"type": "reclaim"}, HINT: {"type": "hint"}}
_NAMED = {RESIGN: "a resignation", RECLAIM: "a reclaiming", HINT: "a hint"}
#: The checks of a document, in the order they run (``ExportMismatch.check``): its shape, its
#: fairness (the commitment, the seed), its setup, each action, that the actions end the game,
#: each seat's status and hints, the result (the last three: ``engine.verify``).
CHECKS = ("document", "fairness", "setup", "actions", "unfinished", "seats", "result")


def format_name(game_id: str) -> str:
    """The format of ``game_id``'s exports: ``"<game id>-game/1"`` (``"biblios-game/1"``)."""
    return f"{game_id}-game/{FORMAT_VERSION}"


class ExportMismatch(ValueError):
    """The first thing in an export document that does not hold: ``check`` is the check that
    failed (one of ``CHECKS``), the message names the thing."""

    def __init__(self, check: str, message: str) -> None:
        assert check in CHECKS, check
        super().__init__(message)
        self.check = check


# --- Exporting --------------------------------------------------------------------------------


def export_game(
    table: Table, *, fairness: Fairness, seats: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """The export document of ``table``'s finished game (see the module docstring).

    ``fairness`` is the game's (its server seed is revealed: the game is over); ``seats`` gives,
    in seat order, what only the caller knows of each seat: ``name`` and ``external_id`` (each
    a string or None; other keys are ignored). The table adds ``seat``, ``bot`` and ``status``.
    Raises ValueError when the game is not over or the arguments do not fit the table.
    """
    game = table.game
    if not table.is_over():
        raise ValueError("the game is not over (an export reveals the server seed)")
    setup = game.setup_of(table.state)
    if fairness.mode == COMMITTED and (
        fairness.server_seed is None or fairness.seed() != setup.seed
    ):
        raise ValueError("the fairness's server and client seeds do not give the game's seed")
    options = dict(setup.options)
    clashes = sorted(set(options) & set(DOCUMENT_KEYS))
    if clashes:
        raise ValueError(f"options named like document keys: {clashes}")
    if (DECK in options) != (fairness.mode == FIXED_DECK):
        raise ValueError(f"the {DECK!r} option goes with the {FIXED_DECK} mode, and only with it")
    if len(seats) != len(table.seats):
        raise ValueError(f"{len(seats)} seats given for {len(table.seats)}")

    document: dict[str, Any] = {
        "format": format_name(game.info.id),
        "game": game.info.id,
        "players": setup.players,
        "variant": setup.variant,
        "first_seat": setup.first_seat,
        "fairness": fairness.to_json(revealed=True),
    }
    if fairness.mode != COMMITTED:
        document["seed"] = setup.seed
    document.update(options)
    document.update({key: True for key in TABLE_KEYS if getattr(table, key)})
    document["seats"] = [
        {
            "seat": i,
            "name": given.get("name"),
            "bot": held.bot,
            "external_id": given.get("external_id"),
            "status": held.status,
        }
        for i, (given, held) in enumerate(zip(seats, table.seats, strict=True))
    ]
    document["actions"] = _log_actions(table)
    if table.hints:
        for entry in document["seats"]:
            entry[HINTS] = hints_of(document["actions"], entry["seat"])
    document["result"] = with_external_ids(table.result(), document["seats"])
    return document


def with_external_ids(result: Mapping[str, Any], seats: Sequence[Mapping[str, Any]]) -> dict:
    """``result`` with each of its ``seats`` entries carrying the ``external_id`` of that seat
    in ``seats`` (the document's: play-contract, "Seats": results echo the external ids)."""
    return {
        **result,
        "seats": [
            {**entry, "external_id": seats[entry["seat"]].get("external_id")}
            for entry in result["seats"]
        ],
    }


def hints_of(actions: Sequence[Mapping[str, Any]], seat: int) -> int:
    """The hints ``seat`` asked for in an ``actions`` list."""
    hint = MARKERS[HINT]
    return sum(1 for item in actions if item.get("seat") == seat and item.get("action") == hint)


def _log_actions(table: Table) -> list[dict[str, Any]]:
    """Every log entry of ``table`` as an ``actions`` item, found by replaying the log (an entry
    made while the game waited for one seat does not name it)."""
    fresh, _ = table.restarted()
    items: list[dict[str, Any]] = []
    for text in table.log.split():
        entry = fresh.read_entry(text)
        kind, seat, action = entry
        fresh.replay_entry(
            seat,
            action,
            timeout=kind == TIMEOUT,
            reclaim=kind == RECLAIM,
            hint=kind == HINT,
        )
        if action is None:
            item = {"seat": seat, "action": dict(MARKERS[kind])}
        else:
            item = {"seat": seat, "action": action.to_json()}
        if kind == TIMEOUT:
            item["timeout"] = True
        items.append(item)
    if fresh != table:
        raise ValueError("the table does not replay from its log")
    return items


# --- Rebuilding -------------------------------------------------------------------------------


def table_from_export(document: object) -> Table:
    """The game of an export document, rebuilt by replaying its actions at a fresh table.

    Checks the document's shape, its fairness (the server seed against the commitment; the seed
    derived from it and the client seed), then replays each action with
    ``Table.replay_entry``, so every entry must be one the table could have logged at that
    point. Raises ExportMismatch naming the first problem. The table is returned as the actions
    leave it (over or not); the result is the caller's to compare (``engine.verify``).
    """
    if not isinstance(document, dict):
        raise ExportMismatch("document", "not a game export: not a JSON object")
    game, setup, bots = read_setup(document)
    try:
        state, _ = game.new_game(setup)
    except RuleViolation as violation:
        raise ExportMismatch(
            "setup", f"the setup is not valid: {describe_violation(violation)}"
        ) from None
    except Exception as error:  # a value of the wrong type: the file's fault, named
        raise ExportMismatch("setup", f"the setup is not valid: {describe_error(error)}") from None
    flags = {key: document.get(key, False) is True for key in TABLE_KEYS}
    table = Table(game, state, [Seat(bot) for bot in bots], **flags)
    kept = dict(game.setup_of(state).options)
    for key, value in setup.options.items():
        if key not in kept:
            raise ExportMismatch("setup", f"unknown key {key!r}")
        if kept[key] != value:
            raise ExportMismatch("setup", f"option {key!r} is not as {game.info.id} reads it")
    actions = document["actions"]
    if not isinstance(actions, list):
        raise ExportMismatch("document", "actions: not a list")
    for index, item in enumerate(actions):
        seat, action, timeout = _read_action(game, setup.players, index, item)
        marker = item["action"]
        try:
            table.replay_entry(
                seat,
                action,
                timeout=timeout,
                reclaim=marker == MARKERS[RECLAIM],
                hint=marker == MARKERS[HINT],
            )
        except RuleViolation as violation:
            raise ExportMismatch(
                "actions",
                f"action {index} ({describe_item(item)}) is not legal: "
                f"{describe_violation(violation)}",
            ) from None
        except Exception as error:  # a value the game's checks did not expect: named too
            raise ExportMismatch(
                "actions",
                f"action {index} ({describe_item(item)}) cannot be replayed: "
                f"{describe_error(error)}",
            ) from None
    return table


def read_setup(document: Mapping[str, Any]) -> tuple[Game, Setup, list[str | None]]:
    """The game, the setup (with the seed derived in ``committed`` mode) and each seat's bot of
    an export document; ExportMismatch names the first problem of its head and seats."""
    for key in DOCUMENT_KEYS:
        if key != "seed" and key not in document:
            raise ExportMismatch("document", f"not a game export: no {key!r}")
    game_id = document["game"]
    if not isinstance(game_id, str) or game_id not in game_ids():
        known = ", ".join(game_ids())
        raise ExportMismatch("document", f"unknown game {_dump(game_id)} (known: {known})")
    game = get_game(game_id)
    if document["format"] != format_name(game_id):
        written = _dump(document["format"])
        raise ExportMismatch("document", f"format {written} is not {format_name(game_id)}")
    players = document["players"]
    if type(players) is not int:
        raise ExportMismatch("document", f"players {_dump(players)} is not a number of players")
    for key in TABLE_KEYS:
        if key in document and document[key] is not True:
            raise ExportMismatch("document", f"{key}: true or absent")

    try:
        fairness = Fairness.from_json(document["fairness"])
    except ValueError as error:
        raise ExportMismatch("fairness", f"fairness: {error}") from None
    seed = _read_seed(document, fairness)
    if (DECK in document) != (fairness.mode == FIXED_DECK):
        raise ExportMismatch("document", f"{DECK!r} is given exactly in {FIXED_DECK} mode")

    seats = document["seats"]
    if not isinstance(seats, list) or len(seats) != players:
        raise ExportMismatch("document", f"seats: not a list of {players} seats")
    keys = (*SEAT_KEYS, HINTS) if document.get(HINTS) is True else SEAT_KEYS
    bots: list[str | None] = []
    for i, entry in enumerate(seats):
        if not isinstance(entry, dict) or set(entry) != set(keys):
            named = ", ".join(keys)
            raise ExportMismatch("document", f"seat {i}: not an object with the keys {named}")
        if entry["seat"] != i or type(entry["seat"]) is not int:
            raise ExportMismatch("document", f"seat {i}: its seat is {_dump(entry['seat'])}")
        bot = entry["bot"]
        if bot is not None and (not isinstance(bot, str) or bot_function(game, bot) is None):
            raise ExportMismatch(
                "document", f"seat {i}: {_dump(bot)} is not one of {game_id}'s bots"
            )
        if entry["status"] not in STATUSES:
            raise ExportMismatch(
                "document", f"seat {i}: status {_dump(entry['status'])} is not a status"
            )
        bots.append(bot)

    options = {
        key: value
        for key, value in document.items()
        if key not in DOCUMENT_KEYS and key not in TABLE_KEYS
    }
    setup = Setup(players, seed, document["variant"], document["first_seat"], options)
    return game, setup, bots


def _read_seed(document: Mapping[str, Any], fairness: Fairness) -> int:
    if fairness.mode == COMMITTED:
        if "seed" in document:
            raise ExportMismatch(
                "fairness", "a committed game's export carries no seed (it is derived)"
            )
        if fairness.server_seed is None:
            raise ExportMismatch("fairness", "the server seed is not revealed")
        if not fairness.matches_commitment():
            raise ExportMismatch("fairness", "commitment does not match the server seed")
        return fairness.seed()
    seed = document.get("seed")
    if type(seed) is not int:
        raise ExportMismatch(
            "fairness", f"a {fairness.mode} game's export needs its seed (a whole number)"
        )
    return seed


def _read_action(
    game: Game, players: int, index: int, item: object
) -> tuple[int, Action | None, bool]:
    """One ``actions`` item as (seat, typed action or None for a resignation, timeout)."""
    where = f"action {index}"
    if not isinstance(item, dict) or not {"seat", "action"} <= set(item) <= {
        "seat",
        "action",
        "timeout",
    }:
        raise ExportMismatch("actions", f"{where}: not an object of seat, action and maybe timeout")
    seat, data, timeout = item["seat"], item["action"], item.get("timeout", False)
    where = f"{where} ({describe_item(item)})"
    if type(seat) is not int or not 0 <= seat < players:
        raise ExportMismatch("actions", f"{where}: {_dump(seat)} is not a seat")
    if timeout is not True and "timeout" in item:
        raise ExportMismatch("actions", f"{where}: timeout is true or absent")
    if data in MARKERS.values():
        if timeout:
            kind = next(kind for kind, marker in MARKERS.items() if marker == data)
            raise ExportMismatch("actions", f"{where}: {_NAMED[kind]} is not a timeout")
        return seat, None, False
    try:
        action = game.parse_action(data)
        written = action.to_json()
    except RuleViolation as violation:
        raise ExportMismatch(
            "actions", f"{where} is not legal: {describe_violation(violation)}"
        ) from None
    except Exception as error:  # a malformed action the game's parser did not expect
        raise ExportMismatch(
            "actions", f"{where} is not an action: {describe_error(error)}"
        ) from None
    if written != data:
        raise ExportMismatch("actions", f"{where} is not written as {game.info.id} writes it")
    return seat, action, timeout


# --- Describing -------------------------------------------------------------------------------


def describe_item(item: Mapping[str, Any]) -> str:
    """An ``actions`` item as a mismatch names it: ``seat 2, {"type": "bid", "amount": 3}``."""
    timeout = ", timeout" if item.get("timeout") is True else ""
    return f"seat {_dump(item.get('seat'))}{timeout}, {_dump(item.get('action'))}"


def describe_violation(violation: RuleViolation) -> str:
    """A rule violation's code and parameters: ``bid_too_low (min=3)``."""
    if not violation.params:
        return violation.code
    params = ", ".join(f"{key}={_dump(value)}" for key, value in violation.params.items())
    return f"{violation.code} ({params})"


def describe_error(error: Exception) -> str:
    """An unexpected error as a mismatch names it: ``TypeError: ...``."""
    return f"{type(error).__name__}: {error}"


def _dump(value: object) -> str:
    """A value as JSON (as it appears in the file)."""
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=False)
    except (TypeError, ValueError):
        return repr(value)
